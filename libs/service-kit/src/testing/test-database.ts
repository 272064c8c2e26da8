import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { shareClusterTemplate } from '../pglite-cluster';

// One PGlite template per machine and PGlite release for every test process, instead of one initdb per test file.
shareClusterTemplate(path.join(tmpdir(), `canopy-test-pglite-${pgliteVersion()}`));

function pgliteVersion(): string {
  // The package does not export its package.json: found from its entry point, inside its folder.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const folder = entry.slice(0, entry.lastIndexOf('@electric-sql/pglite') + '@electric-sql/pglite'.length);
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

export type TestEngine = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testEngines(): TestEngine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  /** Environment for createService: DATA_DIR always, DATABASE_URL for postgres. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  cleanup(): Promise<void>;
}

/** A throwaway database: a fresh PostgreSQL database on the test server, or a fresh PGlite folder. */
export async function createTestDatabase(engine: TestEngine, label = 'svc'): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `canopy-${label}-`));
  if (engine === 'pglite') {
    return { env: { DATA_DIR: dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const name = `canopy_test_${label.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async cleanup() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
