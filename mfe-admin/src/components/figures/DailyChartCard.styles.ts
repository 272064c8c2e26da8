import styled from 'styled-components';
import { Card as UiCard } from '@canopy/ui';
import { TableRegion } from '../DataTable';

export const Card = styled(UiCard)`
  padding: 20px;
  min-width: 0;
  @media (max-width: 480px) {
    padding: 16px;
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px 24px;
  margin-block-end: 16px;
  h3 {
    margin: 0 0 4px;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 52ch;
  }
`;

/** The window's sums, one per series, beside the title. */
export const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 28px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
  }
`;

export const Swatch = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 3px;
`;

export const Caption = styled.figcaption`
  margin-block-end: 8px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ChartArea = styled.div`
  width: 100%;
  height: 240px;
`;

export const EmptyChart = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
  padding: 24px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const InlineError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  min-height: 120px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.text};
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.danger};
  }
  > div {
    flex: 1 1 220px;
  }
`;

/** The day-by-day table: scrolls inside the card rather than making the page very long (90 rows). */
export const TableScroll = styled(TableRegion)`
  margin-block-start: 8px;
  max-height: 320px;
  overflow-y: auto;
  thead th {
    position: sticky;
    top: 0;
  }
  tbody th {
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;
