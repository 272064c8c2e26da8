import styled from 'styled-components';
import { BookOpen, CircleCheck, Clock, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import type { EducatorOverview } from '@canopy/contracts';
import { Alert, Skeleton } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useEducatorOverview } from '../../api/useStudioCourses';
import { msgKey } from '@canopy/i18n';
import { useStudioT } from '../../i18n/useStudioT';
import { percent } from '../../lib/percent';
import { count } from '../analytics/chartFormat';

const List = styled.dl`
  margin-block: 0 ${({ theme }) => theme.space[6]};
  margin-inline: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-inline-size: 0;
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    svg {
      inline-size: 16px;
      block-size: 16px;
      flex-shrink: 0;
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StatsAlert = styled(Alert)`
  margin-block-end: ${({ theme }) => theme.space[6]};
`;

interface Stat {
  /** An English key of the studio's catalogue. */
  labelKey: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  value: (o: EducatorOverview) => string;
}

/** The four stat cards of the educator dashboard, in the specification's order. */
export const educatorStats: readonly Stat[] = [
  { labelKey: msgKey('Your Courses'), icon: BookOpen, value: (o) => count(o.courses) },
  { labelKey: msgKey('Learners'), icon: Users, value: (o) => count(o.learners) },
  { labelKey: msgKey('Completion Rate'), icon: CircleCheck, value: (o) => percent(o.completionRate) },
  { labelKey: msgKey('Awaiting Review'), icon: Clock, value: (o) => count(o.awaitingReview) },
];

/** The dashboard's figures from GET /api/educator/overview. */
export function EducatorStats() {
  const { t } = useStudioT();
  const overview = useEducatorOverview();
  if (overview.isError) {
    return (
      <StatsAlert variant="danger" title={t('Your course figures could not be loaded')}>
        {errorMessage(overview.error, t('Please try again.'))}
      </StatsAlert>
    );
  }
  return (
    <section aria-label={t('Your figures')} aria-busy={overview.isLoading || undefined}>
      <List>
        {educatorStats.map(({ labelKey, icon: Icon, value }) => (
          <Item key={labelKey}>
            <dt>
              <Icon aria-hidden="true" />
              {t(labelKey)}
            </dt>
            <dd>{overview.data ? value(overview.data) : <Skeleton $height="28px" $width="56px" />}</dd>
          </Item>
        ))}
      </List>
    </section>
  );
}
