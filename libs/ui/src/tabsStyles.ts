import { css } from 'styled-components';
import { focusRing } from './focusRing';

// One look for the Radix tabs (impl/TabsParts.tsx) and the stand-ins shown while they load (Tabs.tsx).

export const tabsListStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px;
  /* Tabs that do not fit wrap onto another row: a list that scrolled sideways hid tabs at 360 px with nothing
     on screen saying they were there. */
  flex-wrap: wrap;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const tabsTriggerStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  flex: 1 0 auto;
  min-height: 38px;
  padding: 0 10px;
  ${({ theme }) => theme.media.sm} {
    padding: 0 16px;
  }
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  ${focusRing}
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const tabsContentStyles = css`
  margin-block-start: ${({ theme }) => theme.space[6]};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
