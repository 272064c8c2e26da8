import { lazy, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { GraduationCap, Presentation, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { authToasts, useAuth } from '@canopy/auth';
import { messages, registrationFormSchema } from '@canopy/contracts';
import type { Role } from '@canopy/contracts';
import {
  Alert,
  Button,
  CheckboxField,
  ChoiceCards,
  Field,
  Input,
  Label,
  PasswordInput,
  Stack,
  toast,
} from '@canopy/ui';
import { translateMessage } from '@canopy/i18n';
import { shown } from '../../i18n/shown';
import { useShellT } from '../../i18n/useShellT';
import { toastSignInFailure } from './toastSignInFailure';
import { FormCard, SwitchLine } from './FormCard';
import { NewPasswordField } from './NewPasswordField';

const TwoCols = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

// Names and descriptions in English: their keys in the shell's catalogue.
const roleOptions = [
  {
    value: 'student',
    nameKey: 'Student',
    textKey: 'Learn, track progress, earn certificates',
    icon: <GraduationCap aria-hidden="true" />,
  },
  {
    value: 'educator',
    nameKey: 'Educator',
    textKey: 'Teach courses after admin approval',
    icon: <Presentation aria-hidden="true" />,
  },
  {
    value: 'admin',
    nameKey: 'Admin',
    textKey: 'Restricted to existing administrators',
    icon: <ShieldCheck aria-hidden="true" />,
  },
];

// The role cards are a chunk of their own (ChoiceCards). Waited for here, the form appears whole behind its page's
// skeleton: their own stand-in, a grey block 36 px shorter than the cards, moved everything below it when they came
// (under the pointer of someone about to click "Show password": a flaky e2e run, 1 December).
const RoleCards = lazy(async () => {
  await ChoiceCards.preload();
  return { default: ChoiceCards };
});

/** Role choice, names, email, username, password + confirmation, fingerprint and terms checkboxes. */
export function SignUpForm({
  initialRole = 'student',
  onSwitchToLogin,
}: {
  initialRole?: Role;
  onSwitchToLogin: () => void;
}) {
  const { t } = useShellT();
  const { registerMutation } = useAuth();
  const [submitted, setSubmitted] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: {
      role: initialRole,
      firstName: '',
      lastName: '',
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
      biometricEnabled: false,
      acceptTerms: false,
    },
  });
  const role = watch('role');
  const acceptTerms = watch('acceptTerms');
  const termsError = submitted && !acceptTerms ? translateMessage(messages.termsRequired) : undefined;

  const submit = handleSubmit(async (values) => {
    if (!values.acceptTerms) return;
    try {
      await registerMutation.mutateAsync(values);
    } catch (error) {
      toastSignInFailure(error, translateMessage(authToasts.registrationErrorTitle));
    }
  });

  return (
    <FormCard
      title={t('Create your account')}
      description={t('Join a community learning to live and work sustainably.')}
    >
      <form
        aria-label={t('Sign Up')}
        noValidate
        onSubmit={(event) => {
          setSubmitted(true);
          if (!acceptTerms) {
            toast({
              title: t('Terms and Conditions Required'),
              description: t('Please accept the terms and conditions to register.'),
              variant: 'destructive',
            });
          }
          void submit(event);
        }}
      >
        <Stack $gap={5}>
          <Stack $gap={2}>
            <Label id="role-label">{t('I am joining as')}</Label>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <RoleCards
                  aria-labelledby="role-label"
                  options={roleOptions.map((o) => ({
                    value: o.value,
                    icon: o.icon,
                    label: t(o.nameKey),
                    description: t(o.textKey),
                  }))}
                  value={field.value ?? 'student'}
                  onValueChange={(v) => field.onChange(v)}
                  name={field.name}
                />
              )}
            />
          </Stack>
          {role === 'educator' && (
            <Alert variant="info" title={t('Educator accounts need approval')}>
              {translateMessage(messages.educatorNotice)}
            </Alert>
          )}
          {role === 'admin' && (
            <Alert variant="warning" title={t('Restricted role')}>
              {translateMessage(messages.adminRestricted)}
            </Alert>
          )}
          <TwoCols>
            <Field label={t('First name')} error={shown(errors.firstName?.message)}>
              <Input {...register('firstName')} autoComplete="given-name" />
            </Field>
            <Field label={t('Last name')} error={shown(errors.lastName?.message)}>
              <Input {...register('lastName')} autoComplete="family-name" />
            </Field>
          </TwoCols>
          <Field label={t('Email')} error={shown(errors.email?.message)}>
            <Input {...register('email')} type="email" autoComplete="email" spellCheck={false} />
          </Field>
          <Field label={t('Username')} error={shown(errors.username?.message)}>
            <Input
              {...register('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <NewPasswordField
            label={t('Password')}
            error={errors.password?.message}
            {...register('password')}
          />
          <Field label={t('Confirm password')} error={shown(errors.confirmPassword?.message)}>
            <PasswordInput
              {...register('confirmPassword')}
              autoComplete="new-password"
              toggleLabels={{ show: t('Show password confirmation'), hide: t('Hide password confirmation') }}
            />
          </Field>
          <Controller
            control={control}
            name="biometricEnabled"
            render={({ field }) => (
              <CheckboxField
                label={t('Enable fingerprint login')}
                hint={t("Sign in with your device's fingerprint or face unlock where supported.")}
                checked={field.value ?? false}
                onCheckedChange={(v) => field.onChange(v === true)}
                name={field.name}
              />
            )}
          />
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <CheckboxField
                label={
                  <>
                    {t('I accept the ')}
                    <Link to="/terms-of-service" target="_blank" rel="noopener">
                      {t('Terms of Service')}
                    </Link>
                    {t(' and the ')}
                    <Link to="/privacy-policy" target="_blank" rel="noopener">
                      {t('Privacy Policy')}
                    </Link>
                  </>
                }
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                name={field.name}
                error={termsError}
              />
            )}
          />
          <Button type="submit" size="lg" fullWidth loading={registerMutation.isPending}>
            {t('Create Account')}
          </Button>
          <SwitchLine>
            {t('Already have an account?')}{' '}
            <Button variant="link" onClick={onSwitchToLogin}>
              {t('Login')}
            </Button>
          </SwitchLine>
        </Stack>
      </form>
    </FormCard>
  );
}
