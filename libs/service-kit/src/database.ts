import type { Pool } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { advisoryLockKey } from './advisory-lock';
import { ConfigError } from './config';
import { createKitTables } from './kit-tables';

/** The drizzle database type stores are written against (node-postgres underneath). */
export type Database<TSchema extends Record<string, unknown> = Record<string, never>> = PgDatabase<
  PgQueryResultHKT,
  TSchema
>;

export interface DatabaseHandle<TSchema extends Record<string, unknown>> {
  db: Database<TSchema>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions<TSchema extends Record<string, unknown>> {
  service: string;
  schema: TSchema;
  /**
   * The service's PostgreSQL database: the one the launcher made in its embedded server, or a real server's.
   * A service started on its own without one refuses to start (see `openDatabase`).
   */
  url?: string;
  /** Folder of drizzle-kit migrations; applied at open. */
  migrationsFolder?: string;
  logger: Logger;
}

// One advisory lock per service, so two instances of the same service starting together migrate one after the
// other, while different services never wait on each other.
const advisoryKey = (service: string) => advisoryLockKey(`canopy-migrate:${service}`);

/**
 * Where drizzle records applied migrations: one table per service, so services that share a database (one
 * `DATABASE_URL` for a small installation) never read each other's migration history.
 */
export function migrationsTableFor(service: string): { migrationsSchema: string; migrationsTable: string } {
  return { migrationsSchema: 'drizzle', migrationsTable: `__migrations_${service.replace(/\W/g, '_')}` };
}

/** Opens the service's database (a pool of 10), migrating it first under an advisory lock per service. */
export async function openDatabase<TSchema extends Record<string, unknown>>(
  opts: DatabaseOptions<TSchema>,
): Promise<DatabaseHandle<TSchema>> {
  if (!opts.url) {
    throw new ConfigError(opts.service, [
      'DATABASE_URL: not set. Start the whole platform with `npm start` (it runs an embedded PostgreSQL and ' +
        'gives each service its database), or set DATABASE_URL to a PostgreSQL database for this service.',
    ]);
  }
  const url = opts.url;
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
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
        await createKitTables(drizzle(client), opts.service);
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
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => endPool(pool),
  };
}

/**
 * Ends the pool once every connection is closed. pg-pool's `end()` resolves as soon as it has asked its idle
 * clients to end, before their sockets close: a server stopped right after (the launcher's embedded PostgreSQL,
 * stopped last) then terminated those sessions and each logged "terminating connection due to administrator
 * command". Its 'remove' event comes once a client's connection has ended.
 */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed =
    open === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => pool.on('remove', () => --open === 0 && resolve()));
  await pool.end();
  // Bounded: a connection whose server vanished must not hold the stop.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
  clearTimeout(timer);
}
