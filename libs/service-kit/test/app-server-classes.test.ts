import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { appServerClasses } from '../src/app-server-classes';
import { hasFastProperties, haveOneHiddenClass, twoInFlight } from '../src/testing';

interface Pair {
  req: IncomingMessage;
  res: ServerResponse;
}

let server: Server | undefined;
afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function serve() {
  const app = express();
  // Set on the app's response before the classes are made, as the gateway's draining writeHead is.
  (app.response as unknown as { flavour: string }).flavour = 'plain';
  const bornWithApp: boolean[] = [];
  let pair = twoInFlight<Pair>();
  app.get('/thing', (req, res) => {
    res.cookie('flavour', (res as unknown as { flavour: string }).flavour, { httpOnly: true });
    res.json({ q: req.query.q, secure: req.secure, path: req.path });
  });
  app.get('/held', async (req, res) => {
    await pair.arrive({ req, res });
    res.json({ ok: true });
  });
  server = createServer(appServerClasses(app), (req, res) => {
    // What Node made, before Express sees it.
    bornWithApp.push(
      Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
    );
    app(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** Two requests held in their handler at once: their objects, compared at the same stage, then answered. */
  async function heldPair(compare: (a: Pair, b: Pair) => void) {
    pair = twoInFlight<Pair>();
    const answers = [1, 2].map(() => fetch(`${url}/held`).then((r) => r.json()));
    const [a, b] = await pair.both;
    try {
      compare(a, b);
    } finally {
      pair.release();
      await Promise.all(answers);
    }
  }
  return { bornWithApp, url, heldPair };
}

describe('appServerClasses', () => {
  it("makes each request and response with the app's prototypes, before Express sees them", async () => {
    const { bornWithApp, url } = await serve();
    await (await fetch(`${url}/thing`)).text();
    expect(bornWithApp).toEqual([true]);
  });

  // Without the classes, Express's setPrototypeOf gives every request and response a map of its own (Node 20:
  // `%HaveSameMap` false for both), and every inline cache that sees them misses.
  it('gives two requests and responses at one point of their handling one hidden class', async () => {
    const { heldPair } = await serve();
    await heldPair((a, b) => {
      expect(haveOneHiddenClass(a.req, b.req)).toBe(true);
      expect(haveOneHiddenClass(a.res, b.res)).toBe(true);
    });
  });

  // A plain function calling Node's constructor on `this` gave responses too little room: V8 kept their properties
  // in a dictionary (`%HasFastProperties` false), every access a hash lookup.
  it('gives requests and responses room for their properties: fields, not a dictionary', async () => {
    const { heldPair } = await serve();
    await heldPair((a, b) => {
      for (const o of [a.req, a.res, b.req, b.res]) expect(hasFastProperties(o)).toBe(true);
    });
  });

  it('makes one pair of classes per app, whose prototypes keep what the app had set on its own', async () => {
    const app = express();
    const before = app.response;
    const classes = appServerClasses(app);
    expect(appServerClasses(app)).toBe(classes);
    expect(app.response).toBe(classes.ServerResponse.prototype);
    expect(Object.getPrototypeOf(app.response)).toBe(before);
    expect(app.response.app).toBe(app);
  });

  it('changes nothing Express answers: query, secure, path, cookies, JSON, 404', async () => {
    const { url } = await serve();
    const res = await fetch(`${url}/thing?q=tea`);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBe('flavour=plain; Path=/; HttpOnly');
    expect(await res.json()).toEqual({ q: 'tea', secure: false, path: '/thing' });
    const missing = await fetch(`${url}/nothing`);
    expect(missing.status).toBe(404);
  });
});
