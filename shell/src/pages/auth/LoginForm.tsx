import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fingerprint } from 'lucide-react';
import { passkeysSupported, useAuth } from '@canopy/auth';
import { loginSchema } from '@canopy/contracts';
import { Button, Field, Input, PasswordInput, Stack } from '@canopy/ui';
import { FormCard, SwitchLine } from './FormCard';

/**
 * Username + password; validates on submit; the button spins and is disabled while pending. Where the browser
 * supports passkeys, a second button signs in with one (no username needed).
 */
export function LoginForm({ onSwitchToSignUp }: { onSwitchToSignUp: () => void }) {
  const { loginMutation, passkeyLoginMutation } = useAuth();
  const [withPasskey] = useState(passkeysSupported);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { username: '', password: '' },
  });

  return (
    <FormCard title="Welcome back" description="Log in to continue your learning journey.">
      <form onSubmit={handleSubmit((values) => loginMutation.mutate(values))} noValidate aria-label="Login">
        <Stack $gap={5}>
          <Field label="Username" error={errors.username?.message}>
            <Input
              {...register('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <PasswordInput {...register('password')} autoComplete="current-password" />
          </Field>
          <Button type="submit" size="lg" fullWidth loading={loginMutation.isPending}>
            Login
          </Button>
          {withPasskey && (
            <Button
              type="button"
              variant="outline"
              size="lg"
              fullWidth
              loading={passkeyLoginMutation.isPending}
              disabled={loginMutation.isPending}
              onClick={() => passkeyLoginMutation.mutate()}
            >
              <Fingerprint aria-hidden="true" />
              Sign in with fingerprint or passkey
            </Button>
          )}
          <SwitchLine>
            Don&apos;t have an account?{' '}
            <Button variant="link" onClick={onSwitchToSignUp}>
              Sign Up
            </Button>
          </SwitchLine>
        </Stack>
      </form>
    </FormCard>
  );
}
