import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconTile } from './IconTile';
import { StateBox, StateText } from './StatePanel';

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
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
    <StateBox $tone="empty" className={className}>
      {icon && (
        <IconTile $tone="primary" $size="xl" $round aria-hidden="true">
          {icon}
        </IconTile>
      )}
      <Title as={as}>{title}</Title>
      {description && <StateText>{description}</StateText>}
      {action && <div style={{ marginBlockStart: 8 }}>{action}</div>}
    </StateBox>
  );
}
