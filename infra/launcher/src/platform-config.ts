import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '@canopy/service-kit';

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');

/** What the one-machine launcher itself reads; each service still validates its own environment. */
export const platformConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), '.data')),
  DEMO: bool.default(true),
  IDENTITY_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  COURSE_PORT: z.coerce.number().int().min(0).max(65535).default(4002),
  IDENTITY_TOKEN_SECRET: z.string().min(32).optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  DATABASE_URL: z.string().optional(),
  IDENTITY_DATABASE_URL: z.string().optional(),
  COURSE_DATABASE_URL: z.string().optional(),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

export function loadPlatformConfig(env: Record<string, string | undefined>): PlatformConfig {
  return loadConfig('launcher', platformConfigSchema, env);
}

/**
 * Secrets for one machine: taken from the environment when given, otherwise made once and kept in the data
 * folder (mode 600) so sessions survive a restart.
 */
export function platformSecrets(cfg: PlatformConfig): { identityTokenSecret: string; sessionSecret: string } {
  const file = path.join(cfg.DATA_DIR, 'secrets.json');
  mkdirSync(cfg.DATA_DIR, { recursive: true });
  let stored: { identityTokenSecret?: string; sessionSecret?: string } = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    identityTokenSecret:
      cfg.IDENTITY_TOKEN_SECRET ?? stored.identityTokenSecret ?? randomBytes(32).toString('hex'),
    sessionSecret: cfg.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes(32).toString('hex'),
  };
  if (!cfg.IDENTITY_TOKEN_SECRET || !cfg.SESSION_SECRET) {
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
