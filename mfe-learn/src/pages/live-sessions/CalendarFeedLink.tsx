import { useId } from 'react';
import styled from 'styled-components';
import { Copy, Link2 } from 'lucide-react';
import { Button, FieldHint, Input, Label, VisuallyHiddenText } from '@canopy/ui';
import { useCalendarFeed } from '../../api/useLiveSessions';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useLearnT } from '../../i18n/useLearnT';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-block-start: 14px;
  .row {
    display: flex;
    gap: 8px;
  }
  .row input {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * The personal calendar feed: a secret link calendar apps subscribe to. The server shows the secret only when
 * the link is made, so asking again makes a new one (and turns the old one off).
 */
export function CalendarFeedLink() {
  const { t } = useLearnT();
  const feed = useCalendarFeed();
  const copy = useCopyToClipboard();
  const id = useId();
  const url = feed.data ? new URL(feed.data.path, window.location.origin).toString() : null;
  if (!url) {
    return (
      <Root>
        <div>
          <Button size="sm" variant="ghost" onClick={() => feed.mutate()} loading={feed.isPending}>
            <Link2 aria-hidden="true" />
            {t('Get my calendar feed link')}
          </Button>
        </div>
        <FieldHint>
          {t('A private link to all your live sessions. Getting a new link turns the previous one off.')}
        </FieldHint>
      </Root>
    );
  }
  return (
    <Root>
      <Label htmlFor={id}>{t('Your calendar feed link')}</Label>
      <div className="row">
        <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button size="sm" variant="outline" onClick={() => void copy(url, t('Calendar link'))}>
          <Copy aria-hidden="true" />
          {t('Copy')}
          <VisuallyHiddenText> {t('calendar link')}</VisuallyHiddenText>
        </Button>
      </div>
      <FieldHint>
        {t(
          'Add it to your calendar app as a subscription. Keep it private: anyone with it sees your sessions.',
        )}
      </FieldHint>
    </Root>
  );
}
