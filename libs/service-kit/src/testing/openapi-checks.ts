import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import { mountedRoutes } from '../route-inventory';
import { openApiPath, type JsonSchema, type OpenApiDocument } from '../openapi';

/*
 * Checks for the generated API documents. @readme/openapi-parser validates the document as an OpenAPI
 * validator does: the OpenAPI Initiative's schema for its version, references that resolve, path templates
 * matched by required path parameters, unique operationIds. What it leaves out is checked here: the version is
 * 3.1.0, every embedded schema is valid JSON Schema 2020-12, and every operation has a summary and a success answer.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

/** Everything wrong with an OpenAPI 3.1 document, one entry each; empty when it is valid. */
export async function openApiProblems(document: unknown): Promise<string[]> {
  // The validator dereferences what it is given: it gets its own copy.
  const result = await validate(structuredClone(document) as never, {
    resolve: { external: false },
  });
  if (!result.valid) return result.errors.map((e) => e.message.trim());

  const problems: string[] = [];
  const doc = document as OpenApiDocument;
  if (doc.openapi !== '3.1.0') problems.push(`openapi is ${String(doc.openapi)}, not 3.1.0`);
  for (const [where, schema] of embeddedSchemas(doc)) {
    if (!ajv.validateSchema(schema)) problems.push(`${where}: ${ajv.errorsText(ajv.errors)}`);
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, { summary?: string; responses?: object } | undefined>)[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.summary?.trim()) problems.push(`${where}: no summary`);
      if (!Object.keys(op.responses ?? {}).some((s) => /^2\d\d$/.test(s))) {
        problems.push(`${where}: no success response`);
      }
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
