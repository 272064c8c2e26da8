import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDENTITY_HEADER,
  liveSessionSchema,
  realtimeCloseCodes,
  realtimeLimits,
  realtimeMessages,
  serverSessionUpdateSchema,
  type LiveSession,
} from '@canopy/contracts';
import { SERVICES_AUDIENCE } from '@canopy/service-kit';
import { fakeIdentity, identityHeaders, testEngines, testSigner } from '@canopy/service-kit/testing';
import { makeCast, sessionPayload, startLiveSessions, type TestLiveSessions } from './harness';
import { connect, refusedStatus, roundTrip, type TestSocket } from './ws-client';

const COURSE = 77;
/** Small enough that a client who stops reading crosses it quickly. */
const MAX_BUFFERED = 64 * 1024;

describe.each(testEngines())('realtime hub (%s)', (engine) => {
  let t: TestLiveSessions;
  let port: number;
  const cast = makeCast();
  const learner = fakeIdentity({ firstName: 'Lin' });
  const sockets: TestSocket[] = [];
  const open = async (...args: Parameters<typeof connect> extends [number, ...infer R] ? R : never) => {
    const s = await connect(port, ...args);
    sockets.push(s);
    return s;
  };
  const hub = () => t.service.deps.hub.current!;

  beforeAll(async () => {
    t = await startLiveSessions(engine, {
      selfSubscribed: true,
      env: { REALTIME_MAX_BUFFERED_BYTES: String(MAX_BUFFERED), REALTIME_HEARTBEAT_MS: '0' },
    });
    port = t.port!;
    t.course.addCourse({ id: COURSE, instructorId: cast.educator!.id });
    t.course.enrol(COURSE, learner.id);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await t?.stop();
  });

  it('refuses upgrades without a valid signed identity, and other paths', async () => {
    expect(await refusedStatus(port, {})).toBe(401);
    // A visitor (no user in the token), a user's identity signed with a service's key, garbage.
    expect(await refusedStatus(port, await identityHeaders(null))).toBe(401);
    const forged = await testSigner('course').sign({ user: cast.admin }, SERVICES_AUDIENCE);
    expect(await refusedStatus(port, { [IDENTITY_HEADER]: forged })).toBe(401);
    expect(await refusedStatus(port, { [IDENTITY_HEADER]: 'a.b.c' })).toBe(401);
    expect(await refusedStatus(port, await identityHeaders(cast.student), '/elsewhere')).toBe(404);
    expect(hub().stats().connections).toBe(0);
  });

  it('answers ping with pong, and refuses malformed messages without closing', async () => {
    const s = await open(cast.student);
    s.send({ type: 'ping', timestamp: 1234 });
    const pong = await s.next('pong');
    expect(pong).toMatchObject({ type: 'pong', timestamp: 1234, serverTime: expect.any(Number) });
    s.send('not json');
    expect(await s.next('error', (m) => m.code === 'invalid_json')).toMatchObject({
      message: realtimeMessages.invalidJson,
    });
    s.send({ type: 'shout', text: 'hello' });
    s.send({ type: 'ping' });
    s.send({ type: 'subscribe', topic: 'admin:everything' });
    await roundTrip(s);
    expect(s.received.filter((m) => m.type === 'error' && m.code === 'invalid_message')).toHaveLength(3);
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.close();
  });

  it('closes a connection that sends an oversized frame (1009) or too many frames (1008)', async () => {
    const big = await open(cast.student);
    big.send({ type: 'ping', timestamp: 1, padding: 'x'.repeat(realtimeLimits.maxMessageBytes) });
    expect(await big.closed).toBe(realtimeCloseCodes.messageTooBig);

    const chatty = await open(cast.student);
    for (let i = 0; i <= realtimeLimits.rateLimitMessages; i++) chatty.send({ type: 'ping', timestamp: i });
    expect(await chatty.closed).toBe(realtimeCloseCodes.policyViolation);
    expect(chatty.received.filter((m) => m.type === 'pong')).toHaveLength(realtimeLimits.rateLimitMessages);
    expect(hub().stats().dropped.abusive).toBeGreaterThanOrEqual(1);
  });

  it('broadcasts session_update after create, update and cancel, with the public card only', async () => {
    const a = await open(learner);
    const b = await open(cast.otherEducator);
    const created = await t.api.post(
      '/api/live-sessions',
      sessionPayload({ courseId: COURSE, title: 'Pond life' }),
      cast.educator,
    );
    expect(created.status).toBe(201);
    const id = (created.body as LiveSession).id;
    for (const s of [a, b]) {
      const m = serverSessionUpdateSchema.parse(await s.next('session_update', (x) => x.session.id === id));
      expect(m).toMatchObject({ action: 'create', message: 'New session "Pond life" has been created' });
      expect(liveSessionSchema.parse(m.session)).toMatchObject({
        title: 'Pond life',
        meetingUrl: null,
        conferencePassword: null,
        conferenceHostKey: null,
        joinable: false,
      });
    }
    await t.api.patch(`/api/live-sessions/${id}`, { title: 'Pond life at dusk' }, cast.educator);
    expect(await a.next('session_update', (x) => x.action === 'update')).toMatchObject({
      message: realtimeMessages.sessionUpdated('Pond life at dusk'),
    });
    await t.api.post(`/api/live-sessions/${id}/cancel`, { reason: 'Storm' }, cast.educator);
    expect(await b.next('session_update', (x) => x.action === 'cancel')).toMatchObject({
      message: realtimeMessages.sessionCancelled('Pond life at dusk'),
      session: { status: 'cancelled', cancelReason: 'Storm' },
    });
    // A refused change broadcasts nothing.
    const refused = await t.api.post('/api/live-sessions', sessionPayload({ title: 'Nope' }), cast.student);
    expect(refused.status).toBe(403);
    await roundTrip(a);
    expect(a.received.filter((m) => m.type === 'session_update')).toHaveLength(3);
    a.close();
    b.close();
  });

  it('never relays a client’s own session_update', async () => {
    const forger = await open(cast.educator);
    const other = await open(cast.student);
    forger.send({
      type: 'session_update',
      action: 'create',
      message: 'New session "Free money" has been created',
      session: { id: 1, title: 'Free money' },
    });
    // Once the forger's pong arrived the server has handled its message; anything relayed to `other` would
    // have been written before `other`'s own pong.
    await roundTrip(forger);
    await roundTrip(other);
    expect(other.received.some((m) => m.type === 'session_update')).toBe(false);
    expect(forger.received.some((m) => m.type === 'session_update')).toBe(false);
    forger.close();
    other.close();
  });

  it('drops a client that stops reading instead of buffering for it', async () => {
    const slow = await open(cast.student);
    const reader = await open(cast.admin);
    await roundTrip(slow);
    // The slow client's process stops reading its socket: the kernel buffers fill, then the hub's own.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const session = liveSessionSchema.parse({
      ...(
        await t.api.post(
          '/api/live-sessions',
          sessionPayload({ description: 'd'.repeat(4_000) }),
          cast.educator,
        )
      ).body,
    });
    let sent = 0;
    while (hub().stats().dropped.slow === 0) {
      for (let i = 0; i < 50; i++) await t.service.deps.realtime.sessionChanged('update', session);
      sent += 50;
      await new Promise((r) => setTimeout(r, 5));
      if (sent > 50_000) throw new Error('the slow client was never dropped');
    }
    expect(hub().stats().dropped.slow).toBe(1);
    // The reader kept up and got every message.
    await roundTrip(reader);
    expect(reader.received.filter((m) => m.type === 'session_update').length).toBeGreaterThanOrEqual(sent);
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await slow.closed).toBe(1006);
    reader.close();
  });

  it('drops connections that stop answering heartbeats, keeps the others', async () => {
    const before = hub().stats().dropped.dead;
    const alive = await open(cast.student);
    const dead = await open(cast.student, { client: { autoPong: false } });
    const pinged = new Promise((resolve) => alive.ws.once('ping', resolve));
    hub().sweep();
    await pinged;
    // The automatic pong went out before this ping frame: the hub has it once the pong comes back.
    await roundTrip(alive);
    hub().sweep();
    expect(await dead.closed).toBe(1006);
    expect(hub().stats().dropped.dead).toBe(before + 1);
    await roundTrip(alive);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    alive.close();
  });

  it('pushes a new notification to its recipient’s sockets only, with the unread count', async () => {
    const mine = await open(learner);
    const secondTab = await open(learner);
    const stranger = await open(cast.student);
    const res = await t.api.post(
      '/api/live-sessions',
      sessionPayload({ courseId: COURSE, title: 'Mushroom walk' }),
      cast.educator,
    );
    expect(res.status).toBe(201);
    while ((await t.service.flushEvents()) > 0) {
      // until every event is delivered
    }
    for (const tab of [mine, secondTab]) {
      const m = await tab.next('notification', (n) => n.notification.message.includes('Mushroom walk'));
      expect(m.notification).toMatchObject({
        userId: learner.id,
        title: 'New live session',
        message: 'New session "Mushroom walk" has been created',
        messageText: { key: 'New session "{{title}}" has been created', values: { title: 'Mushroom walk' } },
        type: 'live_session',
        link: '/live-sessions',
        read: false,
      });
      const unread = (await t.api.get('/api/notifications', learner)).body.filter(
        (n: { read: boolean }) => !n.read,
      ).length;
      expect(m.unreadCount).toBe(unread);
    }
    await roundTrip(stranger);
    expect(stranger.received.some((m) => m.type === 'notification')).toBe(false);
  });

  it('sends discussion_reply to the subscribers of that discussion', async () => {
    const follower = await open(cast.student);
    const elsewhere = await open(cast.admin);
    follower.send({ type: 'subscribe', topic: 'discussion:12' });
    await follower.next('subscribed');
    elsewhere.send({ type: 'subscribe', topic: 'discussion:13' });
    await elsewhere.next('subscribed');
    expect(
      await t.service.receiveEvent({
        id: crypto.randomUUID(),
        type: 'forum.reply_posted',
        source: 'forum',
        occurredAt: new Date().toISOString(),
        payload: {
          discussionId: 12,
          topicId: 3,
          discussionTitle: 'Ponds',
          discussionAuthorId: learner.id,
          replyId: 99,
          replyAuthorId: cast.student!.id,
        },
      }),
    ).toBe('handled');
    expect(await follower.next('discussion_reply')).toEqual({
      type: 'discussion_reply',
      discussionId: 12,
      replyId: 99,
    });
    await roundTrip(elsewhere);
    expect(elsewhere.received.some((m) => m.type === 'discussion_reply')).toBe(false);
    follower.send({ type: 'unsubscribe', topic: 'discussion:12' });
    await follower.next('unsubscribed');
  });

  it('tells administrators, and only them, that the pending-educator queue changed after a sign-up', async () => {
    const admin = await open(cast.admin);
    const student = await open(cast.student);
    expect(
      await t.service.receiveEvent({
        id: crypto.randomUUID(),
        type: 'educator.registered',
        source: 'identity',
        occurredAt: new Date().toISOString(),
        payload: { userId: 4242 },
      }),
    ).toBe('handled');
    expect(await admin.next('pending_educators_changed')).toEqual({
      type: 'pending_educators_changed',
      count: null,
    });
    await roundTrip(student);
    expect(student.received.some((m) => m.type === 'pending_educators_changed')).toBe(false);
  });
});
