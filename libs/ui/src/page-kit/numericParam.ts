import { useParams } from 'react-router-dom';

/** Ids are positive PostgreSQL integers: anything else in an address names nothing. */
const MAX_ID = 2_147_483_647;

/** A route parameter as a positive integer, or null when it is missing or not a number. */
export function numericParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= MAX_ID ? n : null;
}

/** The current route's parameter `name` as a positive integer, or null (a page's requests then wait). */
export function useNumericParam(name: string): number | null {
  return numericParam(useParams()[name]);
}
