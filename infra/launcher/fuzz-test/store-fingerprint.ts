import type { RunningPlatformService } from '../src/start-platform';

/** What the fuzz needs of a running service: its pool (drizzle's node-postgres client) and its event flush. */
interface FingerprintedService {
  ctx: { db: { $client: { query(text: string): Promise<{ rows: Array<Record<string, unknown>> }> } } };
  flushEvents(): Promise<number>;
}

/** Per service, per table: row count and a hash of every row's text, in a stable order. */
export type StoreFingerprint = Record<string, Record<string, string>>;

/**
 * Fingerprints of every service's database: one query per database, listing each of its tables (drizzle's
 * migration bookkeeping left out) with `count:md5` over the sorted md5 of each row's text, so any insert, update or
 * delete shows. That reads every row, so it is taken again only for a database whose server has begun or ended a
 * writing transaction since the last one (PostgreSQL gives a transaction an id only when it writes, and the
 * snapshot's bounds move with every such id): most refused requests write nothing and cost one tiny query a
 * database.
 */
export async function createStoreFingerprints(services: readonly RunningPlatformService[]) {
  const queries = await Promise.all(
    services.map(async ({ name, service }) => {
      const { ctx, flushEvents } = service as unknown as FingerprintedService;
      const client = ctx.db.$client;
      const { rows } = await client.query(
        `SELECT table_schema, table_name FROM information_schema.tables
          WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'drizzle')
          ORDER BY 1, 2`,
      );
      const parts = rows.map(({ table_schema, table_name }) => {
        const table = `"${String(table_schema)}"."${String(table_name)}"`;
        const label = `${String(table_schema)}.${String(table_name)}`.replace(/'/g, "''");
        return `SELECT '${label}' AS t, (SELECT count(*) || ':' || md5(coalesce(string_agg(h, ',' ORDER BY h), ''))
                  FROM (SELECT md5(x::text) AS h FROM ${table} x) s) AS f`;
      });
      const sql = `SELECT coalesce(json_object_agg(t, f), '{}') AS tables FROM (${parts.join(' UNION ALL ')}) u`;
      return { name, client, sql, flushEvents: () => flushEvents.call(service) };
    }),
  );
  const kept = new Map<string, { snapshot: string; tables: Record<string, string> }>();

  async function take(): Promise<StoreFingerprint> {
    const results = await Promise.all(
      queries.map(async ({ name, client, sql }) => {
        // Read before the tables: a write that ends while they are read moves it, so the next take reads again.
        const { rows: now } = await client.query('SELECT pg_current_snapshot()::text AS snapshot');
        const snapshot = String(now[0]!.snapshot);
        const earlier = kept.get(name);
        if (earlier?.snapshot === snapshot) return [name, earlier.tables] as const;
        const { rows } = await client.query(sql);
        const tables = rows[0]!.tables as Record<string, string>;
        kept.set(name, { snapshot, tables });
        return [name, tables] as const;
      }),
    );
    return Object.fromEntries(results);
  }

  return {
    take,
    /**
     * After a request that was carried out: its events delivered (in process) and the fingerprint taken until it
     * holds still, so what follows from it is not put on a later, refused request.
     */
    async settle(): Promise<StoreFingerprint> {
      let last = await take();
      for (let i = 0; i < 20; i++) {
        await Promise.all(queries.map((q) => q.flushEvents().catch(() => 0)));
        await new Promise((resolve) => setTimeout(resolve, 25));
        const next = await take();
        if (sameFingerprint(last, next)) return next;
        last = next;
      }
      return last;
    },
  };
}

export function sameFingerprint(a: StoreFingerprint, b: StoreFingerprint): boolean {
  return changedTables(a, b).length === 0;
}

/** `service.schema.table` of every table whose rows differ. */
export function changedTables(before: StoreFingerprint, after: StoreFingerprint): string[] {
  const changed: string[] = [];
  for (const service of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[service] ?? {};
    const b = after[service] ?? {};
    for (const table of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (a[table] !== b[table]) changed.push(`${service}.${table}`);
    }
  }
  return changed;
}
