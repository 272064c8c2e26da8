// The embedded platform as `npm start` runs it: the launcher without DATABASE_URL, which starts its own native
// PostgreSQL in DATA_DIR/postgres (initdb on a new folder), creates a database per service, migrates and seeds
// the demo content, at npm start's log level. Timed from spawn until the gateway's /healthz and every service's
// /readyz answer, with the steps the launcher logs on the way (PostgreSQL initialised and started, each service
// listening) and the CPU the platform and other processes used meanwhile; memory of the launcher and every
// process of its cluster (postmaster, backends, background workers) after 5 s idle: the sum of their PSS
// (shared buffers counted once) and, for comparison, of their RSS. Then the same on a restart over the same
// folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchCpu } from '../cpu-noise.mjs';
import { clusterPids } from '../embedded-postgres.mjs';
import { startCanopy } from '../launcher.mjs';
import { memoryOf, memoryOfAll, processTree, sleep } from '../processes.mjs';

const IDLE_MS = 5_000;

/** The launcher and its descendants, plus the cluster's processes should its postmaster not be one of them. */
function platformPids(canopy) {
  const pids = new Set(processTree(canopy.pid));
  if (canopy.embeddedPostgres)
    for (const pid of clusterPids(canopy.embeddedPostgres.clusterDir)) pids.add(pid);
  return [...pids];
}

/** Collects the launcher's start-up log lines that mark a step: { step: ms after the spawn }. */
function stepRecorder() {
  const times = [];
  let partial = '';
  return {
    onStdout(chunk) {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        const m =
          /"time":(\d+).*"msg":"(embedded PostgreSQL (?:initialised|started)|[\w-]+ service listening)"/.exec(
            line,
          );
        if (m) times.push({ step: m[2], at: Number(m[1]) });
      }
    },
    steps: (spawnedAt) => Object.fromEntries(times.map((t) => [t.step, t.at - spawnedAt])),
  };
}

async function startAndIdle(root, dataDir, label, log) {
  const recorder = stepRecorder();
  const cpu = watchCpu();
  const canopy = await startCanopy({
    root,
    dataDir,
    env: { LOG_LEVEL: 'info' },
    onStdout: recorder.onStdout,
  });
  try {
    if (!canopy.embeddedPostgres)
      throw new Error('the launcher did not start an embedded PostgreSQL server (no banner line naming it)');
    const duringStart = cpu.stop(platformPids(canopy));
    const steps = recorder.steps(canopy.spawnedAt);
    const atReady = memoryOfAll(platformPids(canopy));
    await sleep(IDLE_MS);
    const pids = platformPids(canopy);
    const idle = memoryOfAll(pids);
    const launcher = memoryOf(canopy.pid);
    const postgres = memoryOfAll(clusterPids(canopy.embeddedPostgres.clusterDir));
    const figures = {
      healthzMs: Math.round(canopy.healthzMs),
      readyMs: Math.round(canopy.readyMs),
      steps,
      cpu: duringStart && {
        platformCpuS: +(duringStart.serverCpuMs / 1000).toFixed(2),
        otherCpuPct: duringStart.otherCpuPct,
      },
      embeddedPostgres: {
        port: canopy.embeddedPostgres.port,
        majorVersion: canopy.embeddedPostgres.majorVersion,
      },
      atReady,
      idle,
      launcher: { ...launcher, pssMb: memoryOfAll([canopy.pid])?.pssMb },
      postgres,
    };
    log(
      `    ${label}: ready in ${(figures.readyMs / 1000).toFixed(2)} s (gateway /healthz ${(figures.healthzMs / 1000).toFixed(2)} s); ` +
        `after ${IDLE_MS / 1000} s idle ${idle?.pssMb.toFixed(0)} MB PSS / ${idle?.rssMb.toFixed(0)} MB RSS over ` +
        `${idle?.processes} processes: launcher ${figures.launcher.pssMb?.toFixed(0)} MB PSS ` +
        `(${launcher?.rssMb.toFixed(0)} MB RSS, peak ${launcher?.peakMb.toFixed(0)} MB), ` +
        `PostgreSQL ${postgres?.processes} processes ${postgres?.pssMb.toFixed(0)} MB PSS / ${postgres?.rssMb.toFixed(0)} MB RSS ` +
        `(port ${canopy.embeddedPostgres.port})`,
    );
    log(
      `      steps (s after spawn): ${Object.entries(steps)
        .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(2)}`)
        .join(', ')}; the platform used ${figures.cpu?.platformCpuS} s of CPU, other processes ` +
        `${figures.cpu?.otherCpuPct}% of the machine meanwhile`,
    );
    return figures;
  } finally {
    await canopy.stop();
  }
}

export async function startupScenario({ root, log }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-startup-'));
  try {
    const fresh = await startAndIdle(root, dataDir, 'fresh start (new data folder)', log);
    const restart = await startAndIdle(root, dataDir, 'restart (same data folder)', log);
    return { idleMs: IDLE_MS, fresh, restart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
