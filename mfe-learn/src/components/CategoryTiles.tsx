import styled from 'styled-components';
import { LayoutGrid } from 'lucide-react';
import { Skeleton, focusRing } from '@canopy/ui';
import type { Category } from '@canopy/contracts';
import { counted } from '../hooks/useLabels';
import { useLearnT } from '../i18n/useLearnT';
import { CategoryIcon } from './CategoryIcon';
import { seededText } from '../lib/seededText';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(190px, 100%), 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 479px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.button`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 64px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  text-align: start;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};
  ${focusRing}
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  .icon {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: 36px;
    height: 36px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] .icon {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  .icon svg {
    width: 18px;
    height: 18px;
  }
  .text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .name {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: break-word;
  }
  /* Two tiles a row on phones: the words need the room more than the icon does. */
  @media (max-width: 479px) {
    gap: 0;
    min-height: 56px;
    .icon {
      display: none;
    }
  }
  .count {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Category tiles with their course counts (categories without courses are left out, unless selected; the
 * category filter still lists every category). A tile is a toggle button: pressing it sets the category filter,
 * pressing the selected one again (or "All categories") clears it.
 */
export function CategoryTiles({
  categories,
  totalCount,
  selectedId,
  onSelect,
  loading,
}: {
  categories: Category[];
  totalCount: number | undefined;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  loading?: boolean;
}) {
  const { t } = useLearnT();
  if (loading) {
    return (
      <List aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton $height="64px" $radius="10px" />
          </li>
        ))}
      </List>
    );
  }
  return (
    <List aria-label={t('Categories')}>
      <li>
        <Tile type="button" aria-pressed={selectedId === null} onClick={() => onSelect(null)}>
          <span className="icon" aria-hidden="true">
            <LayoutGrid />
          </span>
          <span className="text">
            <span className="name">{t('All categories')}</span>
            {totalCount !== undefined && (
              <span className="count">{t('{{shown}} courses', counted(totalCount))}</span>
            )}
          </span>
        </Tile>
      </li>
      {categories
        .filter((c) => c.courseCount > 0 || c.id === selectedId)
        .map((c) => (
          <li key={c.id}>
            <Tile
              type="button"
              aria-pressed={selectedId === c.id}
              onClick={() => onSelect(selectedId === c.id ? null : c.id)}
            >
              <span className="icon" aria-hidden="true">
                <CategoryIcon icon={c.icon} />
              </span>
              <span className="text">
                <span className="name">{seededText(c.name)}</span>
                <span className="count">{t('{{shown}} courses', counted(c.courseCount))}</span>
              </span>
            </Tile>
          </li>
        ))}
    </List>
  );
}
