import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allRouteDeclarations,
  createTokenVerifier,
  defineRoute,
  errorHandler,
  ForbiddenError,
  idFields,
  identityMiddleware,
  jsonBodyParser,
  publicJwks,
  routeDeclarations,
  type RouteDeclaration,
} from '../src';
import { fakeIdentity, identityHeaders, serviceHeaders, testSigningKey } from '../src/testing';

const noteInput = z.object({ title: z.string().min(1, 'Title is required') });
const listQuery = z.object({ page: z.coerce.number().int().min(1, 'Page must be at least 1').default(1) });

function app(): express.Express {
  const router = Router();
  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/courses/:courseId/notes',
      summary: 'Add a note',
      tags: ['Notes'],
      auth: 'user',
      params: idFields('courseId'),
      query: listQuery,
      body: noteInput,
      responses: { 201: z.object({}) },
    },
    ({ params, query, body, user }, _req, res) => {
      res.status(201).json({ courseId: params.courseId, page: query.page, title: body.title, by: user.id });
    },
  );
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/figures',
      summary: 'Figures',
      tags: ['Notes'],
      auth: 'admin',
      deniedMessage: 'Only moderators can see figures',
      signInMessage: 'Please log in to see figures',
      responses: { 200: z.object({}) },
    },
    (_input, _req, res) => void res.json({ ok: true }),
  );
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/drafts',
      summary: 'Drafts',
      tags: ['Notes'],
      auth: 'educator',
      guard: (req) => {
        if (req.identity?.username === 'blocked') throw new ForbiddenError('Blocked');
      },
      responses: { 200: z.object({}) },
    },
    (_input, _req, res) => void res.json({ ok: true }),
  );
  defineRoute(
    router,
    {
      method: 'get',
      path: '/internal/things/:slug',
      summary: 'A thing',
      tags: ['Internal'],
      auth: 'internal',
      callers: ['forum'],
      params: z.object({ slug: z.string().regex(/^[a-z]+$/) }),
      responses: { 200: z.object({}) },
    },
    ({ params, callerService }, _req, res) => void res.json({ slug: params.slug, callerService }),
  );
  const a = express();
  const verifier = createTokenVerifier({
    self: 'kit',
    gateway: { jwks: publicJwks([testSigningKey('gateway')]) },
    peers: {
      forum: { jwks: publicJwks([testSigningKey('forum')]) },
      course: { jwks: publicJwks([testSigningKey('course')]) },
    },
  });
  a.use(jsonBodyParser('100kb'), identityMiddleware(verifier), router, errorHandler());
  return a;
}

const student = fakeIdentity({ role: 'student' });
const educator = fakeIdentity({ role: 'educator' });

describe('a declared route enforces its declaration', () => {
  it('parses params, query and body with the declared schemas before the handler runs', async () => {
    const res = await request(app())
      .post('/api/courses/12/notes?page=3')
      .set(await identityHeaders(student))
      .send({ title: 'Soil' })
      .expect(201);
    expect(res.body).toEqual({ courseId: 12, page: 3, title: 'Soil', by: student.id });
  });

  it('answers 400 with the contract message for a bad id, query or body', async () => {
    const headers = await identityHeaders(student);
    const a = app();
    for (const id of ['0', 'abc', '99999999999', '1.5', '-3']) {
      const res = await request(a)
        .post(`/api/courses/${id}/notes`)
        .set(headers)
        .send({ title: 'x' })
        .expect(400);
      expect(res.body).toMatchObject({ message: 'Invalid courseId', code: 'validation_failed' });
    }
    const q = await request(a)
      .post('/api/courses/1/notes?page=0')
      .set(headers)
      .send({ title: 'x' })
      .expect(400);
    expect(q.body.message).toBe('Page must be at least 1');
    const b = await request(a).post('/api/courses/1/notes').set(headers).send({ title: '' }).expect(400);
    expect(b.body.message).toBe('Title is required');
    // A path parameter the router cannot percent-decode is the client's mistake too, never a 500.
    for (const id of ['%', '%E0%A4%A']) {
      const res = await request(a)
        .post(`/api/courses/${id}/notes`)
        .set(headers)
        .send({ title: 'x' })
        .expect(400);
      expect(res.body).toEqual({ message: 'Invalid request path', code: 'validation_failed' });
    }
  });

  it('applies the guard its auth level names, then the finer guard', async () => {
    const a = app();
    const visitor = await request(a)
      .post('/api/courses/1/notes')
      .set(await identityHeaders(null))
      .send({ title: 'x' })
      .expect(401);
    expect(visitor.body.message).toBe('Authentication required');
    const visitorToFigures = await request(a)
      .get('/api/figures')
      .set(await identityHeaders(null))
      .expect(401);
    expect(visitorToFigures.body).toMatchObject({
      message: 'Please log in to see figures',
      code: 'unauthenticated',
    });
    const denied = await request(a)
      .get('/api/figures')
      .set(await identityHeaders(educator))
      .expect(403);
    expect(denied.body.message).toBe('Only moderators can see figures');
    await request(a)
      .get('/api/figures')
      .set(await identityHeaders(fakeIdentity({ role: 'admin' })))
      .expect(200);
    await request(a)
      .get('/api/drafts')
      .set(await identityHeaders(student))
      .expect(403);
    await request(a)
      .get('/api/drafts')
      .set(await identityHeaders(educator))
      .expect(200);
    const pending = fakeIdentity({ role: 'educator', status: 'pending' });
    await request(a)
      .get('/api/drafts')
      .set(await identityHeaders(pending))
      .expect(403);
    const blocked = fakeIdentity({ role: 'educator', username: 'blocked' });
    expect(
      (
        await request(a)
          .get('/api/drafts')
          .set(await identityHeaders(blocked))
          .expect(403)
      ).body.message,
    ).toBe('Blocked');
  });

  it('lets only services call internal routes, which stay out of the public declarations', async () => {
    const a = app();
    await request(a)
      .get('/internal/things/soil')
      .set(await identityHeaders(educator))
      .expect(403);
    const res = await request(a)
      .get('/internal/things/soil')
      .set(await serviceHeaders('forum', 'kit'))
      .expect(200);
    expect(res.body).toEqual({ slug: 'soil', callerService: 'forum' });
    await request(a)
      .get('/internal/things/Soil')
      .set(await serviceHeaders('forum', 'kit'))
      .expect(400);
    // A service the declaration does not name is refused, though its signature is good.
    await request(a)
      .get('/internal/things/soil')
      .set(await serviceHeaders('course', 'kit'))
      .expect(403);
    expect(routeDeclarations(a).map((d) => d.path)).not.toContain('/internal/things/:slug');
    expect(allRouteDeclarations(a).map((d) => d.path)).toContain('/internal/things/:slug');
  });

  it('refuses a declaration without an auth level or with an undeclared path parameter', () => {
    const base = {
      method: 'get',
      path: '/api/things/:id',
      summary: 'Things',
      tags: ['Things'],
      params: idFields('id'),
      responses: { 200: z.object({}) },
    } as const;
    const noop = () => undefined;
    expect(() => defineRoute(Router(), { ...base } as unknown as RouteDeclaration<'public'>, noop)).toThrow(
      /declare an auth level/,
    );
    expect(() => defineRoute(Router(), { ...base, auth: 'public', params: undefined }, noop)).toThrow(
      /needs a schema in params/,
    );
    expect(() => defineRoute(Router(), { ...base, auth: 'internal' }, noop)).toThrow(/internal/);
  });
});
