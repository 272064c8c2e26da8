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
import { firstReadsOf } from '@canopy/contracts';
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
});
