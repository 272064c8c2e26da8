import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalApi, internalCall, queryRowId, rowId, REQUEST_ID_HEADER } from '@canopy/contracts';
import {
  ConflictError,
  createInternalClient,
  HttpError,
  PeerNotConfiguredError,
  UnavailableError,
} from '../src';
import { identityHeaders, startInternalStandIn, testSigner, unreachableUrl } from '../src/testing';

const thing = z.object({ id: rowId, name: z.string() });
const api = internalApi('garden', {
  thing: internalCall({
    method: 'get',
    path: '/internal/things/:id',
    summary: 'One thing',
    callers: ['forum'],
    params: z.object({ id: rowId }),
    answer: thing,
    nullWhenMissing: true,
    cache: { ttlMs: 60_000, keepMissing: true, failureTtlMs: 60_000 },
  }),
  check: internalCall({
    method: 'get',
    path: '/internal/checks',
    summary: 'Whether some things are ready',
    callers: ['forum'],
    query: z.object({ ownerId: queryRowId('ownerId'), ids: z.string() }),
    answer: z.object({ ready: z.boolean() }),
    cache: { ttlMs: 60_000, keep: (a) => a.ready },
  }),
  plant: internalCall({
    method: 'post',
    path: '/internal/things',
    summary: 'Plants a thing',
    callers: ['forum'],
    body: z.object({ name: z.string().min(1, 'Name is required') }),
    answer: thing,
    status: 201,
  }),
  missing: internalCall({
    method: 'get',
    path: '/internal/missing/:id',
    summary: 'Never served by the stand-in',
    callers: ['forum'],
    params: z.object({ id: rowId }),
    answer: thing,
  }),
});

