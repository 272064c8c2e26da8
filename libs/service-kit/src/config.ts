import { z } from 'zod';

/** Environment every service reads; a service adds its own keys with `extend`. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  IDENTITY_TOKEN_SECRET: z.string().min(32, 'IDENTITY_TOKEN_SECRET must be at least 32 characters'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.string().default('100kb'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Validates the environment, collecting every problem before failing. */
export function loadConfig<S extends z.ZodObject>(
  service: string,
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  // Empty strings mean "not set" — shells and compose files produce them easily.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(
    service,
    result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  );
}
