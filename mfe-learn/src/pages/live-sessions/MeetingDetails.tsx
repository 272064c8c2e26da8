import { Copy } from 'lucide-react';
import type { LiveSession } from '@canopy/contracts';
import { Button, VisuallyHiddenText } from '@canopy/ui';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { Details } from './sessionRoomStyles';
import { useLearnT } from '../../i18n/useLearnT';

/** The id under which the room's 'Info' button controls this panel. */
export const MEETING_DETAILS_ID = 'session-room-info';

function CopyRow({ term, value, spoken }: { term: string; value: string; spoken: string }) {
  const { t } = useLearnT();
  const copy = useCopyToClipboard();
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <span className="value">{value}</span>
        <Button size="sm" variant="ghost" onClick={() => void copy(value, term)}>
          <Copy aria-hidden="true" />
          {t('Copy')}
          <VisuallyHiddenText> {spoken}</VisuallyHiddenText>
        </Button>
      </dd>
    </div>
  );
}

/** The room's 'Info' panel: meeting id, password and host key, each with a copy button, and 'Hide Details'. */
export function MeetingDetails({ session, onHide }: { session: LiveSession; onHide: () => void }) {
  const { t } = useLearnT();
  return (
    <Details id={MEETING_DETAILS_ID} aria-label={t('Meeting details')}>
      <h3>{t('Meeting details')}</h3>
      <dl>
        {session.conferenceId && (
          <CopyRow term={t('Meeting ID')} value={session.conferenceId} spoken={t('meeting ID')} />
        )}
        {session.conferencePassword && (
          <CopyRow term={t('Password')} value={session.conferencePassword} spoken={t('password')} />
        )}
        {session.conferenceHostKey && (
          <CopyRow term={t('Host key')} value={session.conferenceHostKey} spoken={t('host key')} />
        )}
      </dl>
      <Button size="sm" variant="outline" onClick={onHide}>
        {t('Hide Details')}
      </Button>
    </Details>
  );
}
