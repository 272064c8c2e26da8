import styled, { type DefaultTheme } from 'styled-components';

export type IconTileTone = 'primary' | 'accent' | 'info' | 'danger';
export type IconTileSize = 'sm' | 'md' | 'lg' | 'xl';

const toneColors = (theme: DefaultTheme, tone: IconTileTone) =>
  ({
    primary: [theme.colors.primarySoft, theme.colors.primary],
    accent: [theme.colors.accentSoft, theme.colors.accent],
    info: [theme.colors.infoSoft, theme.colors.info],
    danger: [theme.colors.dangerSoft, theme.colors.danger],
  })[tone];

const sizes: Record<IconTileSize, [box: number, icon: number]> = {
  sm: [40, 20],
  md: [44, 22],
  lg: [48, 24],
  xl: [56, 26],
};

/**
 * The tinted square an icon sits on in cards, prompts and stat tiles. Decorative: give it `aria-hidden`.
 * `$round` makes it a circle (empty and error states).
 */
export const IconTile = styled.span<{ $tone?: IconTileTone; $size?: IconTileSize; $round?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size = 'md' }) => sizes[$size][0]}px;
  height: ${({ $size = 'md' }) => sizes[$size][0]}px;
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.md)};
  background: ${({ theme, $tone = 'primary' }) => toneColors(theme, $tone)[0]};
  color: ${({ theme, $tone = 'primary' }) => toneColors(theme, $tone)[1]};
  svg {
    width: ${({ $size = 'md' }) => sizes[$size][1]}px;
    height: ${({ $size = 'md' }) => sizes[$size][1]}px;
  }
`;
