import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fingerprint } from 'lucide-react';
import { Link } from 'react-router-dom';
import { authToasts, passkeysSupported, useAuth } from '@canopy/auth';
import { loginSchema, type LoginPayload } from '@canopy/contracts';
import { Button, Field, Input, PasswordInput, Stack } from '@canopy/ui';
import styled from 'styled-components';
import { translateMessage } from '@canopy/i18n';
import { shown } from '../../i18n/shown';
import { useShellT } from '../../i18n/useShellT';
import { toastSignInFailure } from './toastSignInFailure';
import { FormCard, SwitchLine } from './FormCard';

// The label is long: on a phone it wraps instead of running out of the button.
const ForgotLink = styled(Link)`
  align-self: flex-end;
  margin-block-start: -${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * Username + password; validates on submit; the button spins and is disabled while pending. Where the browser
 * supports passkeys, a second button signs in with one (no username needed).
 */
export function LoginForm({ onSwitchToSignUp }: { onSwitchToSignUp: () => void }) {
  const { t } = useShellT();
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

  const logIn = async (values: LoginPayload) => {
    try {
      await loginMutation.mutateAsync(values);
    } catch (error) {
      toastSignInFailure(error, translateMessage(authToasts.loginErrorTitle));
    }
  };

  return (
    <FormCard title={t('Welcome back')} description={t('Log in to continue your learning journey.')}>
      <form onSubmit={handleSubmit(logIn)} noValidate aria-label={t('Login')}>
        <Stack $gap={5}>
          <Field label={t('Username')} error={shown(errors.username?.message)}>
            <Input
              {...register('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <Field label={t('Password')} error={shown(errors.password?.message)}>
            <PasswordInput
              {...register('password')}
              autoComplete="current-password"
              toggleLabels={{ show: t('Show password'), hide: t('Hide password') }}
            />
          </Field>
          <ForgotLink to="/forgot-password">{t('Forgot password?')}</ForgotLink>
          <Button type="submit" size="lg" fullWidth loading={loginMutation.isPending}>
            {t('Login')}
          </Button>
          {withPasskey && (
            <Button
              type="button"
              wrapLabel
              variant="outline"
              size="lg"
              fullWidth
              loading={passkeyLoginMutation.isPending}
              disabled={loginMutation.isPending}
              onClick={() => passkeyLoginMutation.mutate()}
            >
              <Fingerprint aria-hidden="true" />
              {t('Sign in with fingerprint or passkey')}
            </Button>
          )}
          <SwitchLine>
            {t("Don't have an account?")}{' '}
            <Button variant="link" onClick={onSwitchToSignUp}>
              {t('Sign Up')}
            </Button>
          </SwitchLine>
        </Stack>
      </form>
    </FormCard>
  );
}
