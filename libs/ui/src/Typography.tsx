import styled from 'styled-components';

type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl' | '4xl' | '5xl';

/** A serif heading. Choose the element with `as` ("h1".."h4") and the size with `$size`. */
export const Heading = styled.h2<{ $size?: Size }>`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme, $size = '2xl' }) => theme.fontSizes[$size]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
`;

/** Body text. `$tone="muted"` for secondary copy. */
export const Text = styled.p<{
  $size?: Size;
  $tone?: 'default' | 'muted' | 'danger' | 'success';
  $weight?: 'regular' | 'medium' | 'semibold' | 'bold';
}>`
  font-size: ${({ theme, $size = 'md' }) => theme.fontSizes[$size]};
  font-weight: ${({ theme, $weight = 'regular' }) => theme.fontWeights[$weight]};
  color: ${({ theme, $tone = 'default' }) =>
    ({
      default: theme.colors.text,
      muted: theme.colors.textMuted,
      danger: theme.colors.danger,
      success: theme.colors.success,
    })[$tone]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Vertical or horizontal flex stack with a token gap (`$gap` is a key of theme.space). */
export const Stack = styled.div<{
  $gap?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;
  $direction?: 'row' | 'column';
  $align?: string;
  $justify?: string;
  $wrap?: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ theme, $gap = 4 }) => theme.space[$gap]};
  align-items: ${({ $align = 'stretch' }) => $align};
  justify-content: ${({ $justify = 'flex-start' }) => $justify};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

/** A responsive auto-fill grid: columns at least `$min` wide (default 260px). */
export const Grid = styled.div<{ $min?: string; $gap?: 2 | 3 | 4 | 5 | 6 | 8 }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $min = '260px' }) => $min}, 100%), 1fr));
  gap: ${({ theme, $gap = 6 }) => theme.space[$gap]};
`;

export const Separator = styled.hr`
  border: 0;
  height: 1px;
  margin: 0;
  background: ${({ theme }) => theme.colors.border};
`;
