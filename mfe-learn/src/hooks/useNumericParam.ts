import { useParams } from 'react-router-dom';

/** A route parameter as a positive integer, or null when it is missing or not a number. */
export function numericParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** A route parameter as a positive integer, or null when it is missing or not a number (requests then wait). */
export function useNumericParam(name: string): number | null {
  return numericParam(useParams()[name]);
}
