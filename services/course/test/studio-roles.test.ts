import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roleMatrixMismatches,
  standInIdentityService,
  testEngines,
  type IdentityStandIn,
  type RoleMatrixRow,
} from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type Api, type TestService, type User } from './harness';
import { sampleQuiz } from './studio-fixtures';

const roles = ['visitor', 'student', 'pendingEducator', 'educator', 'otherEducator', 'admin'] as const;

interface Row extends RoleMatrixRow<typeof roles> {
  run: (api: Api, user: User) => Promise<{ status: number }>;
}

/**
 * Every studio endpoint (editing, reordering, review workflow, quizzes, educator figures) for each role: visitor,
 * student (enrolled in the course), pending educator, the owning educator, another educator and an administrator.
 */
describe.each(testEngines())('role matrix of the studio endpoints (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let rows: Row[];

  let identity: IdentityStandIn;

  beforeAll(async () => {
    // Reassigning asks identity that the new owner (otherEducator) is an active educator.
    identity = await standInIdentityService({ users: [cast.otherEducator] });
    t = await startCourseService(engine, { IDENTITY_URL: identity.url });
    const { api } = t;
    const a = await buildCourse(api, cast.educator, cast.admin, { lessonsPerModule: [2, 1] });
    const [m1, m2] = a.modules;
    const [l1, l2] = a.lessons;
    expect((await api.post('/api/enrollments', { courseId: a.id }, cast.student)).status).toBe(201);
    const quiz = await api.post('/api/quizzes', sampleQuiz(l1!), cast.educator);
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(201);
    const q = quiz.body.id as number;
    const submitted = await api.post(
      `/api/quizzes/${q}/submissions`,
      { answers: [{ questionId: quiz.body.questions[0].id, answer: 'Oxygen' }] },
      cast.student,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const submissionId = submitted.body.submission.id as number;

    const fresh = (opts: { approve?: boolean; lessons?: number[] } = {}) =>
      buildCourse(api, cast.educator, cast.admin, {
        lessonsPerModule: opts.lessons ?? [],
        approve: opts.approve ?? false,
      });
    const rejected = async () => {
      const c = await fresh();
      await api.post(`/api/courses/${c.id}/reject`, { reason: 'Needs sources' }, cast.admin);
      return c;
    };

    const owner: Row['expect'] = [401, 403, 403, 200, 404, 200];
    const ownerCreates: Row['expect'] = [401, 403, 403, 201, 404, 201];
    const ownerDeletes: Row['expect'] = [401, 403, 403, 204, 404, 204];
    const adminOnly: Row['expect'] = [401, 403, 403, 403, 403, 200];
    const educators: Row['expect'] = [401, 403, 403, 200, 200, 200];
    rows = [
      {
        call: 'PATCH /api/courses/{id}',
        run: (x, u) => x.patch(`/api/courses/${a.id}`, { level: 'intermediate' }, u),
        expect: owner,
      },
      {
        call: 'DELETE /api/courses/{id}',
        run: async (x, u) => x.delete(`/api/courses/${(await fresh({ lessons: [1] })).id}`, u),
        expect: ownerDeletes,
      },
      {
        call: 'PATCH /api/modules/{id}',
        run: (x, u) => x.patch(`/api/modules/${m1!.id}`, { title: 'Module one' }, u),
        expect: owner,
      },
      {
        call: 'DELETE /api/modules/{id}',
        run: async (x, u) => {
          const m = await x.post(
            '/api/modules',
            { title: 'Gone', description: 'D', courseId: a.id },
            cast.educator,
          );
          return x.delete(`/api/modules/${m.body.id}`, u);
        },
        expect: ownerDeletes,
      },
      {
        call: 'PATCH /api/lessons/{id}',
        run: (x, u) => x.patch(`/api/lessons/${l2}`, { duration: 12 }, u),
        expect: owner,
      },
      {
        call: 'PUT /api/courses/{id}/modules/order',
        run: async (x, u) => {
          const ids = (await x.get(`/api/courses/${a.id}/modules`, cast.educator)).body.map(
            (m: { id: number }) => m.id,
          );
          return x.put(`/api/courses/${a.id}/modules/order`, { moduleIds: [...ids].reverse() }, u);
        },
        expect: owner,
      },
      {
        call: 'PUT /api/modules/{id}/lessons/order',
        run: async (x, u) => {
          const ids = (await x.get(`/api/modules/${m1!.id}/lessons`, cast.educator)).body.map(
            (l: { id: number }) => l.id,
          );
          return x.put(`/api/modules/${m1!.id}/lessons/order`, { lessonIds: [...ids].reverse() }, u);
        },
        expect: owner,
      },
      {
        call: 'POST /api/lessons/{id}/move',
        run: async (x, u) => {
          const l = await x.post(
            '/api/lessons',
            { title: 'Mover', content: 'C', moduleId: m1!.id },
            cast.educator,
          );
          return x.post(`/api/lessons/${l.body.id}/move`, { moduleId: m2!.id, position: 1 }, u);
        },
        expect: owner,
      },
      {
        call: 'POST /api/courses/{pending}/approve',
        run: async (x, u) => x.post(`/api/courses/${(await fresh()).id}/approve`, undefined, u),
        expect: adminOnly,
      },
      {
        call: 'POST /api/courses/{pending}/reject',
        run: async (x, u) => x.post(`/api/courses/${(await fresh()).id}/reject`, { reason: 'Too thin' }, u),
        expect: adminOnly,
      },
      {
        call: 'POST /api/courses/{rejected}/submit',
        run: async (x, u) => x.post(`/api/courses/${(await rejected()).id}/submit`, undefined, u),
        expect: owner,
      },
      {
        call: 'POST /api/courses/{approved}/send-back',
        run: async (x, u) =>
          x.post(`/api/courses/${(await fresh({ approve: true })).id}/send-back`, { reason: 'Outdated' }, u),
        expect: adminOnly,
      },
      {
        call: 'GET /api/courses/{id}/reviews',
        run: (x, u) => x.get(`/api/courses/${a.id}/reviews`, u),
        expect: owner,
      },
      { call: 'GET /api/admin/courses', run: (x, u) => x.get('/api/admin/courses', u), expect: adminOnly },
      {
        call: 'POST /api/courses/{id}/reassign',
        run: async (x, u) =>
          x.post(`/api/courses/${(await fresh()).id}/reassign`, { educatorId: cast.otherEducator.id }, u),
        expect: adminOnly,
      },
      {
        call: 'POST /api/quizzes',
        run: (x, u) => x.post('/api/quizzes', sampleQuiz(l2!), u),
        expect: ownerCreates,
      },
      {
        call: 'GET /api/quizzes/{id}',
        run: (x, u) => x.get(`/api/quizzes/${q}`, u),
        expect: [401, 200, 403, 200, 403, 200],
      },
      {
        call: 'PATCH /api/quizzes/{id}',
        run: (x, u) => x.patch(`/api/quizzes/${q}`, { passingScore: 50 }, u),
        expect: owner,
      },
      {
        call: 'DELETE /api/quizzes/{id}',
        run: async (x, u) => {
          const made = await x.post('/api/quizzes', sampleQuiz(l2!), cast.educator);
          return x.delete(`/api/quizzes/${made.body.id}`, u);
        },
        expect: ownerDeletes,
      },
      {
        call: 'GET /api/lessons/{id}/quizzes',
        run: (x, u) => x.get(`/api/lessons/${l1}/quizzes`, u),
        expect: [401, 200, 200, 200, 200, 200],
      },
      {
        call: 'POST /api/quizzes/{id}/submissions',
        run: (x, u) => x.post(`/api/quizzes/${q}/submissions`, { answers: [] }, u),
        // Only the enrolled student: everyone else here is not enrolled in the course.
        expect: [401, 201, 403, 403, 403, 403],
      },
      {
        call: 'GET /api/quizzes/{id}/submissions',
        run: (x, u) => x.get(`/api/quizzes/${q}/submissions`, u),
        expect: owner,
      },
      {
        call: 'POST /api/quiz-submissions/{id}/feedback',
        run: (x, u) => x.post(`/api/quiz-submissions/${submissionId}/feedback`, { comment: 'Well done' }, u),
        expect: owner,
      },
      {
        call: 'GET /api/educator/overview',
        run: (x, u) => x.get('/api/educator/overview', u),
        expect: educators,
      },
      {
        call: 'GET /api/educator/learners',
        run: (x, u) => x.get('/api/educator/learners', u),
        expect: educators,
      },
      {
        call: 'GET /api/educator/learners.csv',
        run: (x, u) => x.get('/api/educator/learners.csv', u),
        expect: educators,
      },
      {
        call: 'GET /api/courses/{id}/analytics',
        run: (x, u) => x.get(`/api/courses/${a.id}/analytics`, u),
        expect: owner,
      },
    ];
  });
  afterAll(async () => {
    await t?.stop();
    await identity?.stop();
  });

  it('answers each role as the access rules say', async () => {
    expect(await roleMatrixMismatches(roles, rows, (row, role) => row.run(t.api, cast[role]))).toEqual({});
  });
});
