// The embedded platform's memory and start time: the launcher on PGlite in a new data folder (initdb, migrations,
// demo content), timed from spawn until the gateway's /healthz and every service's /readyz answer, resident
// memory (VmRSS) after 5 s idle; then the same on a restart over the same folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startCanopy } from '../launcher.mjs';
import { memoryOf, sleep } from '../processes.mjs';

const IDLE_MS = 5_000;

async function startAndIdle(root, dataDir, label, log) {
  const canopy = await startCanopy({ root, dataDir });
  try {
    const atReady = memoryOf(canopy.pid);
    await sleep(IDLE_MS);
    const idle = memoryOf(canopy.pid);
    const figures = {
      healthzMs: Math.round(canopy.healthzMs),
      readyMs: Math.round(canopy.readyMs),
      atReady,
      idle,
    };
    log(
      `    ${label}: ready in ${(figures.readyMs / 1000).toFixed(2)} s (gateway /healthz ${(figures.healthzMs / 1000).toFixed(2)} s), ` +
        `${idle?.rssMb.toFixed(0)} MB resident after ${IDLE_MS / 1000} s idle (peak ${idle?.peakMb.toFixed(0)} MB)`,
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
