import { z } from 'zod';
import { errorBodySchema } from '@canopy/contracts';
import {
  pathParameterNames,
  type HttpMethod,
  type ResponseDeclaration,
  type RouteAuth,
  type RouteDeclaration,
} from './api-routes';

/*
 * The OpenAPI 3.1 document of the public API, generated from route declarations and the zod contracts they
 * name (never written by hand). OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what zod 4 emits.
 */

export const OPENAPI_VERSION = '3.1.0';
/** Version of the public API the documents describe. */
export const API_VERSION = '1.0.0';
/** The security scheme every signed-in route names: the gateway's session cookie. */
export const SESSION_SCHEME = 'session';
export const DEFAULT_SESSION_COOKIE = 'canopy.sid';
/** The component every error answer refers to. */
export const ERROR_BODY_COMPONENT = 'ErrorBody';

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  security: Array<Record<string, string[]>>;
  'x-canopy-auth': RouteAuth;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
  [extension: `x-${string}`]: unknown;
}

export interface OpenApiOptions {
  /** Name of the session cookie (the gateway's SESSION_COOKIE_NAME). */
  sessionCookie?: string;
}

/** A contract schema as JSON Schema 2020-12: request side (`input`: before defaults and transforms) or answer side. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Never fail the whole document over one exotic type (a date, a custom check): it is documented as "any".
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/users/:id/approve` → `/api/users/{id}/approve`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

const AUTH_TEXT: Record<RouteAuth, string> = {
  public: 'Open to visitors; a session may widen the answer.',
  user: 'Requires a signed-in account.',
  educator: 'Requires an active educator or administrator.',
  admin: 'Requires an active administrator.',
  internal: 'Another service only (never in the public document).',
};

const SUCCESS_TEXT: Record<number, string> = { 200: 'Success', 201: 'Created', 204: 'No content' };

/** Builds the document of the given routes. Two declarations of one method and path are a programming error. */
export function openApiDocument(
  declarations: readonly RouteDeclaration[],
  info: OpenApiDocument['info'],
  opts: OpenApiOptions = {},
): OpenApiDocument {
  const doc: OpenApiDocument = {
    openapi: OPENAPI_VERSION,
    info,
    tags: [],
    paths: {},
    components: {
      schemas: { [ERROR_BODY_COMPONENT]: jsonSchemaOf(errorBodySchema, 'output') },
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: opts.sessionCookie ?? DEFAULT_SESSION_COOKIE,
          description:
            'The session cookie set by POST /api/login, POST /api/register or passkey sign-in. Unsafe methods ' +
            'from a browser must come from an allowed origin.',
        },
      },
    },
  };
  for (const declaration of declarations) {
    const path = openApiPath(declaration.path);
    const item = (doc.paths[path] ??= {});
    if (item[declaration.method]) {
      throw new Error(`${declaration.method.toUpperCase()} ${declaration.path} is declared twice`);
    }
    item[declaration.method] = operationOf(declaration, doc.components.schemas);
    for (const name of declaration.tags) {
      if (!doc.tags.some((t) => t.name === name)) doc.tags.push({ name });
    }
  }
  return doc;
}

