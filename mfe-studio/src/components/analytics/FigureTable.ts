import styled from 'styled-components';

/** A table that scrolls sideways inside its card on narrow screens. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const FigureTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: start;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  td.num,
  th.num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
  tbody tr:last-child td,
  tbody tr:last-child th {
    border-block-end: 0;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  time {
    white-space: nowrap;
  }
`;
