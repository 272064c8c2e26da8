import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformServiceName } from '@canopy/contracts';
import { canStartNatsServer, startThrowawayNats, type ThrowawayNats } from '@canopy/service-kit/testing';
import { startCluster, type Cluster } from '../src/cluster/start-cluster';
import { clusterRun, missingEngines, type ClusterRun } from './cluster-engines';
import { eventLedgerProblems } from './event-ledger';
import { eventsCommand, queryDatabase } from './events-tools';
import { ADMIN, approvedCourse, register, signIn, sleep, waitFor, type Person } from './journey-steps';
import { Traffic } from './traffic';

/**
 * What the event engine promises when parts of it are gone, on a cluster of its own (one instance of each
 * service but two of live-session, one gateway) on a NATS server of its own (never the machine's: it is
 * stopped here):
 * - every live-session instance down for 60 s: it receives, once, every event it missed when it is back;
 * - NATS down meanwhile: writes still succeed, their events wait in the outbox and reach the consumers that are
 *   up once NATS is back;
 * - a poison event (its handler fails every time) goes to the dead-letter stream after EVENT_MAX_ATTEMPTS and,
 *   once the cause is gone, `npm run events -- replay` delivers it once.
 */

const missing = await missingEngines();
if (!canStartNatsServer) missing.push('nats-server (to start one of the test’s own)');
if (missing.length) console.warn(`cluster event tests skipped: ${missing.join(', ')} not reachable`);

/** How long the consumer stays down: long past every ack wait and retry, as an outage is. */
const CONSUMER_DOWN_MS = 60_000;

let nats: ThrowawayNats;
let run: ClusterRun;
let cluster: Cluster;
let t: Traffic;
let admin: Person;
let educator: Person;
let learner: Person;
let course: { id: number; lessons: number[] };
let discussionId: number;

beforeAll(async () => {
  if (missing.length) return;
  nats = await startThrowawayNats();
  run = await clusterRun('events', {
    NATS_URL: nats.url,
    GATEWAY_PORTS: '0',
    IDENTITY_PORTS: '0',
    COURSE_PORTS: '0',
    FORUM_PORTS: '0',
    CONTENT_PORTS: '0',
    LIVE_SESSION_PORTS: '0,0',
    EVENT_ACK_WAIT_MS: '4s',
    EVENT_MAX_ATTEMPTS: '3',
    EVENT_RETRY_BASE_MS: '200ms',
    EVENT_RETRY_MAX_MS: '1s',
    // Replies follow each other at once here: no new-account or interval limits.
    FORUM_NEW_ACCOUNT_HOURS: '0',
    FORUM_POST_INTERVAL_S: '0',
  });
  cluster = await startCluster({ env: run.env });
  t = new Traffic(cluster.gateways.map((g) => g.url));
  admin = (await signIn(t, ADMIN)) as Person;
  learner = await register(t, 'student');
  const registered = await register(t, 'educator');
  const pending = (await t.step('GET', '/api/users/pending-educators', { cookie: admin.cookie })).body as {
    id: number;
    username: string;
  }[];
  const educatorId = pending.find((u) => u.username === registered.username)!.id;
  await t.step('POST', `/api/users/${educatorId}/approve`, { cookie: admin.cookie, json: {} });
  educator = { ...(await signIn(t, registered)), id: educatorId };
  course = await approvedCourse(t, educator, admin);
  await t.step('POST', '/api/enrollments', { cookie: learner.cookie, json: { courseId: course.id } });
  const discussion = await t.step('POST', '/api/discussions', {
    cookie: learner.cookie,
    json: {
      title: 'Mulch depth for young trees',
      content: 'How deep should the mulch ring around a young tree be, and how wide?',
      courseId: course.id,
    },
    expect: 201,
  });
  discussionId = (discussion.body as { id: number }).id;
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  await run?.cleanup();
  await nats?.cleanup();
}, 60_000);

const databaseOf = (name: PlatformServiceName) => cluster.services.find((s) => s.name === name)!.databaseUrl;
const instancesOf = (name: PlatformServiceName) => cluster.services.find((s) => s.name === name)!.instances;

type Notification = { type: string; relatedId: number | null };
/** The person's notifications of `type` about `relatedId` (null while live-session cannot answer). */
async function notices(p: Person, type: string, relatedId: number): Promise<number | null> {
  const answer = await t.send(0, 'GET', '/api/notifications', { cookie: p.cookie });
  if (answer.status !== 200) return null;
  return (answer.body as Notification[]).filter((n) => n.type === type && n.relatedId === relatedId).length;
}

let replyCount = 0;
async function reply(): Promise<number> {
  const answer = await t.step('POST', `/api/discussions/${discussionId}/replies`, {
    cookie: educator.cookie,
    json: {
      content: `Reply ${++replyCount}: about 5 to 8 cm deep, out to the drip line, clear of the trunk.`,
    },
    expect: 201,
  });
  return (answer.body as { id: number }).id;
}

const unpublished = async (service: PlatformServiceName) =>
  Number(
    (
      await queryDatabase<{ n: string }>(
        databaseOf(service),
        'SELECT count(*) AS n FROM kit_outbox WHERE published_at IS NULL',
      )
    )[0]!.n,
  );

