import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { z } from 'zod';
import { courseInternalApi, identityInternalApi, platformServices } from '@canopy/contracts';
import {
  gatewayEnvironmentSchema,
  requiredVariables,
  serviceConfigSchemas,
} from '../src/cluster/service-config-schemas';

/**
 * What every deployment must give each process, derived from the configuration schemas the processes validate
 * at start (so a variable a service starts reading is asked of the manifests at once):
 * - whatever its schema requires (no default, not optional), e.g. SIGNING_KEYS and GATEWAY_JWKS;
 * - the URL of every peer service it reads: unset, its calls fail or its features answer 503;
 * - the engines that make several replicas one platform: its PostgreSQL, NATS (events), Redis (limits, sessions,
 *   the realtime fan-out);
 * - where browsers reach the platform (links in mail and certificates) and the passkeys' relying party, which
 *   the launcher also sets for every service.
 */
const PLATFORM_WIDE = [
  'DATABASE_URL',
  'NATS_URL',
  'REDIS_URL',
  'PUBLIC_URL',
  'WEBAUTHN_RP_ID',
  'WEBAUTHN_ORIGINS',
];
const PEER_URLS = platformServices.map((s) => s.urlVariable as string);

/**
 * The services whose calls `owner` must be able to check: every caller its internal API declares (the gateway's
 * keys come from GATEWAY_JWKS). Empty for a service that owns no internal API.
 */
export function callersOf(owner: string): string[] {
  const api = [courseInternalApi, identityInternalApi].find((a) => a.owner === owner);
  const callers = Object.values(api?.calls ?? {}).flatMap((call) => [...call.callers]);
  return [...new Set(callers)].filter((c) => c !== 'gateway').sort();
}

export function neededVariables(schema: z.ZodObject): string[] {
  const reads = Object.keys(schema.shape);
  const wanted = reads.filter((name) => PLATFORM_WIDE.includes(name) || PEER_URLS.includes(name));
  return [...new Set([...requiredVariables(schema), ...wanted])].sort();
}

/** Every variable some process of the platform reads: a manifest setting anything else has a typo or a relic. */
export const knownVariables = new Set([
  ...Object.values(serviceConfigSchemas).flatMap((schema) => Object.keys(schema.shape)),
  ...Object.keys(gatewayEnvironmentSchema.shape),
]);

export const repoPath = (...parts: string[]) => path.resolve(import.meta.dirname, '..', '..', '..', ...parts);

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: Record<string, unknown>;
}

/** Every document of a multi-document YAML file, parse errors thrown. */
export function yamlDocuments(file: string): K8sObject[] {
  const objects: K8sObject[] = [];
  for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]!.message}`);
    const value = doc.toJS() as K8sObject | null;
    if (value) objects.push(value);
  }
  return objects;
}
