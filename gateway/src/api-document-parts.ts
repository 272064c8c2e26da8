import type { Logger } from 'pino';
import { IDENTITY_HEADER } from '@canopy/contracts';
import { API_DOCUMENT_PATH, type OpenApiDocument } from '@canopy/service-kit';
import type { GatewayConfig } from './config';
import { gatewaySigner } from './gateway-signer';
import { serviceForPath, serviceNames, serviceUrlVariable, type ServiceName } from './route-table';

/** A service's part is asked for again after this long: routes change only when a service is redeployed. */
export const FRAGMENT_TTL_MS = 30_000;
/** A service that could not be reached is asked again sooner, so its paths come back soon after it does. */
export const FRAGMENT_RETRY_MS = 5_000;
const FRAGMENT_TIMEOUT_MS = 3_000;

export interface Fragment {
  service: ServiceName;
  /** Absent when the service could not be reached or answered something else than a document. */
  document?: OpenApiDocument;
}

/**
 * Each configured service's part of the API document, fetched from its `/internal/openapi.json` with the
 * gateway's service token and kept for a while; concurrent requests share one fetch per service.
 */
export function createFragmentSource({ config, logger }: { config: GatewayConfig; logger: Logger }) {
  const baseUrls = new Map<ServiceName, readonly string[]>();
  for (const service of serviceNames) {
    const urls = config[serviceUrlVariable[service]];
    if (urls?.length) baseUrls.set(service, urls);
  }
  const cache = new Map<ServiceName, { expires: number; fragment: Promise<Fragment> }>();

  async function fetchDocument(service: ServiceName, baseUrl: string): Promise<OpenApiDocument> {
    const token = await gatewaySigner(config).serviceToken(service);
    const res = await fetch(new URL(API_DOCUMENT_PATH, baseUrl), {
      headers: { [IDENTITY_HEADER]: token, accept: 'application/json' },
      signal: AbortSignal.timeout(FRAGMENT_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    const document = (await res.json()) as OpenApiDocument | null;
    if (!document || typeof document !== 'object' || typeof document.paths !== 'object') {
      throw new Error('not an OpenAPI document');
    }
    return document;
  }

  async function load(service: ServiceName, urls: readonly string[]): Promise<Fragment> {
    let problem: unknown;
    // Every instance of a service serves the same document: the first that gives it is enough.
    for (const baseUrl of urls) {
      try {
        return { service, document: await fetchDocument(service, baseUrl) };
      } catch (err) {
        problem = err;
      }
    }
    logger.warn(
      { service, err: problem instanceof Error ? problem.message : problem },
      'API document of a service missing',
    );
    return { service };
  }

  return {
    all(): Promise<Fragment[]> {
      return Promise.all(
        [...baseUrls].map(([service, urls]) => {
          const hit = cache.get(service);
          if (hit && hit.expires > Date.now()) return hit.fragment;
          const entry = { expires: Number.POSITIVE_INFINITY, fragment: load(service, urls) };
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

/**
 * The gateway's document with each service's paths, tags and component schemas added (the gateway's win). A
 * path is taken from a service only if the route table sends it there. A component a service names like one
 * already taken but means something else (zod-openapi numbers recursive schemas per document) is renamed
 * `<service>.<name>` along with that service's references to it.
 */
export function mergeDocuments(own: OpenApiDocument, fragments: readonly Fragment[]): OpenApiDocument {
  const merged = structuredClone(own);
  const unavailable: ServiceName[] = [];
  for (const { service, document: fetched } of fragments) {
    if (!fetched) {
      unavailable.push(service);
      continue;
    }
    const document = withDistinctComponents(fetched, merged.components.schemas, service);
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

const SCHEMA_REF = '#/components/schemas/';

function withDistinctComponents(
  document: OpenApiDocument,
  taken: Readonly<Record<string, unknown>>,
  service: ServiceName,
): OpenApiDocument {
  const renames = new Map<string, string>();
  const rename = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rename);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
          const target = value.slice(SCHEMA_REF.length);
          return [key, `${SCHEMA_REF}${renames.get(target) ?? target}`];
        }
        return [key, rename(value)];
      }),
    );
  };
  // A schema referring to a renamed one differs from its namesake too: repeat until nothing more is renamed.
  const schemas = Object.entries(document.components?.schemas ?? {});
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, schema] of schemas) {
      const other = taken[name];
      if (renames.has(name) || other === undefined) continue;
      if (JSON.stringify(other) !== JSON.stringify(rename(schema))) {
        renames.set(name, `${service}.${name}`);
        grew = true;
      }
    }
  }
  if (renames.size === 0) return document;
  const renamed = rename(document) as OpenApiDocument;
  renamed.components.schemas = Object.fromEntries(
    Object.entries(renamed.components.schemas).map(([name, s]) => [renames.get(name) ?? name, s]),
  );
  return renamed;
}
