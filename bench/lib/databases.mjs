// Throwaway PostgreSQL databases (named canopy_bench_*) and Redis keys (under a prefix of the benchmark's own)
// for the real-server scenarios; both are removed when the run ends, also after a failure.
import pg from 'pg';
import { Redis } from 'ioredis';

/** The same server as `baseUrl` with another database name. */
export function databaseUrl(baseUrl, name) {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates `canopy_bench_<run>_<name>` for each name; answers { name: url } and a drop() for all of them. */
export async function createDatabases(baseUrl, run, names) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const created = [];
  try {
    const urls = {};
    for (const name of names) {
      const db = `canopy_bench_${run}_${name}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${db}`);
      created.push(db);
      urls[name] = databaseUrl(baseUrl, db);
    }
    return {
      urls,
      async drop() {
        const c = new pg.Client({ connectionString: baseUrl });
        await c.connect();
        try {
          for (const db of created) await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
        } finally {
          await c.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}

/** Deletes every Redis key under `prefix` (SCAN, never KEYS, so a shared Redis is not blocked). */
export async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) removed += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}
