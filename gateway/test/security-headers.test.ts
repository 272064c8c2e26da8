import { testKeyEnv } from '@canopy/service-kit/testing';
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { securityHeaders } from '../src/security-headers';

const config = loadGatewayConfig({ SESSION_SECRET: 'x'.repeat(32), ...testKeyEnv('gateway') });

function app() {
  const a = express();
  a.disable('x-powered-by');
  a.use((_req, res, next) => {
    // As Express's own header would be, to see helmet's removal replayed.
    res.setHeader('X-Powered-By', 'Express');
    next();
  });
  a.use(securityHeaders(config));
  a.get('/', (_req, res) => res.json({ ok: true }));
  return a;
}

/** Every header helmet itself sets, by name (lower case), as a baseline. */
function helmetNames() {
  const a = express();
  a.use(helmet());
  a.get('/', (_req, res) => res.end());
  return a;
}

describe('securityHeaders', () => {
  it('writes helmet’s headers for each page origin, the same on every request', async () => {
    const server = app();
    const first = await request(server).get('/').set('Host', 'one.example:8080');
    const again = await request(server).get('/').set('Host', 'one.example:8080');
    const other = await request(server).get('/').set('Host', 'two.example');

    expect(first.headers['content-security-policy']).toContain("connect-src 'self' ws://one.example:8080;");
    expect(other.headers['content-security-policy']).toContain("connect-src 'self' ws://two.example;");
    expect(other.headers['content-security-policy']).not.toContain('one.example');
    for (const name of Object.keys((await request(helmetNames()).get('/')).headers)) {
      if (!/^(x-|cross-origin|origin-agent|referrer-policy|content-security-policy)/.test(name)) continue;
      if (name === 'strict-transport-security') continue;
      expect(first.headers[name], name).toBeDefined();
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['x-powered-by']).toBeUndefined();
    expect(again.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps to the page’s own origin for a host it will not record, and never a malformed one', async () => {
    const server = app();
    for (let i = 0; i < 70; i++) await request(server).get('/').set('Host', `h${i}.example`);
    const late = await request(server).get('/').set('Host', 'late.example');
    expect(late.headers['content-security-policy']).toContain("connect-src 'self' ws://late.example;");
    const odd = await request(server).get('/').set('Host', 'bad host"');
    expect(odd.headers['content-security-policy']).toContain("connect-src 'self' 'self';");
  });
});
