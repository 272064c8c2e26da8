import path from 'node:path';
import type { PlatformServiceName } from '@canopy/contracts';
import { demoAccounts } from '@canopy/identity-service';
import { credentialIssuerKey } from '../credential-issuer-key';
import { platformSecrets } from '../platform-config';
import { keyEnvironment, platformKeys } from '../platform-keys';
import type { BannerAccount } from '../service-factory';
import { loadClusterConfig, type ClusterConfig } from './cluster-config';
import { demoAccountIds, ensureDatabase } from './cluster-databases';
import { planCluster, peerUrls, type PlannedProcess, type PlannedService } from './cluster-plan';
import { startNodeProcess, type NodeProcess } from './node-process';

export interface ClusterOptions {
  /** `npm run cluster`'s environment; every process gets it too, under what the cluster sets. */
  env: Record<string, string | undefined>;
  /** A process that exits on its own once the cluster is up (not through `stop`). */
  onUnexpectedExit?(process: NodeProcess, how: { code: number | null; signal: string | null }): void;
  /** Aborting while starting stops what has started and rejects. */
  signal?: AbortSignal;
}

export interface ClusterService {
  name: PlatformServiceName;
  databaseUrl: string;
  instances: NodeProcess[];
}

export interface Cluster {
  config: ClusterConfig;
  dataDir: string;
  logDir: string;
  /** Where browsers reach it (PUBLIC_URL, else the first gateway). */
  publicUrl: string;
  gateways: NodeProcess[];
  services: ClusterService[];
  /** Demo accounts (empty unless DEMO). */
  accounts: BannerAccount[];
  /**
   * Starts a service instance that has exited (killed, stopped) again, on its port with its environment, and
   * resolves once it is ready; `services[].instances` names the new process from then on.
   */
  restart(instance: NodeProcess): Promise<NodeProcess>;
  /** The gateways first, then every service instance; idempotent. */
  stop(): Promise<void>;
}

