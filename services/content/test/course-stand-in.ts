import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { verifyIdentityToken } from '@canopy/service-kit';
import { TEST_SECRET } from '@canopy/service-kit/testing';

/**
 * A stand-in for the course service's internal routes (`/internal/courses/:id/owner`,
 * `/internal/enrollments/check`): it insists on a service token signed with the shared secret, like the real one.
 */
export async function startCourseStandIn() {
  const enrolled = new Set<string>();
  const owners = new Map<number, number>();
  const calls: string[] = [];
  let down = false;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      calls.push(url.pathname + url.search);
      if (down) return res.writeHead(500).end();
      const token = req.headers[IDENTITY_HEADER];
      const claims =
        typeof token === 'string' ? await verifyIdentityToken(token, TEST_SECRET).catch(() => null) : null;
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!claims?.service) return json(403, { message: 'Forbidden', code: 'forbidden' });
      const owner = /^\/internal\/courses\/(\d+)\/owner$/.exec(url.pathname);
      if (owner) {
        const instructorId = owners.get(Number(owner[1]));
        return instructorId
          ? json(200, { instructorId })
          : json(404, { message: 'Course not found', code: 'not_found' });
      }
      if (url.pathname === '/internal/enrollments/check') {
        const key = `${url.searchParams.get('courseId')}:${url.searchParams.get('userId')}`;
        return json(200, { enrolled: enrolled.has(key) });
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Makes the course exist, taught by `instructorId`. */
    own: (courseId: number, instructorId: number) => owners.set(courseId, instructorId),
    enrol: (courseId: number, userId: number) => enrolled.add(`${courseId}:${userId}`),
    calls,
    setDown: (value: boolean) => {
      down = value;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type CourseStandIn = Awaited<ReturnType<typeof startCourseStandIn>>;
