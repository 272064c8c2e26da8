import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { appServerClasses } from '../src/app-server-classes';
import { haveOneHiddenClass } from '../src/testing';

interface Seen {
  req: IncomingMessage;
  res: ServerResponse;
  bornWithApp: boolean;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(withClasses: boolean) {
  const app = express();
  const seen: Seen[] = [];
  app.get('/thing', (req, res) => {
    res.cookie('flavour', 'plain', { httpOnly: true });
    res.json({ q: req.query.q, secure: req.secure, path: req.path });
    seen.at(-1)!.req = req;
    seen.at(-1)!.res = res;
  });
  const options = withClasses ? appServerClasses(app) : {};
  server = createServer(options, (req, res) => {
    // What Node made, before Express sees it.
    seen.push({
      req,
      res,
      bornWithApp: Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
    });
    app(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { app, seen, url };
}

describe('appServerClasses', () => {
  it("makes each request and response with the app's prototypes, before Express sees them", async () => {
    const { seen, url } = await serve(true);
    await (await fetch(`${url}/thing`)).text();
    expect(seen[0]!.bornWithApp).toBe(true);
  });

  // Without the classes, Express's setPrototypeOf gives every request and response a map of its own (Node 20:
  // `%HaveSameMap` false for both), and every inline cache that sees them misses.
  it('gives successive requests and responses one hidden class', async () => {
    const born = await serve(true);
    for (let i = 0; i < 3; i++) await (await fetch(`${born.url}/thing?q=${i}`)).text();
    const [, b, c] = born.seen;
    expect(haveOneHiddenClass(b!.req, c!.req)).toBe(true);
    expect(haveOneHiddenClass(b!.res, c!.res)).toBe(true);
  });

  it('changes nothing Express answers: query, secure, path, cookies, JSON, 404', async () => {
    const { url } = await serve(true);
    const res = await fetch(`${url}/thing?q=tea`);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('flavour=plain; Path=/; HttpOnly');
    expect(await res.json()).toEqual({ q: 'tea', secure: false, path: '/thing' });
    const missing = await fetch(`${url}/nothing`);
    expect(missing.status).toBe(404);
  });
});
