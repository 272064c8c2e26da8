import { useMemo } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, ArrowRight, Award, CircleCheck, Clock, ExternalLink, FileText, Lock } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  Card,
  ErrorState,
  IconTile,
  PageContainer,
  Skeleton,
  VisuallyHiddenText,
} from '@canopy/ui';
import type { LessonDetail } from '@canopy/contracts';
import { isNotFound } from '../api/errorMessage';
import { useCompleteLesson, useEnroll } from '../api/useLearnMutations';
import { useAllLessons, useCourseModules, useCourseProgress, useLesson } from '../api/useLearnQueries';
import { MetaItems } from '../components/MetaItems';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CourseOutline } from '../components/CourseOutline';
import { LessonVideo } from '../components/LessonVideo';
import { PagePanel } from '../components/PagePanel';
import { Prose } from '../components/Prose';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useNumericParam } from '../hooks/useNumericParam';
import { certificateHref, lessonHref } from '../lib/links';
import { safeLinkHref } from '../lib/video';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    column-gap: 40px;
    align-items: start;
    > aside {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
      max-height: calc(100vh - 120px);
      overflow-y: auto;
    }
  }
`;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: 10px;
  .eyebrow {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.accent};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
`;

const Extra = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const DocumentCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 18px 20px;
  .text {
    flex: 1;
    min-width: 160px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-family: ${({ theme }) => theme.fonts.body};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Footer = styled.nav`
  display: grid;
  grid-template-columns: 1fr;
  gap: 12px;
  padding-top: 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr auto 1fr;
    align-items: center;
    > :first-child {
      justify-self: start;
    }
    > :nth-child(2) {
      justify-self: center;
    }
    > :last-child {
      justify-self: end;
    }
  }
  a,
  button {
    max-width: 100%;
  }
  a span.label {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const CompleteBox = styled.div`
  display: flex;
  justify-content: center;
`;

const extras: {
  key: keyof Pick<LessonDetail, 'practicalApplication' | 'caseStudy' | 'actionSteps' | 'reflectionPrompts'>;
  title: string;
}[] = [
  { key: 'practicalApplication', title: 'Practical application' },
  { key: 'caseStudy', title: 'Case study' },
  { key: 'actionSteps', title: 'Action steps' },
  { key: 'reflectionPrompts', title: 'Reflect' },
];

function LessonSkeleton() {
  return (
    <PageContainer>
      <div role="status" aria-live="polite">
        <VisuallyHiddenText>Loading lesson</VisuallyHiddenText>
      </div>
      <Layout aria-hidden="true">
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Skeleton $width="180px" $height="14px" />
          <Skeleton $width="70%" $height="40px" />
          <Skeleton $height="auto" $radius="16px" style={{ aspectRatio: '16 / 9' }} />
          <Skeleton $height="16px" />
          <Skeleton $height="16px" />
          <Skeleton $width="60%" $height="16px" />
        </div>
        <Skeleton $height="360px" $radius="16px" />
      </Layout>
    </PageContainer>
  );
}

/** Lesson view (/courses/:id/lessons/:lessonId, signed in): content, video, document, Mark Complete, prev/next. */
export default function LessonPage() {
  const routeCourseId = useNumericParam('id');
  const lessonId = useNumericParam('lessonId');
  const lesson = useLesson(lessonId);
  const courseId = lesson.data?.course.id ?? routeCourseId;
  const progress = useCourseProgress(courseId);
  const modules = useCourseModules(courseId);
  const outline = useAllLessons(modules.data);
  const complete = useCompleteLesson(courseId ?? 0);
  const enroll = useEnroll(courseId ?? 0);
  useDocumentTitle(lesson.data ? `${lesson.data.title} · ${lesson.data.course.title}` : null);

  const completedIds = useMemo(() => new Set(progress.data?.completedLessonIds ?? []), [progress.data]);
  const position = useMemo(() => {
    for (const [mi, entry] of outline.byModule.entries()) {
      const li = entry.lessons.findIndex((l) => l.id === lessonId);
      if (li >= 0) return { module: mi + 1, lesson: li + 1, of: entry.lessons.length };
    }
    return null;
  }, [outline.byModule, lessonId]);

  const notFound = (
    <PagePanel
      title="Lesson Not Found"
      message="This lesson doesn't exist or is no longer part of the course."
      action={
        <Button asChild size="lg">
          <Link to={routeCourseId ? `/courses/${routeCourseId}` : '/courses'}>
            {routeCourseId ? 'Back to Course' : 'Browse Courses'}
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
          title="We couldn't load this lesson"
          message="Please check your connection and try again."
          onRetry={() => void lesson.refetch()}
        />
      </PageContainer>
    );
  }
  const data = lesson.data!;
  // A lesson opened under another course's URL: go to its real address so links and progress agree.
  if (routeCourseId !== data.course.id) return <Navigate to={lessonHref(data.course.id, data.id)} replace />;

  const completed = data.completed || completedIds.has(data.id);
  const certificate = progress.data?.completed ? progress.data.certificate : null;
  const documentHref = safeLinkHref(data.documentUrl, window.location.origin);
  const locked = data.locked || !data.enrolled;

  return (
    <PageContainer $size="wide">
      <Breadcrumbs
        items={[
          { label: 'Courses', to: '/courses' },
          { label: data.course.title, to: `/courses/${data.course.id}/dashboard` },
          { label: data.title },
        ]}
      />
      <Layout>
        <Article aria-labelledby="lesson-title">
          <Header>
            <span className="eyebrow">
              {data.module.title}
              {position ? ` · Lesson ${position.lesson} of ${position.of}` : ''}
            </span>
            <h1 id="lesson-title">{data.title}</h1>
            <MetaItems>
              <span>
                <Clock aria-hidden="true" /> {data.duration} min
              </span>
              {completed && (
                <Badge $variant="success">
                  <CircleCheck aria-hidden="true" /> Completed
                </Badge>
              )}
            </MetaItems>
          </Header>

          {certificate && (
            <Alert variant="success" title="You completed this course!" role="status">
              Well done. Your certificate of completion is ready.{' '}
              <Link to={certificateHref(certificate.code)}>View your certificate</Link>
            </Alert>
          )}

          {locked ? (
            <Card
              $padding="md"
              style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}
            >
              <Lock aria-hidden="true" />
              <h2 style={{ fontSize: '1.25rem' }}>Enroll to open this lesson</h2>
              <p>
                Lesson content, videos and documents are available to learners enrolled in “
                {data.course.title}”.
              </p>
              <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
                <Button loading={enroll.isPending} onClick={() => enroll.mutate()}>
                  Enroll Now
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/courses/${data.course.id}`}>View course</Link>
                </Button>
              </div>
            </Card>
          ) : (
            <>
              <LessonVideo url={data.videoUrl} title={data.title} />
              {data.content?.trim() ? <Prose source={data.content} /> : null}
              {extras.map(({ key, title }) =>
                data[key]?.trim() ? (
                  <Extra key={key} aria-label={title}>
                    <h2>{title}</h2>
                    <Prose source={data[key]} />
                  </Extra>
                ) : null,
              )}
              {documentHref && (
                <DocumentCard>
                  <IconTile $tone="info" aria-hidden="true">
                    <FileText />
                  </IconTile>
                  <div className="text">
                    <h2>Lesson document</h2>
                    <p>Reading material that goes with this lesson.</p>
                  </div>
                  <Button asChild variant="outline">
                    <a href={documentHref} target="_blank" rel="noopener noreferrer">
                      Open document <ExternalLink aria-hidden="true" />
                      <VisuallyHiddenText> (opens in a new tab)</VisuallyHiddenText>
                    </a>
                  </Button>
                </DocumentCard>
              )}
            </>
          )}

          <Footer aria-label="Lesson navigation">
            {data.previousLessonId ? (
              <Button asChild variant="outline">
                <Link to={lessonHref(data.course.id, data.previousLessonId)} rel="prev">
                  <ArrowLeft aria-hidden="true" /> <span className="label">Previous lesson</span>
                </Link>
              </Button>
            ) : (
              <span />
            )}
            <CompleteBox>
              {!locked &&
                (completed ? (
                  <Badge $variant="success" style={{ padding: '8px 14px', fontSize: 14 }}>
                    <CircleCheck aria-hidden="true" /> Lesson completed
                  </Badge>
                ) : (
                  <Button size="lg" loading={complete.isPending} onClick={() => complete.mutate(data.id)}>
                    <CircleCheck aria-hidden="true" /> Mark Complete
                  </Button>
                ))}
            </CompleteBox>
            {data.nextLessonId ? (
              <Button asChild variant={completed ? 'primary' : 'outline'}>
                <Link to={lessonHref(data.course.id, data.nextLessonId)} rel="next">
                  <span className="label">Next lesson</span> <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : certificate ? (
              <Button asChild>
                <Link to={certificateHref(certificate.code)}>
                  <Award aria-hidden="true" /> View certificate
                </Link>
              </Button>
            ) : (
              <Button asChild variant="outline">
                <Link to={`/courses/${data.course.id}/dashboard`}>Course dashboard</Link>
              </Button>
            )}
          </Footer>
        </Article>

        <aside aria-label="Course progress">
          <CourseOutline
            courseId={data.course.id}
            modules={outline.byModule}
            loading={modules.isLoading || outline.isLoading}
            currentLessonId={data.id}
            completedLessonIds={completedIds}
            progress={progress.data?.enrolled ? progress.data.progress : undefined}
            completedLessons={progress.data?.completedLessons}
            totalLessons={progress.data?.totalLessons}
          />
        </aside>
      </Layout>
    </PageContainer>
  );
}
