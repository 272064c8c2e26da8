import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { userAdminMessages, userUpdateSchema, type User } from '@canopy/contracts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Stack } from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { useUserActions } from '../api/useAdminUsers';
import { translateMessage } from '@canopy/i18n';
import { useAdminT } from '../i18n/useAdminT';
import { toastFailure, toastSuccess } from '../lib/toasts';
import { NameAndEmailFields } from './NameAndEmailFields';

// The contract's own fields ('First name is required', 'Last name is required', 'Invalid email address'), all
// three required in the form.
const editUserSchema = z.object({
  firstName: userUpdateSchema.shape.firstName.unwrap(),
  lastName: userUpdateSchema.shape.lastName.unwrap(),
  email: userUpdateSchema.shape.email.unwrap(),
});
type EditUserForm = z.input<typeof editUserSchema>;

export interface EditUserDialogProps {
  user: User | null;
  onOpenChange: (open: boolean) => void;
}

/** Edits a user's first name, last name and email (PATCH /api/users/{id}); 'User updated' on success. */
export function EditUserDialog({ user, onOpenChange }: EditUserDialogProps) {
  const { t } = useAdminT();
  const { update } = useUserActions();
  const values = (u: User | null): EditUserForm => ({
    firstName: u?.firstName ?? '',
    lastName: u?.lastName ?? '',
    email: u?.email ?? '',
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EditUserForm>({ resolver: zodResolver(editUserSchema), defaultValues: values(user) });

  useEffect(() => {
    if (user) reset(values(user));
  }, [user, reset]);

  const submit = handleSubmit(async (changes) => {
    if (!user) return;
    try {
      await update.mutateAsync({ id: user.id, changes: editUserSchema.parse(changes) });
      toastSuccess(translateMessage(userAdminMessages.userUpdated));
      onOpenChange(false);
    } catch (error) {
      toastFailure(error, t('Failed to update user'));
    }
  });

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{t('Edit user')}</DialogTitle>
          <DialogDescription>
            {user
              ? t('Change the name or email address of {{username}}.', { username: user.username })
              : null}
          </DialogDescription>
        </DialogHeader>
        <form aria-label={t('Edit user')} noValidate onSubmit={(e) => void submit(e)}>
          <Stack $gap={4}>
            <NameAndEmailFields register={register} errors={errors} />
          </Stack>
          <FormDialogFooter
            submitLabel={t('Save changes')}
            busy={update.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
