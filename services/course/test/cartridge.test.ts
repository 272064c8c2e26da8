import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartridgeImportReportSchema,
  cartridgeLimits,
  cartridgeMessages,
  type CartridgeImportReport,
  type Identity,
} from '@canopy/contracts';
import {
  identityHeaders,
  standInContentService,
  testEngines,
  type ContentStandIn,
} from '@canopy/service-kit/testing';
import { openPackage } from '../src/cartridge/zip-package';
import { folderEntries, rawZip, tinyManifest, tinyPage } from './cartridge-packages';
import { validateManifest, validateWebLink } from './cartridge-schemas';
import { makeCast, startCourseService, type TestService } from './harness';

/** Lesson bodies in the markdown people write here: headings, emphasis, lists, links, a table. */
const SOIL = [
  '## Why soil matters',
  '',
  'Healthy soil holds **water** and *carbon*.',
  '',
  '- Compost',
  '- Cover crops',
  '',
  'Read [the FAO soil portal](https://www.fao.org/soils-portal) next.',
].join('\n');
const WATER = [
  '### Rainwater',
  '',
  '1. Collect it',
  '2. Store it in the shade',
  '',
  '> Every drop counts.',
].join('\n');

describe.each(testEngines())('Common Cartridge export and import (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let content: ContentStandIn;
  let courseId: number;

  const importPackage = async (
    bytes: Buffer,
    user: Identity | null = cast.educator,
    fileName = 'course.imscc',
  ) =>
    t.api.raw
      .post('/api/courses/import')
      .set(await identityHeaders(user))
      .field('categoryId', '6')
      .field('level', 'intermediate')
      .attach(cartridgeLimits.field, bytes, { filename: fileName, contentType: 'application/zip' });

  const exportCourse = async (id: number, user: Identity | null = cast.educator) =>
    t.api.raw
      .get(`/api/courses/${id}/cartridge`)
      .set(await identityHeaders(user))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** The course as its educator reads it: modules, lessons with bodies, quizzes with answers. */
  const readCourse = async (id: number) => {
    const modules = (await t.api.get(`/api/courses/${id}/modules`, cast.educator)).body as Array<{
      id: number;
      title: string;
      description: string | null;
    }>;
    const out = [];
    for (const m of modules) {
      const lessons = (await t.api.get(`/api/modules/${m.id}/lessons`, cast.educator)).body as Array<{
        id: number;
        title: string;
        content: string;
        videoUrl: string | null;
        documentUrl: string | null;
      }>;
      const withQuizzes = [];
      for (const l of lessons) {
        const summaries = (await t.api.get(`/api/lessons/${l.id}/quizzes`, cast.educator)).body as Array<{
          id: number;
        }>;
        const quizzes = [];
        for (const s of summaries) {
          const q = (await t.api.get(`/api/quizzes/${s.id}`, cast.educator)).body;
          quizzes.push({
            title: q.title,
            description: q.description,
            passingScore: q.passingScore,
            questions: q.questions.map((x: Record<string, unknown>) => ({
              type: x.type,
              question: x.question,
              options: x.options,
              correctAnswers: x.correctAnswers,
              explanation: x.explanation,
            })),
          });
        }
        withQuizzes.push({
          title: l.title,
          content: l.content,
          videoUrl: l.videoUrl,
          documentUrl: l.documentUrl,
          quizzes,
        });
      }
      out.push({ title: m.title, description: m.description, lessons: withQuizzes });
    }
    return out;
  };

  const myCourseCount = async () =>
    ((await t.api.get('/api/educator/courses', cast.educator)).body as unknown[]).length;

  beforeAll(async () => {
    content = await standInContentService();
    t = await startCourseService(engine, { CONTENT_URL: content.url });
    const created = await t.api.post(
      '/api/courses/create',
      {
        title: 'Soil and Water Basics',
        description: 'How soil and water work together in a small garden.',
        level: 'beginner',
        categoryIds: [6],
      },
      cast.educator,
    );
    courseId = created.body.id;
    const post = async (path: string, body: unknown) => {
      const res = await t.api.post(path, body, cast.educator);
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id as number;
    };
    const soilModule = await post('/api/modules', {
      title: 'Soil',
      description: 'What lives underground',
      courseId,
    });
    const waterModule = await post('/api/modules', {
      title: 'Water & rain',
      description: 'Catching it',
      courseId,
    });
    const soil = await post('/api/lessons', {
      title: 'Why soil matters',
      content: SOIL,
      moduleId: soilModule,
      videoUrl: 'https://www.youtube.com/watch?v=6pYyuNPUyYg',
      documentUrl: 'https://example.org/soil-guide.pdf',
    });
    await post('/api/lessons', {
      title: 'Compost <basics> & more',
      content: 'Turn it **weekly**.',
      moduleId: soilModule,
    });
    const water = await post('/api/lessons', { title: 'Rainwater', content: WATER, moduleId: waterModule });
    await post('/api/quizzes', {
      lessonId: soil,
      title: 'Soil check',
      description: 'Four quick questions.',
      passingScore: 75,
      questions: [
        {
          type: 'single_choice',
          question: 'What holds water best?',
          options: ['Sand', 'Loam', 'Gravel'],
          correctAnswer: 'Loam',
          explanation: 'Loam mixes particle sizes.',
        },
        {
          type: 'multiple_choice',
          question: 'Which feed soil life?',
          options: ['Compost', 'Mulch', 'Plastic'],
          correctAnswers: ['Compost', 'Mulch'],
        },
        { type: 'true_false', question: 'Bare soil erodes faster.', correctAnswer: 'true' },
        {
          type: 'short_answer',
          question: 'Name the dark, crumbly result of composting.',
          correctAnswers: ['humus', 'compost'],
        },
      ],
    });
    await post('/api/quizzes', {
      lessonId: water,
      title: 'Water check',
      questions: [{ type: 'true_false', question: 'Rain barrels need a lid.', correctAnswer: 'true' }],
    });
    content.attachEbook(courseId, {
      id: 41,
      title: 'The Soil Handbook',
      author: 'Rachel Carson',
      description: 'A companion reader.',
      chapters: [
        { id: 'c1', title: 'Layers', content: 'Topsoil sits on subsoil.', order: 0 },
        { id: 'c2', title: 'Life', content: 'Worms and fungi.', order: 1 },
      ],
    });
  });
  afterAll(async () => {
    await t?.stop();
    await content?.stop();
  });

  it('exports a course its educator owns as a valid CC 1.3 package, and imports it back whole', async () => {
    const res = await exportCourse(courseId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.ims.imscc');
    expect(res.headers['content-disposition']).toBe('attachment; filename="soil-and-water-basics.imscc"');
    const bytes = res.body as Buffer;

    const pkg = await openPackage(bytes);
    const manifest = (await pkg.read('imsmanifest.xml'))!.toString('utf8');
    const schema = await validateManifest(manifest);
    expect(schema.errors).toEqual([]);
    expect(schema.valid).toBe(true);
    const links = [...pkg.names].filter((n) => n.startsWith('links/'));
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(await validateWebLink((await pkg.read(link))!.toString('utf8'))).toEqual({
        valid: true,
        errors: [],
      });
    expect(manifest).toContain('<schemaversion>1.3.0</schemaversion>');
    expect(manifest).toContain('type="imsqti_xmlv1p2/imscc_xmlv1p3/assessment"');
    // The ebook is a resource of its own, chapters in order.
    const ebook = (await pkg.read('ebooks/E_41.html'))!.toString('utf8');
    expect(ebook).toMatch(/<h2>Layers<\/h2>[\s\S]*<h2>Life<\/h2>/);
    // Lesson pages are escaped and sanitised HTML.
    const pages = [...pkg.names].filter((n) => n.startsWith('lessons/'));
    const compost = await Promise.all(pages.map(async (p) => (await pkg.read(p))!.toString('utf8')));
    expect(compost.join('\n')).toContain('<title>Compost &lt;basics&gt; &amp; more</title>');
    pkg.close();

    const before = await readCourse(courseId);
    const imported = await importPackage(bytes, cast.educator, 'soil-and-water-basics.imscc');
    expect(imported.status).toBe(201);
    const report = cartridgeImportReportSchema.parse(imported.body);
    expect(report.course).toMatchObject({ title: 'Soil and Water Basics', status: 'pending' });
    expect(report.course.id).not.toBe(courseId);
    expect(report.schemaVersion).toBe('1.3.0');
    expect(report.imported).toEqual({ modules: 2, lessons: 3, quizzes: 2, questions: 5, webLinks: 2 });
    expect(report.notes).toEqual([]);
    // The ebook cannot become part of a course: it is reported, not dropped.
    expect(report.skipped).toEqual([
      expect.objectContaining({
        kind: 'resource',
        title: 'The Soil Handbook',
        location: 'Not in the course outline',
      }),
    ]);
    // Titles, order, lesson content, media links and quiz answers come back as they were.
    expect(await readCourse(report.course.id)).toEqual(before);
    const detail = (await t.api.get(`/api/courses/${report.course.id}`, cast.educator)).body;
    expect(detail).toMatchObject({
      status: 'pending',
      level: 'intermediate',
      categoryId: 6,
      instructorId: cast.educator.id,
    });
  });

  it('answers a repeated import with the same Idempotency-Key once: one course, the same report', async () => {
    const bytes = rawZip(folderEntries('canvas-style'));
    const importsNamed = async () =>
      ((await t.api.get('/api/educator/courses', cast.educator)).body as Array<{ title: string }>).filter(
        (c) => c.title === 'Urban Composting 101',
      ).length;
    const before = await importsNamed();
    const send = async () =>
      t.api.raw
        .post('/api/courses/import')
        .set(await identityHeaders(cast.educator))
        .set('Idempotency-Key', `cartridge-import-${engine}`)
        .field('categoryId', '6')
        .field('level', 'intermediate')
        .attach(cartridgeLimits.field, bytes, { filename: 'course.imscc', contentType: 'application/zip' });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.course.id).toBe(first.body.course.id);
    expect(await importsNamed()).toBe(before + 1);
  });

  it('imports a package laid out the way another LMS exports it, and reports what it left out', async () => {
    const res = await importPackage(rawZip(folderEntries('canvas-style')));
    expect(res.status).toBe(201);
    const report = cartridgeImportReportSchema.parse(res.body) as CartridgeImportReport;
    expect(report.course.title).toBe('Urban Composting 101');
    expect(report.imported).toEqual({ modules: 2, lessons: 3, quizzes: 1, questions: 3, webLinks: 1 });
    const course = await readCourse(report.course.id);
    expect(course.map((m) => [m.title, m.lessons.map((l) => l.title)])).toEqual([
      ['Week 1: Why compost?', ['What compost does for soil', 'EPA: Composting at home']],
      ['Week 2: Building a bin', ['Greens and browns']],
    ]);
    const [page, link] = course[0]!.lessons;
    expect(page!.content).toContain('## Feeding the soil, not the plant');
    expect(page!.content).toContain('Finished compost adds **organic matter**');
    expect(page!.content).toContain('[EPA guide](https://www.epa.gov/recycle/composting-home)');
    // Sanitised: no script, no event handler, no style.
    for (const lesson of course.flatMap((m) => m.lessons))
      expect(lesson.content).not.toMatch(/script|onclick|alert|color: red/i);
    expect(link).toMatchObject({
      documentUrl: 'https://www.epa.gov/recycle/composting-home',
      quizzes: [expect.anything()],
    });
    expect(link!.quizzes[0]!.questions).toEqual([
      {
        type: 'single_choice',
        question: 'Which of these belongs in the **browns**?',
        options: ['Banana peels', 'Dry leaves', 'Coffee grounds'],
        correctAnswers: ['Dry leaves'],
        explanation: null,
      },
      {
        type: 'true_false',
        question: 'Meat and dairy belong in a backyard bin.',
        options: ['True', 'False'],
        correctAnswers: ['False'],
        explanation: 'They attract pests and smell; leave them out of a home bin.',
      },
      {
        type: 'short_answer',
        question: 'Compost that smells of ammonia has too much ____ (a kind of material).',
        options: [],
        correctAnswers: ['greens', 'nitrogen'],
        explanation: null,
      },
    ]);
    expect(course[1]!.lessons[0]!.content).toBe(
      'Mix roughly *three parts browns* (dry leaves, cardboard) to one part greens (food scraps).\n\n1. Start with a layer of browns\n2. Add greens and cover them',
    );
    expect(report.notes).toEqual([
      'The folder “Materials” in “Week 2: Building a bin” was flattened into its module.',
    ]);
    expect(report.skipped.map((s) => [s.kind, s.title])).toEqual([
      ['file', 'images/soil-layers.png'],
      ['question', 'Question 4'],
      ['discussion', 'Introduce yourself'],
      ['lti_link', 'Soil thermometer (external tool)'],
      ['file', 'Bin plan worksheet'],
      ['resource', 'Course syllabus'],
    ]);
    expect(report.skipped[1]!.reason).toBe('Its kind (cc.essay.v0p1) is not one Canopy grades.');
  });

  describe('hostile or broken packages are refused with a clear message and nothing is stored', () => {
    const refused = async (bytes: Buffer, status: number, message: string) => {
      const count = await myCourseCount();
      const res = await importPackage(bytes);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
      expect(res.body.code).toBe(status === 413 ? 'payload_too_large' : 'validation_failed');
      expect(await myCourseCount()).toBe(count);
    };
    const withManifest = (...extra: Parameters<typeof rawZip>[0]) =>
      rawZip([
        { name: 'imsmanifest.xml', data: tinyManifest },
        { name: 'page.html', data: tinyPage },
        ...extra,
      ]);

    it('a file that is not a zip, or a zip without a manifest', async () => {
      await refused(Buffer.from('<html>not a package</html>'), 400, cartridgeMessages.notZip);
      await refused(rawZip([{ name: 'page.html', data: tinyPage }]), 400, cartridgeMessages.noManifest);
      await refused(
        rawZip([{ name: 'imsmanifest.xml', data: '<manifest><oops></manifest>' }]),
        400,
        cartridgeMessages.xmlInvalid,
      );
    });

    it('paths that leave the package: "..", absolute, backslashes', async () => {
      await refused(withManifest({ name: '../escape.html', data: 'x' }), 400, cartridgeMessages.unsafePath);
      await refused(
        withManifest({ name: '/etc/cron.d/escape', data: 'x' }),
        400,
        cartridgeMessages.unsafePath,
      );
      await refused(
        withManifest({ name: 'lessons\\..\\..\\escape.html', data: 'x' }),
        400,
        cartridgeMessages.unsafePath,
      );
      await refused(
        withManifest({ name: 'C:/Windows/escape.html', data: 'x' }),
        400,
        cartridgeMessages.unsafePath,
      );
    });

    it('XML with a DOCTYPE (external entities, entity expansion)', async () => {
      const xxe = tinyManifest
        .replace(
          '<manifest ',
          '<!DOCTYPE manifest [<!ENTITY secret SYSTEM "file:///etc/passwd">]>\n<manifest ',
        )
        .replace('<title>Page</title>', '<title>&secret;</title>');
      await refused(
        rawZip([
          { name: 'imsmanifest.xml', data: xxe },
          { name: 'page.html', data: tinyPage },
        ]),
        400,
        cartridgeMessages.doctype,
      );
      const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>`;
      const quiz = tinyManifest
        .replace(
          '</resources>',
          '<resource identifier="Q1" type="imsqti_xmlv1p2/imscc_xmlv1p3/assessment"><file href="q.xml"/></resource></resources>',
        )
        .replace(
          '</item></item>',
          '</item><item identifier="I2" identifierref="Q1"><title>Quiz</title></item></item>',
        );
      await refused(
        rawZip([
          { name: 'imsmanifest.xml', data: quiz },
          { name: 'page.html', data: tinyPage },
          { name: 'q.xml', data: laughs },
        ]),
        400,
        cartridgeMessages.doctype,
      );
    });

    it('zip bombs: a huge expansion ratio, too much once uncompressed, too many files', async () => {
      await refused(
        withManifest({ name: 'zeros.html', data: Buffer.alloc(8 * 1024 * 1024) }),
        413,
        cartridgeMessages.bomb,
      );
      // Sizes that claim more than the limit altogether (checked before anything is inflated).
      const filler = randomBytes(600_000); // incompressible: 60 MB declared is 100 times it, under the ratio limit
      await refused(
        withManifest(
          { name: 'a.bin', data: filler, declaredSize: 60 * 1024 * 1024 },
          { name: 'b.bin', data: filler, declaredSize: 60 * 1024 * 1024 },
        ),
        413,
        cartridgeMessages.uncompressedTooLarge,
      );
      const many = Array.from({ length: cartridgeLimits.maxEntries + 1 }, (_, i) => ({
        name: `f/${i}.txt`,
        data: 'x',
        method: 'store' as const,
      }));
      await refused(withManifest(...many), 413, cartridgeMessages.tooManyEntries);
      // A page that inflates past the size it declares.
      await refused(
        rawZip([
          { name: 'imsmanifest.xml', data: tinyManifest },
          { name: 'page.html', data: Buffer.alloc(200_000, 65), declaredSize: 10 },
        ]),
        413,
        cartridgeMessages.bomb,
      );
    });

    it('an upload over 20 MB, a missing file, a body that is not multipart', async () => {
      await refused(Buffer.alloc(cartridgeLimits.maxUploadBytes + 1), 413, cartridgeMessages.tooLarge);
      const noFile = await t.api.raw
        .post('/api/courses/import')
        .set(await identityHeaders(cast.educator))
        .field('categoryId', '6');
      expect([noFile.status, noFile.body.message]).toEqual([400, cartridgeMessages.packageRequired]);
      const json = await t.api.post('/api/courses/import', { categoryId: 6 }, cast.educator);
      expect([json.status, json.body.message]).toEqual([400, cartridgeMessages.multipartRequired]);
    });
  });

  it('is for the course’s educator and administrators; imports for active educators and administrators', async () => {
    expect((await exportCourse(courseId, null)).status).toBe(401);
    expect((await exportCourse(courseId, cast.student)).status).toBe(403);
    expect((await exportCourse(courseId, cast.pendingEducator)).status).toBe(403);
    expect((await exportCourse(courseId, cast.otherEducator)).status).toBe(404);
    expect((await exportCourse(courseId, cast.admin)).status).toBe(200);
    const tiny = rawZip([
      { name: 'imsmanifest.xml', data: tinyManifest },
      { name: 'page.html', data: tinyPage },
    ]);
    expect((await importPackage(tiny, null)).status).toBe(401);
    expect((await importPackage(tiny, cast.student)).status).toBe(403);
    const byAdmin = await importPackage(tiny, cast.admin);
    expect([byAdmin.status, byAdmin.body.course.status]).toEqual([201, 'pending']);
  });

  it('refuses to export a course without its ebooks when the content service cannot be asked (503)', async () => {
    content.setDown(true);
    try {
      const res = await exportCourse(courseId);
      expect(res.status).toBe(503);
    } finally {
      content.setDown(false);
    }
  });
});
