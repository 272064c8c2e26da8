import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { NavigateOptions } from 'react-router-dom';

/** Changes a copy of the address's query (or returns a new one). */
export type SearchParamsChange = (params: URLSearchParams) => URLSearchParams | void;

/**
 * The address's query, and a way to change it that builds on the latest change. react-router's own functional
 * `setSearchParams` is handed the query of the last render, so two changes made before the next render (a role,
 * then a status, chosen quickly) kept only the second.
 */
export function useSearchParamsUpdate(): [
  URLSearchParams,
  (change: SearchParamsChange, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  const latest = useRef(params);
  // A new query from the router (our change arriving, or the back button) is the base of the next change.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const update = (change: SearchParamsChange, options?: NavigateOptions) => {
    const copy = new URLSearchParams(latest.current);
    const next = change(copy) ?? copy;
    latest.current = next;
    setParams(next, options);
  };
  return [params, update];
}
