import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build step under test, not a library
import { pageModuleMismatches, readRemotePages } from '../../tools/remote-paths-plugin.mjs';
import { pageLoader } from '@canopy/auth';
import { pages, paths } from '../src/paths';
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
});
