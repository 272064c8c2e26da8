import request from 'supertest';
import type { OpenApiDocument } from '../openapi';
import { serviceHeaders } from './identity-header';
import { openApiProblems, undocumentedRoutes } from './openapi-checks';

/** A service's part of the API document, fetched as the gateway does (`GET /internal/openapi.json`). */
export async function fetchApiDocument(
  app: Parameters<typeof request>[0],
  service: string,
): Promise<OpenApiDocument> {
  const res = await request(app)
    .get('/internal/openapi.json')
    .set(await serviceHeaders('gateway', service))
    .expect(200);
  return res.body as OpenApiDocument;
}

export interface ApiDocumentExpectations {
  /** Paths (OpenAPI form, `/api/x/{id}`) the document must have. */
  paths?: readonly string[];
  /** The document has exactly `paths`, no others. */
  exactPaths?: boolean;
}

/**
 * Everything wrong with a service's API document, one line each (the check every service's api-document test
 * makes, awaited): not valid OpenAPI 3.1 (`openApiProblems`), an `/api` route the app answers left out or undescribed
 * (`undocumentedRoutes`), an expected path missing (or, with `exactPaths`, one too many), an `/internal` path shown.
 */
export async function apiDocumentProblems(
  app: object,
  document: OpenApiDocument,
  { paths = [], exactPaths = false }: ApiDocumentExpectations = {},
): Promise<string[]> {
  const problems = [
    ...(await openApiProblems(document)),
    ...undocumentedRoutes(app, document).map((r) => `undocumented: ${r}`),
  ];
  const documented = Object.keys(document.paths ?? {});
  for (const path of paths) if (!documented.includes(path)) problems.push(`missing path: ${path}`);
  for (const path of documented) {
    if (path.startsWith('/internal')) problems.push(`internal path documented: ${path}`);
    else if (exactPaths && !paths.includes(path)) problems.push(`unexpected path: ${path}`);
  }
  return problems;
}
