import { useState } from 'react';

/**
 * The page of a list paged on the server, and `firstPage(set)`: a filter's setter that also goes back to page 1
 * (page 3 of the previous search or status means nothing for the new one).
 */
export function useListPage() {
  const [page, setPage] = useState(1);
  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, firstPage };
}
