import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { IDENTITY_HEADER, languageMessages } from '@canopy/contracts';
import { readTestToken } from '@canopy/service-kit/testing';
import {
  cleanup,
  rowan,
  startEchoServer,
  startGateway,
  startIdentityStandIn,
} from './support/gateway-harness';

afterEach(cleanup);

/*
 * The account's language (issue 33): PATCH /api/user sets it, the session shows it at once, and the identity
 * token services read carries it; sign-up stores the visitor's language, else the request's Accept-Language.
 */

async function setup() {
  const course = await startEchoServer();
  const identity = await startIdentityStandIn([rowan]);
  const gateway = await startGateway({ COURSE_URL: course.url, IDENTITY_URL: identity.url });
  const login = await request(gateway.url).post('/api/login').send({ username: 'rowan', password: 'x' });
  expect(login.status).toBe(200);
  const cookie = (login.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  return { ...gateway, course, identity, cookie };
}

/** The language the gateway's identity token says the caller uses, as a service reads it. */
async function tokenLanguage(url: string, cookie: string) {
  const res = await request(url).get('/api/courses/mine').set('cookie', cookie).expect(200);
  const claims = await readTestToken(String(res.body.headers[IDENTITY_HEADER]));
  return claims.user?.language;
}

describe('the account’s language', () => {
  it('is set by PATCH /api/user, shown by GET /api/user and carried to services at once', async () => {
    const { url, cookie } = await setup();
    expect((await request(url).get('/api/user').set('cookie', cookie)).body.language ?? null).toBeNull();

    const set = await request(url).patch('/api/user').set('cookie', cookie).send({ language: 'es' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: rowan.id, username: 'rowan', language: 'es' });

    expect((await request(url).get('/api/user').set('cookie', cookie).expect(200)).body.language).toBe('es');
    expect(await tokenLanguage(url, cookie)).toBe('es');

    await request(url).patch('/api/user').set('cookie', cookie).send({ language: 'en' }).expect(200);
    expect(await tokenLanguage(url, cookie)).toBe('en');
  });

  it('refuses a language Canopy does not speak, or none, with a clear 400', async () => {
    const { url, cookie } = await setup();
    for (const body of [{ language: 'fr' }, { language: 'ES' }, {}]) {
      const res = await request(url).patch('/api/user').set('cookie', cookie).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(languageMessages.unknownLanguage);
    }
    expect((await request(url).get('/api/user').set('cookie', cookie)).body.language ?? null).toBeNull();
  });

  it('is for signed-in users only', async () => {
    const { url } = await setup();
    await request(url).patch('/api/user').send({ language: 'es' }).expect(401);
  });

  it('starts as the visitor’s language at sign-up, else the request’s Accept-Language, else English', async () => {
    const { url } = await setup();
    const signUp = (username: string, extra: object, acceptLanguage?: string) => {
      const req = request(url).post('/api/register');
      if (acceptLanguage) req.set('accept-language', acceptLanguage);
      return req
        .send({
          username,
          password: 'Str0ng!pass',
          firstName: 'Ann',
          lastName: 'Lee',
          email: `${username}@example.org`,
          ...extra,
        })
        .expect(201);
    };
    expect((await signUp('chosen', { language: 'es' }, 'en-GB')).body.language).toBe('es');
    expect((await signUp('header', {}, 'fr-FR, es-MX;q=0.8, en;q=0.5')).body.language).toBe('es');
    expect((await signUp('unspoken', {}, 'de')).body.language).toBe('en');
    expect((await signUp('silent', {})).body.language).toBe('en');
    const refused = await request(url).post('/api/register').send({
      username: 'odd',
      password: 'Str0ng!pass',
      firstName: 'A',
      lastName: 'B',
      email: 'o@example.org',
      language: 'fr',
    });
    expect(refused.status).toBe(400);
  });
});
