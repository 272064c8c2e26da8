import { z } from 'zod';

/**
 * Schemas for environment variables, shared by every service, the gateway and the launcher so that one value
 * means the same everywhere (`DEMO=on` cannot be true for one process and an error for another). Each reads a
 * string, trims it, and reports a problem in words a person setting the variable can act on; `loadConfig`
 * prefixes the variable's name. URL values are never echoed back: they may carry passwords.
 */

const TRUE_WORDS = ['true', '1', 'yes', 'on'] as const;
const FALSE_WORDS = ['false', '0', 'no', 'off'] as const;

/** true/false, 1/0, yes/no, on/off in any case; undefined for anything else. */
export function parseFlag(raw: string): boolean | undefined {
  const word = raw.trim().toLowerCase();
  if ((TRUE_WORDS as readonly string[]).includes(word)) return true;
  if ((FALSE_WORDS as readonly string[]).includes(word)) return false;
  return undefined;
}

/** What every helper returns: a string read into T (with `.default` when the helper got a fallback). */
export type EnvSchema<T> = z.ZodPipe<z.ZodString, z.ZodTransform<Awaited<T>, string>>;
export type EnvSchemaWithDefault<T> = z.ZodDefault<EnvSchema<T>>;

/** Every schema these helpers made: how a service's configuration is checked to be read with them. */
const helperSchemas = new WeakSet<z.ZodType>();

function helper<S extends z.ZodType>(schema: S): S {
  helperSchemas.add(schema);
  return schema;
}

/**
 * Whether `schema` reads its variable like every other service does: one of these helpers (optional or with a
 * default), or free text (`z.string()` without a format, `z.enum`). A `z.coerce.number()`, `z.url()` or
 * `z.enum(['true', 'false'])` flag would accept and word things differently from the rest of the platform.
 */
export function readsEnvLikeThePlatform(schema: z.ZodType): boolean {
  let current = schema;
  for (;;) {
    if (helperSchemas.has(current)) return true;
    const def = current._zod.def as { type: string; innerType?: z.ZodType; format?: string | null };
    if ((def.type === 'optional' || def.type === 'default') && def.innerType) current = def.innerType;
    else return (def.type === 'string' && !def.format) || def.type === 'enum';
  }
}

/** A string schema whose transform reports `problem(raw)` unless `parse` returns a value (a helper of its own). */
export function envValue<T>(
  parse: (raw: string) => T | undefined,
  problem: (raw: string) => string,
): EnvSchema<T> {
  return helper(
    z.string({ error: 'is required' }).transform((raw, ctx) => {
      const value = parse(raw.trim());
      if (value !== undefined) return value as Awaited<T>;
      ctx.addIssue({ code: 'custom', message: problem(raw), input: raw });
      return z.NEVER;
    }),
  );
}

const flagSchema = envValue(
  parseFlag,
  (raw) => `"${raw}" is not a flag: use true/false, yes/no, on/off or 1/0`,
);

/** A boolean flag (true/false, 1/0, yes/no, on/off, any case). Without a default the variable is required. */
export function envFlag(): EnvSchema<boolean>;
export function envFlag(fallback: boolean): EnvSchemaWithDefault<boolean>;
export function envFlag(fallback?: boolean) {
  return fallback === undefined ? flagSchema : flagSchema.default(fallback);
}

/** Whole decimal numbers only: `z.coerce.number` would take '', '0x10', '1e3' and ' '. */
function wholeNumber(raw: string): number | undefined {
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

const portSchema = envValue(
  (raw) => {
    const n = wholeNumber(raw);
    return n !== undefined && n <= 65535 ? n : undefined;
  },
  (raw) => `"${raw}" is not a port: use 0 to 65535 (0 picks a free port)`,
);

/** A TCP port, 0–65535; 0 asks the system for any free port. */
export function envPort(): EnvSchema<number>;
export function envPort(fallback: number): EnvSchemaWithDefault<number>;
export function envPort(fallback?: number) {
  return fallback === undefined ? portSchema : portSchema.default(fallback);
}

const positiveIntSchema = envValue(
  (raw) => {
    const n = wholeNumber(raw);
    return n !== undefined && n > 0 && Number.isSafeInteger(n) ? n : undefined;
  },
  (raw) => `"${raw}" is not a positive whole number`,
);

/** A whole number ≥ 1 (counts, limits, sizes). */
export function envPositiveInt(): EnvSchema<number>;
export function envPositiveInt(fallback: number): EnvSchemaWithDefault<number>;
export function envPositiveInt(fallback?: number) {
  return fallback === undefined ? positiveIntSchema : positiveIntSchema.default(fallback);
}

/**
 * A whole number from `min` to `max` (default 0 to the largest safe integer), for counts and limits where 0
 * means something ("no interval", "off").
 */
export function envWholeNumber(fallback: number, range: { min?: number; max?: number } = {}) {
  const { min = 0, max = Number.MAX_SAFE_INTEGER } = range;
  return envValue(
    (raw) => {
      const n = wholeNumber(raw);
      return n !== undefined && n >= min && n <= max ? n : undefined;
    },
    (raw) =>
      max === Number.MAX_SAFE_INTEGER
        ? `"${raw}" is not a whole number of at least ${min}`
        : `"${raw}" is not a whole number from ${min} to ${max}`,
  ).default(fallback);
}

const positiveNumberSchema = envValue(
  (raw) => (/^(\d+\.?\d*|\.\d+)$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined),
  (raw) => `"${raw}" is not a positive number`,
);

/** A number > 0, fractions allowed (`SESSION_IDLE_MINUTES=0.5`). */
export function envPositiveNumber(): EnvSchema<number>;
export function envPositiveNumber(fallback: number): EnvSchemaWithDefault<number>;
export function envPositiveNumber(fallback?: number) {
  return fallback === undefined ? positiveNumberSchema : positiveNumberSchema.default(fallback);
}

const MS_PER_UNIT = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 } as const;

