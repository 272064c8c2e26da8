import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService, idempotency, rowsOf, type RunningService, type SqlRunner } from '../src';
import {
  testKeyEnv,
  createTestDatabase,
  fakeIdentity,
  identityHeaders,
  testEngines,
  type TestDatabase,
} from '../src/testing';

const here = path.dirname(fileURLToPath(import.meta.url));

describe.each(testEngines())('idempotent creating requests (%s)', (engine) => {
  let db: TestDatabase;
  let svc: RunningService<unknown, Record<string, unknown>, unknown>;
  let ann: Record<string, string>;
  let bob: Record<string, string>;

  const notes = async () =>
    rowsOf<{ body: string }>(
      await svc.ctx.db.execute(sql`SELECT body FROM notes WHERE body <> 'seeded once'`),
    );

  beforeAll(async () => {
    db = await createTestDatabase(engine, 'idem');
    svc = await createService(
      {
        name: 'idem',
        defaultPort: 0,
        schema: {},
        migrations: path.join(here, 'fixtures/alpha-migrations'),
        deps: () => ({}),
        routes(router, _deps, ctx) {
          router.post('/notes', async (req, res) => {
            if (req.body.body === 'boom') throw new Error('database down');
            const [row] = rowsOf<{ id: number }>(
              await ctx.db.execute(
                sql`INSERT INTO notes (body) VALUES (${String(req.body.body)}) RETURNING id`,
              ),
            );
            res.status(201).json({ id: row!.id, body: req.body.body });
          });
        },
      },
      { logger: pino({ level: 'silent' }), env: { ...db.env, ...testKeyEnv('kit') } },
    );
    ann = await identityHeaders(fakeIdentity({ id: 1 }));
    bob = await identityHeaders(fakeIdentity({ id: 2 }));
  });
  afterAll(async () => {
    await svc?.stop();
    await db?.cleanup();
  });

  it('creates one row for the same creation sent three times with one key, and answers each the same', async () => {
    const send = () =>
      request(svc.app)
        .post('/notes')
        .set(ann)
        .set('Idempotency-Key', 'click-0001-aaaa')
        .send({ body: 'once' });
    const first = await send().expect(201);
    const second = await send().expect(201);
    const third = await send().expect(201);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect((await notes()).filter((n) => n.body === 'once')).toHaveLength(1);
  });

  it('keeps keys per user and refuses a key reused for another request', async () => {
    await request(svc.app)
      .post('/notes')
      .set(bob)
      .set('Idempotency-Key', 'click-0001-aaaa')
      .send({ body: 'once' })
      .expect(201);
    expect((await notes()).filter((n) => n.body === 'once')).toHaveLength(2);
    const reused = await request(svc.app)
      .post('/notes')
      .set(ann)
      .set('Idempotency-Key', 'click-0001-aaaa')
      .send({ body: 'something else' })
      .expect(422);
    expect(reused.body.code).toBe('idempotency_conflict');
  });

  it('lets a failed attempt be retried with the same key', async () => {
    await request(svc.app)
      .post('/notes')
      .set(ann)
      .set('Idempotency-Key', 'click-0002-bbbb')
      .send({ body: 'boom' })
      .expect(500);
    const retry = await request(svc.app)
      .post('/notes')
      .set(ann)
      .set('Idempotency-Key', 'click-0002-bbbb')
      .send({ body: 'boom' })
      .expect(500);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('settles the key before the answer goes out: a retry or repeat sent at once never meets a 409', async () => {
    // The store's writes after the handler has answered take 300 ms: a key recorded after the answer had left
    // would still read as running when the client's next request arrives.
    let slow = false;
    const slowDb: SqlRunner = {
      execute: async (query) => {
        if (slow) await setTimeout(300);
        return svc.ctx.db.execute(query);
      },
    };
    const app = express();
    app.use(express.json());
    app.use((req, _res, next) => {
      slow = false;
      req.identity = fakeIdentity({ id: 3 });
      next();
    });
    app.use(idempotency(slowDb));
    app.post('/tries', (req, res) => {
      slow = true;
      res.status(req.body.fail ? 500 : 201).json({ fail: Boolean(req.body.fail) });
    });
    const send = (body: object, key: string) =>
      request(app).post('/tries').set('Idempotency-Key', key).send(body);
    expect((await send({ fail: true }, 'at-once-fail')).status).toBe(500);
    const retried = await send({ fail: true }, 'at-once-fail');
    expect(retried.status).toBe(500);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await send({ fail: false }, 'at-once-ok')).status).toBe(201);
    const repeated = await send({ fail: false }, 'at-once-ok');
    expect(repeated.status).toBe(201);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
  });

  it('ignores requests without a key or without a user, and refuses malformed keys', async () => {
    await request(svc.app).post('/notes').set(ann).send({ body: 'twice' }).expect(201);
    await request(svc.app).post('/notes').set(ann).send({ body: 'twice' }).expect(201);
    expect((await notes()).filter((n) => n.body === 'twice')).toHaveLength(2);
    const visitor = await identityHeaders(null);
    await request(svc.app)
      .post('/notes')
      .set(visitor)
      .set('Idempotency-Key', 'click-0003-cccc')
      .send({ body: 'v' })
      .expect(201);
    await request(svc.app)
      .post('/notes')
      .set(visitor)
      .set('Idempotency-Key', 'click-0003-cccc')
      .send({ body: 'v' })
      .expect(201);
    expect((await notes()).filter((n) => n.body === 'v')).toHaveLength(2);
    const bad = await request(svc.app)
      .post('/notes')
      .set(ann)
      .set('Idempotency-Key', 'x')
      .send({ body: 'b' })
      .expect(400);
    expect(bad.body.code).toBe('validation_failed');
  });

  it('replays for 24 hours, then treats the key as new', async () => {
    const send = () =>
      request(svc.app)
        .post('/notes')
        .set(ann)
        .set('Idempotency-Key', 'click-0004-dddd')
        .send({ body: 'daily' });
    await send().expect(201);
    const age = async (hours: number) =>
      svc.ctx.db.execute(
        sql`UPDATE kit_idempotency SET created_at = now() - make_interval(hours => ${hours}) WHERE key = 'click-0004-dddd'`,
      );
    await age(23);
    expect((await send().expect(201)).headers['idempotent-replayed']).toBe('true');
    expect((await notes()).filter((n) => n.body === 'daily')).toHaveLength(1);
    await age(25);
    expect((await send().expect(201)).headers['idempotent-replayed']).toBeUndefined();
    expect((await notes()).filter((n) => n.body === 'daily')).toHaveLength(2);
  });
});
