import { MoreHorizontal } from 'lucide-react';
import { userAdminMessages, type ResetLinkAnswer, type User } from '@canopy/contracts';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@canopy/ui';
import { useUserActions } from '../api/useAdminUsers';
import { toastFailure, toastSuccess } from '../lib/toasts';

/** A user row's menu: edit, send a reset link, suspend or reactivate, delete (never oneself's suspension or deletion). */
export function UserRowActions({
  user,
  isSelf,
  onEdit,
  onDelete,
}: {
  user: User;
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const actions = useUserActions();
  const run = async (
    work: () => Promise<unknown>,
    success: string,
    fallback: string,
    description?: (answer: unknown) => string | undefined,
  ) => {
    try {
      const answer = await work();
      toastSuccess(success, description?.(answer));
    } catch (error) {
      toastFailure(error, fallback);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${user.username}`}>
          <MoreHorizontal aria-hidden="true" size={18} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>Edit</DropdownMenuItem>
        {user.email && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.sendResetLink.mutateAsync(user.id),
                userAdminMessages.resetLinkSent,
                'Failed to send reset link',
                (answer) =>
                  (answer as ResetLinkAnswer).delivery === 'outbox'
                    ? `The link for ${user.email} is in the outbox (no mail server is configured).`
                    : `A reset link was sent to ${user.email}.`,
              )
            }
          >
            Send reset link
          </DropdownMenuItem>
        )}
        {!isSelf && user.status === 'active' && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.suspend.mutateAsync(user.id),
                userAdminMessages.userSuspended,
                'Failed to suspend user',
              )
            }
          >
            Suspend
          </DropdownMenuItem>
        )}
        {user.status === 'suspended' && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.reactivate.mutateAsync(user.id),
                userAdminMessages.userReactivated,
                'Failed to reactivate user',
              )
            }
          >
            Reactivate
          </DropdownMenuItem>
        )}
        {!isSelf && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onDelete}>Delete</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
