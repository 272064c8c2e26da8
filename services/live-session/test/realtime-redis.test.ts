import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LiveSession } from '@canopy/contracts';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { makeCast, sessionPayload, startLiveSessions, type TestLiveSessions } from './harness';
import { connect, roundTrip, type TestSocket } from './ws-client';

const REDIS = process.env.TEST_REDIS_URL;
const COURSE = 91;

/**
 * Two live-session instances behind one Redis (and, on PostgreSQL, one database), as behind the gateway: what
 * happens through either reaches the sockets of both.
 */
describe.skipIf(!REDIS).each(testEngines())('realtime hub across instances on Redis (%s)', (engine) => {
  const cast = makeCast();
  const learner = fakeIdentity();
  let a: TestLiveSessions;
  let b: TestLiveSessions;
  const sockets: TestSocket[] = [];
  const open = async (t: TestLiveSessions, user: typeof learner) => {
    const s = await connect(t.port!, user);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    const env = {
      REDIS_URL: REDIS!,
      // Its own channel: other suites (and benchmarks) may share the server.
      REALTIME_REDIS_CHANNEL: `canopy:test:${crypto.randomUUID()}`,
      REALTIME_HEARTBEAT_MS: '0',
      REALTIME_MAX_BUFFERED_BYTES: String(64 * 1024),
    };
    a = await startLiveSessions(engine, { selfSubscribed: true, env });
    b = await startLiveSessions(engine, {
      selfSubscribed: true,
      env,
      ...(engine === 'postgres'
        ? { database: { env: { DATABASE_URL: a.service.ctx.config.DATABASE_URL } } }
        : {}),
    });
    for (const t of [a, b]) {
      t.course.addCourse({ id: COURSE, instructorId: cast.educator!.id });
      t.course.enrol(COURSE, learner.id);
    }
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await b?.stop();
    await a?.stop();
  });

  it('delivers a session created through one instance to clients of both', async () => {
    const onA = await open(a, cast.student!);
    const onB = await open(b, cast.admin!);
    for (const [through, title] of [
      [a, 'Through A'],
      [b, 'Through B'],
    ] as const) {
      const res = await through.api.post('/api/live-sessions', sessionPayload({ title }), cast.educator);
      expect(res.status).toBe(201);
      const id = (res.body as LiveSession).id;
      for (const s of [onA, onB]) {
        expect(
          await s.next('session_update', (m) => m.session.id === id && m.session.title === title),
        ).toMatchObject({ action: 'create', message: `New session "${title}" has been created` });
      }
    }
    // Each got each event once (no echo through both the bus and a local path).
    await roundTrip(onA);
    await roundTrip(onB);
    for (const s of [onA, onB]) expect(s.received.filter((m) => m.type === 'session_update')).toHaveLength(2);
  });

  it('never relays a forged client session_update to any instance', async () => {
    const forger = await open(a, cast.educator!);
    const here = await open(a, cast.student!);
    const there = await open(b, cast.student!);
    forger.send({ type: 'session_update', action: 'create', message: 'New session "Fake" has been created' });
    await roundTrip(forger);
    // Something that does travel through Redis, published after the forgery: once it arrived, so would have it.
    const marker = await b.api.post('/api/live-sessions', sessionPayload({ title: 'Marker' }), cast.educator);
    for (const s of [here, there]) {
      await s.next('session_update', (m) => m.session.id === marker.body.id);
      expect(s.received.filter((m) => m.type === 'session_update').map((m) => m.session.title)).toEqual([
        'Marker',
      ]);
    }
  });

  it('pushes a notification to the recipient’s socket on the other instance', async () => {
    const tab = await open(b, learner);
    const res = await a.api.post(
      '/api/live-sessions',
      sessionPayload({ courseId: COURSE, title: 'Across' }),
      cast.educator,
    );
    expect(res.status).toBe(201);
    while ((await a.service.flushEvents()) > 0) {
      // until delivered (to instance a's own inbox)
    }
    expect(await tab.next('notification')).toMatchObject({
      notification: { userId: learner.id, message: 'New session "Across" has been created' },
      unreadCount: 1,
    });
  });

  it('drops a slow client on one instance while the other instance publishes, and keeps readers', async () => {
    const slow = await open(b, cast.student!);
    const reader = await open(b, learner);
    await roundTrip(slow);
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const created = await a.api.post(
      '/api/live-sessions',
      sessionPayload({ title: 'Busy', description: 'd'.repeat(4_000) }),
      cast.educator,
    );
    const hubB = b.service.deps.hub.current!;
    let sent = 0;
    while (hubB.stats().dropped.slow === 0) {
      for (let i = 0; i < 50; i++) await a.service.deps.realtime.sessionChanged('update', created.body);
      sent += 50;
      await new Promise((r) => setTimeout(r, 5));
      if (sent > 50_000) throw new Error('the slow client was never dropped');
    }
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await slow.closed).toBe(1006);
    await reader.next('session_update', () => reader.received.length >= sent);
    expect(reader.ws.readyState).toBe(reader.ws.OPEN);
  });

  it('removes sockets that stop answering heartbeats on each instance', async () => {
    for (const t of [a, b]) {
      const hub = t.service.deps.hub.current!;
      const before = hub.stats().dropped.dead;
      const dead = await connect(t.port!, cast.student!, { client: { autoPong: false } });
      sockets.push(dead);
      hub.sweep();
      hub.sweep();
      expect(await dead.closed).toBe(1006);
      expect(hub.stats().dropped.dead).toBeGreaterThan(before);
    }
  });
});
