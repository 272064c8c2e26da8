import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { haveOneHiddenClass } from '@canopy/service-kit/testing';
import { cleanup, startEchoServer, startGateway } from './support/gateway-harness';

afterEach(cleanup);

describe("the gateway's requests and responses", () => {
  it("are made with the app's prototypes on every path, and keep one shape from request to request", async () => {
    const course = await startEchoServer({
      handler: (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'public, max-age=1');
        res.end('[]');
      },
    });
    const { gw, url } = await startGateway({ COURSE_URL: course.url });
    const made: { req: IncomingMessage; res: ServerResponse; path: string }[] = [];
    // Before the gateway's own listener: what Node made, before Express or a fast path touched it.
    gw.server!.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      made.push({ req, res, path: req.url ?? '' });
    });
    try {
      // A miss through the app, then micro-cache hits (answered before Express), then the app's own /healthz.
      for (let i = 0; i < 4; i++) expect((await fetch(`${url}/api/courses`)).status).toBe(200);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(made).toHaveLength(5);
      for (const { req, res } of made) {
        expect(Object.getPrototypeOf(req)).toBe(gw.app.request);
        expect(Object.getPrototypeOf(res)).toBe(gw.app.response);
      }
      const [, , third, fourth] = made;
      expect(haveOneHiddenClass(third!.req, fourth!.req)).toBe(true);
      expect(haveOneHiddenClass(third!.res, fourth!.res)).toBe(true);
    } finally {
      await course.close();
    }
  });
});
