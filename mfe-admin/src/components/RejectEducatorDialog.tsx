import { educatorRejectionSchema, userAdminMessages, type User } from '@canopy/contracts';
import { translateMessage } from '@canopy/i18n';
import { useUserActions } from '../api/useAdminUsers';
import { useAdminT } from '../i18n/useAdminT';
import { displayName } from '../lib/format';
import { toastFailure, toastSuccess } from '../lib/toasts';
import { ReasonDialog } from './ReasonDialog';

export interface RejectEducatorDialogProps {
  educator: User | null;
  onOpenChange: (open: boolean) => void;
}

/** Rejects a pending educator with an optional reason (sent to them); 'Educator rejected' on success. */
export function RejectEducatorDialog({ educator, onOpenChange }: RejectEducatorDialogProps) {
  const { t } = useAdminT();
  const { reject } = useUserActions();

  const confirm = async (reason: string | undefined) => {
    if (!educator) return;
    try {
      await reject.mutateAsync({ id: educator.id, rejection: { reason } });
      toastSuccess(translateMessage(userAdminMessages.educatorRejected));
      onOpenChange(false);
    } catch (error) {
      toastFailure(error, t('Failed to reject educator'));
    }
  };

  return (
    <ReasonDialog
      open={educator !== null}
      title={t('Reject educator application')}
      description={
        educator
          ? t(
              '{{name}} ({{username}}) will not be able to teach. They are told, with your reason if you give one.',
              { name: displayName(educator), username: educator.username },
            )
          : null
      }
      action={t('Reject')}
      formLabel={t('Reject educator')}
      reasonOptional
      schema={educatorRejectionSchema}
      maxLength={1000}
      busy={reject.isPending}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
    />
  );
}
