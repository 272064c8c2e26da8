import styled from 'styled-components';
import { CalendarDays, Clock, Users } from 'lucide-react';
import { Badge, Button, Card } from '@canopy/ui';
import type { LiveSession } from '@canopy/contracts';
import { sessionDate, sessionTimeRange, sessionTypeLabel } from '../../lib/liveSessions';
import { useLearnT } from '../../i18n/useLearnT';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  height: 100%;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .description {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  dl {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dl > div {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  dt svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
    display: block;
  }
  dd {
    margin: 0;
  }
  .actions {
    margin-top: auto;
    padding-block-start: 4px;
  }
  .actions > * {
    width: 100%;
  }
`;

/** One session: type badge, title, description, date, times, participant limit and Join (or Completed). */
export function SessionCard({
  session,
  past,
  onJoin,
}: {
  session: LiveSession;
  past: boolean;
  onJoin: (session: LiveSession) => void;
}) {
  const { t } = useLearnT();
  const cancelled = session.status === 'cancelled';
  return (
    <Root as="article" aria-label={session.title} data-testid="session-card">
      <div className="badges">
        <Badge $variant="default">{sessionTypeLabel(session.sessionType)}</Badge>
        {cancelled && <Badge $variant="destructive">{t('Cancelled')}</Badge>}
      </div>
      <h2>{session.title}</h2>
      {session.description && <p className="description">{session.description}</p>}
      <dl>
        <div>
          <dt>
            <CalendarDays aria-label={t('Date')} />
          </dt>
          <dd>{sessionDate(session.startTime)}</dd>
        </div>
        <div>
          <dt>
            <Clock aria-label={t('Time')} />
          </dt>
          <dd>{sessionTimeRange(session.startTime, session.endTime)}</dd>
        </div>
        <div>
          <dt>
            <Users aria-label={t('Participants')} />
          </dt>
          <dd>{t('Max {{n}} participants', { n: session.maxParticipants })}</dd>
        </div>
      </dl>
      <div className="actions">
        {past ? (
          <Button variant="outline" disabled>
            {t('Completed')}
          </Button>
        ) : cancelled ? (
          <Button
            variant="outline"
            onClick={() => onJoin(session)}
            aria-label={t('View details of {{title}}', { title: session.title })}
          >
            {t('View details')}
          </Button>
        ) : (
          <Button onClick={() => onJoin(session)} aria-label={t('Join {{title}}', { title: session.title })}>
            {t('Join')}
          </Button>
        )}
      </div>
    </Root>
  );
}
