import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { allRouteDeclarations, mountedRoutes } from '../route-inventory';
import { readsEnvLikeThePlatform } from '../env';

/** What the skeleton test looks at: the package's folder, and the service built from it. */
export interface ServiceLayoutSubject {
  /** The service package's folder (where its package.json is). */
  dir: string;
  /** The running service's Express app: every route it answers must be declared. */
  app: object;
  /** The service's own configuration schema (`src/config.ts`): every variable read with the env helpers. */
  config: z.ZodObject;
}

/** Files and folders every service has (docs/CONVENTIONS.md "Service layout"). */
export const SKELETON_PATHS = [
  'package.json',
  'README.md',
  'drizzle/meta/_journal.json',
  'src/main.ts',
  'src/index.ts',
  'src/service.ts',
  'src/config.ts',
  'src/deps.ts',
  'src/db/schema.ts',
  'src/routes/',
  'src/use-cases/',
  'src/stores/stores.ts',
  'test/harness.ts',
] as const;

/** What the kit owns, so a service must not keep its own copy (file names anywhere under src). */
const KIT_OWNED_FILES: Record<string, string> = {
  'clock.ts': 'Clock and systemClock come from @canopy/service-kit',
  'migrations-folder.ts': 'migrationsFolder(packageName) comes from @canopy/service-kit',
};

/** Routes createService mounts itself: the only ones a service answers without `defineRoute`. */
export const KIT_ROUTES = [
  'GET /healthz',
  'GET /readyz',
  'GET /.well-known/jwks.json',
  'GET /internal/openapi.json',
] as const;

/**
 * Everything that keeps a service from the one skeleton, one line each (empty: it follows it). Each service's
 * `test/layout.test.ts` expects none.
 */
export function serviceLayoutProblems(subject: ServiceLayoutSubject): string[] {
  return [...fileProblems(subject.dir), ...configProblems(subject.config), ...routeProblems(subject.app)];
}

function fileProblems(dir: string): string[] {
  const problems: string[] = [];
  for (const wanted of SKELETON_PATHS) {
    const at = path.join(dir, wanted);
    const folder = wanted.endsWith('/');
    if (!existsSync(at) || statSync(at).isDirectory() !== folder) problems.push(`missing: ${wanted}`);
  }
  for (const file of filesUnder(path.join(dir, 'src'))) {
    const reason = KIT_OWNED_FILES[path.basename(file)];
    if (reason) problems.push(`${path.relative(dir, file)}: ${reason}`);
  }
  const pkg = readJson(path.join(dir, 'package.json')) as {
    name?: string;
    exports?: Record<string, string>;
  } | null;
  if (pkg) {
    if (!/^@canopy\/[a-z-]+-service$/.test(pkg.name ?? ''))
      problems.push(`package.json: name "${pkg.name}" is not @canopy/<name>-service`);
    if (pkg.exports?.['./package.json'] !== './package.json')
      problems.push('package.json: exports "./package.json" (migrationsFolder finds drizzle/ through it)');
  }
  problems.push(...sourceProblems(dir, pkg?.name));
  return problems;
}

/** The furniture of the entry files, read as text: the calls that make every service boot the same way. */
function sourceProblems(dir: string, packageName: string | undefined): string[] {
  const problems: string[] = [];
  const read = (file: string) => {
    const at = path.join(dir, file);
    return existsSync(at) ? readFileSync(at, 'utf8') : '';
  };
  const main = read('src/main.ts');
  if (main && !/\brunService\(/.test(main)) problems.push('src/main.ts: starts the service with runService');
  const service = read('src/service.ts');
  if (service) {
    if (!/\bcreateService\(/.test(service))
      problems.push('src/service.ts: builds the service with createService');
    if (/\bdefaultPort\s*:/.test(service))
      problems.push('src/service.ts: no defaultPort (createService takes it from platformServices)');
    if (packageName && !service.includes(`migrationsFolder('${packageName}')`))
      problems.push(`src/service.ts: migrations: migrationsFolder('${packageName}')`);
    if (!/deps:\s*\(ctx\)\s*=>\s*create\w+Deps\(ctx\b/.test(service))
      problems.push('src/service.ts: deps: (ctx) => create<Name>Deps(ctx, opts), the factory in src/deps.ts');
  }
  const deps = read('src/deps.ts');
  if (deps && !/export function create\w+Deps\(/.test(deps))
    problems.push('src/deps.ts: exports the deps factory create<Name>Deps(ctx, options)');
  return problems;
}

function configProblems(config: z.ZodObject): string[] {
  return Object.entries(config.shape)
    .filter(([, schema]) => !readsEnvLikeThePlatform(schema as z.ZodType))
    .map(
      ([name]) =>
        `src/config.ts: ${name} is not read with an env helper (envFlag, envUrl, envDurationMs, ...)`,
    );
}

function routeProblems(app: object): string[] {
  const problems: string[] = [];
  // defineRoute itself refuses an undeclared auth level or path parameter; what is left is a route mounted
  // beside it (`router.get(...)`), which would skip the declared guard and parsing.
  const declared = new Set(allRouteDeclarations(app).map((d) => `${d.method.toUpperCase()} ${d.path}`));
  const kitOwned = new Set<string>(KIT_ROUTES);
  for (const route of mountedRoutes(app)) {
    const key = `${route.method} ${route.path}`;
    if (!declared.has(key) && !kitOwned.has(key))
      problems.push(`route ${key}: mounted without defineRoute (no declared auth level)`);
  }
  return problems;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(at) : [at];
  });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
