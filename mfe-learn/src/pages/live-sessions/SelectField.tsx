import { useId, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import {
  FieldError,
  FieldHint,
  Label,
  Select,
  SelectContent,
  SelectTrigger,
  SelectValue,
  Stack,
} from '@canopy/ui';
import type { CreateSessionFormValues, CreateSessionPayload } from '../../lib/createSessionForm';

type Name = keyof CreateSessionFormValues;

/** A labelled Radix select bound to a form field. */
export function SelectField({
  control,
  name,
  label,
  hint,
  error,
  placeholder,
  children,
}: {
  control: Control<CreateSessionFormValues, unknown, CreateSessionPayload>;
  name: Name;
  label: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Stack $gap={2}>
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={String(field.value)} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              aria-labelledby={`${id}-label`}
              aria-describedby={describedBy || undefined}
              aria-invalid={error ? true : undefined}
              onBlur={field.onBlur}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>{children}</SelectContent>
          </Select>
        )}
      />
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Stack>
  );
}
