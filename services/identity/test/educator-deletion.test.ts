import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityMessages, userAdminMessages } from '@canopy/contracts';
import { verifyIdentityToken } from '@canopy/service-kit';
import { TEST_SECRET, testEngines } from '@canopy/service-kit/testing';
import type { UserRecord } from '../src/stores/user-store';
import { startIdentityService, type TestIdentityService } from './harness';

/**
 * A stand-in course service: answers `GET /internal/educators/{id}/holdings` from `holdings` (a number, or a
 * status to fail with), only to a caller with identity's service token.
 */
async function startCourseStandIn(holdings: Map<number, number | 'fail' | 'malformed'>) {
  const calls: Array<{ path: string; service: string | null }> = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      res.setHeader('content-type', 'application/json');
      const match = /^\/internal\/educators\/(\d+)\/holdings$/.exec(req.url ?? '');
      let service: string | null = null;
      try {
        service =
          (await verifyIdentityToken(String(req.headers['x-canopy-identity']), TEST_SECRET)).service ?? null;
      } catch {
        service = null;
      }
      calls.push({ path: req.url ?? '', service });
      if (service !== 'identity') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ message: 'service token required', code: 'unauthenticated' }));
      }
      if (!match) {
        res.statusCode = 404;
        return res.end(JSON.stringify({ message: 'Not found', code: 'not_found' }));
      }
      const answer = holdings.get(Number(match[1])) ?? 0;
      if (answer === 'fail') {
        res.statusCode = 500;
        return res.end(JSON.stringify({ message: 'boom', code: 'internal' }));
      }
      res.end(
        JSON.stringify(answer === 'malformed' ? { courses: 3 } : { approvedCoursesWithLearners: answer }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testEngines())('deleting an educator who still teaches (%s)', (engine) => {
  const holdings = new Map<number, number | 'fail' | 'malformed'>();
  let course: Awaited<ReturnType<typeof startCourseStandIn>>;
  let t: TestIdentityService;
  let headers: Record<string, string>;

  beforeAll(async () => {
    course = await startCourseStandIn(holdings);
    t = await startIdentityService(engine, { COURSE_URL: course.url });
    headers = await t.as(await t.addUser({ role: 'admin' }));
  });
  afterAll(async () => {
    await t?.close();
    await course?.close();
  });

  const exists = async (u: UserRecord) => (await t.deps.stores.users.findById(u.id)) !== null;

  it('refuses with 409 while the educator owns approved courses with learners, and deletes once they are reassigned', async () => {
    const educator = await t.addUser({ role: 'educator' });
    holdings.set(educator.id, 2);
    const res = await t.api.delete(`/api/users/${educator.id}`).set(headers).expect(409);
    expect(res.body).toEqual({ message: userAdminMessages.educatorHoldsCourses, code: 'conflict' });
    expect(await exists(educator)).toBe(true);
    expect(course.calls.at(-1)).toEqual({
      path: `/internal/educators/${educator.id}/holdings`,
      service: 'identity',
    });

    holdings.set(educator.id, 0);
    const done = await t.api.delete(`/api/users/${educator.id}`).set(headers).expect(200);
    expect(done.body).toEqual({ message: identityMessages.userDeleted });
    expect(await exists(educator)).toBe(false);
  });

  it.each(['fail', 'malformed'] as const)(
    'answers 503 and deletes nothing when the course service answers %s',
    async (answer) => {
      const educator = await t.addUser({ role: 'educator' });
      holdings.set(educator.id, answer);
      const res = await t.api.delete(`/api/users/${educator.id}`).set(headers).expect(503);
      expect(res.body.message).toBe(userAdminMessages.holdingsUnavailable);
      expect(await exists(educator)).toBe(true);
    },
  );

  it('does not ask about students or administrators', async () => {
    const before = course.calls.length;
    await t.api
      .delete(`/api/users/${(await t.addUser()).id}`)
      .set(headers)
      .expect(200);
    await t.api
      .delete(`/api/users/${(await t.addUser({ role: 'admin' })).id}`)
      .set(headers)
      .expect(200);
    expect(course.calls.length).toBe(before);
  });

  it('answers 503 when the course service is down, and deletes nothing', async () => {
    const educator = await t.addUser({ role: 'educator' });
    await course.close();
    try {
      await t.api.delete(`/api/users/${educator.id}`).set(headers).expect(503);
      expect(await exists(educator)).toBe(true);
    } finally {
      course = await startCourseStandIn(holdings);
    }
  });

  describe('without a course service configured', () => {
    let alone: TestIdentityService;
    beforeAll(async () => {
      alone = await startIdentityService(engine);
    });
    afterAll(async () => {
      await alone?.close();
    });

    it('answers 503 for an approved educator and deletes nothing', async () => {
      const educator = await alone.addUser({ role: 'educator', status: 'suspended' });
      const res = await alone.api
        .delete(`/api/users/${educator.id}`)
        .set(await alone.as(await alone.addUser({ role: 'admin' })))
        .expect(503);
      expect(res.body.message).toBe(userAdminMessages.holdingsUnavailable);
      expect(await alone.deps.stores.users.findById(educator.id)).not.toBeNull();
    });
  });
});
