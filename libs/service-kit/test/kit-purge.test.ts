import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseConfigSchema, loadConfig, openDatabase, rowsOf, type DatabaseHandle } from '../src';
import { withAdvisoryLock } from '../src/advisory-lock';
import { purgeKitRecords } from '../src/kit-purge';
import { createTestDatabase, testEngines, testKeyEnv, type TestDatabase } from '../src/testing';

const DAY_MS = 86_400_000;
const silent = pino({ level: 'silent' });
type Handle = DatabaseHandle<Record<string, unknown>>;

describe.each(testEngines())('purging old outbox, inbox and idempotency rows (%s)', (engine) => {
  let database: TestDatabase;
  let a: Handle;
  let b: Handle;

  beforeAll(async () => {
    database = await createTestDatabase(engine, 'purge');
    const open = () =>
      openDatabase({ service: 'alpha', schema: {}, url: database.env.DATABASE_URL, logger: silent });
    // Two instances of the service on one database.
    [a, b] = [await open(), await open()];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.cleanup();
  });

  const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  let seq = 0;
  const id = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;
  async function outboxRow(source: string, occurredDaysAgo: number, publishedDaysAgo: number | null) {
    const row = id();
    await a.db.execute(sql`
      INSERT INTO kit_outbox (id, type, payload, occurred_at, source, published_at)
      VALUES (${row}, 'user.deleted', '{"userId":1}', ${ago(occurredDaysAgo)}, ${source},
              ${publishedDaysAgo === null ? null : ago(publishedDaysAgo)})`);
    return row;
  }
  async function inboxRow(consumer: string, receivedDaysAgo: number) {
    const row = id();
    await a.db.execute(sql`
      INSERT INTO kit_inbox (consumer, event_id, type, source, received_at)
      VALUES (${consumer}, ${row}, 'user.deleted', 'beta', ${ago(receivedDaysAgo)})`);
    return row;
  }
  const ids = async (table: 'kit_outbox' | 'kit_inbox', column: 'id' | 'event_id') =>
    rowsOf<{ id: string }>(await a.db.execute(sql.raw(`SELECT ${column}::text AS id FROM ${table}`)))
      .map((r) => r.id)
      .sort();

  it('deletes only what is past the retention and no longer needed', async () => {
    const keep = [
      await outboxRow('alpha', 1, 1), // published yesterday
      await outboxRow('alpha', 30, null), // never published: waits for NATS, however old
      await outboxRow('beta', 30, 30), // another service's (a shared database): its own purge decides
    ];
    const pendingDelivery = await outboxRow('alpha', 30, 30);
    const deadLetter = await outboxRow('alpha', 30, 30);
    keep.push(pendingDelivery, deadLetter);
    // Past the retention: published 8 and 29 days ago, and one whose every delivery was made.
    await outboxRow('alpha', 9, 8);
    await outboxRow('alpha', 30, 29);
    const delivered = await outboxRow('alpha', 30, 30);
    // The in-process engine's deliveries: a pending one and a dead letter keep their event; delivered ones don't.
    await a.db.execute(sql`
      INSERT INTO kit_deliveries (event_id, subscriber, status) VALUES
        (${pendingDelivery}, 'beta', 'pending'), (${deadLetter}, 'beta', 'dead'), (${delivered}, 'beta', 'delivered')`);
    const inboxKeep = [await inboxRow('alpha', 6), await inboxRow('beta', 30)];
    await inboxRow('alpha', 8);
    await inboxRow('alpha', 40);
    await a.db.execute(sql`
      INSERT INTO kit_idempotency (owner, key, request_hash, created_at) VALUES
        ('user:1', 'fresh-key-1', 'h', ${ago(0.5)}), ('user:1', 'stale-key-1', 'h', ${ago(1.5)})`);

    const result = await purgeKitRecords({ service: 'alpha', db: a.db, retentionMs: 7 * DAY_MS });
    expect(result).toEqual({ ran: true, outbox: 3, inbox: 2, idempotency: 1 });
    expect(await ids('kit_outbox', 'id')).toEqual(keep.sort());
    expect(await ids('kit_inbox', 'event_id')).toEqual(inboxKeep.sort());
    const keys = rowsOf<{ key: string }>(await a.db.execute(sql`SELECT key FROM kit_idempotency`));
    expect(keys.map((k) => k.key)).toEqual(['fresh-key-1']);
    expect(
      rowsOf(await a.db.execute(sql`SELECT 1 FROM kit_deliveries WHERE event_id = ${delivered}`)),
    ).toEqual([]);
  });

  it('is done by one instance at a time: another one skips while it runs', async () => {
    const old = await outboxRow('alpha', 30, 30);
    let during: Awaited<ReturnType<typeof purgeKitRecords>> | undefined;
    // Instance A holds the purge's lock (as its purge would); instance B's purge meanwhile does nothing.
    await withAdvisoryLock(a.db, 'canopy-kit-purge:alpha', async () => {
      during = await purgeKitRecords({ service: 'alpha', db: b.db, retentionMs: 7 * DAY_MS });
    });
    expect(during).toEqual({ ran: false, outbox: 0, inbox: 0, idempotency: 0 });
    expect(await ids('kit_outbox', 'id')).toContain(old);
    // Both at once: exactly one of them runs, and the row goes once.
    const both = await Promise.all(
      [a, b].map((h) => purgeKitRecords({ service: 'alpha', db: h.db, retentionMs: 7 * DAY_MS })),
    );
    expect(both.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
    expect(both.reduce((n, r) => n + r.outbox, 0)).toBe(1);
    expect(await ids('kit_outbox', 'id')).not.toContain(old);
  });
});

describe('EVENT_RETENTION_MS', () => {
  const read = (env: Record<string, string>) =>
    loadConfig('alpha', baseConfigSchema, { PORT: '0', ...testKeyEnv('alpha'), ...env });

  it('keeps a week by default and refuses one within JetStream’s duplicate window', () => {
    expect(read({}).EVENT_RETENTION_MS).toBe(7 * DAY_MS);
    expect(read({ EVENT_RETENTION_MS: '48h' }).EVENT_RETENTION_MS).toBe(2 * DAY_MS);
    expect(() => read({ EVENT_RETENTION_MS: '15m' })).toThrow(/EVENT_RETENTION_MS must be at least 20m/);
  });
});
