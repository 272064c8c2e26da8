import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconTile } from './IconTile';
import { StateBox, StateText } from './StatePanel';
import { TriangleAlert } from 'lucide-react';
import { Button } from './Button';
import { useUiT } from './i18n/useUiT';

const Title = styled.h2`
  font-size: 1.375rem;
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
  title,
  message,
  onRetry,
  retryLabel,
  actions,
  icon,
  as = 'h2',
}: ErrorStateProps) {
  const { t } = useUiT();
  return (
    <StateBox $tone="error" role="alert">
      <IconTile $tone="danger" $size="xl" $round aria-hidden="true">
        {icon ?? <TriangleAlert />}
      </IconTile>
      <Title as={as}>{title ?? t('Something went wrong')}</Title>
      {message && <StateText>{message}</StateText>}
      {(onRetry || actions) && (
        <div
          style={{
            display: 'flex',
            gap: 12,
            flexWrap: 'wrap',
            justifyContent: 'center',
            marginBlockStart: 8,
          }}
        >
          {onRetry && <Button onClick={onRetry}>{retryLabel ?? t('Try again')}</Button>}
          {actions}
        </div>
      )}
    </StateBox>
  );
}
