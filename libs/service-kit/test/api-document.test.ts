import express, { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@canopy/contracts';
import {
  createService,
  defineRoute,
  ERROR_BODY_COMPONENT,
  jsonSchemaOf,
  mountedRoutes,
  openApiDocument,
  routeDeclarations,
  type OpenApiDocument,
  type RouteDeclaration,
  type RunningService,
} from '../src';
import {
  createTestDatabase,
  identityHeaders,
  serviceHeaders,
  openApiProblems,
  testKeyEnv,
  undocumentedRoutes,
  type TestDatabase,
} from '../src/testing';

const noteSchema = z.object({ id: z.number().int(), title: z.string() });
const noteInputSchema = z.object({
  title: z.string().min(1, 'Title is required'),
  pinned: z.boolean().default(false),
});
const listQuerySchema = z.object({
  search: z.string().max(50).optional().describe('Words in the title'),
  limit: z.coerce.number().int().min(1).max(100),
});
const idParams = z.object({ id: z.number().int().min(1) });

const info = { title: 'Notes', version: '1.0.0' };

function notesRouter(): Router {
  const router = Router();
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/notes',
      summary: 'List notes',
      tags: ['Notes'],
      auth: 'public',
      query: listQuerySchema,
      responses: { 200: z.array(noteSchema) },
    },
    (_input, _req, res) => {
      res.json([]);
    },
  );
  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/notes/:id/copies',
      summary: 'Copy a note',
      description: 'Makes a copy with a new title.',
      tags: ['Notes', 'Copies'],
      auth: 'admin',
      params: idParams,
      body: noteInputSchema,
      responses: { 201: noteSchema, 404: 'No such note', 409: 'A copy with this title exists' },
    },
    ({ params, body }, _req, res) => {
      res.status(201).json({ id: params.id + 1, ...body });
    },
  );
  return router;
}

describe('defineRoute', () => {
  it('mounts the handlers like router[method] and records the declaration', async () => {
    const router = notesRouter();
    const app = express();
    app.use(express.json());
    app.use((req, _res, next) => {
      req.identity = null;
      next();
    });
    app.use(router);
    await request(app).get('/api/notes?limit=10').expect(200, []);
    await request(app).get('/api/notes').expect(400);
    // The auth level's guard runs: a visitor is refused.
    await request(app).post('/api/notes/3/copies').send({ title: 'x' }).expect(401);
    expect(routeDeclarations(router).map((d) => `${d.method} ${d.path}`)).toEqual([
      'get /api/notes',
      'post /api/notes/:id/copies',
    ]);
  });

  it('finds declarations of routers mounted in an app, with their mount path', () => {
    const app = express();
    const inner = Router();
    defineRoute(
      inner,
      {
        method: 'get',
        path: '/api/x',
        summary: 'X',
        tags: ['X'],
        auth: 'user',
        responses: { 200: noteSchema },
      },
      (_input, _req, res) => void res.json({}),
    );
    const outer = Router();
    outer.use('/v2', inner);
    app.use(notesRouter());
    app.use(outer);
    expect(routeDeclarations(app).map((d) => d.path)).toEqual([
      '/api/notes',
      '/api/notes/:id/copies',
      '/v2/api/x',
    ]);
    expect(mountedRoutes(app)).toEqual([
      { method: 'GET', path: '/api/notes' },
      { method: 'POST', path: '/api/notes/:id/copies' },
      { method: 'GET', path: '/v2/api/x' },
    ]);
  });

  it.each<[string, Partial<RouteDeclaration>]>([
    ['an internal path', { path: '/internal/x' as RouteDeclaration['path'] }],
    ['an empty summary', { summary: '  ' }],
    ['no tag', { tags: [] }],
    ['no response', { responses: {} }],
    ['a wildcard', { path: '/api/files/*rest' }],
    ['a parameter missing from the path', { params: idParams }],
  ])('refuses %s', (_what, change) => {
    const declaration: RouteDeclaration = {
      method: 'get',
      path: '/api/things',
      summary: 'Things',
      tags: ['Things'],
      auth: 'public',
      responses: { 200: noteSchema },
      ...change,
    };
    expect(() => defineRoute(Router(), declaration, (_input, _req, res) => void res.end())).toThrow();
  });
});

