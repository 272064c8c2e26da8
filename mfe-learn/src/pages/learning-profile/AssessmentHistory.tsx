import styled from 'styled-components';
import { currentLanguage } from '@canopy/i18n';
import { formatDate } from '@canopy/i18n/format';
import type { LearningAssessment, Paged } from '@canopy/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState, SkeletonRows } from '@canopy/ui/page-kit';
import { useLabels } from '../../hooks/useLabels';
import { useLearnT } from '../../i18n/useLearnT';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 16px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// The date and time of a result: the pattern English had, and the same facts in Spanish's order.
const takenPatterns = { en: 'MMM d, yyyy h:mm a', es: "d 'de' MMM 'de' yyyy, HH:mm" } as const;

/** Every completed assessment, newest first: the latest is the one shown above, earlier ones are kept. */
export function AssessmentHistory({ query }: { query: UseQueryResult<Paged<LearningAssessment>> }) {
  const { t } = useLearnT();
  const labels = useLabels();
  const language = currentLanguage();
  const label = (a: LearningAssessment) => {
    const [primary, secondary] = [a.primaryStyle, a.secondaryStyle];
    if (!primary) return secondary ? labels.category(secondary) : '';
    if (!secondary) return labels.category(primary);
    return t('{{primary}}, then {{secondary}}', {
      primary: labels.category(primary),
      secondary: labels.category(secondary),
    });
  };
  return (
    <QueryState
      query={query}
      loading={<SkeletonRows count={2} label={t('Loading earlier results')} height="40px" />}
      errorTitle={t('Your earlier results could not be loaded')}
      errorFallback={t('Please try again.')}
    >
      {(page) => (
        <>
          <List aria-label={t('Completed questionnaires, newest first')}>
            {page.items.map((a, i) => (
              <li key={a.id}>
                <span>
                  {label(a)}
                  {i === 0 ? ` ${t('(latest)')}` : ''}
                </span>
                {a.completedAt && (
                  <time dateTime={a.completedAt}>
                    {formatDate(a.completedAt, takenPatterns[language], language)}
                  </time>
                )}
              </li>
            ))}
          </List>
          {page.total > page.items.length && (
            <p>
              {t('Showing the {{shown}} most recent of {{total}} results.', {
                shown: page.items.length,
                total: page.total,
              })}
            </p>
          )}
        </>
      )}
    </QueryState>
  );
}
