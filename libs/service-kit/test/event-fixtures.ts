import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { pino, type Logger } from 'pino';
import request from 'supertest';
import type { DomainEvent } from '@canopy/contracts';
import { createService, rowsOf, type InProcessEventBus, type RunningService } from '../src';
import { testKeyEnv, identityHeaders } from '../src/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
export const silent = pino({ level: 'silent' });

export type Running = RunningService<unknown, Record<string, unknown>, unknown>;

/** Short delays, so retries happen within a test. */
export const fastEvents = {
  EVENT_RETRY_BASE_MS: '20',
  EVENT_RETRY_MAX_MS: '100',
  EVENT_POLL_MS: '100',
  EVENT_ACK_WAIT_MS: '2s',
};

export interface EventServiceOptions {
  env?: Record<string, string>;
  bus?: InProcessEventBus;
  logger?: Logger;
}

/** The producer: POST /notes stores a note and announces it (user.deleted, the note's id) in the same transaction. */
export function sender(db: { env: Record<string, string> }, opts: EventServiceOptions = {}) {
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
      logger: opts.logger ?? silent,
      eventBus: opts.bus,
      env: { ...db.env, ...testKeyEnv('kit'), ...fastEvents, ...opts.env },
    },
  );
}

/**
 * A consumer (`beta` unless named): records each announced id as a tag, through the transaction that marks the
 * event handled. `fail` decides per delivery whether the handler throws (the reason) instead.
 */
export function receiver(
  db: { env: Record<string, string> },
  opts: EventServiceOptions & {
    name?: string;
    handles?: boolean;
    /** false: the tags table is already there (another consumer on the same database made it). */
    migrate?: boolean;
    fail?: (event: DomainEvent<'user.deleted'>) => string | undefined;
  } = {},
) {
  return createService(
    {
      name: opts.name ?? 'beta',
      defaultPort: 0,
      schema: {},
      migrations: opts.migrate === false ? undefined : path.join(here, 'fixtures/beta-migrations'),
      deps: () => ({}),
      events: () =>
        opts.handles === false
          ? {}
          : {
              'user.deleted': async (event, tx) => {
                await tx.execute(sql`INSERT INTO tags (name) VALUES (${`deleted:${event.payload.userId}`})`);
                const reason = opts.fail?.(event);
                if (reason) throw new Error(reason);
              },
            },
      routes: () => undefined,
    },
    {
      logger: opts.logger ?? silent,
      eventBus: opts.bus,
      env: { ...db.env, ...testKeyEnv('kit'), ...fastEvents, ...opts.env },
    },
  );
}

/** Writes notes through the producer's API: the ids announced. */
export async function writeNotes(alpha: Running, bodies: string[]): Promise<number[]> {
  const user = await identityHeaders({
    id: 7,
    username: 'ann',
    role: 'student',
    status: 'active',
    firstName: 'Ann',
    lastName: 'Lee',
  });
  const ids: number[] = [];
  for (const body of bodies) {
    const res = await request(alpha.app).post('/notes').set(user).send({ body }).expect(201);
    ids.push(res.body.id as number);
  }
  return ids;
}

/** A consumer's tags, sorted (a tag twice is an event applied twice). */
export async function tags(service: Running): Promise<string[]> {
  return rowsOf<{ name: string }>(await service.ctx.db.execute(sql`SELECT name FROM tags ORDER BY name`)).map(
    (r) => r.name,
  );
}

export const expectedTags = (ids: number[]) => ids.map((id) => `deleted:${id}`).sort();

export async function waitFor(check: () => Promise<boolean>, ms = 15_000, what = 'condition') {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
