import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Bell,
  CalendarPlus,
  CalendarX,
  MessageCircleQuestion,
  Plus,
  UserCheck,
  Users,
  Video,
} from 'lucide-react';
import { useAuth } from '@canopy/auth';
import type { LiveSession } from '@canopy/contracts';
import { liveSessionMessages, realtimeMessages } from '@canopy/contracts';
import { useRealtimeEvent } from '@canopy/realtime';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  PageSpinner,
  Tabs,
  TabsContent,
  TabsTrigger,
  toast,
} from '@canopy/ui';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { refreshLiveSessions, useLiveSession } from '../api/useLiveSessions';
import { PageTabsList } from '../components/PageTabsList';
import { emptyStateText } from '../lib/liveSessions';
import { sessionUpdateText } from '../lib/sessionUpdateText';
import type { SessionTab } from '../lib/liveSessions';
import { CreateSessionDialog } from './live-sessions/CreateSessionDialog';
import { SessionCard } from './live-sessions/SessionCard';
import { SessionRoom } from './live-sessions/SessionRoom';
import { useSessionTabList } from '../hooks/useSessionTabList';
import { msgKey, translateMessage } from '@canopy/i18n';
import { useLearnT } from '../i18n/useLearnT';

const Layout = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: minmax(0, 1fr);
  margin-block-start: 28px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Cards = styled.div`
  display: grid;
  gap: 16px;
  margin-block-start: 20px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Benefits = styled(Card)`
  padding: 20px;
  background: ${({ theme }) => theme.colors.primarySoft};
  border-color: transparent;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-block-end: 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  li {
    display: flex;
    gap: 10px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li > span:first-child {
    display: inline-flex;
    flex-shrink: 0;
  }
  li svg {
    width: 18px;
    height: 18px;
    margin-block-start: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const learnerBenefits = [
  { icon: <MessageCircleQuestion />, textKey: 'Ask your questions and get answers in real time.' },
  { icon: <Users />, textKey: 'Learn alongside the other learners of your courses.' },
  { icon: <Bell />, textKey: 'Get a notification when a session of your course is scheduled or changed.' },
  { icon: <CalendarPlus />, textKey: 'Add sessions to your calendar so you never miss one.' },
];
const hostBenefits = [
  {
    icon: <Video />,
    textKey: 'Meet your learners face to face on Zoom, Google Meet, Teams or any other link.',
  },
  { icon: <Bell />, textKey: 'Learners enrolled in the course are notified as soon as you schedule.' },
  { icon: <UserCheck />, textKey: 'See who joined each of your sessions.' },
  { icon: <CalendarPlus />, textKey: 'Share calendar files so nobody misses the start.' },
];

const tabLabelKeys: Record<SessionTab, string> = {
  upcoming: msgKey('Upcoming Sessions'),
  past: msgKey('Past Sessions'),
};

/**
 * /live-sessions (spec 001 section 2): headings per role, the benefits box, Upcoming / Past tabs of session
 * cards (each tab asked of the server), the room view, and for educators and administrators the Create Session
 * dialog. Lists refresh every 60 s and whenever the hub announces a change ('Session Update' notice).
 */
export default function LiveSessionsPage() {
  const { t } = useLearnT();
  const { user } = useAuth();
  const canCreate = user?.role === 'educator' || user?.role === 'admin';
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<SessionTab>('upcoming');
  // The server splits the tabs (one request per tab, the open one only).
  const lists = {
    upcoming: useSessionTabList('upcoming', tab === 'upcoming'),
    past: useSessionTabList('past', tab === 'past'),
  };
  const sessions = lists[tab];
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('Live Sessions'));

  // The list's failure toast (section 8), once per failure rather than on every render.
  const toldFailure = useRef(0);
  useEffect(() => {
    if (sessions.isError && sessions.errorUpdatedAt !== toldFailure.current) {
      toldFailure.current = sessions.errorUpdatedAt;
      toast({
        title: t('Error'),
        description: translateMessage(liveSessionMessages.fetchFailed),
        variant: 'destructive',
      });
    }
  }, [sessions.isError, sessions.errorUpdatedAt, t]);

  useRealtimeEvent('session_update', (message) => {
    void refreshLiveSessions(queryClient);
    toast({
      title: translateMessage(realtimeMessages.sessionUpdateTitle),
      description: sessionUpdateText(message),
    });
  });

  // The room view is addressable (?session=12) so a notification can open it.
  const openId = Number(params.get('session')) || null;
  const listed =
    openId != null
      ? [...(lists.upcoming.data ?? []), ...(lists.past.data ?? [])].find((s) => s.id === openId)
      : undefined;
  const fetched = useLiveSession(openId != null && !listed && !sessions.isLoading ? openId : null);
  const open: LiveSession | null = listed ?? fetched.data ?? null;
  const setOpen = (session: LiveSession | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (session) next.set('session', String(session.id));
        else next.delete('session');
        return next;
      },
      { replace: !session },
    );

  const benefits = canCreate ? hostBenefits : learnerBenefits;
  return (
    <PageContainer $size="wide">
      <PageHeader
        eyebrow={t('Live sessions')}
        title={canCreate ? t('Manage Live Sessions') : t('Live Sessions')}
        description={
          canCreate
            ? t(
                'Create and manage live sessions: schedule a lecture, a discussion, office hours or a workshop for your learners.',
              )
            : t('Join live sessions with educators, ask your questions and learn together in real time.')
        }
        actions={
          canCreate && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {t('Create Session')}
            </Button>
          )
        }
      />
      <Layout>
        <div>
          <Tabs value={tab} onValueChange={(v) => setTab(v as SessionTab)}>
            <PageTabsList aria-label={t('Live sessions')}>
              {(['upcoming', 'past'] as const).map((which) => (
                <TabsTrigger key={which} value={which}>
                  {t(tabLabelKeys[which])}
                </TabsTrigger>
              ))}
            </PageTabsList>
            {(['upcoming', 'past'] as const).map((which) => {
              const query = lists[which];
              const list = query.data ?? [];
              const empty = emptyStateText(which, canCreate);
              return (
                <TabsContent key={which} value={which} style={{ marginBlockStart: 0 }}>
                  {query.isLoading ? (
                    <PageSpinner label={t('Loading sessions')} minHeight="240px" />
                  ) : query.isError && !query.data ? (
                    <ErrorState
                      title={translateMessage(liveSessionMessages.fetchFailed)}
                      onRetry={() => void query.refetch()}
                    />
                  ) : list.length === 0 ? (
                    <EmptyState
                      icon={<CalendarX />}
                      title={empty.title}
                      description={empty.description}
                      action={
                        canCreate && (
                          <Button variant="outline" onClick={() => setCreating(true)}>
                            <Plus aria-hidden="true" />
                            {t('Create Session')}
                          </Button>
                        )
                      }
                    />
                  ) : (
                    <Cards>
                      {list.map((s) => (
                        <SessionCard key={s.id} session={s} past={which === 'past'} onJoin={setOpen} />
                      ))}
                    </Cards>
                  )}
                </TabsContent>
              );
            })}
          </Tabs>
        </div>
        <aside aria-labelledby="live-benefits">
          <Benefits>
            <h2 id="live-benefits">
              {canCreate ? t('Why host live sessions?') : t('Why join live sessions?')}
            </h2>
            <ul>
              {benefits.map((b) => (
                <li key={b.textKey}>
                  <span aria-hidden="true">{b.icon}</span>
                  <span>{t(b.textKey)}</span>
                </li>
              ))}
            </ul>
          </Benefits>
        </aside>
      </Layout>
      {canCreate && <CreateSessionDialog open={creating} onOpenChange={setCreating} />}
      <SessionRoom session={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
