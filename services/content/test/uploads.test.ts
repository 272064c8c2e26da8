import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages } from '@canopy/contracts';
import { rowsOf } from '@canopy/service-kit';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { sql } from 'drizzle-orm';
import { defaultImageLimits, reencodeImage } from '../src/uploads/image-processing';
import { makeCast, startContent, type TestContent } from './harness';

const SECRET = 'GPS-48.8584N-2.2945E-secret-camera-serial';

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } });
}

/** A JPEG carrying EXIF (with a recognisable string) and an orientation tag. */
function jpegWithExif() {
  return solid(64, 32)
    .jpeg()
    .withExif({ IFD0: { Copyright: SECRET, Artist: SECRET, ImageDescription: SECRET } })
    .toBuffer();
}

/** Incompressible pixels, so the re-encoded PNG keeps about width × height × 3 bytes. */
function noisePng(width: number, height: number) {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG file whose header claims `width` × `height` pixels: a decompression (pixel) bomb. */
function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe.each(testEngines())('image uploads (%s)', (engine) => {
  let t: TestContent;
  const cast = makeCast();

  beforeAll(async () => {
    t = await startContent(engine);
  });
  afterAll(() => t?.stop());

  it('lets only active educators and administrators upload', async () => {
    const png = await solid(8, 8).png().toBuffer();
    const visitor = await t.api.upload(png, cast.visitor);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('unauthenticated');
    const student = await t.api.upload(png, cast.student);
    expect(student.status).toBe(403);
    expect(student.body).toEqual({ message: contentMessages.educatorsOnly, code: 'forbidden' });
    const pending = await t.api.upload(png, cast.pendingEducator);
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('pending_approval');
    const suspended = await t.api.upload(png, cast.suspendedEducator);
    expect(suspended.body.code).toBe('account_suspended');
    for (const user of [cast.educator, cast.admin]) {
      const res = await t.api.upload(png, user);
      expect(res.status).toBe(201);
      expect(res.body.imageUrl).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    }
  });

  it('re-encodes every accepted type and serves it with safe headers', async () => {
    const images: [string, Buffer, string][] = [
      ['image/jpeg', await solid(20, 10).jpeg().toBuffer(), 'jpg'],
      ['image/png', await solid(20, 10).png().toBuffer(), 'png'],
      ['image/webp', await solid(20, 10).webp().toBuffer(), 'webp'],
      ['image/gif', await solid(20, 10).gif().toBuffer(), 'gif'],
      ['image/avif', await solid(20, 10).avif({ effort: 0 }).toBuffer(), 'avif'],
    ];
    for (const [type, data, ext] of images) {
      // The declared type and name are ignored: the bytes decide.
      const res = await t.api.upload(data, cast.educator, { filename: 'x.txt', type: 'text/plain' });
      expect(res.status, type).toBe(201);
      expect(res.body.imageUrl.endsWith(`.${ext}`)).toBe(true);
      const served = await t.api.get(res.body.imageUrl, cast.visitor);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.width, meta.pageHeight ?? meta.height]).toEqual([20, 10]);
    }
  });

  it('removes EXIF and anything appended to the file', async () => {
    const original = await jpegWithExif();
    expect(original.includes(SECRET)).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const withTail = Buffer.concat([original, Buffer.from(`<script>alert(1)</script>${SECRET}`)]);
    const res = await t.api.upload(withTail, cast.educator);
    expect(res.status).toBe(201);
    const served = (await t.api.get(res.body.imageUrl)).body as Buffer;
    expect(served.includes(SECRET)).toBe(false);
    expect(served.includes('<script>')).toBe(false);
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');
  });

  it('refuses what is not a JPEG, PNG, WebP, GIF or AVIF image with 415', async () => {
    const refused: [string, Buffer, string][] = [
      [
        'svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
      ],
      ['html as png', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'image/png'],
      ['text', Buffer.from('just some words'), 'image/jpeg'],
      ['pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'), 'image/png'],
      ['tiff', await solid(8, 8).tiff().toBuffer(), 'image/png'],
    ];
    for (const [what, data, type] of refused) {
      const res = await t.api.upload(data, cast.educator, { type });
      expect(res.status, what).toBe(415);
      expect(res.body).toEqual({ message: contentMessages.imageType, code: 'unsupported_media_type' });
    }
  });

  it('refuses polyglots and truncated files with 400', async () => {
    const pngThenHtml = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const jpeg = await noisePng(200, 200).then((png) => sharp(png).jpeg().toBuffer());
    const png = await noisePng(200, 200);
    for (const [what, data] of [
      ['png signature then html', pngThenHtml],
      ['truncated jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      ['truncated png', png.subarray(0, Math.floor(png.length / 2))],
    ] as const) {
      const res = await t.api.upload(data, cast.educator);
      expect(res.status, what).toBe(400);
      expect(res.body).toEqual({ message: contentMessages.imageUnreadable, code: 'validation_failed' });
    }
  });

  it('refuses more than 5 MB, more than 4096 px a side and pixel bombs with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await t.api.upload(big, cast.educator);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ message: contentMessages.imageTooLarge, code: 'payload_too_large' });

    const wide = await solid(4097, 2).png().toBuffer();
    const res = await t.api.upload(wide, cast.educator);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: contentMessages.imageTooManyPixels, code: 'payload_too_large' });

    const bomb = pngClaiming(60_000, 60_000);
    expect(bomb.length).toBeLessThan(2_000);
    const started = Date.now();
    const bombed = await t.api.upload(bomb, cast.educator);
    expect(bombed.status).toBe(413);
    expect(bombed.body.code).toBe('payload_too_large');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('checks the pixel count from the header before decoding', async () => {
    const limits = { ...defaultImageLimits, maxPixels: 1_000 };
    await expect(reencodeImage(await solid(40, 40).png().toBuffer(), limits)).rejects.toMatchObject({
      status: 413,
      message: contentMessages.imageTooManyPixels,
    });
    await expect(reencodeImage(await solid(40, 20).png().toBuffer(), limits)).resolves.toMatchObject({
      width: 40,
      height: 20,
    });
  });

  it('answers 400 JSON for a missing image, another field, two files or a non-multipart body', async () => {
    const png = await solid(8, 8).png().toBuffer();
    const other = await t.api.upload(png, cast.educator, { field: 'file' });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('validation_failed');
    const json = await t.api.post('/api/upload', { image: 'data:image/png;base64,AAAA' }, cast.educator);
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(contentMessages.multipartRequired);
    const none = await t.api.raw
      .post('/api/upload')
      .set(await identityHeaders(cast.educator))
      .field('title', 'no file');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(contentMessages.imageRequired);
    const two = await t.api.raw
      .post('/api/upload')
      .set(await identityHeaders(cast.educator))
      .attach('image', png, 'a.png')
      .attach('image', png, 'b.png');
    expect(two.status).toBe(400);
    expect(two.body.message).toBe(contentMessages.imageOneFile);
  });

  it('serves only names it gave out', async () => {
    for (const path of [
      '/api/uploads/00000000000000000000000000000000.png',
      '/api/uploads/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/package.json',
    ]) {
      const res = await t.api.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});

describe('the upload quota', () => {
  let t: TestContent;
  const cast = makeCast();

  beforeAll(async () => {
    t = await startContent('embedded', { env: { UPLOAD_QUOTA_MB: '1' } });
  });
  afterAll(() => t?.stop());

  it('refuses an upload that would pass the per-user quota with 413 and keeps no file', async () => {
    const image = await noisePng(330, 330); // about 330 kB once re-encoded
    for (let i = 0; i < 3; i++) {
      expect((await t.api.upload(image, cast.educator)).status).toBe(201);
    }
    const over = await t.api.upload(image, cast.educator);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: contentMessages.uploadQuotaExceeded(1), code: 'payload_too_large' });
    // Nor its bytes: the blob store holds the three accepted images only.
    const kept = await t.service.ctx.db.execute(sql`SELECT count(*)::int AS n FROM blobs`);
    expect(rowsOf<{ n: number }>(kept)[0]!.n).toBe(3);
    // The quota is each user's own.
    expect((await t.api.upload(image, cast.otherEducator)).status).toBe(201);
  });
});
