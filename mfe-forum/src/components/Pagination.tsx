import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@canopy/ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  div {
    display: flex;
    gap: 8px;
  }
`;

export interface PaginationProps {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  noun?: [string, string];
  onPage: (page: number) => void;
}

/** "Showing 21–23 of 23 discussions" with Previous / Next. Hidden when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  pageSize,
  total,
  noun = ['discussion', 'discussions'],
  onPage,
}: PaginationProps) {
  if (total <= pageSize && page === 1) return null;
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return (
    <Nav aria-label="Pages">
      <p aria-live="polite">
        Showing {from}–{to} of {total} {total === 1 ? noun[0] : noun[1]}
      </p>
      <div>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </Nav>
  );
}
