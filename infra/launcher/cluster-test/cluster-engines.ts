import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { platformServices } from '@canopy/contracts';
import { dropNatsPrefix } from '@canopy/service-kit/testing';
import { portsVariableOf } from '../src/cluster/cluster-config';

/** The machine's engines (CI's .ci/run starts them), overridable as the other suites' TEST_* variables. */
export const engines = {
  postgres: process.env.TEST_DATABASE_URL
    ? withDatabase(process.env.TEST_DATABASE_URL, 'postgres')
    : 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  nats: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
};

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = netConnect({ host: u.hostname, port: Number(u.port || defaultPort) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The engines that do not answer, named (the suite says which and skips rather than fail for a missing server). */
export async function missingEngines(): Promise<string[]> {
  const checks: [string, string, number][] = [
    [`PostgreSQL (${engines.postgres.replace(/\/\/[^@]*@/, '//')})`, engines.postgres, 5432],
    [`Redis (${engines.redis})`, engines.redis, 6379],
    [`NATS (${engines.nats})`, engines.nats, 4222],
  ];
  const missing: string[] = [];
  for (const [name, url, port] of checks) if (!(await reachable(url, port))) missing.push(name);
  return missing;
}

export interface ClusterRun {
  /** The environment for `startCluster` (and `npm run cluster`): every port 0, names of this run's own. */
  env: Record<string, string>;
  /** `ct<hex>_`: this run's databases are `<prefix><service>`. */
  databasePrefix: string;
  /** Drops the databases, the NATS streams and the Redis keys of this run, and its data folder. */
  cleanup(): Promise<void>;
}

/**
 * One run's names on the shared engines: its own databases (DATABASE_NAME_PREFIX), JetStream streams and
 * consumers (NATS_PREFIX) and Redis keys (REDIS_KEY_PREFIX), so runs side by side and earlier runs' leftovers
 * never mix with it.
 */
export async function clusterRun(label: string, extra: Record<string, string> = {}): Promise<ClusterRun> {
  const id = randomBytes(4).toString('hex');
  const dataDir = await mkdtemp(path.join(tmpdir(), `canopy-cluster-${label}-`));
  const databasePrefix = `ct${id}_`;
  const natsPrefix = `ct${id}`;
  const redisPrefix = `canopy-test:cluster:${id}:`;
  const env: Record<string, string> = {
    ...stringEnv(process.env),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    GATEWAY_PORTS: '0,0',
    ...Object.fromEntries(platformServices.map((s) => [portsVariableOf(s), '0,0'])),
    DATABASE_URL: engines.postgres,
    DATABASE_NAME_PREFIX: databasePrefix,
    REDIS_URL: engines.redis,
    REDIS_KEY_PREFIX: redisPrefix,
    NATS_URL: engines.nats,
    NATS_PREFIX: natsPrefix,
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: '1000',
    ...extra,
  };
  return {
    env,
    databasePrefix,
    async cleanup() {
      const admin = new pg.Client({ connectionString: engines.postgres });
      await admin.connect();
      try {
        for (const s of platformServices) {
          const name = `${databasePrefix}${s.name.replace(/-/g, '_')}`;
          await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      } finally {
        await admin.end();
      }
      await dropNatsPrefix(engines.nats, natsPrefix).catch(() => undefined);
      const redis = new Redis(engines.redis, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await redis.connect();
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
      if (!process.env.KEEP_CLUSTER_DATA) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The parent's environment less what would steer the cluster elsewhere: a developer's own DATABASE_URL or
 * per-service ports and URLs must not leak into a test run.
 */
function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const steering = /^(PORT|DATABASE_URL|REDIS_URL|NATS_URL|PUBLIC_URL|.*_(PORTS?|URL|DATABASE_URL))$/;
  return Object.fromEntries(
    Object.entries(env).filter(
      (e): e is [string, string] => e[1] !== undefined && !steering.test(e[0]) && !e[0].startsWith('TEST_'),
    ),
  );
}
