import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseConfigSchema, ConfigError, createService, loadConfig } from '../src';

const SECRET = 'a'.repeat(32);

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig('svc', baseConfigSchema, { PORT: '4100', IDENTITY_TOKEN_SECRET: SECRET });
    expect(config).toMatchObject({
      PORT: 4100,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      LOG_LEVEL: 'info',
      BODY_LIMIT: '100kb',
      SHUTDOWN_GRACE_MS: 10_000,
      NODE_ENV: 'development',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig('svc', baseConfigSchema, {
      PORT: '1',
      IDENTITY_TOKEN_SECRET: SECRET,
      DATABASE_URL: '',
      LOG_LEVEL: '',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('lists every problem at once, each naming its variable', () => {
    let error: unknown;
    try {
      loadConfig('svc', baseConfigSchema.extend({ FEATURE: z.stringbool() }), {
        PORT: 'abc',
        IDENTITY_TOKEN_SECRET: 'short',
        DATABASE_URL: 'mysql://db/x',
        LOG_LEVEL: 'loud',
        SHUTDOWN_GRACE_MS: '-1',
        NODE_ENV: 'staging',
        FEATURE: 'perhaps',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, service, message } = error as ConfigError;
    expect(service).toBe('svc');
    const vars = [
      'PORT',
      'IDENTITY_TOKEN_SECRET',
      'DATABASE_URL',
      'LOG_LEVEL',
      'SHUTDOWN_GRACE_MS',
      'NODE_ENV',
      'FEATURE',
    ];
    expect(problems).toHaveLength(vars.length);
    for (const v of vars) {
      expect(problems.some((p) => p.startsWith(`${v}:`))).toBe(true);
      expect(message).toContain(`  - ${v}:`);
    }
    expect(message).toContain('IDENTITY_TOKEN_SECRET must be at least 32 characters');
  });

  it('reports a missing secret', () => {
    expect(() => loadConfig('svc', baseConfigSchema, { PORT: '1' })).toThrow(/IDENTITY_TOKEN_SECRET/);
  });
});

describe('createService configuration', () => {
  it('fails with a ConfigError before touching any database', async () => {
    const attempt = createService(
      { name: 'cfg', defaultPort: 4999, schema: {}, deps: () => ({}), routes: () => undefined },
      {
        env: {
          IDENTITY_TOKEN_SECRET: 'short',
          DATA_DIR: '/nonexistent/should-not-be-created',
          DATABASE_URL: 'nope',
        },
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(
      /IDENTITY_TOKEN_SECRET[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*IDENTITY_TOKEN_SECRET/,
    );
  });

  it('validates the service’s own keys together with the base ones', async () => {
    const attempt = createService(
      {
        name: 'cfg',
        defaultPort: 4999,
        schema: {},
        config: z.object({ LIMIT: z.coerce.number().int() }),
        deps: () => ({}),
        routes: () => undefined,
      },
      { env: { LIMIT: 'many' } },
    );
    const err = (await attempt.catch((e: unknown) => e)) as ConfigError;
    expect(err.problems.map((p) => p.split(':')[0]).sort()).toEqual(['IDENTITY_TOKEN_SECRET', 'LIMIT']);
  });
});
