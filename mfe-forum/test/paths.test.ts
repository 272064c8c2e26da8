import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build step under test, not a library
import {
  pageModuleMismatches,
  readRemotePages,
  readsPrefetchedBy,
} from '../../tools/remote-paths-plugin.mjs';
import type { QueryClient } from '@tanstack/react-query';
import { pageLoader } from '@canopy/auth';
import { firstReadsOf, readsHoldFor } from '@canopy/contracts';
import { writeFilters } from '../src/lib/discussionFilters';
import { pages, paths, type ForumPath } from '../src/paths';
import routes from '../src/routes';

describe('the paths this remote declares', () => {
  it('are exactly the paths of its routes, and what its build publishes', async () => {
    expect(routes.map((r) => r.path)).toEqual([...paths]);
    const published = await readRemotePages(fileURLToPath(new URL('../src/paths.ts', import.meta.url)));
    expect(published).toEqual(pages);
  });

  it("each have the page module the list names (the gateway names that page's chunks in its HTML)", () => {
    expect(pageModuleMismatches(routes, pages, pageLoader)).toEqual([]);
  });

  it("declare as a page's first reads exactly what its route's prefetch starts (the HTML names them early)", () => {
    for (const route of routes) {
      const page = pages[route.path as ForumPath];
      const declared: readonly string[] = 'reads' in page ? page.reads : [];
      const asked = readsPrefetchedBy(route, { params: { id: '7', discussionId: '7' } });
      expect(firstReadsOf(declared, route.path, route.path.replace(/:\w+/g, '7')).sort(), route.path).toEqual(
        asked.sort(),
      );
    }
  });

  it('start the page of discussions its address asks for, with the options the page uses', () => {
    const topic = routes.find((r) => r.path === '/forum/topics/:id')!;
    const keys: unknown[] = [];
    const queryClient = { prefetchQuery: async (o: { queryKey: unknown }) => void keys.push(o.queryKey) };
    topic.prefetch?.({
      params: { id: '7' },
      search: new URLSearchParams('page=3'),
      queryClient: queryClient as unknown as QueryClient,
      user: null,
    });
    expect(keys).toEqual([['/api/forum-topics/7'], ['/api/forum-topics/7/discussions', { page: 3 }]]);
  });

  it("name every query parameter of a page's address that changes its reads, and none that does not", () => {
    const keysOf = (path: ForumPath, search: string) => {
      const keys: unknown[] = [];
      const queryClient = { prefetchQuery: async (o: { queryKey: unknown }) => void keys.push(o.queryKey) };
      routes
        .find((r) => r.path === path)!
        .prefetch?.({
          params: { id: '7' },
          search: new URLSearchParams(search),
          queryClient: queryClient as unknown as QueryClient,
          user: null,
        });
      return JSON.stringify(keys);
    };
    // Every filter the forum's address can hold (lib/discussionFilters.ts writes them), each on its own.
    const filters = writeFilters({ tab: 'recent', search: 'soil', tag: 'water', page: 2 });
    expect([...filters.keys()].length).toBe(4);
    for (const [name, value] of filters) {
      const search = `${name}=${value}`;
      expect(keysOf('/forum', search), search).not.toBe(keysOf('/forum', ''));
      expect(readsHoldFor(search, pages['/forum'].readsVaryBy), search).toBe(false);
    }
    expect(keysOf('/forum/topics/:id', 'page=2')).not.toBe(keysOf('/forum/topics/:id', ''));
    expect(readsHoldFor('page=2', pages['/forum/topics/:id'].readsVaryBy)).toBe(false);
    // A parameter the page does not read changes nothing, and its reads are still named.
    expect(keysOf('/forum', 'utm_source=mail')).toBe(keysOf('/forum', ''));
    expect(readsHoldFor('utm_source=mail', pages['/forum'].readsVaryBy)).toBe(true);
  });
});
