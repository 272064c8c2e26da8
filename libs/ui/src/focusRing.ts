import { css } from 'styled-components';

/** The visible keyboard focus ring every interactive primitive uses (2px gap + 2px forest ring). */
export const focusRing = css`
  outline: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
