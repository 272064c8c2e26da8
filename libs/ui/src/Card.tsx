import styled, { css } from 'styled-components';

/** A raised surface. `$interactive` adds a hover lift for clickable cards. */
export const Card = styled.div<{ $interactive?: boolean; $padding?: 'none' | 'sm' | 'md' | 'lg' }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ theme, $padding = 'none' }) =>
    ({ none: '0', sm: theme.space[4], md: theme.space[6], lg: theme.space[8] })[$padding]};
  overflow: hidden;
  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      transition:
        box-shadow ${theme.transitions.normal},
        transform ${theme.transitions.normal};
      &:hover {
        box-shadow: ${theme.shadows.md};
        transform: translateY(-2px);
      }
    `}
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} 0`};
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const CardDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CardContent = styled.div`
  padding: ${({ theme }) => theme.space[6]};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `0 ${theme.space[6]} ${theme.space[6]}`};
`;
