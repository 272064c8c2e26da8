import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/database';
import { preparePgliteCluster, shareClusterTemplate } from '../src/pglite-cluster';

const logger = pino({ level: 'silent' });

describe('PGlite clusters for new data folders', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'canopy-cluster-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('gives each new service folder a working cluster of its own, copied from one template', async () => {
    const open = (service: string) => openDatabase({ service, schema: {}, dataDir: root, logger });
    const [alpha, beta] = await Promise.all([open('alpha'), open('beta')]);
    try {
      expect(existsSync(path.join(root, '.pglite-template', 'PG_VERSION'))).toBe(true);
      await alpha.db.execute(sql`create table notes (id int primary key)`);
      await alpha.db.execute(sql`insert into notes values (1)`);
      // beta is a separate cluster: alpha's table is not there.
      const tables = (await beta.db.execute(
        sql`select count(*)::int as n from pg_tables where tablename = 'notes'`,
      )) as unknown as { rows: { n: number }[] };
      expect(tables.rows[0]!.n).toBe(0);
      const shared = (await alpha.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(shared.rows[0]!.shared_buffers).toBe('16MB');
    } finally {
      await Promise.all([alpha.close(), beta.close()]);
    }
    // Opened again, alpha keeps its data: an existing cluster is never replaced by the template.
    const again = await open('alpha');
    try {
      const rows = (await again.db.execute(sql`select count(*)::int as n from notes`)) as unknown as {
        rows: { n: number }[];
      };
      expect(rows.rows[0]!.n).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('leaves a folder that holds something other than a cluster to PGlite', async () => {
    const dir = path.join(root, 'stray');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'notes.txt'), 'not a database');
    await preparePgliteCluster(dir);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(false);
  });
});

describe('a template shared by every data root (tests)', () => {
  let shared: string;
  const roots: string[] = [];
  beforeAll(async () => {
    shared = await mkdtemp(path.join(tmpdir(), 'canopy-cluster-shared-'));
    for (const n of [1, 2]) roots.push(await mkdtemp(path.join(tmpdir(), `canopy-cluster-root${n}-`)));
    shareClusterTemplate(shared);
  });
  afterAll(async () => {
    shareClusterTemplate(undefined);
    for (const dir of [shared, ...roots]) await rm(dir, { recursive: true, force: true });
  });

  it('gives folders under different roots clusters copied from the one template', async () => {
    await Promise.all(roots.map((root) => preparePgliteCluster(path.join(root, 'svc'))));
    expect(existsSync(path.join(shared, '.pglite-template', 'PG_VERSION'))).toBe(true);
    for (const root of roots) {
      expect(existsSync(path.join(root, 'svc', 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(root, '.pglite-template'))).toBe(false);
    }
    const opened = await openDatabase({ service: 'svc', schema: {}, dataDir: roots[0]!, logger });
    try {
      const rows = (await opened.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(rows.rows[0]!.one).toBe(1);
    } finally {
      await opened.close();
    }
  });
});
