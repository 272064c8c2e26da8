import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  ArrowRight,
  Award,
  BookOpen,
  CalendarClock,
  FileText,
  Flag,
  FolderOpen,
  History,
  Info,
  Layers,
  LayoutDashboard,
  MessagesSquare,
  PlayCircle,
  Video,
} from 'lucide-react';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageContainer,
  Progress,
  Skeleton,
  Tabs,
  TabsContent,
  TabsTrigger,
  VisuallyHiddenText,
} from '@canopy/ui';
import { format } from 'date-fns';
import type { Lesson, Module } from '@canopy/contracts';
import { isNotFound } from '../api/errorMessage';
import { useCompleteLesson, useEnroll } from '../api/useLearnMutations';
import {
  useAllLessons,
  useCourse,
  useCourseMilestones,
  useCourseModules,
  useCourseProgress,
  useEnrollments,
} from '../api/useLearnQueries';
import { MetaItems } from '../components/MetaItems';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CertificateActions } from '../components/CertificateActions';
import { CompetencyCard } from '../components/CompetencyCard';
import { CourseImage } from '../components/CourseImage';
import { CurriculumModule, ModuleStack } from '../components/CurriculumModule';
import { CardEmpty, DashboardCard } from '../components/DashboardCard';
import { GoalsCard } from '../components/GoalsCard';
import { InfoTiles } from '../components/InfoTiles';
import { MilestoneTimeline } from '../components/MilestoneTimeline';
import { PagePanel } from '../components/PagePanel';
import { PageTabsList } from '../components/PageTabsList';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useNumericParam } from '../hooks/useNumericParam';
import { lastActivityLabel } from '../lib/lastActivityLabel';
import { lessonHref, resumeHref } from '../lib/links';
import { plural } from '../lib/progress';
import { lessonVideo, safeLinkHref } from '../lib/video';

const Header = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin-bottom: 28px;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

// A wide, low banner on phones; a picture beside the text from 768 px.
const HeaderImage = styled(CourseImage)`
  && {
    aspect-ratio: 3 / 1;
  }
  ${({ theme }) => theme.media.md} {
    && {
      aspect-ratio: auto;
      height: 100%;
    }
  }
`;

const HeaderBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 22px 24px;
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
  .progress {
    display: flex;
    flex-direction: column;
    gap: 6px;
    max-width: 560px;
  }
  .progress .row {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .progress strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.primary};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
  }
`;

const CertificateBanner = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 20px;
  margin-bottom: 28px;
  padding: 20px 24px;
  border-color: #e7cf9f;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.accentSoft},
    ${({ theme }) => theme.colors.surface} 70%
  );
  .medal {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 52px;
    height: 52px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    flex-shrink: 0;
  }
  .medal svg {
    width: 26px;
    height: 26px;
  }
  .text {
    flex: 1;
    min-width: 200px;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Overview = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: start;
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 24px;
    min-width: 0;
  }
`;

