import path from 'node:path';
import { pino, type Logger } from 'pino';
import { platformService, type PlatformServiceName } from '@canopy/contracts';
import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '@canopy/embedded-db';
import { createGateway, type Gateway } from '@canopy/gateway';
import { createInProcessEventBus } from '@canopy/service-kit';
import { credentialIssuerKey } from './credential-issuer-key';
import { loadPlatformConfig, platformSecrets } from './platform-config';
import { keyEnvironment, platformKeys } from './platform-keys';
import { loadGatewayThread, type GatewayThread, type GatewayThreadLoader } from './gateway-thread';
import { reservePort, type PortReservation } from './reserve-port';
import { serviceFactories } from './service-factories';
import type { BannerAccount, LaunchedService, ServiceFactory } from './service-factory';

export interface PlatformOptions {
  /** The launcher's environment (process.env for `npm start`); services and the gateway read it too. */
  env: Record<string, string | undefined>;
  logger?: Logger;
  /** Aborting while starting stops what has started and rejects; after start, call `stop()`. */
  signal?: AbortSignal;
  /** The services to run (default: all of `serviceFactories`). */
  factories?: readonly ServiceFactory[];
  /**
   * Runs the gateway in a worker thread of its own (`npm start`), so that it and the services use two cores
   * instead of taking turns on one event loop; `platform.gateway` is then a handle, not the Express app.
   */
  gatewayThread?: boolean;
  /** The built gateway-thread-main.js (default: beside this module, as `npm run build` puts it). */
  gatewayThreadUrl?: URL;
}

export interface RunningPlatformService {
  name: PlatformServiceName;
  port: number;
  url: string;
  service: LaunchedService;
}

/** What every platform's gateway offers, in this thread or its own. */
export type PlatformGateway = Pick<Gateway, 'sessionStore' | 'stop'>;

