import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { haveOneHiddenClass, twoInFlight } from '@canopy/service-kit/testing';
import { cleanup, startEchoServer, startGateway } from './support/gateway-harness';

afterEach(cleanup);

describe("the gateway's requests and responses", () => {
  it("are made with the app's prototypes on every path, and two at one stage share one shape", async () => {
    // The course service holds each request until told, so two of the gateway's are in flight at once.
    let upstream = twoInFlight<ServerResponse>();
    const course = await startEchoServer({
      handler: (_req, res) => {
        void upstream.arrive(res).then(() => {
          res.setHeader('content-type', 'application/json');
          res.setHeader('cache-control', 'public, max-age=1');
          res.end('[]');
        });
      },
    });
    const { gw, url } = await startGateway({ COURSE_URL: course.url });
    const made: { req: IncomingMessage; res: ServerResponse }[] = [];
    // Before the gateway's own listener: what Node made, before Express or a fast path touched it.
    gw.server!.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      made.push({ req, res });
    });
    try {
      // Two misses of two addresses, both forwarded through the app and held upstream: compared there.
      const answers = ['a', 'b'].map((q) => fetch(`${url}/api/courses?q=${q}`));
      await upstream.both;
      const [a, b] = made;
      expect(haveOneHiddenClass(a!.req, b!.req)).toBe(true);
      expect(haveOneHiddenClass(a!.res, b!.res)).toBe(true);
      upstream.release();
      for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
      // A micro-cache hit (answered before Express) and the app's own /healthz are made the same way.
      upstream = twoInFlight();
      upstream.release();
      expect((await fetch(`${url}/api/courses?q=a`)).status).toBe(200);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect(made).toHaveLength(4);
      for (const { req, res } of made) {
        expect(Object.getPrototypeOf(req)).toBe(gw.app.request);
        expect(Object.getPrototypeOf(res)).toBe(gw.app.response);
      }
    } finally {
      upstream.release();
      await course.close();
    }
  });
});
