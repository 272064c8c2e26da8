// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@canopy/api-client';
import { AuthContext } from '@canopy/auth';
import type { AuthContextValue, PagePrefetchContext } from '@canopy/auth';
import type { User } from '@canopy/contracts';
import { useCourse, useCourseOutline, useCourses, useEnrollments } from '../src/api/useLearnQueries';
import { readCatalogueFilters } from '../src/lib/catalogueFilters';
import { prefetchCourseDetail, prefetchEnrolledCourse } from '../src/pagePrefetches';

// A loaded CI machine (lint, builds and other suites at once) can take seconds for the first render.
configure({ asyncUtilTimeout: 15_000 });

/*
 * A route's prefetch must start exactly the reads its page then asks for: the page's hooks find them in the
 * cache (no second request), and nothing else is requested.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const learner = { id: 7, username: 'sam', firstName: 'Sam', role: 'student', status: 'active' } as User;

/** Every GET answered with an empty list or object, recorded by path and query. */
function stubApi() {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url.pathname + url.search);
    const body = url.pathname.endsWith('/outline') ? { modules: [], learner: null } : [];
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

function context(
  queryClient: QueryClient,
  user: User | null,
  params: Record<string, string> = {},
  search = '',
): PagePrefetchContext {
  return { queryClient, user, params, search: new URLSearchParams(search) };
}

function wrapperFor(queryClient: QueryClient, user: User | null) {
  const auth = { user, isLoading: false } as unknown as AuthContextValue;
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
}

describe('learn page prefetches', () => {
  it('the enrolled view: its course, the enrollments and the outline, which its hooks then read from the cache', async () => {
    const asked = stubApi();
    const client = createQueryClient();
    prefetchEnrolledCourse(context(client, learner, { id: '12' }));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect([...asked].sort()).toEqual(['/api/courses/12', '/api/courses/12/outline', '/api/enrollments']);

    const { result } = renderHook(() => [useCourse(12), useEnrollments(), useCourseOutline(12)] as const, {
      wrapper: wrapperFor(client, learner),
    });
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(asked).toHaveLength(3);
  });

  it('the catalogue’s full list and its list under default filters are one read; a tab is split by the server', async () => {
    const asked = stubApi();
    const client = createQueryClient();
    const defaults = readCatalogueFilters(new URLSearchParams(''));
    const mine = readCatalogueFilters(new URLSearchParams('tab=my'));
    const { result } = renderHook(() => [useCourses(), useCourses(defaults), useCourses(mine)] as const, {
      wrapper: wrapperFor(client, learner),
    });
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(asked.sort()).toEqual([
      '/api/courses?status=approved',
      '/api/courses?status=approved&enrollment=enrolled',
    ]);
  });

  it('a visitor’s My Courses tab asks nothing (it shows the sign-in prompt)', async () => {
    const asked = stubApi();
    const client = createQueryClient();
    const mine = readCatalogueFilters(new URLSearchParams('tab=not-enrolled'));
    const { result } = renderHook(() => useCourses(mine), { wrapper: wrapperFor(client, null) });
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(asked).toEqual([]);
  });

  it('a visitor’s course page reads the outline as a visitor; a malformed id or a visitor’s dashboard reads nothing', async () => {
    const asked = stubApi();
    const client = createQueryClient();
    prefetchCourseDetail(context(client, null, { id: '3' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    const { result } = renderHook(() => [useCourse(3), useCourseOutline(3)] as const, {
      wrapper: wrapperFor(client, null),
    });
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(asked).toHaveLength(2);

    prefetchCourseDetail(context(client, null, { id: '3x' }));
    prefetchEnrolledCourse(context(client, null, { id: '3' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toHaveLength(2);
  });
});
