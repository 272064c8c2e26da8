import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { apiRequest } from '@canopy/api-client';
import { forgotPasswordSchema, recoveryMessages, type ForgotPasswordPayload } from '@canopy/contracts';
import { Alert, Button, Field, Input, Stack } from '@canopy/ui';
import { BackLine, RecoveryLayout } from './RecoveryLayout';
import { recoveryErrorText } from './recoveryError';
import { translateMessage } from '@canopy/i18n';
import { useShellT } from '../../i18n/useShellT';
import '../../i18n/messages';

/**
 * 'Forgot password?': asks for the account's email address and has identity send a reset link. The answer is
 * the same whether or not the address belongs to an account, so this page never tells who has one.
 */
export default function ForgotPasswordPage() {
  const { t } = useShellT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordPayload>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const send = async (values: ForgotPasswordPayload) => {
    setFailure(null);
    try {
      await apiRequest('POST', '/api/forgot-password', values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(recoveryErrorText(error));
    }
  };

  return (
    <RecoveryLayout
      title={t('Forgot your password?')}
      description={t(
        'Enter the email address of your account and we will send you a link to choose a new password.',
      )}
    >
      {sentTo ? (
        <Stack $gap={4}>
          <Alert variant="success" title={t('Check your inbox')} role="status">
            {translateMessage(recoveryMessages.linkRequested)}
          </Alert>
          <Button variant="outline" fullWidth onClick={() => setSentTo(null)}>
            {t('Use another address')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit(send)} noValidate aria-label={t('Request a password reset link')}>
          <Stack $gap={5}>
            {failure && (
              <Alert variant="danger" title={t('The link could not be requested')} role="alert">
                {failure}
              </Alert>
            )}
            <Field
              label={t('Email')}
              error={errors.email?.message === undefined ? undefined : translateMessage(errors.email.message)}
            >
              <Input
                {...register('email')}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
              />
            </Field>
            <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
              {t('Send reset link')}
            </Button>
          </Stack>
        </form>
      )}
      <BackLine>
        {t('Remembered it?')} <Link to="/auth">{t('Back to login')}</Link>
      </BackLine>
    </RecoveryLayout>
  );
}
