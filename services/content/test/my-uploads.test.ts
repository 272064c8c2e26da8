import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myUploadsSchema } from '@canopy/contracts';
import { makeCast, startContent, type TestContent } from './harness';

function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer();
}

describe('GET /api/uploads/mine', () => {
  let t: TestContent;
  const cast = makeCast();

  beforeAll(async () => {
    t = await startContent('embedded', { env: { UPLOAD_QUOTA_MB: '2' } });
  });
  afterAll(() => t?.stop());

  it('lists only the caller’s images, newest first, with their size and the quota', async () => {
    const first = await t.api.upload(await png(40, 20), cast.educator);
    const second = await t.api.upload(await png(16, 16), cast.educator);
    const someoneElse = await t.api.upload(await png(8, 8), cast.otherEducator);
    expect([first.status, second.status, someoneElse.status]).toEqual([201, 201, 201]);

    const res = await t.api.get('/api/uploads/mine', cast.educator);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const mine = myUploadsSchema.parse(res.body);
    expect(mine.items.map((i) => i.imageUrl)).toEqual([second.body.imageUrl, first.body.imageUrl]);
    expect(mine.items[1]).toMatchObject({ contentType: 'image/png', width: 40, height: 20 });
    expect(mine.items.every((i) => i.bytes > 0 && !Number.isNaN(Date.parse(i.createdAt)))).toBe(true);
    expect(mine.usedBytes).toBe(mine.items[0]!.bytes + mine.items[1]!.bytes);
    expect(mine.quotaBytes).toBe(2 * 1024 * 1024);

    const other = myUploadsSchema.parse((await t.api.get('/api/uploads/mine', cast.otherEducator)).body);
    expect(other.items.map((i) => i.imageUrl)).toEqual([someoneElse.body.imageUrl]);
    const admin = myUploadsSchema.parse((await t.api.get('/api/uploads/mine', cast.admin)).body);
    expect(admin).toMatchObject({ items: [], usedBytes: 0 });
  });

  it('is for active educators and administrators only', async () => {
    expect((await t.api.get('/api/uploads/mine', cast.visitor)).status).toBe(401);
    expect((await t.api.get('/api/uploads/mine', cast.student)).status).toBe(403);
    expect((await t.api.get('/api/uploads/mine', cast.pendingEducator)).status).toBe(403);
  });
});