export interface Platform<G extends PlatformGateway = Gateway> {
  /** The gateway, as this machine reaches it. */
  url: string;
  port: number;
  /** Where browsers reach it (PUBLIC_URL, else http://localhost:PORT). */
  publicUrl: string;
  dataDir: string;
  /** The embedded PostgreSQL server, when some service had no DATABASE_URL. */
  embeddedPostgres: { port: number; majorVersion: number } | null;
  gateway: G;
  services: RunningPlatformService[];
  /** Demo accounts (empty unless DEMO). */
  accounts: BannerAccount[];
  /** The gateway first, then the services in reverse order. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Runs the gateway and every service in this process, each on its own port with its own database: on the
 * PostgreSQL server(s) the environment names, else in one embedded PostgreSQL server (data in DATA_DIR/postgres,
 * one database per service) started first and stopped last. Domain events travel through NATS JetStream when
 * NATS_URL is set, else on one in-process bus shared by every service.
 *
 * Order of work: (1) every port is reserved — fixed ones checked, 0 turned into a free one — so (2) every
 * service URL is known, and every consumer (the factories' static `handles`) declared on the bus, before
 * anything is created; (3) services are created and started in list order, each handing what it provides
 * (identity: demo account ids) to the next; (4) the gateway gets every service URL.
 */
export async function startPlatform(
  opts: PlatformOptions & { gatewayThread: true },
): Promise<Platform<GatewayThread>>;
export async function startPlatform(
  opts: PlatformOptions & { gatewayThread?: false },
): Promise<Platform<Gateway>>;
export async function startPlatform(opts: PlatformOptions): Promise<Platform<PlatformGateway>> {
  const { env, signal } = opts;
  const factories = opts.factories ?? serviceFactories;
  const cfg = loadPlatformConfig(env);
  const logger = opts.logger ?? pino({ level: env.LOG_LEVEL ?? 'info' });
  const dataDir = path.resolve(cfg.DATA_DIR);
  const secrets = platformSecrets({ ...cfg, DATA_DIR: dataDir });
  // Only the course service signs credentials, so only it gets the key.
  const ownSecrets: Partial<Record<string, Record<string, string>>> = {
    course: { CREDENTIAL_ISSUER_KEY: credentialIssuerKey({ ...cfg, DATA_DIR: dataDir }) },
  };
  const keys = platformKeys(dataDir);

  const reservations: PortReservation[] = [];
  const started: RunningPlatformService[] = [];
  let embedded: EmbeddedPostgresServer | undefined;
  let gateway: PlatformGateway | undefined;
  // Created first, so the thread loads the gateway's modules while the services create their databases.
  const gatewayThread: GatewayThreadLoader | undefined = opts.gatewayThread
    ? loadGatewayThread(opts.gatewayThreadUrl)
    : undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await (gateway ?? gatewayThread)
        ?.stop()
        .catch((err: unknown) => logger.error({ err }, 'gateway stop failed'));
      for (const s of [...started].reverse()) {
        await s.service.stop().catch((err) => logger.error({ err, service: s.name }, 'stop failed'));
      }
      await embedded
        ?.stop()
        .catch((err: unknown) => logger.error({ err }, 'embedded PostgreSQL stop failed'));
      await Promise.all(reservations.map((r) => r.release()));
    })());

  try {
    const gatewayPort = await reserve(cfg.PORT, 'PORT');
    const planned = [];
    for (const factory of factories) {
      const entry = platformService(factory.name);
      const port = await reserve(cfg[entry.portVariable], entry.portVariable);
      planned.push({
        factory,
        entry,
        port,
        url: `http://127.0.0.1:${port.port}`,
        // The configured PostgreSQL when set; a database of the embedded server otherwise (below).
        databaseUrl: cfg[entry.databaseUrlVariable] ?? cfg.DATABASE_URL,
      });
    }
    if (planned.some((p) => !p.databaseUrl)) {
      signal?.throwIfAborted();
      embedded = await startEmbeddedPostgres({
        clusterDir: path.join(dataDir, 'postgres'),
        port: cfg.EMBEDDED_POSTGRES_PORT,
        portVariable: 'EMBEDDED_POSTGRES_PORT',
        logger,
        // Ctrl-C in the terminal reaches the launcher alone: the services drain on a live database, which is
        // stopped last (stop() below).
        detached: true,
      });
      for (const p of planned) {
        p.databaseUrl ??= await embedded.ensureDatabase(p.entry.name.replace(/-/g, '_'));
      }
      logger.info(
        { port: embedded.port, majorVersion: embedded.majorVersion },
        'embedded PostgreSQL started',
      );
    }
    const serviceUrls = Object.fromEntries(planned.map((p) => [p.entry.urlVariable, p.url]));
    const publicUrl = new URL(cfg.PUBLIC_URL ?? `http://localhost:${gatewayPort.port}`);
    const enableTestLogin = String(cfg.ENABLE_TEST_LOGIN ?? cfg.DEMO);
    // Without NATS_URL. Declared up front, like JetStream's durable consumers: identity's demo accounts, emitted
    // before the services after it exist, wait in identity's database for each consumer to start.
    const eventBus = createInProcessEventBus();
    for (const p of planned) eventBus.declare(p.factory.name, p.factory.handles);

    let shared: Record<string, string | undefined> = {
      ...env,
      DATA_DIR: dataDir,
      DEMO: String(cfg.DEMO),
      ENABLE_TEST_LOGIN: enableTestLogin,
      // Passkeys are bound to the host name browsers use and accepted only from its origin.
      WEBAUTHN_RP_ID: env.WEBAUTHN_RP_ID ?? publicUrl.hostname,
      WEBAUTHN_ORIGINS: env.WEBAUTHN_ORIGINS ?? publicUrl.origin,
      PUBLIC_URL: cfg.PUBLIC_URL ?? publicUrl.origin,
      ...serviceUrls,
    };
    const accounts: BannerAccount[] = [];

    for (const { factory, port, url, databaseUrl } of planned) {
      signal?.throwIfAborted();
      const service = await factory.create({
        logger,
        eventBus,
        env: {
          ...shared,
          ...ownSecrets[factory.name],
          // Its own private key and the others' public keys, never another's private key.
          ...keyEnvironment(keys, factory.name),
          PORT: String(port.port),
          DATABASE_URL: databaseUrl,
        },
      });
      started.push({ name: factory.name, port: port.port, url, service });
      assertHandles(factory, service);
      const handover = (await factory.handover?.(service, { demo: cfg.DEMO })) ?? {};
      shared = { ...shared, ...handover.env };
      accounts.push(...(handover.accounts ?? []));
      signal?.throwIfAborted();
      await port.release();
      await service.start(port.port);
    }

    signal?.throwIfAborted();
    const gatewayEnv = {
      ...env,
      PORT: String(gatewayPort.port),
      SIGNING_KEYS: keyEnvironment(keys, 'gateway').SIGNING_KEYS,
      SESSION_SECRET: secrets.sessionSecret,
      ENABLE_TEST_LOGIN: enableTestLogin,
      ...serviceUrls,
    };
    let port: number;
    let url: string;
    if (gatewayThread) {
      await gatewayPort.release();
      gateway = await gatewayThread.start(gatewayEnv);
      ({ port, url } = gateway as GatewayThread);
    } else {
      const inProcess = createGateway({ logger, env: gatewayEnv });
      gateway = inProcess;
      await gatewayPort.release();
      ({ port, url } = await inProcess.start(gatewayPort.port));
    }
    return {
      url,
      port,
      publicUrl: publicUrl.origin,
      dataDir,
      embeddedPostgres: embedded ? { port: embedded.port, majorVersion: embedded.majorVersion } : null,
      gateway,
      services: started,
      accounts,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }

  async function reserve(port: number, variable: string) {
    const reservation = await reservePort(port, cfg.HOST, variable);
    reservations.push(reservation);
    return reservation;
  }
}

/** A service whose handlers drifted from its package's static list would silently miss (or refuse) events. */
function assertHandles(factory: ServiceFactory, service: LaunchedService) {
  const declared = [...factory.handles].sort();
  const actual = [...service.handles].sort();
  if (declared.join() !== actual.join()) {
    throw new Error(
      `${factory.name} handles [${actual.join(', ')}] but its package declares [${declared.join(', ')}]: ` +
        'update its handled-events export',
    );
  }
}
