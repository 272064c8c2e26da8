import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  IDENTITY_HEADER,
  courseSchema,
  loginSchema,
  messageAnswerSchema,
  newsletterSubscriptionSchema,
  registrationSchema,
  userSchema,
} from '@canopy/contracts';
import {
  defineRoute,
  idFields,
  openApiDocument,
  routeDeclarations,
  type OpenApiDocument,
  type RouteDeclaration,
} from '@canopy/service-kit';
import { openApiProblems, readTestToken, undocumentedRoutes } from '@canopy/service-kit/testing';
import { FRAGMENT_RETRY_MS, FRAGMENT_TTL_MS, mergeDocuments } from '../src/openapi-route';
import { cleanup, closedPort, startEchoServer, startGateway } from './support/gateway-harness';

afterEach(async () => {
  vi.useRealTimers();
  await cleanup();
});

const contract = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
};

/** A service's part of the document, made the way createService makes it. */
function fragment(title: string, declarations: RouteDeclaration[]): OpenApiDocument {
  const router = Router();
  for (const d of declarations) defineRoute(router, d, (_input, _req, res) => void res.end());
  return openApiDocument(routeDeclarations(router), { title, version: '1.0.0' });
}

const identityPart = fragment('identity', [
  {
    method: 'get',
    path: '/api/users',
    summary: 'List all users',
    tags: ['Users'],
    auth: 'admin',
    responses: { 200: userSchema.array() },
  },
  {
    method: 'post',
    path: '/api/newsletter/subscriptions',
    summary: 'Subscribe',
    tags: ['Newsletter'],
    auth: 'public',
    body: newsletterSubscriptionSchema,
    responses: { 200: messageAnswerSchema },
  },
  // Not identity's according to the route table: never reaches the merged document from here.
  {
    method: 'get',
    path: '/api/courses',
    summary: 'Not routed to identity',
    tags: ['Stray'],
    auth: 'public',
    responses: { 200: courseSchema.array() },
  },
]);

const coursePart = fragment('course', [
  {
    method: 'get',
    path: '/api/courses/:id',
    summary: 'One course',
    tags: ['Catalogue'],
    auth: 'public',
    params: idFields('id'),
    responses: { 200: courseSchema, 404: 'No such course' },
  },
]);

/** Whom a token is addressed to (read unchecked: the stand-in verifies it as that service would). */
const audienceOf = (token: string) =>
  String(
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { aud?: unknown }).aud,
  );

/** A stand-in service answering its document to the gateway's own token only. */
function servesDocument(document: OpenApiDocument, callers: string[]) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const token = req.headers[IDENTITY_HEADER];
    const claims = typeof token === 'string' ? await readTestToken(token, audienceOf(token)) : undefined;
    res.setHeader('content-type', 'application/json');
    if (req.url !== '/internal/openapi.json' || !claims?.service) {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'Not found', code: 'not_found' }));
      return;
    }
    callers.push(claims.service);
    res.end(JSON.stringify(document));
  };
}

async function platform() {
  const identityCalls: string[] = [];
  const identity = await startEchoServer({ handler: servesDocument(identityPart, identityCalls) });
  const coursePort = await closedPort();
  const { gw, url } = await startGateway({
    IDENTITY_URL: identity.url,
    COURSE_URL: `http://127.0.0.1:${coursePort}`,
    ENABLE_TEST_LOGIN: 'true',
  });
  return { gw, url, identityCalls, coursePort };
}

