import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BadgeCheck, SearchX, ShieldX } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  ErrorState,
  LogoMark,
  PageContainer,
  Skeleton,
  VisuallyHiddenText,
} from '@canopy/ui';
import { useAuth } from '@canopy/auth';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { useCertificateVerification, useMyCertificates } from '../api/useLearnQueries';
import { CertificateActions } from '../components/CertificateActions';
import { FactList } from '../components/FactList';
import { PagePanel } from '../components/PagePanel';
import { useLearnT } from '../i18n/useLearnT';
import { localDate } from '../lib/dates';

const Sheet = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 40px 20px;
  text-align: center;
  background:
    radial-gradient(circle at 0% 0%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 35%),
    radial-gradient(circle at 100% 100%, ${({ theme }) => theme.colors.accentSoft} 0, transparent 35%),
    ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &::before {
    content: '';
    position: absolute;
    inset: 10px;
    border: 2px solid ${({ theme }) => theme.colors.primarySoftHover};
    border-radius: 18px;
    pointer-events: none;
  }
  ${({ theme }) => theme.media.md} {
    padding: 64px 56px;
  }
  .kicker {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.16em;
    text-transform: uppercase;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  .lead {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .name {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  .course {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled(FactList)`
  max-width: 560px;
  margin: 0;
  margin-block-start: 16px;
  dd.code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Below = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  margin-block-start: 28px;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    max-width: 60ch;
  }
`;

const day = (d: Date) => localDate(d, 'long');

/** Certificate verification (/certificates/:code, public): who completed which course, when; owner actions. */
export default function CertificatePage() {
  const { t } = useLearnT();
  const { code } = useParams();
  const { user } = useAuth();
  const verification = useCertificateVerification(code);
  const mine = useMyCertificates();
  const data = verification.data;
  useDocumentTitle(data ? t('Certificate · {{title}}', { title: data.courseTitle }) : t('Certificate'));

  if (verification.isLoading) {
    return (
      <PageContainer $size="narrow">
        <div role="status" aria-live="polite">
          <VisuallyHiddenText>{t('Verifying certificate')}</VisuallyHiddenText>
        </div>
        <Skeleton $height="460px" $radius="24px" aria-hidden="true" />
      </PageContainer>
    );
  }
  if (verification.isError || !data) {
    if (!verification.isError || isNotFound(verification.error)) {
      return (
        <PagePanel
          icon={<SearchX />}
          title={t('Certificate not found')}
          message={
            <>
              {t('No certificate matches the code')}{' '}
              <strong style={{ overflowWrap: 'anywhere' }}>{code}</strong>.{' '}
              {t('Check the link or the code and try again.')}
            </>
          }
          action={
            <Button asChild variant="outline">
              <Link to="/courses">{t('Browse Courses')}</Link>
            </Button>
          }
        />
      );
    }
    return (
      <PageContainer $size="narrow">
        <ErrorState
          as="h1"
          title={t("We couldn't verify this certificate")}
          message={t('Please check your connection and try again.')}
          onRetry={() => void verification.refetch()}
        />
      </PageContainer>
    );
  }

  const own = user ? (mine.data ?? []).find((c) => c.code === data.code) : undefined;
  const issued = new Date(data.issuedAt);
  const revoked = data.revokedAt ? new Date(data.revokedAt) : null;

  return (
    <PageContainer>
      <Sheet aria-labelledby="certificate-title">
        <span style={{ width: 52, height: 52, display: 'inline-flex' }}>
          <LogoMark />
        </span>
        <span className="kicker">{t('Canopy · Sustainability learning')}</span>
        <h1 id="certificate-title">{t('Certificate of Completion')}</h1>
        {revoked ? (
          <Badge $variant="destructive">
            <ShieldX aria-hidden="true" /> {t('Revoked on {{date}}', { date: day(revoked) })}
          </Badge>
        ) : (
          <Badge $variant="success">
            <BadgeCheck aria-hidden="true" /> {t('Verified certificate')}
          </Badge>
        )}
        <p className="lead">{t('This certifies that')}</p>
        <p className="name">{data.learnerName}</p>
        <p className="lead">{t('has successfully completed the course')}</p>
        <p className="course">
          <Link to={`/courses/${data.courseId}`}>{data.courseTitle}</Link>
        </p>
        <Facts>
          <div>
            <dt>{t('Issued on')}</dt>
            <dd>
              <time dateTime={data.issuedAt}>
                {Number.isNaN(issued.getTime()) ? data.issuedAt : day(issued)}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t('Verification code')}</dt>
            <dd className="code">{data.code}</dd>
          </div>
        </Facts>
      </Sheet>
      <Below>
        {revoked ? (
          <Alert variant="danger" title={t('This certificate was revoked')}>
            {t('Canopy revoked it on {{date}}; it no longer certifies the completion above.', {
              date: day(revoked),
            })}
            {own?.revocationReason && (
              <> {t('Reason given to you: {{reason}}', { reason: own.revocationReason })}</>
            )}
          </Alert>
        ) : (
          <p>
            {t(
              "Anyone with this page's address can confirm the certificate is genuine: it is issued by Canopy when a learner completes every lesson of a course. It is also a signed Open Badges 3.0 credential that employers and wallets can verify.",
            )}
          </p>
        )}
        <CertificateActions certificate={data} showView={false} isHolder={Boolean(own)} align="center" />
      </Below>
    </PageContainer>
  );
}
