import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  envDurationMs,
  envEmail,
  envFlag,
  envOrigins,
  envPort,
  envPositiveInt,
  envPositiveNumber,
  envUrl,
  envList,
  envWholeNumber,
  loadConfig,
  readsEnvLikeThePlatform,
  parseDurationMs,
  parseFlag,
} from '../src';

/** The problems loadConfig reports for one variable read with `schema` from `value` (unset when undefined). */
function problemsFor(schema: z.ZodType, value: string | undefined): string[] {
  try {
    loadConfig('svc', z.object({ VAR: schema }), { VAR: value });
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.problems;
  }
}

function read<S extends z.ZodType>(schema: S, value: string | undefined): z.output<S> {
  const config = loadConfig('svc', z.object({ VAR: schema }), { VAR: value }) as { VAR: z.output<S> };
  return config.VAR;
}

describe('envFlag', () => {
  const truthy = ['true', 'TRUE', 'True', '1', 'yes', 'YES', 'Yes', 'on', 'ON', ' on '];
  const falsy = ['false', 'FALSE', 'False', '0', 'no', 'NO', 'No', 'off', 'OFF', ' off '];

  it.each(truthy)('reads %j as true', (value) => {
    expect(read(envFlag(false), value)).toBe(true);
    expect(parseFlag(value)).toBe(true);
  });

  it.each(falsy)('reads %j as false', (value) => {
    expect(read(envFlag(true), value)).toBe(false);
    expect(parseFlag(value)).toBe(false);
  });

  it('takes the default when unset or empty, and is required without one', () => {
    expect(read(envFlag(true), undefined)).toBe(true);
    expect(read(envFlag(false), '')).toBe(false);
    expect(problemsFor(envFlag(), undefined)).toEqual(['VAR: is required']);
  });

  it.each(['perhaps', 'y', 'n', 't', '2', '-1', 'truee', 'enabled', 'yes please'])(
    'refuses %j, naming the spellings it accepts',
    (value) => {
      expect(problemsFor(envFlag(false), value)).toEqual([
        `VAR: "${value}" is not a flag: use true/false, yes/no, on/off or 1/0`,
      ]);
      expect(parseFlag(value)).toBeUndefined();
    },
  );
});

describe('envPort', () => {
  it.each([
    ['0', 0],
    ['1', 1],
    ['3000', 3000],
    ['65535', 65535],
    [' 4001 ', 4001],
  ])('reads %j as %d', (value, port) => {
    expect(read(envPort(3000), value)).toBe(port);
  });

  it('takes the default when unset, and is required without one', () => {
    expect(read(envPort(4002), undefined)).toBe(4002);
    expect(problemsFor(envPort(), undefined)).toEqual(['VAR: is required']);
  });

  it.each(['65536', '-1', '80.5', 'http', '0x50', '1e3', '3000abc', '99999999999999999999'])(
    'refuses %j with the range and what 0 means',
    (value) => {
      expect(problemsFor(envPort(3000), value)).toEqual([
        `VAR: "${value}" is not a port: use 0 to 65535 (0 picks a free port)`,
      ]);
    },
  );
});

describe('envPositiveInt', () => {
  it('reads whole numbers from 1 and defaults when unset', () => {
    expect(read(envPositiveInt(5), '1')).toBe(1);
    expect(read(envPositiveInt(5), '10000')).toBe(10_000);
    expect(read(envPositiveInt(5), undefined)).toBe(5);
    expect(problemsFor(envPositiveInt(), undefined)).toEqual(['VAR: is required']);
  });

  it.each(['0', '-3', '1.5', 'ten', '1e3', '0x10', '99999999999999999999'])('refuses %j', (value) => {
    expect(problemsFor(envPositiveInt(5), value)).toEqual([`VAR: "${value}" is not a positive whole number`]);
  });
});

describe('envPositiveNumber', () => {
  it('reads fractions', () => {
    expect(read(envPositiveNumber(60), '0.5')).toBe(0.5);
    expect(read(envPositiveNumber(60), '.25')).toBe(0.25);
    expect(read(envPositiveNumber(60), '24')).toBe(24);
    expect(read(envPositiveNumber(60), undefined)).toBe(60);
  });

  it.each(['0', '0.0', '-1', 'abc', '1e2', 'Infinity'])('refuses %j', (value) => {
    expect(problemsFor(envPositiveNumber(60), value)).toEqual([`VAR: "${value}" is not a positive number`]);
  });
});

