import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { readTestToken } from '@canopy/service-kit/testing';
import { cleanup, startEchoServer, startGateway, type Received } from './support/gateway-harness';

afterEach(cleanup);

/** A failed sign-in (no password: 400), which the per-address limit counts, from a client behind `forwardedFor`. */
const failedSignIn = (url: string, forwardedFor?: string) => {
  const req = request(url).post('/api/login');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ username: 'rowan' });
};

/** What the service was sent for one proxied read: its forwarding headers and the signed client address. */
async function forwardedTo(url: string, headers: Record<string, string>) {
  const res = await request(url).get('/api/courses').set(headers);
  expect(res.status).toBe(200);
  const sent = (res.body as Received).headers;
  const claims = await readTestToken(String(sent[IDENTITY_HEADER]));
  return { sent, clientAddress: claims.clientAddress };
}

describe('the client address, behind one trusted hop (TRUST_PROXY=1)', () => {
  it('gives two clients with different addresses separate sign-in limits', async () => {
    const { url } = await startGateway({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_IP: '2' });
    for (let i = 0; i < 2; i++) expect((await failedSignIn(url, '203.0.113.1')).status).toBe(400);
    expect((await failedSignIn(url, '203.0.113.1')).status).toBe(429);
    // Another client behind the same proxy still has its own attempts.
    expect((await failedSignIn(url, '203.0.113.2')).status).toBe(400);
    expect((await failedSignIn(url, '203.0.113.2')).status).toBe(400);
    expect((await failedSignIn(url, '203.0.113.2')).status).toBe(429);
  });

  it('takes the address the trusted proxy saw, never one a client wrote before it, and tells the service', async () => {
    const course = await startEchoServer();
    const { url } = await startGateway({ TRUST_PROXY: '1', COURSE_URL: course.url });
    const { sent, clientAddress } = await forwardedTo(url, {
      'X-Forwarded-For': '198.51.100.66, 203.0.113.5',
      'X-Forwarded-Host': 'learn.example.org',
      'X-Forwarded-Proto': 'https',
      Forwarded: 'for=198.51.100.66',
      'X-Real-IP': '198.51.100.66',
    });
    expect(clientAddress).toBe('203.0.113.5');
    expect(sent['x-forwarded-for']).toBe('203.0.113.5');
    expect(sent['x-forwarded-host']).toBe('learn.example.org');
    expect(sent['x-forwarded-proto']).toBe('https');
    expect(sent['x-forwarded-port']).toBe('443');
    expect(sent.forwarded).toBeUndefined();
    expect(sent['x-real-ip']).toBeUndefined();
  });
});

describe('the client address, with no trusted hop (the default)', () => {
  it('is the connection’s: a forged X-Forwarded-For changes no limit', async () => {
    const { url } = await startGateway({ RATE_LIMIT_LOGIN_PER_IP: '2' });
    expect((await failedSignIn(url, '203.0.113.1')).status).toBe(400);
    expect((await failedSignIn(url, '203.0.113.2')).status).toBe(400);
    // Every attempt came from this machine, whatever each claimed.
    expect((await failedSignIn(url, '203.0.113.3')).status).toBe(429);
    expect((await failedSignIn(url)).status).toBe(429);
  });

  it('drops the client’s forwarding headers and sends the service the gateway’s own', async () => {
    const course = await startEchoServer();
    const { url } = await startGateway({ COURSE_URL: course.url });
    const { sent, clientAddress } = await forwardedTo(url, {
      Host: 'canopy.example:8443',
      'X-Forwarded-For': '198.51.100.66',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Real-IP': '198.51.100.66',
    });
    expect(clientAddress).toBe('127.0.0.1');
    expect(sent['x-forwarded-for']).toBe('127.0.0.1');
    expect(sent['x-forwarded-host']).toBe('canopy.example:8443');
    expect(sent['x-forwarded-port']).toBe('8443');
    expect(sent['x-forwarded-proto']).toBe('http');
    expect(sent['x-real-ip']).toBeUndefined();
  });
});
