import type { ReactNode } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's parts, not a second copy bundled with this entry
import { Button, DialogFooter, useUiT, type ButtonVariant } from '@canopy/ui';

export interface FormDialogFooterProps {
  /** The submit button's text ("Save changes"). */
  submitLabel: ReactNode;
  /** While the form is being sent: the submit button shows its spinner and cannot be pressed again. */
  busy?: boolean;
  /** The submit button cannot be pressed (the form is not complete). */
  submitDisabled?: boolean;
  submitVariant?: ButtonVariant;
  onCancel: () => void;
  /** Cancel cannot be pressed while the form is being sent. */
  lockCancelWhileBusy?: boolean;
  /** No space above the buttons (the form's own layout spaces them). */
  compact?: boolean;
}

/** The buttons under a dialog's form: Cancel, which closes it, and the submit button. */
export function FormDialogFooter({
  submitLabel,
  busy = false,
  submitDisabled,
  submitVariant,
  onCancel,
  lockCancelWhileBusy = false,
  compact = false,
}: FormDialogFooterProps) {
  const { t } = useUiT();
  return (
    <DialogFooter style={compact ? undefined : { marginBlockStart: 24 }}>
      <Button type="button" variant="outline" onClick={onCancel} disabled={lockCancelWhileBusy && busy}>
        {t('Cancel')}
      </Button>
      <Button type="submit" variant={submitVariant} disabled={submitDisabled} loading={busy}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
