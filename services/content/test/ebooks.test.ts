import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages, ebookSchema, type Ebook } from '@canopy/contracts';
import { testEngines } from '@canopy/service-kit/testing';
import { makeCast, startContent, type TestContent, type User } from './harness';

const chapters = [
  { id: 'c2', title: 'Soil life', content: 'Fungi and bacteria.', order: 2 },
  { id: 'c1', title: 'Why compost', content: 'Waste becomes soil.', order: 1 },
];

const payload = (overrides: Record<string, unknown> = {}) => ({
  title: 'Composting at Home',
  author: 'Rachel Carson',
  description: 'A short guide to turning kitchen waste into soil.',
  formatStyle: 'study-guide',
  sourceUrl: 'https://example.org/compost',
  sourceType: 'website',
  chapters,
  ...overrides,
});

describe.each(testEngines())('ebooks (%s)', (engine) => {
  let t: TestContent;
  const cast = makeCast();

  beforeAll(async () => {
    t = await startContent(engine);
  });
  afterAll(() => t?.stop());

  async function create(user: User, overrides: Record<string, unknown> = {}): Promise<Ebook> {
    const res = await t.api.post('/api/ebooks', payload(overrides), user);
    expect(res.status).toBe(201);
    return ebookSchema.parse(res.body);
  }

  it('creates an ebook with the editor fields and composes its content from the chapters in order', async () => {
    const ebook = await create(cast.educator);
    expect(ebook).toMatchObject({
      title: 'Composting at Home',
      author: 'Rachel Carson',
      formatStyle: 'study-guide',
      sourceUrl: 'https://example.org/compost',
      sourceType: 'website',
      createdBy: cast.educator.id,
      chapters,
    });
    expect(ebook.content).toBe('Why compost\n\nWaste becomes soil.\n\nSoil life\n\nFungi and bacteria.');
    const minimal = await create(cast.educator, {
      author: undefined,
      description: undefined,
      formatStyle: undefined,
      sourceUrl: undefined,
      sourceType: undefined,
      chapters: undefined,
      content: 'Plain text.',
    });
    expect(minimal).toMatchObject({
      formatStyle: 'textbook',
      author: null,
      chapters: [],
      content: 'Plain text.',
    });
  });

  it('validates the payload with 400 { message, code }', async () => {
    for (const bad of [
      { title: '   ' },
      { formatStyle: 'novel' },
      { sourceUrl: 'javascript:alert(1)' },
      { chapters: [{ id: 'x', title: 't', content: 'c' }] },
      { chapters: 'not a list' },
    ]) {
      const res = await t.api.post('/api/ebooks', payload(bad), cast.educator);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(typeof res.body.message).toBe('string');
    }
    const blank = await t.api.post('/api/ebooks', payload({ title: '' }), cast.educator);
    expect(blank.body.message).toBe(contentMessages.ebookTitleRequired);
    const ebook = await create(cast.educator);
    const empty = await t.api.patch(`/api/ebooks/${ebook.id}`, {}, cast.educator);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(contentMessages.ebookNothingToChange);
    expect((await t.api.get('/api/ebooks/abc', cast.educator)).status).toBe(400);
  });

  it('keeps each author to their own ebooks (404 for the others), administrators see all', async () => {
    const mine = await create(cast.educator, { title: 'Mine' });
    const theirs = await create(cast.otherEducator, { title: 'Theirs' });

    const myList = (await t.api.get('/api/ebooks', cast.educator)).body as Ebook[];
    expect(myList.every((e) => e.createdBy === cast.educator.id)).toBe(true);
    expect(myList.map((e) => e.id)).toContain(mine.id);
    expect(myList.map((e) => e.id)).not.toContain(theirs.id);
    for (const key of ['id', 'title', 'description', 'content', 'formatStyle', 'createdAt']) {
      expect(myList[0]).toHaveProperty(key);
    }

    const adminList = (await t.api.get('/api/ebooks', cast.admin)).body as Ebook[];
    expect(adminList.map((e) => e.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    for (const res of [
      await t.api.get(`/api/ebooks/${theirs.id}`, cast.educator),
      await t.api.patch(`/api/ebooks/${theirs.id}`, { title: 'Taken' }, cast.educator),
      await t.api.delete(`/api/ebooks/${theirs.id}`, cast.educator),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: contentMessages.ebookNotFound, code: 'not_found' });
    }
    expect((await t.api.get(`/api/ebooks/${theirs.id}`, cast.otherEducator)).body.title).toBe('Theirs');
    expect((await t.api.get(`/api/ebooks/${mine.id}`, cast.admin)).body.title).toBe('Mine');
    expect((await t.api.get('/api/ebooks/999999', cast.admin)).status).toBe(404);
  });

  it('updates title and content (the library) and chapters (the editor)', async () => {
    const ebook = await create(cast.educator);
    const edited = await t.api.patch(
      `/api/ebooks/${ebook.id}`,
      { title: 'Composting, revised', content: 'New text.' },
      cast.educator,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Composting, revised', content: 'New text.', chapters });

    const rechaptered = await t.api.patch(
      `/api/ebooks/${ebook.id}`,
      { chapters: [{ id: 'only', title: 'All of it', content: 'Everything.', order: 0 }] },
      cast.educator,
    );
    expect(rechaptered.body.content).toBe('All of it\n\nEverything.');
    expect(rechaptered.body.title).toBe('Composting, revised');

    const byAdmin = await t.api.patch(`/api/ebooks/${ebook.id}`, { formatStyle: 'workbook' }, cast.admin);
    expect(byAdmin.body.formatStyle).toBe('workbook');
    expect((await t.api.get(`/api/ebooks/${ebook.id}`, cast.educator)).body.formatStyle).toBe('workbook');
  });

  it('deletes an ebook for its author', async () => {
    const ebook = await create(cast.educator);
    const res = await t.api.delete(`/api/ebooks/${ebook.id}`, cast.educator);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: contentMessages.ebookDeleted });
    expect((await t.api.get(`/api/ebooks/${ebook.id}`, cast.educator)).status).toBe(404);
    expect((await t.api.delete(`/api/ebooks/${ebook.id}`, cast.educator)).status).toBe(404);
  });

  it('refuses visitors (401), students (403), pending and suspended educators (403 with their codes)', async () => {
    const ebook = await create(cast.educator);
    const refused: [User, number, string][] = [
      [cast.visitor, 401, 'unauthenticated'],
      [cast.student, 403, 'forbidden'],
      [cast.pendingEducator, 403, 'pending_approval'],
      [cast.suspendedEducator, 403, 'account_suspended'],
    ];
    for (const [user, status, code] of refused) {
      for (const res of [
        await t.api.get('/api/ebooks', user),
        await t.api.post('/api/ebooks', payload(), user),
        await t.api.get(`/api/ebooks/${ebook.id}`, user),
        await t.api.patch(`/api/ebooks/${ebook.id}`, { title: 'x' }, user),
        await t.api.delete(`/api/ebooks/${ebook.id}`, user),
      ]) {
        expect(res.status, `${user?.role}/${user?.status}`).toBe(status);
        expect(res.body.code).toBe(code);
      }
    }
    expect((await t.api.get('/api/ebooks', cast.student)).body.message).toBe(contentMessages.educatorsOnly);
    expect((await t.api.get(`/api/ebooks/${ebook.id}`, cast.educator)).body.title).toBe(ebook.title);
  });

  it("removes a deleted account's ebooks, images and AI conversations when told", async () => {
    const gone = makeCast().educator;
    const kept = await create(cast.educator, { title: 'Kept' });
    const ebook = await create(gone, { title: 'Goes' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#080' } })
      .png()
      .toBuffer();
    const upload = await t.api.upload(png, gone);
    expect(upload.status).toBe(201);
    const said = [{ role: 'user' as const, content: 'Hello' }];
    await t.service.deps.stores.aiMessages.append(gone.id, 'auto', said, new Date());
    await t.service.deps.stores.aiMessages.append(cast.educator.id, 'auto', said, new Date());

    expect(
      await t.service.receiveEvent({
        id: crypto.randomUUID(),
        type: 'user.deleted',
        source: 'identity',
        occurredAt: new Date().toISOString(),
        payload: { userId: gone.id },
      }),
    ).toBe('handled');
    expect((await t.api.get(`/api/ebooks/${ebook.id}`, cast.admin)).status).toBe(404);
    expect((await t.api.get(upload.body.imageUrl)).status).toBe(404);
    expect((await t.api.get(`/api/ebooks/${kept.id}`, cast.educator)).status).toBe(200);
    expect((await t.api.get('/api/canopy-gpt/conversations', gone)).body.messages).toEqual([]);
    expect((await t.api.get('/api/canopy-gpt/conversations', cast.educator)).body.messages).toHaveLength(1);
  });
});
