import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { contentMessages, imageUploadLimits } from '@canopy/contracts';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '@canopy/service-kit';

export interface ProcessedImage {
  data: Buffer;
  contentType: string;
  fileName: string;
  width: number;
  height: number;
}

type Kind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

// The magic-byte type (file-type) and what sharp's decoder says the header is must agree: a file that is one
// thing to one reader and another to the next (a polyglot) is refused.
const kinds: Record<string, { kind: Kind; decoder: string[]; ext: string }> = {
  'image/jpeg': { kind: 'jpeg', decoder: ['jpeg'], ext: 'jpg' },
  'image/png': { kind: 'png', decoder: ['png'], ext: 'png' },
  'image/webp': { kind: 'webp', decoder: ['webp'], ext: 'webp' },
  'image/gif': { kind: 'gif', decoder: ['gif'], ext: 'gif' },
  'image/avif': { kind: 'avif', decoder: ['heif'], ext: 'avif' },
};

export interface ImageLimits {
  maxBytes: number;
  maxSide: number;
  maxPixels: number;
}

export const defaultImageLimits: ImageLimits = {
  maxBytes: imageUploadLimits.maxBytes,
  maxSide: imageUploadLimits.maxSide,
  maxPixels: imageUploadLimits.maxPixels,
};

/**
 * Checks an uploaded image and re-encodes it: the type from its magic bytes (JPEG, PNG, WebP, GIF, AVIF only),
 * its dimensions from the header before anything is decoded (pixel bombs), then a full decode and a fresh
 * encode of the same type with every piece of metadata (EXIF, GPS, comments, anything appended) left behind.
 * Animated GIF and WebP keep their first frame.
 */
export async function reencodeImage(
  input: Buffer,
  limits: ImageLimits = defaultImageLimits,
): Promise<ProcessedImage> {
  if (input.length > limits.maxBytes) throw new PayloadTooLargeError(contentMessages.imageTooLarge);
  const detected = await fileTypeFromBuffer(input);
  const type = detected ? kinds[detected.mime] : undefined;
  if (!type) throw new UnsupportedMediaTypeError(contentMessages.imageType);

  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const, pages: 1 };
  let meta: sharp.Metadata;
  try {
    // The header only: no pixel is decoded here, so the limit is checked below with the service's own message.
    meta = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ValidationError(contentMessages.imageUnreadable);
  }
  if (!type.decoder.includes(meta.format ?? ''))
    throw new UnsupportedMediaTypeError(contentMessages.imageType);
  if (type.kind === 'avif' && meta.compression !== 'av1')
    throw new UnsupportedMediaTypeError(contentMessages.imageType);
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width <= 0 || height <= 0) throw new ValidationError(contentMessages.imageUnreadable);
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new PayloadTooLargeError(contentMessages.imageTooManyPixels);
  }

  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    // rotate(): applies the EXIF orientation before the EXIF goes, so the picture stays the right way up.
    const pipeline = sharp(input, options).rotate();
    const encoded =
      type.kind === 'jpeg'
        ? pipeline.jpeg({ quality: 85 })
        : type.kind === 'png'
          ? pipeline.png()
          : type.kind === 'webp'
            ? pipeline.webp({ quality: 85 })
            : type.kind === 'gif'
              ? pipeline.gif()
              : pipeline.avif({ quality: 60, effort: 2 });
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new ValidationError(contentMessages.imageUnreadable);
  }
  return {
    data: output.data,
    contentType: detected!.mime,
    fileName: `${randomBytes(16).toString('hex')}.${type.ext}`,
    width: output.info.width,
    height: output.info.height,
  };
}
