// One machine, one command: every service and the gateway in one Node process (PGlite's WebAssembly build is
// paid for once), each on its own port with its own data folder, started one at a time.
import path from 'node:path';
import { pino } from 'pino';
import { createIdentityService, seedDemoAccounts } from '@canopy/identity-service';
import { createCourseService } from '@canopy/course-service';
import { createGateway } from '@canopy/gateway';
import { ConfigError } from '@canopy/service-kit';
import { loadPlatformConfig, platformSecrets } from './platform-config';
import { printBanner } from './print-banner';

type Stoppable = { stop(): Promise<void> };

async function main() {
  const cfg = loadPlatformConfig(process.env);
  const secrets = platformSecrets(cfg);
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const running: Stoppable[] = [];
  const common = {
    ...process.env,
    DATA_DIR: path.resolve(cfg.DATA_DIR),
    IDENTITY_TOKEN_SECRET: secrets.identityTokenSecret,
    DEMO: String(cfg.DEMO),
  };
  const url = (port: number) => `http://127.0.0.1:${port}`;
  // Where browsers reach the platform: passkeys are bound to its host name and only accepted from its origin.
  const publicUrl = new URL(process.env.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`);

  const stopAll = async () => {
    for (const s of running.reverse()) await s.stop().catch((err) => logger.error({ err }, 'stop failed'));
  };
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(0)));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(0)));

  const identity = await createIdentityService({
    logger,
    env: {
      ...common,
      PORT: String(cfg.IDENTITY_PORT),
      DATABASE_URL: cfg.IDENTITY_DATABASE_URL ?? cfg.DATABASE_URL,
      ENABLE_TEST_LOGIN: process.env.ENABLE_TEST_LOGIN ?? String(cfg.DEMO),
      WEBAUTHN_RP_ID: process.env.WEBAUTHN_RP_ID ?? publicUrl.hostname,
      WEBAUTHN_ORIGINS: process.env.WEBAUTHN_ORIGINS ?? publicUrl.origin,
    },
  });
  running.push(identity);
  await identity.start();
  const accounts = cfg.DEMO ? await seedDemoAccounts(identity.ctx) : [];
  const idOf = (username: string) => accounts.find((a) => a.username === username)?.id;

  const course = await createCourseService({
    logger,
    env: {
      ...common,
      PORT: String(cfg.COURSE_PORT),
      DATABASE_URL: cfg.COURSE_DATABASE_URL ?? cfg.DATABASE_URL,
      IDENTITY_URL: url(cfg.IDENTITY_PORT),
      PUBLIC_URL: process.env.PUBLIC_URL ?? publicUrl.origin,
      ...(idOf('educator') ? { DEMO_INSTRUCTOR_ID: String(idOf('educator')) } : {}),
      ...(idOf('student') ? { DEMO_LEARNER_ID: String(idOf('student')) } : {}),
    },
  });
  running.push(course);
  await course.start();

  const gateway = createGateway({
    logger,
    env: {
      ...process.env,
      PORT: String(cfg.PORT),
      IDENTITY_TOKEN_SECRET: secrets.identityTokenSecret,
      SESSION_SECRET: secrets.sessionSecret,
      IDENTITY_URL: url(cfg.IDENTITY_PORT),
      COURSE_URL: url(cfg.COURSE_PORT),
      ENABLE_TEST_LOGIN: process.env.ENABLE_TEST_LOGIN ?? String(cfg.DEMO),
    },
  });
  running.push(gateway);
  const { port } = await gateway.start();

  // Let the start-up log lines out first so the banner is the last thing on the terminal.
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  printBanner({
    url: `http://localhost:${port}`,
    dataDir: common.DATA_DIR,
    accounts,
    redis: gateway.sessionStore,
  });
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
