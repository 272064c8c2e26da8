import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { notificationTypeLabels, notificationTypes } from '@canopy/contracts';
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
} from '@canopy/ui';
import { useNotificationPreferences, useSaveNotificationPreferences } from './useNotificationPreferences';

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
  padding: 12px 14px;
  border: 0;
  min-inline-size: 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  legend {
    /* A legend cannot be a flex item; float takes it into the row. */
    float: left;
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
  margin-left: auto;
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
  padding: 40px 0;
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
              <legend>{notificationTypeLabels[type]}</legend>
              <Toggles>
                <Toggle>
                  <Switch
                    id={inAppId}
                    checked={draft[type].inApp}
                    onCheckedChange={(on) => set(type, 'inApp', on)}
                    disabled={save.isPending}
                  />
                  <Label htmlFor={inAppId}>In-app</Label>
                </Toggle>
                {data.emailAvailable && (
                  <Toggle>
                    <Switch
                      id={emailId}
                      checked={draft[type].email}
                      onCheckedChange={(on) => set(type, 'email', on)}
                      disabled={save.isPending}
                    />
                    <Label htmlFor={emailId}>Email</Label>
                  </Toggle>
                )}
              </Toggles>
            </Row>
          );
        })}
      </List>
      <Note style={{ marginTop: 12 }}>
        {data.emailAvailable
          ? 'Email notifications are sent to the address on your account.'
          : 'Notifications appear in the bell; email delivery is not set up on this platform.'}
      </Note>
      <DialogFooter style={{ marginTop: 20 }}>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
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
  const preferences = useNotificationPreferences(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" onCloseAutoFocus={onCloseAutoFocus} data-testid="notification-settings">
        <DialogHeader>
          <DialogTitle>Notification settings</DialogTitle>
          <DialogDescription>Choose which notifications you receive and how.</DialogDescription>
        </DialogHeader>
        {preferences.isPending ? (
          <Loading>
            <Spinner label="Loading notification settings" />
          </Loading>
        ) : preferences.isError ? (
          <ErrorState
            as="h3"
            title="We couldn't load your notification settings"
            message="Check your connection and try again."
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <PreferencesForm data={preferences.data} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
