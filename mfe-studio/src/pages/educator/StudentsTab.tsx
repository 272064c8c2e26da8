import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Search } from 'lucide-react';
import type { EducatorLearnerQuery, EducatorLearner } from '@canopy/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  ErrorState,
  Input,
  Label,
  Progress,
  Skeleton,
  Stack,
} from '@canopy/ui';
import { errorMessage } from '@canopy/api-client';
import { useDebouncedValue } from '@canopy/ui/page-kit';
import { learnerQueryString, useEducatorLearners } from '../../api/useStudioCourses';
import { shortDate } from '../../lib/dates';

type Sort = NonNullable<EducatorLearnerQuery['sort']>;
type Direction = 'asc' | 'desc';

export const LEARNERS_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

const columns: readonly { sort: Sort; label: string; first: Direction }[] = [
  { sort: 'name', label: 'Learner', first: 'asc' },
  { sort: 'course', label: 'Course', first: 'asc' },
  { sort: 'progress', label: 'Progress', first: 'desc' },
  { sort: 'competency', label: 'Competency', first: 'desc' },
  { sort: 'lastActive', label: 'Last activity', first: 'desc' },
];

export const competencyLabels: Record<EducatorLearner['competencyLevel'], string> = {
  beginning: 'Beginning',
  developing: 'Developing',
  proficient: 'Proficient',
  advanced: 'Advanced',
};

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const SearchBox = styled.div`
  display: grid;
  gap: 6px;
  flex: 1 1 240px;
  max-width: 420px;
  div {
    position: relative;
  }
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 36px;
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
  th button {
    all: unset;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    cursor: pointer;
    border-radius: 4px;
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.primary};
      outline-offset: 2px;
    }
    svg {
      width: 14px;
      height: 14px;
    }
  }
  td.progress {
    min-width: 160px;
  }
`;

const HiddenCaption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

const ProgressCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** The Students tab: learners of the educator's courses, sorted, searched and paged by the server. */
export default function StudentsTab() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('lastActive');
  const [direction, setDirection] = useState<Direction>('desc');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query: EducatorLearnerQuery = {
    search: debouncedSearch.trim() || undefined,
    sort,
    direction,
    page,
    pageSize: LEARNERS_PAGE_SIZE,
  };
  const learners = useEducatorLearners(query);
  const total = learners.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEARNERS_PAGE_SIZE));

  useEffect(() => setPage(1), [debouncedSearch]);

  const sortBy = (column: (typeof columns)[number]) => {
    if (column.sort === sort) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSort(column.sort);
      setDirection(column.first);
    }
    setPage(1);
  };

  const csv = `/api/educator/learners.csv${learnerQueryString(query, false)}`;
  const from = total === 0 ? 0 : (page - 1) * LEARNERS_PAGE_SIZE + 1;
  const to = Math.min(total, page * LEARNERS_PAGE_SIZE);

  return (
    <Card as="section" aria-labelledby="students-tab-title">
      <CardHeader>
        <CardTitle as="h2" id="students-tab-title">
          Your learners
        </CardTitle>
        <CardDescription>
          Everyone enrolled in your courses, one row per course, with their progress and competency level.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Toolbar>
          <SearchBox>
            <Label htmlFor="learner-search">Search learners</Label>
            <div>
              <Search aria-hidden="true" />
              <Input
                id="learner-search"
                type="search"
                placeholder="Name or course"
                value={search}
                maxLength={200}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </SearchBox>
          <Button variant="outline" asChild>
            <a href={csv} download>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
        </Toolbar>
        {learners.isLoading ? (
          <Stack $gap={2} role="status" aria-label="Loading your learners">
            <Skeleton $height="40px" />
            <Skeleton $height="40px" />
            <Skeleton $height="40px" />
          </Stack>
        ) : learners.isError ? (
          <ErrorState
            as="h3"
            title="Your learners could not be loaded"
            message={errorMessage(learners.error, 'Please try again.')}
            onRetry={() => void learners.refetch()}
          />
        ) : total === 0 ? (
          <EmptyState
            as="h3"
            title={debouncedSearch.trim() ? 'No learners match your search' : 'No learners yet'}
            description={
              debouncedSearch.trim()
                ? 'Try another name or course title.'
                : 'Learners appear here once they enrol in one of your approved courses.'
            }
          />
        ) : (
          <>
            <Scroller tabIndex={0} role="region" aria-label="Learners table">
              <Table aria-busy={learners.isFetching || undefined}>
                <HiddenCaption>
                  Learners of your courses, sorted by{' '}
                  {columns.find((c) => c.sort === sort)!.label.toLowerCase()},{' '}
                  {direction === 'asc' ? 'ascending' : 'descending'}
                </HiddenCaption>
                <thead>
                  <tr>
                    {columns.map((c) => {
                      const active = c.sort === sort;
                      const Icon = active ? (direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
                      return (
                        <th
                          key={c.sort}
                          scope="col"
                          aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                        >
                          <button type="button" onClick={() => sortBy(c)}>
                            {c.label}
                            <Icon aria-hidden="true" />
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {learners.data!.items.map((l) => (
                    <tr key={l.enrollmentId}>
                      <td>{l.name ?? `Learner #${l.userId}`}</td>
                      <td>{l.courseTitle}</td>
                      <td className="progress">
                        <ProgressCell>
                          <Progress
                            value={l.progress}
                            size="sm"
                            label={`Progress of ${l.name ?? 'learner'}`}
                          />
                          <span>{l.progress}%</span>
                        </ProgressCell>
                      </td>
                      <td>
                        <Badge $variant={l.competencyLevel === 'beginning' ? 'secondary' : 'default'}>
                          {competencyLabels[l.competencyLevel]}
                        </Badge>
                      </td>
                      <td>
                        <time dateTime={l.lastActiveAt}>{shortDate(l.lastActiveAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Scroller>
            <Pager aria-label="Learner pages">
              <span aria-live="polite">
                {from}–{to} of {total}
              </span>
              {pages > 1 && (
                <div>
                  <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    Next
                  </Button>
                </div>
              )}
            </Pager>
          </>
        )}
      </CardContent>
    </Card>
  );
}
