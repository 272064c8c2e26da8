import styled from 'styled-components';
import { ExternalLink, ShieldCheck } from 'lucide-react';
import { useForumT } from '../i18n/useForumT';

const Box = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding-block: 14px;
  padding-inline: 18px;
  border: 1px solid #bfe0cb;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  > svg {
    width: 22px;
    height: 22px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
  p {
    flex: 1 1 260px;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
  a svg {
    width: 14px;
    height: 14px;
  }
`;

/**
 * The compact community-guidelines reminder shown on forum pages. Exposed by the forum remote as
 * './GuidelinesBanner'; the link opens the full guidelines in a new tab so a draft post is not lost.
 */
export function GuidelinesBanner({ className }: { className?: string }) {
  const { t } = useForumT();
  return (
    <Box className={className} aria-label={t('Community guidelines')}>
      <ShieldCheck aria-hidden="true" />
      <p>
        <strong>{t('Keep it kind and constructive.')}</strong>{' '}
        {t(
          'Respect other members, stay on topic and back up claims with sources. Posts that break our community guidelines are removed.',
        )}
      </p>
      <a href="/community-guidelines" target="_blank" rel="noopener noreferrer">
        {t('View full guidelines')}
        <ExternalLink aria-hidden="true" />
        <span
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {t('(opens in a new tab)')}
        </span>
      </a>
    </Box>
  );
}

export default GuidelinesBanner;
