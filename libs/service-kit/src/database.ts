import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { createKitTables } from './kit-tables';
import { preparePgliteCluster } from './pglite-cluster';

/** One drizzle database type for both engines, so stores are written once. */
export type Database<TSchema extends Record<string, unknown> = Record<string, never>> = PgDatabase<
  PgQueryResultHKT,
  TSchema
>;

export interface DatabaseHandle<TSchema extends Record<string, unknown>> {
  db: Database<TSchema>;
  engine: 'postgres' | 'pglite';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions<TSchema extends Record<string, unknown>> {
  service: string;
  schema: TSchema;
  /** node-postgres against this server when set; PGlite in `dataDir/<service>` otherwise. */
  url?: string;
  dataDir: string;
  /** Folder of drizzle-kit migrations; applied at open. */
  migrationsFolder?: string;
  /**
   * PostgreSQL extensions the migrations create (`CREATE EXTENSION IF NOT EXISTS ...`). PGlite must load an
   * extension's code when it starts, so this list is what it loads; PostgreSQL has them installed already.
   */
  extensions?: readonly PgliteExtensionName[];
  logger: Logger;
}

/** Extensions a service may ask for: the ones PGlite ships and we have a use for. */
const pgliteExtensions = {
  pg_trgm: async () => (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm,
};
export type PgliteExtensionName = keyof typeof pgliteExtensions;

// PostgreSQL advisory locks take a bigint key; derive a stable one per service so two instances of the same
// service starting together migrate one after the other, while different services never wait on each other.
function advisoryKey(service: string): bigint {
  let h = 1469598103934665603n;
  for (const ch of `canopy-migrate:${service}`)
    h = BigInt.asIntN(64, (h ^ BigInt(ch.charCodeAt(0))) * 1099511628211n);
  return h;
}

/**
 * Where drizzle records applied migrations: one table per service, so services that share a database (one
 * `DATABASE_URL` for a small installation) never read each other's migration history.
 */
export function migrationsTableFor(service: string): { migrationsSchema: string; migrationsTable: string } {
  return { migrationsSchema: 'drizzle', migrationsTable: `__migrations_${service.replace(/\W/g, '_')}` };
}

export async function openDatabase<TSchema extends Record<string, unknown>>(
  opts: DatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  return opts.url ? openPostgres(opts) : openPglite(opts);
}

async function openPostgres<TSchema extends Record<string, unknown>>(
  opts: DatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: `canopy-${opts.service}`,
  });
  // An idle client losing its server must not crash the process; the next query reports the problem.
  pool.on('error', (err) => opts.logger.warn({ err }, 'idle database client error'));

  {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const client = await pool.connect();
    try {
      const key = advisoryKey(opts.service).toString();
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
      try {
        if (opts.migrationsFolder) {
          await migrate(drizzle(client), {
            migrationsFolder: opts.migrationsFolder,
            ...migrationsTableFor(opts.service),
          });
        }
        await createKitTables(drizzle(client));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
      }
    } finally {
      client.release();
    }
  }

  const db = drizzle(pool, { schema: opts.schema }) as unknown as Database<TSchema>;
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's defaults (128 MB shared buffers) are sized for a server with the machine to itself; PGlite zeroes its
 * buffers inside each instance's WebAssembly memory, so five services cost ~1 GB at rest. Measured with five
 * instances in one process (bench `startup`): fresh 1.47 GB → 0.86 GB, reopened 1.08 GB → 0.47 GB. The embedded
 * default serves one machine's demo and small schools; the data folder's files stay in the OS page cache anyway.
 */
const pgliteMemorySettings = [
  'shared_buffers = 16MB',
  'wal_buffers = 512kB',
  'work_mem = 4MB',
  'maintenance_work_mem = 16MB',
  'temp_buffers = 1MB',
];

async function openPglite<TSchema extends Record<string, unknown>>(
  opts: DatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.resolve(opts.dataDir, opts.service);
  await preparePgliteCluster(dir);
  mkdirSync(dir, { recursive: true });
  const extensions = Object.fromEntries(
    await Promise.all((opts.extensions ?? []).map(async (name) => [name, await pgliteExtensions[name]()])),
  );
  const client = await PGlite.create(dir, { extensions, postgresqlconf: pgliteMemorySettings });
  const db = drizzle(client, { schema: opts.schema }) as unknown as Database<TSchema>;
  // PGlite is one connection in this process; the advisory lock still guards the rare case of two
  // processes pointed at one data folder (PGlite itself refuses that, but fail clearly rather than corrupt).
  await db.execute(sql`SELECT pg_advisory_lock(${advisoryKey(opts.service).toString()}::bigint)`);
  try {
    if (opts.migrationsFolder) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle(client), {
        migrationsFolder: opts.migrationsFolder,
        ...migrationsTableFor(opts.service),
      });
    }
    await createKitTables(db);
  } finally {
    await db.execute(sql`SELECT pg_advisory_unlock(${advisoryKey(opts.service).toString()}::bigint)`);
  }
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: () => client.close(),
  };
}
