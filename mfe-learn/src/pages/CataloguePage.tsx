import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LogIn, SearchX } from 'lucide-react';
import {
  Button,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  preloadUi,
  Tabs,
  TabsContent,
  TabsTrigger,
  VisuallyHiddenText,
} from '@canopy/ui';
import { useAuth } from '@canopy/auth';
import { useDocumentTitle, useSearchParamsUpdate, useSearchText } from '@canopy/ui/page-kit';
import { useCategories, useCourses, useEnrollments } from '../api/useLearnQueries';
import { CatalogueFilterBar } from '../components/CatalogueFilterBar';
import { CategoryTiles } from '../components/CategoryTiles';
import { CourseCard } from '../components/CourseCard';
import { CourseGrid, CourseGridSkeleton } from '../components/CourseGrid';
import { PageTabsList } from '../components/PageTabsList';
import {
  catalogueTabs,
  defaultCatalogueFilters,
  readCatalogueFilters,
  writeCatalogueFilters,
} from '../lib/catalogueFilters';
import type { CatalogueFilters, CatalogueTab } from '../lib/catalogueFilters';
import { msgKey } from '@canopy/i18n';
import { counted } from '../hooks/useLabels';
import { useLearnT } from '../i18n/useLearnT';

// The filters' selects and the tabs are in the page's first frame: their code is fetched as this module arrives
// (the shell starts it beside the layout), not a round trip after the render reaches them.
void preloadUi('select', 'tabs');

const tabLabels: Record<CatalogueTab, string> = {
  all: msgKey('All Courses'),
  my: msgKey('My Courses'),
  'not-enrolled': msgKey('Not Enrolled'),
};

const ResultsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-block-end: 20px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const CategoriesHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-block-end: 12px;
`;

/** Catalogue (/courses, public): category tiles, search, level and category filters, enrollment tabs. */
export default function CataloguePage() {
  const { t } = useLearnT();
  useDocumentTitle(t('Courses'));
  const { user } = useAuth();
  const [params, setParams] = useSearchParamsUpdate();
  const filters = useMemo(() => readCatalogueFilters(params), [params]);

  // Built on the latest change, not this render's filters: a level, then a category, chosen quickly keep both.
  const update = (patch: Partial<CatalogueFilters>) => {
    setParams((latest) => writeCatalogueFilters({ ...readCatalogueFilters(latest), ...patch }), {
      replace: true,
      preventScrollReset: true,
    });
  };

  const [searchText, setSearchText] = useSearchText(filters.search, (search) => update({ search }));

  const categories = useCategories();
  const allCourses = useCourses();
  const courses = useCourses(filters);
  const enrollments = useEnrollments();

  const enrollmentByCourse = useMemo(
    () => new Map((enrollments.data ?? []).map((e) => [e.courseId, e])),
    [enrollments.data],
  );
  const categoryMap = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c])),
    [categories.data],
  );
  // The server filtered by search, level, category and tab: what it answers is what is shown.
  const visible = courses.data ?? [];
  const hasFilters = filters.search !== '' || filters.level !== 'all' || filters.categoryId !== null;
  const needsSignIn = !user && filters.tab !== 'all';

  const clearFilters = () => {
    setSearchText('');
    update({ ...defaultCatalogueFilters, tab: filters.tab });
  };

  const renderResults = () => {
    if (needsSignIn) {
      return (
        <EmptyState
          icon={<LogIn />}
          title={t('Sign in to see your courses')}
          description={t('Log in or create a free account to keep track of the courses you are enrolled in.')}
          action={
            <Button asChild>
              <Link to="/auth">{t('Log In / Sign Up')}</Link>
            </Button>
          }
        />
      );
    }
    if (courses.isLoading) return <CourseGridSkeleton />;
    if (courses.isError) {
      return (
        <ErrorState
          title={t("We couldn't load the courses")}
          message={t('Please check your connection and try again.')}
          retryLabel={t('Try again')}
          onRetry={() => void courses.refetch()}
        />
      );
    }
    if (visible.length === 0) {
      return (
        <EmptyState
          icon={<SearchX />}
          title={t('No courses found')}
          description={t('No courses found matching your filters. Try adjusting your search criteria.')}
          action={
            hasFilters ? (
              <Button variant="outline" onClick={clearFilters}>
                {t('Clear filters')}
              </Button>
            ) : filters.tab !== 'all' ? (
              <Button variant="outline" onClick={() => update({ tab: 'all' })}>
                {t('Show all courses')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    return (
      <CourseGrid aria-busy={courses.isFetching || undefined}>
        {visible.map((course) => {
          // Filtered by one of its other categories, a course is labelled with that one: the reason it is listed.
          const shownCategoryId =
            filters.categoryId != null && course.categoryIds.includes(filters.categoryId)
              ? filters.categoryId
              : course.categoryId;
          const category = shownCategoryId ? categoryMap.get(shownCategoryId) : undefined;
          const enrollment = enrollmentByCourse.get(course.id);
          return (
            <li key={course.id}>
              <CourseCard
                course={course}
                categoryName={category?.name}
                categoryIcon={category?.icon}
                progress={enrollment?.progress}
                completed={enrollment?.completed}
              />
            </li>
          );
        })}
      </CourseGrid>
    );
  };

  const showCount = !needsSignIn && !courses.isLoading && !courses.isError;

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t('Course catalogue')}
        title={t('Explore courses')}
        description={t('Expert-led courses on energy, water, food, forests and climate, at your own pace.')}
      />

      <section aria-labelledby="catalogue-categories">
        <CategoriesHeading id="catalogue-categories">{t('Browse by category')}</CategoriesHeading>
        <CategoryTiles
          categories={categories.data ?? []}
          totalCount={allCourses.data?.length}
          selectedId={filters.categoryId}
          onSelect={(categoryId) => update({ categoryId })}
          loading={categories.isLoading}
        />
      </section>

      <CatalogueFilterBar
        filters={filters}
        update={update}
        categories={categories.data ?? []}
        searchText={searchText}
        onSearchTextChange={setSearchText}
      />

      <VisuallyHiddenText as="h2">{t('Courses')}</VisuallyHiddenText>
      <Tabs value={filters.tab} onValueChange={(tab) => update({ tab: tab as CatalogueTab })}>
        <ResultsBar>
          <PageTabsList aria-label={t('Which courses')}>
            {catalogueTabs.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(tabLabels[tab])}
              </TabsTrigger>
            ))}
          </PageTabsList>
          <p aria-live="polite">
            {showCount ? (
              t('Showing {{shown}} courses', counted(visible.length))
            ) : (
              <VisuallyHiddenText>{t('Loading')}</VisuallyHiddenText>
            )}
          </p>
        </ResultsBar>
        {catalogueTabs.map((tab) => (
          <TabsContent key={tab} value={tab} style={{ marginBlockStart: 0 }}>
            {tab === filters.tab && renderResults()}
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
