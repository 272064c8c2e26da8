import { Link } from 'react-router-dom';
import { Lock, Video } from 'lucide-react';
import type { LiveSession } from '@canopy/contracts';
import { Button } from '@canopy/ui';
import { BigIcon } from '../../components/BigIcon';
import { isUpcoming, sessionDate, sessionTimeRange } from '../../lib/liveSessions';
import { Stage } from './sessionRoomStyles';
import { useLearnT } from '../../i18n/useLearnT';

interface SessionRoomStageProps {
  session: LiveSession;
  onJoin: () => void;
  joining: boolean;
  onClose: () => void;
}

/**
 * The room's centre: 'Ready to join the session?' with 'Join Meeting' — or why the session cannot be joined
 * (cancelled, not enrolled, ended).
 */
export function SessionRoomStage({ session, onJoin, joining, onClose }: SessionRoomStageProps) {
  const { t } = useLearnT();
  const upcoming = isUpcoming(session);
  return (
    <Stage aria-labelledby="session-room-stage">
      {session.status === 'cancelled' ? (
        <>
          <BigIcon>
            <Video />
          </BigIcon>
          <h3 id="session-room-stage">{t('This session has been cancelled')}</h3>
          {session.cancelReason && <p>{session.cancelReason}</p>}
        </>
      ) : !session.joinable ? (
        <>
          <BigIcon>
            <Lock />
          </BigIcon>
          <h3 id="session-room-stage">{t('Enroll to join')}</h3>
          <p>{t('Enroll in this course to join its live sessions.')}</p>
          {session.courseId != null && (
            <Button asChild>
              <Link to={`/courses/${session.courseId}`} onClick={onClose}>
                {t('View the course')}
              </Link>
            </Button>
          )}
        </>
      ) : !upcoming && Date.parse(session.endTime) <= Date.now() ? (
        <>
          <BigIcon>
            <Video />
          </BigIcon>
          <h3 id="session-room-stage">{t('This session has ended')}</h3>
          <p>{t('Past sessions cannot be joined.')}</p>
        </>
      ) : (
        <>
          <BigIcon>
            <Video />
          </BigIcon>
          <h3 id="session-room-stage">{t('Ready to join the session?')}</h3>
          <p className="when">
            {sessionDate(session.startTime)} · {sessionTimeRange(session.startTime, session.endTime)}
          </p>
          <Button size="lg" onClick={onJoin} loading={joining}>
            {t('Join Meeting')}
          </Button>
          {session.isRecorded && <p>{t('Note: This session will be recorded.')}</p>}
        </>
      )}
    </Stage>
  );
}
