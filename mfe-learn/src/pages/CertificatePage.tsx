import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { format } from 'date-fns';
import { BadgeCheck, SearchX } from 'lucide-react';
import { Badge, Button, ErrorState, LogoMark, PageContainer, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { useAuth } from '@canopy/auth';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { useCertificateVerification, useMyCertificates } from '../api/useLearnQueries';
import { CertificateActions } from '../components/CertificateActions';
import { PagePanel } from '../components/PagePanel';

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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: 12px;
  width: 100%;
  max-width: 560px;
  margin: 16px 0 0;
  div {
    padding: 12px 14px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
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
  margin-top: 28px;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    max-width: 60ch;
  }
`;

/** Certificate verification (/certificates/:code, public): who completed which course, when; owner actions. */
export default function CertificatePage() {
  const { code } = useParams();
  const { user } = useAuth();
  const verification = useCertificateVerification(code);
  const mine = useMyCertificates();
  const data = verification.data;
  useDocumentTitle(data ? `Certificate · ${data.courseTitle}` : 'Certificate');

  if (verification.isLoading) {
    return (
      <PageContainer $size="narrow">
        <div role="status" aria-live="polite">
          <VisuallyHiddenText>Verifying certificate</VisuallyHiddenText>
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
          title="Certificate not found"
          message={
            <>
              No certificate matches the code <strong style={{ overflowWrap: 'anywhere' }}>{code}</strong>.
              Check the link or the code and try again.
            </>
          }
          action={
            <Button asChild variant="outline">
              <Link to="/courses">Browse Courses</Link>
            </Button>
          }
        />
      );
    }
    return (
      <PageContainer $size="narrow">
        <ErrorState
          as="h1"
          title="We couldn't verify this certificate"
          message="Please check your connection and try again."
          onRetry={() => void verification.refetch()}
        />
      </PageContainer>
    );
  }

  const isOwner = Boolean(user) && (mine.data ?? []).some((c) => c.code === data.code);
  const issued = new Date(data.issuedAt);

  return (
    <PageContainer>
      <Sheet aria-labelledby="certificate-title">
        <span style={{ width: 52, height: 52, display: 'inline-flex' }}>
          <LogoMark />
        </span>
        <span className="kicker">Canopy · Sustainability learning</span>
        <h1 id="certificate-title">Certificate of Completion</h1>
        <Badge $variant="success">
          <BadgeCheck aria-hidden="true" /> Verified certificate
        </Badge>
        <p className="lead">This certifies that</p>
        <p className="name">{data.learnerName}</p>
        <p className="lead">has successfully completed the course</p>
        <p className="course">
          <Link to={`/courses/${data.courseId}`}>{data.courseTitle}</Link>
        </p>
        <Facts>
          <div>
            <dt>Issued on</dt>
            <dd>
              <time dateTime={data.issuedAt}>
                {Number.isNaN(issued.getTime()) ? data.issuedAt : format(issued, 'MMMM d, yyyy')}
              </time>
            </dd>
          </div>
          <div>
            <dt>Verification code</dt>
            <dd className="code">{data.code}</dd>
          </div>
        </Facts>
      </Sheet>
      <Below>
        <p>
          Anyone with this page's address can confirm the certificate is genuine: it is issued by Canopy when
          a learner completes every lesson of a course.
        </p>
        <CertificateActions code={data.code} showView={false} canDownload={isOwner} />
      </Below>
    </PageContainer>
  );
}
