import styled from 'styled-components';
import { Award } from 'lucide-react';
import { Card } from '@canopy/ui';
import type { Certificate } from '@canopy/contracts';
import { CertificateActions } from '../../components/CertificateActions';
import { useLearnT } from '../../i18n/useLearnT';
import { localDate } from '../../lib/dates';

const Banner = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 20px;
  margin-block-end: 28px;
  padding: 20px 24px;
  border-color: #e7cf9f;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.accentSoft},
    ${({ theme }) => theme.colors.surface} 70%
  );
  .medal {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 52px;
    height: 52px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    flex-shrink: 0;
  }
  .medal svg {
    width: 26px;
    height: 26px;
  }
  .text {
    flex: 1;
    min-width: 200px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p.revoked {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** The congratulations banner of a completed course, with its certificate's code, PDF and link. */
export function CertificateBanner({ certificate }: { certificate: Certificate }) {
  const { t } = useLearnT();
  return (
    <Banner as="section" aria-labelledby="certificate-banner">
      <span className="medal" aria-hidden="true">
        <Award />
      </span>
      <div className="text">
        <h2 id="certificate-banner">{t('Congratulations — you completed this course!')}</h2>
        <p>
          {t('Certificate issued {{date}}', { date: localDate(certificate.issuedAt, 'long') })} ·{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{t('code {{code}}', { code: certificate.code })}</span>
        </p>
        {certificate.revokedAt && (
          <p className="revoked">
            {certificate.revocationReason
              ? t('Your certificate was revoked on {{date}}: {{reason}}', {
                  date: localDate(certificate.revokedAt, 'long'),
                  reason: certificate.revocationReason,
                })
              : t('Your certificate was revoked on {{date}}.', {
                  date: localDate(certificate.revokedAt, 'long'),
                })}
          </p>
        )}
      </div>
      <CertificateActions certificate={certificate} />
    </Banner>
  );
}
