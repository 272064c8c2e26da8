import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { apiRequest } from '@canopy/api-client';
import { messages, passwordSchema, recoveryMessages } from '@canopy/contracts';
import { Alert, Button, Field, PasswordInput, Stack } from '@canopy/ui';
import { NewPasswordField } from '../auth/NewPasswordField';
import { BackLine, RecoveryLayout } from './RecoveryLayout';
import { recoveryErrorText } from './recoveryError';
import { translateMessage } from '@canopy/i18n';
import { shown } from '../../i18n/shown';
import { useShellT } from '../../i18n/useShellT';
import '../../i18n/messages';

// The token travels in the link, not in the form; the form only asks for the new password twice.
const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsMismatch,
    path: ['confirmPassword'],
  });
type NewPassword = z.infer<typeof newPasswordSchema>;

/** The page a reset link opens (`/reset-password?token=...`): choose a new password under the password rule. */
export default function ResetPasswordPage() {
  const { t } = useShellT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const reset = async ({ password }: NewPassword) => {
    setFailure(null);
    try {
      await apiRequest('POST', '/api/reset-password', { token, password });
      setDone(true);
    } catch (error) {
      setFailure(recoveryErrorText(error));
    }
  };

  if (!token) {
    return (
      <RecoveryLayout
        title={t('Reset your password')}
        description={t('This page is opened from the link we email you.')}
      >
        <Alert variant="warning" title={translateMessage(recoveryMessages.tokenRequired)} role="alert">
          {t('Open the link from your email again, or ask for a new one.')}
        </Alert>
        <BackLine>
          <Link to="/forgot-password">{t('Request a new reset link')}</Link>
        </BackLine>
      </RecoveryLayout>
    );
  }

  if (done) {
    return (
      <RecoveryLayout
        title={t('Password changed')}
        description={t('You can log in with your new password now.')}
      >
        <Alert variant="success" role="status">
          {translateMessage(recoveryMessages.passwordChanged)}
        </Alert>
        <BackLine>
          <Link to="/auth">{t('Go to login')}</Link>
        </BackLine>
      </RecoveryLayout>
    );
  }

  return (
    <RecoveryLayout
      title={t('Choose a new password')}
      description={t('Your new password ends every session signed in with the old one.')}
    >
      <form onSubmit={handleSubmit(reset)} noValidate aria-label={t('Choose a new password')}>
        <Stack $gap={5}>
          {failure && (
            <Alert variant="danger" title={t('The password was not changed')} role="alert">
              {failure} <Link to="/forgot-password">{t('Request a new reset link')}</Link>
            </Alert>
          )}
          <NewPasswordField
            label={t('New password')}
            error={errors.password?.message}
            {...register('password')}
          />
          <Field label={t('Confirm new password')} error={shown(errors.confirmPassword?.message)}>
            <PasswordInput
              {...register('confirmPassword')}
              autoComplete="new-password"
              toggleLabels={{ show: t('Show password'), hide: t('Hide password') }}
            />
          </Field>
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            {t('Change password')}
          </Button>
        </Stack>
      </form>
      <BackLine>
        <Link to="/auth">{t('Back to login')}</Link>
      </BackLine>
    </RecoveryLayout>
  );
}
