import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CalendarClock } from 'lucide-react';
import { Badge, ErrorState, Skeleton, focusRing } from '@canopy/ui';
import { useCourseSessions } from '../../api/useLiveSessions';
import { CardEmpty, DashboardCard } from '../../components/DashboardCard';
import { isUpcoming, sessionDate, sessionTimeRange, sessionTypeLabels } from '../../lib/liveSessions';

/** How many of the next sessions the card lists (the rest are one link away). */
const SHOWN = 3;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  a {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: inherit;
    text-decoration: none;
    ${focusRing}
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  }
  .top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
  }
  strong {
    overflow-wrap: anywhere;
  }
  .when {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const More = styled(Link)`
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;

/** The enrolled view's "Upcoming live sessions": this course's next sessions, each opening its room view. */
export function UpcomingSessionsCard({ courseId }: { courseId: number }) {
  const sessions = useCourseSessions(courseId);
  const upcoming = (sessions.data ?? [])
    .filter((s) => s.status !== 'cancelled' && isUpcoming(s))
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  return (
    <DashboardCard title="Upcoming live sessions" icon={<CalendarClock />}>
      {sessions.isLoading ? (
        <Skeleton $height="64px" aria-hidden="true" />
      ) : sessions.isError ? (
        <ErrorState
          as="h3"
          title="We couldn't load the live sessions"
          onRetry={() => void sessions.refetch()}
        />
      ) : upcoming.length === 0 ? (
        <CardEmpty
          title="No Upcoming Sessions"
          description="When an educator schedules a live session for this course, it will appear here."
        />
      ) : (
        <>
          <List data-testid="course-sessions">
            {upcoming.slice(0, SHOWN).map((s) => (
              <li key={s.id}>
                <Link to={`/live-sessions?session=${s.id}`}>
                  <span className="top">
                    <strong>{s.title}</strong>
                    <Badge>{sessionTypeLabels[s.sessionType]}</Badge>
                  </span>
                  <span className="when">
                    {sessionDate(s.startTime)} · {sessionTimeRange(s.startTime, s.endTime)}
                  </span>
                </Link>
              </li>
            ))}
          </List>
          <More to="/live-sessions">
            {upcoming.length > SHOWN ? `All ${upcoming.length} upcoming sessions` : 'All live sessions'}
          </More>
        </>
      )}
    </DashboardCard>
  );
}
