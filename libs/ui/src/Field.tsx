import { cloneElement, isValidElement, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { CircleAlert } from 'lucide-react';
import { Label } from './Label';
import { useUiT } from './i18n/useUiT';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
  svg {
    width: 16px;
    height: 16px;
    margin-block-start: 2px;
    flex-shrink: 0;
  }
`;

/** An inline validation message. Give it the id the control points at with aria-describedby. */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <ErrorText id={id}>
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </ErrorText>
  );
}

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
};

export interface FieldProps {
  label: ReactNode;
  /** The single form control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
  error?: string;
  hint?: ReactNode;
  /** Shown as "(optional)" next to the label. */
  optional?: boolean;
  required?: boolean;
  /** Use a fixed id for the control (defaults to a generated one). */
  id?: string;
  className?: string;
}

/**
 * Label + control + hint + error, wired for assistive tech: the control is labelled, points at its hint and
 * error through aria-describedby, and carries aria-invalid when there is an error.
 */
export function Field({ label, children, error, hint, optional, required, id, className }: FieldProps) {
  const { t } = useUiT();
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy =
    [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })
    : children;
  return (
    <Wrapper className={className}>
      <Label htmlFor={controlId}>
        {label}
        {optional && <OptionalMark> {t('(optional)')}</OptionalMark>}
      </Label>
      {control}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId}>{error}</FieldError>
    </Wrapper>
  );
}

const OptionalMark = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;
