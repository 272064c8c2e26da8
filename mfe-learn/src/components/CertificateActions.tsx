import { Link } from 'react-router-dom';
import { Award, Copy, Download, FileJson, Linkedin, ShieldCheck } from 'lucide-react';
import { Button, VisuallyHiddenText } from '@canopy/ui';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import {
  certificatePdfHref,
  credentialFileHref,
  linkedInAddHref,
  verificationUrl,
  verifyCredentialHref,
} from '../lib/certificateLinks';
import { certificateHref } from '../lib/links';
import { useLearnT } from '../i18n/useLearnT';

export interface CertificateFacts {
  code: string;
  courseTitle: string;
  issuedAt: string;
  revokedAt: string | null;
}

/**
 * What can be done with a certificate: for its holder, the PDF, the signed Open Badges credential (JSON) and
 * LinkedIn's certification form filled in (not for a revoked one); for anyone, the verification link and the
 * credential check; optionally the certificate page.
 */
export function CertificateActions({
  certificate,
  showView = true,
  isHolder = true,
  align = 'start',
}: {
  certificate: CertificateFacts;
  showView?: boolean;
  isHolder?: boolean;
  /** `center` under the certificate page's centred sheet. */
  align?: 'start' | 'center';
}) {
  const { t } = useLearnT();
  const copy = useCopyToClipboard();
  const { code } = certificate;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10, justifyContent: align }}>
      {isHolder && (
        <>
          <Button asChild>
            <a href={certificatePdfHref(code)} download={`canopy-certificate-${code}.pdf`}>
              <Download aria-hidden="true" /> {t('Download PDF')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={credentialFileHref(code)} download={`canopy-credential-${code}.json`}>
              <FileJson aria-hidden="true" /> {t('Download credential (JSON)')}
            </a>
          </Button>
          {!certificate.revokedAt && (
            <Button asChild variant="outline">
              <a href={linkedInAddHref(certificate)} target="_blank" rel="noopener noreferrer">
                <Linkedin aria-hidden="true" /> {t('Add to LinkedIn')}
                <VisuallyHiddenText> {t('(opens in a new tab)')}</VisuallyHiddenText>
              </a>
            </Button>
          )}
        </>
      )}
      <Button variant="outline" onClick={() => void copy(verificationUrl(code), t('Verification link'))}>
        <Copy aria-hidden="true" /> {t('Copy verification link')}
      </Button>
      <Button asChild variant="ghost">
        <Link to={verifyCredentialHref(code)}>
          <ShieldCheck aria-hidden="true" /> {t('Verify credential')}
        </Link>
      </Button>
      {showView && (
        <Button asChild variant="ghost">
          <Link to={certificateHref(code)}>
            <Award aria-hidden="true" /> {t('View certificate')}
          </Link>
        </Button>
      )}
    </div>
  );
}
