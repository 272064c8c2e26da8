import { useEffect, useState } from 'react';
import { educatorRejectionSchema, userAdminMessages, type User } from '@canopy/contracts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
  Textarea,
} from '@canopy/ui';
import { FormDialogFooter } from '@canopy/ui/page-kit';
import { useUserActions } from '../api/useAdminUsers';
import { displayName } from '../lib/format';
import { toastFailure, toastSuccess } from '../lib/toasts';

export interface RejectEducatorDialogProps {
  educator: User | null;
  onOpenChange: (open: boolean) => void;
}

/** Rejects a pending educator with an optional reason (sent to them); 'Educator rejected' on success. */
export function RejectEducatorDialog({ educator, onOpenChange }: RejectEducatorDialogProps) {
  const { reject } = useUserActions();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [educator]);

  const confirm = async () => {
    if (!educator) return;
    try {
      await reject.mutateAsync({ id: educator.id, rejection: educatorRejectionSchema.parse({ reason }) });
      toastSuccess(userAdminMessages.educatorRejected);
      onOpenChange(false);
    } catch (error) {
      toastFailure(error, 'Failed to reject educator');
    }
  };

  return (
    <Dialog open={educator !== null} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>Reject educator application</DialogTitle>
          <DialogDescription>
            {educator
              ? `${displayName(educator)} (${educator.username}) will not be able to teach. They are told, with your reason if you give one.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <form
          aria-label="Reject educator"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <Field label="Reason" optional>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={4} maxLength={1000} />
          </Field>
          <FormDialogFooter
            submitLabel="Reject"
            submitVariant="destructive"
            busy={reject.isPending}
            onCancel={() => onOpenChange(false)}
            lockCancelWhileBusy
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
