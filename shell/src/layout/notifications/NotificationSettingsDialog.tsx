import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { msgKey } from '@canopy/i18n';
import { notificationTypes } from '@canopy/contracts';
import type { NotificationPreference, NotificationPreferences, NotificationType } from '@canopy/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Label,
  Spinner,
  Switch,
  usePreloaded,
} from '@canopy/ui';
import { useNotificationPreferences, useSaveNotificationPreferences } from './useNotificationPreferences';
import { useShellT } from '../../i18n/useShellT';

// The contracts' notificationTypeLabels, word for word, as catalogue keys.
const typeLabelKeys: Record<NotificationType, string> = {
  live_session: msgKey('New, changed or cancelled live sessions of my courses'),
  live_session_reminder: msgKey('A live session starting in 15 minutes'),
  educator_review: msgKey('Decisions on my educator application'),
  course_review: msgKey('Decisions on my courses (approved, rejected, sent back)'),
  quiz_feedback: msgKey('Feedback on my quizzes'),
  instructor_feedback: msgKey('Feedback from my instructors on my courses, lessons, reflections and goals'),
  discussion_reply: msgKey('Replies to my discussions'),
  answer_marked: msgKey('My reply marked as the answer'),
};

const List = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Row = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 0;
  padding-block: 12px;
  padding-inline: 14px;
  border: 0;
  min-inline-size: 0;
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
  legend {
    /* A legend cannot be a flex item; float takes it into the row. */
    float: inline-start;
    flex: 1 1 220px;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Toggles = styled.div`
  display: flex;
  gap: 18px;
  margin-inline-start: auto;
`;

const Toggle = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding-block: 40px;
  color: ${({ theme }) => theme.colors.primary};
`;

type Draft = Record<NotificationType, { inApp: boolean; email: boolean }>;

function toDraft(preferences: NotificationPreference[]): Draft {
  const draft = {} as Draft;
  for (const type of notificationTypes) {
    const found = preferences.find((p) => p.type === type);
    draft[type] = { inApp: found?.inApp ?? true, email: found?.email ?? false };
  }
  return draft;
}

function PreferencesForm({ data, onDone }: { data: NotificationPreferences; onDone: () => void }) {
  const { t } = useShellT();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(data.preferences));
  const save = useSaveNotificationPreferences(onDone);
  const set = (type: NotificationType, channel: 'inApp' | 'email', on: boolean) =>
    setDraft((d) => ({ ...d, [type]: { ...d[type], [channel]: on } }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      preferences: notificationTypes.map((type) =>
        data.emailAvailable
          ? { type, inApp: draft[type].inApp, email: draft[type].email }
          : { type, inApp: draft[type].inApp },
      ),
    });
  };
  return (
    <form onSubmit={submit} aria-busy={save.isPending}>
      <List>
        {notificationTypes.map((type) => {
          const inAppId = `${id}-${type}-in-app`;
          const emailId = `${id}-${type}-email`;
          return (
            <Row key={type} data-testid={`notification-preference-${type}`}>
              <legend>{t(typeLabelKeys[type])}</legend>
              <Toggles>
                <Toggle>
                  <Switch
                    id={inAppId}
                    checked={draft[type].inApp}
                    onCheckedChange={(on) => set(type, 'inApp', on)}
                    disabled={save.isPending}
                  />
                  <Label htmlFor={inAppId}>{t('In-app')}</Label>
                </Toggle>
                {data.emailAvailable && (
                  <Toggle>
                    <Switch
                      id={emailId}
                      checked={draft[type].email}
                      onCheckedChange={(on) => set(type, 'email', on)}
                      disabled={save.isPending}
                    />
                    <Label htmlFor={emailId}>{t('Email')}</Label>
                  </Toggle>
                )}
              </Toggles>
            </Row>
          );
        })}
      </List>
      <Note style={{ marginBlockStart: 12 }}>
        {data.emailAvailable
          ? t('Email notifications are sent to the address on your account.')
          : t('Notifications appear in the bell; email delivery is not set up on this platform.')}
      </Note>
      <DialogFooter style={{ marginBlockStart: 20 }}>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t('Saving...') : t('Save settings')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The notification settings (opened from the bell's menu): one in-app switch per kind of notification and, when
 * the platform sends email, an email switch too. Saved together with PUT /api/notifications/preferences.
 */
export default function NotificationSettingsDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useShellT();
  const preferences = useNotificationPreferences(open);
  // The switches (a lazy Radix chunk) load with the settings, so every row shows its switches from the first frame.
  const switchesReady = usePreloaded(Switch);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" onCloseAutoFocus={onCloseAutoFocus} data-testid="notification-settings">
        <DialogHeader>
          <DialogTitle>{t('Notification settings')}</DialogTitle>
          <DialogDescription>{t('Choose which notifications you receive and how.')}</DialogDescription>
        </DialogHeader>
        {preferences.isPending || !switchesReady ? (
          <Loading>
            <Spinner label={t('Loading notification settings')} />
          </Loading>
        ) : preferences.isError ? (
          <ErrorState
            as="h3"
            title={t("We couldn't load your notification settings")}
            message={t('Check your connection and try again.')}
            retryLabel={t('Try again')}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <PreferencesForm data={preferences.data} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
