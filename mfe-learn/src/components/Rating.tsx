import styled from 'styled-components';
import { Star } from 'lucide-react';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { useLearnT } from '../i18n/useLearnT';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.accent};
    fill: currentColor;
  }
  small {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: inherit;
  }
`;

/** Parses the API's text rating ('4.5', '0') into a number from 0 to 5. */
export function ratingValue(rating: string | number | null | undefined): number {
  const n = typeof rating === 'number' ? rating : Number.parseFloat(rating ?? '');
  if (!Number.isFinite(n)) return 0;
  return Math.min(5, Math.max(0, n));
}

/** A course rating shown out of 5, e.g. "★ 4.6 /5". Unrated courses say so instead of showing 0. */
export function Rating({ rating }: { rating: string | number | null | undefined }) {
  const { t } = useLearnT();
  const value = ratingValue(rating);
  if (value === 0) {
    return (
      <Wrap>
        <Star aria-hidden="true" style={{ fill: 'none' }} />
        <small>{t('Not yet rated')}</small>
      </Wrap>
    );
  }
  const text = formatNumber(value, currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Wrap aria-label={t('Rated {{rating}} out of 5', { rating: text })} role="img">
      <Star aria-hidden="true" />
      {text}
      <small>/5</small>
    </Wrap>
  );
}
