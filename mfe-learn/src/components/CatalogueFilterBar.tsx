import { useId } from 'react';
import styled from 'styled-components';
import type { Category } from '@canopy/contracts';
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@canopy/ui';
import { SearchInput } from '@canopy/ui/page-kit';
import { courseLevels, type CatalogueFilters, type CourseLevelFilter } from '../lib/catalogueFilters';
import { useLabels } from '../hooks/useLabels';
import { seededText } from '../lib/seededText';

const Filters = styled.div`
  display: grid;
  gap: 16px;
  margin-block: 32px 24px;
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

/** The catalogue's search box, level and category: each change goes to the address (`update`). */
export function CatalogueFilterBar({
  filters,
  update,
  categories,
  searchText,
  onSearchTextChange,
}: {
  filters: CatalogueFilters;
  update: (patch: Partial<CatalogueFilters>) => void;
  categories: Category[];
  /** The box's text, applied to the address once typing pauses (or at once with Enter). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
}) {
  const { t, level: levelLabel } = useLabels();
  const ids = { search: useId(), level: useId(), category: useId() };
  return (
    <Filters role="search" aria-label={t('Filter courses')}>
      <Control>
        <Label htmlFor={ids.search}>{t('Search courses')}</Label>
        <SearchInput
          inputId={ids.search}
          placeholder={t('Search by title or topic')}
          value={searchText}
          autoComplete="off"
          onValueChange={onSearchTextChange}
          onInputKeyDown={(e) => {
            if (e.key === 'Enter') update({ search: searchText });
          }}
          onClear={() => {
            onSearchTextChange('');
            update({ search: '' });
          }}
        />
      </Control>
      <Control>
        <Label htmlFor={ids.level}>{t('Level')}</Label>
        <Select
          value={filters.level}
          onValueChange={(level) => update({ level: level as CourseLevelFilter })}
        >
          <SelectTrigger id={ids.level}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('Any level')}</SelectItem>
            {courseLevels.map((level) => (
              <SelectItem key={level} value={level}>
                {levelLabel(level)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Control>
      <Control>
        <Label htmlFor={ids.category}>{t('Category')}</Label>
        <Select
          value={filters.categoryId === null ? 'all' : String(filters.categoryId)}
          onValueChange={(v) => update({ categoryId: v === 'all' ? null : Number(v) })}
        >
          <SelectTrigger id={ids.category}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('All categories')}</SelectItem>
            {categories.map((c) => (
              <SelectItem key={c.id} value={String(c.id)}>
                {seededText(c.name)}
              </SelectItem>
            ))}
            {/* A category from a shared link that no longer exists still needs an item to show. */}
            {filters.categoryId !== null && !categories.some((c) => c.id === filters.categoryId) && (
              <SelectItem value={String(filters.categoryId)}>{t('Unknown category')}</SelectItem>
            )}
          </SelectContent>
        </Select>
      </Control>
    </Filters>
  );
}
