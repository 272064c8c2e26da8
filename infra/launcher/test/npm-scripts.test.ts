import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from './manifest-expectations';

const scripts = (
  JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/*
 * npm runs a script through `sh -c` and forwards SIGINT and SIGTERM to that shell. A shell waiting on `node` does
 * not pass them on, so a process manager's SIGTERM to `npm start` (or `docker stop`) left the launcher and its
 * PostgreSQL running. The shell must hand its process to the launcher (`exec`) once the build is done.
 */
describe('the scripts that run the platform', () => {
  it.each([
    ['start', 'infra/launcher/dist/main.js'],
    ['cluster', 'infra/launcher/dist/cluster-main.js'],
  ])('npm run %s builds, then execs the launcher so that npm’s signals reach it', (name, main) => {
    const script = scripts[name]!;
    const steps = script.split('&&').map((step) => step.trim());
    expect(steps[0]).toMatch(/^nx run-many -t build\b/);
    expect(steps.at(-1)).toBe(`exec node ${main}`);
  });
});
