import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

const variants = {
  info: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    border-color: #bcdbe9;
    --alert-accent: ${({ theme }) => theme.colors.info};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    border-color: #bfe0cb;
    --alert-accent: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    border-color: #f0dc9f;
    --alert-accent: ${({ theme }) => theme.colors.warning};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    border-color: #f4c7c3;
    --alert-accent: ${({ theme }) => theme.colors.danger};
  `,
};

const Box = styled.div<{ $variant: AlertVariant }>`
  display: flex;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ $variant }) => variants[$variant]}
  > svg {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    margin-block-start: 1px;
    color: var(--alert-accent);
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert };

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Set for messages that appear in response to an action so they are announced. */
  role?: 'alert' | 'status';
  className?: string;
}

/** An inline notice (information, success, warning or danger). */
export function Alert({ variant = 'info', title, children, role, className }: AlertProps) {
  const Icon = icons[variant];
  return (
    <Box $variant={variant} role={role} className={className}>
      <Icon aria-hidden="true" />
      <Body>
        {title && <strong>{title}</strong>}
        {children && <div>{children}</div>}
      </Body>
    </Box>
  );
}
