import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMatrixMismatches, testEngines, type RoleMatrixRow } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type Api, type TestService, type User } from './harness';

const roles = ['visitor', 'student', 'pendingEducator', 'educator', 'otherEducator', 'admin'] as const;

interface Row extends RoleMatrixRow<typeof roles> {
  run: (api: Api, user: User) => Promise<{ status: number }>;
}

describe.each(testEngines())('role matrix of every endpoint (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let rows: Row[];

  beforeAll(async () => {
    t = await startCourseService(engine);
    const { api } = t;
    const a = await buildCourse(api, cast.educator, cast.admin, { lessonsPerModule: [2] });
    const b = await buildCourse(api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    const p = await buildCourse(api, cast.educator, cast.admin, { lessonsPerModule: [1], approve: false });
    const q = await buildCourse(api, cast.educator, cast.admin, { lessonsPerModule: [1], approve: false });
    const e = await api.post('/api/enrollments', { courseId: a.id }, cast.student);
    for (const lessonId of a.lessons) await api.post('/api/lesson-completions', { lessonId }, cast.student);
    const certs = await api.get('/api/certificates', cast.student);
    const code = certs.body[0].code as string;
    const [m] = a.modules;
    const [l] = a.lessons;
    const sid = cast.student.id;
    const quick = {
      title: 'Quick course',
      description: 'Quick description',
      categoryId: 6,
      level: 'beginner',
    };
    const wizard = {
      title: 'Wizard course',
      description: 'A wizard course description long enough',
      level: 'advanced',
      categoryIds: ['6', '12'],
      categoryId: 6,
    };
    const okForAll: Row['expect'] = [200, 200, 200, 200, 200, 200];
    const signedIn: Row['expect'] = [401, 200, 200, 200, 200, 200];
    const ownerOrAdmin: Row['expect'] = [404, 404, 404, 200, 404, 200];
    const educators: Row['expect'] = [401, 403, 403, 201, 201, 201];
    // Another educator's course is answered as missing.
    const courseOwner: Row['expect'] = [401, 403, 403, 201, 404, 201];
    const adminOnly: Row['expect'] = [401, 403, 403, 403, 403, 200];
    rows = [
      { call: 'GET /api/categories', run: (x, u) => x.get('/api/categories', u), expect: okForAll },
      { call: 'GET /api/courses', run: (x, u) => x.get('/api/courses', u), expect: okForAll },
      {
        call: 'GET /api/courses?status=pending',
        run: (x, u) => x.get('/api/courses?status=pending', u),
        expect: okForAll,
      },
      {
        call: 'GET /api/courses/{approved}',
        run: (x, u) => x.get(`/api/courses/${a.id}`, u),
        expect: okForAll,
      },
      {
        call: 'GET /api/courses/{pending}',
        run: (x, u) => x.get(`/api/courses/${p.id}`, u),
        expect: ownerOrAdmin,
      },
      {
        call: 'GET /api/courses/{approved}/modules',
        run: (x, u) => x.get(`/api/courses/${a.id}/modules`, u),
        expect: okForAll,
      },
      {
        call: 'GET /api/courses/{pending}/modules',
        run: (x, u) => x.get(`/api/courses/${p.id}/modules`, u),
        expect: ownerOrAdmin,
      },
      {
        call: 'GET /api/courses/{approved}/outline',
        run: (x, u) => x.get(`/api/courses/${a.id}/outline`, u),
        expect: okForAll,
      },
      {
        call: 'GET /api/courses/{pending}/outline',
        run: (x, u) => x.get(`/api/courses/${p.id}/outline`, u),
        expect: ownerOrAdmin,
      },
      {
        call: 'GET /api/courses/{id}/progress',
        run: (x, u) => x.get(`/api/courses/${a.id}/progress`, u),
        expect: signedIn,
      },
      {
        call: 'GET /api/courses/{id}/milestones',
        run: (x, u) => x.get(`/api/courses/${a.id}/milestones`, u),
        expect: signedIn,
      },
      {
        call: 'GET /api/modules/{approved}',
        run: (x, u) => x.get(`/api/modules/${m!.id}`, u),
        expect: okForAll,
      },
      {
        call: 'GET /api/modules/{pending}',
        run: (x, u) => x.get(`/api/modules/${p.modules[0]!.id}`, u),
        expect: ownerOrAdmin,
      },
      {
        call: 'GET /api/modules/{id}/lessons',
        run: (x, u) => x.get(`/api/modules/${m!.id}/lessons`, u),
        expect: okForAll,
      },
      { call: 'GET /api/lessons/{approved}', run: (x, u) => x.get(`/api/lessons/${l}`, u), expect: okForAll },
      {
        call: 'GET /api/lessons/{pending}',
        run: (x, u) => x.get(`/api/lessons/${p.lessons[0]}`, u),
        expect: ownerOrAdmin,
      },
      { call: 'GET /api/enrollments', run: (x, u) => x.get('/api/enrollments', u), expect: signedIn },
      {
        call: 'GET /api/enrollments/course/{c}/user/{student}',
        run: (x, u) => x.get(`/api/enrollments/course/${a.id}/user/${sid}`, u),
        expect: [401, 200, 403, 403, 403, 200],
      },
      {
        call: 'POST /api/enrollments {approved}',
        run: (x, u) => x.post('/api/enrollments', { courseId: b.id }, u),
        expect: [401, 201, 201, 201, 201, 201],
      },
      {
        call: 'POST /api/enrollments {pending}',
        run: (x, u) => x.post('/api/enrollments', { courseId: p.id }, u),
        expect: [401, 404, 404, 409, 404, 409],
      },
      {
        call: "PATCH /api/enrollments/{student's}",
        run: (x, u) => x.patch(`/api/enrollments/${e.body.id}`, { personalGoal: 'Keep going' }, u),
        expect: [401, 200, 403, 403, 403, 403],
      },
      {
        call: "GET /api/enrollments/{student's}/milestones",
        run: (x, u) => x.get(`/api/enrollments/${e.body.id}/milestones`, u),
        expect: [401, 200, 403, 403, 403, 200],
      },
      {
        call: 'GET /api/lesson-completions',
        run: (x, u) => x.get('/api/lesson-completions', u),
        expect: signedIn,
      },
      {
        call: 'POST /api/lesson-completions {lesson of a course only the student is enrolled in}',
        run: (x, u) => x.post('/api/lesson-completions', { lessonId: l }, u),
        expect: [401, 200, 403, 403, 403, 403],
      },
      { call: 'GET /api/certificates', run: (x, u) => x.get('/api/certificates', u), expect: signedIn },
      {
        call: 'GET /api/certificates/{code}',
        run: (x, u) => x.get(`/api/certificates/${code}`, u),
        expect: okForAll,
      },
      {
        call: 'GET /api/certificates/{code}/pdf',
        run: (x, u) => x.get(`/api/certificates/${code}/pdf`, u),
        expect: [401, 200, 403, 403, 403, 403],
      },
      {
        call: 'GET /api/educator/courses',
        run: (x, u) => x.get('/api/educator/courses', u),
        expect: [401, 403, 403, 200, 200, 200],
      },
      { call: 'POST /api/courses', run: (x, u) => x.post('/api/courses', quick, u), expect: educators },
      {
        call: 'POST /api/courses/create',
        run: (x, u) => x.post('/api/courses/create', wizard, u),
        expect: educators,
      },
      {
        call: "POST /api/modules {educator's course}",
        run: (x, u) => x.post('/api/modules', { title: 'M', description: 'D', courseId: a.id }, u),
        expect: courseOwner,
      },
      {
        call: "POST /api/lessons {educator's module}",
        run: (x, u) => x.post('/api/lessons', { title: 'L', content: 'C', moduleId: m!.id }, u),
        expect: courseOwner,
      },
      {
        call: "DELETE /api/lessons/{educator's lesson}",
        run: async (x, u) => {
          const lesson = await x.post(
            '/api/lessons',
            { title: 'To remove', content: 'C', moduleId: m!.id },
            cast.educator,
          );
          return x.delete(`/api/lessons/${lesson.body.id}`, u);
        },
        expect: [401, 403, 403, 204, 404, 204],
      },
      {
        call: 'POST /api/courses/{pending}/reject',
        run: (x, u) => x.post(`/api/courses/${q.id}/reject`, { reason: 'Needs sources' }, u),
        expect: adminOnly,
      },
      {
        call: 'POST /api/courses/{pending}/approve',
        run: (x, u) => x.post(`/api/courses/${p.id}/approve`, undefined, u),
        expect: adminOnly,
      },
    ];
  });
  afterAll(() => t?.stop());

  it('answers each role as the access rules say', async () => {
    expect(await roleMatrixMismatches(roles, rows, (row, role) => row.run(t.api, cast[role]))).toEqual({});
  });

  it('refuses every call without the gateway token, and suspended accounts for learner actions', async () => {
    expect((await t.api.raw.get('/api/courses')).status).toBe(401);
    expect((await t.api.raw.get('/api/courses').set('x-canopy-identity', 'forged')).status).toBe(401);
    expect((await t.api.get('/api/enrollments', cast.suspended)).status).toBe(403);
    expect((await t.api.post('/api/enrollments', { courseId: 1 }, cast.suspended)).status).toBe(403);
    expect((await t.api.raw.get('/healthz')).status).toBe(200);
    expect((await t.api.raw.get('/readyz')).body).toMatchObject({ status: 'ready', database: 'postgres' });
  });
});
