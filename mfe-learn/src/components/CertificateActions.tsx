import { Link } from 'react-router-dom';
import { Award, Copy, Download } from 'lucide-react';
import { Button } from '@canopy/ui';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { certificatePdfHref, verificationUrl } from '../lib/certificateLinks';
import { certificateHref } from '../lib/links';

/** Download the PDF, copy the public verification link and (optionally) open the certificate page. */
export function CertificateActions({
  code,
  showView = true,
  canDownload = true,
}: {
  code: string;
  showView?: boolean;
  canDownload?: boolean;
}) {
  const copy = useCopyToClipboard();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
      {canDownload && (
        <Button asChild>
          <a href={certificatePdfHref(code)} download={`canopy-certificate-${code}.pdf`}>
            <Download aria-hidden="true" /> Download PDF
          </a>
        </Button>
      )}
      <Button variant="outline" onClick={() => void copy(verificationUrl(code), 'Verification link')}>
        <Copy aria-hidden="true" /> Copy verification link
      </Button>
      {showView && (
        <Button asChild variant="ghost">
          <Link to={certificateHref(code)}>
            <Award aria-hidden="true" /> View certificate
          </Link>
        </Button>
      )}
    </div>
  );
}
