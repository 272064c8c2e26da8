import { useId, useState } from 'react';
import styled from 'styled-components';
import { CalendarX } from 'lucide-react';
import { Button, Label, Textarea } from '@canopy/ui';
import { useCancelSession } from '../../api/useLiveSessions';
import { useLearnT } from '../../i18n/useLearnT';

const Root = styled.section`
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  display: flex;
  flex-direction: column;
  gap: 10px;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/** The host's way to call a session off: an optional reason, sent to the participants with the notification. */
export function CancelSession({ sessionId }: { sessionId: number }) {
  const { t } = useLearnT();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelSession(sessionId);
  const id = useId();
  return (
    <Root aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('Manage session')}</h3>
      {!asking ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            <CalendarX aria-hidden="true" />
            {t('Cancel session')}
          </Button>
        </div>
      ) : (
        <form
          aria-label={t('Cancel this session')}
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate(reason);
          }}
        >
          <p>
            {t('Everyone enrolled in the course is notified, and calendars show the session as cancelled.')}
          </p>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 6, marginBlock: 10 }}>
            <Label htmlFor={id}>{t('Reason (optional)')}</Label>
            <Textarea
              id={id}
              rows={2}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="actions">
            <Button type="submit" variant="destructive" size="sm" loading={cancel.isPending}>
              {t('Cancel session')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(false)}>
              {t('Keep session')}
            </Button>
          </div>
        </form>
      )}
    </Root>
  );
}