describe.skipIf(missing.length > 0)('events through a cluster when parts of it are down', () => {
  it('delivers once every event a consumer missed while all its instances were down, NATS down meanwhile', async () => {
    const down = Date.now();
    await Promise.all(instancesOf('live-session').map((i) => i.kill()));

    // While NATS is up: published, and kept by JetStream for the absent consumer.
    const replies = [await reply(), await reply()];

    // NATS down: the writes still succeed; their events wait in the producers' outboxes.
    await nats.stop();
    replies.push(await reply());
    const learner2 = await register(t, 'student');
    const enrollment = await t.step('POST', '/api/enrollments', {
      cookie: learner2.cookie,
      json: { courseId: course.id },
    });
    const enrollmentId = (enrollment.body as { id: number }).id;
    await t.step('POST', '/api/discussions', {
      cookie: learner2.cookie,
      json: {
        title: 'Mulch and voles',
        content: 'Does a thick mulch ring invite voles to chew the bark in winter?',
        courseId: course.id,
      },
      expect: 201,
    });
    const secondCourse = await approvedCourse(t, educator, admin);
    await sleep(1_500);
    expect(await unpublished('forum'), 'forum events waiting').toBeGreaterThanOrEqual(2);
    expect(await unpublished('course'), 'course events waiting').toBeGreaterThanOrEqual(1);
    await sleep(8_000);

    // NATS back: the outboxes empty and the consumers that are up apply what they missed.
    await nats.start();
    const milestones = async () => {
      const list = await t.send(0, 'GET', `/api/enrollments/${enrollmentId}/milestones`, {
        cookie: learner2.cookie,
      });
      return (list.body as { type: string }[]).filter((m) => m.type === 'discussion_contribution').length;
    };
    const audit = async () => {
      const answer = await t.send(0, 'GET', '/api/admin/activity?pageSize=100&action=course.approved', {
        cookie: admin.cookie,
      });
      return (answer.body as { items: { targetId: string }[] }).items.filter(
        (e) => e.targetId === String(secondCourse.id),
      ).length;
    };
    const delivered = await waitFor(
      async () => ({
        forumOutbox: await unpublished('forum'),
        courseOutbox: await unpublished('course'),
        milestones: await milestones(),
        auditRows: await audit(),
      }),
      (s) => s.forumOutbox === 0 && s.courseOutbox === 0 && s.milestones >= 1 && s.auditRows >= 1,
      40_000,
    );
    expect(delivered).toEqual({ forumOutbox: 0, courseOutbox: 0, milestones: 1, auditRows: 1 });

    // The consumer back after its outage: everything it missed, once.
    await sleep(Math.max(0, down + CONSUMER_DOWN_MS - Date.now()));
    for (const instance of [...instancesOf('live-session')]) await cluster.restart(instance);
    const effects = async () => ({
      replyNotices: await Promise.all(replies.map((id) => notices(learner, 'discussion_reply', id))),
      courseReviewNotices: await notices(educator, 'course_review', secondCourse.id),
    });
    const once = { replyNotices: [1, 1, 1], courseReviewNotices: 1 };
    const settled = await waitFor(
      effects,
      (e) => e.courseReviewNotices === 1 && e.replyNotices.every((n) => n === 1),
      40_000,
    );
    expect(settled).toEqual(once);
    await sleep(5_000);
    expect(await effects()).toEqual(once);
    expect((await eventLedgerProblems(cluster.services)).problems).toEqual([]);
  }, 200_000);

  it('dead-letters a poison event after its attempts and delivers it once when replayed', async () => {
    const liveSessionDb = databaseOf('live-session');
    // The handler's write fails every time, as a bug or a broken row would make it.
    await queryDatabase(
      liveSessionDb,
      `CREATE FUNCTION poison_reply_notices() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.type = 'discussion_reply' THEN RAISE EXCEPTION 'reply notices are broken'; END IF;
         RETURN NEW;
       END $$;
       CREATE TRIGGER poison_reply_notices BEFORE INSERT ON notifications
         FOR EACH ROW EXECUTE FUNCTION poison_reply_notices();`,
    );
    const poisoned = await reply();
    const [event] = await queryDatabase<{ id: string }>(
      databaseOf('forum'),
      `SELECT id::text FROM kit_outbox WHERE type = 'forum.reply_posted' AND (payload->>'replyId')::int = ${poisoned}`,
    );
    expect(event, 'the reply’s event').toBeDefined();
    const env = { NATS_URL: nats.url, NATS_PREFIX: run.env.NATS_PREFIX! };
    const listed = await waitFor(
      () => eventsCommand(['list'], env),
      (r) => r.stdout.includes(event!.id),
      30_000,
    );
    expect(listed.stdout).toMatch(
      new RegExp(
        `live-session\\tforum\\.reply_posted\\t${event!.id}\\t3x\\t\\S+\\treply notices are broken \\(`,
      ),
    );
    expect(await notices(learner, 'discussion_reply', poisoned)).toBe(0);

    // The cause fixed, the operator replays it: delivered to live-session only, once.
    await queryDatabase(
      liveSessionDb,
      'DROP TRIGGER poison_reply_notices ON notifications; DROP FUNCTION poison_reply_notices();',
    );
    const replayed = await eventsCommand(['replay', event!.id], env);
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(
      await waitFor(
        () => notices(learner, 'discussion_reply', poisoned),
        (n) => n === 1,
        20_000,
      ),
    ).toBe(1);
    expect((await eventsCommand(['list'], env)).stdout).toContain('no dead letters');
    await sleep(3_000);
    expect(await notices(learner, 'discussion_reply', poisoned)).toBe(1);
    expect((await eventLedgerProblems(cluster.services)).problems).toEqual([]);
  }, 120_000);
});
