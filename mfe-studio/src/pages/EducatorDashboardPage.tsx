import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@canopy/auth';
import { PageContainer, PageHeader } from '@canopy/ui';
import { LazyTabPanels, selectedTab, useDocumentTitle } from '@canopy/ui/page-kit';
import { EducatorStats } from '../components/courses/EducatorStats';
import { QuickCourseDialog } from '../components/QuickCourseDialog';
import { educatorTabs } from './educator/educatorTabs';
import { QuickLoginButton } from './educator/QuickLoginButton';

/**
 * /educator and /educator-dashboard — 'Course Management': the educator's tools as tabs (educatorTabs.ts), the
 * `tab` query parameter selecting one. The route's `educator` guard admits active educators and administrators.
 */
export default function EducatorDashboardPage() {
  useDocumentTitle('Course Management');
  const { user } = useAuth();
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
        eyebrow="Educator studio"
        title="Course Management"
        description={user?.firstName ? `Welcome back, ${user.firstName}.` : 'Welcome back.'}
        actions={
          <>
            <QuickLoginButton />
            <QuickCourseDialog />
          </>
        }
      />
      <EducatorStats />
      <LazyTabPanels
        tabs={educatorTabs}
        value={current.value}
        onValueChange={select}
        label="Course management"
      />
    </PageContainer>
  );
}
