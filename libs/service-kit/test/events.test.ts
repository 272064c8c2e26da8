import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createService, rowsOf, type RunningService } from '../src';
import {
  TEST_SECRET,
  createTestDatabase,
  freePort,
  identityHeaders,
  testEngines,
  type TestDatabase,
} from '../src/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const silent = pino({ level: 'silent' });

type Running = RunningService<unknown, Record<string, unknown>, unknown>;

/** The sender: POST /notes stores a note and announces it in the same transaction. */
function sender(db: TestDatabase, subscribers: string, logger = silent) {
  return createService(
    {
      name: 'alpha',
      defaultPort: 0,
      schema: {},
      migrations: path.join(here, 'fixtures/alpha-migrations'),
      deps: () => ({}),
      routes(router, _deps, ctx) {
        router.post('/notes', async (req, res) => {
          const id = await ctx.db.transaction(async (tx) => {
            const [row] = rowsOf<{ id: number }>(
              await tx.execute(sql`INSERT INTO notes (body) VALUES (${String(req.body.body)}) RETURNING id`),
            );
            await ctx.events.on(tx).emit('user.deleted', { userId: row!.id });
            return row!.id;
          });
          res.status(201).json({ id });
        });
      },
    },
    {
      logger,
      env: {
        ...db.env,
        IDENTITY_TOKEN_SECRET: TEST_SECRET,
        EVENT_SUBSCRIBERS: subscribers,
        EVENT_RETRY_BASE_MS: '20',
        EVENT_RETRY_MAX_MS: '50',
        EVENT_POLL_MS: '60000',
      },
    },
  );
}

/** The receiver: records each announced id as a tag, through the transaction that marks the event handled. */
function receiver(db: TestDatabase, handles = true) {
  return createService(
    {
      name: 'beta',
      defaultPort: 0,
      schema: {},
      migrations: path.join(here, 'fixtures/beta-migrations'),
      deps: () => ({}),
      events: () =>
        handles
          ? {
              'user.deleted': async (event, tx) => {
                await tx.execute(sql`INSERT INTO tags (name) VALUES (${`deleted:${event.payload.userId}`})`);
              },
            }
          : {},
      routes: () => undefined,
    },
    { logger: silent, env: { ...db.env, IDENTITY_TOKEN_SECRET: TEST_SECRET } },
  );
}

async function tags(service: Running): Promise<string[]> {
  return rowsOf<{ name: string }>(await service.ctx.db.execute(sql`SELECT name FROM tags ORDER BY name`)).map(
    (r) => r.name,
  );
}

async function deliveries(service: Running) {
  return rowsOf<{ status: string; attempts: number; last_error: string | null }>(
    await service.ctx.db.execute(sql`SELECT status, attempts, last_error FROM kit_deliveries`),
  );
}

