import express from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS, errorHandler } from '../src';
import { createTestDatabase, testEngines, type TestDatabase } from '../src/testing';

// A database too busy to take a request now is the service's moment, not a fault: the answer is 503 with
// Retry-After (the transaction was rolled back, nothing was stored), never a 500.

function appFailingWith(fail: () => Promise<unknown>) {
  const a = express();
  a.get('/x', async (_req, res, next) => {
    try {
      res.json(await fail());
    } catch (err) {
      next(err);
    }
  });
  a.use(errorHandler());
  return a;
}

/** An error shaped as drizzle throws it: its own message, the driver's error (with PostgreSQL's code) as cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: update enrollments …'), {
    cause: Object.assign(new Error('deadlock detected'), { code }),
  });

describe('database refusals', () => {
  it.each(['40P01', '40001', '53300', '57P03', '55P03', '57014'])(
    'answers 503 for SQLSTATE %s',
    async (code) => {
      const res = await request(appFailingWith(() => Promise.reject(wrapped(code)))).get('/x');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      expect(res.body).toEqual({
        message: 'Service temporarily unavailable. Please try again shortly.',
        code: 'unavailable',
      });
    },
  );

  it('keeps 500 for any other database failure', async () => {
    const res = await request(appFailingWith(() => Promise.reject(wrapped('42P01')))).get('/x');
    expect(res.status).toBe(500);
  });
});

describe.each(testEngines())('a pool with no connection free (%s)', (engine) => {
  let testDb: TestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine, 'busy');
    pool = new pg.Pool({ connectionString: testDb.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 100 });
  });
  afterAll(async () => {
    await pool?.end();
    await testDb?.cleanup();
  });

  it('answers 503 once the wait for a connection runs out, and serves again once one is free', async () => {
    const app = appFailingWith(async () => (await pool.query('select 1 as one')).rows[0]);
    const held = await pool.connect();
    const busy = await request(app).get('/x');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
    held.release();
    const served = await request(app).get('/x');
    expect(served.status).toBe(200);
    expect(served.body).toEqual({ one: 1 });
  });
});
