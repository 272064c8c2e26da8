import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from '@canopy/service-kit';
import { createMicroCache, sharedLifetimeMs } from '../src/micro-cache';
import { staleWhileRevalidateMs } from '../src/shared-lifetime';

// The micro-cache's rules on made-up exchanges, with a clock of the test's own (micro-cache.test.ts: in the gateway).

describe('the micro-cache on its own', () => {
  /** A visitor's GET as Express hands it to `serve`, and a response object that sends what it is given. */
  function exchange(path: string) {
    const req = { method: 'GET', path, originalUrl: path, headers: {}, socket: {} } as unknown as Request;
    const headers: Record<string, unknown> = {};
    const sent: Buffer[] = [];
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = value),
      getHeader: (name: string) => headers[name.toLowerCase()],
      hasHeader: (name: string) => name.toLowerCase() in headers,
      removeHeader: (name: string) => void delete headers[name.toLowerCase()],
      getHeaders: () => ({ ...headers }),
      write(chunk: Buffer) {
        sent.push(chunk);
        return true;
      },
      end(chunk?: Buffer) {
        if (chunk) sent.push(chunk);
        res.emit('finish');
        res.emit('close');
        return res;
      },
    });
    /** What a service's public answer looks like once proxied (the gateway's headers on top). */
    const answer = (body: string, extra: Record<string, string> = {}) => {
      res.setHeader('Cache-Control', VISITOR_CACHE_CONTROL);
      res.setHeader('Content-Type', 'application/json');
      for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
      res.write(Buffer.from(body.slice(0, 3)));
      res.end(Buffer.from(body.slice(3)));
    };
    return { req, res: res as unknown as Response, answer, sent, headers };
  }

  const cache = (maxBytes = 1 << 20) =>
    createMicroCache({ ttlMs: 1000, maxBytes, cookieName: 'canopy.sid', eligible: () => true });

  it('keeps what the client was sent and serves it to the next visitor', () => {
    const c = cache();
    const first = exchange('/api/courses');
    c.serve(first.req, first.res, () => first.answer('{"courses":[]}'));
    expect(c.stats.stored).toBe(1);
    const second = exchange('/api/courses');
    let passedOn = false;
    c.serve(second.req, second.res, () => (passedOn = true));
    expect(passedOn).toBe(false);
    expect(Buffer.concat(second.sent).toString()).toBe('{"courses":[]}');
    expect(second.headers['content-type']).toBe('application/json');
  });

  it('never stores an answer carrying a session cookie the gateway set on the way out', () => {
    const c = cache();
    const x = exchange('/api/courses');
    c.serve(x.req, x.res, () =>
      x.answer('{"someone":"private"}', { 'Set-Cookie': 'canopy.sid=s%3Asomeone; Path=/; HttpOnly' }),
    );
    expect(c.stats.stored).toBe(0);
    // Nor one whose service set a cookie (the proxy drops it, but it marks the answer as someone's).
    const y = exchange('/api/courses');
    c.serve(y.req, y.res, () => {
      c.inspectUpstream({ 'set-cookie': ['a=1'] }, y.req as never);
      y.answer('{"a":1}');
    });
    expect(c.stats.stored).toBe(0);
  });

  it('stays within its byte budget, least recently used first out', () => {
    const c = cache(8 * 1024);
    for (let i = 0; i < 20; i++) {
      const x = exchange(`/api/courses/${i}`);
      c.serve(x.req, x.res, () => x.answer('x'.repeat(500)));
    }
    expect(c.stats.stored).toBe(20);
    expect(c.stats.bytes).toBeLessThanOrEqual(8 * 1024);
    expect(c.stats.entries).toBeLessThan(20);
    const recent = exchange('/api/courses/19');
    let missed = false;
    c.serve(recent.req, recent.res, () => (missed = true));
    expect(missed).toBe(false);
    const oldest = exchange('/api/courses/0');
    c.serve(oldest.req, oldest.res, () => (missed = true));
    expect(missed).toBe(true);
  });

  /** A cache whose clock the test moves. */
  const clockedCache = (clock: { at: number }) =>
    createMicroCache({
      ttlMs: 1000,
      maxBytes: 1 << 20,
      cookieName: 'canopy.sid',
      eligible: () => true,
      now: () => clock.at,
    });

  it('serves the last answer while one request fetches it again, within stale-while-revalidate', () => {
    const clock = { at: 0 };
    const c = clockedCache(clock);
    const body = (x: ReturnType<typeof exchange>) => Buffer.concat(x.sent).toString();
    const first = exchange('/api/courses');
    c.serve(first.req, first.res, () => first.answer('{"v":1}'));
    clock.at = 1500; // past its second, inside the second it may be served stale
    const leader = exchange('/api/courses');
    let led = false;
    c.serve(leader.req, leader.res, () => (led = true));
    expect(led).toBe(true);
    // While the leader is upstream, others get the last answer at once, from both paths.
    const meanwhile = exchange('/api/courses');
    c.serve(meanwhile.req, meanwhile.res, () => expect.fail('went upstream'));
    expect(body(meanwhile)).toBe('{"v":1}');
    leader.answer('{"v":2}');
    const after = exchange('/api/courses');
    c.serve(after.req, after.res, () => expect.fail('went upstream'));
    expect(body(after)).toBe('{"v":2}');

    // Past both seconds, nobody gets the old answer: they wait for the leader's.
    clock.at = 1500 + 2001;
    const late = exchange('/api/courses');
    c.serve(late.req, late.res, () => {});
    const follower = exchange('/api/courses');
    c.serve(follower.req, follower.res, () => expect.fail('went upstream'));
    expect(body(follower)).toBe('');
    late.answer('{"v":3}');
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        expect(body(follower)).toBe('{"v":3}');
        resolve();
      }),
    );
  });

  it('never serves an answer stale that did not allow it', () => {
    const clock = { at: 0 };
    const c = clockedCache(clock);
    const first = exchange('/api/courses');
    c.serve(first.req, first.res, () => first.answer('{"v":1}', { 'Cache-Control': 'public, max-age=1' }));
    expect(c.stats.stored).toBe(1);
    clock.at = 1200;
    const leader = exchange('/api/courses');
    c.serve(leader.req, leader.res, () => {});
    const follower = exchange('/api/courses');
    c.serve(follower.req, follower.res, () => expect.fail('went upstream'));
    expect(Buffer.concat(follower.sent).toString()).toBe('');
  });

  it('reads how long an answer may be shared from its Cache-Control', () => {
    expect(sharedLifetimeMs(VISITOR_CACHE_CONTROL)).toBe(1000);
    expect(sharedLifetimeMs('public, s-maxage=0, max-age=5')).toBeNull();
    expect(sharedLifetimeMs('max-age=5')).toBeNull();
    expect(sharedLifetimeMs('public, max-age=5, private')).toBeNull();
    expect(sharedLifetimeMs(SIGNED_IN_CACHE_CONTROL)).toBeNull();
    expect(sharedLifetimeMs(undefined)).toBeNull();
    expect(staleWhileRevalidateMs(VISITOR_CACHE_CONTROL)).toBe(1000);
    expect(staleWhileRevalidateMs('public, max-age=1')).toBe(0);
    expect(staleWhileRevalidateMs('private, max-age=1, stale-while-revalidate=5')).toBe(0);
  });
});
