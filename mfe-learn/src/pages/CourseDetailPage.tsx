import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BookOpen, Clock, GraduationCap, Layers, ListChecks, Sparkles, Users } from 'lucide-react';
import {
  Avatar,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageContainer,
  Skeleton,
  Tabs,
  TabsContent,
  TabsTrigger,
  VisuallyHiddenText,
  toast,
} from '@canopy/ui';
import { useAuth } from '@canopy/auth';
import { DEFAULT_COURSE_DESCRIPTION, storyPhases } from '@canopy/contracts';
import type { CourseDetail } from '@canopy/contracts';
import { isNotFound } from '../api/errorMessage';
import { useCompleteLesson, useEnroll } from '../api/useLearnMutations';
import { useCourse, useCourseModules, useCourseProgress } from '../api/useLearnQueries';
import { MetaItems } from '../components/MetaItems';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CategoryIcon } from '../components/CategoryIcon';
import { CourseSideCard } from '../components/CourseSideCard';
import { CurriculumModule, ModuleStack } from '../components/CurriculumModule';
import { LevelBadge } from '../components/LevelBadge';
import { PagePanel } from '../components/PagePanel';
import { Rating } from '../components/Rating';
import { PageTabsList } from '../components/PageTabsList';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useNumericParam } from '../hooks/useNumericParam';
import { plural } from '../lib/progress';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-areas: 'hero' 'aside' 'tabs';
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-areas: 'hero aside' 'tabs aside';
    grid-template-columns: minmax(0, 1fr) 360px;
    grid-template-rows: auto 1fr;
    column-gap: 48px;
  }
  > .hero {
    grid-area: hero;
    min-width: 0;
  }
  > .aside {
    grid-area: aside;
  }
  > .tabs {
    grid-area: tabs;
    min-width: 0;
  }
  ${({ theme }) => theme.media.lg} {
    > .aside > * {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
    }
  }
`;

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: 16px;
  .category {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.accent};
  }
  .category svg {
    width: 18px;
    height: 18px;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  .lead {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 65ch;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const MetaList = styled(MetaItems)`
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .prose {
    white-space: pre-line;
    color: ${({ theme }) => theme.colors.text};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    max-width: 70ch;
  }
`;

const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(180px, 100%), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  li svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
    margin-top: 2px;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Journey = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: phase;
  li {
    position: relative;
    padding: 0 0 20px 44px;
    counter-increment: phase;
  }
  li::before {
    content: counter(phase);
    position: absolute;
    left: 0;
    top: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    font-size: 13px;
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 13px;
    top: 32px;
    bottom: 4px;
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  strong {
    display: block;
    margin-bottom: 2px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: pre-line;
  }
`;

const InstructorCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;
  .who {
    display: flex;
    align-items: center;
    gap: 16px;
  }
  .who h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .who p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li svg {
    width: 22px;
    height: 22px;
    color: ${({ theme }) => theme.colors.primary};
  }
  .n {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: 600;
    line-height: 1.1;
  }
  .l {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const phaseTitles: Record<(typeof storyPhases)[number], string> = {
  awakeningPhase: 'Awakening',
  explorationPhase: 'Exploration',
  challengePhase: 'Challenge',
  breakthroughPhase: 'Breakthrough',
  integrationPhase: 'Integration',
  legacyPhase: 'Legacy',
};

function OverviewPanel({ course }: { course: CourseDetail }) {
  const phases = storyPhases.filter((p) => course[p]?.trim());
  return (
    <Panel>
      <h2>About this course</h2>
      <p className="prose">{course.description?.trim() || DEFAULT_COURSE_DESCRIPTION}</p>
      <Highlights aria-label="What this course offers">
        <li>
          <Layers aria-hidden="true" />
          <div>
            <strong>{plural(course.moduleCount, 'module')}</strong>
            <span>{plural(course.lessonCount, 'lesson')} in a clear sequence</span>
          </div>
        </li>
        <li>
          <Clock aria-hidden="true" />
          <div>
            <strong>Learn at your own pace</strong>
            <span>
              {course.durationMinutes > 0
                ? `About ${Math.max(1, Math.round(course.durationMinutes / 60))} h of material`
                : 'Self-paced'}
            </span>
          </div>
        </li>
        <li>
          <ListChecks aria-hidden="true" />
          <div>
            <strong>Track your progress</strong>
            <span>Milestones and a certificate when you finish</span>
          </div>
        </li>
      </Highlights>
      {course.practicalSkills?.trim() && (
        <>
          <h3>Skills you will practise</h3>
          <p className="prose">{course.practicalSkills}</p>
        </>
      )}
      {course.transformationJourney?.trim() && (
        <>
          <h3>Your transformation</h3>
          <p className="prose">{course.transformationJourney}</p>
        </>
      )}
      {phases.length > 0 && (
        <>
          <h3>The learning journey</h3>
          <Journey>
            {phases.map((p) => (
              <li key={p}>
                <strong>{phaseTitles[p]}</strong>
                <p>{course[p]}</p>
              </li>
            ))}
          </Journey>
        </>
      )}
    </Panel>
  );
}

function InstructorPanel({ course }: { course: CourseDetail }) {
  const { instructor } = course;
  const name = instructor.name ?? 'Canopy educator';
  return (
    <Panel>
      <h2>Your instructor</h2>
      <InstructorCard>
        <div className="who">
          <Avatar name={name} size={64} />
          <div>
            <h3>{name}</h3>
            <p>
              Educator at Canopy
              {instructor.name === null ? ' · profile details are temporarily unavailable' : ''}
            </p>
          </div>
        </div>
        <Figures aria-label="Instructor figures">
          <li>
            <BookOpen aria-hidden="true" />
            <div>
              <span className="n">{instructor.courseCount.toLocaleString('en-US')}</span>
              <span className="l">{instructor.courseCount === 1 ? 'Course' : 'Courses'} on Canopy</span>
            </div>
          </li>
          <li>
            <Users aria-hidden="true" />
            <div>
              <span className="n">{instructor.learnerCount.toLocaleString('en-US')}</span>
              <span className="l">{instructor.learnerCount === 1 ? 'Learner' : 'Learners'} enrolled</span>
            </div>
          </li>
        </Figures>
      </InstructorCard>
    </Panel>
  );
}

function DetailSkeleton() {
  return (
    <PageContainer>
      <div role="status" aria-live="polite">
        <VisuallyHiddenText>Loading course</VisuallyHiddenText>
      </div>
      <Layout aria-hidden="true">
        <div className="hero" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Skeleton $width="200px" $height="14px" />
          <Skeleton $width="80%" $height="44px" />
          <Skeleton $height="18px" />
          <Skeleton $width="70%" $height="18px" />
          <Skeleton $width="50%" $height="16px" />
        </div>
        <div className="aside">
          <Card>
            <Skeleton $height="200px" $radius="0" />
            <div style={{ padding: 20, display: 'flex', flexDirection: 'column', gap: 12 }}>
              <Skeleton $height="50px" $radius="10px" />
              <Skeleton $height="16px" />
              <Skeleton $height="16px" />
              <Skeleton $height="16px" />
            </div>
          </Card>
        </div>
        <div className="tabs" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Skeleton $width="320px" $height="46px" $radius="10px" />
          <Skeleton $height="80px" $radius="16px" />
          <Skeleton $height="80px" $radius="16px" />
        </div>
      </Layout>
    </PageContainer>
  );
}

/** Course detail (/courses/:id, public). */
export default function CourseDetailPage() {
  const courseId = useNumericParam('id');
  const { user } = useAuth();
  const course = useCourse(courseId);
  const modules = useCourseModules(courseId);
  const progress = useCourseProgress(courseId);
  const enroll = useEnroll(courseId ?? 0);
  const complete = useCompleteLesson(courseId ?? 0);
  useDocumentTitle(course.data?.title);

  const failed = course.isError && !isNotFound(course.error);
  useEffect(() => {
    if (failed)
      toast({
        title: 'Error',
        description: 'Failed to load course details. Please try again.',
        variant: 'destructive',
      });
  }, [failed]);

  const completedIds = useMemo(() => new Set(progress.data?.completedLessonIds ?? []), [progress.data]);
  const completedByModule = useMemo(
    () => new Map((progress.data?.modules ?? []).map((m) => [m.moduleId, m.completedLessons])),
    [progress.data],
  );

  const notFoundPage = (
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
  if (courseId === null) return notFoundPage;
  if (course.isLoading) return <DetailSkeleton />;
  if (course.isError) {
    if (isNotFound(course.error)) return notFoundPage;
    return (
      <PageContainer $size="narrow">
        <ErrorState
          as="h1"
          title="Failed to load course details"
          message="Failed to load course details. Please try again."
          onRetry={() => void course.refetch()}
          actions={
            <Button asChild variant="outline">
              <Link to="/courses">Browse Courses</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }
  const data = course.data!;
  const enrolled = Boolean(progress.data?.enrolled);
  const moduleList = modules.data ?? [];

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Courses', to: '/courses' }, { label: data.title }]} />
      <Layout>
        <Hero className="hero">
          {data.category && (
            <span className="category">
              <CategoryIcon icon={data.category.icon} /> {data.category.name}
            </span>
          )}
          <h1>{data.title}</h1>
          <p className="lead">{data.description?.trim() || DEFAULT_COURSE_DESCRIPTION}</p>
          <MetaList as="ul" aria-label="Course at a glance">
            <li>
              <LevelBadge level={data.level} />
            </li>
            <li>
              <Rating rating={data.rating} />
            </li>
            <li>
              <Layers aria-hidden="true" /> {plural(data.moduleCount, 'module')}
            </li>
            <li>
              <BookOpen aria-hidden="true" /> {plural(data.lessonCount, 'lesson')}
            </li>
            <li>
              <Users aria-hidden="true" /> {plural(data.enrolledCount, 'learner')}
            </li>
            <li>
              <GraduationCap aria-hidden="true" /> {data.instructor.name ?? 'Canopy educator'}
            </li>
          </MetaList>
        </Hero>

        <div className="aside">
          <CourseSideCard
            course={data}
            signedIn={Boolean(user)}
            progress={progress.data}
            progressLoading={progress.isLoading}
            onEnroll={() => enroll.mutate()}
            enrolling={enroll.isPending}
          />
        </div>

        <div className="tabs">
          <Tabs defaultValue="overview">
            <PageTabsList aria-label="Course information">
              <TabsTrigger value="overview">
                <Sparkles aria-hidden="true" /> Overview
              </TabsTrigger>
              <TabsTrigger value="curriculum">
                <ListChecks aria-hidden="true" /> Curriculum
              </TabsTrigger>
              <TabsTrigger value="instructor">
                <GraduationCap aria-hidden="true" /> Instructor
              </TabsTrigger>
            </PageTabsList>
            <TabsContent value="overview">
              <OverviewPanel course={data} />
            </TabsContent>
            <TabsContent value="curriculum">
              <Panel>
                <h2>Curriculum</h2>
                {modules.isLoading ? (
                  <div
                    role="status"
                    aria-live="polite"
                    style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
                  >
                    <VisuallyHiddenText>Loading curriculum</VisuallyHiddenText>
                    {[0, 1, 2].map((i) => (
                      <Skeleton key={i} $height="78px" $radius="16px" aria-hidden="true" />
                    ))}
                  </div>
                ) : modules.isError ? (
                  <ErrorState
                    as="h3"
                    title="We couldn't load the curriculum"
                    onRetry={() => void modules.refetch()}
                  />
                ) : moduleList.length === 0 ? (
                  <EmptyState
                    as="h3"
                    icon={<Layers />}
                    title="No curriculum content available for this course yet."
                  />
                ) : (
                  <ModuleStack>
                    {moduleList.map((m, i) => (
                      <CurriculumModule
                        key={m.id}
                        module={m}
                        position={i + 1}
                        courseId={data.id}
                        enrolled={enrolled}
                        completedLessonIds={completedIds}
                        completedCount={enrolled ? completedByModule.get(m.id) : undefined}
                        onMarkComplete={enrolled ? (lessonId) => complete.mutate(lessonId) : undefined}
                        markingLessonId={complete.isPending ? complete.variables : null}
                        defaultOpen={i === 0}
                      />
                    ))}
                  </ModuleStack>
                )}
              </Panel>
            </TabsContent>
            <TabsContent value="instructor">
              <InstructorPanel course={data} />
            </TabsContent>
          </Tabs>
        </div>
      </Layout>
    </PageContainer>
  );
}
