import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@canopy/api-client';
import { primeUserQuery, USER_QUERY_KEY } from '../src';

const user = { id: 7, username: 'rowan', role: 'student', status: 'active' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('primeUserQuery', () => {
  it('makes the answer already on its way the current user, so the query is not asked again', async () => {
    const client = createQueryClient();
    primeUserQuery(client, Promise.resolve(json(200, user)));
    await client.getQueryCache().find({ queryKey: USER_QUERY_KEY })!.promise;
    expect(client.getQueryData(USER_QUERY_KEY)).toEqual(user);
    expect(client.getQueryState(USER_QUERY_KEY)?.dataUpdateCount).toBe(1);
  });

  it('reads a 401 as signed out and another failure as the error the provider treats as signed out', async () => {
    const signedOut = createQueryClient();
    primeUserQuery(signedOut, Promise.resolve(json(401, { message: 'Not authenticated' })));
    await signedOut.getQueryCache().find({ queryKey: USER_QUERY_KEY })!.promise;
    expect(signedOut.getQueryData(USER_QUERY_KEY)).toBeNull();

    const failing = createQueryClient();
    primeUserQuery(failing, Promise.resolve(json(503, { message: 'The identity service is unavailable.' })));
    await failing
      .getQueryCache()
      .find({ queryKey: USER_QUERY_KEY })!
      .promise?.catch(() => undefined);
    const state = failing.getQueryState(USER_QUERY_KEY);
    expect(state?.status).toBe('error');
    expect(state?.fetchFailureCount).toBe(1);
  });
});
