import { Suspense, lazy } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen, FileQuestion, LayoutDashboard, Layers, Settings } from 'lucide-react';
import type { CourseDetail } from '@canopy/contracts';
import { useAuth } from '@canopy/auth';
import { PageContainer, PageSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@canopy/ui';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, useNumericParam } from '@canopy/ui/page-kit';
import { PageLoadFailed } from '../components/PageStates';
import { useStudioT } from '../i18n/useStudioT';
import { useBuilderCourse } from '../api/useCourseBuilder';
import { BuilderHeader } from './builder/BuilderHeader';
import { BuilderSkeleton, CourseNotFound } from './builder/BuilderStates';
import {
  builderTabLabels,
  builderTabValues,
  selectedBuilderTab,
  type BuilderTabValue,
} from './builder/builderTabs';

// Each tab is its own chunk: the Overview's charts or the Settings form load only when opened.
const OverviewTab = lazy(() => import(/* webpackChunkName: "builder-overview" */ './builder/OverviewTab'));
/** The query parameters the Quizzes tab keeps its state in. */
const quizTabParams = ['module', 'quiz', 'lesson', 'submissions'] as const;

const ModulesTab = lazy(() => import(/* webpackChunkName: "builder-modules" */ './builder/ModulesTab'));
const LessonsTab = lazy(() => import(/* webpackChunkName: "builder-lessons" */ './builder/LessonsTab'));
const QuizzesTab = lazy(
  () => import(/* webpackChunkName: "builder-quizzes" */ './builder/quizzes/QuizzesTab'),
);
const SettingsTab = lazy(() => import(/* webpackChunkName: "builder-settings" */ './builder/SettingsTab'));

const panels: Record<
  BuilderTabValue,
  { Component: React.ComponentType<{ course: CourseDetail }>; Icon: typeof Layers }
> = {
  overview: { Component: OverviewTab, Icon: LayoutDashboard },
  modules: { Component: ModulesTab, Icon: Layers },
  lessons: { Component: LessonsTab, Icon: BookOpen },
  quizzes: { Component: QuizzesTab, Icon: FileQuestion },
  settings: { Component: SettingsTab, Icon: Settings },
};

const TabList = styled(TabsList)`
  display: flex;
  inline-size: 100%;
  ${({ theme }) => theme.media.md} {
    display: inline-flex;
    inline-size: auto;
  }
  /* Five labels fit a phone's width only without their icons and with less padding. */
  gap: 2px;
  & > button {
    padding-block: 0;
    padding-inline: 4px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    ${({ theme }) => theme.media.sm} {
      padding-inline: 12px;
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
  svg {
    display: none;
    ${({ theme }) => theme.media.sm} {
      display: inline;
    }
  }
`;

/**
 * /courses/{id}/builder — the educator builds one of their courses: Overview, Modules, Lessons, Quizzes and
 * Settings, the `tab` query parameter selecting one. Another educator's course is 'Course not found', even an
 * approved one the catalogue shows (administrators may open any).
 */
export default function CourseBuilderPage() {
  const { t } = useStudioT();
  const courseId = useNumericParam('id') ?? 0;
  const course = useBuilderCourse(courseId);
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const current = selectedBuilderTab(params.get('tab'));
  const data = course.data;
  const foreign = data && user && user.role !== 'admin' && data.instructorId !== user.id;
  useDocumentTitle(data && !foreign ? t('{{title}} · Course Builder', { title: data.title }) : null);

  if (courseId === 0 || isNotFound(course.error) || foreign) return <CourseNotFound />;
  if (course.isLoading) return <BuilderSkeleton />;
  if (course.isError || !data) {
    return <PageLoadFailed what="course" error={course.error} onRetry={() => void course.refetch()} />;
  }

  const select = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'overview') next.delete('tab');
    else next.set('tab', value);
    // The Quizzes tab's own parameters (which form or submissions view is open) do not carry over: coming back to
    // the tab shows its list, not an editor left open earlier.
    if (value !== 'quizzes') for (const key of quizTabParams) next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <PageContainer>
      <BuilderHeader course={data} />
      <Tabs value={current} onValueChange={select}>
        <TabList aria-label={t('Course builder')}>
          {builderTabValues.map((value) => {
            const { Icon } = panels[value];
            return (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {t(builderTabLabels[value])}
              </TabsTrigger>
            );
          })}
        </TabList>
        {builderTabValues.map((value) => {
          const { Component } = panels[value];
          return (
            <TabsContent key={value} value={value}>
              {value === current && (
                <Suspense fallback={<PageSpinner />}>
                  <Component course={data} />
                </Suspense>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </PageContainer>
  );
}
