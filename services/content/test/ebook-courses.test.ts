import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMessages, courseEbookListSchema, ebookSchema, type Ebook } from '@canopy/contracts';
import {
  identityHeaders,
  standInCourseService,
  testEngines,
  type CourseStandIn,
  unreachableUrl,
} from '@canopy/service-kit/testing';
import { makeCast, startContent, type TestContent, type User } from './harness';

const COURSE = 31;
const OTHER_COURSE = 32;
const MISSING_COURSE = 33;

describe.each(testEngines())('ebooks attached to courses (%s)', (engine) => {
  let t: TestContent;
  let course: CourseStandIn;
  const cast = makeCast();
  const enrolledStudent = makeCast().student;
  let attached: Ebook;
  let loose: Ebook;

  beforeAll(async () => {
    course = await standInCourseService({
      courses: [
        { id: COURSE, instructorId: cast.educator.id },
        { id: OTHER_COURSE, instructorId: cast.otherEducator.id },
      ],
      enrollments: [{ courseId: COURSE, userId: enrolledStudent.id }],
    });
    // COURSE_URL lists two course instances, the first one down: every question reaches the live one.
    t = await startContent(engine, { env: { COURSE_URL: `${await unreachableUrl()},${course.url}` } });
    const create = async (title: string) => {
      const res = await t.api.post(
        '/api/ebooks',
        {
          title,
          author: 'Rachel Carson',
          description: `${title}, for the course.`,
          formatStyle: 'study-guide',
          chapters: [
            { id: 'a', title: 'One', content: 'First.', order: 0 },
            { id: 'b', title: 'Two', content: 'Second.', order: 1 },
          ],
        },
        cast.educator,
      );
      expect(res.status).toBe(201);
      return ebookSchema.parse(res.body);
    };
    attached = await create('Soil Field Guide');
    loose = await create('Private Notes');
    const res = await t.api.patch(`/api/ebooks/${attached.id}`, { courseId: COURSE }, cast.educator);
    expect(res.status).toBe(200);
    expect(res.body.courseId).toBe(COURSE);
  });
  afterAll(async () => {
    await t?.stop();
    await course?.stop();
  });

  const epub = async (id: number, user: User) =>
    t.api.raw
      .get(`/api/ebooks/${id}/epub`)
      .set(await identityHeaders(user))
      .buffer(true)
      .parse((res, cb) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => cb(null, Buffer.concat(parts)));
      });

  it("lists a course's ebooks for its enrolled learners, its educator and administrators only", async () => {
    const matrix: [string, User, number][] = [
      ['anonymous', cast.visitor, 401],
      ['student not enrolled', cast.student, 403],
      ['enrolled student', enrolledStudent, 200],
      ['other educator', cast.otherEducator, 403],
      ['owner', cast.educator, 200],
      ['admin', cast.admin, 200],
    ];
    for (const [who, user, status] of matrix) {
      const res = await t.api.get(`/api/ebooks/course/${COURSE}`, user);
      expect(res.status, who).toBe(status);
      if (status === 200) {
        expect(courseEbookListSchema.parse(res.body), who).toEqual([
          {
            id: attached.id,
            title: 'Soil Field Guide',
            description: 'Soil Field Guide, for the course.',
            formatStyle: 'study-guide',
            author: 'Rachel Carson',
            chapterCount: 2,
            updatedAt: expect.any(String),
          },
        ]);
      } else {
        expect(res.body.code, who).toBe(status === 401 ? 'unauthenticated' : 'forbidden');
      }
    }
    expect((await t.api.get(`/api/ebooks/course/${OTHER_COURSE}`, cast.otherEducator)).body).toEqual([]);
    const missing = await t.api.get(`/api/ebooks/course/${MISSING_COURSE}`, cast.admin);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: contentMessages.ebookCourseNotFound, code: 'not_found' });
    expect((await t.api.get('/api/ebooks/course/abc', cast.admin)).status).toBe(400);
    // The course service was asked with a service token (the stand-in refuses anything else).
    expect(course.calls).toContain(`/internal/courses/${COURSE}/owner`);
  });

  it('lets the enrolled learners read an attached ebook and download it, and nobody else', async () => {
    const matrix: [string, User, number][] = [
      ['anonymous', cast.visitor, 401],
      ['student not enrolled', cast.student, 403],
      ['enrolled student', enrolledStudent, 200],
      ['other educator', cast.otherEducator, 404],
      ['owner', cast.educator, 200],
      ['admin', cast.admin, 200],
    ];
    for (const [who, user, status] of matrix) {
      const res = await t.api.get(`/api/ebooks/${attached.id}`, user);
      expect(res.status, who).toBe(status);
      if (status === 200)
        expect(
          res.body.chapters.map((c: { title: string }) => c.title),
          who,
        ).toEqual(['One', 'Two']);
      const file = await epub(attached.id, user);
      expect(file.status, `${who} epub`).toBe(status);
      if (status === 200) expect(file.headers['content-type'], who).toBe('application/epub+zip');
      else expect(file.headers['content-type'], who).toMatch(/^application\/json/);
    }
    // The learner's course does not open the author's other ebooks.
    expect((await t.api.get(`/api/ebooks/${loose.id}`, enrolledStudent)).status).toBe(403);
    expect((await epub(loose.id, enrolledStudent)).status).toBe(403);
    // Nor does it let them change anything.
    expect((await t.api.patch(`/api/ebooks/${attached.id}`, { title: 'Mine' }, enrolledStudent)).status).toBe(
      403,
    );
    expect((await t.api.delete(`/api/ebooks/${attached.id}`, enrolledStudent)).status).toBe(403);
  });

  it('attaches only to a course the author teaches, and detaches with null', async () => {
    const theirs = await t.api.patch(`/api/ebooks/${loose.id}`, { courseId: OTHER_COURSE }, cast.educator);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ message: contentMessages.ebookCourseNotYours, code: 'forbidden' });
    const missing = await t.api.patch(`/api/ebooks/${loose.id}`, { courseId: MISSING_COURSE }, cast.educator);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(contentMessages.ebookCourseNotFound);
    for (const bad of [{ courseId: 0 }, { courseId: 'x' }, { courseId: 1.5 }]) {
      expect((await t.api.patch(`/api/ebooks/${loose.id}`, bad, cast.educator)).status).toBe(400);
    }
    // Someone else's ebook stays someone else's, whatever the course.
    expect(
      (await t.api.patch(`/api/ebooks/${loose.id}`, { courseId: OTHER_COURSE }, cast.otherEducator)).status,
    ).toBe(404);
    expect((await t.api.get(`/api/ebooks/${loose.id}`, cast.educator)).body.courseId).toBeNull();

    // An administrator may attach any author's ebook to an existing course.
    const byAdmin = await t.api.patch(`/api/ebooks/${loose.id}`, { courseId: COURSE }, cast.admin);
    expect(byAdmin.status).toBe(200);
    expect((await t.api.get(`/api/ebooks/course/${COURSE}`, enrolledStudent)).body).toHaveLength(2);

    const detached = await t.api.patch(`/api/ebooks/${loose.id}`, { courseId: null }, cast.educator);
    expect(detached.status).toBe(200);
    expect(detached.body.courseId).toBeNull();
    expect((await t.api.get(`/api/ebooks/course/${COURSE}`, enrolledStudent)).body).toHaveLength(1);
    expect((await t.api.get(`/api/ebooks/${loose.id}`, enrolledStudent)).status).toBe(403);
  });

  it('answers 503 when the course service cannot be asked, never a 500', async () => {
    const fresh = makeCast().student;
    course.enrol(COURSE, fresh.id);
    course.setDown(true);
    try {
      const list = await t.api.get(`/api/ebooks/course/${COURSE}`, fresh);
      expect(list.status).toBe(503);
      expect(list.body).toEqual({ message: contentMessages.courseServiceUnavailable, code: 'unavailable' });
      expect((await t.api.get(`/api/ebooks/${attached.id}`, fresh)).status).toBe(503);
      expect((await t.api.patch(`/api/ebooks/${loose.id}`, { courseId: COURSE }, cast.educator)).status).toBe(
        503,
      );
      // The author's own reads do not depend on it.
      expect((await t.api.get(`/api/ebooks/${attached.id}`, cast.educator)).status).toBe(200);
    } finally {
      course.setDown(false);
    }
  });
});

describe('ebooks and courses without a course service', () => {
  let t: TestContent;
  const cast = makeCast();
  beforeAll(async () => {
    t = await startContent('embedded');
  });
  afterAll(() => t?.stop());

  it('answers 503 for course reads and attaching, and still serves the author', async () => {
    const created = await t.api.post('/api/ebooks', { title: 'Alone' }, cast.educator);
    expect((await t.api.get(`/api/ebooks/course/${COURSE}`, cast.student)).status).toBe(503);
    expect(
      (await t.api.patch(`/api/ebooks/${created.body.id}`, { courseId: COURSE }, cast.educator)).status,
    ).toBe(503);
    expect((await t.api.get(`/api/ebooks/${created.body.id}`, cast.educator)).status).toBe(200);
  });
});