const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-bottom: 16px;
`;

const ResourceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 10px 14px;
    padding: 14px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  .kind {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.info};
    flex-shrink: 0;
  }
  .kind svg {
    width: 18px;
    height: 18px;
  }
  .text {
    flex: 1;
    min-width: 160px;
    display: flex;
    flex-direction: column;
  }
  .text a {
    font-weight: 600;
  }
  .text span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface Resource {
  key: string;
  kind: 'video' | 'document';
  href: string;
  external: boolean;
  lesson: Lesson;
  module: Module;
}

function collectResources(byModule: { module: Module; lessons: Lesson[] }[], origin: string): Resource[] {
  const out: Resource[] = [];
  for (const { module, lessons } of byModule) {
    for (const lesson of lessons) {
      const video = lessonVideo(lesson.videoUrl, origin);
      if (video) {
        const href =
          video.kind === 'youtube' ? video.watchUrl : video.kind === 'file' ? video.src : video.href;
        out.push({
          key: `v${lesson.id}`,
          kind: 'video',
          href,
          external: !href.startsWith('/'),
          lesson,
          module,
        });
      }
      const doc = safeLinkHref(lesson.documentUrl, origin);
      if (doc)
        out.push({
          key: `d${lesson.id}`,
          kind: 'document',
          href: doc,
          external: !doc.startsWith('/'),
          lesson,
          module,
        });
    }
  }
  return out;
}

function PageSkeleton() {
  return (
    <PageContainer>
      <div role="status" aria-live="polite">
        <VisuallyHiddenText>Loading your course</VisuallyHiddenText>
      </div>
      <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <Skeleton $width="240px" $height="14px" />
        <Skeleton $height="190px" $radius="16px" />
        <Skeleton $width="420px" $height="46px" $radius="10px" />
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 20 }}
        >
          <Skeleton $height="260px" $radius="16px" />
          <Skeleton $height="260px" $radius="16px" />
        </div>
      </div>
    </PageContainer>
  );
}

/** Enrolled-course view (/courses/:id/dashboard, signed in). */
export default function EnrolledCoursePage() {
  const courseId = useNumericParam('id');
  const course = useCourse(courseId);
  const enrollments = useEnrollments();
  const progress = useCourseProgress(courseId);
  const modules = useCourseModules(courseId);
  const enrolled = Boolean(progress.data?.enrolled);
  const milestones = useCourseMilestones(courseId, enrolled);
  const lessons = useAllLessons(enrolled ? modules.data : undefined);
  const complete = useCompleteLesson(courseId ?? 0);
  const enroll = useEnroll(courseId ?? 0);
  useDocumentTitle(course.data ? `${course.data.title} · Dashboard` : null);

  const enrollment = useMemo(
    () => enrollments.data?.find((e) => e.courseId === courseId),
    [enrollments.data, courseId],
  );
  const completedIds = useMemo(() => new Set(progress.data?.completedLessonIds ?? []), [progress.data]);
  const completedByModule = useMemo(
    () => new Map((progress.data?.modules ?? []).map((m) => [m.moduleId, m.completedLessons])),
    [progress.data],
  );
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const resources = useMemo(() => collectResources(lessons.byModule, origin), [lessons.byModule, origin]);

  const notFound = (
    <PagePanel
      title="Course Not Found"
      message="The course you're looking for doesn't exist or is no longer available."
      action={
        <Button asChild size="lg">
          <Link to="/courses">Browse Courses</Link>
        </Button>
      }
    />
  );
  if (courseId === null) return notFound;
  if (course.isLoading || progress.isLoading || enrollments.isLoading) return <PageSkeleton />;
  if (course.isError && isNotFound(course.error)) return notFound;
  if (course.isError || progress.isError || enrollments.isError) {
    return (
      <PageContainer $size="narrow">
        <ErrorState
          as="h1"
          title="Failed to load course details"
          message="Failed to load course details. Please try again."
          onRetry={() => {
            void course.refetch();
            void progress.refetch();
            void enrollments.refetch();
          }}
        />
      </PageContainer>
    );
  }
  const data = course.data!;
  const p = progress.data!;

  if (!enrolled || !enrollment) {
    return (
      <PageContainer $size="narrow">
        <Breadcrumbs
          items={[
            { label: 'Courses', to: '/courses' },
            { label: data.title, to: `/courses/${data.id}` },
            { label: 'Dashboard' },
          ]}
        />
        <PagePanel
          contained={false}
          icon={<LayoutDashboard />}
          title="You're not enrolled in this course yet"
          message={`Enroll in “${data.title}” to track your progress, set goals and earn a certificate.`}
          action={
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
              <Button loading={enroll.isPending} onClick={() => enroll.mutate()}>
                Enroll Now
              </Button>
              <Button asChild variant="outline">
                <Link to={`/courses/${data.id}`}>View course</Link>
              </Button>
            </div>
          }
        />
      </PageContainer>
    );
  }

  const lastActive = lastActivityLabel(enrollment.lastActiveAt);
  const moduleList = modules.data ?? [];
  const allLessons = lessons.byModule.flatMap((m) => m.lessons);
  const lessonsKnown = !modules.isLoading && !lessons.isLoading && !lessons.isError;
  const videoCount = lessonsKnown
    ? allLessons.filter((l) => lessonVideo(l.videoUrl, origin)).length
    : undefined;
  const documentCount = lessonsKnown
    ? allLessons.filter((l) => safeLinkHref(l.documentUrl, origin)).length
    : undefined;
  const certificate = p.completed ? p.certificate : null;

  return (
    <PageContainer>
      <Breadcrumbs
        items={[
          { label: 'Courses', to: '/courses' },
          { label: data.title, to: `/courses/${data.id}` },
          { label: 'Dashboard' },
        ]}
      />

      <Header as="header">
        <HeaderImage
          src={data.imageUrl}
          categoryIcon={data.category?.icon}
          seed={data.id}
          ratio="16 / 10"
          priority
        />
        <HeaderBody>
          <h1>{data.title}</h1>
          <MetaItems>
            <span>
              <History aria-hidden="true" /> Last activity: {lastActive ?? 'No activity yet'}
            </span>
            <span>
              <CalendarClock aria-hidden="true" /> Enrolled{' '}
              {format(new Date(enrollment.enrolledAt), 'MMM d, yyyy')}
            </span>
          </MetaItems>
          <div className="progress">
            <div className="row">
              <span>
                {p.completedLessons} of {plural(p.totalLessons, 'lesson')} completed
              </span>
              <strong>{p.progress}%</strong>
            </div>
            <Progress value={p.progress} label="Course progress" />
          </div>
          <div className="actions">
            {!p.completed && (
              <Button asChild>
                <Link to={resumeHref(data.id, p.nextLesson?.id)}>
                  {p.completedLessons === 0 ? 'Start Learning' : 'Continue Learning'}{' '}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to={`/courses/${data.id}`}>Course page</Link>
            </Button>
          </div>
        </HeaderBody>
      </Header>

      {certificate && (
        <CertificateBanner as="section" aria-labelledby="certificate-banner">
          <span className="medal" aria-hidden="true">
            <Award />
          </span>
          <div className="text">
            <h2 id="certificate-banner">Congratulations — you completed this course!</h2>
            <p>
              Certificate issued {format(new Date(certificate.issuedAt), 'MMMM d, yyyy')} ·{' '}
              <span style={{ whiteSpace: 'nowrap' }}>code {certificate.code}</span>
            </p>
          </div>
          <CertificateActions code={certificate.code} />
        </CertificateBanner>
      )}

      <Tabs defaultValue="overview">
        <PageTabsList aria-label="Course dashboard">
          <TabsTrigger value="overview">
            <LayoutDashboard aria-hidden="true" /> Overview
          </TabsTrigger>
          <TabsTrigger value="modules">
            <Layers aria-hidden="true" /> Modules
          </TabsTrigger>
          <TabsTrigger value="discussions">
            <MessagesSquare aria-hidden="true" /> Discussions
          </TabsTrigger>
          <TabsTrigger value="resources">
            <FolderOpen aria-hidden="true" /> Resources
          </TabsTrigger>
        </PageTabsList>

        <TabsContent value="overview">
          <VisuallyHiddenText as="h2">Overview</VisuallyHiddenText>
          <Overview>
            <div>
              <CompetencyCard enrollment={enrollment} />
              <GoalsCard enrollment={enrollment} />
            </div>
            <div>
              <DashboardCard title="Course information" icon={<Info />}>
                <InfoTiles
                  label="Course information"
                  items={[
                    { label: 'Lessons', value: p.totalLessons, icon: <BookOpen /> },
                    { label: 'Videos', value: videoCount, icon: <Video /> },
                    { label: 'Documents', value: documentCount, icon: <FileText /> },
                    { label: 'Milestones', value: milestones.data?.length, icon: <Flag /> },
                  ]}
                />
              </DashboardCard>
              <DashboardCard title="Upcoming live sessions" icon={<CalendarClock />}>
                <CardEmpty
                  title="No Upcoming Sessions"
                  description="Live sessions with educators are on their way to Canopy. Scheduled sessions for this course will appear here."
                />
              </DashboardCard>
              <DashboardCard
                title="Milestones"
                description="What you have achieved in this course."
                icon={<Flag />}
              >
                {milestones.isLoading ? (
                  <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
                    <Skeleton $height="40px" />
                    <Skeleton $height="40px" />
                  </div>
                ) : milestones.isError ? (
                  <ErrorState
                    as="h3"
                    title="We couldn't load your milestones"
                    onRetry={() => void milestones.refetch()}
                  />
                ) : (milestones.data ?? []).length === 0 ? (
                  <CardEmpty
                    title="No Milestones Yet"
                    description="Complete lessons, update your self-assessment and finish the course to record milestones."
                  />
                ) : (
                  <MilestoneTimeline milestones={milestones.data ?? []} />
                )}
              </DashboardCard>
            </div>
          </Overview>
        </TabsContent>

        <TabsContent value="modules">
          <PanelTitle>Modules</PanelTitle>
          {modules.isLoading ? (
            <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} $height="78px" $radius="16px" />
              ))}
            </div>
          ) : modules.isError ? (
            <ErrorState as="h3" title="We couldn't load the modules" onRetry={() => void modules.refetch()} />
          ) : moduleList.length === 0 ? (
            <EmptyState
              as="h3"
              icon={<Layers />}
              title="No Modules Available"
              description="This course has no modules yet. Check back soon."
            />
          ) : (
            <ModuleStack>
              {moduleList.map((m, i) => (
                <CurriculumModule
                  key={m.id}
                  module={m}
                  position={i + 1}
                  courseId={data.id}
                  enrolled
                  completedLessonIds={completedIds}
                  completedCount={completedByModule.get(m.id)}
                  currentLessonId={p.nextLesson?.id}
                  onMarkComplete={(lessonId) => complete.mutate(lessonId)}
                  markingLessonId={complete.isPending ? complete.variables : null}
                  defaultOpen={p.nextLesson ? p.nextLesson.moduleId === m.id : i === 0}
                />
              ))}
            </ModuleStack>
          )}
        </TabsContent>

        <TabsContent value="discussions">
          <PanelTitle>Discussions</PanelTitle>
          <EmptyState
            as="h3"
            icon={<MessagesSquare />}
            title="Course discussions arrive with the forum"
            description="Soon you will be able to discuss each lesson with other learners right here. Until then, join the conversation in the Sustainability Forum."
            action={
              <Button asChild>
                <Link to="/forum">Go to the forum</Link>
              </Button>
            }
          />
        </TabsContent>

        <TabsContent value="resources">
          <PanelTitle>Resources</PanelTitle>
          {lessons.isLoading || modules.isLoading ? (
            <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} $height="64px" $radius="10px" />
              ))}
            </div>
          ) : lessons.isError ? (
            <ErrorState as="h3" title="We couldn't load the resources" onRetry={lessons.refetch} />
          ) : resources.length === 0 ? (
            <EmptyState
              as="h3"
              icon={<FolderOpen />}
              title="No resources yet"
              description="Videos and documents attached to this course's lessons will be listed here."
            />
          ) : (
            <ResourceList>
              {resources.map((r) => (
                <li key={r.key}>
                  <span className="kind" aria-hidden="true">
                    {r.kind === 'video' ? <PlayCircle /> : <FileText />}
                  </span>
                  <div className="text">
                    <a href={r.href} target="_blank" rel="noopener noreferrer">
                      {r.kind === 'video' ? 'Video' : 'Document'}: {r.lesson.title}
                      <VisuallyHiddenText> (opens in a new tab)</VisuallyHiddenText>
                    </a>
                    <span>{r.module.title}</span>
                  </div>
                  <Button asChild variant="ghost" size="sm">
                    <Link to={lessonHref(data.id, r.lesson.id)} aria-label={`Open lesson ${r.lesson.title}`}>
                      Open lesson
                    </Link>
                  </Button>
                </li>
              ))}
            </ResourceList>
          )}
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
