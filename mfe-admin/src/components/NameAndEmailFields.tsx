import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@canopy/ui';
import { useAdminT } from '../i18n/useAdminT';
import { fieldMessage } from '../lib/toasts';

/** The person-describing fields every account form has. */
export interface NameAndEmail {
  firstName: string;
  lastName: string;
  email: string;
}

/** First name, last name and email of an account, with the contract's messages under each. */
export function NameAndEmailFields<T extends NameAndEmail>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // Every T has the three fields; react-hook-form's types cannot narrow a form's register to them by themselves.
  const { t } = useAdminT();
  const field = register as unknown as UseFormRegister<NameAndEmail>;
  const problems = errors as FieldErrors<NameAndEmail>;
  return (
    <>
      <Field label={t('First name')} error={fieldMessage(problems.firstName?.message)}>
        <Input {...field('firstName')} autoComplete="off" maxLength={100} />
      </Field>
      <Field label={t('Last name')} error={fieldMessage(problems.lastName?.message)}>
        <Input {...field('lastName')} autoComplete="off" maxLength={100} />
      </Field>
      <Field label={t('Email')} error={fieldMessage(problems.email?.message)}>
        <Input {...field('email')} type="email" autoComplete="off" maxLength={254} />
      </Field>
    </>
  );
}