describe('GET /api/openapi.json', () => {
  it('serves one valid OpenAPI 3.1 document: the gateway routes and each service’s own paths', async () => {
    const { gw, url } = await platform();
    const res = await request(url).get('/api/openapi.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    const doc = res.body as OpenApiDocument;
    expect(doc.openapi).toBe('3.1.0');
    expect(await openApiProblems(doc)).toEqual([]);

    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/register',
        '/api/logout',
        '/api/user',
        '/api/test-login',
        '/api/passkeys',
        '/api/passkeys/register/options',
        '/api/passkeys/register/verify',
        '/api/passkeys/login/options',
        '/api/passkeys/login/verify',
        '/api/openapi.json',
        '/api/docs',
        '/api/users',
        '/api/newsletter/subscriptions',
      ]),
    );
    // A path the route table does not send to the service that declared it is not offered to integrators.
    expect(doc.paths['/api/courses']).toBeUndefined();
    expect(doc.tags.map((t) => t.name)).not.toContain('Stray');
    // Every /api route the gateway answers itself is in it, with a summary and a description.
    expect(undocumentedRoutes(gw.app, doc)).toEqual([]);
  });

  it('describes the gateway’s bodies and answers with the contracts', async () => {
    const { url } = await platform();
    const doc = (await request(url).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    const login = doc.paths['/api/login']!.post!;
    expect(login.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: contract(loginSchema, 'input') } },
    });
    expect(login.responses['200']!.content!['application/json']!.schema).toEqual(
      contract(userSchema, 'output'),
    );
    expect(Object.keys(login.responses)).toEqual(['200', '400', '401', '403', '429', '503']);
    expect(doc.paths['/api/register']!.post!.requestBody!.content['application/json']!.schema).toEqual(
      contract(registrationSchema, 'input'),
    );
    expect(doc.paths['/api/user']!.get!.security).toEqual([{ session: [] }]);
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'canopy.sid',
    });
  });

  it('leaves out a service that is down, says so, and takes it in once it is back', async () => {
    const { url, coursePort } = await platform();
    const first = (await request(url).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    expect(first['x-unavailable']).toEqual(['course']);
    expect(first.info.description).toMatch(/could not be reached: course/);
    expect(first.paths['/api/courses/{id}']).toBeUndefined();

    await startEchoServer({ port: coursePort, handler: servesDocument(coursePart, []) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FRAGMENT_RETRY_MS + 1);
    const second = (await request(url).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    expect(second['x-unavailable']).toBeUndefined();
    expect(second.paths['/api/courses/{id}']?.get?.summary).toBe('One course');
    expect(await openApiProblems(second)).toEqual([]);
  });

  it('asks each service once per caching period, with the gateway’s service token', async () => {
    const { url, identityCalls } = await platform();
    await Promise.all([1, 2, 3].map(() => request(url).get('/api/openapi.json').expect(200)));
    await request(url).get('/api/openapi.json').expect(200);
    expect(identityCalls).toEqual(['gateway']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FRAGMENT_TTL_MS + 1);
    await request(url).get('/api/openapi.json').expect(200);
    expect(identityCalls).toEqual(['gateway', 'gateway']);
  });

  it('is served with no service configured: the gateway’s own routes only', async () => {
    const { url } = await startGateway();
    const doc = (await request(url).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    expect(await openApiProblems(doc)).toEqual([]);
    expect(doc['x-unavailable']).toBeUndefined();
    expect(doc.paths['/api/login']).toBeDefined();
    expect(doc.paths['/api/users']).toBeUndefined();
  });
});

describe('mergeDocuments', () => {
  interface Reply {
    text: string;
    replies: Reply[];
  }
  const replySchema: z.ZodType<Reply> = z.object({
    text: z.string(),
    get replies() {
      return z.array(replySchema);
    },
  });
  interface Category {
    name: string;
    children: Category[];
  }
  const categorySchema: z.ZodType<Category> = z.object({
    name: z.string(),
    get children() {
      return z.array(categorySchema);
    },
  });

  it('keeps two services’ different schemas of one generated name apart, references included', async () => {
    const forum = fragment('forum', [
      {
        method: 'get',
        path: '/api/forum/posts',
        summary: 'Posts',
        tags: ['Forum'],
        auth: 'public',
        responses: { 200: replySchema },
      },
    ]);
    const course = fragment('course', [
      {
        method: 'get',
        path: '/api/categories',
        summary: 'Categories',
        tags: ['Catalogue'],
        auth: 'public',
        responses: { 200: categorySchema },
      },
    ]);
    // zod-openapi numbers recursive schemas per document: both parts call theirs __schema0.
    expect(Object.keys(forum.components.schemas)).toContain('__schema0');
    expect(Object.keys(course.components.schemas)).toContain('__schema0');
    const own = fragment('gateway', []);
    const merged = mergeDocuments(own, [
      { service: 'forum', document: forum },
      { service: 'course', document: course },
    ]);
    const answer = (path: string) =>
      merged.paths[path]!.get!.responses['200']!.content!['application/json']!.schema!.$ref as string;
    const target = (ref: string) => merged.components.schemas[ref.replace('#/components/schemas/', '')]!;
    expect(Object.keys(target(answer('/api/forum/posts')).properties as object)).toEqual(['text', 'replies']);
    expect(Object.keys(target(answer('/api/categories')).properties as object)).toEqual(['name', 'children']);
    expect(JSON.stringify(target(answer('/api/categories')))).toContain(answer('/api/categories'));
    // The same component in both (the error body) stays one.
    expect(Object.keys(merged.components.schemas).filter((n) => n.endsWith('ErrorBody'))).toEqual([
      'ErrorBody',
    ]);
    expect(await openApiProblems(merged)).toEqual([]);
  });
});
