import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build step under test, not a library
import { readRemotePaths } from '../../tools/remote-paths-plugin.mjs';
import { paths } from '../src/paths';
import routes from '../src/routes';

describe('the paths this remote declares', () => {
  it('are exactly the paths of its routes, and what its build publishes', async () => {
    expect(routes.map((r) => r.path)).toEqual([...paths]);
    const published = await readRemotePaths(fileURLToPath(new URL('../src/paths.ts', import.meta.url)));
    expect(published).toEqual([...paths]);
  });
});
