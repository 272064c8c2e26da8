import { certificateRevocationSchema, type AdminCertificate } from '@canopy/contracts';
import { useAdminT } from '../i18n/useAdminT';
import { ReasonDialog } from './ReasonDialog';

export interface RevokeCertificateDialogProps {
  certificate: AdminCertificate | null;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string | undefined) => Promise<void>;
}

/** Asks for the required reason of a revocation, saying that it cannot be undone. */
export function RevokeCertificateDialog({ certificate, busy, ...rest }: RevokeCertificateDialogProps) {
  const { t } = useAdminT();
  return (
    <ReasonDialog
      open={certificate !== null}
      title={t('Revoke certificate')}
      description={
        certificate
          ? t(
              '{{learner}} — “{{course}}”. Its Open Badges credential fails verification from now on and its public page says it was revoked. This cannot be undone; the learner sees your reason.',
              { learner: certificate.learnerName, course: certificate.courseTitle },
            )
          : null
      }
      action={t('Revoke certificate')}
      schema={certificateRevocationSchema}
      maxLength={500}
      busy={busy}
      {...rest}
    />
  );
}
