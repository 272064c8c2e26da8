import styled from 'styled-components';
import { CheckboxField, Skeleton } from '@canopy/ui';
import { QueryState } from '@canopy/ui/page-kit';
import { useCategories } from '../api/useStudioCourses';
import { useStudioT } from '../i18n/useStudioT';
import { categoryName } from '../lib/categoryName';

const CategoryGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`;

/** The catalogue's categories as checkboxes (a course has one to three); the caller keeps the choice. */
export function CategoryChoices({
  selected,
  onToggle,
  placeholders,
}: {
  selected: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  /** How many placeholder rows stand in while the categories load. */
  placeholders: number;
}) {
  const { t } = useStudioT();
  const categories = useCategories();
  return (
    <QueryState
      query={categories}
      loading={
        <CategoryGrid role="status" aria-label={t('Loading categories')}>
          {Array.from({ length: placeholders }, (_, i) => (
            <Skeleton key={i} $height="24px" />
          ))}
        </CategoryGrid>
      }
      errorTitle={t('The categories could not be loaded')}
      errorFallback={t('Please try again.')}
    >
      {(list) => (
        <CategoryGrid>
          {list.map((c) => (
            <CheckboxField
              key={c.id}
              label={categoryName(c.name)}
              checked={selected.includes(c.id)}
              onCheckedChange={(v) => onToggle(c.id, v === true)}
            />
          ))}
        </CategoryGrid>
      )}
    </QueryState>
  );
}
