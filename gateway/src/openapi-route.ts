import { Router } from 'express';
import type { Logger } from 'pino';
import {
  API_DOCUMENT_PATH,
  API_VERSION,
  createServiceClient,
  defineRoute,
  openApiDocument,
  routeDeclarations,
  type OpenApiDocument,
  type ServiceClient,
} from '@canopy/service-kit';
import type { GatewayConfig } from './config';
import { serviceForPath, serviceNames, serviceUrlVariable, type ServiceName } from './route-table';

export const OPENAPI_PATH = '/api/openapi.json';
/** A service's part is asked for again after this long: routes change only when a service is redeployed. */
export const FRAGMENT_TTL_MS = 30_000;
/** A service that could not be reached is asked again sooner, so its paths come back soon after it does. */
export const FRAGMENT_RETRY_MS = 5_000;
const FRAGMENT_TIMEOUT_MS = 3_000;

const DESCRIPTION =
  'The public HTTP API of Canopy, as the gateway serves it under /api. Generated from the zod contracts and the ' +
  'route declarations of the gateway and of every service, never written by hand. Sign in with POST /api/login ' +
  '(or a passkey); the session cookie then authenticates each call. Errors are JSON `{ message, code, issues? }`: ' +
  'programs branch on `code`, people read `message`.';

interface Fragment {
  service: ServiceName;
  /** Absent when the service could not be reached or answered something else than a document. */
  document?: OpenApiDocument;
}

/**
 * GET /api/openapi.json: the gateway's own routes (sign-in, registration, passkeys, this document) merged with
 * the document each configured service serves at /internal/openapi.json. The gateway imports nothing from the
 * services: their parts come over HTTP, are cached briefly, and a service that is down is left out and named in
 * `x-unavailable` and the description. A path is taken from a service only if the route table sends it there.
 */
export function openApiRoute(deps: { config: GatewayConfig; logger: Logger }): Router {
  const { config } = deps;
  const router = Router();
  const fragments = createFragmentSource(deps);
  let own: OpenApiDocument | undefined;

  defineRoute(
    router,
    {
      method: 'get',
      path: OPENAPI_PATH,
      summary: 'This API document',
      description:
        'OpenAPI 3.1. A service that cannot be reached at the moment is left out and listed in `x-unavailable`.',
      tags: ['Platform'],
      auth: 'public',
      responses: { 200: { description: 'An OpenAPI 3.1 document', contentType: 'application/json' } },
    },
    async (req, res) => {
      // The gateway's routes are all mounted before the first request, so its own part is built once.
      own ??= openApiDocument(
        routeDeclarations(req.app),
        { title: 'Canopy API', version: API_VERSION, description: DESCRIPTION },
        { sessionCookie: config.SESSION_COOKIE_NAME },
      );
      const merged = mergeDocuments(own, await fragments.all());
      res.setHeader('Cache-Control', 'no-cache');
      res.json(merged);
    },
  );
  return router;
}

function createFragmentSource({ config, logger }: { config: GatewayConfig; logger: Logger }) {
  const clients = new Map<ServiceName, ServiceClient>();
  for (const service of serviceNames) {
    const baseUrl = config[serviceUrlVariable[service]];
    if (!baseUrl) continue;
    clients.set(
      service,
      createServiceClient({
        target: service,
        baseUrl,
        caller: 'gateway',
        secret: config.IDENTITY_TOKEN_SECRET,
        timeoutMs: FRAGMENT_TIMEOUT_MS,
      }),
    );
  }
  const cache = new Map<ServiceName, { expires: number; fragment: Promise<Fragment> }>();

  async function load(service: ServiceName, client: ServiceClient): Promise<Fragment> {
    try {
      const document = await client.get<OpenApiDocument>(API_DOCUMENT_PATH);
      if (!document || typeof document !== 'object' || typeof document.paths !== 'object') {
        throw new Error('not an OpenAPI document');
      }
      return { service, document };
    } catch (err) {
      logger.warn(
        { service, err: err instanceof Error ? err.message : err },
        'API document of a service missing',
      );
      return { service };
    }
  }

  return {
    /** Every configured service's part; concurrent requests share one fetch per service. */
    all(): Promise<Fragment[]> {
      return Promise.all(
        [...clients].map(([service, client]) => {
          const hit = cache.get(service);
          if (hit && hit.expires > Date.now()) return hit.fragment;
          const entry = { expires: Number.POSITIVE_INFINITY, fragment: load(service, client) };
          cache.set(service, entry);
          void entry.fragment.then((f) => {
            entry.expires = Date.now() + (f.document ? FRAGMENT_TTL_MS : FRAGMENT_RETRY_MS);
          });
          return entry.fragment;
        }),
      );
    },
  };
}

/** The gateway's document with each service's paths, tags and component schemas added (the gateway's win). */
export function mergeDocuments(own: OpenApiDocument, fragments: readonly Fragment[]): OpenApiDocument {
  const merged = structuredClone(own);
  const unavailable: ServiceName[] = [];
  for (const { service, document } of fragments) {
    if (!document) {
      unavailable.push(service);
      continue;
    }
    for (const [path, item] of Object.entries(document.paths)) {
      if (serviceForPath(path) !== service) continue;
      const target = (merged.paths[path] ??= {});
      for (const [method, operation] of Object.entries(item)) {
        target[method as keyof typeof item] ??= operation;
      }
    }
    for (const tag of document.tags ?? []) {
      if (!merged.tags.some((t) => t.name === tag.name)) merged.tags.push(tag);
    }
    for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
      merged.components.schemas[name] ??= schema;
    }
  }
  merged.paths = Object.fromEntries(Object.entries(merged.paths).sort(([a], [b]) => a.localeCompare(b)));
  // Only the tags of operations that made it in (a service's stray paths may have brought their own).
  const used = new Set(
    Object.values(merged.paths).flatMap((item) => Object.values(item).flatMap((op) => op?.tags ?? [])),
  );
  merged.tags = merged.tags.filter((t) => used.has(t.name));
  if (unavailable.length > 0) {
    merged['x-unavailable'] = unavailable;
    merged.info.description =
      `${merged.info.description ?? ''}\n\nNot included at the moment, because the service could not be ` +
      `reached: ${unavailable.join(', ')}.`;
  }
  return merged;
}
