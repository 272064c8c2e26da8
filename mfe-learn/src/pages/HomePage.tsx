import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, BookOpen, GraduationCap, MessagesSquare, Sprout, Trophy, Users } from 'lucide-react';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  IconTile,
  PageContainer,
  VisuallyHiddenText,
} from '@canopy/ui';
import { useAuth, useIsPathDeclared } from '@canopy/auth';
import { displayName } from '@canopy/contracts';
import { useDocumentTitle } from '@canopy/ui/page-kit';
import { useCourses, useEnrollments, useMyDiscussionCount } from '../api/useLearnQueries';
import { CourseCard } from '../components/CourseCard';
import { CourseGrid, CourseGridSkeleton } from '../components/CourseGrid';
import { Section } from '../components/Section';
import { StatCard, StatGrid } from '../components/StatCard';
import { useCategoryMap } from '../hooks/useCategoryMap';
import { featuredCourses, isInProgress } from '../lib/progress';
import { ContinueLearningList, ResumeSkeleton } from './home/ContinueLearningList';

const Hero = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 28px 24px;
  margin-bottom: 32px;
  border-radius: ${({ theme }) => theme.radii.xl};
  color: ${({ theme }) => theme.colors.onPrimary};
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.14) 0, transparent 38%),
    radial-gradient(circle at 75% 120%, rgba(163, 95, 18, 0.45) 0, transparent 45%),
    linear-gradient(
      120deg,
      ${({ theme }) => theme.colors.primaryActive} 0%,
      ${({ theme }) => theme.colors.primary} 60%,
      #2c6a47 100%
    );
  overflow: hidden;
  ${({ theme }) => theme.media.md} {
    padding: 40px 44px;
  }
  h1 {
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    max-width: 56ch;
    color: rgba(255, 255, 255, 0.88);
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a:focus-visible {
    box-shadow:
      0 0 0 2px ${({ theme }) => theme.colors.primary},
      0 0 0 4px #ffffff;
  }
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
  a[data-variant='light'] {
    background: #ffffff;
    color: ${({ theme }) => theme.colors.primary};
  }
  a[data-variant='light']:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  a[data-variant='ghost-light'] {
    background: transparent;
    color: #ffffff;
    border-color: rgba(255, 255, 255, 0.6);
  }
  a[data-variant='ghost-light']:hover {
    background: rgba(255, 255, 255, 0.12);
    color: #ffffff;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 40px;
  margin-top: 40px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 48px;
  min-width: 0;
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 24px;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
  }
`;

const Promo = styled(Card)`
  padding: 24px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  background:
    radial-gradient(circle at 100% 0%, ${({ theme }) => theme.colors.accentSoft} 0, transparent 60%),
    ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 8px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  li svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
    flex-shrink: 0;
  }
