import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  platformServices,
  type PlatformServiceDatabaseUrlVariable,
  type PlatformServicePortVariable,
} from '@canopy/contracts';
import { envFlag, envPort, envUrl, loadConfig, type EnvSchemaWithDefault } from '@canopy/service-kit';

const postgresUrl = () => envUrl(['postgres', 'postgresql']);

/** `IDENTITY_PORT`, `COURSE_PORT`, ...: one per platform service (libs/contracts), 0 = a free port. */
const servicePorts = Object.fromEntries(
  platformServices.map((s) => [s.portVariable, envPort(s.defaultPort)]),
) as Record<PlatformServicePortVariable, EnvSchemaWithDefault<number>>;

/** `IDENTITY_DATABASE_URL`, ...: a service's own PostgreSQL, overriding DATABASE_URL. */
const serviceDatabaseUrls = Object.fromEntries(
  platformServices.map((s) => [s.databaseUrlVariable, postgresUrl().optional()]),
) as Record<PlatformServiceDatabaseUrlVariable, z.ZodOptional<ReturnType<typeof postgresUrl>>>;

/** What the one-machine launcher itself reads; each service and the gateway still validate their own. */
export const platformConfigSchema = z.object({
  /** The gateway's port; 0 = a free one (the banner and `startPlatform` say which). */
  PORT: envPort(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  DEMO: envFlag(true),
  /** Unset: on exactly when DEMO is. */
  ENABLE_TEST_LOGIN: envFlag().optional(),
  PUBLIC_URL: envUrl().optional(),
  ...servicePorts,
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** The course service's Open Badges issuer key (a private Ed25519 JWK); unset: kept in DATA_DIR. */
  CREDENTIAL_ISSUER_KEY: z.string().optional(),
  DATABASE_URL: postgresUrl().optional(),
  ...serviceDatabaseUrls,
  /** The embedded PostgreSQL server's port (used only when a service has no database URL); 0 = a free one. */
  EMBEDDED_POSTGRES_PORT: envPort(0),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

export function loadPlatformConfig(env: Record<string, string | undefined>): PlatformConfig {
  return loadConfig('launcher', platformConfigSchema, env);
}

/**
 * The gateway's session secret for one machine: taken from the environment when given, otherwise made once and
 * kept in the data folder (mode 600) so sessions survive a restart. (Token keys: platform-keys.ts.)
 */
export function platformSecrets(cfg: Pick<PlatformConfig, 'DATA_DIR' | 'SESSION_SECRET'>): {
  sessionSecret: string;
} {
  const file = path.join(cfg.DATA_DIR, 'secrets.json');
  mkdirSync(cfg.DATA_DIR, { recursive: true });
  let stored: { sessionSecret?: string } = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    sessionSecret: cfg.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes(32).toString('hex'),
  };
  if (!cfg.SESSION_SECRET) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
