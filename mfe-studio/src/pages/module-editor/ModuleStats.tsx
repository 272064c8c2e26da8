import styled from 'styled-components';
import type { CourseAnalytics, Lesson } from '@canopy/contracts';
import { currentLanguage } from '@canopy/i18n';
import { formatNumber } from '@canopy/i18n/format';
import { Card, Skeleton } from '@canopy/ui';
import { studioText, useStudioT } from '../../i18n/useStudioT';

const List = styled.dl`
  display: grid;
  gap: 14px;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 12px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin-block-start: 12px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ModuleFigures {
  quizzes: number;
  /** Percent, or null when there is nothing to measure yet. */
  completionRate: number | null;
  note: string;
}

/**
 * The module's figures from the course analytics: quizzes on its lessons, and how much of the module the
 * enrolled learners have completed (lesson completions over lessons × learners).
 */
export function moduleFigures(analytics: CourseAnalytics, lessons: Lesson[]): ModuleFigures {
  const ids = new Set(lessons.map((l) => l.id));
  const quizzes = analytics.quizzes.filter((q) => ids.has(q.lessonId)).length;
  if (analytics.enrolled === 0) return { quizzes, completionRate: null, note: studioText('No learners yet') };
  if (lessons.length === 0)
    return { quizzes, completionRate: null, note: studioText('No lessons to complete yet') };
  const done = analytics.lessons
    .filter((l) => ids.has(l.lessonId))
    .reduce((sum, l) => sum + l.completions, 0);
  const rate = Math.round((done / (lessons.length * analytics.enrolled)) * 100);
  const note = studioText("Share of this module's lessons completed by {{count}} enrolled learners.", {
    count: analytics.enrolled,
    defaultValue:
      analytics.enrolled === 1
        ? "Share of this module's lessons completed by 1 enrolled learner."
        : undefined,
  });
  return { quizzes, completionRate: rate, note };
}

export interface ModuleStatsProps {
  lessonCount: number | undefined;
  figures: ModuleFigures | undefined;
  figuresPending: boolean;
  figuresFailed: boolean;
}

export function ModuleStats({ lessonCount, figures, figuresPending, figuresFailed }: ModuleStatsProps) {
  const { t } = useStudioT();
  const language = currentLanguage();
  const value = (v: string | number | undefined) =>
    v !== undefined ? (
      typeof v === 'number' ? (
        formatNumber(v, language)
      ) : (
        v
      )
    ) : figuresPending ? (
      <Skeleton style={{ inlineSize: 40, blockSize: 24 }} />
    ) : (
      '—'
    );
  return (
    <Card as="section" aria-labelledby="module-stats-title" style={{ padding: 24 }}>
      <h2 id="module-stats-title" style={{ fontSize: '1.125rem', marginBlockEnd: 16 }}>
        {t('Statistics')}
      </h2>
      <List>
        <div>
          <dt>{t('Lessons')}</dt>
          <dd>{lessonCount === undefined ? '—' : formatNumber(lessonCount, language)}</dd>
        </div>
        <div>
          <dt>{t('Quizzes')}</dt>
          <dd>{value(figures?.quizzes)}</dd>
        </div>
        <div>
          <dt>{t('Completion Rate')}</dt>
          <dd>
            {figures
              ? figures.completionRate === null
                ? '—'
                : formatNumber(figures.completionRate / 100, language, { style: 'percent' })
              : value(undefined)}
          </dd>
        </div>
      </List>
      {figures && <Note>{figures.note}</Note>}
      {figuresFailed && <Note role="status">{t('Quiz and completion figures could not be loaded.')}</Note>}
    </Card>
  );
}
