import type { Logger } from 'pino';
import type { GatewayConfig } from './config';
import { serviceNames, serviceUrlVariable, type ServiceName } from './route-table';

export type InstanceState = 'ready' | 'down';

/** One instance of a service: an entry of its URL setting. */
export interface ServiceInstance {
  /** The base URL as configured. */
  readonly url: string;
  /** Requests and upgrades this gateway has in flight to it. */
  busy: number;
  /** Taken out of the spread (a failed connection or readiness) until its /readyz answers ready again. */
  out: boolean;
}

export interface InstancePool {
  readonly service: ServiceName;
  /** In the order of the URL setting. */
  readonly instances: readonly ServiceInstance[];
  /**
   * The instance for the next request: the least busy of those in (in turn among equals), never one of `tried`.
   * When every instance is out, the least busy of all is tried anyway: a guess beats refusing without asking.
   * Undefined only when every instance was tried.
   */
  pick(tried?: readonly ServiceInstance[]): ServiceInstance | undefined;
  /** Takes `instance` out of the spread after a connection to it failed; the probes bring it back. */
  takeOut(instance: ServiceInstance, reason: string): void;
  /** Asks every instance's /readyz now and takes out or brings back each by its answer; states in order. */
  probe(): Promise<InstanceState[]>;
  close(): void;
}

export interface InstancePoolOptions {
  service: ServiceName;
  urls: readonly string[];
  /** How often each instance's /readyz is asked (only with several instances: one has nowhere else to go). */
  probeIntervalMs: number;
  /** How long a /readyz may take before the instance counts as down. */
  readyTimeoutMs: number;
  logger: Logger;
}

/**
 * The instances of one service and which of them take requests. An instance leaves the spread when a
 * connection to it fails (passively, reported by the forwarders) or its /readyz fails (actively, every
 * probeIntervalMs), and comes back at its first ready /readyz. With one instance nothing is taken out or
 * probed: every request goes to it as before.
 */
export function createInstancePool(opts: InstancePoolOptions): InstancePool {
  const { service, logger } = opts;
  const instances: ServiceInstance[] = opts.urls.map((url) => ({ url, busy: 0, out: false }));
  const balancing = instances.length > 1;
  // When each instance was last taken out: a probe that started earlier does not bring it back.
  const outSince = new Map<ServiceInstance, number>();
  let turn = 0;

  function setOut(instance: ServiceInstance, out: boolean, reason: string) {
    if (!balancing || instance.out === out) return;
    instance.out = out;
    if (out) {
      outSince.set(instance, performance.now());
      logger.warn({ service, instance: instance.url, reason }, 'service instance taken out');
    } else {
      logger.info({ service, instance: instance.url }, 'service instance back in');
    }
  }

  async function probeOne(instance: ServiceInstance): Promise<InstanceState> {
    const started = performance.now();
    const state = await readyzState(instance.url, opts.readyTimeoutMs);
    if (state === 'down') setOut(instance, true, 'readiness failed');
    else if ((outSince.get(instance) ?? -1) < started) setOut(instance, false, 'ready');
    return state;
  }

  let probing: Promise<InstanceState[]> | undefined;
  const probe = () => Promise.all(instances.map(probeOne));
  const timer = balancing
    ? setInterval(() => {
        // One round at a time: a round of silent instances lasts readyTimeoutMs.
        probing ??= probe().finally(() => (probing = undefined));
      }, opts.probeIntervalMs)
    : undefined;
  timer?.unref();

  return {
    service,
    instances,
    pick(tried = []) {
      const untried = instances.filter((i) => !tried.includes(i));
      const candidates = untried.some((i) => !i.out) ? untried.filter((i) => !i.out) : untried;
      if (candidates.length === 0) return undefined;
      const start = turn++ % candidates.length;
      let best: ServiceInstance | undefined;
      for (let k = 0; k < candidates.length; k++) {
        const candidate = candidates[(start + k) % candidates.length]!;
        if (!best || candidate.busy < best.busy) best = candidate;
      }
      return best;
    },
    takeOut: (instance, reason) => setOut(instance, true, reason),
    probe,
    close() {
      if (timer) clearInterval(timer);
    },
  };
}

/**
 * `/readyz` of an instance (it needs no identity token): a refused connection, an answer other than 2xx, or
 * silence past `timeoutMs` counts as down.
 */
async function readyzState(baseUrl: string, timeoutMs: number): Promise<InstanceState> {
  try {
    const url = new URL('readyz', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok ? 'ready' : 'down';
  } catch {
    return 'down';
  }
}

/** One pool per configured service (a service without a URL setting has none: its paths answer 404). */
export function createInstancePools(config: GatewayConfig, logger: Logger): Map<ServiceName, InstancePool> {
  const pools = new Map<ServiceName, InstancePool>();
  for (const service of serviceNames) {
    const urls = config[serviceUrlVariable[service]];
    if (!urls?.length) continue;
    pools.set(
      service,
      createInstancePool({
        service,
        urls,
        probeIntervalMs: config.PROXY_PROBE_INTERVAL_MS,
        readyTimeoutMs: config.READY_TIMEOUT_MS,
        logger,
      }),
    );
  }
  return pools;
}
