// The load scenario against `npm run cluster`'s shape: every service as two processes and two gateways on the
// machine's PostgreSQL (TEST_DATABASE_URL's server), Redis (TEST_REDIS_URL) and NATS (TEST_NATS_URL, else the local
// server), under names of the run's own. 100 connections for 30 s, half through each gateway, the same mix as
// `load`; halfway one instance of a service (course: most of the mix reaches it) is SIGKILLed. Figures: requests,
// errors (no answer, a time-out or an answer other than 2xx), the errors of requests started more than 2 s after
// the kill, p50/p99 — the target being errors only for requests in flight to the killed instance, none after 2 s.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import autocannon from 'autocannon';
import pg from 'pg';
import { getJson, outlineAvailable } from '../canopy-api.mjs';
import { deleteRedisKeys } from '../databases.mjs';
import { spawnNode } from '../processes.mjs';
import { learners, mixedRequests } from './load-mix.mjs';

const CLUSTER = 'infra/launcher/dist/cluster-main.js';
const SERVICES = ['identity', 'course', 'forum', 'live-session', 'content'];
const natsUrl = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
/** How long after the kill a failure still counts as the killed instance's. */
export const RECOVERY_MS = 2_000;
/** autocannon's time-out per request, as in `load`. */
const TIMEOUT_S = 10;

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** `npm run cluster` on free ports and the run's own databases, Redis keys and NATS prefix; resolves once up. */
export async function startCluster({ root, opts, dataDir, prefix }) {
  const env = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    GATEWAY_PORTS: '0,0',
    ...Object.fromEntries(SERVICES.map((s) => [`${s.replace('-', '_').toUpperCase()}_PORTS`, '0,0'])),
    DATABASE_URL: opts.databaseUrl,
    DATABASE_NAME_PREFIX: `${prefix}_`,
    REDIS_URL: opts.redisUrl,
    REDIS_KEY_PREFIX: `${prefix}:`,
    NATS_URL: natsUrl,
    NATS_PREFIX: prefix,
    // A hundred learners behind one address is the load generator's artefact (as in `load`).
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    RATE_LIMIT_REGISTER_PER_IP: '1000000',
    PUBLIC_URL: undefined,
    ...Object.fromEntries(SERVICES.map((s) => [`${s.replace('-', '_').toUpperCase()}_URL`, undefined])),
  };
  const proc = spawnNode(path.join(root, CLUSTER), { name: 'npm run cluster', env });
  if (!(await proc.waitForOutput(/Ctrl-C stops every process/, 240_000))) {
    await proc.stop();
    throw new Error(`the cluster did not start:\n${proc.output().slice(-3000)}`);
  }
  const out = proc.output();
  const gateways = [...out.matchAll(/gateway-\d (http:\/\/127\.0\.0\.1:\d+)/g)].map((m) => m[1]);
  const instances = {};
  for (const s of SERVICES) {
    const line = out.split('\n').find((l) => l.trim().startsWith(`${s} `));
    instances[s] = [...(line ?? '').matchAll(/:(\d+) \(pid (\d+)\)/g)].map((m) => ({
      port: Number(m[1]),
      pid: Number(m[2]),
    }));
  }
  return { proc, gateways, instances };
}

/** The run's JetStream streams (and with them its consumers). */
async function dropStreams(natsUrl, prefix) {
  const nc = await connect({ servers: natsUrl, timeout: 2_000 });
  try {
    const jsm = await jetstreamManager(nc);
    for (const name of ['EVENTS', 'DEAD'])
      await jsm.streams.delete(`${prefix.toUpperCase()}_${name}`).catch(() => {});
  } finally {
    await nc.close();
  }
}

