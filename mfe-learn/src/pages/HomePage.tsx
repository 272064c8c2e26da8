import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRight, BookOpen, GraduationCap, MessagesSquare, Sprout, Trophy } from 'lucide-react';
import { Button, EmptyState, ErrorState, PageContainer, VisuallyHiddenText } from '@canopy/ui';
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
import { CommunityPromo } from './home/CommunityPromo';
import { ContinueLearningList, ResumeSkeleton } from './home/ContinueLearningList';
import { HomeHero } from './home/HomeHero';
import { LearningProfilePromo } from './home/LearningProfilePromo';
import { useLearnT } from '../i18n/useLearnT';

const Layout = styled.div`
  display: grid;
  gap: 40px;
  margin-block-start: 40px;
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
    inset-block-start: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
  }
`;

/** Home (/ and /dashboard): greeting, figures, courses in progress and suggestions. */
export default function HomePage() {
  const { t } = useLearnT();
  const { user } = useAuth();
  // Forum links appear once the forum remote declares its page (never a link to our own 404).
  const forumDeclared = useIsPathDeclared('/forum');
  useDocumentTitle(t('Home'));
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
      <HomeHero name={name} forumDeclared={forumDeclared} />

      <section aria-labelledby="home-stats">
        <VisuallyHiddenText as="h2" id="home-stats">
          {t('Your learning at a glance')}
        </VisuallyHiddenText>
        <StatGrid>
          <StatCard
            label={t('Courses Enrolled')}
            value={list.length}
            loading={enrollments.isLoading}
            icon={<GraduationCap />}
          />
          <StatCard
            label={t('Courses Completed')}
            value={completedCount}
            loading={enrollments.isLoading}
            icon={<Trophy />}
            tone="accent"
          />
          <StatCard
            label={t('Forum Discussions')}
            value={discussionCount.data}
            loading={discussionCount.isLoading}
            note={discussionCount.isError ? t('Unavailable right now') : undefined}
            icon={<MessagesSquare />}
            tone="info"
          />
        </StatGrid>
      </section>

      <Layout>
        <Main>
          <Section
            title={t('Continue Learning')}
            description={t('Courses you have started and not yet finished.')}
          >
            {enrollments.isLoading ? (
              <ResumeSkeleton />
            ) : enrollments.isError ? (
              <ErrorState
                as="h3"
                title={t("We couldn't load your courses")}
                message={t('Please check your connection and try again.')}
                retryLabel={t('Try again')}
                onRetry={() => void enrollments.refetch()}
              />
            ) : inProgress.length === 0 ? (
              <EmptyState
                as="h3"
                icon={<Sprout />}
                title={t("You don't have any courses in progress.")}
                action={
                  <Button asChild>
                    <Link to="/courses">{t('Enroll in a Course')}</Link>
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
            title={t('Featured Courses')}
            description={t('The newest courses in the catalogue that you have not joined yet.')}
            action={
              <Button asChild variant="link">
                <Link to="/courses?tab=not-enrolled">
                  {t('View all courses')} <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            }
          >
            {courses.isLoading || enrollments.isLoading ? (
              <CourseGridSkeleton count={3} label={t('Loading featured courses')} />
            ) : courses.isError ? (
              <ErrorState
                as="h3"
                title={t("We couldn't load the courses")}
                message={t('Please check your connection and try again.')}
                retryLabel={t('Try again')}
                onRetry={() => void courses.refetch()}
              />
            ) : featured.length === 0 ? (
              <EmptyState
                as="h3"
                icon={<BookOpen />}
                title={t('No featured courses available at this time.')}
              />
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

        <Aside aria-label={t('Your learning and community')}>
          <LearningProfilePromo />
          <CommunityPromo forumDeclared={forumDeclared} />
        </Aside>
      </Layout>
    </PageContainer>
  );
}
