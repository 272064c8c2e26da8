import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LogOut } from 'lucide-react';
import { useAuth } from '@canopy/auth';
import { Alert, Button, PageContainer, PageHeader, TabsList } from '@canopy/ui';
import { errorMessage } from '@canopy/api-client/errors';
import { LazyTabPanels, selectedTab, useDocumentTitle } from '@canopy/ui/page-kit';
import { useApiOffers } from '../api/useApiOffers';
import { useCourseTotal, useIdentityFigures } from '../api/useAdminFigures';
import { useMailSettings } from '../api/useMailSettings';
import { StatCards, statIcons, type StatCard } from '../components/StatCards';
import { useAdminT } from '../i18n/useAdminT';
import { adminTabs } from './admin/adminTabs';

// On a phone the tabs wrap onto a second line rather than hiding one behind a scroll.
const WrappingList = styled(TabsList)`
  max-width: 100%;
  margin-block-end: 20px;
  @media (max-width: 640px) {
    display: flex;
    flex-wrap: wrap;
  }
`;

const Notices = styled.div`
  margin-block-end: 16px;
`;

/**
 * /admin — 'Admin Dashboard', administrators only (the route's `admin` guard; every API it calls refuses anyone
 * else too). The `tab` query parameter selects the tab (users by default), so a reload keeps it.
 */
export default function AdminDashboardPage() {
  const { t } = useAdminT();
  useDocumentTitle(t('Admin Dashboard'));
  const { user, logoutMutation } = useAuth();
  const [params, setParams] = useSearchParams();
  const coursesOffered = useApiOffers('/api/admin/courses');
  const moderationOffered = useApiOffers('/api/forum/moderation/flags');
  const questionnaireOffered = useApiOffers('/api/admin/assessment-questions');
  const certificatesOffered = useApiOffers('/api/admin/certificates');
  const mail = useMailSettings();
  const offered: Record<string, boolean | undefined> = {
    '/api/admin/courses': coursesOffered,
    '/api/forum/moderation/flags': moderationOffered,
    '/api/admin/assessment-questions': questionnaireOffered,
    '/api/admin/certificates': certificatesOffered,
    '/api/admin/outbox': mail.data?.outboxReadable,
  };
  // A tab whose API the gateway's document does not list is not shown.
  const shown = adminTabs
    .filter((tab) => !tab.requires || offered[tab.requires] === true)
    .map((tab) => ({ ...tab, label: t(tab.label) }));
  const current = selectedTab(shown, params.get('tab'));
  const figures = useIdentityFigures(30);
  const courses = useCourseTotal();

  /** Opens a tab; other parameters (a previous tab's filters) are dropped unless given. */
  const open = (value: string, extra: Record<string, string> = {}) => {
    const next = new URLSearchParams(extra);
    if (value !== adminTabs[0]!.value) next.set('tab', value);
    setParams(next, { replace: false, preventScrollReset: true });
  };

  const totals = figures.data?.totals;
  const cards: StatCard[] = [
    {
      key: 'total-users',
      label: t('Total Users'),
      value: totals?.totalUsers,
      icon: statIcons.users,
      onSelect: () => open('users'),
      current: current.value === 'users' && !params.get('role'),
    },
    {
      key: 'active-educators',
      label: t('Active Educators'),
      value: totals?.activeEducators,
      icon: statIcons.educators,
      onSelect: () => open('users', { role: 'educator', status: 'active' }),
      current: current.value === 'users' && params.get('role') === 'educator',
    },
    {
      key: 'pending-approvals',
      label: t('Pending Approvals'),
      value: totals?.pendingApprovals,
      icon: statIcons.pending,
      onSelect: () => open('pending-educators'),
      current: current.value === 'pending-educators',
    },
  ];
  if (coursesOffered && !courses.query.isError) {
    cards.push({
      key: 'courses',
      label: t('Courses'),
      value: courses.query.data?.total,
      icon: statIcons.courses,
      onSelect: () => open('courses'),
      current: current.value === 'courses',
    });
  }

  return (
    <PageContainer $size="wide">
      <PageHeader
        eyebrow={t('Administration')}
        title={t('Admin Dashboard')}
        description={
          user?.firstName
            ? t('Welcome back, {{name}}. Manage accounts, review educators and follow what changed.', {
                name: user.firstName,
              })
            : t('Manage accounts, review educators and follow what changed.')
        }
        actions={
          <Button
            variant="outline"
            onClick={() => logoutMutation.mutate()}
            loading={logoutMutation.isPending}
          >
            <LogOut aria-hidden="true" size={16} />
            {t('Logout')}
          </Button>
        }
      />
      {figures.isError && (
        <Notices>
          <Alert variant="warning" role="alert">
            {errorMessage(figures.error, t('The platform figures could not be loaded.'))}
          </Alert>
        </Notices>
      )}
      {mail.data?.delivery === 'outbox' && (
        <Notices>
          <Alert variant="info">
            {mail.data.outboxReadable
              ? t(
                  'No mail server is configured: outgoing mail (reset links, approval notices) is kept in the local outbox of this demo platform instead of being sent — read it in the Outbox tab.',
                )
              : t(
                  'No mail server is configured: outgoing mail (reset links, approval notices) is kept in the local outbox of this demo platform instead of being sent.',
                )}
          </Alert>
        </Notices>
      )}
      <StatCards cards={cards} />
      <LazyTabPanels
        tabs={shown}
        value={current.value}
        onValueChange={(value) => open(value)}
        label={t('Admin sections')}
        List={WrappingList}
      />
    </PageContainer>
  );
}
