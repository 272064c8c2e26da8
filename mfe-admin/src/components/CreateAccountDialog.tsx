import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { staffAccountSchema, userAdminMessages, type StaffAccountPayload } from '@canopy/contracts';
import {
  Button,
  ChoiceCards,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  PasswordInput,
  Stack,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { useUserActions } from '../api/useAdminUsers';
import { translateMessage } from '@canopy/i18n';
import { useAdminT } from '../i18n/useAdminT';
import { fieldMessage, toastFailure, toastSuccess } from '../lib/toasts';
import { NameAndEmailFields } from './NameAndEmailFields';

type StaffForm = StaffAccountPayload;

const empty: StaffForm = {
  username: '',
  password: '',
  firstName: '',
  lastName: '',
  email: '',
  role: 'educator',
};

const roleOptions = [
  { value: 'educator', labelKey: 'Educator', descriptionKey: 'Builds courses and ebooks; active at once.' },
  { value: 'admin', labelKey: 'Administrator', descriptionKey: 'Full access to this dashboard.' },
];

/**
 * POST /api/users: the one place besides the setup command where an administrator account is made (the sign-up
 * page refuses it). Validated with the contract's staff account schema.
 */
export function CreateAccountDialog() {
  const { t } = useAdminT();
  const [open, setOpen] = useState(false);
  // The cards are a chunk of their own: fetched with the page, so the dialog opens whole, nothing moving in it.
  useEffect(() => void ChoiceCards.preload(), []);
  const { create } = useUserActions();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StaffForm>({ resolver: zodResolver(staffAccountSchema), defaultValues: empty });

  const change = (next: boolean) => {
    setOpen(next);
    if (next) reset(empty);
  };

  const submit = handleSubmit(async (payload) => {
    try {
      const user = await create.mutateAsync(payload);
      toastSuccess(
        translateMessage(userAdminMessages.userCreated),
        t('{{username}} can sign in now.', { username: user.username }),
      );
      setOpen(false);
    } catch (error) {
      toastFailure(error, t('Failed to create user'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={change}>
      <Button onClick={() => change(true)}>
        <UserPlus aria-hidden="true" size={16} />
        {t('Create account')}
      </Button>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{t('Create account')}</DialogTitle>
          <DialogDescription>
            {t('Create an administrator or educator account. Students sign up themselves.')}
          </DialogDescription>
        </DialogHeader>
        <form aria-label={t('Create account')} noValidate onSubmit={(e) => void submit(e)}>
          <Stack $gap={4}>
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <ChoiceCards
                  aria-label={t('Account type')}
                  name="staff-role"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={roleOptions.map((o) => ({
                    value: o.value,
                    label: t(o.labelKey),
                    description: t(o.descriptionKey),
                  }))}
                  columns={2}
                />
              )}
            />
            <Field label={t('Username')} error={fieldMessage(errors.username?.message)}>
              <Input {...register('username')} autoComplete="off" maxLength={50} />
            </Field>
            <NameAndEmailFields register={register} errors={errors} />
            <Field label={t('Password')} error={fieldMessage(errors.password?.message)}>
              <PasswordInput
                {...register('password')}
                autoComplete="new-password"
                toggleLabels={{ show: t('Show password'), hide: t('Hide password') }}
              />
            </Field>
          </Stack>
          <FormDialogFooter
            submitLabel={t('Create account')}
            busy={create.isPending}
            onCancel={() => setOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
