// One measurement: autocannon against a URL (or a cycle of requests) for a fixed time, with latencies taken
// from every response at sub-millisecond precision (autocannon's own histogram has 1 ms steps and keeps 2xx only).
import autocannon from 'autocannon';
import { watchCpu } from './cpu-noise.mjs';

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Warms a freshly started server (V8's JIT, connection pools, PostgreSQL's caches and plans) by cycling
 * through all the `targets` ({ url, headers }) it will be measured on, for `seconds`. Nothing is recorded.
 */
export async function warmUp(targets, seconds, connections = 20) {
  if (seconds <= 0 || targets.length === 0) return;
  const origin = new URL(targets[0].url).origin;
  const requests = targets.map((t) => {
    const u = new URL(t.url);
    return { method: 'GET', path: `${u.pathname}${u.search}`, headers: t.headers ?? {} };
  });
  await run({ url: origin, requests, connections, duration: seconds, timeout: 30 });
  // Let the server finish what the closed connections left queued before anything is measured.
  await new Promise((r) => setTimeout(r, 1000));
}

/**
 * Measures `url` (or `requests`, each connection cycling through them) with `connections` for `duration`
 * seconds. The first `warmup` seconds belong to the same run but are not counted, so the load never pauses
 * between warming and measuring (a pause would leave the server a backlog of abandoned requests to drain).
 * `expect(status)` says which statuses are expected (default: 2xx). Answers req/s, p50/p99/mean in ms,
 * errors (timeouts included), timeouts and unexpected statuses, all within the counted window, and the CPU
 * shares of the server (`serverPids`), the load generator and everything else on the machine meanwhile.
 */
export async function measure({
  url,
  requests,
  connections = 50,
  duration = 10,
  warmup = 1,
  headers = {},
  method = 'GET',
  body,
  timeout = 10,
  expect = (status) => status >= 200 && status < 300,
  serverPids = [],
  keepLatencies = false,
}) {
  const pids = serverPids;
  let watch = warmup <= 0 ? watchCpu(pids) : null;
  let latencies = new Float64Array(1 << 16);
  let n = 0;
  let bytes = 0;
  const statuses = {};
  let unexpected = 0;
  let errors = 0;
  let timeouts = 0;
  let counting = warmup <= 0;
  let countedFrom = performance.now();
  let countedUntil = null;
  const warm =
    warmup > 0
      ? setTimeout(() => {
          counting = true;
          countedFrom = performance.now();
          watch = watchCpu(pids);
        }, warmup * 1000)
      : null;
  await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, requests, connections, headers, method, body, timeout, duration: warmup + duration },
      (err) => {
        countedUntil ??= performance.now();
        return err ? reject(err) : resolve();
      },
    );
    instance.on('response', (_client, status, resBytes, ms) => {
      if (!counting) return;
      if (n === latencies.length) {
        const bigger = new Float64Array(latencies.length * 2);
        bigger.set(latencies);
        latencies = bigger;
      }
      latencies[n++] = ms;
      bytes += resBytes;
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (!expect(status)) unexpected++;
    });
    instance.on('reqError', (err) => {
      if (!counting) return;
      errors++;
      if (/timed out/.test(err?.message ?? '')) timeouts++;
    });
    instance.on('done', () => (countedUntil = performance.now()));
  });
  clearTimeout(warm);
  const cpu = watch?.stop() ?? null;
  const seconds = (countedUntil - countedFrom) / 1000;
  const sorted = latencies.subarray(0, n).sort();
  const mean = n ? sorted.reduce((a, b) => a + b, 0) / n : null;
  return {
    connections,
    duration: +seconds.toFixed(2),
    requests: n,
    rps: seconds > 0 ? n / seconds : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean,
    errors,
    timeouts,
    unexpected,
    statuses,
    bytesPerResponse: n ? Math.round(bytes / n) : null,
    cpu,
    ...(keepLatencies ? { latencies: sorted } : {}),
  };
}

/**
 * One figure from measurements of the same server taken in turns (each with `keepLatencies`): req/s over their
 * summed counted time, percentiles over all their latencies, errors summed; of the CPU shares, the mean, and the
 * worst share taken by other processes.
 */
export function mergeMeasurements(list) {
  const n = list.reduce((a, m) => a + m.requests, 0);
  const all = new Float64Array(n);
  let at = 0;
  for (const m of list) {
    all.set(m.latencies, at);
    at += m.latencies.length;
  }
  all.sort();
  const seconds = list.reduce((a, m) => a + m.duration, 0);
  const sum = (k) => list.reduce((a, m) => a + m[k], 0);
  const cpus = list.map((m) => m.cpu).filter(Boolean);
  const meanOf = (k) => +(cpus.reduce((a, c) => a + c[k], 0) / cpus.length).toFixed(1);
  const statuses = {};
  for (const m of list) for (const [k, v] of Object.entries(m.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
  return {
    connections: list[0].connections,
    duration: +seconds.toFixed(2),
    requests: n,
    rps: seconds > 0 ? n / seconds : 0,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    mean: n ? all.reduce((a, b) => a + b, 0) / n : null,
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    unexpected: sum('unexpected'),
    statuses,
    bytesPerResponse: list[0].bytesPerResponse,
    cpu: cpus.length
      ? {
          otherCpuPct: Math.max(...cpus.map((c) => c.otherCpuPct)),
          serverCpuPct: meanOf('serverCpuPct'),
          loadgenCpuPct: meanOf('loadgenCpuPct'),
          serverCpuMs: cpus.reduce((a, c) => a + c.serverCpuMs, 0),
        }
      : null,
    turns: list.length,
  };
}
