import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseApp, defineRoute, envFlag, envUrl } from '../src';
import { SKELETON_PATHS, serviceLayoutProblems } from '../src/testing';

const SERVICE_TS = `
export function createThingService(opts = {}) {
  return createService({ name: 'thing', migrations: migrationsFolder('@canopy/thing-service'),
    deps: (ctx) => createThingDeps(ctx, opts) }, opts);
}`;

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A package folder with every skeleton file; `files` replaces or adds some (null removes one). */
function packageDir(files: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-layout-'));
  dirs.push(dir);
  const contents: Record<string, string | null> = {
    'package.json': JSON.stringify({
      name: '@canopy/thing-service',
      exports: { '.': './src/index.ts', './package.json': './package.json' },
    }),
    'src/main.ts': 'await runService(createThingService);',
    'src/service.ts': SERVICE_TS,
    'src/deps.ts': 'export function createThingDeps(ctx, opts) {}',
    ...files,
  };
  for (const wanted of SKELETON_PATHS) {
    if (wanted.endsWith('/')) mkdirSync(path.join(dir, wanted), { recursive: true });
    else if (!(wanted in contents)) contents[wanted] = '';
  }
  for (const [file, text] of Object.entries(contents)) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function declaredApp(extra?: (router: Router) => void) {
  const app = baseApp();
  const router = Router();
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/things/:id',
      summary: 'A thing',
      tags: ['Things'],
      auth: 'public',
      params: z.object({ id: z.string() }),
      responses: { 200: z.object({}) },
    },
    (_input, _req, res) => res.json({}),
  );
  extra?.(router);
  router.get('/healthz', (_req, res) => res.json({}));
  app.use(router);
  return app;
}

const config = z.object({
  DEMO: envFlag(false),
  PEER_URL: envUrl().optional(),
  NAME: z.string().default('x'),
});

describe('serviceLayoutProblems', () => {
  it('finds nothing wrong with a service on the skeleton', () => {
    expect(serviceLayoutProblems({ dir: packageDir(), app: declaredApp(), config })).toEqual([]);
  });

  it('names missing skeleton files and local copies of what the kit owns', () => {
    const dir = packageDir({ 'src/deps.ts': null, 'src/clock.ts': '', 'src/db/migrations-folder.ts': '' });
    rmSync(path.join(dir, 'src/routes'), { recursive: true });
    expect(serviceLayoutProblems({ dir, app: declaredApp(), config })).toEqual([
      'missing: src/deps.ts',
      'missing: src/routes/',
      'src/clock.ts: Clock and systemClock come from @canopy/service-kit',
      'src/db/migrations-folder.ts: migrationsFolder(packageName) comes from @canopy/service-kit',
    ]);
  });

  it('holds the entry files to the kit’s way of booting', () => {
    const dir = packageDir({
      'package.json': JSON.stringify({ name: '@canopy/thing-service' }),
      'src/main.ts': 'createThingService().then((s) => s.start());',
      'src/service.ts': `createService({ name: 'thing', defaultPort: 4100, migrations: migrationsFolder(),
        deps(ctx) { return {}; } })`,
      'src/deps.ts': 'export const deps = {};',
    });
    expect(serviceLayoutProblems({ dir, app: declaredApp(), config })).toEqual([
      'package.json: exports "./package.json" (migrationsFolder finds drizzle/ through it)',
      'src/main.ts: starts the service with runService',
      'src/service.ts: no defaultPort (createService takes it from platformServices)',
      "src/service.ts: migrations: migrationsFolder('@canopy/thing-service')",
      'src/service.ts: deps: (ctx) => create<Name>Deps(ctx, opts), the factory in src/deps.ts',
      'src/deps.ts: exports the deps factory create<Name>Deps(ctx, options)',
    ]);
  });

  it('names configuration read without the env helpers', () => {
    const own = config.extend({ LIMIT: z.coerce.number().default(3), SITE: z.url().optional() });
    expect(serviceLayoutProblems({ dir: packageDir(), app: declaredApp(), config: own })).toEqual([
      'src/config.ts: LIMIT is not read with an env helper (envFlag, envUrl, envDurationMs, ...)',
      'src/config.ts: SITE is not read with an env helper (envFlag, envUrl, envDurationMs, ...)',
    ]);
  });

  it('names a route mounted beside defineRoute, whatever its prefix', () => {
    const app = declaredApp((router) => {
      router.post('/api/things', (_req, res) => res.json({}));
      router.get('/internal/things', (_req, res) => res.json({}));
    });
    expect(serviceLayoutProblems({ dir: packageDir(), app, config })).toEqual([
      'route POST /api/things: mounted without defineRoute (no declared auth level)',
      'route GET /internal/things: mounted without defineRoute (no declared auth level)',
    ]);
  });
});
