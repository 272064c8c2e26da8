import { useEffect, useState } from 'react';
import { identityMessages, type User } from '@canopy/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
} from '@canopy/ui';
import { useUserActions } from '../api/useAdminUsers';
import { toastFailure, toastSuccess } from '../lib/toasts';

export interface DeleteUserDialogProps {
  user: User | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Deleting is permanent, so the administrator types the username to confirm. The service refuses (409) an
 * educator who still teaches learners; its message is shown in the 'Error' toast.
 */
export function DeleteUserDialog({ user, onOpenChange }: DeleteUserDialogProps) {
  const { remove } = useUserActions();
  const [typed, setTyped] = useState('');
  useEffect(() => setTyped(''), [user]);
  const confirmed = user !== null && typed.trim() === user.username;

  const confirm = async () => {
    if (!user || !confirmed) return;
    try {
      await remove.mutateAsync(user.id);
      toastSuccess(identityMessages.userDeleted);
      onOpenChange(false);
    } catch (error) {
      toastFailure(error, 'Failed to delete user');
    }
  };

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent size="sm" role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this user?</DialogTitle>
          <DialogDescription>
            {user
              ? `${user.username}’s account and what it holds across Canopy are removed for good. This cannot be undone.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form
          aria-label="Confirm deletion"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <Field
            label={`Type ${user?.username ?? 'the username'} to confirm`}
            hint="The Delete user button is enabled once the username matches."
          >
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <DialogFooter style={{ marginTop: 24 }}>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={remove.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed} loading={remove.isPending}>
              Delete user
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
