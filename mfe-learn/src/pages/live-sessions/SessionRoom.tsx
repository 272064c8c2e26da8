import { useState } from 'react';
import { CalendarPlus, Info, LogOut, Video } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import type { LiveSession } from '@canopy/contracts';
import { Alert, Button, Dialog, DialogTitle, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { useJoinSession } from '../../api/useLiveSessions';
import { providerBadge, providerLabel } from '../../lib/liveSessions';
import { AttendanceList } from './AttendanceList';
import { CancelSession } from './CancelSession';
import { CalendarFeedLink } from './CalendarFeedLink';
import { MEETING_DETAILS_ID, MeetingDetails } from './MeetingDetails';
import { SessionRoomStage } from './SessionRoomStage';
import { Bar, BarButton, Body, Details, OnDark, RecordingBadge, Room } from './sessionRoomStyles';
import { useLearnT } from '../../i18n/useLearnT';

function ProviderBadge({ session }: { session: LiveSession }) {
  const { t } = useLearnT();
  const label = providerBadge(session.conferenceProvider);
  return label ? (
    <OnDark aria-label={providerLabel(session.conferenceProvider)}>{label}</OnDark>
  ) : (
    <OnDark>
      <Video aria-hidden="true" />
      <VisuallyHiddenText>{t('Video meeting')}</VisuallyHiddenText>
    </OnDark>
  );
}

/**
 * The room: title, provider badge, 'Recording', 'Info' (meeting id and password with copy buttons, 'Hide
 * Details') and 'Exit'; 'Ready to join the session?' with 'Join Meeting', which records the attendance and then
 * opens the meeting in a new tab. Someone who may not see the meeting details is told to enroll. The calendar file,
 * the personal feed link, and for the instructor (and administrators) who attended.
 */
export function SessionRoom({ session, onClose }: { session: LiveSession | null; onClose: () => void }) {
  return (
    <Dialog open={session != null} onOpenChange={(open) => !open && onClose()}>
      {session && (
        <Room hideClose aria-describedby={undefined}>
          <RoomBody session={session} onClose={onClose} />
        </Room>
      )}
    </Dialog>
  );
}

function RoomBody({ session, onClose }: { session: LiveSession; onClose: () => void }) {
  const { t } = useLearnT();
  const { user } = useAuth();
  const [showInfo, setShowInfo] = useState(false);
  const join = useJoinSession(session.id);
  const hasInfo = Boolean(session.conferenceId || session.conferencePassword);
  const cancelled = session.status === 'cancelled';
  const hosts = user != null && (user.id === session.instructorId || user.role === 'admin');

  const joinMeeting = () => {
    // Opened now, while the click still counts as the user's own (a window opened after the request returns
    // would be blocked as a pop-up); it is sent to the meeting once the attendance is recorded.
    const tab = window.open('', '_blank');
    join.mutate(undefined, {
      onSuccess: (answer) => {
        if (tab) {
          tab.opener = null;
          tab.location.href = answer.meetingUrl;
        } else {
          window.open(answer.meetingUrl, '_blank', 'noopener,noreferrer');
        }
      },
      onError: () => tab?.close(),
    });
  };

  return (
    <>
      <Bar>
        <div className="title">
          <ProviderBadge session={session} />
          <DialogTitle asChild>
            <h2>{session.title}</h2>
          </DialogTitle>
          {session.isRecorded && <RecordingBadge>{t('Recording')}</RecordingBadge>}
        </div>
        <div className="tools">
          {hasInfo && (
            <BarButton
              size="sm"
              variant="outline"
              aria-expanded={showInfo}
              aria-controls={MEETING_DETAILS_ID}
              onClick={() => setShowInfo((v) => !v)}
            >
              <Info aria-hidden="true" />
              {t('Info')}
            </BarButton>
          )}
          <BarButton size="sm" variant="outline" onClick={onClose}>
            <LogOut aria-hidden="true" />
            {t('Exit')}
          </BarButton>
        </div>
      </Bar>
      <Body>
        <div>
          {hasInfo && showInfo && <MeetingDetails session={session} onHide={() => setShowInfo(false)} />}

          <SessionRoomStage
            session={session}
            onJoin={joinMeeting}
            joining={join.isPending}
            onClose={onClose}
          />

          {join.isError && (
            <Alert variant="warning" title={t('You could not join this session')} role="alert">
              {errorMessage(join.error)}
            </Alert>
          )}

          {!cancelled && (
            <Details aria-labelledby="session-room-calendar">
              <h3 id="session-room-calendar">{t('Add to calendar')}</h3>
              <p style={{ marginBlockEnd: 12, fontSize: '0.875rem' }}>
                {t(
                  'Download this session for your calendar app, or subscribe to all your live sessions with your personal calendar link.',
                )}
              </p>
              <Button asChild variant="outline" size="sm">
                <a href={`/api/live-sessions/${session.id}.ics`} download={`live-session-${session.id}.ics`}>
                  <CalendarPlus aria-hidden="true" />
                  {t('Download .ics file')}
                </a>
              </Button>
              <CalendarFeedLink />
            </Details>
          )}

          {hosts && <AttendanceList sessionId={session.id} />}
          {hosts && !cancelled && Date.parse(session.endTime) > Date.now() && (
            <CancelSession sessionId={session.id} />
          )}
        </div>
      </Body>
    </>
  );
}
