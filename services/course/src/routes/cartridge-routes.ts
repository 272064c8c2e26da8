import type { NextFunction, Request, Response, Router } from 'express';
import multer from 'multer';
import {
  cartridgeImportFieldsSchema,
  cartridgeImportReportSchema,
  cartridgeLimits,
  cartridgeMessages,
  cartridgeStoredReportSchema,
} from '@canopy/contracts';
import {
  defineRoute,
  idFields,
  PayloadTooLargeError,
  requestId,
  ValidationError,
  type RouteDeclaration,
} from '@canopy/service-kit';
import { exportCartridge } from '../use-cases/cartridge-export';
import { importCartridge } from '../use-cases/cartridge-import';
import { readImportReport } from '../use-cases/import-report';
import type { CourseDeps } from '../use-cases/deps';

const tags = ['Common Cartridge'];

/** What multer's `single()` leaves on the request. */
type WithFile = Request & { file?: { buffer: Buffer } };

/**
 * Reads the one package file of a multipart body into memory, never more than the upload limit (+1 byte); its
 * text fields are left in req.body for the declared schema.
 */
function packageField() {
  const read = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: cartridgeLimits.maxUploadBytes, files: 1, fields: 10, parts: 12, fieldSize: 1_000 },
  }).single(cartridgeLimits.field);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next(new ValidationError(cartridgeMessages.multipartRequired));
    read(req, res, (err?: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(new PayloadTooLargeError(cartridgeMessages.tooLarge));
      if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
        return next(new ValidationError(cartridgeMessages.oneFile));
      }
      next(new ValidationError(cartridgeMessages.multipartRequired));
    });
  };
}

const api = {
  export: {
    method: 'get',
    path: '/api/courses/:id/cartridge',
    summary: 'Export a course as a Common Cartridge 1.3 package',
    description:
      'An `.imscc` zip: imsmanifest.xml (CC 1.3), the modules in order as organization items, lessons as web ' +
      'pages (sanitised HTML), quizzes as QTI 1.2 assessments with their answers, lesson videos and documents as ' +
      'web links, and the ebooks attached to the course as web pages. The caller’s own course, or any for an ' +
      'administrator.',
    tags,
    auth: 'educator',
    params: idFields('id'),
    responses: {
      200: { description: 'The package, as an attachment', contentType: 'application/vnd.ims.imscc' },
      404: 'No such course, or another educator’s.',
      503: 'The content service cannot be asked for the course’s ebooks now.',
    },
  },
  import: {
    method: 'post',
    path: '/api/courses/import',
    summary: 'Import a Common Cartridge package as a new pending course',
    description:
      'A multipart/form-data body: the `.imscc` file in the field `package` (at most 20 MB), with `categoryId` ' +
      'and `level`. Web pages become lessons, web links lessons (or a lesson’s video and document), QTI ' +
      'multiple-choice, multiple-response, true/false and fill-in-the-blank questions quizzes, in the package’s ' +
      'order. The answer lists what was imported and everything that was not, with the reason. Packages with more ' +
      'than 2,000 files, more than 100 MB uncompressed, a file that expands more than 200 times, a path leaving ' +
      'the package, encrypted files or XML with a DOCTYPE are refused.',
    tags,
    auth: 'educator',
    before: [packageField()],
    body: cartridgeImportFieldsSchema,
    bodyContentType: 'multipart/form-data',
    responses: {
      201: cartridgeImportReportSchema,
      400: 'No package, not a zip, no manifest, unsafe paths, a DOCTYPE, nothing importable, or a bad field.',
      413: 'Larger than 20 MB, too many files, or too large once uncompressed (a zip bomb).',
    },
  },
  importReport: {
    method: 'get',
    path: '/api/courses/:id/import-report',
    summary: 'The report of the import that made a course',
    description:
      'What the Common Cartridge import answered when it made the course — the figures, the changes made to fit ' +
      'and every item that was not imported, with the reason — kept with the course, and when it was imported. ' +
      '`course` is the course as it is now. The caller’s own course, or any for an administrator.',
    tags,
    auth: 'educator',
    params: idFields('id'),
    responses: {
      200: cartridgeStoredReportSchema,
      404: 'No such course, or another educator’s; or a course that was not imported (a message of its own).',
    },
  },
} satisfies Record<string, RouteDeclaration>;

/** Common Cartridge export and import (use-cases/cartridge-export.ts, cartridge-import.ts, import-report.ts). */
export function cartridgeRoutes(router: Router, deps: CourseDeps) {
  // Declared before any `/api/courses/:id` POST could take "import" for an id.
  defineRoute(router, api.import, async ({ user, body }, req, res) => {
    res.status(201).json(await importCartridge(deps, user, (req as WithFile).file?.buffer, body));
  });

  defineRoute(router, api.importReport, async ({ user, params }, _req, res) => {
    res.json(await readImportReport(deps, user, params.id));
  });

  defineRoute(router, api.export, async ({ user, params }, req, res) => {
    const { fileName, bytes } = await exportCartridge(deps, user, params.id, requestId(req));
    res
      .status(200)
      .type('application/vnd.ims.imscc')
      .set('Content-Disposition', `attachment; filename="${fileName}"`)
      .set('Cache-Control', 'private, no-store')
      .send(bytes);
  });
}
