import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Download, Search } from 'lucide-react';
import type { EducatorLearner, EducatorLearnerQuery } from '@canopy/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Input,
  Label,
  Skeleton,
  Stack,
} from '@canopy/ui';
import { useDebouncedValue, QueryState } from '@canopy/ui/page-kit';
import { learnerQueryString, useEducatorLearners } from '../../api/useStudioCourses';
import { useStudioT } from '../../i18n/useStudioT';
import { LearnerFeedbackDialog } from './students/LearnerFeedbackDialog';
import { LearnerPager } from './students/LearnerPager';
import type { columns } from './students/LearnersTable';
import { LearnersTable, type Direction, type Sort } from './students/LearnersTable';

export const LEARNERS_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
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
    inset-inline-start: 12px;
    inset-block-start: 50%;
    transform: translateY(-50%);
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-inline-start: 36px;
  }
`;

/**
 * The Students tab: learners of the educator's courses, sorted, searched and paged by the server; each row opens
 * the feedback dialog for that learner in that course.
 */
export default function StudentsTab() {
  const { t } = useStudioT();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('lastActive');
  const [direction, setDirection] = useState<Direction>('desc');
  const [page, setPage] = useState(1);
  const [feedbackFor, setFeedbackFor] = useState<EducatorLearner | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
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

  return (
    <Card as="section" aria-labelledby="students-tab-title">
      <CardHeader>
        <CardTitle as="h2" id="students-tab-title">
          {t('Your learners')}
        </CardTitle>
        <CardDescription>
          {t(
            'Everyone enrolled in your courses, one row per course, with their progress and competency level.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Toolbar>
          <SearchBox>
            <Label htmlFor="learner-search">{t('Search learners')}</Label>
            <div>
              <Search aria-hidden="true" />
              <Input
                id="learner-search"
                type="search"
                placeholder={t('Name or course')}
                value={search}
                maxLength={200}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </SearchBox>
          <Button variant="outline" asChild>
            <a href={csv} download>
              <Download aria-hidden="true" /> {t('Export CSV')}
            </a>
          </Button>
        </Toolbar>
        <QueryState
          query={learners}
          loading={
            <Stack $gap={2} role="status" aria-label={t('Loading your learners')}>
              <Skeleton $height="40px" />
              <Skeleton $height="40px" />
              <Skeleton $height="40px" />
            </Stack>
          }
          errorTitle={t('Your learners could not be loaded')}
          isEmpty={() => total === 0}
          empty={
            <EmptyState
              as="h3"
              title={debouncedSearch.trim() ? t('No learners match your search') : t('No learners yet')}
              description={
                debouncedSearch.trim()
                  ? t('Try another name or course title.')
                  : t('Learners appear here once they enrol in one of your approved courses.')
              }
            />
          }
        >
          {(data) => (
            <>
              <LearnersTable
                learners={data.items}
                sort={sort}
                direction={direction}
                onSort={sortBy}
                busy={learners.isFetching}
                onFeedback={(learner) => {
                  setFeedbackFor(learner);
                  setFeedbackOpen(true);
                }}
              />
              <LearnerPager page={page} pageSize={LEARNERS_PAGE_SIZE} total={total} onPage={setPage} />
            </>
          )}
        </QueryState>
        {feedbackFor && (
          <LearnerFeedbackDialog learner={feedbackFor} open={feedbackOpen} onOpenChange={setFeedbackOpen} />
        )}
      </CardContent>
    </Card>
  );
}
