import styled from 'styled-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { EducatorLearner, EducatorLearnerQuery } from '@canopy/contracts';
import { Badge, Progress } from '@canopy/ui';
import { shortDate } from '../../../lib/dates';

export type Sort = NonNullable<EducatorLearnerQuery['sort']>;
export type Direction = 'asc' | 'desc';

export const columns: readonly { sort: Sort; label: string; first: Direction }[] = [
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

/** The learners of one page, with sortable column heads (the sort is the server's). */
export function LearnersTable({
  learners,
  sort,
  direction,
  onSort,
  busy,
}: {
  learners: EducatorLearner[];
  sort: Sort;
  direction: Direction;
  onSort: (column: (typeof columns)[number]) => void;
  /** Another page or order is being read. */
  busy: boolean;
}) {
  return (
    <Scroller tabIndex={0} role="region" aria-label="Learners table">
      <Table aria-busy={busy || undefined}>
        <HiddenCaption>
          Learners of your courses, sorted by {columns.find((c) => c.sort === sort)!.label.toLowerCase()},{' '}
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
                  <button type="button" onClick={() => onSort(c)}>
                    {c.label}
                    <Icon aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {learners.map((l) => (
            <tr key={l.enrollmentId}>
              <td>{l.name ?? `Learner #${l.userId}`}</td>
              <td>{l.courseTitle}</td>
              <td className="progress">
                <ProgressCell>
                  <Progress value={l.progress} size="sm" label={`Progress of ${l.name ?? 'learner'}`} />
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
  );
}
