// How much of the machine something else used while a figure was measured. This machine is shared (builds and
// test suites of other work may run beside the benchmark); each measurement records the CPU share taken by
// processes other than the load generator and the measured server, so a disturbed figure can be told apart.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function systemBusyMs() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    const busy = f[0] + f[1] + f[2] + f[5] + f[6] + f[7];
    return busy * TICK_MS;
  } catch {
    return null;
  }
}

function processMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 (1-based), i.e. 11-14 after the name
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
  } catch {
    return null;
  }
}

/** Pids of running processes whose command name is one of `names` (e.g. redis-server). */
export function pidsNamed(names) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (names.includes(readFileSync(`/proc/${entry}/comm`, 'utf8').trim())) out.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * Starts watching; stop() answers { otherCpuPct, serverCpuPct, loadgenCpuPct, serverCpuMs } as % of all cores
 * (and the server's CPU time). The server is every pid of `serverPids`: the measured Node process and, for
 * PostgreSQL, its backends and Redis; `stop(newPids)` adds processes started since, counted in full.
 */
export function watchCpu(serverPids = []) {
  const t0 = performance.now();
  const sys0 = systemBusyMs();
  const self0 = processMs(process.pid) ?? 0;
  const srv0 = serverPids.map(processMs);
  return {
    stop(newPids = []) {
      if (sys0 === null) return null;
      const wallMs = (performance.now() - t0) * os.cpus().length;
      const sys = systemBusyMs() - sys0;
      const self = (processMs(process.pid) ?? self0) - self0;
      // A process that ended meanwhile counts as no change (its last figures are not readable any more).
      const srv =
        serverPids.map((p, i) => processMs(p) ?? srv0[i]).reduce((a, v, i) => a + v - (srv0[i] ?? v), 0) +
        newPids.reduce((a, p) => a + (processMs(p) ?? 0), 0);
      const pct = (v) => +Math.max(0, (100 * v) / wallMs).toFixed(1);
      return {
        otherCpuPct: pct(sys - self - srv),
        serverCpuPct: pct(srv),
        loadgenCpuPct: pct(self),
        serverCpuMs: srv,
      };
    },
  };
}

export const loadAverage = () => os.loadavg().map((v) => +v.toFixed(2));