/**
 * Every platform service as separate processes (two each by default) and the gateways in front, each its own
 * `node dist/main.js`, on one PostgreSQL server (a database per service, created when missing), Redis (sessions,
 * usage limits, the realtime fan-out) and NATS JetStream (domain events).
 *
 * Order: every port is held first, so every URL is known; the databases exist; identity's first instance starts
 * alone (in demo mode it seeds the demo accounts, whose ids the others' demo content needs); then every other
 * instance at once (migrations and start-up seeding run under an advisory lock per service, so the first to get
 * it seeds and the others find everything there); then the gateways.
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const cfg = loadClusterConfig(opts.env);
  const dataDir = path.resolve(cfg.DATA_DIR);
  const logDir = path.join(dataDir, 'cluster-logs');
  const secrets = platformSecrets({ ...cfg, DATA_DIR: dataDir });
  // Only the course service signs credentials, so only its instances get the key.
  const ownSecrets: Partial<Record<string, Record<string, string>>> = {
    course: { CREDENTIAL_ISSUER_KEY: credentialIssuerKey({ ...cfg, DATA_DIR: dataDir }) },
  };
  const keys = platformKeys(dataDir);
  const plan = await planCluster(cfg);
  const started: NodeProcess[] = [];
  const stopped = new Set<NodeProcess>();
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Marked at once: Ctrl-C reaches every process of the terminal's group, which may exit before its turn.
      for (const p of started) stopped.add(p);
      const gateways = started.filter((p) => p.name.startsWith('gateway-'));
      const rest = started.filter((p) => !gateways.includes(p));
      for (const group of [gateways, rest]) {
        await Promise.all(group.map((p) => p.stop()));
      }
      await plan.close();
    })());

  const publicUrl = new URL(cfg.PUBLIC_URL ?? `http://localhost:${plan.gateways[0]?.port ?? 3000}`);
  const enableTestLogin = String(cfg.ENABLE_TEST_LOGIN ?? cfg.DEMO);
  const shared: Record<string, string | undefined> = {
    ...opts.env,
    HOST: cfg.HOST,
    DATA_DIR: dataDir,
    REDIS_URL: cfg.REDIS_URL,
    NATS_URL: cfg.NATS_URL,
    DEMO: String(cfg.DEMO),
    ENABLE_TEST_LOGIN: enableTestLogin,
    // Passkeys are bound to the host name browsers use and accepted only from its origin.
    WEBAUTHN_RP_ID: opts.env.WEBAUTHN_RP_ID ?? publicUrl.hostname,
    WEBAUTHN_ORIGINS: opts.env.WEBAUTHN_ORIGINS ?? publicUrl.origin,
    PUBLIC_URL: publicUrl.origin,
  };
  const accounts: BannerAccount[] = [];

  const launched = new Map<string, { planned: PlannedProcess; env: Record<string, string | undefined> }>();
  const launch = async (planned: PlannedProcess, env: Record<string, string | undefined>) => {
    opts.signal?.throwIfAborted();
    launched.set(planned.name, { planned, env });
    await planned.reservation.release();
    const p = startNodeProcess({
      name: planned.name,
      entry: planned.entry,
      env: { ...env, PORT: String(planned.port) },
      logDir,
      port: planned.port,
    });
    started.push(p);
    void p.exited.then((how) => {
      if (!stopped.has(p)) opts.onUnexpectedExit?.(p, how);
    });
    await p.waitReady(cfg.CLUSTER_READY_TIMEOUT_MS);
    return p;
  };
  const serviceEnv = (s: PlannedService) => ({
    ...shared,
    ...ownSecrets[s.service.name],
    ...peerUrls(plan),
    // Each instance gets its service's own private key and the others' public keys only.
    ...keyEnvironment(keys, s.service.name),
    DATABASE_URL: s.databaseUrl,
  });
  const instancesOf = new Map<PlannedService, NodeProcess[]>(plan.services.map((s) => [s, []]));
  const launchInstance = async (s: PlannedService, i: number) => {
    const p = await launch(s.instances[i]!, serviceEnv(s));
    instancesOf.get(s)![i] = p;
  };

  try {
    for (const s of plan.services) {
      opts.signal?.throwIfAborted();
      await ensureDatabase(s.databaseUrl, s.derivedDatabase ? cfg.DATABASE_URL : undefined);
    }
    const [identity, ...others] = plan.services;
    if (identity!.service.name !== 'identity') throw new Error('identity must be the first platform service');
    await launchInstance(identity!, 0);
    if (cfg.DEMO) {
      const ids = await demoAccountIds(
        identity!.databaseUrl,
        demoAccounts.map((a) => a.username),
      );
      const idOf = (username: string) => ids.get(username);
      for (const [variable, username] of Object.entries(DEMO_ID_VARIABLES)) {
        if (idOf(username)) shared[variable] = String(idOf(username));
      }
      accounts.push(...demoAccounts.filter((a) => ids.has(a.username)));
    }
    // Every other instance at once: each service's start-up work (demo seeding) runs under its advisory lock.
    await settled([
      ...identity!.instances.slice(1).map((_, i) => launchInstance(identity!, i + 1)),
      ...others.flatMap((s) => s.instances.map((_, i) => launchInstance(s, i))),
    ]);
    const gateways = await settled(
      plan.gateways.map((g) =>
        launch(g, {
          ...opts.env,
          HOST: cfg.HOST,
          SIGNING_KEYS: keyEnvironment(keys, 'gateway').SIGNING_KEYS,
          SESSION_SECRET: secrets.sessionSecret,
          REDIS_URL: cfg.REDIS_URL,
          ENABLE_TEST_LOGIN: enableTestLogin,
          ...peerUrls(plan),
        }),
      ),
    );
    const restart = async (instance: NodeProcess) => {
      const spec = launched.get(instance.name);
      const service = plan.services.find((s) => instancesOf.get(s)!.includes(instance));
      if (!spec || !service) throw new Error(`${instance.name} is not a service instance of this cluster`);
      if (instance.running) throw new Error(`${instance.name} is still running`);
      stopped.add(instance);
      const again = await launch(spec.planned, spec.env);
      const list = instancesOf.get(service)!;
      list[list.indexOf(instance)] = again;
      return again;
    };
    return {
      config: cfg,
      dataDir,
      logDir,
      publicUrl: publicUrl.origin,
      gateways,
      services: plan.services.map((s) => ({
        name: s.service.name,
        databaseUrl: s.databaseUrl,
        instances: instancesOf.get(s)!,
      })),
      accounts: accounts.map(({ username, password, role, status }) => ({
        username,
        password,
        role,
        status,
      })),
      restart,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Like Promise.all, but waits for every start to end before failing: a process still starting when the first
 * one failed would otherwise be spawned after the cluster's stop had looked for what to stop.
 */
async function settled<T>(starts: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

/** The services' demo-content settings and the demo account each names (see the course and forum configs). */
const DEMO_ID_VARIABLES: Record<string, string> = {
  DEMO_ADMIN_ID: 'admin',
  DEMO_INSTRUCTOR_ID: 'educator',
  DEMO_LEARNER_ID: 'student',
  DEMO_LEARNER2_ID: 'student2',
};
