import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { natsNames, rowsOf } from '../src';
import { runEventsCommand } from '../src/events/events-command';
import {
  canStartNatsServer,
  createTestDatabase,
  dropNatsPrefix,
  startThrowawayNats,
  testEngines,
  testNatsPrefix,
  type TestDatabase,
  type ThrowawayNats,
} from '../src/testing';
import { expectedTags, receiver, sender, tags, waitFor, writeNotes, type Running } from './event-fixtures';

const NATS = process.env.TEST_NATS_URL;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function unpublished(service: Running) {
  return rowsOf<{ last_error: string | null }>(
    await service.ctx.db.execute(sql`SELECT last_error FROM kit_outbox WHERE published_at IS NULL`),
  );
}

async function streamMessages(url: string, stream: string): Promise<number> {
  const nc = await connect({ servers: url });
  try {
    return (await (await jetstreamManager(nc)).streams.info(stream)).state.messages;
  } finally {
    await nc.close();
  }
}

describe.skipIf(!NATS).each(testEngines())('domain events through NATS JetStream (%s)', (engine) => {
  const dbs: TestDatabase[] = [];
  const services: Running[] = [];
  const prefixes: string[] = [];
  const servers: ThrowawayNats[] = [];
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
  /** A prefix of the test's own on the machine's NATS: streams, consumers and subjects no other run sees. */
  const onNats = (url = NATS!) => {
    const prefix = testNatsPrefix();
    prefixes.push(prefix);
    return { prefix, env: { NATS_URL: url, NATS_PREFIX: prefix } };
  };
  afterAll(async () => {
    for (const s of services) await s.stop();
    for (const d of dbs) await d.cleanup();
    for (const p of prefixes) await dropNatsPrefix(NATS!, p).catch(() => undefined);
    for (const s of servers) await s.cleanup();
  });

  it('applies each event exactly once per consumer, with two producer instances and two of a consumer', async () => {
    const { prefix, env } = onNats();
    const alphaDb = await db('nats-a');
    const betaDb = await db('nats-b');
    const producers = [await track(sender(alphaDb, { env })), await track(sender(alphaDb, { env }))];
    const betas = [await track(receiver(betaDb, { env })), await track(receiver(betaDb, { env }))];
    const gamma = await track(receiver(await db('nats-g'), { env, name: 'gamma' }));
    for (const s of [...producers, ...betas, gamma]) {
      expect(s.eventEngine).toBe('nats');
      await s.start(0);
    }
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(...(await writeNotes(producers[i % 2]!, [`note ${i}`])));
    // Both relays race for the same outbox; each row is published by one of them.
    await Promise.all(producers.map((p) => p.flushEvents()));

    await waitFor(async () => (await tags(betas[0]!)).length >= 10 && (await tags(gamma)).length >= 10);
    await new Promise((r) => setTimeout(r, 300));
    expect(await tags(betas[0]!)).toEqual(expectedTags(ids));
    expect(await tags(gamma)).toEqual(expectedTags(ids));
    expect(await unpublished(producers[0]!)).toEqual([]);
    expect(await streamMessages(NATS!, natsNames(prefix).eventsStream)).toBe(10);
    // The two beta instances share one durable consumer: ten deliveries in all, none made twice.
    const nc = await connect({ servers: NATS! });
    const info = await (
      await jetstreamManager(nc)
    ).consumers.info(natsNames(prefix).eventsStream, natsNames(prefix).durable('beta', 'user.deleted'));
    await nc.close();
    expect(info.delivered.consumer_seq).toBe(10);
    expect(info.num_redelivered).toBe(0);
    expect(info.num_ack_pending).toBe(0);
  });

  it('gives a consumer whose instances were all down every event it missed, once, when it comes back', async () => {
    const { env } = onNats();
    const alpha = await track(sender(await db('nats-da'), { env }));
    const betaDb = await db('nats-db');
    const first = await track(receiver(betaDb, { env }));
    await alpha.start(0);
    await first.start(0);
    const before = await writeNotes(alpha, ['while up']);
    await waitFor(async () => (await tags(first)).length === 1);
    await first.stop();

    const missed = await writeNotes(alpha, ['a', 'b', 'c']);
    // Published while nobody consumes: the durable consumers keep them.
    await waitFor(async () => (await unpublished(alpha)).length === 0);

    const back = await track(receiver(betaDb, { env }));
    await back.start(0);
    await waitFor(async () => (await tags(back)).length >= 4);
    await new Promise((r) => setTimeout(r, 300));
    expect(await tags(back)).toEqual(expectedTags([...before, ...missed]));
  });

  it.skipIf(!canStartNatsServer)(
    'keeps writing while NATS is down: events wait in the outbox and are delivered when it returns',
    async () => {
      const server = await startThrowawayNats();
      servers.push(server);
      const { env } = onNats(server.url);
      const alpha = await track(sender(await db('nats-oa'), { env }));
      const beta = await track(receiver(await db('nats-ob'), { env }));
      await alpha.start(0);
      await beta.start(0);
      const before = await writeNotes(alpha, ['before']);
      await waitFor(async () => (await tags(beta)).length === 1);

      await server.stop();
      const during = await writeNotes(alpha, ['during 1', 'during 2', 'during 3']);
      await alpha.flushEvents();
      const waiting = await unpublished(alpha);
      expect(waiting).toHaveLength(3);
      expect(waiting.every((w) => w.last_error)).toBe(true);

      await server.start();
      await waitFor(async () => (await tags(beta)).length >= 4, 30_000, 'delivery after NATS returned');
      await new Promise((r) => setTimeout(r, 300));
      expect(await tags(beta)).toEqual(expectedTags([...before, ...during]));
      expect(await unpublished(alpha)).toEqual([]);
    },
  );

  it('dead-letters a poison event after its attempts, and `npm run events` lists and replays it', async () => {
    const { prefix, env } = onNats();
    const names = natsNames(prefix);
    let poisoned = true;
    const alpha = await track(sender(await db('nats-pa'), { env }));
    const beta = await track(
      receiver(await db('nats-pb'), {
        env: { ...env, EVENT_MAX_ATTEMPTS: '3' },
        fail: () => (poisoned ? 'cannot handle this one' : undefined),
      }),
    );
    await alpha.start(0);
    await beta.start(0);
    const ids = await writeNotes(alpha, ['poison']);
    await waitFor(async () => (await streamMessages(NATS!, names.deadStream).catch(() => 0)) === 1);
    // A message that is not an event at all is refused on its first delivery.
    const nc = await connect({ servers: NATS! });
    await jetstream(nc).publish(names.eventSubject('user.deleted'), 'not json', { msgID: 'garbage' });
    await nc.close();
    await waitFor(async () => (await streamMessages(NATS!, names.deadStream)) === 2);

    const lines: string[] = [];
    const commandEnv = { NATS_URL: NATS, NATS_PREFIX: prefix };
    expect(await runEventsCommand(['list'], commandEnv, (t) => lines.push(t))).toBe(0);
    const rows = lines.join('\n').split('\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^\d+\tbeta\tuser\.deleted\t[0-9a-f-]{36}\t3x\t\S+\tcannot handle this one$/);
    expect(rows[1]).toMatch(/\tbeta\tuser\.deleted\t-\t1x\t/);
    const [seq, , , eventId] = rows[0]!.split('\t');
    expect(await tags(beta)).toEqual([]);

    // The real command, as an operator runs it.
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'events', '--', 'show', eventId!], {
      cwd: root,
      env: { ...process.env, ...commandEnv },
    });
    expect(JSON.parse(stdout)).toMatchObject({
      seq: Number(seq),
      consumer: 'beta',
      deliveries: 3,
      error: 'cannot handle this one',
      event: { id: eventId, type: 'user.deleted', source: 'alpha', payload: { userId: ids[0] } },
    });

    poisoned = false;
    lines.length = 0;
    expect(await runEventsCommand(['replay', seq!], commandEnv, (t) => lines.push(t))).toBe(0);
    expect(lines).toEqual([`replayed ${seq} (event ${eventId}) to beta`]);
    await waitFor(async () => (await tags(beta)).length === 1);
    expect(await tags(beta)).toEqual(expectedTags(ids));
    expect(await streamMessages(NATS!, names.deadStream)).toBe(1);
    expect(await runEventsCommand(['replay', seq!], commandEnv, () => undefined)).toBe(1);
  });
});
