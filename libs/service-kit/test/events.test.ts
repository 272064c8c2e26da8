import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessEventBus, EventRejectedError, listDeadDeliveries, rowsOf } from '../src';
import { runEventsCommand } from '../src/events/events-command';
import { createTestDatabase, testEngines, type TestDatabase } from '../src/testing';
import { expectedTags, receiver, sender, tags, waitFor, writeNotes, type Running } from './event-fixtures';

async function deliveries(service: Running) {
  return rowsOf<{ subscriber: string; status: string; attempts: number; last_error: string | null }>(
    await service.ctx.db.execute(
      sql`SELECT subscriber, status, attempts, last_error FROM kit_deliveries ORDER BY subscriber`,
    ),
  );
}

describe.each(testEngines())('domain events on the in-process bus (%s)', (engine) => {
  const dbs: TestDatabase[] = [];
  const services: Running[] = [];
  const db = async (label: string) => {
    const d = await createTestDatabase(engine, label);
    dbs.push(d);
    return d;
  };
  const track = async <T extends Running>(s: Promise<T>) => {
    const service = await s;
    services.push(service);
    return service;
  };
  afterAll(async () => {
    for (const s of services) await s.stop();
    for (const d of dbs) await d.cleanup();
  });

  it('delivers each event once to every consumer, including what was published while a consumer was down', async () => {
    const bus = createInProcessEventBus();
    // As the launcher does: consumers are declared before anything runs, so nothing published is lost for them.
    bus.declare('beta', ['user.deleted']);
    const alpha = await track(sender(await db('ip-a'), { bus }));
    await alpha.start(0);
    const early = await writeNotes(alpha, ['one', 'two']);
    await alpha.flushEvents();
    // beta is not running: its deliveries wait, untried.
    expect(await deliveries(alpha)).toEqual([
      expect.objectContaining({ subscriber: 'beta', status: 'pending', attempts: 0 }),
      expect.objectContaining({ subscriber: 'beta', status: 'pending', attempts: 0 }),
    ]);

    const beta = await track(receiver(await db('ip-b'), { bus }));
    const gamma = await track(receiver(await db('ip-g'), { bus, name: 'gamma' }));
    await beta.start(0);
    await gamma.start(0);
    const late = await writeNotes(alpha, ['three']);
    await waitFor(async () => (await tags(beta)).length === 3 && (await tags(gamma)).length === 1);
    expect(await tags(beta)).toEqual(expectedTags([...early, ...late]));
    // gamma was declared when it was created: it gets what was published from then on.
    expect(await tags(gamma)).toEqual(expectedTags(late));
    await waitFor(async () => (await deliveries(alpha)).every((d) => d.status === 'delivered'));

    // A delivery made again (a lost answer) is recognised by the inbox.
    const [event] = rowsOf<{ id: string; payload: unknown; occurred_at: string }>(
      await alpha.ctx.db.execute(
        sql`SELECT id, payload, occurred_at FROM kit_outbox ORDER BY occurred_at LIMIT 1`,
      ),
    );
    const again = {
      id: event!.id,
      type: 'user.deleted',
      source: 'alpha',
      occurredAt: new Date(event!.occurred_at).toISOString(),
      payload: event!.payload,
    };
    expect(await beta.receiveEvent(again)).toBe('duplicate');
    expect(await tags(beta)).toHaveLength(3);
  });

  it('delivers soon after the change commits, without waiting for the poll', async () => {
    const bus = createInProcessEventBus();
    const slowPoll = { env: { EVENT_POLL_MS: '60000' } };
    const beta = await track(receiver(await db('ip-nb'), { bus, ...slowPoll }));
    const alpha = await track(sender(await db('ip-na'), { bus, ...slowPoll }));
    await beta.start(0);
    await alpha.start(0);
    const started = Date.now();
    const ids = await writeNotes(alpha, ['quick']);
    await waitFor(async () => (await tags(beta)).length === 1, 5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await tags(beta)).toEqual(expectedTags(ids));
  });

  it('retries a failing handler with backoff until it succeeds, and applies the event once', async () => {
    const bus = createInProcessEventBus();
    let calls = 0;
    const beta = await track(
      receiver(await db('ip-rb'), { bus, fail: () => (++calls <= 2 ? 'not yet' : undefined) }),
    );
    const alpha = await track(sender(await db('ip-ra'), { bus }));
    await beta.start(0);
    await alpha.start(0);
    const ids = await writeNotes(alpha, ['x']);
    await waitFor(async () => (await deliveries(alpha))[0]?.status === 'delivered');
    expect(calls).toBe(3);
    expect(await deliveries(alpha)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 3, last_error: null }),
    ]);
    expect(await tags(beta)).toEqual(expectedTags(ids));
  });

  it('keeps a poison event as a dead letter after its attempts, lists it, and delivers it once revived', async () => {
    const bus = createInProcessEventBus();
    let poisoned = true;
    const beta = await track(
      receiver(await db('ip-pb'), {
        bus,
        env: { EVENT_MAX_ATTEMPTS: '3' },
        fail: () => (poisoned ? 'cannot handle this one' : undefined),
      }),
    );
    const alpha = await track(sender(await db('ip-pa'), { bus, env: { EVENT_MAX_ATTEMPTS: '3' } }));
    await beta.start(0);
    await alpha.start(0);
    const ids = await writeNotes(alpha, ['poison']);
    await waitFor(async () => (await deliveries(alpha))[0]?.status === 'dead');
    const dead = await listDeadDeliveries(alpha.ctx.db);
    expect(dead).toEqual([
      expect.objectContaining({
        consumer: 'beta',
        type: 'user.deleted',
        source: 'alpha',
        attempts: 3,
        lastError: 'cannot handle this one',
        payload: { userId: ids[0] },
      }),
    ]);
    expect(await tags(beta)).toEqual([]);

    // `npm run events` against the producer's database lists it and sends it back.
    const command = { DATABASE_URL: alpha.ctx.config.DATABASE_URL };
    const lines: string[] = [];
    expect(await runEventsCommand(['list'], command, (t) => lines.push(t))).toBe(0);
    const rows = lines
      .join('\n')
      .split('\n')
      .slice(1)
      .map((row) => row.split('\t'));
    expect(rows).toEqual([
      [
        dead[0]!.eventId,
        'beta',
        'user.deleted',
        'alpha',
        '3x',
        dead[0]!.occurredAt,
        'cannot handle this one',
      ],
    ]);
    expect(await runEventsCommand(['replay', dead[0]!.eventId, 'gamma'], command, () => undefined)).toBe(1);

    poisoned = false;
    lines.length = 0;
    expect(await runEventsCommand(['replay', dead[0]!.eventId], command, (t) => lines.push(t))).toBe(0);
    expect(lines).toEqual([`replayed ${dead[0]!.eventId} to beta (1): delivered on the next pass`]);
    await alpha.flushEvents();
    await waitFor(async () => (await deliveries(alpha))[0]?.status === 'delivered');
    expect(await tags(beta)).toEqual(expectedTags(ids));
    expect(await listDeadDeliveries(alpha.ctx.db)).toEqual([]);
  });

  it('dead-letters at once what a consumer can never apply, and writes no event when the change rolls back', async () => {
    const bus = createInProcessEventBus();
    // Declared for the type but its running instance handles nothing: every delivery is refused.
    bus.declare('deaf', ['user.deleted']);
    const deaf = await track(receiver(await db('ip-d'), { bus, name: 'deaf', handles: false }));
    bus.attach('deaf', [], deaf.receiveEvent);
    const alpha = await track(sender(await db('ip-s'), { bus }));
    await alpha.start(0);
    await writeNotes(alpha, ['x']);
    await waitFor(async () => (await deliveries(alpha))[0]?.status === 'dead');
    expect((await deliveries(alpha))[0]).toMatchObject({
      attempts: 1,
      last_error: 'This service does not handle user.deleted events',
    });
    const [letter] = await listDeadDeliveries(alpha.ctx.db);
    const command = { DATABASE_URL: alpha.ctx.config.DATABASE_URL };
    expect(await runEventsCommand(['delete', letter!.eventId], command, () => undefined)).toBe(0);
    expect(await listDeadDeliveries(alpha.ctx.db)).toEqual([]);

    const beta = await track(receiver(await db('ip-m'), { bus }));
    const envelope = {
      id: randomUUID(),
      type: 'user.deleted',
      source: 'alpha',
      occurredAt: new Date().toISOString(),
    };
    await expect(beta.receiveEvent({ ...envelope, payload: { userId: 'seven' } })).rejects.toBeInstanceOf(
      EventRejectedError,
    );
    await expect(beta.receiveEvent({ nonsense: true })).rejects.toMatchObject({ status: 400 });
    expect(await tags(beta)).toEqual([]);

    await expect(
      alpha.ctx.db.transaction(async (tx) => {
        await alpha.ctx.events.on(tx).emit('user.deleted', { userId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      rowsOf(await alpha.ctx.db.execute(sql`SELECT id FROM kit_outbox WHERE payload->>'userId' = '1'`)),
    ).toEqual([]);
  });

  it('keeps services that share one database apart: each relays its own events, each consumer has its inbox', async () => {
    const shared = await db('ip-shared');
    const bus = createInProcessEventBus();
    const alpha = await track(sender(shared, { bus }));
    const beta = await track(receiver(shared, { bus }));
    const gamma = await track(receiver(shared, { bus, name: 'gamma', migrate: false }));
    await beta.start(0);
    await gamma.start(0);
    await alpha.start(0);
    const ids = await writeNotes(alpha, ['shared']);
    // Both consumers write to the one tags table: one tag each.
    await waitFor(async () => (await tags(beta)).length === 2);
    expect(await tags(beta)).toEqual([...expectedTags(ids), ...expectedTags(ids)]);
    const inbox = rowsOf<{ consumer: string }>(
      await beta.ctx.db.execute(sql`SELECT consumer FROM kit_inbox ORDER BY consumer`),
    );
    expect(inbox.map((r) => r.consumer)).toEqual(['beta', 'gamma']);
  });
});
