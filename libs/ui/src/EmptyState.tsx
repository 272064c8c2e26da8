import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const IconWrap = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 26px;
    height: 26px;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading element for the title (default h2). */
  as?: 'h2' | 'h3' | 'p';
  className?: string;
}

/** "Nothing here yet" block: icon, title, explanation and an optional call to action. */
export function EmptyState({ title, description, icon, action, as = 'h2', className }: EmptyStateProps) {
  return (
    <Box className={className}>
      {icon && <IconWrap aria-hidden="true">{icon}</IconWrap>}
      <Title as={as}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </Box>
  );
}
