import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseConfigSchema, ConfigError, createService, loadConfig, publicJwks } from '../src';
import { testKeyEnv, testSigningKey } from '../src/testing';

const KEYS = testKeyEnv('svc');

describe('loadConfig', () => {
  it('applies defaults and coerces numbers', () => {
    const config = loadConfig('svc', baseConfigSchema, { PORT: '4100', ...KEYS });
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
      ...KEYS,
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
        SIGNING_KEYS: 'short',
        GATEWAY_JWKS: 'ftp://gateway/jwks',
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
      'SIGNING_KEYS',
      'GATEWAY_JWKS',
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
    expect(message).toContain('SIGNING_KEYS: is not JSON');
    expect(message).toContain('GATEWAY_JWKS: is neither a JWK Set (JSON) nor an http(s) URL of one');
  });

  it('reports missing keys', () => {
    expect(() => loadConfig('svc', baseConfigSchema, { PORT: '1' })).toThrow(
      /SIGNING_KEYS[\s\S]*GATEWAY_JWKS/,
    );
  });

  it('takes Ed25519 keys with a kid only, private ones only as this process’s own', () => {
    const own = testSigningKey('svc');
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig('svc', baseConfigSchema, { PORT: '1', ...KEYS, ...env });
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ SIGNING_KEYS: JSON.stringify({ keys: [{ ...own, kid: undefined }] }) })).toEqual([
      'SIGNING_KEYS: key 1 needs a kid (letters, digits, . _ -)',
    ]);
    expect(problems({ SIGNING_KEYS: JSON.stringify(publicJwks([own])) })).toEqual([
      `SIGNING_KEYS: key ${own.kid} has no private part (d)`,
    ]);
    expect(
      problems({ SIGNING_KEYS: JSON.stringify({ keys: [{ kty: 'RSA', kid: 'r', n: 'x', e: 'AQAB' }] }) }),
    ).toEqual(['SIGNING_KEYS: key 1 is not an Ed25519 key (kty OKP, crv Ed25519)']);
    // A private key given where only the gateway's public key belongs is refused, not quietly used.
    expect(problems({ GATEWAY_JWKS: JSON.stringify({ keys: [testSigningKey('gateway')] }) })).toEqual([
      'GATEWAY_JWKS: key gateway-test is a private key: give public keys only',
    ]);
    expect(problems({ PEER_JWKS: JSON.stringify({ course: 'not a url' }) })).toEqual([
      'PEER_JWKS: course is neither a JWK Set (JSON) nor an http(s) URL of one',
    ]);
    const fetched = loadConfig('svc', baseConfigSchema, {
      PORT: '1',
      ...KEYS,
      GATEWAY_JWKS: 'http://gateway:3000/.well-known/jwks.json',
    });
    expect(fetched.GATEWAY_JWKS).toEqual({ url: 'http://gateway:3000/.well-known/jwks.json' });
  });
});

describe('createService configuration', () => {
  it('fails with a ConfigError before touching any database', async () => {
    const attempt = createService(
      { name: 'cfg', defaultPort: 4999, schema: {}, deps: () => ({}), routes: () => undefined },
      {
        env: {
          SIGNING_KEYS: 'short',
          DATA_DIR: '/nonexistent/should-not-be-created',
          DATABASE_URL: 'nope',
        },
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/SIGNING_KEYS[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*SIGNING_KEYS/);
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
    expect(err.problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'GATEWAY_JWKS',
      'LIMIT',
      'SIGNING_KEYS',
    ]);
  });
});
