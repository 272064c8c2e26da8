import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { apiRequest } from '@canopy/api-client';
import { forgotPasswordSchema, recoveryMessages, type ForgotPasswordPayload } from '@canopy/contracts';
import { Alert, Button, Field, Input, Stack } from '@canopy/ui';
import { BackLine, RecoveryLayout } from './RecoveryLayout';
import { recoveryErrorText } from './recoveryError';

/**
 * 'Forgot password?': asks for the account's email address and has identity send a reset link. The answer is
 * the same whether or not the address belongs to an account, so this page never tells who has one.
 */
export default function ForgotPasswordPage() {
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
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {sentTo ? (
        <Stack $gap={4}>
          <Alert variant="success" title="Check your inbox" role="status">
            {recoveryMessages.linkRequested}
          </Alert>
          <Button variant="outline" fullWidth onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit(send)} noValidate aria-label="Request a password reset link">
          <Stack $gap={5}>
            {failure && (
              <Alert variant="danger" title="The link could not be requested" role="alert">
                {failure}
              </Alert>
            )}
            <Field label="Email" error={errors.email?.message}>
              <Input
                {...register('email')}
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
              />
            </Field>
            <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
      <BackLine>
        Remembered it? <Link to="/auth">Back to login</Link>
      </BackLine>
    </RecoveryLayout>
  );
}