`;

/** Home (/ and /dashboard): greeting, figures, courses in progress and suggestions. */
export default function HomePage() {
  const { user } = useAuth();
  // Forum links appear once the forum remote declares its page (never a link to our own 404).
  const forumDeclared = useIsPathDeclared('/forum');
  useDocumentTitle('Home');
  const enrollments = useEnrollments();
  const courses = useCourses();
  const discussionCount = useMyDiscussionCount();
  const categories = useCategoryMap();

  const list = useMemo(() => enrollments.data ?? [], [enrollments.data]);
  const enrolledIds = useMemo(() => new Set(list.map((e) => e.courseId)), [list]);
  const inProgress = list.filter((e) => isInProgress(e.progress));
  const completedCount = list.filter((e) => e.completed).length;
  const featured = featuredCourses(courses.data ?? [], enrolledIds, 3);
  const name = user ? displayName(user) : '';

  return (
    <PageContainer>
      <Hero>
        <h1>Welcome back, {name}</h1>
        <p>
          Continue your sustainability journey: pick up a course where you left off, or discover something
          new.
        </p>
        <HeroActions>
          <Button asChild size="lg" data-variant="light">
            <Link to="/courses">
              <BookOpen aria-hidden="true" /> Browse Courses
            </Link>
          </Button>
          {forumDeclared && (
            <Button asChild size="lg" variant="outline" data-variant="ghost-light">
              <Link to="/forum">
                <MessagesSquare aria-hidden="true" /> Join Discussions
              </Link>
            </Button>
          )}
        </HeroActions>
      </Hero>

      <section aria-labelledby="home-stats">
        <VisuallyHiddenText as="h2" id="home-stats">
          Your learning at a glance
        </VisuallyHiddenText>
        <StatGrid>
          <StatCard
            label="Courses Enrolled"
            value={list.length}
            loading={enrollments.isLoading}
            icon={<GraduationCap />}
          />
          <StatCard
            label="Courses Completed"
            value={completedCount}
            loading={enrollments.isLoading}
            icon={<Trophy />}
            tone="accent"
          />
          <StatCard
            label="Forum Discussions"
            value={discussionCount.data}
            loading={discussionCount.isLoading}
            note={discussionCount.isError ? 'Unavailable right now' : undefined}
            icon={<MessagesSquare />}
            tone="info"
          />
        </StatGrid>
      </section>

      <Layout>
        <Main>
          <Section title="Continue Learning" description="Courses you have started and not yet finished.">
            {enrollments.isLoading ? (
              <ResumeSkeleton />
            ) : enrollments.isError ? (
              <ErrorState
                as="h3"
                title="We couldn't load your courses"
                message="Please check your connection and try again."
                onRetry={() => void enrollments.refetch()}
              />
            ) : inProgress.length === 0 ? (
              <EmptyState
                as="h3"
                icon={<Sprout />}
                title="You don't have any courses in progress."
                action={
                  <Button asChild>
                    <Link to="/courses">Enroll in a Course</Link>
                  </Button>
                }
              />
            ) : (
              <ContinueLearningList
                enrollments={inProgress}
                categoryIconOf={(e) =>
                  e.course.categoryId ? categories.get(e.course.categoryId)?.icon : null
                }
              />
            )}
          </Section>

          <Section
            title="Featured Courses"
            description="The newest courses in the catalogue that you have not joined yet."
            action={
              <Button asChild variant="link">
                <Link to="/courses?tab=not-enrolled">
                  View all courses <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            }
          >
            {courses.isLoading || enrollments.isLoading ? (
              <CourseGridSkeleton count={3} label="Loading featured courses" />
            ) : courses.isError ? (
              <ErrorState
                as="h3"
                title="We couldn't load the courses"
                message="Please check your connection and try again."
                onRetry={() => void courses.refetch()}
              />
            ) : featured.length === 0 ? (
              <EmptyState as="h3" icon={<BookOpen />} title="No featured courses available at this time." />
            ) : (
              <CourseGrid>
                {featured.map((c) => {
                  const category = c.categoryId ? categories.get(c.categoryId) : undefined;
                  return (
                    <li key={c.id}>
                      <CourseCard course={c} categoryName={category?.name} categoryIcon={category?.icon} />
                    </li>
                  );
                })}
              </CourseGrid>
            )}
          </Section>
        </Main>

        <Aside aria-label="Community">
          <Promo>
            <IconTile $tone="accent" aria-hidden="true">
              <Users />
            </IconTile>
            <h2>Learn together</h2>
            <p>
              Sustainability is a team effort. Meet learners and educators who share your questions, your
              projects and your hope for a greener world.
            </p>
            <ul>
              {forumDeclared && (
                <li>
                  <MessagesSquare aria-hidden="true" /> Discuss ideas in the forum
                </li>
              )}
              <li>
                <Sprout aria-hidden="true" /> Join gatherings and guided practices
              </li>
            </ul>
            <Button asChild variant="secondary" fullWidth>
              <Link to="/spiritual-community">Join Our Community</Link>
            </Button>
          </Promo>
        </Aside>
      </Layout>
    </PageContainer>
  );
}