describe('openApiDocument', () => {
  const doc = openApiDocument(routeDeclarations(notesRouter()), info);
  const copy = doc.paths['/api/notes/{id}/copies']!.post!;
  const list = doc.paths['/api/notes']!.get!;

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(await openApiProblems(doc)).toEqual([]);
  });

  it('takes request and answer schemas from the contracts', () => {
    expect(copy.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(noteInputSchema, 'input') } },
    });
    const { $schema: _, ...answer } = z.toJSONSchema(noteSchema, { io: 'output' });
    expect(copy.responses['201']!.content!['application/json']!.schema).toEqual(answer);
    expect(doc.components.schemas[ERROR_BODY_COMPONENT]).toEqual(jsonSchemaOf(errorBodySchema, 'output'));
  });

  it('turns :id into an integer path parameter, and the query into query parameters', () => {
    expect(copy.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        schema: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
      },
    ]);
    expect(list.parameters).toEqual([
      {
        name: 'search',
        in: 'query',
        description: 'Words in the title',
        schema: { type: 'string', maxLength: 50, description: 'Words in the title' },
      },
      { name: 'limit', in: 'query', required: true, schema: expect.objectContaining({ type: 'integer' }) },
    ]);
  });

  it('adds the answers every guarded or validated route can give, and says who may call', () => {
    expect(Object.keys(copy.responses)).toEqual(['201', '400', '401', '403', '404', '409']);
    expect(copy.responses['409']).toEqual({
      description: 'A copy with this title exists',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    expect(copy.security).toEqual([{ session: [] }]);
    expect(copy['x-canopy-auth']).toBe('admin');
    expect(copy.description).toContain('Makes a copy with a new title.');
    expect(copy.description).toContain('administrator');
    expect(list.security).toEqual([{}, { session: [] }]);
    expect(Object.keys(list.responses)).toEqual(['200', '400']);
    expect(doc.tags).toEqual([{ name: 'Notes' }, { name: 'Copies' }]);
    expect(copy.operationId).toBe('postNotesByIdCopies');
  });

  it('marks a body optional when an empty one is valid', () => {
    const router = Router();
    defineRoute(
      router,
      {
        method: 'post',
        path: '/api/search',
        summary: 'Search',
        tags: ['S'],
        auth: 'public',
        body: z.object({ q: z.string().optional() }),
        responses: { 200: z.array(z.string()) },
      },
      (_input, _req, res) => void res.json([]),
    );
    const search = openApiDocument(routeDeclarations(router), info).paths['/api/search']!.post!;
    expect(search.requestBody?.required).toBe(false);
  });

  it('moves recursive schemas into components so references stay inside the document', async () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const nodeSchema: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(nodeSchema);
      },
    });
    const router = Router();
    defineRoute(
      router,
      {
        method: 'get',
        path: '/api/tree',
        summary: 'Tree',
        tags: ['T'],
        auth: 'public',
        responses: { 200: nodeSchema },
      },
      (_input, _req, res) => void res.json({ name: 'root', children: [] }),
    );
    const tree = openApiDocument(routeDeclarations(router), info);
    expect(JSON.stringify(tree)).not.toContain('#/$defs');
    expect(JSON.stringify(tree)).not.toContain('"$ref":"#"');
    const answer = tree.paths['/api/tree']!.get!.responses['200']!.content!['application/json']!.schema!;
    expect(answer.$ref).toMatch(/^#\/components\/schemas\//);
    expect(await openApiProblems(tree)).toEqual([]);
  });

  it('refuses to document one method and path twice', () => {
    const twice = [...routeDeclarations(notesRouter()), ...routeDeclarations(notesRouter())];
    expect(() => openApiDocument(twice, info)).toThrow(/declared twice/);
  });
});

