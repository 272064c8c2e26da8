import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, startGateway } from './support/gateway-harness';

afterEach(cleanup);

const NOT_CONFIGURED = 'Sign-in is not available: the identity service is not configured.';

describe('a gateway without IDENTITY_URL', () => {
  it('answers sign-in, sign-up and passkey sign-in with 404 JSON saying so', async () => {
    const { url } = await startGateway({ ENABLE_TEST_LOGIN: 'true' });
    const attempts = [
      request(url).post('/api/login').send({ username: 'rowan', password: 'Canopy!learn1' }),
      request(url).post('/api/register').send({
        username: 'rowan',
        password: 'Canopy!learn1',
        firstName: 'Rowan',
        lastName: 'Oak',
        email: 'rowan@example.org',
      }),
      request(url).post('/api/test-login'),
      request(url).post('/api/passkeys/login/options').send({}),
    ];
    for (const [i, res] of (await Promise.all(attempts)).entries()) {
      expect(res.status, `attempt ${i}`).toBe(404);
      expect(res.body).toEqual({ message: NOT_CONFIGURED, code: 'not_found' });
    }
  });
});
