import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { ConfigError } from '@canopy/service-kit';
import { mfeManifestSchema } from '@canopy/contracts';
import { testKeyEnv } from '@canopy/service-kit/testing';
import { loadGatewayConfig } from '../src';
import { SESSION_SECRET, cleanup, startGateway } from './support/gateway-harness';

afterEach(cleanup);

const base = { ...testKeyEnv('gateway'), SESSION_SECRET };

/** The configuration problems for `env` on top of a valid base ([] when it loads). */
function problems(env: Record<string, string>): string[] {
  try {
    loadGatewayConfig({ ...base, ...env });
    return [];
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return err.problems;
  }
}

describe('HOME_SITE_URL and SUPPORT_EMAIL', () => {
  it('are optional, and read when set', () => {
    const unset = loadGatewayConfig(base);
    expect(unset.HOME_SITE_URL).toBeUndefined();
    expect(unset.SUPPORT_EMAIL).toBeUndefined();
    // Empty counts as unset (compose files write them so).
    expect(
      loadGatewayConfig({ ...base, HOME_SITE_URL: '', SUPPORT_EMAIL: '' }).SUPPORT_EMAIL,
    ).toBeUndefined();
    const set = loadGatewayConfig({
      ...base,
      HOME_SITE_URL: 'https://www.example.org/',
      SUPPORT_EMAIL: ' help@example.org ',
    });
    expect(set.HOME_SITE_URL).toBe('https://www.example.org/');
    expect(set.SUPPORT_EMAIL).toBe('help@example.org');
  });

  it('refuses a home site that is not an http(s) URL and an address that is not one, naming both', () => {
    expect(problems({ HOME_SITE_URL: 'javascript:alert(1)', SUPPORT_EMAIL: 'support' })).toEqual([
      'HOME_SITE_URL: must be a http:// or https:// URL',
      'SUPPORT_EMAIL: "support" is not an email address, e.g. support@example.org',
    ]);
    expect(problems({ HOME_SITE_URL: 'www.example.org' })).toEqual([
      'HOME_SITE_URL: must be a http:// or https:// URL',
    ]);
  });

  it('reach the front ends in /mfe-manifest.json, each only when set', async () => {
    const both = await startGateway({
      HOME_SITE_URL: 'https://www.example.org/',
      SUPPORT_EMAIL: 'help@example.org',
    });
    const res = await request(both.url).get('/mfe-manifest.json');
    expect(res.status).toBe(200);
    expect(res.body.site).toEqual({
      homeSiteUrl: 'https://www.example.org/',
      supportEmail: 'help@example.org',
    });
    expect(mfeManifestSchema.safeParse(res.body).success).toBe(true);

    const mailOnly = await startGateway({ SUPPORT_EMAIL: 'help@example.org' });
    expect((await request(mailOnly.url).get('/mfe-manifest.json')).body.site).toEqual({
      supportEmail: 'help@example.org',
    });

    const none = await startGateway();
    const bare = await request(none.url).get('/mfe-manifest.json');
    expect(bare.body).toEqual({ remotes: {} });
  });
});
