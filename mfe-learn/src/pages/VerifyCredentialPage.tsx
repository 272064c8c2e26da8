import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SearchX } from 'lucide-react';
import {
  Alert,
  Button,
  ErrorState,
  PageContainer,
  PageHeader,
  Skeleton,
  VisuallyHiddenText,
} from '@canopy/ui';
import { errorMessage, isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { useCertificateCredentialCheck, useVerifyCredential } from '../api/useCredentialVerification';
import { PagePanel } from '../components/PagePanel';
import { CredentialForm } from './verify/CredentialForm';
import { VerificationResult } from './verify/VerificationResult';
import { useLearnT } from '../i18n/useLearnT';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  p.about {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    max-width: 72ch;
  }
`;

// The issuer's DID document (its public key): an address, the same in every language.
const DID_PATH = '/.well-known/did.json';

/** /verify/:code — the certificate's own credential, checked as soon as the page opens (the PDF's QR code). */
function CertificateCheck({ code }: { code: string }) {
  const { t } = useLearnT();
  const check = useCertificateCredentialCheck(code);
  if (check.isLoading) {
    return (
      <>
        <div role="status" aria-live="polite">
          <VisuallyHiddenText>{t('Verifying the credential')}</VisuallyHiddenText>
        </div>
        <Skeleton $height="420px" $radius="24px" aria-hidden="true" />
      </>
    );
  }
  if (check.isError || !check.data) {
    if (isNotFound(check.error)) {
      return (
        <PagePanel
          contained={false}
          icon={<SearchX />}
          title={t('Certificate not found')}
          message={
            <>
              {t('No certificate matches the code')}{' '}
              <strong style={{ overflowWrap: 'anywhere' }}>{code}</strong>.{' '}
              {t('Check the link or the code, or paste the credential below.')}
            </>
          }
          action={
            <Button asChild variant="outline">
              <Link to="/verify">{t('Verify a credential file')}</Link>
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState
        title={t("We couldn't verify this credential")}
        message={errorMessage(check.error, t('Please check your connection and try again.'))}
        onRetry={() => void check.refetch()}
      />
    );
  }
  return <VerificationResult result={check.data.verification} />;
}

/** Public verification of a Canopy credential: by certificate code (/verify/:code) or pasted / uploaded. */
export default function VerifyCredentialPage() {
  const { t } = useLearnT();
  const { code } = useParams();
  const verify = useVerifyCredential();
  useDocumentTitle(t('Verify a credential'));
  const intro = t(
    'Canopy certificates are Open Badges 3.0 credentials signed by the platform. Verification checks the credential’s format, its issuer, its signature, its validity dates and whether it has been revoked, and says which check fails.',
  );

  return (
    <PageContainer $size="narrow">
      <Stack>
        <PageHeader eyebrow="Open Badges 3.0" title={t('Verify a credential')} description={intro} />
        {code ? (
          <>
            <CertificateCheck code={code} />
            <p className="about">
              {t('Holding a credential file instead?')}{' '}
              <Link to="/verify">{t('Verify a pasted or uploaded credential')}</Link>.
            </p>
          </>
        ) : (
          <>
            <CredentialForm pending={verify.isPending} onVerify={(text) => verify.mutate(text)} />
            {verify.isError && (
              <Alert variant="danger" role="alert" title={t('The credential could not be checked')}>
                {errorMessage(verify.error, t('Please try again.'))}
              </Alert>
            )}
            {verify.data && <VerificationResult result={verify.data} />}
          </>
        )}
        <p className="about">
          {t('The issuer’s public key is published at')} <a href={DID_PATH}>{DID_PATH}</a>
          {t(', so anyone can check a credential’s signature with their own tools.')}
        </p>
      </Stack>
    </PageContainer>
  );
}
