import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { mountedRoutes } from '../api-routes';
import { openApiPath, type JsonSchema, type OpenApiDocument } from '../openapi';

/*
 * Checks for the generated API documents. The structure is validated against the OpenAPI Initiative's own JSON
 * Schema for 3.1 documents (openapi-3.1-schema.json, id https://spec.openapis.org/oas/3.1/schema/2022-10-07,
 * Apache-2.0, vendored unchanged but for formatting), every embedded schema against the JSON Schema 2020-12
 * meta-schema, and what neither schema can say (references resolve, path templates match parameters) by hand.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

let validateDocument: ValidateFunction | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

function documentValidator() {
  // Schema objects are reached through `$dynamicRef: "#meta"`, which Ajv does not follow across its `$defs`
  // (every schema then fails `unevaluatedProperties`). In the default dialect the anchor is `$defs/schema`, so
  // a static reference means the same; the schemas themselves are checked against the meta-schema below.
  const text = readFileSync(new URL('./openapi-3.1-schema.json', import.meta.url), 'utf8').replaceAll(
    '"$dynamicRef": "#meta"',
    '"$ref": "#/$defs/schema"',
  );
  validateDocument ??= ajv.compile(JSON.parse(text) as object);
  return validateDocument;
}

/** Everything wrong with an OpenAPI 3.1 document, one line each; empty when it is valid. */
export function openApiProblems(document: unknown): string[] {
  const problems: string[] = [];
  const validate = documentValidator();
  if (!validate(document)) {
    for (const e of validate.errors ?? [])
      problems.push(`${e.instancePath || '/'}: ${e.message ?? e.keyword}`);
    return problems;
  }
  const doc = document as OpenApiDocument;
  if (doc.openapi !== '3.1.0') problems.push(`openapi is ${String(doc.openapi)}, not 3.1.0`);

  for (const [where, schema] of embeddedSchemas(doc)) {
    if (!ajv.validateSchema(schema)) problems.push(`${where}: ${ajv.errorsText(ajv.errors)}`);
  }
  for (const ref of references(doc)) {
    if (!resolves(doc, ref)) problems.push(`$ref ${ref} does not resolve`);
  }

  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
    for (const method of METHODS) {
      const op = (item as Record<string, unknown>)[method] as
        | {
            operationId?: string;
            summary?: string;
            parameters?: Array<{ name: string; in: string; required?: boolean }>;
            responses?: Record<string, unknown>;
          }
        | undefined;
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.summary?.trim()) problems.push(`${where}: no summary`);
      const statuses = Object.keys(op.responses ?? {});
      if (!statuses.some((s) => /^2\d\d$/.test(s))) problems.push(`${where}: no success response`);
      if (op.operationId) {
        if (operationIds.has(op.operationId))
          problems.push(`${where}: operationId ${op.operationId} repeats`);
        operationIds.add(op.operationId);
      }
      const inPath = (op.parameters ?? []).filter((p) => p.in === 'path');
      const declared = inPath.map((p) => p.name).sort();
      if (JSON.stringify(declared) !== JSON.stringify(templated)) {
        problems.push(`${where}: path parameters [${declared.join(', ')}] do not match the path`);
      }
      for (const p of inPath)
        if (p.required !== true) problems.push(`${where}: path parameter ${p.name} optional`);
    }
  }
  return problems;
}

/**
 * The `/api` routes an app really answers that its document leaves out or describes without a summary or a
 * description (`GET /api/x`, one line each). `except` lists `METHOD /path` lines another document covers.
 */
export function undocumentedRoutes(
  app: object,
  document: OpenApiDocument,
  opts: { except?: readonly string[] } = {},
): string[] {
  const missing: string[] = [];
  for (const route of mountedRoutes(app)) {
    if (!route.path.startsWith('/api/')) continue;
    const line = `${route.method} ${route.path}`;
    if (opts.except?.includes(line)) continue;
    const op = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase() as 'get'];
    if (!op || !op.summary?.trim() || !op.description?.trim()) missing.push(line);
  }
  return missing;
}

function embeddedSchemas(doc: OpenApiDocument): Array<[string, JsonSchema]> {
  const found: Array<[string, JsonSchema]> = Object.entries(doc.components?.schemas ?? {}).map(
    ([name, s]) => [`components.schemas.${name}`, s],
  );
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters ?? []) found.push([`${where} parameter ${p.name}`, p.schema]);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        found.push([`${where} body ${type}`, media.schema]);
      }
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (media.schema) found.push([`${where} ${status} ${type}`, media.schema]);
        }
      }
    }
  }
  return found;
}

function references(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) references(n, found);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') found.add(v);
      else references(v, found);
    }
  }
  return found;
}

/** Local references only (`#/components/...`): the documents never point outside themselves. */
function resolves(doc: unknown, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}
