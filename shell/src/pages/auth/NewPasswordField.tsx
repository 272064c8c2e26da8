import type { ComponentProps } from 'react';
import { messages } from '@canopy/contracts';
import { translateMessage } from '@canopy/i18n';
import { Field, PasswordInput } from '@canopy/ui';
import { shown } from '../../i18n/shown';
import { useShellT } from '../../i18n/useShellT';

/** A new password (sign-up, reset): the password rule as its hint, its show/hide toggle named in the page's language. */
export function NewPasswordField({
  label,
  error,
  ...input
}: { label: string; error?: string } & ComponentProps<typeof PasswordInput>) {
  const { t } = useShellT();
  return (
    <Field label={label} hint={translateMessage(messages.passwordHint)} error={shown(error)}>
      <PasswordInput
        {...input}
        autoComplete="new-password"
        toggleLabels={{ show: t('Show password'), hide: t('Hide password') }}
      />
    </Field>
  );
}
