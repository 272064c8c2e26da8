import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress, parseAllowedPrivate } from '../src/fetch/address-policy';
import { createSafeFetcher, SafeFetchError, type SafeFetchFailure } from '../src/fetch/safe-fetch';

/** A listener on every local address (IPv4 and IPv6) that records each connection it receives. */
async function startTrap() {
  const connections: string[] = [];
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>private</h1>');
  });
  server.on('connection', (socket: Socket) => connections.push(String(socket.localAddress)));
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '::', ipv6Only: false }, resolve));
  return { server, port: (server.address() as AddressInfo).port, connections };
}

async function failure(promise: Promise<unknown>): Promise<SafeFetchFailure> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof SafeFetchError) return err.reason;
    throw err;
  }
  throw new Error('the fetch succeeded');
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const html = { accept: ['text/html'] };

describe('the address policy', () => {
  it('refuses every non-public address and accepts public ones', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.3',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '192.0.2.10',
      '198.51.100.1',
      '203.0.113.9',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      'not-an-address',
    ]) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111']) {
      expect(isForbiddenAddress(address), address).toBe(false);
    }
  });

  it('reads FETCH_ALLOWED_PRIVATE entries and refuses malformed ones', () => {
    const allowed = parseAllowedPrivate(['127.0.0.1', '10.1.0.0/16', 'stand-in.test', '[::1]']);
    expect(allowed.allowsAddress('127.0.0.1')).toBe(true);
    expect(allowed.allowsAddress('127.0.0.2')).toBe(false);
    expect(allowed.allowsAddress('10.1.200.3')).toBe(true);
    expect(allowed.allowsAddress('10.2.0.1')).toBe(false);
    expect(allowed.allowsAddress('::1')).toBe(true);
    expect(allowed.allowsHost('STAND-IN.test')).toBe(true);
    expect(() => parseAllowedPrivate(['10.0.0.0/99'])).toThrow();
    expect(() => parseAllowedPrivate(['http://x'])).toThrow();
  });
});

