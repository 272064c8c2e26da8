import { useMemo } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { CircleCheck, Clock } from 'lucide-react';
import { Alert, Badge, Button, ErrorState, PageContainer, Breadcrumbs } from '@canopy/ui';
import { isNotFound } from '@canopy/api-client/errors';
import { useDocumentTitle, useNumericParam } from '@canopy/ui/page-kit';
import { useCompleteLesson, useEnroll } from '../api/useLearnMutations';
import { useCourseOutline, useLesson } from '../api/useLearnQueries';
import { useCourseQuizStanding } from '../api/useLessonQuizzes';
import { CourseOutline } from '../components/CourseOutline';
import { MetaItems } from '../components/MetaItems';
import { PagePanel } from '../components/PagePanel';
import { certificateHref, lessonHref } from '../lib/links';
import { DEFAULT_LESSON_DISPLAY_NAME } from '@canopy/contracts';
import { useLearnT } from '../i18n/useLearnT';
import { LessonContent } from './lesson/LessonContent';
import { LessonDiscussions } from './lesson/LessonDiscussions';
import { LessonFeedback } from './lesson/LessonFeedback';
import { LessonFooter } from './lesson/LessonFooter';
import { LessonArticle, LessonHeader, LessonLayout } from './lesson/LessonLayout';
import { LessonSkeleton } from './lesson/LessonSkeleton';
import { LockedLesson } from './lesson/LockedLesson';
import { LessonQuizzes } from './lesson/quiz/LessonQuizzes';

/** Lesson view (/courses/:id/lessons/:lessonId, signed in): content, video, document, Mark Complete, prev/next. */
export default function LessonPage() {
  const { t } = useLearnT();
  const routeCourseId = useNumericParam('id');
  const lessonId = useNumericParam('lessonId');
  const lesson = useLesson(lessonId);
  const courseId = lesson.data?.course.id ?? routeCourseId;
  // One read for the contents beside the lesson and the learner's progress in the course.
  const outline = useCourseOutline(courseId);
  const progress = outline.data?.learner;
  const complete = useCompleteLesson(courseId ?? 0);
  const enroll = useEnroll(courseId ?? 0);
  useDocumentTitle(lesson.data ? `${lesson.data.title} · ${lesson.data.course.title}` : null);

  const completedIds = useMemo(() => new Set(progress?.completedLessonIds ?? []), [progress]);
  // Passed quizzes count towards progress: the contents beside the lesson say which are done.
  const quizStanding = useCourseQuizStanding(outline.data?.modules ?? [], Boolean(progress?.enrolled));
  const outlineLesson = useMemo(
    () => outline.data?.modules.flatMap((m) => m.lessons).find((l) => l.id === lessonId),
    [outline.data, lessonId],
  );
  const position = useMemo(() => {
    for (const [mi, module] of (outline.data?.modules ?? []).entries()) {
      const li = module.lessons.findIndex((l) => l.id === lessonId);
      if (li >= 0) return { module: mi + 1, lesson: li + 1, of: module.lessons.length };
    }
    return null;
  }, [outline.data, lessonId]);

  const notFound = (
    <PagePanel
      title={t('Lesson Not Found')}
      message={t("This lesson doesn't exist or is no longer part of the course.")}
      action={
        <Button asChild size="lg">
          <Link to={routeCourseId ? `/courses/${routeCourseId}` : '/courses'}>
            {routeCourseId ? t('Back to Course') : t('Browse Courses')}
          </Link>
        </Button>
      }
    />
  );
  if (lessonId === null) return notFound;
  if (lesson.isLoading) return <LessonSkeleton />;
  if (lesson.isError) {
    if (isNotFound(lesson.error)) return notFound;
    return (
      <PageContainer $size="narrow">
        <ErrorState
          as="h1"
          title={t("We couldn't load this lesson")}
          message={t('Please check your connection and try again.')}
          onRetry={() => void lesson.refetch()}
        />
      </PageContainer>
    );
  }
  const data = lesson.data!;
  // A lesson opened under another course's URL: go to its real address so links and progress agree.
  if (routeCourseId !== data.course.id) return <Navigate to={lessonHref(data.course.id, data.id)} replace />;

  const completed = data.completed || completedIds.has(data.id);
  const certificate = progress?.completed ? progress.certificate : null;
  const locked = data.locked || !data.enrolled;

  return (
    <PageContainer $size="wide">
      <Breadcrumbs
        linkAs={Link}
        items={[
          { label: t('Courses'), to: '/courses' },
          { label: data.course.title, to: `/courses/${data.course.id}/dashboard` },
          { label: data.title },
        ]}
      />
      <LessonLayout>
        <LessonArticle aria-labelledby="lesson-title">
          <LessonHeader>
            <span className="eyebrow">
              {data.module.title}
              {position
                ? ` · ${
                    // The default name ('Lesson') is the platform's word, said in the page's language.
                    data.displayName && data.displayName !== DEFAULT_LESSON_DISPLAY_NAME
                      ? t('{{name}} {{n}} of {{of}}', {
                          name: data.displayName,
                          n: position.lesson,
                          of: position.of,
                        })
                      : t('Lesson {{n}} of {{of}}', { n: position.lesson, of: position.of })
                  }`
                : ''}
            </span>
            <h1 id="lesson-title">{data.title}</h1>
            <MetaItems>
              <span>
                <Clock aria-hidden="true" /> {t('{{n}} min', { n: data.duration })}
              </span>
              <span>{data.isShortForm ? t('Short lesson') : t('In-depth lesson')}</span>
              {completed && (
                <Badge $variant="success">
                  <CircleCheck aria-hidden="true" /> {t('Completed')}
                </Badge>
              )}
            </MetaItems>
          </LessonHeader>

          {certificate && (
            <Alert variant="success" title={t('You completed this course!')} role="status">
              {t('Well done. Your certificate of completion is ready.')}{' '}
              <Link to={certificateHref(certificate.code)}>{t('View your certificate')}</Link>
            </Alert>
          )}

          {locked ? (
            <LockedLesson
              courseId={data.course.id}
              courseTitle={data.course.title}
              onEnroll={() => enroll.mutate()}
              enrolling={enroll.isPending}
            />
          ) : (
            <LessonContent lesson={data} />
          )}

          {!locked && (
            <LessonQuizzes lessonId={data.id} courseId={data.course.id} expected={outlineLesson?.quizCount} />
          )}

          {data.enrolled && <LessonFeedback courseId={data.course.id} lessonId={data.id} />}

          <LessonFooter
            lesson={data}
            locked={locked}
            completed={completed}
            certificate={certificate}
            onComplete={() => complete.mutate(data.id)}
            completing={complete.isPending}
          />

          {!locked && data.hasDiscussion && (
            <LessonDiscussions courseId={data.course.id} lessonId={data.id} lessonTitle={data.title} />
          )}
        </LessonArticle>

        <aside aria-label={t('Course progress')}>
          <CourseOutline
            courseId={data.course.id}
            modules={outline.data?.modules ?? []}
            loading={outline.isLoading}
            currentLessonId={data.id}
            completedLessonIds={completedIds}
            progress={progress?.enrolled ? progress.progress : undefined}
            completedLessons={progress?.completedLessons}
            totalLessons={progress?.totalLessons}
            quizzes={progress?.enrolled ? quizStanding : undefined}
          />
        </aside>
      </LessonLayout>
    </PageContainer>
  );
}
