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
import { translateMessage } from '@canopy/i18n';
import { useAdminT } from '../i18n/useAdminT';
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
  const { t } = useAdminT();
  const actions = useUserActions();
  const run = async (
    work: () => Promise<unknown>,
    success: string,
    fallback: string,
    description?: (answer: unknown) => string | undefined,
  ) => {
    try {
      const answer = await work();
      toastSuccess(translateMessage(success), description?.(answer));
    } catch (error) {
      toastFailure(error, fallback);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('Actions for {{name}}', { name: user.username })}>
          <MoreHorizontal aria-hidden="true" size={18} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onEdit}>{t('Edit')}</DropdownMenuItem>
        {user.email && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.sendResetLink.mutateAsync(user.id),
                userAdminMessages.resetLinkSent,
                t('Failed to send reset link'),
                (answer) =>
                  (answer as ResetLinkAnswer).delivery === 'outbox'
                    ? t('The link for {{email}} is in the outbox (no mail server is configured).', {
                        email: user.email,
                      })
                    : t('A reset link was sent to {{email}}.', { email: user.email }),
              )
            }
          >
            {t('Send reset link')}
          </DropdownMenuItem>
        )}
        {!isSelf && user.status === 'active' && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.suspend.mutateAsync(user.id),
                userAdminMessages.userSuspended,
                t('Failed to suspend user'),
              )
            }
          >
            {t('Suspend')}
          </DropdownMenuItem>
        )}
        {user.status === 'suspended' && (
          <DropdownMenuItem
            onSelect={() =>
              void run(
                () => actions.reactivate.mutateAsync(user.id),
                userAdminMessages.userReactivated,
                t('Failed to reactivate user'),
              )
            }
          >
            {t('Reactivate')}
          </DropdownMenuItem>
        )}
        {!isSelf && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onDelete}>{t('Delete')}</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