async function dropDatabases(adminUrl, prefix) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    for (const s of SERVICES)
      await c.query(`DROP DATABASE IF EXISTS "${prefix}_${s.replace('-', '_')}" WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

export async function clusterLoadScenario({ opts, root, log }) {
  const notes = [];
  if (!opts.databaseUrl || !opts.redisUrl) {
    notes.push('cluster-load: needs TEST_DATABASE_URL and TEST_REDIS_URL (and NATS, TEST_NATS_URL or local)');
    return { notes };
  }
  const { connections, duration } = opts.load;
  const victim = 'course';
  const prefix = `cb${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-cluster-'));
  const adminUrl = Object.assign(new URL(opts.databaseUrl), { pathname: '/postgres' }).toString();
  let cluster;
  try {
    log('  starting the cluster (2 instances of every service, 2 gateways)');
    cluster = await startCluster({ root, opts: { ...opts, databaseUrl: adminUrl }, dataDir, prefix });
    const [gw1, gw2] = cluster.gateways;
    const list = await getJson(`${gw1}/api/courses`);
    const ids = (Array.isArray(list) ? list : (list.items ?? [])).map((c) => c.id);
    const hasOutline = await outlineAvailable(gw1, ids[0]);
    log(`  registering and enrolling ${connections} learners`);
    const people = await learners(gw1, connections, ids, prefix, { batch: 2, patient: true });
    const samples = [];
    // Each gateway gets half the connections and half the learners.
    const halves = [people.slice(0, connections / 2), people.slice(connections / 2)];

    const events = [];
    let killAt;
    const runs = [gw1, gw2].map((url, i) => {
      // Each gateway checks a sign-in's Origin against its own address.
      const { requests } = mixedRequests(url, halves[i], ids, hasOutline, samples);
      const instance = autocannon({
        url,
        requests,
        connections: connections / 2,
        duration,
        timeout: TIMEOUT_S,
      });
      instance.on('response', (_client, status, _bytes, ms) => {
        events.push({ end: Date.now(), ms, failed: status < 200 || status >= 300, status });
      });
      instance.on('reqError', (err) => {
        const timedOut = /timed out/.test(err?.message ?? '');
        // A time-out waited the whole TIMEOUT_S; another failure (a refused connection) came at once.
        events.push({
          end: Date.now(),
          ms: null,
          waited: timedOut ? TIMEOUT_S * 1000 : 0,
          failed: true,
          status: timedOut ? 'timeout' : 'error',
        });
      });
      return new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject));
    });
    const target = cluster.instances[victim][0];
    const kill = setTimeout(
      () => {
        killAt = Date.now();
        log(`  SIGKILL ${victim}-1 (pid ${target.pid}) at ${duration / 2} s`);
        process.kill(target.pid, 'SIGKILL');
      },
      (duration / 2) * 1000,
    );
    const started = Date.now();
    log(`  ${connections} connections × ${duration} s through both gateways`);
    await Promise.all(runs);
    clearTimeout(kill);
    const seconds = (Date.now() - started) / 1000;

    const answered = events
      .filter((e) => e.ms !== null)
      .map((e) => e.ms)
      .sort((a, b) => a - b);
    const failed = events.filter((e) => e.failed);
    // A request's start: its end less its latency (or, without an answer, less what it waited).
    const startOf = (e) => e.end - (e.ms ?? e.waited);
    const late = failed.filter((e) => killAt !== undefined && startOf(e) > killAt + RECOVERY_MS);
    const byStatus = (list) => {
      const counts = {};
      for (const e of list) counts[e.status] = (counts[e.status] ?? 0) + 1;
      return counts;
    };
    const statuses = byStatus(failed);
    // Failures before the kill: what the machine's load alone causes, to read the rest against.
    const early = failed.filter((e) => killAt === undefined || e.end < killAt);
    const result = {
      connections,
      duration: +seconds.toFixed(1),
      requests: events.length,
      rps: events.length / seconds,
      p50: percentile(answered, 50),
      p99: percentile(answered, 99),
      errors: failed.length,
      errorsBeforeKill: early.length,
      errorsAfterRecovery: late.length,
      errorsAfterRecoveryByStatus: byStatus(late),
      failedStatuses: statuses,
      killed: `${victim}-1`,
      killedAtSecond: killAt ? +((killAt - started) / 1000).toFixed(1) : null,
    };
    log(
      `    ${result.requests} requests (${result.rps.toFixed(0)} req/s), p50 ${result.p50?.toFixed(2)} ms, ` +
        `p99 ${result.p99?.toFixed(2)} ms; errors ${result.errors} ${JSON.stringify(statuses)}, ` +
        `${result.errorsBeforeKill} of them before the kill, ${result.errorsAfterRecovery} of requests started more ` +
        `than ${RECOVERY_MS / 1000} s after it ${JSON.stringify(result.errorsAfterRecoveryByStatus)}; ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
    );
    for (const u of samples) log(`      ${u.status} ${u.path}: ${u.body}`);
    return {
      label: 'cluster: 2 × every service, 2 gateways, PostgreSQL, Redis, NATS',
      result,
      samples,
      notes,
    };
  } finally {
    await stopCluster({ cluster, adminUrl, redisUrl: opts.redisUrl, prefix, dataDir, log });
  }
}

/** Stops the cluster and removes the run's databases, Redis keys, NATS streams and data folder. */
export async function stopCluster({ cluster, adminUrl, redisUrl, prefix, dataDir, log }) {
  await cluster?.proc.stop(30_000);
  await dropDatabases(adminUrl, prefix).catch((err) => log(`  could not drop the databases: ${err.message}`));
  await deleteRedisKeys(redisUrl, `${prefix}:`).catch(() => undefined);
  await dropStreams(natsUrl, prefix).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
