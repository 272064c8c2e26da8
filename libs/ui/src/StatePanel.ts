import styled, { css } from 'styled-components';

/** The frame shared by EmptyState (calm, dashed) and ErrorState (raised, danger-toned). */
export type StateTone = 'empty' | 'error';

export const StateBox = styled.div<{ $tone: StateTone }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $tone, theme }) =>
    $tone === 'empty'
      ? css`
          border: 1px dashed ${theme.colors.borderStrong};
        `
      : css`
          border: 1px solid ${theme.colors.border};
          box-shadow: ${theme.shadows.sm};
        `}
`;

export const StateText = styled.p`
  max-width: 52ch;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
