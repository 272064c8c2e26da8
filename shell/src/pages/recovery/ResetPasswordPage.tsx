import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { apiRequest } from '@canopy/api-client';
import { messages, passwordSchema, recoveryMessages } from '@canopy/contracts';
import { Alert, Button, Field, PasswordInput, Stack } from '@canopy/ui';
import { BackLine, RecoveryLayout } from './RecoveryLayout';
import { recoveryErrorText } from './recoveryError';

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
        title="Reset your password"
        description="This page is opened from the link we email you."
      >
        <Alert variant="warning" title={recoveryMessages.tokenRequired} role="alert">
          Open the link from your email again, or ask for a new one.
        </Alert>
        <BackLine>
          <Link to="/forgot-password">Request a new reset link</Link>
        </BackLine>
      </RecoveryLayout>
    );
  }

  if (done) {
    return (
      <RecoveryLayout title="Password changed" description="You can log in with your new password now.">
        <Alert variant="success" role="status">
          {recoveryMessages.passwordChanged}
        </Alert>
        <BackLine>
          <Link to="/auth">Go to login</Link>
        </BackLine>
      </RecoveryLayout>
    );
  }

  return (
    <RecoveryLayout
      title="Choose a new password"
      description="Your new password ends every session signed in with the old one."
    >
      <form onSubmit={handleSubmit(reset)} noValidate aria-label="Choose a new password">
        <Stack $gap={5}>
          {failure && (
            <Alert variant="danger" title="The password was not changed" role="alert">
              {failure} <Link to="/forgot-password">Request a new reset link</Link>
            </Alert>
          )}
          <Field label="New password" hint={messages.passwordHint} error={errors.password?.message}>
            <PasswordInput {...register('password')} autoComplete="new-password" />
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message}>
            <PasswordInput {...register('confirmPassword')} autoComplete="new-password" />
          </Field>
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            Change password
          </Button>
        </Stack>
      </form>
      <BackLine>
        <Link to="/auth">Back to login</Link>
      </BackLine>
    </RecoveryLayout>
  );
}
