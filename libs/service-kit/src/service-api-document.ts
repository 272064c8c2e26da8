import type { Router } from 'express';
import { requireCaller } from './identity-middleware';
import { GATEWAY_ISSUER } from './tokens/token-signer';
import { API_VERSION, openApiDocument, type OpenApiDocument } from './openapi';
import { routeDeclarations } from './route-inventory';

/** Path of a service's OpenAPI fragment; the gateway merges every service's into `/api/openapi.json`. */
export const API_DOCUMENT_PATH = '/internal/openapi.json';

/**
 * The service's part of the public API document (for the gateway only), from what `defineRoute` declared on its router. Built at start,
 * so a declaration the document cannot hold (one path declared twice) stops the service instead of a later request.
 */
export function mountApiDocument(router: Router, name: string): void {
  const document: OpenApiDocument = openApiDocument(routeDeclarations(router), {
    title: `Canopy ${name} service`,
    version: API_VERSION,
  });
  router.get(API_DOCUMENT_PATH, requireCaller([GATEWAY_ISSUER]), (_req, res) => {
    res.json(document);
  });
}
