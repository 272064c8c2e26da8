import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CircleCheck, CircleMinus, CircleX, ShieldAlert, ShieldCheck } from 'lucide-react';
import { CollapsibleSection } from '@canopy/ui';
import type { CredentialCheckName, CredentialVerification } from '@canopy/contracts';
import { FactList } from '../../components/FactList';
import { certificateHref } from '../../lib/links';
import { translateMessage } from '@canopy/i18n';
import { learnText, useLearnT } from '../../i18n/useLearnT';
import { localDate } from '../../lib/dates';

function checkLabel(check: CredentialCheckName): string {
  return {
    format: learnText('Format'),
    issuer: learnText('Issuer'),
    signature: learnText('Signature'),
    expiry: learnText('Validity dates'),
    status: learnText('Revocation status'),
  }[check];
}

const Panel = styled.section<{ $ok: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  .verdict {
    display: flex;
    align-items: flex-start;
    gap: 14px;
  }
  .verdict svg {
    flex-shrink: 0;
    width: 36px;
    height: 36px;
    color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  /* Focused by script so screen readers hear the verdict, not by the keyboard: no ring around a heading. */
  h2:focus,
  h2:focus-visible {
    outline: none;
    box-shadow: none;
  }
  .lead {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Checks = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: grid;
    grid-template-columns: 24px 1fr;
    gap: 2px 10px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li svg {
    width: 22px;
    height: 22px;
    grid-row: span 2;
  }
  li[data-outcome='passed'] svg {
    color: ${({ theme }) => theme.colors.success};
  }
  li[data-outcome='failed'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  li[data-outcome='failed'] svg {
    color: ${({ theme }) => theme.colors.danger};
  }
  li[data-outcome='skipped'] svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .name {
    font-weight: 600;
  }
  .message {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Json = styled.pre`
  margin: 0;
  max-height: 360px;
  overflow: auto;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function outcomeWord(outcome: 'passed' | 'failed' | 'skipped'): string {
  return { passed: learnText('passed'), failed: learnText('failed'), skipped: learnText('not checked') }[
    outcome
  ];
}

function day(iso: string | null) {
  const d = iso ? new Date(iso) : null;
  return d && !Number.isNaN(d.getTime()) ? localDate(d, 'long') : null;
}

/** The verdict, what the credential says, and each check with what it found; focused when it appears. */
export function VerificationResult({ result }: { result: CredentialVerification }) {
  const { t } = useLearnT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [result]);
  const failed = result.checks.filter((c) => c.outcome === 'failed');
  const s = result.summary;
  const facts: [string, string | null][] = s
    ? [
        [t('Awarded to'), s.learnerName],
        [t('Achievement'), s.achievementName],
        [t('Issued by'), s.issuerName ? `${s.issuerName} (${s.issuerId ?? ''})` : s.issuerId],
        [t('Valid from'), day(s.validFrom)],
        [t('Valid until'), s.validUntil ? day(s.validUntil) : s.validFrom ? t('Does not expire') : null],
      ]
    : [];
  return (
    <Panel $ok={result.verified} aria-labelledby="verification-verdict">
      <div className="verdict">
        {result.verified ? <ShieldCheck aria-hidden="true" /> : <ShieldAlert aria-hidden="true" />}
        <div>
          <h2 id="verification-verdict" ref={heading} tabIndex={-1}>
            {result.verified ? t('This credential is valid') : t('This credential did not pass verification')}
          </h2>
          <p className="lead">
            {result.verified
              ? t(
                  'Every check passed: it was issued by this platform, is unchanged, has not expired and has not been revoked.',
                )
              : `${t('Failed: {{checks}}.', { checks: failed.map((c) => checkLabel(c.check)).join(', ') })} ${
                  failed[0] ? translateMessage(failed[0].message) : ''
                }`}
          </p>
        </div>
      </div>
      {facts.length > 0 && (
        <FactList aria-label={t('What the credential says')}>
          {facts
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </FactList>
      )}
      {!result.verified && s && (
        <p className="lead">{t('What the credential says cannot be trusted until every check passes.')}</p>
      )}
      <Checks aria-label={t('Checks')}>
        {result.checks.map((c) => (
          <li key={c.check} data-outcome={c.outcome}>
            {c.outcome === 'passed' ? (
              <CircleCheck aria-hidden="true" />
            ) : c.outcome === 'failed' ? (
              <CircleX aria-hidden="true" />
            ) : (
              <CircleMinus aria-hidden="true" />
            )}
            <span className="name">
              {checkLabel(c.check)}: {outcomeWord(c.outcome)}
            </span>
            <span className="message">{translateMessage(c.message)}</span>
          </li>
        ))}
      </Checks>
      {s?.certificateCode && result.verified && (
        <p>
          <Link to={certificateHref(s.certificateCode)}>{t('View the certificate')}</Link>
        </p>
      )}
      {result.credential && (
        <CollapsibleSection title={t('The credential’s contents')} headingLevel={3}>
          <Json tabIndex={0} aria-label={t('The credential as JSON')}>
            {JSON.stringify(result.credential, null, 2)}
          </Json>
        </CollapsibleSection>
      )}
    </Panel>
  );
}
