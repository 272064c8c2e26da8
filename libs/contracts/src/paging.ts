import { z } from 'zod';

/**
 * One page of a list paged on the server, and how many rows match in all pages: the one paging shape of every
 * service's lists (users, outbox, audit log, admin courses, an educator's learners, the catalogue, forum lists).
 * The number of pages follows from `total` and `pageSize`.
 */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Rows matching the filters, all pages together. */
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
