import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TriangleAlert } from 'lucide-react';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const IconWrap = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  svg {
    width: 26px;
    height: 26px;
  }
`;

const Title = styled.h2`
  font-size: 1.375rem;
`;

const Message = styled.p`
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface ErrorStateProps {
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a retry button calling this. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Extra actions next to the retry button. */
  actions?: ReactNode;
  icon?: ReactNode;
  /** Heading element for the title (default h2). */
  as?: 'h1' | 'h2' | 'h3';
}

/** A failure panel with the error text and a way forward. Announced with role="alert". */
export function ErrorState({
  title = 'Something went wrong',
  message,
  onRetry,
  retryLabel = 'Try again',
  actions,
  icon,
  as = 'h2',
}: ErrorStateProps) {
  return (
    <Box role="alert">
      <IconWrap aria-hidden="true">{icon ?? <TriangleAlert />}</IconWrap>
      <Title as={as}>{title}</Title>
      {message && <Message>{message}</Message>}
      {(onRetry || actions) && (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center', marginTop: 8 }}>
          {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
          {actions}
        </div>
      )}
    </Box>
  );
}
