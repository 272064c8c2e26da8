import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { cleanup, startEchoServer, startGateway } from './support/gateway-harness';

afterEach(cleanup);

describe('state-changing requests from another origin', () => {
  async function setup(env: Record<string, string> = {}) {
    const course = await startEchoServer();
    const gateway = await startGateway({ COURSE_URL: course.url, ...env });
    return { ...gateway, course };
  }

  it('refuses a cross-origin POST, PUT, PATCH and DELETE with 403 JSON before it reaches a service', async () => {
    const { url, course } = await setup();
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const agent = request(url);
      const res = await agent[method]('/api/enrollments/1').set('Origin', 'https://evil.example').send({});
      expect(res.status, method).toBe(403);
      expect(res.body).toEqual({ message: 'Cross-origin requests are not allowed.', code: 'forbidden' });
    }
    expect(course.received).toHaveLength(0);
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin, and Origin: null', async () => {
    const { url } = await setup();
    expect(
      (await request(url).post('/api/enrollments').set('Sec-Fetch-Site', 'cross-site').send({})).status,
    ).toBe(403);
    expect((await request(url).post('/api/enrollments').set('Origin', 'null').send({})).status).toBe(403);
  });

  it('guards the sign-in routes too', async () => {
    const { url } = await setup();
    const res = await request(url)
      .post('/api/login')
      .set('Origin', 'http://evil.example')
      .send({ username: 'a', password: 'b' });
    expect(res.status).toBe(403);
    expect((await request(url).post('/api/logout').set('Origin', 'http://evil.example')).status).toBe(403);
  });

  it('lets same-origin, origin-less and ALLOWED_ORIGINS requests through', async () => {
    const { url, course } = await setup({
      ALLOWED_ORIGINS: 'https://app.canopy.example, http://localhost:5173',
    });
    const host = new URL(url).host;
    expect(
      (await request(url).post('/api/enrollments').set('Origin', `http://${host}`).send({})).status,
    ).toBe(200);
    // Behind a TLS-terminating proxy the browser's origin is https while the gateway sees http: same host passes.
    expect(
      (await request(url).post('/api/enrollments').set('Origin', `https://${host}`).send({})).status,
    ).toBe(200);
    expect(
      (await request(url).post('/api/enrollments').set('Sec-Fetch-Site', 'same-origin').send({})).status,
    ).toBe(200);
    expect((await request(url).post('/api/enrollments').send({})).status).toBe(200);
    expect(
      (await request(url).post('/api/enrollments').set('Origin', 'https://app.canopy.example').send({}))
        .status,
    ).toBe(200);
    expect(
      (await request(url).post('/api/enrollments').set('Origin', 'http://localhost:5173').send({})).status,
    ).toBe(200);
    expect(course.received).toHaveLength(6);
  });

  it('does not refuse reads from another origin (CORS decides what they may see)', async () => {
    const { url } = await setup();
    expect((await request(url).get('/api/courses').set('Origin', 'https://evil.example')).status).toBe(200);
  });

  it('rejects an invalid ALLOWED_ORIGINS entry at start, listing every problem', async () => {
    await expect(
      startGateway({ ALLOWED_ORIGINS: 'ftp://x, not a url', SESSION_SECRET: 'short' }),
    ).rejects.toThrow(/ALLOWED_ORIGINS[\s\S]*SESSION_SECRET|SESSION_SECRET[\s\S]*ALLOWED_ORIGINS/);
  });
});
