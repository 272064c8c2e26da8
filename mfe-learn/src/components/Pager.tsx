import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@canopy/ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div {
    display: flex;
    gap: 8px;
  }
`;

/** "Showing 11–20 of 23" with Previous / Next, for a paged list; nothing when everything fits on one page. */
export function Pager({
  page,
  pageCount,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pageCount <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Nav aria-label={label}>
      <p aria-live="polite">
        Showing {first}–{last} of {total}
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
