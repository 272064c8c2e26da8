import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CalendarClock, Video } from 'lucide-react';
import type { LiveSession, Role } from '@canopy/contracts';
import {
  Badge,
  Button,
  ErrorState,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  focusRing,
} from '@canopy/ui';
import { useCourseSessions } from '../../api/useLiveSessions';
import { CardEmpty, DashboardCard } from '../../components/DashboardCard';
import {
  isUpcoming,
  sessionDate,
  sessionTimeRange,
  sessionTypeLabel,
  type SessionTab,
} from '../../lib/liveSessions';
import { useLearnT } from '../../i18n/useLearnT';

/** How many sessions each tab lists (the rest are one link away). */
const SHOWN = 3;

const SmallTabs = styled(TabsList)`
  width: 100%;
  > button {
    flex: 1 1 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  margin-block-start: 12px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .text {
    flex: 1 1 180px;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 8px;
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
  display: inline-block;
  margin-block-start: 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;

function SessionList({
  sessions,
  tab,
  onJoin,
}: {
  sessions: LiveSession[];
  tab: SessionTab;
  onJoin: (session: LiveSession) => void;
}) {
  const { t } = useLearnT();
  return (
    <List
      aria-label={
        tab === 'upcoming' ? t('Upcoming sessions of this course') : t('Past sessions of this course')
      }
    >
      {sessions.slice(0, SHOWN).map((s) => {
        const cancelled = s.status === 'cancelled';
        return (
          <li key={s.id}>
            <span className="text">
              <span className="top">
                <strong>{s.title}</strong>
                <Badge>{sessionTypeLabel(s.sessionType)}</Badge>
                {cancelled && <Badge $variant="destructive">{t('Cancelled')}</Badge>}
              </span>
              <span className="when">
                {sessionDate(s.startTime)} · {sessionTimeRange(s.startTime, s.endTime)}
              </span>
            </span>
            {tab === 'upcoming' && !cancelled ? (
              <Button
                size="sm"
                onClick={() => onJoin(s)}
                aria-label={t('Join {{title}}', { title: s.title })}
              >
                <Video aria-hidden="true" /> {t('Join')}
              </Button>
            ) : (
              tab === 'past' && (
                <Button size="sm" variant="outline" disabled>
                  {t('Completed')}
                </Button>
              )
            )}
          </li>
        );
      })}
    </List>
  );
}

/**
 * The enrolled view's live sessions of one course (the specification's embedded panel: the course, the viewer's
 * role and a join callback; Upcoming first, then Past). Joining opens the session's room view; past sessions read
 * Completed and cannot be joined. Educators and administrators are pointed at where sessions are scheduled.
 */
export function CourseSessionsPanel({
  courseId,
  role = 'student',
  onJoin,
}: {
  courseId: number;
  role?: Role;
  onJoin: (session: LiveSession) => void;
}) {
  const { t } = useLearnT();
  const [tab, setTab] = useState<SessionTab>('upcoming');
  const sessions = useCourseSessions(courseId);
  const all = sessions.data ?? [];
  const upcoming = all
    .filter((s) => s.status !== 'cancelled' && isUpcoming(s))
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  const past = all
    .filter((s) => !isUpcoming(s))
    .sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  const hosts = role === 'educator' || role === 'admin';
  const lists = { upcoming, past };

  return (
    <DashboardCard title={t('Live sessions')} icon={<CalendarClock />}>
      {sessions.isLoading ? (
        <Skeleton $height="64px" aria-hidden="true" />
      ) : sessions.isError ? (
        <ErrorState
          as="h3"
          title={t("We couldn't load the live sessions")}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as SessionTab)}>
          <SmallTabs aria-label={t('Live sessions of this course')}>
            <TabsTrigger value="upcoming">{t('Upcoming')}</TabsTrigger>
            <TabsTrigger value="past">{t('Past')}</TabsTrigger>
          </SmallTabs>
          {(['upcoming', 'past'] as const).map((which) => (
            <TabsContent key={which} value={which}>
              {lists[which].length === 0 ? (
                <CardEmpty
                  title={which === 'upcoming' ? t('No Upcoming Sessions') : t('No Past Sessions')}
                  description={
                    which === 'upcoming'
                      ? hosts
                        ? t('Schedule one for this course from Live Sessions.')
                        : t('When an educator schedules a live session for this course, it will appear here.')
                      : t('Sessions of this course that have taken place appear here.')
                  }
                />
              ) : (
                <SessionList sessions={lists[which]} tab={which} onJoin={onJoin} />
              )}
              {(lists[which].length > SHOWN || hosts) && (
                <More to="/live-sessions">
                  {lists[which].length > SHOWN
                    ? which === 'upcoming'
                      ? t('All {{n}} upcoming sessions', { n: lists[which].length })
                      : t('All {{n}} past sessions', { n: lists[which].length })
                    : t('Open Live Sessions')}
                </More>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </DashboardCard>
  );
}
