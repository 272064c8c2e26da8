import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { identityMessages, type User } from '@canopy/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { errorMessage, errorStatus } from '@canopy/api-client/errors';
import { useUserActions } from '../api/useAdminUsers';
import { translateMessage } from '@canopy/i18n';
import { useAdminT } from '../i18n/useAdminT';
import { toastFailure, toastSuccess } from '../lib/toasts';

export interface DeleteUserDialogProps {
  user: User | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deleting is permanent, so the administrator types the username to confirm. The service refuses (409) an
 * educator who still teaches learners: the dialog then shows its message and offers that educator's courses
 * (the Courses tab, filtered) to reassign them. Other failures are an 'Error' toast.
 */
export function DeleteUserDialog({ user, onOpenChange }: DeleteUserDialogProps) {
  const { t } = useAdminT();
  const { remove } = useUserActions();
  const [, setParams] = useSearchParams();
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    setTyped('');
    setRefusal(null);
  }, [user]);
  const confirmed = user !== null && typed.trim() === user.username;

  const confirm = async () => {
    if (!user || !confirmed) return;
    try {
      await remove.mutateAsync(user.id);
      toastSuccess(translateMessage(identityMessages.userDeleted));
      onOpenChange(false);
    } catch (error) {
      if (errorStatus(error) === 409 && user.role === 'educator') {
        setRefusal(errorMessage(error, t('This educator still teaches learners.')));
      } else {
        toastFailure(error, t('Failed to delete user'));
      }
    }
  };

  const showCourses = () => {
    if (!user) return;
    onOpenChange(false);
    setParams(new URLSearchParams({ tab: 'courses', educator: String(user.id) }));
  };

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm" role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('Delete this user?')}</DialogTitle>
          <DialogDescription>
            {user
              ? t(
                  '{{username}}’s account and what it holds across Canopy are removed for good. This cannot be undone.',
                  { username: user.username },
                )
              : null}
          </DialogDescription>
        </DialogHeader>
        {refusal && (
          <div style={{ marginBlockEnd: 16 }}>
            <Alert variant="warning" role="alert" title={t('This educator cannot be deleted yet')}>
              <p style={{ margin: 0 }}>{refusal}</p>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={showCourses}
                style={{ marginBlockStart: 12 }}
              >
                {t('Show {{username}}’s courses', { username: user?.username ?? '' })}
              </Button>
            </Alert>
          </div>
        )}
        <form
          aria-label={t('Confirm deletion')}
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <Field
            label={
              user
                ? t('Type {{username}} to confirm', { username: user.username })
                : t('Type the username to confirm')
            }
            hint={t('The Delete user button is enabled once the username matches.')}
          >
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <FormDialogFooter
            submitLabel={t('Delete user')}
            submitVariant="destructive"
            submitDisabled={!confirmed}
            busy={remove.isPending}
            onCancel={() => onOpenChange(false)}
            lockCancelWhileBusy
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
