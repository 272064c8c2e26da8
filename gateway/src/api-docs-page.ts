import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { defineRoute } from '@canopy/service-kit';

export const API_DOCS_PATH = '/api/docs';

/** Swagger UI's own files, from the installed swagger-ui-dist (never a CDN: the page works offline too). */
const swaggerUiFolder = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const swaggerUiVersion = (
  JSON.parse(readFileSync(path.join(swaggerUiFolder, 'package.json'), 'utf8')) as { version: string }
).version;

/** The vendor files' URLs name their version, so a browser keeps them until swagger-ui-dist is upgraded. */
export const API_DOCS_ASSETS = `${API_DOCS_PATH}/assets/swagger-ui-${swaggerUiVersion}`;
const VENDOR_FILES: Readonly<Record<string, string>> = {
  '/swagger-ui.css': 'swagger-ui.css',
  '/swagger-ui-bundle.js': 'swagger-ui-bundle.js',
};
/** The page's own script, served as a file: the platform's CSP runs no inline script. */
export const API_DOCS_SCRIPT = `${API_DOCS_PATH}/assets/canopy-api-docs.js`;

const SCRIPT = `'use strict';
window.addEventListener('load', function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-document'),
    domNode: root,
    deepLinking: true,
    // Swagger UI would otherwise send the document's address to an outside validator for its badge.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

function page(documentUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Canopy API</title>
    <link rel="stylesheet" href="${API_DOCS_ASSETS}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui" data-document="${documentUrl}"></div>
    <script src="${API_DOCS_ASSETS}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_SCRIPT}"></script>
  </body>
</html>
`;
}

/**
 * GET /api/docs: the API document as a readable page (Swagger UI reading `documentUrl`), with its files under
 * /api/docs/assets. Everything is served from this origin, so the platform's CSP holds as it is: scripts from
 * 'self' only, Swagger UI's inline styles under the style-src the front ends already need.
 */
export function apiDocsPage(documentUrl: string): Router {
  const router = Router();
  const html = page(documentUrl);

  defineRoute(
    router,
    {
      method: 'get',
      path: API_DOCS_PATH,
      summary: 'This API’s documentation page',
      description:
        'The API document as a browsable page (Swagger UI): every operation, its schemas and answers.',
      tags: ['Platform'],
      auth: 'public',
      responses: { 200: { description: 'An HTML page', contentType: 'text/html' } },
    },
    (_input, _req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    },
  );

  // Middleware rather than routes: files, not operations of the API document.
  router.use(`${API_DOCS_PATH}/assets`, (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const where = `${req.baseUrl}${req.path}`;
    if (where === API_DOCS_SCRIPT) {
      res.setHeader('Cache-Control', 'no-cache');
      res.type('js').send(SCRIPT);
      return;
    }
    const file = where.startsWith(`${API_DOCS_ASSETS}/`)
      ? VENDOR_FILES[where.slice(API_DOCS_ASSETS.length)]
      : undefined;
    if (!file) return next();
    res.sendFile(file, { root: swaggerUiFolder, immutable: true, maxAge: '365d' }, (err) => {
      if (err) next(err);
    });
  });
  return router;
}
