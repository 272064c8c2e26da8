import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { makeCast } from './harness';
import { sharedContentDatabase, type ContentInstance } from './instances';

const cast = makeCast();

function png(width: number, height: number, background = '#2a7') {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

async function upload(instance: ContentInstance, data: Buffer) {
  const res = await instance.api.raw
    .post('/api/upload')
    .set(await identityHeaders(cast.educator))
    .attach('image', data, { filename: 'picture.png', contentType: 'image/png' });
  expect(res.status).toBe(201);
  return res.body.imageUrl as string;
}

/** The image's bytes and the headers it is served with, through `instance`. */
async function served(instance: ContentInstance, url: string) {
  // As the gateway forwards a visitor's read: with a visitor's identity token.
  const res = await instance.api.raw
    .get(url)
    .set(await identityHeaders(null))
    .buffer(true);
  return { status: res.status, body: res.body as Buffer, headers: res.headers };
}

describe.each(testEngines())('uploads shared by every instance (%s)', (engine) => {
  let shared: Awaited<ReturnType<typeof sharedContentDatabase>>;
  let a: ContentInstance;
  let b: ContentInstance;

  beforeAll(async () => {
    shared = await sharedContentDatabase(engine);
    [a, b] = [await shared.instance(), await shared.instance()];
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shared?.cleanup();
  });

  it('serves an image uploaded through one instance from another, with the same headers and an ETag', async () => {
    const url = await upload(a, await png(30, 20));
    const [fromA, fromB] = [await served(a, url), await served(b, url)];
    expect(fromB.status).toBe(200);
    expect(fromB.body.equals(fromA.body)).toBe(true);
    for (const name of [
      'content-type',
      'content-length',
      'etag',
      'x-content-type-options',
      'cache-control',
      'content-security-policy',
      'content-disposition',
    ]) {
      expect(fromB.headers[name], name).toBe(fromA.headers[name]);
    }
    expect(fromB.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${createHash('sha256').update(fromB.body).digest('hex')}"`,
    });
    expect(Number(fromB.headers['content-length'])).toBe(fromB.body.length);

    // A browser revalidating against the other instance is told it has it already.
    const again = await b.api.raw
      .get(url)
      .set(await identityHeaders(null))
      .set('If-None-Match', fromA.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(fromA.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // HEAD: the same headers, no bytes read or sent.
    const head = await b.api.raw.head(url).set(await identityHeaders(null));
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(fromA.headers['content-length']);
    expect(head.headers.etag).toBe(fromA.headers.etag);

    // Nothing is written to either instance's disk.
    expect(await readdir(a.dataDir)).toEqual([]);
    expect(await readdir(b.dataDir)).toEqual([]);
  });

  it('keeps images across a restart of every instance', async () => {
    const url = await upload(b, await png(12, 12, '#a52'));
    const before = await served(a, url);
    await Promise.all([a.stop(), b.stop()]);
    [a, b] = [await shared.instance({ dataDir: a.dataDir }), await shared.instance()];
    const after = await served(b, url);
    expect(after.status).toBe(200);
    expect(after.body.equals(before.body)).toBe(true);
    expect(after.headers.etag).toBe(before.headers.etag);
    // The listing (quota and all) is the same everywhere.
    const mine = await a.api.get('/api/uploads/mine', cast.educator);
    expect(mine.body.items.map((i: { imageUrl: string }) => i.imageUrl)).toContain(url);
  });
});

describe.each(testEngines())('an upload folder from an older version (%s)', (engine) => {
  let shared: Awaited<ReturnType<typeof sharedContentDatabase>>;
  const running: ContentInstance[] = [];
  const start = async (dataDir?: string) => {
    const instance = await shared.instance({ dataDir });
    running.push(instance);
    return instance;
  };

  beforeAll(async () => {
    shared = await sharedContentDatabase(engine);
  });
  afterAll(async () => {
    await Promise.all(running.map((i) => i.stop()));
    await shared?.cleanup();
  });

  it('is moved into the database at start, once, and its files removed', async () => {
    // An older version's instance: records in the database, bytes in its folder.
    const old = await start();
    const webp = await sharp(await png(24, 16, '#357'))
      .webp()
      .toBuffer();
    const kept = 'a'.repeat(32) + '.webp';
    const orphan = 'b'.repeat(32) + '.png';
    await old.service.deps.stores.uploads.record(
      {
        fileName: kept,
        ownerId: cast.educator!.id,
        contentType: 'image/webp',
        bytes: webp.length,
        width: 24,
        height: 16,
      },
      new Date(),
    );
    await old.stop();
    running.pop();
    await mkdir(old.uploadDir, { recursive: true });
    await writeFile(path.join(old.uploadDir, kept), webp);
    await writeFile(path.join(old.uploadDir, orphan), await png(2, 2)); // no record: never served
    await writeFile(path.join(old.uploadDir, `${'c'.repeat(32)}.jpg.partial`), 'half a file');
    await writeFile(path.join(old.uploadDir, 'notes.txt'), 'not ours');
    // Before the move another instance cannot serve it.
    const other = await start();
    expect((await other.api.get(`/api/uploads/${kept}`)).status).toBe(404);

    // The new version starts on the old instance's disk.
    const upgraded = await start(old.dataDir);
    expect(await readdir(upgraded.uploadDir)).toEqual(['notes.txt']);
    for (const instance of [upgraded, other]) {
      const res = await served(instance, `/api/uploads/${kept}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.body.equals(webp)).toBe(true);
    }
    expect((await other.api.get(`/api/uploads/${orphan}`)).status).toBe(404);

    // A start interrupted after the bytes were stored but before the file went: the next start finishes it.
    await writeFile(path.join(upgraded.uploadDir, kept), webp);
    const again = await start(old.dataDir);
    expect(await readdir(again.uploadDir)).toEqual(['notes.txt']);
    const res = await served(again, `/api/uploads/${kept}`);
    expect(res.status).toBe(200);
    expect(res.body.equals(webp)).toBe(true);
  });
});
