import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { User } from '@canopy/contracts';
import { defineRoute, errorHandler } from '@canopy/service-kit';
import { sessionCaller, sessionUser } from '../src/session-caller';
import type { SessionUsers } from '../src/session-user';

const rowan = {
  id: 7,
  username: 'rowan',
  role: 'student',
  status: 'active',
  firstName: 'Rowan',
  lastName: 'Oak',
} as User;

/** The gateway's way of mounting its own routes, with a session that holds `user` (null: a visitor). */
function app(user: User | null) {
  const reads: string[] = [];
  const users = {
    current: async (req) => {
      reads.push(req.path);
      return user;
    },
  } as Pick<SessionUsers, 'current'> as SessionUsers;
  const router = Router();
  router.use(sessionCaller(router, users));
  const ok = { 200: z.object({}) };
  defineRoute(
    router,
    { method: 'get', path: '/api/me', summary: 'Me', tags: ['T'], auth: 'user', responses: ok },
    ({ user: caller }, req, res) => void res.json({ caller: caller.id, user: sessionUser(req).username }),
  );
  defineRoute(
    router,
    { method: 'post', path: '/api/sign-in', summary: 'In', tags: ['T'], auth: 'public', responses: ok },
    (_input, _req, res) => void res.json({}),
  );
  const a = express();
  a.use(router);
  a.get('/api/other', (_req, res) => void res.json({}));
  a.use(errorHandler());
  return { a, reads };
}

describe('sessionCaller before the gateway’s own declared routes', () => {
  it('gives a signed-in route its caller from the session, however Express spells the path', async () => {
    const { a } = app(rowan);
    for (const path of ['/api/me', '/api/ME', '/api/me/']) {
      const res = await request(a).get(path).expect(200);
      expect(res.body).toEqual({ caller: 7, user: 'rowan' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a visitor in the gateway’s words, never cached', async () => {
    const res = await request(app(null).a).get('/api/me').expect(401);
    expect(res.body).toEqual({ message: 'Not authenticated', code: 'unauthenticated' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the session’s user unread on public routes and routes it does not declare', async () => {
    const { a, reads } = app(rowan);
    const signIn = await request(a).post('/api/sign-in').expect(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const other = await request(a).get('/api/other').expect(200);
    expect(other.headers['cache-control']).toBeUndefined();
    expect(reads).toEqual([]);
  });
});
