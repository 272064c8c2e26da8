import { css } from 'styled-components';

/** The visible keyboard focus ring every interactive primitive uses (2px gap + 2px forest ring). */
export const focusRing = css`
  outline: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A quiet square button holding one icon (show/hide password, close): muted until hovered. */
export const ghostIconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 38px;
  height: 38px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  ${focusRing}
  svg {
    width: 18px;
    height: 18px;
  }
`;