describe('the typed internal client against an owner mounted from the same declarations', () => {
  const seen: Array<{ requestId: unknown; service: unknown }> = [];
  let ready = false;
  let owner: Awaited<ReturnType<typeof start>>;
  const start = () =>
    startInternalStandIn(api, {
      thing: ({ params }) => (params.id === 404 ? null : { id: params.id, name: `thing ${params.id}` }),
      check: ({ query }) => ({ ready: ready && query.ids === '1,2' }),
      plant: ({ body, callerService }, req) => {
        seen.push({ requestId: req.headers[REQUEST_ID_HEADER], service: callerService });
        if (body.name === 'taken') throw new ConflictError('Already planted');
        return { id: 7, name: body.name };
      },
    });
  const client = (overrides: Partial<Parameters<typeof createInternalClient<typeof api.calls>>[1]> = {}) =>
    createInternalClient(api, { baseUrl: owner.url, signer: testSigner('forum'), ...overrides });

  beforeAll(async () => {
    owner = await start();
  });
  afterAll(() => owner.stop());

  it('sends typed input (path, query, body), the request id and its own service token; answers typed', async () => {
    const garden = client();
    await expect(garden.plant({ body: { name: 'oak' } }, 'trace-1')).resolves.toEqual({ id: 7, name: 'oak' });
    expect(seen.at(-1)).toEqual({ requestId: 'trace-1', service: 'forum' });
    await expect(garden.thing({ params: { id: 3 } })).resolves.toEqual({ id: 3, name: 'thing 3' });
    await garden.check({ query: { ownerId: 5, ids: '1,2' } });
    expect(owner.calls.slice(-2)).toEqual(['/internal/things/3', '/internal/checks?ownerId=5&ids=1%2C2']);
  });

  it('answers null for a 404 where the call says so, and the owner’s error otherwise', async () => {
    const garden = client();
    await expect(garden.thing({ params: { id: 404 } })).resolves.toBeNull();
    const conflict = await garden.plant({ body: { name: 'taken' } }).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(HttpError);
    expect(conflict).toMatchObject({ status: 409, message: 'Already planted', code: 'conflict' });
    // The owner parses the input with the declared schema: its 400 and message reach the caller.
    const invalid = await garden.plant({ body: { name: '' } }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, message: 'Name is required', code: 'validation_failed' });
    const notServed = await garden.missing({ params: { id: 1 } }).catch((e: unknown) => e);
    expect(notServed).toMatchObject({ status: 404 });
  });

  it('refuses callers without a service token, as the owner’s own routes do', async () => {
    expect((await request(owner.url).get('/internal/things/3')).status).toBe(401);
    const asUser = await request(owner.url)
      .get('/internal/things/3')
      .set(
        await identityHeaders({
          id: 1,
          username: 'u',
          role: 'admin',
          status: 'active',
          firstName: null,
          lastName: null,
        }),
      );
    expect(asUser.status).toBe(403);
  });

  it('keeps reads by the call’s rule: only the answers it keeps, "none" when it says so', async () => {
    const garden = client();
    const before = owner.calls.length;
    await garden.thing({ params: { id: 8 } });
    await garden.thing({ params: { id: 8 } });
    await garden.thing({ params: { id: 404 } });
    await expect(garden.thing({ params: { id: 404 } })).resolves.toBeNull();
    expect(owner.calls.length - before).toBe(2);
    // A "no" is asked again; a "yes" is kept.
    ready = false;
    await garden.check({ query: { ownerId: 1, ids: '1,2' } });
    ready = true;
    await expect(garden.check({ query: { ownerId: 1, ids: '1,2' } })).resolves.toEqual({ ready: true });
    ready = false;
    await expect(garden.check({ query: { ownerId: 1, ids: '1,2' } })).resolves.toEqual({ ready: true });
    expect(owner.calls.length - before).toBe(4);
    // A caller may keep nothing instead.
    const fresh = client({ cache: { thing: false } });
    await fresh.thing({ params: { id: 8 } });
    await fresh.thing({ params: { id: 8 } });
    expect(owner.calls.length - before).toBe(6);
  });

  it('after a failure to reach the owner, the same read fails at once for the rule’s failure time', async () => {
    const garden = client();
    owner.setDown(true, ['thing']);
    try {
      const before = owner.calls.length;
      await expect(garden.thing({ params: { id: 9 } })).rejects.toMatchObject({ status: 500 });
      const again = await garden.thing({ params: { id: 9 } }).catch((e: unknown) => e);
      expect(again).toBeInstanceOf(UnavailableError);
      expect(owner.calls.length - before).toBe(1);
      // Other calls are not down.
      await expect(garden.plant({ body: { name: 'elm' } })).resolves.toMatchObject({ name: 'elm' });
    } finally {
      owner.setDown(false);
    }
  });

  it('an answer that is not the declared one cannot be used: 503 with the owner named', async () => {
    owner.answer('plant', () => ({ id: 'seven' }));
    try {
      const err = await client()
        .plant({ body: { name: 'ash' } })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UnavailableError);
      expect(err).toMatchObject({
        status: 503,
        message: 'The garden service is unavailable. Please try again shortly.',
      });
    } finally {
      owner.answer('plant', undefined);
    }
  });

  it('an owner that cannot be reached, or is too slow, is a 503', async () => {
    const gone = client({ baseUrl: await unreachableUrl() });
    await expect(gone.plant({ body: { name: 'yew' } })).rejects.toMatchObject({
      status: 503,
      message: 'The garden service is unavailable. Please try again shortly.',
    });
    owner.answer(
      'plant',
      () => new Promise((resolve) => setTimeout(() => resolve({ id: 1, name: 'x' }), 300)),
    );
    try {
      await expect(client({ timeoutMs: 50 }).plant({ body: { name: 'yew' } })).rejects.toBeInstanceOf(
        UnavailableError,
      );
      // A call given a limit of its own is held to that one; the others keep the client's.
      const patient = client({ timeoutMs: 50, callTimeoutsMs: { plant: 2_000 } });
      await expect(patient.plant({ body: { name: 'yew' } })).resolves.toEqual({ id: 1, name: 'x' });
      owner.answer(
        'thing',
        () => new Promise((resolve) => setTimeout(() => resolve({ id: 5, name: 'x' }), 300)),
      );
      await expect(patient.thing({ params: { id: 5 } })).rejects.toBeInstanceOf(UnavailableError);
    } finally {
      owner.answer('thing', undefined);
      owner.answer('plant', undefined);
    }
  });

  it('an owner that is not configured fails every call at once, as PeerNotConfiguredError (a 503)', async () => {
    const before = owner.calls.length;
    const err = await client({ baseUrl: undefined })
      .thing({ params: { id: 1 } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PeerNotConfiguredError);
    expect(err).toBeInstanceOf(UnavailableError);
    expect(owner.calls.length).toBe(before);
  });

  it('keeps reads only', () => {
    expect(() =>
      createInternalClient(api, {
        baseUrl: owner.url,
        signer: testSigner('forum'),
        cache: { plant: { ttlMs: 1_000 } },
      }),
    ).toThrow('garden.plant: only reads can be kept');
  });
});
