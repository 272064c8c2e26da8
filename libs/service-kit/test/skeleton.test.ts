import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '@canopy/contracts';
import {
  createService,
  defaultPortOf,
  migrationsFolder,
  requestId,
  rowsOf,
  storeAccess,
  systemClock,
  type Database,
  type RunningService,
  type StoreAccess,
} from '../src';
import {
  createTestDatabase,
  identityHeaders,
  testKeyEnv,
  testClock,
  testEngines,
  type TestDatabase,
} from '../src/testing';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('migrationsFolder', () => {
  it("is the drizzle folder beside the named package's package.json", () => {
    // Any workspace package exporting its package.json will do; a service is what it is for.
    expect(migrationsFolder('@canopy/course-service')).toBe(path.join(repoDir, 'services/course/drizzle'));
  });

  it('names the package when it cannot be found', () => {
    expect(() => migrationsFolder('@canopy/no-such-service')).toThrow(/@canopy\/no-such-service/);
  });
});

describe('defaultPortOf', () => {
  it("takes a platform service's port from platformServices unless the definition gives one", () => {
    expect(defaultPortOf('identity')).toBe(4001);
    expect(defaultPortOf('content')).toBe(4005);
    expect(defaultPortOf('content', 0)).toBe(0);
    expect(defaultPortOf('elsewhere', 4999)).toBe(4999);
  });

  it('refuses a service outside the platform without a port', () => {
    expect(() => defaultPortOf('elsewhere')).toThrow(/elsewhere: no defaultPort/);
  });
});

describe('clocks', () => {
  it('the system clock is now; a test clock moves only when told', () => {
    const before = Date.now();
    expect(systemClock().getTime()).toBeGreaterThanOrEqual(before);
    const clock = testClock(new Date('2026-01-01T00:00:00.000Z'));
    expect(clock().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock().toISOString()).toBe('2026-01-01T00:01:30.000Z');
    clock.set(new Date('2027-05-05T05:05:05.000Z'));
    expect(clock().toISOString()).toBe('2027-05-05T05:05:05.000Z');
  });
});

// A one-table store, enough to see that a transaction's stores run on the transaction.
interface NoteStores {
  notes: { add(text: string): Promise<void>; count(): Promise<number> };
}
function bindNotes(db: Database): NoteStores {
  return {
    notes: {
      add: async (text) => {
        await db.execute(sql`INSERT INTO skeleton_notes (text) VALUES (${text})`);
      },
      count: async () =>
        Number(
          rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM skeleton_notes`))[0]?.n,
        ),
    },
  };
}

describe.each(testEngines())('the skeleton in a service (%s)', (engine) => {
  let database: TestDatabase;
  let svc: RunningService<unknown, Record<string, never>, StoreAccess<NoteStores>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine, 'skeleton');
    svc = await createService(
      {
        // A platform service's name: its port comes from platformServices.
        name: 'forum',
        schema: {},
        deps: (ctx) => storeAccess(ctx.db, bindNotes),
        routes(router) {
          router.get('/api/request-id', (req, res) => {
            res.json({ id: requestId(req) ?? null });
          });
        },
        async onReady(_deps, ctx) {
          await ctx.db.execute(sql`CREATE TABLE IF NOT EXISTS skeleton_notes (text text NOT NULL)`);
        },
      },
      {
        env: { ...database.env, ...testKeyEnv('kit') },
        logger: pino({ level: 'silent' }),
      },
    );
  });
  afterAll(async () => {
    await svc?.stop();
    await database?.cleanup();
  });

  it('listens on the port platformServices gives its name when PORT is unset', () => {
    expect(svc.ctx.config.PORT).toBe(4003);
  });

  it('commits a transaction’s work together, and none of it when the work fails', async () => {
    const stores = svc.deps;
    await stores.transaction(async (tx) => {
      await tx.notes.add('one');
      await tx.notes.add('two');
    });
    expect(await stores.notes.count()).toBe(2);
    await expect(
      stores.transaction(async (tx) => {
        await tx.notes.add('three');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await stores.notes.count()).toBe(2);
  });

  it('gives a transaction what bindInTransaction builds', async () => {
    const access = storeAccess(svc.ctx.db, bindNotes, (tx) => ({ ...bindNotes(tx), inTransaction: true }));
    expect(await access.transaction(async (tx) => tx.inTransaction)).toBe(true);
    expect('inTransaction' in access).toBe(false);
  });

  it("hands on the gateway's request id, or the one the service gave the request", async () => {
    const visitor = await identityHeaders(null);
    const kept = await request(svc.app)
      .get('/api/request-id')
      .set(visitor)
      .set(REQUEST_ID_HEADER, 'gw-42')
      .expect(200);
    expect(kept.body.id).toBe('gw-42');
    const fresh = await request(svc.app).get('/api/request-id').set(visitor).expect(200);
    expect(fresh.body.id).toBe(fresh.headers[REQUEST_ID_HEADER]);
  });
});
