import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, IconTile, Skeleton, VisuallyHiddenText } from '@canopy/ui';
import { groupDigits } from '../lib/progress';
import { learnText } from '../i18n/useLearnT';

const Root = styled(Card).attrs({ as: 'li' })`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 20px;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  p.label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  .value {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: 1.1;
  }
  p.note {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.4;
    padding: 6px 0 4px;
  }
`;

/**
 * One figure on the dashboard. `value` is a real number; `note` replaces it when there is no figure to show
 * (e.g. the service that counts it cannot be reached) so nothing fake is displayed. A list item of `StatGrid`.
 */
export function StatCard({
  label,
  value,
  note,
  icon,
  tone = 'primary',
  loading,
}: {
  label: string;
  value?: number;
  note?: ReactNode;
  icon: ReactNode;
  tone?: 'primary' | 'accent' | 'info';
  loading?: boolean;
}) {
  return (
    <Root>
      <IconTile $size="lg" $tone={tone} aria-hidden="true">
        {icon}
      </IconTile>
      <Text>
        <p className="label">{label}</p>
        {loading ? (
          <div className="value">
            <Skeleton $width="48px" $height="32px" />
            <VisuallyHiddenText>{learnText('Loading')}</VisuallyHiddenText>
          </div>
        ) : value !== undefined ? (
          <p className="value">{groupDigits(value)}</p>
        ) : (
          <p className="note">{note}</p>
        )}
      </Text>
    </Root>
  );
}

/** The list the stat cards sit in. */
export const StatGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
