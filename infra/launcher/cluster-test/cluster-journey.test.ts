import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformServiceName } from '@canopy/contracts';
import type { NodeProcess } from '../src/cluster/node-process';
import { startCluster, type Cluster } from '../src/cluster/start-cluster';
import { pidOfConnection, startArticleStandIn, type ArticleStandIn } from './article-stand-in';
import { clusterRun, missingEngines, type ClusterRun } from './cluster-engines';
import { eventLedgerProblems } from './event-ledger';
import {
  ADMIN,
  approvedCourse,
  imageForm,
  register,
  signIn,
  sleep,
  waitFor,
  type Person,
} from './journey-steps';
import { startProbes } from './probes';
import { isFailure, RECOVERY_MS, Traffic } from './traffic';

/**
 * The cluster as `npm run cluster` runs it (two processes of every service, two gateways, the machine's
 * PostgreSQL, Redis and NATS), and a learner, an educator and an administrator on their main journeys through
 * alternating gateways while one instance of each service is SIGKILLed in turn. Probes read every service
 * throughout. Afterwards: no failure a kill does not explain (another service's routes; the killed one's after
 * RECOVERY_MS), the ebook finished on the survivor, and every domain event applied exactly once.
 */

const missing = await missingEngines();
if (missing.length) console.warn(`cluster journey skipped: ${missing.join(', ')} not reachable`);

let run: ClusterRun;
let cluster: Cluster;
let standIn: ArticleStandIn;
const exits: string[] = [];
/** What became of the ebook generation whose instance was killed (checked in a test of its own). */
const ebook: { durable?: boolean; holder?: string | null; status?: string; fetches?: number } = {};

beforeAll(async () => {
  if (missing.length) return;
  standIn = await startArticleStandIn();
  // Short enough that a delivery lost with its instance comes again within the test, not in 30 s.
  run = await clusterRun('journey', { EVENT_ACK_WAIT_MS: '4s', FETCH_ALLOWED_PRIVATE: '127.0.0.1' });
  cluster = await startCluster({
    env: run.env,
    onUnexpectedExit: (p, how) => exits.push(`${p.name} (${how.signal ?? how.code})`),
  });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  await standIn?.close();
  await run?.cleanup();
}, 60_000);

const instancesOf = (name: PlatformServiceName) => cluster.services.find((s) => s.name === name)!.instances;
const databaseOf = (name: PlatformServiceName) => cluster.services.find((s) => s.name === name)!.databaseUrl;

