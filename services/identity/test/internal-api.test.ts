import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityInternalApi, identityMessages, messages, MAX_USER_BATCH } from '@canopy/contracts';
import { allRouteDeclarations, HttpError, type createInternalClient } from '@canopy/service-kit';
import { internalClientAsCallers, testEngines } from '@canopy/service-kit/testing';
import type { UserRecord } from '../src/stores/user-store';
import { FIXTURE_PASSWORD, startIdentityService, type TestIdentityService } from './harness';

/**
 * Identity's internal API as the gateway and the other services reach it: over HTTP, through service-kit's
 * typed client built from the same declarations (identityInternalApi), so every answer is checked against the
 * contract too. The ceremonies' details are in passkeys.test.ts, sign-in's in auth.test.ts.
 */
describe.each(testEngines())('identity’s internal API (%s)', (engine) => {
  let t: TestIdentityService;
  let ada: UserRecord;
  let client: ReturnType<typeof createInternalClient<typeof identityInternalApi.calls>>;

  beforeAll(async () => {
    t = await startIdentityService(engine, { ENABLE_TEST_LOGIN: 'true' });
    const { url } = await t.service.start(0);
    // Each call made by a service its declaration lets in (the gateway, course, ...), with that service's key.
    client = internalClientAsCallers(identityInternalApi, { baseUrl: url, cache: { publicUser: false } });
    ada = await t.addUser({ firstName: 'Ada', lastName: 'Lovelace' });
  });
  afterAll(() => t?.close());

  it('mounts every declared call (test login only with ENABLE_TEST_LOGIN)', () => {
    const mounted = allRouteDeclarations(t.service.app).map((d) => `${d.method} ${d.path}`);
    for (const call of Object.values(identityInternalApi.calls)) {
      expect(mounted).toContain(`${call.method} ${call.path}`);
    }
  });

  it('signs in and registers', async () => {
    await expect(
      client.login({ body: { username: ada.username, password: FIXTURE_PASSWORD } }),
    ).resolves.toMatchObject({ id: ada.id, username: ada.username });
    await expect(client.login({ body: { username: ada.username, password: 'wrong' } })).rejects.toMatchObject(
      {
        status: 401,
        message: messages.invalidCredentials,
      },
    );
    const registered = await client.register({
      body: {
        username: 'internal-api-educator',
        password: 'Growing!roots1',
        firstName: 'Wangari',
        lastName: 'Maathai',
        email: 'wangari@example.org',
        role: 'educator',
      },
    });
    expect(registered).toMatchObject({ user: { status: 'pending' }, message: messages.registrationPending });
  });

  it('looks users up: full, public, in batches; an unknown user is none', async () => {
    const full = await client.user({ params: { id: ada.id } });
    expect(full).toMatchObject({ id: ada.id, email: ada.email, sessionsValidFrom: null });
    await expect(client.publicUser({ params: { id: ada.id } })).resolves.toEqual({
      id: ada.id,
      username: ada.username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: ada.role,
    });
    await expect(client.user({ params: { id: 999_999 } })).resolves.toBeNull();
    await expect(client.publicUser({ params: { id: 999_999 } })).resolves.toBeNull();
    const batch = await client.publicUsers({ query: { ids: [ada.id, 999_999, ada.id] } });
    expect(batch.map((u) => u.id)).toEqual([ada.id]);
    await expect(client.passkeys({ params: { id: ada.id } })).resolves.toEqual([]);
  });

  it('refuses a batch without ids or with too many, with the contract’s messages', async () => {
    const fails = (ids: number[]) => client.publicUsers({ query: { ids } }).catch((e: unknown) => e);
    const none = await fails([]);
    expect(none).toBeInstanceOf(HttpError);
    expect(none).toMatchObject({ status: 400, message: identityMessages.idsRequired });
    const many = Array.from({ length: MAX_USER_BATCH + 1 }, (_, i) => i + 1);
    expect(await fails(many)).toMatchObject({
      status: 400,
      message: identityMessages.tooManyIds(MAX_USER_BATCH),
    });
  });
});
