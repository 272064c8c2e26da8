import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_ASSETS, API_DOCS_SCRIPT } from '../src/api-docs-page';
import { cleanup, startGateway } from './support/gateway-harness';

const swaggerUi = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

let url: string;
beforeAll(async () => {
  ({ url } = await startGateway());
});
afterAll(cleanup);

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('GET /api/docs', () => {
  it('is an HTML page that loads Swagger UI with the API document, under the platform’s CSP', async () => {
    const res = await request(url).get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('data-document="/api/openapi.json"');

    const csp = directives(res.headers['content-security-policy'] as string);
    // Scripts from this origin only: no inline script, no eval, no CDN.
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toContain("'self'");
    expect(res.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(res.text).not.toMatch(/\son\w+=/);

    const scripts = [...res.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    const styles = [...res.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual([`${API_DOCS_ASSETS}/swagger-ui-bundle.js`, API_DOCS_SCRIPT]);
    expect(styles).toEqual([`${API_DOCS_ASSETS}/swagger-ui.css`]);
    for (const src of scripts) {
      expect(src.startsWith('/')).toBe(true);
      const asset = await request(url).get(src).expect(200);
      expect(asset.headers['content-type'], src).toMatch(/javascript/);
    }
    const css = await request(url).get(styles[0]!).expect(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('serves Swagger UI’s files as installed, cached for good under a versioned path', async () => {
    const version = (
      JSON.parse(readFileSync(path.join(swaggerUi, 'package.json'), 'utf8')) as { version: string }
    ).version;
    expect(API_DOCS_ASSETS).toBe(`/api/docs/assets/swagger-ui-${version}`);
    const res = await request(url)
      .get(`${API_DOCS_ASSETS}/swagger-ui-bundle.js`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((res.body as Buffer).equals(readFileSync(path.join(swaggerUi, 'swagger-ui-bundle.js')))).toBe(
      true,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('starts Swagger UI from its own script, pointed at the page’s document and no outside validator', async () => {
    const res = await request(url).get(API_DOCS_SCRIPT).expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('SwaggerUIBundle(');
    expect(res.text).toContain("getAttribute('data-document')");
    expect(res.text).toContain('validatorUrl: null');
  });

  it('serves nothing else from the package, and nothing but reads', async () => {
    for (const file of ['index.html', 'swagger-initializer.js', 'package.json', 'swagger-ui-bundle.js.map']) {
      await request(url).get(`${API_DOCS_ASSETS}/${file}`).expect(404);
    }
    // Refused before any route looks at it, as every /api path with a dot segment.
    await request(url).get(`${API_DOCS_ASSETS}/../package.json`).expect(400);
    await request(url).get('/api/docs/assets/swagger-ui-0.0.1/swagger-ui-bundle.js').expect(404);
    await request(url).post(`${API_DOCS_ASSETS}/swagger-ui.css`).expect(404);
  });
});
