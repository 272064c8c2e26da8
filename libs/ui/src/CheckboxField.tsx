import { useId } from 'react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Checkbox } from './Checkbox';
import type { CheckboxProps } from './Checkbox';
import { FieldError, FieldHint } from './Field';
import { Label } from './Label';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
    line-height: 1.5;
  }
`;

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** Checkbox with its label to the right, optional hint and inline error (aria-describedby/aria-invalid wired). */
export function CheckboxField({ label, hint, error, id, ...rest }: CheckboxFieldProps) {
  const generated = useId();
  const controlId = id ?? `checkbox-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div>
      <Row>
        <Checkbox
          id={controlId}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          {...rest}
        />
        <Text>
          <Label htmlFor={controlId}>{label}</Label>
          {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        </Text>
      </Row>
      {error && (
        <div style={{ marginBlockStart: 6 }}>
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
