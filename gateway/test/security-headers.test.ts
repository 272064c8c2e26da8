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
  a.get('/', (_req, res) => res.type('html').send('<p>page</p>'));
  a.get('/data', (_req, res) => res.json({ ok: true }));
  a.get('/problem', (_req, res) => res.status(404).type('application/problem+json').send('{}'));
  a.get('/own', (_req, res) => {
    res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    res.type('html').send('<p>an ebook page</p>');
  });
  a.get('/raw', (_req, res) => {
    res.writeHead(200, ['Content-Type', 'application/json; charset=utf-8']);
    res.end('{}');
  });
  a.get('/empty', (_req, res) => res.status(304).end());
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

  it('gives JSON answers the API’s own set: nothing loads in them, nothing frames them', async () => {
    const server = app();
    for (const path of ['/data', '/problem', '/raw']) {
      const res = await request(server).get(path).set('Host', 'one.example');
      expect(res.headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin');
      // Nothing of the page's set that means something only for a document.
      expect(res.headers['cross-origin-opener-policy'], path).toBeUndefined();
      expect(res.headers['x-powered-by'], path).toBeUndefined();
    }
    const page = await request(server).get('/').set('Host', 'one.example');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // An answer with no type (304) keeps the page's set; an answer's own CSP is left as it is.
    expect((await request(server).get('/empty')).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    expect((await request(server).get('/own')).headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'",
    );
  });
});