const waitFor = async (check: () => Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe.each(testEngines())('domain events (%s)', (engine) => {
  const dbs: TestDatabase[] = [];
  const services: Running[] = [];
  const db = async (label: string) => {
    const d = await createTestDatabase(engine, label);
    dbs.push(d);
    return d;
  };
  const track = <T extends Running>(s: T) => {
    services.push(s);
    return s;
  };
  let user: Record<string, string>;

  // Identity tokens live 60 s: a fresh one per test, or a slow machine runs the later tests with an expired one.
  beforeEach(async () => {
    user = await identityHeaders({
      id: 7,
      username: 'ann',
      role: 'student',
      status: 'active',
      firstName: 'Ann',
      lastName: 'Lee',
    });
  });
  afterAll(async () => {
    for (const s of services) await s.stop();
    for (const d of dbs) await d.cleanup();
  });

  it('delivers every event emitted while the receiver was down once it is back, none twice', async () => {
    const port = await freePort();
    const alpha = track(await sender(await db('ev-a'), `user.deleted=http://127.0.0.1:${port}`));
    for (const body of ['one', 'two', 'three']) {
      await request(alpha.app).post('/notes').set(user).send({ body }).expect(201);
    }
    // Nobody listens yet: every delivery fails and is rescheduled, nothing is lost.
    await alpha.flushEvents();
    const failed = await deliveries(alpha);
    expect(failed).toHaveLength(3);
    expect(failed.every((d) => d.status === 'pending' && d.attempts === 1 && d.last_error)).toBe(true);

    const beta = track(await receiver(await db('ev-b')));
    await beta.start(port);
    await waitFor(async () => {
      await alpha.flushEvents();
      return (await deliveries(alpha)).every((d) => d.status === 'delivered');
    });
    const ids = rowsOf<{ id: number }>(
      await alpha.ctx.db.execute(sql`SELECT id FROM notes WHERE body <> 'seeded once'`),
    );
    expect(await tags(beta)).toEqual(ids.map((r) => `deleted:${r.id}`).sort());

    // A delivery repeated after a lost answer is acknowledged as a duplicate and changes nothing.
    const [event] = rowsOf<{ id: string; type: string; payload: unknown; occurred_at: Date | string }>(
      await alpha.ctx.db.execute(sql`SELECT id, type, payload, occurred_at FROM kit_outbox LIMIT 1`),
    );
    const again = await request(beta.app)
      .post('/internal/events')
      .set(await identityHeaders(null, TEST_SECRET, 'alpha'))
      .send({
        id: event!.id,
        type: event!.type,
        source: 'alpha',
        occurredAt: new Date(event!.occurred_at).toISOString(),
        payload: event!.payload,
      })
      .expect(200);
    expect(again.body).toEqual({ status: 'duplicate' });
    expect(await tags(beta)).toHaveLength(3);
  });

  it('writes no event when the change rolls back', async () => {
    const alpha = track(await sender(await db('ev-r'), 'user.deleted=http://127.0.0.1:1'));
    await expect(
      alpha.ctx.db.transaction(async (tx) => {
        await alpha.ctx.events.on(tx).emit('user.deleted', { userId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(rowsOf(await alpha.ctx.db.execute(sql`SELECT id FROM kit_outbox`))).toHaveLength(0);
  });

  it('refuses a malformed event with 400, and the sender dead-letters what a receiver refuses', async () => {
    const beta = track(await receiver(await db('ev-m')));
    const service = await identityHeaders(null, TEST_SECRET, 'alpha');
    const envelope = {
      id: '6f1f3c1e-8a57-4a4e-9a59-2b1d8c1e0b11',
      type: 'user.deleted',
      source: 'alpha',
      occurredAt: new Date().toISOString(),
    };
    const bad = await request(beta.app)
      .post('/internal/events')
      .set(service)
      .send({ ...envelope, payload: { userId: 'seven' } })
      .expect(400);
    expect(bad.body.code).toBe('validation_failed');
    await request(beta.app).post('/internal/events').set(service).send({ nonsense: true }).expect(400);
    // Only services may deliver events.
    await request(beta.app)
      .post('/internal/events')
      .set(user)
      .send({ ...envelope, payload: { userId: 7 } })
      .expect(403);
    expect(await tags(beta)).toEqual([]);

    // A receiver that does not handle the type answers 400: retrying cannot help, so the delivery is given up.
    const deaf = track(await receiver(await db('ev-d'), false));
    const { port } = await deaf.start(0);
    const lines: string[] = [];
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _enc, cb) {
          lines.push(String(chunk));
          cb();
        },
      }),
    );
    const alpha = track(await sender(await db('ev-s'), `user.deleted=http://127.0.0.1:${port}`, logger));
    await request(alpha.app).post('/notes').set(user).send({ body: 'x' }).expect(201);
    await alpha.flushEvents();
    await alpha.flushEvents();
    expect(await deliveries(alpha)).toEqual([
      expect.objectContaining({ status: 'dead', attempts: 1, last_error: expect.stringMatching(/^400/) }),
    ]);
    expect(lines.some((l) => l.includes('event delivery dead-lettered'))).toBe(true);
  });
});
