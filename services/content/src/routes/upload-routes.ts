import type { NextFunction, Request, Response, Router } from 'express';
import multer from 'multer';
import { z } from 'zod';
import {
  contentMessages,
  imageUploadAnswerSchema,
  imageUploadLimits,
  myUploadsSchema,
} from '@canopy/contracts';
import { defineRoute, PayloadTooLargeError, ValidationError } from '@canopy/service-kit';
import type { ContentDeps } from '../use-cases/deps';
import { myUploads, readUpload, uploadImage } from '../use-cases/uploads';
import { contentAuthorAccess } from './route-access';

const tags = ['Uploads'];

/** What multer's `single()` leaves on the request. */
type WithFile = Request & { file?: { buffer: Buffer } };

/** Reads the one `image` file of a multipart body into memory, never more than the size limit (+1 byte). */
function imageField(maxBytes: number) {
  const read = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12, fieldSize: 10_000 },
  }).single(imageUploadLimits.field);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next(new ValidationError(contentMessages.multipartRequired));
    read(req, res, (err?: unknown) => {
      if (!err) return next();
      const code = (err as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(new PayloadTooLargeError(contentMessages.imageTooLarge));
      if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
        return next(new ValidationError(contentMessages.imageOneFile));
      }
      // Anything else is a malformed multipart body (cut short, bad boundaries, too many parts).
      next(new ValidationError(contentMessages.imageUnreadable));
    });
  };
}

export function uploadRoutes(router: Router, deps: ContentDeps) {
  defineRoute(
    router,
    {
      method: 'post',
      path: '/api/upload',
      summary: 'Upload an image',
      description:
        'A multipart/form-data body with one file in the field `image`: JPEG, PNG, WebP, GIF or AVIF (decided by ' +
        'its bytes, not its name or declared type), at most 5 MB, 4096 pixels a side and 40 megapixels. The ' +
        'image is re-encoded (metadata such as EXIF and GPS removed; animations keep their first frame) and ' +
        "counted against the uploader's quota. Answers where it is served.",
      tags,
      ...contentAuthorAccess,
      responses: {
        201: imageUploadAnswerSchema,
        400: 'No image, more than one file, not multipart, or an image that cannot be decoded (damaged, cut short).',
        413: 'Larger than 5 MB, more pixels than allowed, or over the upload quota.',
        415: 'Not a JPEG, PNG, WebP, GIF or AVIF image (SVG, HTML and other files included).',
      },
      before: [imageField(deps.images.maxBytes)],
    },
    async ({ user }, req, res) => {
      res.status(201).json(await uploadImage(deps, user, (req as WithFile).file?.buffer));
    },
  );

  // Declared before /api/uploads/:file, which would otherwise take 'mine' for a file name.
  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/uploads/mine',
      summary: 'The caller’s uploaded images',
      description: 'Newest first (at most 500), with the bytes they take and the caller’s upload quota.',
      tags,
      ...contentAuthorAccess,
      responses: { 200: myUploadsSchema },
    },
    async ({ user }, _req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await myUploads(deps, user));
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/api/uploads/:file',
      summary: 'Get an uploaded image',
      description:
        'The re-encoded image, with its type, `X-Content-Type-Options: nosniff`, a year of immutable caching ' +
        '(names are never reused) and a strong ETag (`If-None-Match` answers 304). Served by every instance.',
      tags,
      auth: 'public',
      params: z.object({ file: z.string() }),
      responses: {
        200: { description: 'The image.', contentType: 'image/*' },
        304: 'Not modified (`If-None-Match` names its ETag).',
        404: 'No such image.',
      },
    },
    async ({ params }, req, res) => {
      // HEAD reads what the headers need, not the bytes.
      const blob =
        req.method === 'HEAD'
          ? await readUpload(deps, params.file, { bytes: false })
          : await readUpload(deps, params.file);
      res.status(200).set({
        'Content-Type': blob.contentType,
        'Content-Length': String(blob.size),
        ETag: `"${blob.etag}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Content-Disposition': 'inline',
      });
      if (req.fresh) {
        res.status(304).removeHeader('Content-Length');
        return void res.end();
      }
      res.end('data' in blob ? blob.data : undefined);
    },
  );
}
