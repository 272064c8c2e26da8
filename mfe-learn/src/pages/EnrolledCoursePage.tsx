import { Link, useSearchParams } from 'react-router-dom';
import { useEffect, useMemo } from 'react';
import { FolderOpen, Layers, LayoutDashboard, MessageSquareQuote, MessagesSquare } from 'lucide-react';
import {
  Breadcrumbs,
  PageContainer,
  Spinner,
  Tabs,
  TabsContent,
  TabsTrigger,
  lazyPart,
  whenIdle,
} from '@canopy/ui';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, useNumericParam } from '@canopy/ui/page-kit';
import { useCompleteLesson, useEnroll } from '../api/useLearnMutations';
import { useCourse, useCourseMilestones, useCourseOutline, useEnrollments } from '../api/useLearnQueries';
import { CourseLoadFailed } from '../components/CourseLoadFailed';
import { CourseNotFound } from '../components/CourseNotFound';
import { OfflineCourseCard } from '../components/OfflineCourseCard';
import { PageTabsList } from '../components/PageTabsList';
import { courseResources } from '../lib/courseResources';
import { CertificateBanner } from './enrolled/CertificateBanner';
import { EnrolledHeader } from './enrolled/EnrolledHeader';
import { EnrolledSkeleton } from './enrolled/EnrolledSkeleton';
import { NotEnrolledPanel } from './enrolled/NotEnrolledPanel';
import { OverviewPanel } from './enrolled/OverviewPanel';
import { useLearnT } from '../i18n/useLearnT';

// The dashboard opens on its overview. The other tabs' code (the discussion form with its schemas, the markdown
// renderer and sanitiser of ebooks) is not needed to show it: it loads when the browser is idle after the
// overview is up, or at once when a tab is chosen before that.
const pending = () => <Spinner />;
const ModulesPanel = lazyPart(() => import('./enrolled/ModulesPanel'), 'ModulesPanel', pending);
const DiscussionsPanel = lazyPart(() => import('./enrolled/DiscussionsPanel'), 'DiscussionsPanel', pending);
const ResourcesTab = lazyPart(() => import('./enrolled/ResourcesTab'), 'ResourcesTab', pending);
const FeedbackPanel = lazyPart(() => import('./enrolled/FeedbackPanel'), 'FeedbackPanel', pending);
const preloadTabs = () =>
  void Promise.allSettled([
    ModulesPanel.preload(),
    DiscussionsPanel.preload(),
    ResourcesTab.preload(),
    FeedbackPanel.preload(),
  ]);

/** The tabs, by the `tab` query parameter that names them (a notification opens `?tab=feedback`). */
const tabValues = ['overview', 'modules', 'discussions', 'resources', 'feedback'] as const;
type TabValue = (typeof tabValues)[number];
const isTab = (v: string | null): v is TabValue => tabValues.includes(v as TabValue);

/**
 * Enrolled-course view (/courses/:id/dashboard, signed in; `?tab=` opens a tab). Four reads: the course, the learner's enrollments
 * (shared with the home page and catalogue), the course outline (modules, lessons, progress) and the milestones.
 */
export default function EnrolledCoursePage() {
  const { t } = useLearnT();
  const courseId = useNumericParam('id');
  const course = useCourse(courseId);
  const enrollments = useEnrollments();
  const outline = useCourseOutline(courseId);
  const learner = outline.data?.learner ?? null;
  const enrolled = Boolean(learner?.enrolled);
  const milestones = useCourseMilestones(courseId, enrolled);
  const complete = useCompleteLesson(courseId ?? 0);
  const enroll = useEnroll(courseId ?? 0);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'overview';
  const chooseTab = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  useDocumentTitle(course.data ? t('{{title}} · Dashboard', { title: course.data.title }) : null);
  useEffect(() => (enrolled ? whenIdle(preloadTabs) : undefined), [enrolled]);

  const enrollment = useMemo(
    () => enrollments.data?.find((e) => e.courseId === courseId),
    [enrollments.data, courseId],
  );
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const resources = useMemo(
    () => courseResources(outline.data?.modules ?? [], origin),
    [outline.data, origin],
  );

  if (courseId === null) return <CourseNotFound />;
  if (course.isLoading || outline.isLoading || enrollments.isLoading) return <EnrolledSkeleton />;
  if (course.isError && isNotFound(course.error)) return <CourseNotFound />;
  if (course.isError || outline.isError || enrollments.isError) {
    return (
      <CourseLoadFailed
        onRetry={() => {
          void course.refetch();
          void outline.refetch();
          void enrollments.refetch();
        }}
      />
    );
  }
  const data = course.data!;
  const modules = outline.data?.modules ?? [];

  if (!enrolled || !enrollment || !learner) {
    return <NotEnrolledPanel course={data} onEnroll={() => enroll.mutate()} enrolling={enroll.isPending} />;
  }
  const certificate = learner.completed ? learner.certificate : null;
  const markingLessonId = complete.isPending ? (complete.variables ?? null) : null;

  return (
    <PageContainer>
      <Breadcrumbs
        linkAs={Link}
        items={[
          { label: t('Courses'), to: '/courses' },
          { label: data.title, to: `/courses/${data.id}` },
          { label: t('Dashboard') },
        ]}
      />
      <EnrolledHeader course={data} enrollment={enrollment} learner={learner} />
      {certificate && <CertificateBanner certificate={certificate} />}

      <Tabs value={tab} onValueChange={chooseTab}>
        <PageTabsList aria-label={t('Course dashboard')}>
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" /> {t('Overview')}
          </TabsTrigger>
          <TabsTrigger value="modules">
            <Layers aria-hidden="true" /> {t('Modules')}
          </TabsTrigger>
          <TabsTrigger value="discussions">
            <MessagesSquare aria-hidden="true" /> {t('Discussions')}
          </TabsTrigger>
          <TabsTrigger value="resources">
            <FolderOpen aria-hidden="true" /> {t('Resources')}
          </TabsTrigger>
          <TabsTrigger value="feedback">
            <MessageSquareQuote aria-hidden="true" /> {t('Feedback')}
          </TabsTrigger>
        </PageTabsList>

        <TabsContent value="overview">
          <OverviewPanel
            enrollment={enrollment}
            learner={learner}
            resources={resources}
            quizCount={outline.data?.quizCount ?? 0}
            milestones={milestones}
            offline={outline.data && <OfflineCourseCard course={data} outline={outline.data} />}
          />
        </TabsContent>
        <TabsContent value="modules">
          <ModulesPanel
            courseId={data.id}
            modules={modules}
            learner={learner}
            onMarkComplete={(lessonId) => complete.mutate(lessonId)}
            markingLessonId={markingLessonId}
          />
        </TabsContent>
        <TabsContent value="discussions">
          <DiscussionsPanel courseId={data.id} courseTitle={data.title} modules={modules} />
        </TabsContent>
        <TabsContent value="resources">
          <ResourcesTab courseId={data.id} resources={resources} />
        </TabsContent>
        <TabsContent value="feedback">
          <FeedbackPanel courseId={data.id} courseTitle={data.title} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