function operationOf(d: RouteDeclaration, components: Record<string, JsonSchema>): OpenApiOperation {
  const operationId = d.operationId ?? derivedOperationId(d.method, d.path);
  // Hoisted definitions (recursive schemas) are named after the operation, unique across every document.
  const schema = (zod: z.ZodType, io: 'input' | 'output', where: string) =>
    hoistDefinitions(jsonSchemaOf(zod, io), `${operationId}.${where}`, components);

  const parameters: OpenApiParameter[] = pathParameterNames(d.path).map((name) => {
    const declared = d.params?.shape[name] as z.ZodType | undefined;
    return {
      name,
      in: 'path',
      required: true,
      schema: declared ? schema(declared, 'input', `path.${name}`) : { type: 'string' },
    };
  });
  if (d.query) {
    const query = schema(d.query, 'input', 'query');
    const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
    const required = (query.required ?? []) as string[];
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      parameters.push({
        name,
        in: 'query',
        required: required.includes(name),
        ...(typeof description === 'string' ? { description } : {}),
        schema: rest,
      });
    }
  }

  const responses: Record<string, OpenApiResponse> = {};
  const automatic: Record<number, string> = {};
  if (d.params || d.query || d.body) {
    automatic[400] = 'The request is invalid: `message` names the first problem, `issues` lists them all.';
  }
  if (d.auth !== 'public') automatic[401] = 'Not signed in.';
  if (d.auth === 'educator' || d.auth === 'admin') {
    automatic[403] = 'The account lacks the role, or is not active (pending, suspended or rejected).';
  }
  const all: Record<number, ResponseDeclaration> = { ...automatic, ...d.responses };
  for (const status of Object.keys(all)
    .map(Number)
    .sort((a, b) => a - b)) {
    responses[String(status)] = responseOf(status, all[status]!, (zod) => schema(zod, 'output', `${status}`));
  }

  const description = [d.description?.trim(), AUTH_TEXT[d.auth]].filter(Boolean).join('\n\n');
  return {
    operationId,
    summary: d.summary.trim(),
    description,
    tags: d.tags,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(d.body
      ? {
          requestBody: {
            // validate() reads a missing body as {}: a body that may be empty may be left out.
            required: !d.body.safeParse({}).success,
            content: { 'application/json': { schema: schema(d.body, 'input', 'body') } },
          },
        }
      : {}),
    responses,
    // Public routes work with and without a session (an empty requirement means "none").
    security: d.auth === 'public' ? [{}, { [SESSION_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }],
    'x-canopy-auth': d.auth,
  };
}

function responseOf(
  status: number,
  declared: ResponseDeclaration,
  schema: (zod: z.ZodType) => JsonSchema,
): OpenApiResponse {
  if (typeof declared === 'string') {
    return status >= 400
      ? {
          description: declared,
          content: {
            'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY_COMPONENT}` } },
          },
        }
      : { description: declared };
  }
  if (isZodSchema(declared)) {
    return {
      description: SUCCESS_TEXT[status] ?? `Status ${status}`,
      content: { 'application/json': { schema: schema(declared) } },
    };
  }
  const contentType = declared.contentType ?? 'application/json';
  if (declared.schema) {
    return {
      description: declared.description,
      content: { [contentType]: { schema: schema(declared.schema) } },
    };
  }
  return {
    description: declared.description,
    ...(declared.contentType ? { content: { [contentType]: {} } } : {}),
  };
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** `post /api/users/:id/approve` → `postUsersByIdApprove`. */
function derivedOperationId(method: HttpMethod, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)));
  return method + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/**
 * zod writes shared recursive parts as `$defs` with `#/$defs/...` (and a recursive root as `#`) references. Inside an
 * OpenAPI document those would point into the document itself, so they move to `components.schemas`.
 */
function hoistDefinitions(
  schema: JsonSchema,
  name: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  const text = JSON.stringify(schema);
  const refersToRoot = text.includes('"$ref":"#"');
  if (!schema.$defs && !refersToRoot) return schema;
  const rename = (ref: string) => {
    if (ref === '#') return `#/components/schemas/${name}`;
    if (ref.startsWith('#/$defs/')) return `#/components/schemas/${name}.${ref.slice('#/$defs/'.length)}`;
    return ref;
  };
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' ? rename(v) : rewrite(v),
      ]),
    );
  };
  const { $defs, ...root } = schema;
  for (const [defName, def] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
    components[`${name}.${defName}`] = rewrite(def) as JsonSchema;
  }
  const rewritten = rewrite(root) as JsonSchema;
  if (!refersToRoot) return rewritten;
  components[name] = rewritten;
  return { $ref: `#/components/schemas/${name}` };
}
