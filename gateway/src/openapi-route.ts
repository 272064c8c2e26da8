import { Router } from 'express';
import type { Logger } from 'pino';
import {
  API_VERSION,
  defineRoute,
  openApiDocument,
  routeDeclarations,
  type OpenApiDocument,
} from '@canopy/service-kit';
import { apiDocsPage } from './api-docs-page';
import { createFragmentSource, mergeDocuments } from './api-document-parts';
import type { GatewayConfig } from './config';

export { FRAGMENT_RETRY_MS, FRAGMENT_TTL_MS, mergeDocuments } from './api-document-parts';

export const OPENAPI_PATH = '/api/openapi.json';

const DESCRIPTION =
  'The public HTTP API of Canopy, as the gateway serves it under /api. Generated from the zod contracts and the ' +
  'route declarations of the gateway and of every service, never written by hand. Sign in with POST /api/login ' +
  '(or a passkey); the session cookie then authenticates each call. Errors are JSON `{ message, code, issues? }`: ' +
  'programs branch on `code`, people read `message`.';

/**
 * GET /api/openapi.json: the gateway's own routes (sign-in, registration, passkeys, this document) merged with
 * the document each configured service serves at /internal/openapi.json. The gateway imports nothing from the
 * services: their parts come over HTTP, are cached briefly, and a service that is down is left out and named in
 * `x-unavailable` and the description (api-document-parts.ts). GET /api/docs shows it as a page.
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
    async (_input, req, res) => {
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
  router.use(apiDocsPage(OPENAPI_PATH));
  return router;
}
