import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalApi, internalCall, rowId } from '@canopy/contracts';
import {
  ConfigError,
  PEER_REST_MS,
  createInternalClient,
  envUrls,
  isConnectionFailure,
  loadConfig,
  neverConnected,
  peerInstances,
} from '../src';
import { freePort, startInternalStandIn, testSigner } from '../src/testing';

describe('envUrls', () => {
  const read = (value: string | undefined) => {
    try {
      return loadConfig('svc', z.object({ VAR: envUrls().optional() }), { VAR: value }).VAR;
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
  };

  it('reads one URL as a list of one, and several comma-separated, trimmed and kept as written', () => {
    expect(read('http://127.0.0.1:4002/')).toEqual(['http://127.0.0.1:4002/']);
    expect(read(' http://a:4002 , https://b.internal/course/,')).toEqual([
      'http://a:4002',
      'https://b.internal/course/',
    ]);
    expect(read(undefined)).toBeUndefined();
  });

  it('refuses bad and repeated entries by position, never echoing them, and an empty list', () => {
    const problems = read('http://a:4002,ftp://u:secret@b,http://a:4002') as string[];
    expect(problems).toEqual([
      'VAR: entry 2 must be a http:// or https:// URL',
      'VAR: entry 3 repeats an earlier one',
    ]);
    expect(problems.join()).not.toContain('secret');
    expect(read(' , ')).toEqual(['VAR: must list at least one http:// or https:// URL']);
  });
});

describe('peerInstances', () => {
  it('takes instances in turn, passes over a resting one while another is left, and never `except`', () => {
    let t = 0;
    const peers = peerInstances(['http://a', 'http://b', 'http://c'], () => t);
    expect([peers.next(), peers.next(), peers.next(), peers.next()]).toEqual([
      'http://a',
      'http://b',
      'http://c',
      'http://a',
    ]);
    peers.rest('http://b');
    expect(Array.from({ length: 4 }, () => peers.next())).not.toContain('http://b');
    expect(peers.next('http://a')).toBe('http://c');
    t += PEER_REST_MS;
    expect(Array.from({ length: 3 }, () => peers.next())).toContain('http://b');
  });

  it('asks a single or resting-only instance anyway, and knows when none is configured', () => {
    const one = peerInstances('http://a');
    one.rest('http://a');
    expect(one.next()).toBe('http://a');
    expect(one.next('http://a')).toBeUndefined();
    expect(peerInstances(undefined).configured).toBe(false);
  });

  it('tells connection failures from other errors', () => {
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    const fetchFailed = new TypeError('fetch failed', {
      cause: new AggregateError([Object.assign(new Error('y'), { code: 'ECONNREFUSED' })]),
    });
    expect(isConnectionFailure(fetchFailed)).toBe(true);
    expect(isConnectionFailure(new DOMException('timed out', 'TimeoutError'))).toBe(false);
    expect(isConnectionFailure(Object.assign(new Error('z'), { code: 'UND_ERR_HEADERS_TIMEOUT' }))).toBe(
      false,
    );
    expect(neverConnected(fetchFailed)).toBe(true);
    expect(neverConnected(Object.assign(new Error('w'), { code: 'UND_ERR_SOCKET' }))).toBe(false);
  });
});

const api = internalApi('garden', {
  thing: internalCall({
    method: 'get',
    path: '/internal/things/:id',
    summary: 'One thing',
    callers: ['forum'],
    params: z.object({ id: rowId }),
    answer: z.object({ id: rowId, from: z.string() }),
  }),
  plant: internalCall({
    method: 'post',
    path: '/internal/things',
    summary: 'Plants a thing',
    callers: ['forum'],
    body: z.object({ name: z.string() }),
    answer: z.object({ id: rowId, from: z.string() }),
    status: 201,
  }),
});

describe('the internal client over several instances of the owner', () => {
  const owner = (from: string) =>
    startInternalStandIn(api, {
      thing: ({ params }) => ({ id: params.id, from }),
      plant: () => ({ id: 1, from }),
    });
  let a: Awaited<ReturnType<typeof owner>>;
  let b: Awaited<ReturnType<typeof owner>>;
  beforeAll(async () => {
    [a, b] = await Promise.all([owner('a'), owner('b')]);
  });
  afterAll(() => Promise.all([a.stop(), b.stop()]));

  it('spreads calls over the instances in turn', async () => {
    const garden = createInternalClient(api, {
      baseUrl: [a.url, b.url],
      signer: testSigner('forum'),
    });
    const from = [];
    for (let id = 1; id <= 4; id++) from.push((await garden.thing({ params: { id } })).from);
    expect(from).toEqual(['a', 'b', 'a', 'b']);
  });

  it('asks a read of another instance when one refuses the connection, then leaves the refusing one alone', async () => {
    const gone = `http://127.0.0.1:${await freePort()}`;
    const garden = createInternalClient(api, {
      baseUrl: [gone, a.url],
      signer: testSigner('forum'),
    });
    const before = a.calls.length;
    for (let id = 1; id <= 3; id++)
      await expect(garden.thing({ params: { id } })).resolves.toMatchObject({ from: 'a' });
    expect(a.calls.length - before).toBe(3);
  });

  it('sends a write that an instance refused to another one: it cannot have reached the first', async () => {
    const gone = `http://127.0.0.1:${await freePort()}`;
    const garden = createInternalClient(api, {
      baseUrl: [gone, b.url],
      signer: testSigner('forum'),
    });
    await expect(garden.plant({ body: { name: 'yew' } })).resolves.toMatchObject({ from: 'b' });
  });

  it('never repeats a write whose connection broke: it may have reached the first instance', async () => {
    // Takes the connection, reads the request, and breaks off without an answer.
    const breaker = createServer((socket) => socket.once('data', () => socket.destroy()));
    await new Promise<void>((resolve) => breaker.listen(0, '127.0.0.1', resolve));
    try {
      const broken = `http://127.0.0.1:${(breaker.address() as AddressInfo).port}`;
      const garden = createInternalClient(api, {
        baseUrl: [broken, b.url],
        signer: testSigner('forum'),
      });
      const before = b.calls.length;
      await expect(garden.plant({ body: { name: 'yew' } })).rejects.toMatchObject({ status: 503 });
      expect(b.calls.length).toBe(before);
      // The broken instance rests now: the next writes go to the other one.
      for (let i = 0; i < 2; i++) {
        await expect(garden.plant({ body: { name: 'yew' } })).resolves.toMatchObject({ from: 'b' });
      }
      // A read is asked again of the other instance whatever broke.
      const reads = createInternalClient(api, {
        baseUrl: [broken, a.url],
        signer: testSigner('forum'),
      });
      await expect(reads.thing({ params: { id: 1 } })).resolves.toMatchObject({ from: 'a' });
    } finally {
      await new Promise<void>((resolve) => breaker.close(() => resolve()));
    }
  });
});
