import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CalendarPlus, Copy, Info, Lock, LogOut, Video } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import type { LiveSession } from '@canopy/contracts';
import { Alert, Badge, Button, Dialog, DialogContent, DialogTitle, VisuallyHiddenText } from '@canopy/ui';
import { errorMessage } from '../../api/errorMessage';
import { useJoinSession } from '../../api/useLiveSessions';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import {
  isUpcoming,
  providerBadge,
  providerLabels,
  sessionDate,
  sessionTimeRange,
} from '../../lib/liveSessions';
import { AttendanceList } from './AttendanceList';
import { CancelSession } from './CancelSession';
import { CalendarFeedLink } from './CalendarFeedLink';

/** The full-screen overlay (section 4's "session room view"). */
const Room = styled(DialogContent)`
  && {
    top: 0;
    left: 0;
    transform: none;
    width: 100vw;
    max-width: none;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    padding: 0;
    gap: 0;
    animation: none;
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 12px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${({ theme }) => theme.media.md} {
    padding: 14px 28px;
  }
  .title {
    display: flex;
    align-items: center;
    gap: 10px;
    flex: 1 1 240px;
    min-width: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: inherit;
    overflow-wrap: anywhere;
  }
  .tools {
    display: flex;
    gap: 8px;
    margin-left: auto;
  }
`;

const OnDark = styled(Badge)`
  background: rgba(255, 255, 255, 0.16);
  color: #ffffff;
  letter-spacing: 0.04em;
  svg {
    width: 14px;
    height: 14px;
  }
`;

const RecordingBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const BarButton = styled(Button)`
  background: rgba(255, 255, 255, 0.12);
  color: #ffffff;
  border-color: rgba(255, 255, 255, 0.4);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.22);
    color: #ffffff;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 24px 16px 40px;
  ${({ theme }) => theme.media.md} {
    padding: 40px 28px 56px;
  }
  > div {
    max-width: 760px;
    margin: 0 auto;
    display: flex;
    flex-direction: column;
    gap: 20px;
  }
`;

const Stage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: 36px 20px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  .icon {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  .icon svg {
    width: 34px;
    height: 34px;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 52ch;
  }
  .when {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Details = styled.section`
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: 8px;
  }
  dl {
    display: grid;
    gap: 10px;
    margin: 0 0 12px;
  }
  dl > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
  }
  dt {
    min-width: 96px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    margin: 0;
    min-width: 0;
  }
  .value {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

function ProviderBadge({ session }: { session: LiveSession }) {
  const label = providerBadge(session.conferenceProvider);
  return label ? (
    <OnDark aria-label={providerLabels[session.conferenceProvider]}>{label}</OnDark>
  ) : (
    <OnDark>
      <Video aria-hidden="true" />
      <VisuallyHiddenText>Video meeting</VisuallyHiddenText>
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
  const { user } = useAuth();
  const [showInfo, setShowInfo] = useState(false);
  const join = useJoinSession(session.id);
  const copy = useCopyToClipboard();
  const hasInfo = Boolean(session.conferenceId || session.conferencePassword);
  const upcoming = isUpcoming(session);
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
          {session.isRecorded && <RecordingBadge>Recording</RecordingBadge>}
        </div>
        <div className="tools">
          {hasInfo && (
            <BarButton
              size="sm"
              variant="outline"
              aria-expanded={showInfo}
              aria-controls="session-room-info"
              onClick={() => setShowInfo((v) => !v)}
            >
              <Info aria-hidden="true" />
              Info
            </BarButton>
          )}
          <BarButton size="sm" variant="outline" onClick={onClose}>
            <LogOut aria-hidden="true" />
            Exit
          </BarButton>
        </div>
      </Bar>
      <Body>
        <div>
          {hasInfo && showInfo && (
            <Details id="session-room-info" aria-label="Meeting details">
              <h3>Meeting details</h3>
              <dl>
                {session.conferenceId && (
                  <div>
                    <dt>Meeting ID</dt>
                    <dd>
                      <span className="value">{session.conferenceId}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void copy(session.conferenceId ?? '', 'Meeting ID')}
                      >
                        <Copy aria-hidden="true" />
                        Copy<VisuallyHiddenText> meeting ID</VisuallyHiddenText>
                      </Button>
                    </dd>
                  </div>
                )}
                {session.conferencePassword && (
                  <div>
                    <dt>Password</dt>
                    <dd>
                      <span className="value">{session.conferencePassword}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void copy(session.conferencePassword ?? '', 'Password')}
                      >
                        <Copy aria-hidden="true" />
                        Copy<VisuallyHiddenText> password</VisuallyHiddenText>
                      </Button>
                    </dd>
                  </div>
                )}
                {session.conferenceHostKey && (
                  <div>
                    <dt>Host key</dt>
                    <dd>
                      <span className="value">{session.conferenceHostKey}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void copy(session.conferenceHostKey ?? '', 'Host key')}
                      >
                        <Copy aria-hidden="true" />
                        Copy<VisuallyHiddenText> host key</VisuallyHiddenText>
                      </Button>
                    </dd>
                  </div>
                )}
              </dl>
              <Button size="sm" variant="outline" onClick={() => setShowInfo(false)}>
                Hide Details
              </Button>
            </Details>
          )}

          <Stage aria-labelledby="session-room-stage">
            {cancelled ? (
              <>
                <span className="icon" aria-hidden="true">
                  <Video />
                </span>
                <h3 id="session-room-stage">This session has been cancelled</h3>
                {session.cancelReason && <p>{session.cancelReason}</p>}
              </>
            ) : !session.joinable ? (
              <>
                <span className="icon" aria-hidden="true">
                  <Lock />
                </span>
                <h3 id="session-room-stage">Enroll to join</h3>
                <p>Enroll in this course to join its live sessions.</p>
                {session.courseId != null && (
                  <Button asChild>
                    <Link to={`/courses/${session.courseId}`} onClick={onClose}>
                      View the course
                    </Link>
                  </Button>
                )}
              </>
            ) : !upcoming && Date.parse(session.endTime) <= Date.now() ? (
              <>
                <span className="icon" aria-hidden="true">
                  <Video />
                </span>
                <h3 id="session-room-stage">This session has ended</h3>
                <p>Past sessions cannot be joined.</p>
              </>
            ) : (
              <>
                <span className="icon" aria-hidden="true">
                  <Video />
                </span>
                <h3 id="session-room-stage">Ready to join the session?</h3>
                <p className="when">
                  {sessionDate(session.startTime)} · {sessionTimeRange(session.startTime, session.endTime)}
                </p>
                <Button size="lg" onClick={joinMeeting} loading={join.isPending}>
                  Join Meeting
                </Button>
                {session.isRecorded && <p>Note: This session will be recorded.</p>}
              </>
            )}
          </Stage>

          {join.isError && (
            <Alert variant="warning" title="You could not join this session" role="alert">
              {errorMessage(join.error)}
            </Alert>
          )}

          {!cancelled && (
            <Details aria-labelledby="session-room-calendar">
              <h3 id="session-room-calendar">Add to calendar</h3>
              <p style={{ marginBottom: 12, fontSize: '0.875rem' }}>
                Download this session for your calendar app, or subscribe to all your live sessions with your
                personal calendar link.
              </p>
              <Button asChild variant="outline" size="sm">
                <a href={`/api/live-sessions/${session.id}.ics`} download={`live-session-${session.id}.ics`}>
                  <CalendarPlus aria-hidden="true" />
                  Download .ics file
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
