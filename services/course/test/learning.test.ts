import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateSchema,
  courseProgressSchema,
  enrollmentSchema,
  lessonCompletionResultSchema,
  milestoneSchema,
} from '@canopy/contracts';
import { fakeIdentity, testEngines } from '@canopy/service-kit/testing';
import { buildCourse, getBytes, makeCast, startCourseService, type TestService } from './harness';

const today = () => new Date().toISOString().slice(0, 10);
const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines())('enrollment, progress, milestones and certificates (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(() => t?.stop());

  describe('enrollment', () => {
    it('enrols a signed-in learner with the specification defaults', async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin);
      const res = await t.api.post('/api/enrollments', { courseId: course.id }, cast.student);
      expect(res.status).toBe(201);
      const e = enrollmentSchema.parse(res.body);
      expect(e).toMatchObject({
        userId: cast.student.id,
        courseId: course.id,
        progress: 0,
        completed: false,
        competencyLevel: 'beginning',
        selfPaced: true,
        reflection: null,
        personalGoal: null,
        targetCompletionDate: null,
        weeklyHoursTarget: null,
        completedLessons: 0,
        totalLessons: 4,
        nextLessonId: course.lessons[0],
        course: { id: course.id, status: 'approved' },
      });
      const again = await t.api.post('/api/enrollments', { courseId: String(course.id) }, cast.student);
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(e.id);
      const list = await t.api.get('/api/enrollments', cast.student);
      expect(list.body.filter((x: { courseId: number }) => x.courseId === course.id)).toHaveLength(1);
    });

    it('never creates a duplicate under concurrent requests', async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
      const learner = fakeIdentity();
      const results = await Promise.all(
        Array.from({ length: 6 }, () => t.api.post('/api/enrollments', { courseId: course.id }, learner)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
      expect((await t.api.get('/api/enrollments', learner)).body).toHaveLength(1);
      expect((await t.api.get(`/api/courses/${course.id}`)).body.enrolledCount).toBe(1);
    });

    it('enrols in approved courses only', async () => {
      const pending = await buildCourse(t.api, cast.educator, cast.admin, { approve: false });
      const hidden = await t.api.post('/api/enrollments', { courseId: pending.id }, cast.student);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe('Course not found');
      const own = await t.api.post('/api/enrollments', { courseId: pending.id }, cast.educator);
      expect(own.status).toBe(409);
      expect(own.body.message).toBe('This course is not open for enrollment');
      expect((await t.api.post('/api/enrollments', { courseId: 999999 }, cast.student)).status).toBe(404);
      for (const body of [{}, { courseId: 'abc' }, { courseId: 0 }, { courseId: 1.5 }, { courseId: null }]) {
        const res = await t.api.post('/api/enrollments', body, cast.student);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Course is required');
      }
    });

    it("finds a user's enrollment in a course: own, or any for an admin; null when not enrolled", async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
      const path = `/api/enrollments/course/${course.id}/user/${cast.student.id}`;
      const none = await t.api.get(path, cast.student);
      expect(none.status).toBe(200);
      expect(none.body).toBeNull();
      await t.api.post('/api/enrollments', { courseId: course.id }, cast.student);
      expect((await t.api.get(path, cast.student)).body).toMatchObject({
        courseId: course.id,
        userId: cast.student.id,
      });
      expect((await t.api.get(path, cast.admin)).body).toMatchObject({ userId: cast.student.id });
      expect((await t.api.get(path, cast.student2)).status).toBe(403);
      expect((await t.api.get(path)).status).toBe(401);
      expect(
        (await t.api.get(`/api/enrollments/course/999999/user/${cast.student.id}`, cast.student)).status,
      ).toBe(404);
      expect((await t.api.get(`/api/enrollments/course/x/user/1`, cast.student)).body.message).toBe(
        'Invalid courseId',
      );
    });
  });

  describe('lesson completion and progress', () => {
    it('completes lessons only in courses the learner is enrolled in', async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
      const learner = fakeIdentity();
      const refused = await t.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, learner);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You must be enrolled in this course to complete its lessons');
      const unknown = await t.api.post('/api/lesson-completions', { lessonId: 999999 }, learner);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Lesson not found');
      const pending = await buildCourse(t.api, cast.educator, cast.admin, {
        lessonsPerModule: [1],
        approve: false,
      });
      expect(
        (await t.api.post('/api/lesson-completions', { lessonId: pending.lessons[0] }, learner)).status,
      ).toBe(404);
      const bad = await t.api.post('/api/lesson-completions', { lessonId: 'first' }, learner);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Lesson is required');
      expect((await t.api.post('/api/lesson-completions', { lessonId: course.lessons[0] })).status).toBe(401);
    });

    it('is idempotent, and computes progress on the server as lessons are added', async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [2, 1] });
      const learner = fakeIdentity({ firstName: 'Rosalind', lastName: 'Franklin' });
      const enrolled = await t.api.post('/api/enrollments', { courseId: course.id }, learner);
      const [l1, l2, l3] = course.lessons;

      const first = await t.api.post('/api/lesson-completions', { lessonId: l1 }, learner);
      expect(first.status).toBe(201);
      const result = lessonCompletionResultSchema.parse(first.body);
      expect(result.completion).toMatchObject({
        lessonId: l1,
        courseId: course.id,
        userId: learner.id,
        completed: true,
      });
      expect(result.enrollment).toMatchObject({
        progress: 33,
        completedLessons: 1,
        totalLessons: 3,
        nextLessonId: l2,
      });
      expect(Date.parse(result.enrollment.lastActiveAt)).toBeGreaterThanOrEqual(
        Date.parse(enrolled.body.lastActiveAt),
      );
      // The course's progress as it now is, the same as reading it: the learner's pages need not read it again.
      expect(result.progress).toMatchObject({
        courseId: course.id,
        enrolled: true,
        progress: 33,
        completedLessonIds: [l1],
        nextLesson: { id: l2 },
        certificate: null,
      });
      expect(result.progress).toEqual(
        courseProgressSchema.parse((await t.api.get(`/api/courses/${course.id}/progress`, learner)).body),
      );

      const repeat = await t.api.post('/api/lesson-completions', { lessonId: l1 }, learner);
      expect(repeat.status).toBe(200);
      expect(repeat.body.completion).toEqual(result.completion);
      expect(repeat.body.milestones).toEqual([]);
      expect(repeat.body.enrollment.progress).toBe(33);

      expect(
        (await t.api.post('/api/lesson-completions', { lessonId: l3 }, learner)).body.enrollment,
      ).toMatchObject({
        progress: 67,
        nextLessonId: l2, // the first incomplete lesson in course order, not the one after the last completed
      });

      // The educator adds a lesson: the learner's stored share of the course drops with it.
      await t.api.post(
        '/api/lessons',
        { title: 'Late addition', content: 'New', moduleId: course.modules[1]!.id },
        cast.educator,
      );
      const listed = (await t.api.get('/api/enrollments', learner)).body[0];
      expect(listed).toMatchObject({ progress: 50, completedLessons: 2, totalLessons: 4 });
      const progress = courseProgressSchema.parse(
        (await t.api.get(`/api/courses/${course.id}/progress`, learner)).body,
      );
      expect(progress).toMatchObject({
        enrolled: true,
        progress: 50,
        completedLessons: 2,
        totalLessons: 4,
        completedLessonIds: [l1, l3],
        nextLesson: { id: l2, moduleId: course.modules[0]!.id },
        certificate: null,
      });
      expect(progress.modules.map((m) => [m.totalLessons, m.completedLessons, m.completed])).toEqual([
        [2, 1, false],
        [2, 1, false],
      ]);
      const completions = await t.api.get(`/api/lesson-completions?courseId=${course.id}`, learner);
      expect(completions.body.map((c: { lessonId: number }) => c.lessonId)).toEqual([l1, l3]);
      expect((await t.api.get('/api/lesson-completions', cast.student2)).body).toEqual([]);
    });

    it('completes the course at 100, issues one certificate, and stays completed when lessons are added', async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, {
        lessonsPerModule: [2, 2],
        title: 'Soil Carbon Basics',
      });
      const learner = fakeIdentity({ firstName: 'Rachel', lastName: 'Carson' });
      await t.api.post('/api/enrollments', { courseId: course.id }, learner);
      const [a, b, c, d] = course.lessons;
      await t.api.post('/api/lesson-completions', { lessonId: a }, learner);
      await t.api.post('/api/lesson-completions', { lessonId: b }, learner);
      // The last two at once: the enrollment row lock keeps the count right, so exactly one of them finishes.
      const [r1, r2] = await Promise.all([
        t.api.post('/api/lesson-completions', { lessonId: c }, learner),
        t.api.post('/api/lesson-completions', { lessonId: d }, learner),
      ]);
      expect([r1.status, r2.status]).toEqual([201, 201]);
      const finisher = [r1, r2].find((r) => r.body.certificate)!;
      expect([r1, r2].filter((r) => r.body.certificate)).toHaveLength(1);
      expect(finisher.body.enrollment).toMatchObject({ progress: 100, completed: true, nextLessonId: null });
      expect(finisher.body.enrollment.completedAt).toEqual(expect.any(String));
      const cert = certificateSchema.parse(finisher.body.certificate);
      expect(cert).toMatchObject({
        learnerName: 'Rachel Carson',
        courseTitle: 'Soil Carbon Basics',
        userId: learner.id,
        courseId: course.id,
      });
      expect(cert.code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){5}$/);
      expect(finisher.body.progress).toMatchObject({ progress: 100, completed: true, nextLesson: null });
      expect(finisher.body.progress.certificate).toEqual(finisher.body.certificate);

      const again = await t.api.post('/api/lesson-completions', { lessonId: d }, learner);
      expect(again.status).toBe(200);
      expect(again.body.certificate).toBeNull();

      await t.api.post(
        '/api/lessons',
        { title: 'Epilogue', content: 'More', moduleId: course.modules[1]!.id },
        cast.educator,
      );
      const after = (await t.api.get(`/api/enrollments/course/${course.id}/user/${learner.id}`, learner))
        .body;
      expect(after).toMatchObject({ progress: 80, completed: true });
      const list = await t.api.get('/api/certificates', learner);
      expect(list.body).toHaveLength(1);
      expect(list.body[0].code).toBe(cert.code);
      expect((await t.api.get(`/api/courses/${course.id}/progress`, learner)).body.certificate.code).toBe(
        cert.code,
      );
    });

    it('shows zero progress to a signed-in user who is not enrolled', async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
      const res = await t.api.get(`/api/courses/${course.id}/progress`, cast.student2);
      expect(res.body).toMatchObject({
        enrolled: false,
        enrollmentId: null,
        progress: 0,
        totalLessons: 1,
        nextLesson: null,
      });
    });
  });

  describe('milestones', () => {
    it('records first lesson, each module and the course from real completions', async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, {
        lessonsPerModule: [2, 1],
        title: 'Milestone Course',
      });
      const learner = fakeIdentity();
      const e = (await t.api.post('/api/enrollments', { courseId: course.id }, learner)).body;
      const [a, b, c] = course.lessons;
      const first = await t.api.post('/api/lesson-completions', { lessonId: a }, learner);
      expect(first.body.milestones.map((m: { title: string }) => m.title)).toEqual([
        'First lesson completed',
      ]);
      const second = await t.api.post('/api/lesson-completions', { lessonId: b }, learner);
      expect(second.body.milestones).toEqual([
        expect.objectContaining({
          type: 'lesson_completion',
          title: 'Module completed: Module 1',
          metadata: expect.objectContaining({ moduleId: course.modules[0]!.id, moduleTitle: 'Module 1' }),
        }),
      ]);
      const last = await t.api.post('/api/lesson-completions', { lessonId: c }, learner);
      expect(last.body.milestones.map((m: { type: string; title: string }) => [m.type, m.title])).toEqual([
        ['lesson_completion', 'Module completed: Module 2'],
        ['course_completion', 'Course completed: Milestone Course'],
      ]);
      expect(last.body.milestones[1].metadata.certificateCode).toBe(last.body.certificate.code);

      const listed = await t.api.get(`/api/enrollments/${e.id}/milestones`, learner);
      expect(listed.status).toBe(200);
      expect(listed.body.map((m: unknown) => milestoneSchema.parse(m).type)).toEqual([
        'lesson_completion',
        'lesson_completion',
        'lesson_completion',
        'course_completion',
      ]);
      expect(listed.body.map((m: { icon: string }) => m.icon)).toEqual([
        'check_circle',
        'check_circle',
        'check_circle',
        'emoji_events',
      ]);
      expect((await t.api.get(`/api/courses/${course.id}/milestones`, learner)).body).toEqual(listed.body);
      expect((await t.api.get(`/api/enrollments/${e.id}/milestones`, cast.student)).status).toBe(403);
      expect((await t.api.get(`/api/enrollments/${e.id}/milestones`, cast.admin)).status).toBe(200);
      expect((await t.api.get('/api/enrollments/999999/milestones', learner)).status).toBe(404);
      expect((await t.api.get(`/api/courses/${course.id}/milestones`, cast.student2)).body).toEqual([]);
    });

    it('records a raised competency level and a submitted reflection, not a lowered level', async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
      const learner = fakeIdentity();
      const e = (await t.api.post('/api/enrollments', { courseId: course.id }, learner)).body;
      const path = `/api/enrollments/${e.id}`;
      const raised = await t.api.patch(
        path,
        { competencyLevel: 'proficient', reflection: 'I can now explain soil carbon to my neighbours.' },
        learner,
      );
      expect(raised.status).toBe(200);
      expect(raised.body).toMatchObject({
        competencyLevel: 'proficient',
        reflection: 'I can now explain soil carbon to my neighbours.',
      });
      await t.api.patch(path, { competencyLevel: 'developing' }, learner); // lowered: no milestone
      await t.api.patch(path, { reflection: 'I can now explain soil carbon to my neighbours.' }, learner); // unchanged: none
      await t.api.patch(path, { competencyLevel: 'advanced' }, learner);
      const milestones = (await t.api.get(`${path}/milestones`, learner)).body;
      expect(milestones.map((m: { type: string; metadata: object }) => [m.type, m.metadata])).toEqual([
        ['competency_achievement', { level: 'proficient', previousLevel: 'beginning' }],
        ['reflection', { level: 'proficient' }],
        ['competency_achievement', { level: 'advanced', previousLevel: 'developing' }],
      ]);
      expect(milestones[0]).toMatchObject({
        title: 'Competency raised to Proficient',
        description: 'Applying concepts independently and helping others',
        icon: 'trending_up',
      });
    });
  });

  describe('learning goals and reflection (PATCH /api/enrollments/{id})', () => {
    let path: string;
    const learner = fakeIdentity();

    beforeAll(async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
      path = `/api/enrollments/${(await t.api.post('/api/enrollments', { courseId: course.id }, learner)).body.id}`;
    });

    it('saves the goals card and touches lastActiveAt', async () => {
      const before = (await t.api.get('/api/enrollments', learner)).body[0].lastActiveAt;
      const target = daysFromNow(30);
      const res = await t.api.patch(
        path,
        {
          personalGoal: 'Finish before spring',
          selfPaced: true,
          targetCompletionDate: target,
          weeklyHoursTarget: 5,
        },
        learner,
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        personalGoal: 'Finish before spring',
        selfPaced: true,
        targetCompletionDate: target,
        weeklyHoursTarget: 5,
      });
      expect(Date.parse(res.body.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(before));
      // An empty date is omitted (kept); null clears; today and an ISO timestamp are accepted.
      expect(
        (await t.api.patch(path, { targetCompletionDate: '', weeklyHoursTarget: '8' }, learner)).body,
      ).toMatchObject({
        targetCompletionDate: target,
        weeklyHoursTarget: 8,
      });
      expect(
        (await t.api.patch(path, { targetCompletionDate: today() }, learner)).body.targetCompletionDate,
      ).toBe(today());
      expect(
        (await t.api.patch(path, { targetCompletionDate: `${target}T10:00:00.000Z` }, learner)).body
          .targetCompletionDate,
      ).toBe(target);
      expect(
        (await t.api.patch(path, { targetCompletionDate: null, weeklyHoursTarget: null }, learner)).body,
      ).toMatchObject({
        targetCompletionDate: null,
        weeklyHoursTarget: null,
      });
    });

    it('validates with clear messages', async () => {
      const message = async (body: unknown) => {
        const res = await t.api.patch(path, body, learner);
        expect(res.status, JSON.stringify(body)).toBe(400);
        return res.body.message;
      };
      expect(await message({ weeklyHoursTarget: 0 })).toBe('Weekly hours must be between 1 and 80');
      expect(await message({ weeklyHoursTarget: 81 })).toBe('Weekly hours must be between 1 and 80');
      expect(await message({ weeklyHoursTarget: 2.5 })).toBe('Weekly hours must be between 1 and 80');
      expect(await message({ weeklyHoursTarget: 'many' })).toBe('Weekly hours must be between 1 and 80');
      expect(await message({ competencyLevel: 'expert' })).toBe(
        'Competency level must be beginning, developing, proficient or advanced',
      );
      expect(await message({ targetCompletionDate: '2021-01-01' })).toBe(
        'Target completion date cannot be in the past',
      );
      expect(await message({ targetCompletionDate: '2030-02-30' })).toBe(
        'Target completion date must be a valid date',
      );
      expect(await message({ targetCompletionDate: 'next week' })).toBe(
        'Target completion date must be a valid date',
      );
      expect(await message({})).toBe('Nothing to update');
      expect(await message({ selfPaced: 'yes' })).toEqual(expect.any(String));
      expect(await message({ reflection: 'x'.repeat(10_001) })).toBe('Text must be at most 10000 characters');
      expect((await t.api.patch(path, { weeklyHoursTarget: 1 }, learner)).status).toBe(200);
      expect((await t.api.patch(path, { weeklyHoursTarget: 80 }, learner)).status).toBe(200);
    });

    it('lets only the owner change an enrollment', async () => {
      const other = await t.api.patch(path, { personalGoal: 'hijack' }, cast.student);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('You can only change your own enrollment');
      expect((await t.api.patch(path, { personalGoal: 'x' }, cast.admin)).status).toBe(403);
      expect((await t.api.patch(path, { personalGoal: 'x' })).status).toBe(401);
      const missing = await t.api.patch('/api/enrollments/999999', { personalGoal: 'x' }, learner);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Enrollment not found');
      expect((await t.api.patch('/api/enrollments/abc', { personalGoal: 'x' }, learner)).status).toBe(400);
    });
  });

  describe('certificates', () => {
    let code: string;
    const holder = fakeIdentity({ firstName: 'Wangari', lastName: 'Maathai' });

    beforeAll(async () => {
      const course = await buildCourse(t.api, cast.educator, cast.admin, {
        lessonsPerModule: [1],
        title: 'Tree Planting for Communities',
      });
      await t.api.post('/api/enrollments', { courseId: course.id }, holder);
      code = (await t.api.post('/api/lesson-completions', { lessonId: course.lessons[0] }, holder)).body
        .certificate.code;
    });

    it('verifies a certificate publicly by its code', async () => {
      const res = await t.api.get(`/api/certificates/${code}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code,
        learnerName: 'Wangari Maathai',
        courseTitle: 'Tree Planting for Communities',
        courseId: expect.any(Number),
        issuedAt: expect.any(String),
        revokedAt: null,
      });
      // Typed by hand: any case, with or without dashes.
      expect((await t.api.get(`/api/certificates/${code.toLowerCase().replaceAll('-', '')}`)).body.code).toBe(
        code,
      );
      const unknown = await t.api.get('/api/certificates/AAAA-AAAA-AAAA-AAAA-AAAA-AAAA');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Certificate not found');
      expect((await t.api.get("/api/certificates/'%20OR%201=1")).status).toBe(404);
    });

    it('gives the holder a real PDF and nobody else', async () => {
      const res = await getBytes(t.api, `/api/certificates/${code}/pdf`, holder);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`canopy-certificate-${code}.pdf`);
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(1000);
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect((await t.api.get(`/api/certificates/${code}/pdf`, cast.student)).status).toBe(403);
      expect((await t.api.get(`/api/certificates/${code}/pdf`, cast.admin)).status).toBe(403);
      expect((await t.api.get(`/api/certificates/${code}/pdf`)).status).toBe(401);
      expect((await t.api.get('/api/certificates/AAAA-AAAA-AAAA-AAAA-AAAA-AAAA/pdf', holder)).status).toBe(
        404,
      );
    });

    it("lists only the caller's certificates", async () => {
      expect(
        (await t.api.get('/api/certificates', holder)).body.map((c: { code: string }) => c.code),
      ).toEqual([code]);
      expect((await t.api.get('/api/certificates', cast.student2)).body).toEqual([]);
    });
  });
});
