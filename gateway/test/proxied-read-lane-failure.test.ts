import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { INTERNAL_ERROR_MESSAGE } from '@canopy/service-kit';
import { createProxiedReadLane, type ProxiedReadLaneOptions } from '../src/proxied-read-lane';

/*
 * A signed-in read the lane took is answered even when something on its way throws (a step, the forwarder): the
 * client gets the app's 500 JSON instead of a request that never ends.
 */

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const user = { id: 7, username: 'rowan', role: 'student', status: 'active' };

function lane(over: Partial<ProxiedReadLaneOptions>) {
  return createProxiedReadLane({
    sessions: {
      hasCookie: () => true,
      peek: async () => ({ user }),
      renewalDue: () => false,
    } as never,
    users: { settle: async () => user } as never,
    identityTokens: { tokenFor: async () => 'token' } as never,
    proxies: { web: () => undefined } as never,
    serviceFor: () => 'course',
    isSecure: () => false,
    trustProxy: () => false,
    steps: [],
    fallback: (_req, res) => res.writeHead(418).end(),
    etagOf: () => undefined,
    logger: pino({ level: 'silent' }),
    ...over,
  });
}

async function serve(readLane: ReturnType<typeof lane>) {
  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!readLane.serve(req, res)) res.writeHead(404).end();
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('a signed-in read that fails on its way', () => {
  it('is answered 500 JSON when the forwarder throws', async () => {
    const url = await serve(
      lane({
        proxies: {
          web: () => {
            throw new Error('forwarder broke');
          },
        } as never,
      }),
    );
    const res = await request(url).get('/api/enrollments').set('Cookie', 'sid=x').timeout(5000);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: INTERNAL_ERROR_MESSAGE, code: 'internal' });
  });

  it('is answered 500 JSON when a step throws before calling the next', async () => {
    const url = await serve(
      lane({
        steps: [
          () => {
            throw new Error('step broke');
          },
        ],
      }),
    );
    const res = await request(url).get('/api/user').set('Cookie', 'sid=x').timeout(5000);
    expect(res.status).toBe(500);
    expect(res.body.code).toBe('internal');
  });
});
