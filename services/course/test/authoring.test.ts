import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSchema, lessonSchema, moduleSchema } from '@canopy/contracts';
import { identityHeaders, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

const wizard = {
  title: 'Community Solar Cooperatives',
  description: 'How neighbours can own and run a solar array together.',
  level: 'intermediate',
  categoryIds: ['6', 9],
  categoryId: 6,
  imageUrl: 'https://images.example.org/solar.jpg',
  youtubeUrl: 'https://www.youtube.com/watch?v=xKxrkht7CpY',
  storyTemplate: 'sustainability',
  awakeningPhase: 'Noticing the sun on every roof',
};

describe.each(testEngines())('course building and review (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(() => t?.stop());

  const message = async (path: string, body: unknown, user = cast.educator) => {
    const res = await t.api.post(path, body, user);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    return res.body.message as string;
  };

  it("creates an educator's wizard course as pending, with categories primary first", async () => {
    const res = await t.api.post('/api/courses/create', wizard, cast.educator);
    expect(res.status).toBe(201);
    const course = courseSchema.parse(res.body);
    expect(course).toMatchObject({
      title: 'Community Solar Cooperatives',
      status: 'pending',
      level: 'intermediate',
      instructorId: cast.educator.id,
      categoryId: 6,
      categoryIds: [6, 9],
      rating: '0',
      approvedAt: null,
      storyTemplate: 'sustainability',
      awakeningPhase: 'Noticing the sun on every roof',
      youtubeUrl: 'https://www.youtube.com/watch?v=xKxrkht7CpY',
    });
    const quick = await t.api.post(
      '/api/courses',
      { title: 'Q', description: 'D', categoryId: 12, level: 'advanced' },
      cast.educator,
    );
    expect(quick.status).toBe(201);
    expect(quick.body).toMatchObject({
      status: 'pending',
      categoryId: 12,
      categoryIds: [12],
      level: 'advanced',
    });
    const defaulted = await t.api.post(
      '/api/courses',
      { title: 'Q2', description: 'D', categoryId: '3' },
      cast.educator,
    );
    expect(defaulted.body).toMatchObject({ level: 'beginner', categoryId: 3 });
  });

  it("approves an administrator's own course at once", async () => {
    const res = await t.api.post('/api/courses/create', { ...wizard, title: 'Admin Course' }, cast.admin);
    expect(res.body).toMatchObject({ status: 'approved', approvedBy: cast.admin.id });
    expect(res.body.approvedAt).toEqual(expect.any(String));
  });

  it('validates the course wizard with the specification messages', async () => {
    expect(await message('/api/courses/create', { ...wizard, title: 'Tiny' })).toBe(
      'Course title must be at least 5 characters',
    );
    expect(await message('/api/courses/create', { ...wizard, title: '    Tiny   ' })).toBe(
      'Course title must be at least 5 characters',
    );
    expect(await message('/api/courses/create', { ...wizard, description: 'Too short' })).toBe(
      'Description must be at least 20 characters',
    );
    expect(await message('/api/courses/create', { ...wizard, categoryIds: [], categoryId: undefined })).toBe(
      'Please select at least one category',
    );
    expect(
      await message('/api/courses/create', { ...wizard, categoryIds: undefined, categoryId: undefined }),
    ).toBe('Please select at least one category');
    expect(await message('/api/courses/create', { ...wizard, categoryIds: [1, 2, 3, 4] })).toBe(
      'Maximum 3 categories allowed',
    );
    expect(await message('/api/courses/create', { ...wizard, categoryIds: [1, 2, 3], categoryId: 4 })).toBe(
      'Maximum 3 categories allowed',
    );
    expect(await message('/api/courses/create', { ...wizard, level: 'expert' })).toBe(
      'Level must be beginner, intermediate or advanced',
    );
    expect(await message('/api/courses/create', { ...wizard, youtubeUrl: 'https://vimeo.com/123' })).toBe(
      'Please enter a valid YouTube video URL',
    );
    expect(await message('/api/courses/create', { ...wizard, imageUrl: 'javascript:alert(1)' })).toBe(
      'Links must start with http://, https:// or /',
    );
    expect(await message('/api/courses/create', { ...wizard, categoryIds: [99] })).toBe('Category not found');
    expect(await message('/api/courses/create', { ...wizard, storyTemplate: 'epic' })).toBe(
      'Unknown story template',
    );
    expect(await message('/api/courses/create', {})).toBe('Course title must be at least 5 characters');
    // Empty optional links are "not given", as a form sends them.
    const ok = await t.api.post(
      '/api/courses/create',
      { ...wizard, imageUrl: '', youtubeUrl: '' },
      cast.educator,
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ imageUrl: null, youtubeUrl: null });
    for (const url of ['https://youtu.be/xKxrkht7CpY', 'https://www.youtube.com/embed/xKxrkht7CpY']) {
      expect(
        (await t.api.post('/api/courses/create', { ...wizard, youtubeUrl: url }, cast.educator)).status,
      ).toBe(201);
    }
  });

  it('validates the quick course dialog with the specification messages', async () => {
    const quick = { title: 'Quick', description: 'Desc', categoryId: 6, level: 'beginner' };
    expect(await message('/api/courses', { ...quick, title: '' })).toBe('Title is required');
    expect(await message('/api/courses', { ...quick, title: '   ' })).toBe('Title is required');
    expect(await message('/api/courses', { ...quick, title: undefined })).toBe('Title is required');
    expect(await message('/api/courses', { ...quick, description: '' })).toBe('Description is required');
    expect(await message('/api/courses', { ...quick, categoryId: undefined })).toBe('Category is required');
    expect(await message('/api/courses', { ...quick, categoryId: 'soil' })).toBe('Category is required');
    expect(await message('/api/courses', { ...quick, categoryId: 0 })).toBe('Category is required');
    expect(await message('/api/courses', { ...quick, categoryId: 4000 })).toBe('Category not found');
    expect(await message('/api/courses', { ...quick, level: 'all-levels' })).toBe(
      'Level must be beginner, intermediate or advanced',
    );
    expect(await message('/api/courses', { ...quick, title: 'x'.repeat(201) })).toBe(
      'Title must be at most 200 characters',
    );
    const res = await t.api.post('/api/courses', { title: '', description: '' }, cast.educator);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toEqual([
      'Title is required',
      'Description is required',
      'Category is required',
    ]);
  });

  it('validates modules and lessons with the specification messages', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const moduleId = course.modules[0]!.id;
    expect(await message('/api/modules', { title: '', description: 'D', courseId: course.id })).toBe(
      'Module title is required',
    );
    expect(await message('/api/modules', { title: 'T', description: ' ', courseId: course.id })).toBe(
      'Module description is required',
    );
    expect(await message('/api/modules', { title: 'T', description: 'D' })).toBe('Course is required');
    expect(
      await message('/api/modules', { title: 'T', description: 'D', courseId: course.id, orderIndex: -1 }),
    ).toBe('Order must be a whole number from 0');
    expect(await message('/api/lessons', { title: '', content: 'C', moduleId })).toBe(
      'Lesson title is required',
    );
    expect(await message('/api/lessons', { title: 'T', content: '', moduleId })).toBe(
      'Lesson content is required',
    );
    expect(await message('/api/lessons', { title: 'T', content: '   ', moduleId })).toBe(
      'Lesson content is required',
    );
    expect(await message('/api/lessons', { title: 'T', content: 'C' })).toBe('Module is required');
    expect(await message('/api/lessons', { title: 'T', content: 'C', moduleId, duration: 0 })).toBe(
      'Duration must be between 1 and 600 minutes',
    );
    expect(
      await message('/api/lessons', { title: 'T', content: 'C', moduleId, videoUrl: 'javascript:alert(1)' }),
    ).toBe('Links must start with http://, https:// or /');
    const unknown = await t.api.post(
      '/api/modules',
      { title: 'T', description: 'D', courseId: 999999 },
      cast.educator,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Course not found');
    const unknownModule = await t.api.post(
      '/api/lessons',
      { title: 'T', content: 'C', moduleId: 999999 },
      cast.educator,
    );
    expect(unknownModule.status).toBe(404);
    expect(unknownModule.body.message).toBe('Module not found');
  });

  it('orders modules and lessons as the specification says (existing + 1 when absent)', async () => {
    const created = await t.api.post(
      '/api/courses/create',
      { ...wizard, title: 'Ordering course' },
      cast.educator,
    );
    const courseId = created.body.id;
    const m1 = await t.api.post(
      '/api/modules',
      { title: 'First', description: 'D', courseId },
      cast.educator,
    );
    const m2 = await t.api.post(
      '/api/modules',
      { title: 'Second', description: 'D', courseId },
      cast.educator,
    );
    const m0 = await t.api.post(
      '/api/modules',
      { title: 'Intro', description: 'D', courseId: String(courseId), orderIndex: 0 },
      cast.educator,
    );
    expect([m1.body.orderIndex, m2.body.orderIndex, m0.body.orderIndex]).toEqual([1, 2, 0]);
    moduleSchema.parse(m1.body);
    const list = await t.api.get(`/api/courses/${courseId}/modules`, cast.educator);
    expect(list.body.map((m: { title: string }) => m.title)).toEqual(['Intro', 'First', 'Second']);

    const moduleId = m1.body.id;
    const l1 = await t.api.post('/api/lessons', { title: 'A', content: 'a', moduleId }, cast.educator);
    const l2 = await t.api.post(
      '/api/lessons',
      {
        title: 'B',
        content: 'b',
        moduleId,
        videoUrl: 'https://youtu.be/x',
        documentUrl: '/uploads/notes.pdf',
        duration: 12,
        hasDiscussion: false,
        isShortForm: false,
      },
      cast.educator,
    );
    expect(l1.status).toBe(201);
    expect(lessonSchema.parse(l1.body)).toMatchObject({
      orderIndex: 1,
      duration: 5,
      hasDiscussion: true,
      isShortForm: true,
      displayName: 'Lesson',
      locked: false,
    });
    expect(l2.body).toMatchObject({
      orderIndex: 2,
      duration: 12,
      hasDiscussion: false,
      isShortForm: false,
      videoUrl: 'https://youtu.be/x',
      documentUrl: '/uploads/notes.pdf',
    });
    const explicit = await t.api.post(
      '/api/lessons',
      { title: 'C', content: 'c', moduleId, orderIndex: 7 },
      cast.educator,
    );
    expect(explicit.body.orderIndex).toBe(7);
    const next = await t.api.post('/api/lessons', { title: 'D', content: 'd', moduleId }, cast.educator);
    expect(next.body.orderIndex).toBe(4); // three existing lessons + 1
  });

  it("refuses changes to another educator's course", async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const m = await t.api.post(
      '/api/modules',
      { title: 'T', description: 'D', courseId: course.id },
      cast.otherEducator,
    );
    // Another educator's course is not there for them (404, as for a course that does not exist).
    expect(m.status).toBe(404);
    expect(m.body.message).toBe('Course not found');
    const l = await t.api.post(
      '/api/lessons',
      { title: 'T', content: 'C', moduleId: course.modules[0]!.id },
      cast.otherEducator,
    );
    expect(l.status).toBe(404);
    expect(l.body.message).toBe('Module not found');
    const byAdmin = await t.api.post(
      '/api/lessons',
      { title: 'T', content: 'C', moduleId: course.modules[0]!.id },
      cast.admin,
    );
    expect(byAdmin.status).toBe(201);
    const pending = await t.api.post(
      '/api/courses',
      { title: 'T', description: 'D', categoryId: 1 },
      cast.pendingEducator,
    );
    expect(pending.status).toBe(403);
    expect(pending.body).toMatchObject({
      code: 'pending_approval',
      message: 'Your educator account is still pending approval by an administrator.',
    });
  });

  it("lists an educator's own courses, newest first, with their sizes", async () => {
    const mine = await t.api.get('/api/educator/courses', cast.educator);
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(3);
    expect(mine.body.every((c: { instructorId: number }) => c.instructorId === cast.educator.id)).toBe(true);
    const times = mine.body.map((c: { createdAt: string }) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(mine.body[0]).toHaveProperty('lessonCount');
    expect((await t.api.get('/api/educator/courses', cast.otherEducator)).body).toEqual([]);
  });

  it('lets administrators approve and reject pending courses', async () => {
    const a = (await t.api.post('/api/courses/create', { ...wizard, title: 'To approve' }, cast.educator))
      .body;
    const r = (await t.api.post('/api/courses/create', { ...wizard, title: 'To reject' }, cast.educator))
      .body;

    const approved = await t.api.post(`/api/courses/${a.id}/approve`, undefined, cast.admin);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      approvedBy: cast.admin.id,
      rejectionReason: null,
    });
    expect((await t.api.get(`/api/courses/${a.id}`)).status).toBe(200); // now public
    const again = await t.api.post(`/api/courses/${a.id}/approve`, undefined, cast.admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This course is already approved');

    const noReason = await t.api.post(`/api/courses/${r.id}/reject`, { reason: '  ' }, cast.admin);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give a reason for the rejection');
    const rejected = await t.api.post(
      `/api/courses/${r.id}/reject`,
      { reason: 'Add sources for the statistics' },
      cast.admin,
    );
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Add sources for the statistics',
    });
    expect((await t.api.get(`/api/courses/${r.id}`)).status).toBe(404);
    const rejectApproved = await t.api.post(`/api/courses/${a.id}/reject`, { reason: 'x' }, cast.admin);
    expect(rejectApproved.status).toBe(409);
    expect(rejectApproved.body.message).toBe('Only a pending course can be rejected');
    // A rejected course is resubmitted by its educator before it can be approved.
    const approveRejected = await t.api.post(`/api/courses/${r.id}/approve`, undefined, cast.admin);
    expect(approveRejected.status).toBe(409);
    expect(approveRejected.body.message).toBe('Only a pending course can be approved');
    expect((await t.api.post(`/api/courses/${r.id}/submit`, undefined, cast.educator)).status).toBe(200);
    expect((await t.api.post(`/api/courses/${r.id}/approve`, undefined, cast.admin)).body).toMatchObject({
      status: 'approved',
      rejectionReason: null,
    });
    expect((await t.api.post('/api/courses/424242/approve', undefined, cast.admin)).status).toBe(404);
    expect((await t.api.post('/api/courses/x/approve', undefined, cast.admin)).status).toBe(400);
  });

  it('answers bad requests with 4xx JSON, never 500', async () => {
    const notJson = await t.api.raw
      .post('/api/courses')
      .set(await identityHeaders(cast.educator))
      .set('content-type', 'text/plain')
      .send('title=x');
    expect(notJson.status).toBe(415);
    const malformed = await t.api.raw
      .post('/api/courses')
      .set(await identityHeaders(cast.educator))
      .set('content-type', 'application/json')
      .send('{"title": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON in request body');
    for (const body of [[], 'string', 42, null, { title: { $ne: 1 } }]) {
      const res = await t.api.raw
        .post('/api/courses/create')
        .set(await identityHeaders(cast.educator))
        .set('content-type', 'application/json')
        .send(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const huge = await t.api.post(
      '/api/lessons',
      { title: 'T', content: 'x'.repeat(200_000), moduleId: 1 },
      cast.educator,
    );
    expect(huge.status).toBe(413);
    expect((await t.api.get('/api/nowhere')).status).toBe(404);
  });
});
