import styled from 'styled-components';
import { ArrowDown, ArrowUp, ArrowUpDown, MessageSquarePlus } from 'lucide-react';
import type { EducatorLearner, EducatorLearnerQuery } from '@canopy/contracts';
import { Badge, Button, Progress, VisuallyHiddenText } from '@canopy/ui';
import { studioText, useStudioT } from '../../../i18n/useStudioT';
import { localDate } from '../../../lib/localDate';

export type Sort = NonNullable<EducatorLearnerQuery['sort']>;
export type Direction = 'asc' | 'desc';

/** The sortable columns; each head shows `t(labelKey)`. */
export const columns: readonly { sort: Sort; labelKey: string; first: Direction }[] = [
  { sort: 'name', labelKey: 'Learner', first: 'asc' },
  { sort: 'course', labelKey: 'Course', first: 'asc' },
  { sort: 'progress', labelKey: 'Progress', first: 'desc' },
  { sort: 'competency', labelKey: 'Competency', first: 'desc' },
  { sort: 'lastActive', labelKey: 'Last activity', first: 'desc' },
];

const competencyLabels: Record<EducatorLearner['competencyLevel'], () => string> = {
  beginning: () => studioText('Beginning'),
  developing: () => studioText('Developing'),
  proficient: () => studioText('Proficient'),
  advanced: () => studioText('Advanced'),
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
    text-align: start;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  tbody tr:last-child td {
    border-block-end: 0;
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
  onFeedback,
}: {
  learners: EducatorLearner[];
  sort: Sort;
  direction: Direction;
  onSort: (column: (typeof columns)[number]) => void;
  /** Another page or order is being read. */
  busy: boolean;
  /** Opens the feedback dialog for one row's learner and course. */
  onFeedback: (learner: EducatorLearner) => void;
}) {
  const { t } = useStudioT();
  const column = t(columns.find((c) => c.sort === sort)!.labelKey).toLowerCase();
  return (
    <Scroller tabIndex={0} role="region" aria-label={t('Learners table')}>
      <Table aria-busy={busy || undefined}>
        <HiddenCaption>
          {direction === 'asc'
            ? t('Learners of your courses, sorted by {{column}}, ascending', { column })
            : t('Learners of your courses, sorted by {{column}}, descending', { column })}
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
                    {t(c.labelKey)}
                    <Icon aria-hidden="true" />
                  </button>
                </th>
              );
            })}
            <th scope="col">
              <VisuallyHiddenText>{t('Feedback')}</VisuallyHiddenText>
            </th>
          </tr>
        </thead>
        <tbody>
          {learners.map((l) => {
            const name = l.name ?? t('Learner #{{id}}', { id: l.userId });
            return (
              <tr key={l.enrollmentId}>
                <td>{name}</td>
                <td>{l.courseTitle}</td>
                <td className="progress">
                  <ProgressCell>
                    <Progress value={l.progress} size="sm" label={t('Progress of {{name}}', { name })} />
                    <span>{l.progress}%</span>
                  </ProgressCell>
                </td>
                <td>
                  <Badge $variant={l.competencyLevel === 'beginning' ? 'secondary' : 'default'}>
                    {competencyLabels[l.competencyLevel]()}
                  </Badge>
                </td>
                <td>
                  <time dateTime={l.lastActiveAt}>{localDate(l.lastActiveAt)}</time>
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onFeedback(l)}
                    aria-label={t('Give feedback to {{name}} in {{course}}', { name, course: l.courseTitle })}
                  >
                    <MessageSquarePlus aria-hidden="true" /> {t('Feedback')}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