async function contentJobKnown(jobId: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseOf('content') });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT 1 FROM information_schema.tables WHERE table_name = 'kit_jobs'`,
    );
    if (!rows.length) return false;
    return (await client.query('SELECT 1 FROM kit_jobs WHERE id::text = $1', [jobId])).rows.length > 0;
  } finally {
    await client.end();
  }
}

describe.skipIf(missing.length > 0)('a cluster of two instances of every service', () => {
  it('runs the journeys through both gateways while one instance of each service is killed', async () => {
    const t = new Traffic(cluster.gateways.map((g) => g.url));
    const killed: NodeProcess[] = [];
    const kill = async (name: PlatformServiceName, which?: NodeProcess) => {
      const instance = which ?? instancesOf(name)[killed.length % 2]!;
      t.kills.push({ service: name, instance: instance.name, at: Date.now() });
      killed.push(instance);
      await instance.kill();
    };
    /** The next kill only once the last one's window is over, so each failure has one explanation. */
    const afterWindow = () => sleep(Math.max(0, t.kills.at(-1)!.at + RECOVERY_MS + 500 - Date.now()));

    const admin = (await signIn(t, ADMIN)) as Person;
    const probes = startProbes(t, admin.cookie, [
      '/api/users/pending-educators',
      '/api/courses?limit=5',
      '/api/forum-topics',
      '/api/notifications',
      '/api/uploads/mine',
    ]);
    try {
      // Accounts: a learner, and an educator the administrator approves (identity → live-session, mail).
      const learner = await register(t, 'student');
      const newEducator = await register(t, 'educator');
      // A pending registration answers no account: the administrator finds it among those waiting.
      const pending = (await t.step('GET', '/api/users/pending-educators', { cookie: admin.cookie }))
        .body as { id: number; username: string }[];
      newEducator.id = pending.find((u) => u.username === newEducator.username)!.id;
      await t.step('POST', `/api/users/${newEducator.id}/approve`, { cookie: admin.cookie, json: {} });
      const educator = { ...(await signIn(t, newEducator)), id: newEducator.id };
      const course = await approvedCourse(t, educator, admin);
      const enrollment = (
        await t.step('POST', '/api/enrollments', { cookie: learner.cookie, json: { courseId: course.id } })
      ).body as { id: number };

      // An image, read back through both gateways.
      const uploaded = (
        await t.step('POST', '/api/upload', { cookie: educator.cookie, form: imageForm, expect: 201 })
      ).body as { imageUrl: string };
      const image = (await t.step('GET', uploaded.imageUrl)).bytes;
      expect((await t.step('GET', uploaded.imageUrl)).bytes.equals(image)).toBe(true);

      // An ebook drafted from the stand-in page: its first fetch is held, and the instance making it is killed.
      const { jobId } = (
        await t.step('POST', '/api/generate-ebook-from-link/jobs', {
          cookie: educator.cookie,
          json: { url: standIn.url },
          expect: 202,
        })
      ).body as { jobId: string };
      const durableJobs = await contentJobKnown(jobId);
      const first = await Promise.race([standIn.firstRequest, sleep(20_000).then(() => null)]);
      expect(first, 'the content service fetched the stand-in page').not.toBeNull();
      const contents = instancesOf('content');
      const holderPid = pidOfConnection(
        first!.remotePort,
        contents.map((c) => c.pid!),
      );
      const holder = contents.find((c) => c.pid === holderPid);
      await kill('content', holder ?? contents[0]);
      if (!holder) standIn.release();
      // Content's routes recover on the survivor: the image through both gateways.
      for (let i = 0; i < 2; i++)
        expect((await t.step('GET', uploaded.imageUrl)).bytes.equals(image)).toBe(true);
      ebook.durable = durableJobs;
      ebook.holder = holder?.name ?? null;
      if (durableJobs) {
        const job = await waitFor(
          async () =>
            (await t.step('GET', `/api/generate-ebook-from-link/jobs/${jobId}`, { cookie: educator.cookie }))
              .body as { status: string },
          (j) => j.status !== 'running' && j.status !== 'queued',
          90_000,
        );
        ebook.status = job.status;
        ebook.fetches = standIn.requests.length;
      }
      await afterWindow();

      // Course: lessons completed while one course instance is gone.
      await kill('course');
      for (const lessonId of course.lessons) {
        await t.step('POST', '/api/lesson-completions', { cookie: learner.cookie, json: { lessonId } });
      }
      await afterWindow();

      // Forum: a course discussion and the educator's reply (forum → course milestone, → learner notification).
      await kill('forum');
      const discussion = (
        await t.step('POST', '/api/discussions', {
          cookie: learner.cookie,
          json: {
            title: 'Clay soil after rain',
            content: 'My clay soil stays wet for days after rain. Is that a drainage problem or normal?',
            courseId: course.id,
          },
          expect: 201,
        })
      ).body as { id: number };
      const reply = await t.step('POST', `/api/discussions/${discussion.id}/replies`, {
        cookie: educator.cookie,
        json: { content: 'Normal for clay: add organic matter each autumn and it will drain better.' },
        expect: 201,
      });
      const replyId = (reply.body as { id: number }).id;
      await afterWindow();

      // Live sessions: one announced to the course's learners.
      await kill('live-session');
      const start = Date.now() + 86_400_000;
      const session = (
        await t.step('POST', '/api/live-sessions', {
          cookie: educator.cookie,
          json: {
            courseId: course.id,
            title: 'Soil walk, live',
            meetingUrl: 'https://meet.example.org/soil-walk',
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + 3_600_000).toISOString(),
          },
          expect: 201,
        })
      ).body as { id: number };
      await afterWindow();

      // Identity: the administrator's activity and a fresh sign-in while one identity instance is gone.
      await kill('identity');
      await t.step('GET', '/api/admin/activity?pageSize=100', { cookie: admin.cookie });
      await signIn(t, learner);
      await afterWindow();

      // Every effect of an event, once: wait for them, then look again after a redelivery could have come.
      type Notification = { type: string; relatedId: number | null };
      const notifications = (p: Person) =>
        t.step('GET', '/api/notifications', { cookie: p.cookie }).then((a) => a.body as Notification[]);
      const count = (list: Notification[], type: string, relatedId: number) =>
        list.filter((n) => n.type === type && n.relatedId === relatedId).length;
      const milestones = () =>
        t
          .step('GET', `/api/enrollments/${enrollment.id}/milestones`, { cookie: learner.cookie })
          .then(
            (a) => (a.body as { type: string }[]).filter((m) => m.type === 'discussion_contribution').length,
          );
      const audit = () =>
        t
          .step('GET', '/api/admin/activity?pageSize=100&action=course.approved', { cookie: admin.cookie })
          .then(
            (a) =>
              (a.body as { items: { targetId: string }[] }).items.filter(
                (e) => e.targetId === String(course.id),
              ).length,
          );
      const effects = async () => {
        const [forLearner, forEducator] = [await notifications(learner), await notifications(educator)];
        return {
          liveSessionNotices: forLearner.filter((n) => n.relatedId === session.id).length,
          replyNotices: count(forLearner, 'discussion_reply', replyId),
          courseApprovedNotices: count(forEducator, 'course_review', course.id),
          educatorApprovedNotices: forEducator.filter((n) => n.type === 'educator_review').length,
          contributionMilestones: await milestones(),
          auditRows: await audit(),
        };
      };
      const once = {
        liveSessionNotices: 1,
        replyNotices: 1,
        courseApprovedNotices: 1,
        educatorApprovedNotices: 1,
        contributionMilestones: 1,
        auditRows: 1,
      };
      const settled = await waitFor(effects, (e) => Object.values(e).every((n) => n >= 1), 30_000);
      expect(settled).toEqual(once);
      await sleep(6_000);
      expect(await effects()).toEqual(once);
      const ledger = await eventLedgerProblems(cluster.services);
      expect(ledger.problems).toEqual([]);
      expect(ledger.events).toBeGreaterThan(5);
    } finally {
      await probes.stop();
    }

    expect(t.kills.map((k) => k.service)).toEqual(['content', 'course', 'forum', 'live-session', 'identity']);
    expect(exits.filter((e) => !killed.some((k) => e.startsWith(`${k.name} `)))).toEqual([]);
    const failures = t
      .unexplainedFailures()
      .map(
        (o) =>
          `${o.method} ${o.path} (${o.service}) via gateway ${o.gateway + 1} at +${o.start - t.outcomes[0]!.start} ms: ${o.status} ${o.detail ?? ''}`,
      );
    expect(failures).toEqual([]);
    const explained = t.outcomes.filter((o) => isFailure(o.status) && t.explainedBy(o));
    console.info(
      `${t.outcomes.length} requests through ${t.gateways.length} gateways; failures, all within ` +
        `${RECOVERY_MS} ms of their service's kill: ${explained.map((o) => `${o.service} ${o.status}`).join(', ') || 'none'}`,
    );
    // The probes kept reading every service after its kill, so "recovered" means answered, not just untried.
    for (const k of t.kills) {
      const after = t.outcomes.filter((o) => o.service === k.service && o.start > k.at + RECOVERY_MS);
      expect(after.filter((o) => o.status === 200).length, k.service).toBeGreaterThan(0);
    }
  }, 300_000);

  it('finishes the ebook generation whose instance was killed on the survivor', (ctx) => {
    expect(ebook.durable, 'the journey ran').toBeDefined();
    if (!ebook.durable) {
      ctx.skip(
        "durable ebook jobs (issue 28 item 2) have not landed: the job is not in the content service's kit_jobs",
      );
    }
    expect(ebook.status).toBe('succeeded');
    // Its instance was killed while fetching the page: the survivor took the job over and fetched it again.
    expect(ebook.holder, 'the instance fetching the page was found and killed').not.toBeNull();
    expect(ebook.fetches).toBeGreaterThanOrEqual(2);
  });
});