describe('envDurationMs', () => {
  it.each([
    ['1500', 1500],
    ['1500ms', 1500],
    ['5s', 5000],
    ['1.5s', 1500],
    ['2m', 120_000],
    ['1h', 3_600_000],
    ['10 S', 10_000],
  ])('reads %j as %d ms', (value, ms) => {
    expect(read(envDurationMs(1), value)).toBe(ms);
    expect(parseDurationMs(value)).toBe(ms);
  });

  it('defaults when unset; zero only where allowed', () => {
    expect(read(envDurationMs(2000), undefined)).toBe(2000);
    expect(read(envDurationMs(2000, { allowZero: true }), '0')).toBe(0);
    expect(problemsFor(envDurationMs(2000), '0')).toEqual([
      'VAR: "0" is not a duration: use milliseconds (1500) or a number with ms, s, m or h (5s)',
    ]);
  });

  it.each(['-5', 'soon', '5 minutes', '1.5', '1.5ms', '5d', 's'])('refuses %j', (value) => {
    expect(problemsFor(envDurationMs(2000, { allowZero: true }), value)).toEqual([
      `VAR: "${value}" is not a duration: use milliseconds (0, 1500) or a number with ms, s, m or h (5s)`,
    ]);
  });
});

describe('envEmail', () => {
  it('keeps an address, trimmed', () => {
    expect(read(envEmail(), ' help@example.org ')).toBe('help@example.org');
    expect(read(envEmail().optional(), undefined)).toBeUndefined();
  });

  it.each(['help', 'help@', '@example.org', 'two words@example.org', `${'a'.repeat(250)}@example.org`])(
    'refuses %j',
    (value) => {
      expect(problemsFor(envEmail(), value)).toEqual([
        `VAR: "${value}" is not an email address, e.g. support@example.org`,
      ]);
    },
  );
});

describe('envUrl', () => {
  it('keeps an http(s) URL as written', () => {
    expect(read(envUrl(), 'http://127.0.0.1:4001')).toBe('http://127.0.0.1:4001');
    expect(read(envUrl(), 'https://identity.internal/base/')).toBe('https://identity.internal/base/');
    expect(read(envUrl().optional(), undefined)).toBeUndefined();
  });

  it('checks the scheme it is given', () => {
    expect(read(envUrl(['postgres', 'postgresql']), 'postgresql://u:p@db/x')).toBe('postgresql://u:p@db/x');
    expect(read(envUrl(['redis', 'rediss']), 'rediss://cache:6380')).toBe('rediss://cache:6380');
  });

  it.each([
    ['ftp://files.example', envUrl(), 'must be a http:// or https:// URL'],
    ['127.0.0.1:4001', envUrl(), 'must be a http:// or https:// URL'],
    ['not a url', envUrl(), 'must be a http:// or https:// URL'],
    [
      'mysql://u:secret@db/x',
      envUrl(['postgres', 'postgresql']),
      'must be a postgres:// or postgresql:// URL',
    ],
    ['http://cache:6379', envUrl(['redis', 'rediss']), 'must be a redis:// or rediss:// URL'],
  ])('refuses %j without echoing it (it may hold a password)', (value, schema, message) => {
    const problems = problemsFor(schema, value);
    expect(problems).toEqual([`VAR: ${message}`]);
    expect(problems.join()).not.toContain(value);
  });

  it('is required unless made optional', () => {
    expect(problemsFor(envUrl(), undefined)).toEqual(['VAR: is required']);
  });
});

