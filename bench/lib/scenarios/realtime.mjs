// The realtime scenario: WebSocket clients spread over two live-session instances sharing Redis (as behind the
// gateway), one session created through one instance, and the time until each client has its session_update.
// Clients connect to the instances directly with signed identities (the gateway's upgrade is not measured).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { newSigningKey, publicJwks, signIdentityToken } from '../canopy-api.mjs';
import { prepareEngine } from '../engines.mjs';
import { freePort, sleep, spawnNode, waitForHttp } from '../processes.mjs';

export const LIVE_SESSION_MAIN = 'services/live-session/dist/main.js';
const IDENTITY_HEADER = 'x-canopy-identity';
/** A client that has not got the update this long after the create was sent counts as missing. */
const MISSING_AFTER_MS = 5_000;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * Answers { engine, instances, clients, rounds, p50, p99, max, missing, samples, notes }: latencies in ms from
 * sending POST /api/live-sessions to each client's receipt of that session's `session_update`.
 */
export async function realtimeScenario(ctx, engine) {
  const { opts, root, log } = ctx;
  const main = path.join(root, LIVE_SESSION_MAIN);
  if (!existsSync(main)) throw new Error(`${LIVE_SESSION_MAIN} is missing: build first (npm run build)`);
  const notes = [];
  const clients = opts.quick ? 100 : 1_000;
  const rounds = opts.quick ? 2 : 5;
  const instances = opts.redisUrl ? 2 : 1;
  if (!opts.redisUrl) notes.push('realtime across 2 instances needs TEST_REDIS_URL: measured on 1 instance');

  // The run's own keys: the gateway's, which the clients' identities are signed with, and the service's own.
  const gatewayKey = newSigningKey('gateway');
  const serviceKey = newSigningKey('live-session');
  const run = `${process.pid}_${Date.now()}`;
  const dirs = [];
  // One database both instances share, on the engine's server (a service alone has no embedded default).
  const spec = await prepareEngine(opts, engine, 'realtime', ['live-session']);
  const procs = [];
  const sockets = [];
  try {
    const ports = [];
    for (let i = 0; i < instances; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-realtime-'));
      dirs.push(dataDir);
      const port = await freePort();
      const proc = spawnNode(main, {
        name: `live-session #${i + 1}`,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          SIGNING_KEYS: JSON.stringify({ keys: [serviceKey] }),
          GATEWAY_JWKS: JSON.stringify(publicJwks([gatewayKey])),
          DATA_DIR: dataDir,
          DATABASE_URL: spec.databaseUrls['live-session'],
          REDIS_URL: opts.redisUrl,
          REALTIME_REDIS_CHANNEL: `canopy_bench_${run}:realtime`,
          NATS_URL: undefined,
          COURSE_URL: undefined,
        },
      });
      procs.push(proc);
      ports.push(port);
      // One at a time: they share the database, and its migrations run once.
      await waitForHttp(`http://127.0.0.1:${port}/readyz`, { proc, timeoutMs: 120_000 });
    }

    log(`  ${clients} clients over ${instances} instance(s) (${engine})`);
    // title -> { sentAt, got: client index -> ms }; matched by title, as updates can arrive before the answer.
    const byTitle = new Map();
    for (let i = 0; i < clients; i += 50) {
      const batch = [];
      for (let j = i; j < Math.min(clients, i + 50); j++) {
        batch.push(
          (async () => {
            const token = await signIdentityToken(gatewayKey, {
              user: {
                id: 1_000_000 + j,
                username: `bench-ws-${j}`,
                role: 'student',
                status: 'active',
                firstName: 'Bench',
                lastName: `Client ${j}`,
              },
            });
            const ws = new WebSocket(`ws://127.0.0.1:${ports[j % instances]}/ws`, {
              headers: { [IDENTITY_HEADER]: token },
              perMessageDeflate: false,
            });
            ws.on('message', (data) => {
              const at = performance.now();
              const m = JSON.parse(String(data));
              if (m.type !== 'session_update' || m.action !== 'create') return;
              const round = byTitle.get(m.session.title);
              if (round && !round.got.has(j)) round.got.set(j, at - round.sentAt);
            });
            await new Promise((resolve, reject) => {
              ws.once('open', resolve);
              ws.once('error', reject);
            });
            ws.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));
            sockets.push(ws);
          })(),
        );
      }
      await Promise.all(batch);
    }

    const educator = await signIdentityToken(gatewayKey, {
      user: {
        id: 1,
        username: 'bench-educator',
        role: 'educator',
        status: 'active',
        firstName: 'Bench',
        lastName: 'Educator',
      },
    });
    const samples = [];
    /** How long each create took to answer (the insert and its commit come before the broadcast). */
    const createMs = [];
    /** Per session, from the first client's receipt to the last one's: what the fan-out itself takes. */
    const spreads = [];
    let missing = 0;
    await sleep(500);
    for (let r = 0; r < rounds; r++) {
      const title = `Bench session ${run} #${r + 1}`;
      const round = { sentAt: 0, got: new Map() };
      byTitle.set(title, round);
      const start = new Date(Date.now() + 86_400_000);
      const body = JSON.stringify({
        title,
        courseId: 0,
        sessionType: 'lecture',
        meetingUrl: 'https://meet.example.org/bench',
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      });
      round.sentAt = performance.now();
      const res = await fetch(`http://127.0.0.1:${ports[r % instances]}/api/live-sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: educator },
        body,
      });
      if (res.status !== 201)
        throw new Error(`creating a session answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      createMs.push(performance.now() - round.sentAt);
      const deadline = round.sentAt + MISSING_AFTER_MS;
      while (round.got.size < clients && performance.now() < deadline) await sleep(10);
      samples.push(...round.got.values());
      if (round.got.size) {
        const got = [...round.got.values()];
        spreads.push(Math.max(...got) - Math.min(...got));
      }
      missing += clients - round.got.size;
      await sleep(200);
    }
    const sorted = samples.sort((a, b) => a - b);
    const result = {
      engine,
      instances,
      clients,
      rounds,
      samples: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
      missing,
      createP50: percentile(
        [...createMs].sort((a, b) => a - b),
        50,
      ),
      spreadMax: spreads.length ? Math.max(...spreads) : NaN,
      notes,
    };
    log(
      `  session_update to ${clients} clients × ${rounds} sessions: p50 ${result.p50.toFixed(1)} ms, ` +
        `p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms, missing ${missing} ` +
        `(the create itself answered in ${result.createP50.toFixed(1)} ms at p50; first to last client ` +
        `≤ ${result.spreadMax.toFixed(1)} ms)`,
    );
    return result;
  } finally {
    for (const ws of sockets) ws.terminate();
    for (const p of procs) {
      p.child.kill('SIGTERM');
      await Promise.race([p.exited, sleep(10_000)]);
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    }
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await spec.cleanup();
  }
}

export const REALTIME_TARGET = { p99Ms: 200, missing: 0 };

/** The realtime check: p99 ≤ 200 ms and none missing. */
export function judgeRealtime(r) {
  return [
    {
      target: `realtime: ${r.clients} WebSocket clients over ${r.instances} live-session instance(s) → p99 ≤ ${REALTIME_TARGET.p99Ms} ms, none missing`,
      engine: r.engine,
      what: 'session_update after a create (p50 / p99 / max, missing)',
      figure: `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} / ${r.max.toFixed(1)} ms, ${r.missing} missing of ${r.clients * r.rounds}`,
      met: r.p99 <= REALTIME_TARGET.p99Ms && r.missing === REALTIME_TARGET.missing,
    },
  ];
}
