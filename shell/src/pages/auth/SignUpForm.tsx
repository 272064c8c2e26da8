import { useState } from 'react';
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
import { toastSignInFailure } from './toastSignInFailure';
import { FormCard, SwitchLine } from './FormCard';

const TwoCols = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const roleOptions = [
  {
    value: 'student',
    label: 'Student',
    description: 'Learn, track progress, earn certificates',
    icon: <GraduationCap aria-hidden="true" />,
  },
  {
    value: 'educator',
    label: 'Educator',
    description: 'Teach courses after admin approval',
    icon: <Presentation aria-hidden="true" />,
  },
  {
    value: 'admin',
    label: 'Admin',
    description: 'Restricted to existing administrators',
    icon: <ShieldCheck aria-hidden="true" />,
  },
];

export const TERMS_REQUIRED_TOAST = {
  title: 'Terms and Conditions Required',
  description: 'Please accept the terms and conditions to register.',
} as const;

/** Role choice, names, email, username, password + confirmation, fingerprint and terms checkboxes. */
export function SignUpForm({
  initialRole = 'student',
  onSwitchToLogin,
}: {
  initialRole?: Role;
  onSwitchToLogin: () => void;
}) {
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
  const termsError = submitted && !acceptTerms ? messages.termsRequired : undefined;

  const submit = handleSubmit(async (values) => {
    if (!values.acceptTerms) return;
    try {
      await registerMutation.mutateAsync(values);
    } catch (error) {
      toastSignInFailure(error, authToasts.registrationErrorTitle);
    }
  });

  return (
    <FormCard
      title="Create your account"
      description="Join a community learning to live and work sustainably."
    >
      <form
        aria-label="Sign Up"
        noValidate
        onSubmit={(event) => {
          setSubmitted(true);
          if (!acceptTerms) toast({ ...TERMS_REQUIRED_TOAST, variant: 'destructive' });
          void submit(event);
        }}
      >
        <Stack $gap={5}>
          <Stack $gap={2}>
            <Label id="role-label">I am joining as</Label>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <ChoiceCards
                  aria-labelledby="role-label"
                  options={roleOptions}
                  value={field.value ?? 'student'}
                  onValueChange={(v) => field.onChange(v)}
                  name={field.name}
                />
              )}
            />
          </Stack>
          {role === 'educator' && (
            <Alert variant="info" title="Educator accounts need approval">
              {messages.educatorNotice}
            </Alert>
          )}
          {role === 'admin' && (
            <Alert variant="warning" title="Restricted role">
              {messages.adminRestricted}
            </Alert>
          )}
          <TwoCols>
            <Field label="First name" error={errors.firstName?.message}>
              <Input {...register('firstName')} autoComplete="given-name" />
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              <Input {...register('lastName')} autoComplete="family-name" />
            </Field>
          </TwoCols>
          <Field label="Email" error={errors.email?.message}>
            <Input {...register('email')} type="email" autoComplete="email" spellCheck={false} />
          </Field>
          <Field label="Username" error={errors.username?.message}>
            <Input
              {...register('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <Field label="Password" hint={messages.passwordHint} error={errors.password?.message}>
            <PasswordInput {...register('password')} autoComplete="new-password" toggleLabel="password" />
          </Field>
          <Field label="Confirm password" error={errors.confirmPassword?.message}>
            <PasswordInput
              {...register('confirmPassword')}
              autoComplete="new-password"
              toggleLabel="password confirmation"
            />
          </Field>
          <Controller
            control={control}
            name="biometricEnabled"
            render={({ field }) => (
              <CheckboxField
                label="Enable fingerprint login"
                hint="Sign in with your device's fingerprint or face unlock where supported."
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
                    I accept the{' '}
                    <Link to="/terms-of-service" target="_blank" rel="noopener">
                      Terms of Service
                    </Link>{' '}
                    and the{' '}
                    <Link to="/privacy-policy" target="_blank" rel="noopener">
                      Privacy Policy
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
            Create Account
          </Button>
          <SwitchLine>
            Already have an account?{' '}
            <Button variant="link" onClick={onSwitchToLogin}>
              Login
            </Button>
          </SwitchLine>
        </Stack>
      </form>
    </FormCard>
  );
}
