import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@canopy/auth';
import { PageContainer, PageHeader } from '@canopy/ui';
import { LazyTabPanels, selectedTab, useDocumentTitle } from '@canopy/ui/page-kit';
import { EducatorStats } from '../components/courses/EducatorStats';
import { QuickCourseDialog } from '../components/QuickCourseDialog';
import { educatorTabs } from './educator/educatorTabs';
import { QuickLoginButton } from './educator/QuickLoginButton';
import { useStudioT } from '../i18n/useStudioT';

/**
 * /educator and /educator-dashboard — 'Course Management': the educator's tools as tabs (educatorTabs.ts), the
 * `tab` query parameter selecting one. The route's `educator` guard admits active educators and administrators.
 */
export default function EducatorDashboardPage() {
  const { t } = useStudioT();
  useDocumentTitle(t('Course Management'));
  const { user } = useAuth();
  const tabs = educatorTabs.map(({ labelKey, ...tab }) => ({ ...tab, label: t(labelKey) }));
  const [params, setParams] = useSearchParams();
  const current = selectedTab(educatorTabs, params.get('tab'));

  const select = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === educatorTabs[0]!.value) next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('Educator studio')}
        title={t('Course Management')}
        description={
          user?.firstName ? t('Welcome back, {{name}}.', { name: user.firstName }) : t('Welcome back.')
        }
        actions={
          <>
            <QuickLoginButton />
            <QuickCourseDialog />
          </>
        }
      />
      <EducatorStats />
      <LazyTabPanels
        tabs={tabs}
        value={current.value}
        onValueChange={select}
        label={t('Course management')}
      />
    </PageContainer>
  );
}