describe('envOrigins', () => {
  it('normalises each entry to its origin and drops repeats', () => {
    expect(
      read(envOrigins(), ' https://Canopy.example/app , http://localhost:3000,https://canopy.example/'),
    ).toEqual(['https://canopy.example', 'http://localhost:3000']);
  });

  it('takes the fallback when unset, none by default', () => {
    expect(read(envOrigins(), undefined)).toEqual([]);
    expect(read(envOrigins({ fallback: ['http://localhost:3000'] }), undefined)).toEqual([
      'http://localhost:3000',
    ]);
  });

  it('lists every bad entry', () => {
    expect(problemsFor(envOrigins(), 'https://ok.example, ftp://files.example, nonsense')).toEqual([
      'VAR: "ftp://files.example" is not an http(s) origin, e.g. https://canopy.example',
      'VAR: "nonsense" is not an http(s) origin, e.g. https://canopy.example',
    ]);
  });

  it('refuses a list naming no origin when one is required', () => {
    expect(problemsFor(envOrigins({ atLeastOne: true }), ' , ')).toEqual([
      'VAR: at least one origin is required',
    ]);
    expect(read(envOrigins(), ' , ')).toEqual([]);
  });
});

describe('loadConfig with the helpers', () => {
  it('lists every bad variable at once', () => {
    const schema = z.object({
      DEMO: envFlag(false),
      PORT: envPort(3000),
      LIMIT: envPositiveInt(10),
      WAIT_MS: envDurationMs(100),
      UPSTREAM_URL: envUrl().optional(),
      ORIGINS: envOrigins(),
    });
    const err = (() => {
      try {
        loadConfig('svc', schema, {
          DEMO: 'maybe',
          PORT: '70000',
          LIMIT: '0',
          WAIT_MS: 'later',
          UPSTREAM_URL: 'nowhere',
          ORIGINS: 'mailto:x@y',
        });
      } catch (e) {
        return e as ConfigError;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.problems.map((p) => p.split(':')[0])).toEqual([
      'DEMO',
      'PORT',
      'LIMIT',
      'WAIT_MS',
      'UPSTREAM_URL',
      'ORIGINS',
    ]);
  });
});

describe('envWholeNumber', () => {
  it('reads whole numbers in its range, zero included by default', () => {
    expect(read(envWholeNumber(5), undefined)).toBe(5);
    expect(read(envWholeNumber(5), '0')).toBe(0);
    expect(read(envWholeNumber(5, { max: 86_400 }), ' 86400 ')).toBe(86_400);
  });

  it('refuses what is outside the range or not a whole number, saying what would do', () => {
    expect(problemsFor(envWholeNumber(5, { max: 10 }), '11')).toEqual([
      'VAR: "11" is not a whole number from 0 to 10',
    ]);
    expect(problemsFor(envWholeNumber(5, { min: 1 }), '0')).toEqual([
      'VAR: "0" is not a whole number of at least 1',
    ]);
    for (const bad of ['-1', '1.5', '1e3', '0x10', 'many']) {
      expect(problemsFor(envWholeNumber(5), bad)).toHaveLength(1);
    }
  });
});

describe('envDurationMs with a maximum', () => {
  it('accepts up to the maximum in any unit and refuses beyond it', () => {
    expect(read(envDurationMs(1_000, { max: 600_000 }), '10m')).toBe(600_000);
    expect(problemsFor(envDurationMs(1_000, { max: 600_000 }), '11m')).toEqual([
      'VAR: "11m" is not a duration of at most 600000 ms: use milliseconds (1500) or a number with ms, s, m or h (5s)',
    ]);
  });
});

describe('envList', () => {
  it('splits on commas, trims, drops empty entries; unset is empty', () => {
    expect(read(envList(), ' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(read(envList(), undefined)).toEqual([]);
  });
});

describe('readsEnvLikeThePlatform', () => {
  it('admits the helpers (optional or with defaults) and free text', () => {
    for (const schema of [
      envFlag(false),
      envUrl().optional(),
      envDurationMs(5),
      envPositiveInt(),
      envOrigins(),
      envList(),
      envWholeNumber(0),
      z.string().min(1).default('x'),
      z.string().regex(/^[a-z]+$/),
      z.enum(['a', 'b']),
    ]) {
      expect(readsEnvLikeThePlatform(schema)).toBe(true);
    }
  });

  it('refuses readings of their own: coerced numbers, zod URLs, word lists for flags', () => {
    for (const schema of [
      z.coerce.number().int().default(3),
      z.url().optional(),
      z.stringbool(),
      z.string().transform((v) => v === 'yes'),
    ]) {
      expect(readsEnvLikeThePlatform(schema as z.ZodType)).toBe(false);
    }
  });
});
