import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LogIn, Search, SearchX, X } from 'lucide-react';
import {
  Button,
  EmptyState,
  ErrorState,
  Input,
  Label,
  PageContainer,
  PageHeader,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Tabs,
  TabsContent,
  TabsTrigger,
  VisuallyHiddenText,
} from '@canopy/ui';
import { useAuth } from '@canopy/auth';
import { courseLevelLabels } from '@canopy/contracts';
import { useDebouncedValue, useDocumentTitle } from '@canopy/ui/page-kit';
import { useCategories, useCourses, useEnrollments } from '../api/useLearnQueries';
import { CategoryTiles } from '../components/CategoryTiles';
import { CourseCard } from '../components/CourseCard';
import { CourseGrid, CourseGridSkeleton } from '../components/CourseGrid';
import { PageTabsList } from '../components/PageTabsList';
import {
  catalogueTabs,
  courseLevels,
  coursesInTab,
  defaultCatalogueFilters,
  readCatalogueFilters,
  writeCatalogueFilters,
} from '../lib/catalogueFilters';
import type { CatalogueFilters, CatalogueTab, CourseLevelFilter } from '../lib/catalogueFilters';
import { plural } from '../lib/progress';

const tabLabels: Record<CatalogueTab, string> = {
  all: 'All Courses',
  my: 'My Courses',
  'not-enrolled': 'Not Enrolled',
};

const Filters = styled.div`
  display: grid;
  gap: 16px;
  margin: 32px 0 24px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const SearchBox = styled.div`
  position: relative;
  > svg {
    position: absolute;
    left: 14px;
    top: 50%;
    transform: translateY(-50%);
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 42px;
    padding-right: 44px;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
  button {
    position: absolute;
    right: 4px;
    top: 50%;
    transform: translateY(-50%);
  }
`;

const ResultsBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const CategoriesHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: 12px;
`;

/** Catalogue (/courses, public): category tiles, search, level and category filters, enrollment tabs. */
export default function CataloguePage() {
  useDocumentTitle('Courses');
  const ids = { search: useId(), level: useId(), category: useId() };
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readCatalogueFilters(params), [params]);

  // The search box is typed into locally and written to the URL once typing pauses.
  const [searchText, setSearchText] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(searchText, 300);
  // Follow the URL when it changes from elsewhere (back button, a link, "Clear filters"), not from our own write.
  useEffect(() => {
    if (filters.search !== debouncedSearch) setSearchText(filters.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.search]);

  const update = (patch: Partial<CatalogueFilters>) => {
    setParams(writeCatalogueFilters({ ...filters, ...patch }), { replace: true, preventScrollReset: true });
  };

  useEffect(() => {
    if (debouncedSearch !== filters.search) update({ search: debouncedSearch });
    // Only the debounced text triggers a write; `update` reads the latest filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const categories = useCategories();
  const allCourses = useCourses();
  const courses = useCourses(filters);
  const enrollments = useEnrollments();

  const enrollmentByCourse = useMemo(
    () => new Map((enrollments.data ?? []).map((e) => [e.courseId, e])),
    [enrollments.data],
  );
  const enrolledIds = useMemo(() => new Set(enrollmentByCourse.keys()), [enrollmentByCourse]);
  const categoryMap = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.id, c])),
    [categories.data],
  );
  // The server filtered by search, level and category; the tabs only split its answer by enrollment.
  const visible = useMemo(
    () => coursesInTab(courses.data ?? [], filters.tab, enrolledIds),
    [courses.data, filters.tab, enrolledIds],
  );
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
          title="Sign in to see your courses"
          description="Log in or create a free account to keep track of the courses you are enrolled in."
          action={
            <Button asChild>
              <Link to="/auth">Log In / Sign Up</Link>
            </Button>
          }
        />
      );
    }
    if (courses.isLoading || (filters.tab !== 'all' && enrollments.isLoading)) return <CourseGridSkeleton />;
    if (courses.isError) {
      return (
        <ErrorState
          title="We couldn't load the courses"
          message="Please check your connection and try again."
          onRetry={() => void courses.refetch()}
        />
      );
    }
    if (visible.length === 0) {
      return (
        <EmptyState
          icon={<SearchX />}
          title="No courses found"
          description="No courses found matching your filters. Try adjusting your search criteria."
          action={
            hasFilters ? (
              <Button variant="outline" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : filters.tab !== 'all' ? (
              <Button variant="outline" onClick={() => update({ tab: 'all' })}>
                Show all courses
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
        eyebrow="Course catalogue"
        title="Explore courses"
        description="Expert-led courses on energy, water, food, forests and climate, at your own pace."
      />

      <section aria-labelledby="catalogue-categories">
        <CategoriesHeading id="catalogue-categories">Browse by category</CategoriesHeading>
        <CategoryTiles
          categories={categories.data ?? []}
          totalCount={allCourses.data?.length}
          selectedId={filters.categoryId}
          onSelect={(categoryId) => update({ categoryId })}
          loading={categories.isLoading}
        />
      </section>

      <Filters role="search" aria-label="Filter courses">
        <Control>
          <Label htmlFor={ids.search}>Search courses</Label>
          <SearchBox>
            <Search aria-hidden="true" />
            <Input
              id={ids.search}
              type="search"
              placeholder="Search by title or topic"
              value={searchText}
              maxLength={200}
              autoComplete="off"
              onChange={(e) => setSearchText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') update({ search: searchText });
              }}
            />
            {searchText && (
              <Button
                variant="ghost"
                size="icon"
                aria-label="Clear search"
                onClick={() => {
                  setSearchText('');
                  update({ search: '' });
                }}
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </SearchBox>
        </Control>
        <Control>
          <Label htmlFor={ids.level}>Level</Label>
          <Select
            value={filters.level}
            onValueChange={(level) => update({ level: level as CourseLevelFilter })}
          >
            <SelectTrigger id={ids.level}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">Any level</SelectItem>
              {courseLevels.map((level) => (
                <SelectItem key={level} value={level}>
                  {courseLevelLabels[level]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Control>
        <Control>
          <Label htmlFor={ids.category}>Category</Label>
          <Select
            value={filters.categoryId === null ? 'all' : String(filters.categoryId)}
            onValueChange={(v) => update({ categoryId: v === 'all' ? null : Number(v) })}
          >
            <SelectTrigger id={ids.category}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All categories</SelectItem>
              {(categories.data ?? []).map((c) => (
                <SelectItem key={c.id} value={String(c.id)}>
                  {c.name}
                </SelectItem>
              ))}
              {/* A category from a shared link that no longer exists still needs an item to show. */}
              {filters.categoryId !== null && !categoryMap.has(filters.categoryId) && (
                <SelectItem value={String(filters.categoryId)}>Unknown category</SelectItem>
              )}
            </SelectContent>
          </Select>
        </Control>
      </Filters>

      <VisuallyHiddenText as="h2">Courses</VisuallyHiddenText>
      <Tabs value={filters.tab} onValueChange={(tab) => update({ tab: tab as CatalogueTab })}>
        <ResultsBar>
          <PageTabsList aria-label="Which courses">
            {catalogueTabs.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {tabLabels[tab]}
              </TabsTrigger>
            ))}
          </PageTabsList>
          <p aria-live="polite">
            {showCount ? (
              `Showing ${plural(visible.length, 'course')}`
            ) : (
              <VisuallyHiddenText>Loading</VisuallyHiddenText>
            )}
          </p>
        </ResultsBar>
        {catalogueTabs.map((tab) => (
          <TabsContent key={tab} value={tab} style={{ marginTop: 0 }}>
            {tab === filters.tab && renderResults()}
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
