import pg from 'pg';

/** PostgreSQL's codes: the database named in the connection does not exist; CREATE DATABASE of one that does. */
const NO_SUCH_DATABASE = '3D000';
const DUPLICATE_DATABASE = '42P04';

/** The name of the database a postgres:// URL connects to. */
export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

/** The same server and credentials, connected to another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/**
 * Creates the database `url` names unless it exists, connecting to `maintenanceUrl` (same server) to do so.
 * Answers whether it was created. Two clusters starting together may both try: the loser's "exists" is fine.
 */
export async function ensureDatabase(url: string, maintenanceUrl = withDatabase(url, 'postgres')) {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await probe.connect();
    return false;
  } catch (err) {
    if ((err as { code?: string }).code !== NO_SUCH_DATABASE) throw err;
  } finally {
    await probe.end().catch(() => undefined);
  }
  const admin = new pg.Client({ connectionString: maintenanceUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    const name = databaseNameOf(url).replace(/"/g, '""');
    await admin.query(`CREATE DATABASE "${name}"`);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === DUPLICATE_DATABASE) return false;
    throw err;
  } finally {
    await admin.end();
  }
}

/**
 * The ids identity gave the demo accounts (by username), read from its database once its first instance has
 * seeded them: the course and forum demo content belongs to them. On a database that had other users first
 * they are not 1, 2, 4 and 5, which is what the services assume without being told.
 */
export async function demoAccountIds(
  identityDatabaseUrl: string,
  usernames: readonly string[],
): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: identityDatabaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; username: string }>(
      'SELECT id, lower(username) AS username FROM users WHERE lower(username) = ANY($1::text[])',
      [usernames.map((u) => u.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.username, Number(r.id)]));
  } finally {
    await client.end();
  }
}