/** `1500`, `1500ms`, `5s`, `2m`, `1h` (fractions with a unit: `1.5s`) → whole milliseconds. */
export function parseDurationMs(raw: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(raw.trim());
  if (!match) return undefined;
  const unit = (match[2]?.toLowerCase() ?? 'ms') as keyof typeof MS_PER_UNIT;
  if (unit === 'ms' && match[1].includes('.')) return undefined;
  const ms = Math.round(Number(match[1]) * MS_PER_UNIT[unit]);
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/**
 * A duration in milliseconds: a bare whole number is milliseconds (the variables are named `..._MS`), or a
 * number with a unit: `ms`, `s`, `m`, `h`. Zero is refused unless `allowZero` (for "always"/"never wait");
 * `max` caps it (in milliseconds).
 */
export function envDurationMs(fallback: number, opts: { allowZero?: boolean; max?: number } = {}) {
  const allowZero = opts.allowZero ?? false;
  const max = opts.max ?? Number.MAX_SAFE_INTEGER;
  return envValue(
    (raw) => {
      const ms = parseDurationMs(raw);
      return ms !== undefined && (allowZero || ms > 0) && ms <= max ? ms : undefined;
    },
    (raw) =>
      `"${raw}" is not a duration${max === Number.MAX_SAFE_INTEGER ? '' : ` of at most ${max} ms`}: use milliseconds (${allowZero ? '0, ' : ''}1500) or a number with ms, s, m or h (5s)`,
  ).default(fallback);
}

/** Comma-separated entries, trimmed, empty ones dropped; unset is an empty list. */
export function envList() {
  return helper(
    z.string().transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ).default([]);
}

/** Accepted schemes, written as `http://` or `https://` in messages. */
function schemesText(protocols: readonly string[]): string {
  const names = protocols.map((p) => `${p}://`);
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** An absolute URL with one of `protocols` (default http and https). The value is kept as written. */
export function envUrl(protocols: readonly string[] = ['http', 'https']) {
  return envValue(
    (raw) => (isUrlWith(raw, protocols) ? raw : undefined),
    () => `must be a ${schemesText(protocols)} URL`,
  );
}

const emailSchema = z.email();

/** An email address (support@example.org), trimmed; one that is not is named in the message as written. */
export function envEmail() {
  return envValue(
    (raw) => (raw.length <= 254 && emailSchema.safeParse(raw).success ? raw : undefined),
    (raw) => `"${raw}" is not an email address, e.g. support@example.org`,
  );
}

/**
 * One or more absolute URLs with one of `protocols`, comma-separated: the instances of one service
 * (`http://course-a:4002,http://course-b:4002`). Entries are trimmed and kept as written; a single URL is a list
 * of one. An entry that is not such a URL, or repeats an earlier one, is refused by its position (never echoed:
 * URLs may carry passwords).
 */
export function envUrls(protocols: readonly string[] = ['http', 'https']) {
  return helper(
    z.string({ error: 'is required' }).transform((raw, ctx) => {
      const urls = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message, input: raw });
      if (urls.length === 0) problem(`must list at least one ${schemesText(protocols)} URL`);
      urls.forEach((url, i) => {
        if (!isUrlWith(url, protocols)) problem(`entry ${i + 1} must be a ${schemesText(protocols)} URL`);
        else if (urls.indexOf(url) < i) problem(`entry ${i + 1} repeats an earlier one`);
      });
      return urls;
    }),
  );
}

function isUrlWith(raw: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol.slice(0, -1));
  } catch {
    return false;
  }
}

/** One http(s) origin per comma-separated entry, normalised (`https://A.example/` → `https://a.example`). */
export function parseOrigins(raw: string): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    try {
      const url = new URL(entry);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      if (!origins.includes(url.origin)) origins.push(url.origin);
    } catch {
      invalid.push(entry);
    }
  }
  return { origins, invalid };
}

/**
 * A comma-separated list of http(s) origins. `fallback` applies when the variable is unset; with `atLeastOne`
 * a value naming no origin at all (`,`) is refused instead of meaning "none".
 */
export function envOrigins(opts: { fallback?: readonly string[]; atLeastOne?: boolean } = {}) {
  return helper(
    z.string().transform((raw, ctx) => {
      const { origins, invalid } = parseOrigins(raw);
      for (const entry of invalid) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an http(s) origin, e.g. https://canopy.example`,
          input: raw,
        });
      }
      if (invalid.length === 0 && origins.length === 0 && opts.atLeastOne) {
        ctx.addIssue({ code: 'custom', message: 'at least one origin is required', input: raw });
      }
      return origins;
    }),
  ).default([...(opts.fallback ?? [])]);
}