describe('the safe fetcher', () => {
  let trap: Awaited<ReturnType<typeof startTrap>>;
  beforeAll(async () => {
    trap = await startTrap();
  });
  afterAll(() => close(trap.server));

  it('lets no SSRF spelling of a local or private address reach a listener on this machine', async () => {
    const toLoopback = async () => ['127.0.0.1'];
    const fetcher = createSafeFetcher({ resolver: toLoopback, connectTimeoutMs: 500, totalTimeoutMs: 1_000 });
    const p = trap.port;
    const urls = [
      `http://127.0.0.1:${p}/`,
      `http://127.1:${p}/`,
      `http://localhost:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://0:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f000001:${p}/`,
      `http://0x7f.0.0.1:${p}/`,
      `http://017700000001:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://[::1]:${p}/`,
      `http://[::]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://[::ffff:7f00:1]:${p}/`,
      `http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`,
      `http://169.254.169.254:${p}/latest/meta-data/`,
      `http://10.0.0.1:${p}/`,
      `http://192.168.1.1:${p}/`,
      `http://172.16.0.1:${p}/`,
      `http://100.64.0.1:${p}/`,
      `http://[fc00::1]:${p}/`,
      `http://[fe80::1]:${p}/`,
      `http://[fec0::1]:${p}/`,
      `http://224.0.0.1:${p}/`,
      // A name a (custom) resolver points at the loopback address: DNS rebinding's first step.
      `http://rebind.example.test:${p}/`,
      `https://rebind.example.test:${p}/`,
    ];
    for (const url of urls) {
      expect(await failure(fetcher.fetch(url, html)), url).toBe('forbidden_address');
    }
    // Without a custom resolver, the system's own answer for localhost is refused too.
    const system = createSafeFetcher({ connectTimeoutMs: 500, totalTimeoutMs: 1_000 });
    expect(await failure(system.fetch(`http://localhost:${p}/`, html))).toBe('forbidden_address');
    expect(trap.connections).toEqual([]);
    // The trap does count connections: the same loopback address, once allowed, reaches it.
    const allowed = createSafeFetcher({ allowedPrivate: parseAllowedPrivate(['127.0.0.1']) });
    expect((await allowed.fetch(`http://127.0.0.1:${p}/`, html)).text()).toBe('<h1>private</h1>');
    expect(trap.connections.length).toBe(1);
    trap.connections.length = 0;
  });

  it('refuses a name with any private answer, and schemes other than http(s)', async () => {
    const mixed = createSafeFetcher({ resolver: async () => ['93.184.216.34', '10.0.0.5'] });
    expect(await failure(mixed.fetch('http://mixed.example.test/', html))).toBe('forbidden_address');
    const fetcher = createSafeFetcher();
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1/', 'ftp://example.com/', 'not a url']) {
      expect(await failure(fetcher.fetch(url, html)), url).toBe('invalid_url');
    }
    expect(await failure(fetcher.fetch('http://user:pw@example.com/', html))).toBe('invalid_url');
    expect(trap.connections).toEqual([]);
  });

  describe('with a stand-in server allowed through FETCH_ALLOWED_PRIVATE', () => {
    let standIn: Server;
    let base: string;
    let slowPort: number;
    const allowedPrivate = parseAllowedPrivate(['127.0.0.1']);
    const sockets = new Set<Socket>();

    beforeAll(async () => {
      standIn = createServer((req, res) => {
        const path = req.url ?? '/';
        if (path === '/page')
          return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>hi</p>');
        if (path === '/to-private') {
          return res.writeHead(302, { location: `http://127.0.0.2:${trap.port}/` }).end();
        }
        if (path === '/to-metadata') {
          return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        }
        if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
        const hop = /^\/hop\/(\d+)$/.exec(path);
        if (hop) {
          const n = Number(hop[1]);
          return res.writeHead(302, { location: n === 0 ? '/page' : `/hop/${n - 1}` }).end();
        }
        if (path === '/big') {
          res.writeHead(200, { 'content-type': 'text/html' });
          const chunk = Buffer.alloc(256 * 1024, 'a');
          for (let i = 0; i < 12; i++) res.write(chunk);
          return res.end();
        }
        if (path === '/json') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        if (path === '/missing') return res.writeHead(404, { 'content-type': 'text/html' }).end('no');
        if (path === '/hang') return; // never answers
        res.writeHead(500).end();
      });
      standIn.on('connection', (s: Socket) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
      });
      await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
      slowPort = (standIn.address() as AddressInfo).port;
    });
    afterAll(async () => {
      for (const s of sockets) s.destroy();
      await close(standIn);
    });

    it('fetches an allowed page, connecting to the address the name was resolved to', async () => {
      const resolved: string[] = [];
      const fetcher = createSafeFetcher({
        allowedPrivate,
        // `stand-in.invalid` exists in no DNS: only the pinned address can have been used.
        resolver: async (host) => {
          resolved.push(host);
          return ['127.0.0.1'];
        },
      });
      const res = await fetcher.fetch(`http://stand-in.invalid:${slowPort}/page`, html);
      expect(res.status).toBe(200);
      expect(res.contentType).toBe('text/html');
      expect(res.text()).toBe('<p>hi</p>');
      expect(resolved).toEqual(['stand-in.invalid']);
    });

    it('re-checks every redirect and refuses one to a private address', async () => {
      const fetcher = createSafeFetcher({ allowedPrivate });
      expect(await failure(fetcher.fetch(`${base}/to-private`, html))).toBe('forbidden_address');
      expect(await failure(fetcher.fetch(`${base}/to-metadata`, html))).toBe('forbidden_address');
      expect(await failure(fetcher.fetch(`${base}/to-file`, html))).toBe('invalid_url');
      expect(trap.connections).toEqual([]);
    });

    it('follows at most 3 redirects', async () => {
      const fetcher = createSafeFetcher({ allowedPrivate });
      expect((await fetcher.fetch(`${base}/hop/2`, html)).url).toBe(`${base}/page`);
      expect(await failure(fetcher.fetch(`${base}/hop/3`, html))).toBe('too_many_redirects');
    });

    it('caps the body, checks the content type and the status, and times out', async () => {
      const fetcher = createSafeFetcher({ allowedPrivate, totalTimeoutMs: 800 });
      expect(await failure(fetcher.fetch(`${base}/big`, html))).toBe('too_large');
      expect(await failure(fetcher.fetch(`${base}/json`, html))).toBe('content_type');
      expect((await fetcher.fetch(`${base}/json`, { accept: ['application/json'] })).json()).toEqual({});
      expect(await failure(fetcher.fetch(`${base}/missing`, html))).toBe('http_status');
      const started = Date.now();
      expect(await failure(fetcher.fetch(`${base}/hang`, html))).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