describe('the checks', () => {
  it('find a route the document leaves out', () => {
    const app = express();
    const router = notesRouter();
    router.get('/api/notes/:id', (_req, res) => void res.json({}));
    router.get('/internal/notes', (_req, res) => void res.json([]));
    app.use(router);
    const doc = openApiDocument(routeDeclarations(app), info);
    expect(undocumentedRoutes(app, doc)).toEqual(['GET /api/notes/:id']);
    expect(undocumentedRoutes(app, doc, { except: ['GET /api/notes/:id'] })).toEqual([]);
  });

  it('find an operation without a summary or description', () => {
    const app = express();
    app.use(notesRouter());
    const doc = openApiDocument(routeDeclarations(app), info);
    (doc.paths['/api/notes']!.get as { description: string }).description = '';
    expect(undocumentedRoutes(app, doc)).toEqual(['GET /api/notes']);
  });

  it.each<[string, (doc: OpenApiDocument) => void, RegExp]>([
    ['a wrong version', (d) => (d.openapi = '3.0.3'), /openapi is 3\.0\.3, not 3\.1\.0/],
    ['an operation without responses', (d) => (d.paths['/api/notes']!.get!.responses = {}), /responses/],
    [
      'an operation without a success answer',
      (d) => delete d.paths['/api/notes']!.get!.responses['200'],
      /no success response/,
    ],
    [
      'a response without a description',
      (d) => delete (d.paths['/api/notes']!.get!.responses['200'] as { description?: string }).description,
      /description is missing/,
    ],
    [
      'a broken reference',
      (d) =>
        (d.paths['/api/notes']!.get!.responses['400']!.content!['application/json']!.schema = {
          $ref: '#/components/schemas/Nope',
        }),
      /Missing \$ref pointer "#\/components\/schemas\/Nope"/,
    ],
    [
      'an undeclared path parameter',
      (d) => (d.paths['/api/notes/{id}/copies']!.post!.parameters = []),
      /missing path parameter\(s\) for `\{id\}`/,
    ],
    [
      'an optional path parameter',
      (d) => (d.paths['/api/notes/{id}/copies']!.post!.parameters![0]!.required = false),
      /"required": false/,
    ],
    [
      'an operationId used twice',
      (d) => (d.paths['/api/notes']!.get!.operationId = 'postNotesByIdCopies'),
      /operationId `postNotesByIdCopies` is duplicated/,
    ],
    [
      'an invalid JSON Schema',
      (d) => (d.components.schemas.Bad = { type: 'no-such-type' }),
      /components\.schemas\.Bad/,
    ],
  ])('find %s', async (_what, breakIt, problem) => {
    const doc = structuredClone(openApiDocument(routeDeclarations(notesRouter()), info));
    breakIt(doc);
    expect((await openApiProblems(doc)).join('\n')).toMatch(problem);
  });
});

describe('a service built with createService', () => {
  let db: TestDatabase;
  let svc: RunningService<unknown, Record<string, never>>;

  beforeAll(async () => {
    db = await createTestDatabase('embedded', 'kit-doc');
    svc = await createService(
      {
        name: 'kit',
        defaultPort: 0,
        schema: {},
        deps: () => ({}),
        routes(router) {
          for (const r of routeDeclarations(notesRouter())) {
            defineRoute(router, r, (_input, _req, res) => void res.json([]));
          }
        },
      },
      { env: { ...db.env, ...testKeyEnv('kit') }, logger: pino({ level: 'silent' }) },
    );
  });
  afterAll(async () => {
    await svc?.stop();
    await db?.cleanup();
  });

  it('serves its document to services at /internal/openapi.json, and to no one else', async () => {
    await request(svc.app).get('/internal/openapi.json').expect(401);
    await request(svc.app)
      .get('/internal/openapi.json')
      .set(await identityHeaders(null))
      .expect(403);
    const res = await request(svc.app)
      .get('/internal/openapi.json')
      .set(await serviceHeaders('gateway', 'kit'))
      .expect(200);
    const doc = res.body as OpenApiDocument;
    expect(doc.info.title).toBe('Canopy kit service');
    expect(await openApiProblems(doc)).toEqual([]);
    expect(undocumentedRoutes(svc.app, doc)).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(['/api/notes', '/api/notes/{id}/copies']);
  });
});
