import styled from 'styled-components';
import { fieldControlStyles } from '@canopy/ui';

/**
 * A table inside a labelled, focusable region that scrolls sideways on narrow screens (a keyboard user can scroll
 * it with the arrow keys; screen readers announce the region's name).
 */
export const TableRegion = styled.div`
  /* The containing block of absolutely positioned cell content (visually hidden column names): without it they
     escape the scroll box and widen the whole page on a phone. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: 12px 16px;
    text-align: start;
    vertical-align: middle;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-block-end: none;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-block-end: 16px;
  > * {
    flex: 1 1 160px;
  }
  > .wide {
    flex: 2 1 260px;
  }
  > .end {
    flex: 0 0 auto;
  }
  > .narrow {
    flex: 0 1 280px;
  }
`;

/** A native select (keyboard and screen-reader behaviour for free) in the kit's field look. */
export const NativeSelect = styled.select`
  ${fieldControlStyles};
  appearance: auto;
`;

export const ResultLine = styled.p`
  margin: 0;
  margin-block-end: 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An active filter set from elsewhere (e.g. one educator's courses), with a way to clear it. */
export const FilterChip = styled.div`
  && {
    flex: 0 1 auto;
  }
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  min-height: 40px;
  padding-block: 4px;
  padding-inline: 14px 4px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;
