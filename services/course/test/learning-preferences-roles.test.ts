import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentSessionSchema, type AssessmentSession } from '@canopy/contracts';
import { roleMatrixMismatches, testEngines, type RoleMatrixRow } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type Api, type TestService, type User } from './harness';

const roles = [
  'visitor',
  'student',
  'pendingEducator',
  'educator',
  'otherEducator',
  'admin',
  'suspended',
] as const;

interface Row extends RoleMatrixRow<typeof roles> {
  run: (api: Api, user: User, role: (typeof roles)[number]) => Promise<{ status: number }>;
}

/** Who may call each learning-preferences endpoint: learners their own, administrators the questions. */
describe.each(testEngines())('role matrix of the learning-preferences endpoints (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let rows: Row[];

  beforeAll(async () => {
    t = await startCourseService(engine);
    const course = await buildCourse(t.api, cast.educator, cast.admin, { lessonsPerModule: [1] });
    // Each signed-in role's own assessment in progress, and one insight to dismiss.
    const sessions = new Map<string, AssessmentSession>();
    for (const role of roles) {
      const user = cast[role];
      if (!user || role === 'suspended') continue;
      const res = await t.api.post('/api/learning-preferences/assessments', undefined, user);
      sessions.set(role, assessmentSessionSchema.parse(res.body));
    }
    const question = sessions.get('student')!.questions[0]!;
    const signedIn: Row['expect'] = [401, 200, 200, 200, 200, 200, 403];
    const adminOnly: Row['expect'] = [401, 403, 403, 403, 403, 200, 403];
    const sessionOf = (role: string) => sessions.get(role)?.assessment.id ?? 1;
    let created = 0;
    rows = [
      {
        call: 'GET questions',
        run: (x, u) => x.get('/api/learning-preferences/questions', u),
        expect: signedIn,
      },
      {
        call: 'POST assessments',
        run: (x, u) => x.post('/api/learning-preferences/assessments', undefined, u),
        // Each one's assessment already exists: resumed.
        expect: signedIn,
      },
      {
        call: 'GET assessments/current',
        run: (x, u) => x.get('/api/learning-preferences/assessments/current', u),
        expect: signedIn,
      },
      {
        call: 'GET assessments/latest',
        run: (x, u) => x.get('/api/learning-preferences/assessments/latest', u),
        expect: signedIn,
      },
      {
        call: 'GET assessments (history)',
        run: (x, u) => x.get('/api/learning-preferences/assessments', u),
        expect: signedIn,
      },
      {
        call: 'PUT own response',
        run: (x, u, role) =>
          x.put(
            `/api/learning-preferences/assessments/${sessionOf(role)}/responses/${question.id}`,
            { selectedOption: question.options[2] },
            u,
          ),
        expect: signedIn,
      },
      {
        call: 'PUT the student’s response',
        run: (x, u) =>
          x.put(
            `/api/learning-preferences/assessments/${sessionOf('student')}/responses/${question.id}`,
            { selectedOption: question.options[2] },
            u,
          ),
        expect: [401, 200, 404, 404, 404, 404, 403],
      },
      {
        call: 'POST complete (unanswered)',
        run: (x, u, role) =>
          x.post(`/api/learning-preferences/assessments/${sessionOf(role)}/complete`, undefined, u),
        expect: [401, 409, 409, 409, 409, 409, 403],
      },
      {
        call: 'POST complete (the student’s)',
        run: (x, u) =>
          x.post(`/api/learning-preferences/assessments/${sessionOf('student')}/complete`, undefined, u),
        expect: [401, 409, 404, 404, 404, 404, 403],
      },
      { call: 'GET learning-insights', run: (x, u) => x.get('/api/learning-insights', u), expect: signedIn },
      {
        call: 'POST dismiss a missing insight',
        run: (x, u) => x.post('/api/learning-insights/999999/dismiss', undefined, u),
        expect: [401, 404, 404, 404, 404, 404, 403],
      },
      {
        call: 'GET course learning-preferences',
        run: (x, u) => x.get(`/api/courses/${course.id}/learning-preferences`, u),
        expect: [401, 403, 403, 200, 404, 200, 403],
      },
      {
        call: 'GET admin questions',
        run: (x, u) => x.get('/api/admin/assessment-questions', u),
        expect: adminOnly,
      },
      {
        call: 'POST admin question',
        run: (x, u) =>
          x.post(
            '/api/admin/assessment-questions',
            {
              questionText: `Role matrix question ${++created}`,
              questionType: 'frequency',
              category: 'confidence',
              options: ['Never', 'Always'],
            },
            u,
          ),
        expect: [401, 403, 403, 403, 403, 201, 403],
      },
      {
        call: 'PATCH admin question',
        run: async (x, u) => {
          // The newest version each time: an admin's edit makes a new one.
          const list = await x.get('/api/admin/assessment-questions', cast.admin);
          const newest = list.body.find((q: { lineageId: number }) => q.lineageId === question.lineageId);
          return x.patch(`/api/admin/assessment-questions/${newest.id}`, { weight: 1 }, u);
        },
        expect: adminOnly,
      },
      {
        call: 'POST admin deactivate',
        run: (x, u) => x.post('/api/admin/assessment-questions/999999/deactivate', undefined, u),
        expect: [401, 403, 403, 403, 403, 404, 403],
      },
      {
        call: 'POST admin activate',
        run: (x, u) => x.post('/api/admin/assessment-questions/999999/activate', undefined, u),
        expect: [401, 403, 403, 403, 403, 404, 403],
      },
    ];
  });
  afterAll(() => t?.stop());

  it('answers each role as the rules say', async () => {
    expect(await roleMatrixMismatches(roles, rows, (row, role) => row.run(t.api, cast[role], role))).toEqual(
      {},
    );
  });
});
