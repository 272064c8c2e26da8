import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's Button, not a second copy bundled with this entry
import { Button, useUiT } from '@canopy/ui';
import { localNumber } from './localNumber';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    gap: 8px;
  }
`;

export interface PagerProps {
  /** The navigation's accessible name ("Users pages"). */
  label: string;
  page: number;
  pageSize: number;
  /** Rows in all pages. */
  total: number;
  onPage: (page: number) => void;
  /**
   * How the place in the list is told: `range`, "Showing 21–23 of 23 discussions" before the buttons (announced
   * politely as it changes); `page`, "Page 2 of 3" between them, for a list whose range is said above it.
   */
  summary?: 'range' | 'page';
  /** What the list holds, singular and plural, after the range ("discussion", "discussions"), in the page's language. */
  noun?: readonly [string, string];
  /** The whole range line in the page's language (its own plural forms); replaces the range and `noun`. */
  rangeText?: (range: { first: number; last: number; total: number }) => string;
  className?: string;
}

/** Previous / Next for a list paged on the server. Nothing when everything fits on the first page. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
  summary = 'range',
  noun,
  rangeText,
  className,
}: PagerProps) {
  const { t } = useUiT();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1 && page <= 1) return null;
  const previous = (
    <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
      <ChevronLeft aria-hidden="true" /> {t('Previous')}
    </Button>
  );
  const next = (
    <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
      {t('Next')} <ChevronRight aria-hidden="true" />
    </Button>
  );
  if (summary === 'page') {
    return (
      <Nav aria-label={label} className={className}>
        {previous}
        <span aria-current="page">
          {t('Page {{page}} of {{pages}}', { page: localNumber(page), pages: localNumber(pageCount) })}
        </span>
        {next}
      </Nav>
    );
  }
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return (
    <Nav aria-label={label} className={className}>
      <p aria-live="polite">
        {rangeText ? (
          rangeText({ first, last, total })
        ) : (
          <>
            {t('Showing {{first}}–{{last}} of {{total}}', {
              first: localNumber(first),
              last: localNumber(last),
              total: localNumber(total),
            })}
            {noun ? ` ${total === 1 ? noun[0] : noun[1]}` : ''}
          </>
        )}
      </p>
      <div>
        {previous}
        {next}
      </div>
    </Nav>
  );
}
