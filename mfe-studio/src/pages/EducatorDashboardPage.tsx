import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '@canopy/auth';
import { PageContainer, PageHeader, PageSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@canopy/ui';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { EducatorStats } from '../components/courses/EducatorStats';
import { QuickCourseDialog } from '../components/QuickCourseDialog';
import { educatorTabs, selectedTab } from './educator/educatorTabs';
import { QuickLoginButton } from './educator/QuickLoginButton';

const TabIcon = styled.span`
  display: inline-flex;
  svg {
    width: 16px;
    height: 16px;
  }
`;

/**
 * /educator and /educator-dashboard — 'Course Management': the educator's tools as tabs (educatorTabs.ts), the
 * `tab` query parameter selecting one. The route's `educator` guard admits active educators and administrators.
 */
export default function EducatorDashboardPage() {
  useDocumentTitle('Course Management');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = selectedTab(params.get('tab'));

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
      <Tabs value={current.value} onValueChange={select}>
        <TabsList aria-label="Course management">
          {educatorTabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <TabIcon>
                <Icon aria-hidden="true" />
              </TabIcon>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {educatorTabs.map(({ value, Component }) => (
          <TabsContent key={value} value={value}>
            {value === current.value && (
              <Suspense fallback={<PageSpinner />}>
                <Component />
              </Suspense>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
