import styled from 'styled-components';
import { BookOpen, CircleCheck, Clock, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import type { EducatorOverview } from '@canopy/contracts';
import { Alert, Skeleton } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useEducatorOverview } from '../../api/useStudioCourses';

const List = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space[6]};
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
  min-width: 0;
  dt {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    svg {
      width: 16px;
      height: 16px;
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
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

interface Stat {
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  value: (o: EducatorOverview) => string;
}

/** The four stat cards of the educator dashboard, in the specification's order. */
export const educatorStats: readonly Stat[] = [
  { label: 'Your Courses', icon: BookOpen, value: (o) => String(o.courses) },
  { label: 'Learners', icon: Users, value: (o) => String(o.learners) },
  { label: 'Completion Rate', icon: CircleCheck, value: (o) => `${o.completionRate}%` },
  { label: 'Awaiting Review', icon: Clock, value: (o) => String(o.awaitingReview) },
];

/** The dashboard's figures from GET /api/educator/overview. */
export function EducatorStats() {
  const overview = useEducatorOverview();
  if (overview.isError) {
    return (
      <StatsAlert variant="danger" title="Your course figures could not be loaded">
        {errorMessage(overview.error, 'Please try again.')}
      </StatsAlert>
    );
  }
  return (
    <section aria-label="Your figures" aria-busy={overview.isLoading || undefined}>
      <List>
        {educatorStats.map(({ label, icon: Icon, value }) => (
          <Item key={label}>
            <dt>
              <Icon aria-hidden="true" />
              {label}
            </dt>
            <dd>{overview.data ? value(overview.data) : <Skeleton $height="28px" $width="56px" />}</dd>
          </Item>
        ))}
      </List>
    </section>
  );
}
