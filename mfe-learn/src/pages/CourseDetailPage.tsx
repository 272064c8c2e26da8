import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { GraduationCap, ListChecks, Sparkles } from 'lucide-react';
import { PageContainer, Tabs, TabsContent, TabsTrigger, toast, Breadcrumbs } from '@canopy/ui';
import { useAuth } from '@canopy/auth';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, useNumericParam } from '@canopy/ui/page-kit';
import { useCompleteLesson, useEnroll } from '../api/useLearnMutations';
import { useCourse, useCourseOutline } from '../api/useLearnQueries';
import { CourseLoadFailed } from '../components/CourseLoadFailed';
import { CourseNotFound } from '../components/CourseNotFound';
import { CourseSideCard } from '../components/CourseSideCard';
import { PageTabsList } from '../components/PageTabsList';
import { CourseHero } from './course-detail/CourseHero';
import { CurriculumPanel } from './course-detail/CurriculumPanel';
import { DetailLayout } from './course-detail/DetailLayout';
import { DetailSkeleton } from './course-detail/DetailSkeleton';
import { InstructorPanel } from './course-detail/InstructorPanel';
import { OverviewPanel } from './course-detail/OverviewPanel';
import { learnText, useLearnT } from '../i18n/useLearnT';

/**
 * Course detail (/courses/:id, public). Two reads: the course, and its outline (modules with lessons and,
 * signed in, the learner's progress).
 */
export default function CourseDetailPage() {
  const { t } = useLearnT();
  const courseId = useNumericParam('id');
  const { user } = useAuth();
  const course = useCourse(courseId);
  const outline = useCourseOutline(courseId);
  const enroll = useEnroll(courseId ?? 0);
  const complete = useCompleteLesson(courseId ?? 0);
  useDocumentTitle(course.data?.title);

  const failed = course.isError && !isNotFound(course.error);
  useEffect(() => {
    if (failed)
      toast({
        title: learnText('Error'),
        description: learnText('Failed to load course details. Please try again.'),
        variant: 'destructive',
      });
  }, [failed]);

  if (courseId === null) return <CourseNotFound />;
  if (course.isLoading) return <DetailSkeleton />;
  if (course.isError) {
    if (isNotFound(course.error)) return <CourseNotFound />;
    return <CourseLoadFailed onRetry={() => void course.refetch()} browseLink />;
  }
  const data = course.data!;

  return (
    <PageContainer>
      <Breadcrumbs linkAs={Link} items={[{ label: t('Courses'), to: '/courses' }, { label: data.title }]} />
      <DetailLayout>
        <CourseHero course={data} />

        <div className="aside">
          <CourseSideCard
            course={data}
            signedIn={Boolean(user)}
            outline={outline.data}
            outlineLoading={outline.isLoading}
            onEnroll={() => enroll.mutate()}
            enrolling={enroll.isPending}
          />
        </div>

        <div className="tabs">
          <Tabs defaultValue="overview">
            <PageTabsList aria-label={t('Course information')}>
              <TabsTrigger value="overview">
                <Sparkles aria-hidden="true" /> {t('Overview')}
              </TabsTrigger>
              <TabsTrigger value="curriculum">
                <ListChecks aria-hidden="true" /> {t('Curriculum')}
              </TabsTrigger>
              <TabsTrigger value="instructor">
                <GraduationCap aria-hidden="true" /> {t('Instructor')}
              </TabsTrigger>
            </PageTabsList>
            <TabsContent value="overview">
              <OverviewPanel course={data} />
            </TabsContent>
            <TabsContent value="curriculum">
              <CurriculumPanel
                courseId={data.id}
                outline={outline}
                onMarkComplete={(lessonId) => complete.mutate(lessonId)}
                markingLessonId={complete.isPending ? (complete.variables ?? null) : null}
              />
            </TabsContent>
            <TabsContent value="instructor">
              <InstructorPanel course={data} />
            </TabsContent>
          </Tabs>
        </div>
      </DetailLayout>
    </PageContainer>
  );
}
