import type { Paged } from '@canopy/contracts';

/** `pageCount` is the forum's own addition to the one paging shape (older clients read it). */
export function paged<T>(
  items: T[],
  total: number,
  page: number,
  pageSize: number,
): Paged<T> & { pageCount: number } {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}
