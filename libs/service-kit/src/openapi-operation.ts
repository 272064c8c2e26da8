import type { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiParameters, ZodOpenApiResponseObject } from 'zod-openapi';
import { errorBodySchema } from '@canopy/contracts';
import type { HttpMethod, ResponseDeclaration, RouteAuth, RouteDeclaration } from './api-routes';

/** The security scheme every signed-in route names: the gateway's session cookie. */
export const SESSION_SCHEME = 'session';

const AUTH_TEXT: Record<RouteAuth, string> = {
  public: 'Open to visitors; a session may widen the answer.',
  user: 'Requires a signed-in account.',
  educator: 'Requires an active educator or administrator.',
  admin: 'Requires an active administrator.',
  internal: 'Another service only (never in the public document).',
};

const SUCCESS_TEXT: Record<number, string> = { 200: 'Success', 201: 'Created', 204: 'No content' };

/**
 * One declaration as zod-openapi's operation: the library renders the zod schemas (request side before defaults
 * and transforms, answer side after) and turns `params` and `query` into parameters.
 */
export function operationOf(d: RouteDeclaration): ZodOpenApiOperationObject {
  const automatic: Record<number, string> = {};
  if (d.params || d.query || d.body) {
    automatic[400] = 'The request is invalid: `message` names the first problem, `issues` lists them all.';
  }
  if (d.auth !== 'public') automatic[401] = 'Not signed in.';
  if (d.auth === 'educator' || d.auth === 'admin') {
    automatic[403] = 'The account lacks the role, or is not active (pending, suspended or rejected).';
  }
  const declared: Record<number, ResponseDeclaration> = { ...automatic, ...d.responses };
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, response] of Object.entries(declared)) {
    responses[status] = responseOf(Number(status), response);
  }

  return {
    operationId: d.operationId ?? derivedOperationId(d.method, d.path),
    summary: d.summary.trim(),
    description: [d.description?.trim(), AUTH_TEXT[d.auth]].filter(Boolean).join('\n\n'),
    tags: [...d.tags],
    ...(d.params || d.query ? { requestParams: parametersOf(d) } : {}),
    ...(d.body
      ? {
          requestBody: {
            // validate() reads a missing body as {}: a body that may be empty may be left out.
            required: !d.body.safeParse({}).success,
            content: { [d.bodyContentType ?? 'application/json']: { schema: d.body } },
          },
        }
      : {}),
    responses,
    // Public routes work with and without a session (an empty requirement means "none").
    security: d.auth === 'public' ? [{}, { [SESSION_SCHEME]: [] }] : [{ [SESSION_SCHEME]: [] }],
    'x-canopy-auth': d.auth,
  };
}

/**
 * Path and query parameters, one per field. A query is an object schema (it may be piped through a transform);
 * zod-openapi refuses anything else, which stops the service at start rather than documenting a guess.
 */
function parametersOf(d: RouteDeclaration): ZodOpenApiParameters {
  return {
    ...(d.params ? { path: d.params } : {}),
    ...(d.query ? { query: d.query as ZodOpenApiParameters['query'] } : {}),
  };
}

/** An error status given as words answers the error body, which the document holds once as a component. */
function responseOf(status: number, declared: ResponseDeclaration): ZodOpenApiResponseObject {
  if (typeof declared === 'string') {
    return status >= 400
      ? { description: declared, content: { 'application/json': { schema: errorBodySchema } } }
      : { description: declared };
  }
  if (isZodSchema(declared)) {
    return {
      description: SUCCESS_TEXT[status] ?? `Status ${status}`,
      content: { 'application/json': { schema: declared } },
    };
  }
  const contentType = declared.contentType ?? 'application/json';
  if (declared.schema) {
    return { description: declared.description, content: { [contentType]: { schema: declared.schema } } };
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
