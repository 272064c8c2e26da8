import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCoursePageSchema,
  courseAnalyticsSchema,
  courseReviewSchema,
  educatorLearnerPageSchema,
  type Identity,
} from '@canopy/contracts';
import {
  fakeIdentity,
  identityHeaders,
  serviceHeaders,
  type IdentityStandIn,
  standInIdentityService,
  testEngines,
} from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';
import { outboxEvents, sampleQuiz } from './studio-fixtures';

interface ReviewEvent {
  courseId: number;
  transition: string;
  reason: string | null;
  actorId: number;
  educatorId: number;
}
interface AdminEvent {
  actorId: number;
  action: string;
  targetId: string;
  previousValue: unknown;
  newValue: unknown;
  ipAddress: string | null;
}

/** The review workflow with its history and events, the admin course list, reassignment and the educator's figures. */
describe.each(testEngines())('review workflow and educator figures (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;
  let identity: IdentityStandIn;
  // otherEducator: the reassignment target, whose standing identity confirms.
  const known: Identity[] = [cast.student, cast.student2, cast.otherEducator];

  beforeAll(async () => {
    identity = await standInIdentityService({ users: known });
    t = await startCourseService(engine, { IDENTITY_URL: identity.url });
  });
  afterAll(async () => {
    await t?.stop();
    await identity?.stop();
  });

  /** A POST as `user` from a known address (the audit trail records it). */
  const post = async (path: string, body: unknown, user: Identity) => {
    const req = t.api.raw.post(path).set(await identityHeaders(user, { clientAddress: '203.0.113.9' }));
    return body === undefined ? req : req.send(body as object);
  };

  it('moves a course through every transition, answers 409 where one does not fit, and records each', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [1],
      approve: false,
    });
    const id = course.id;
    const status = async () => (await t.api.get(`/api/courses/${id}`, cast.educator)).body.status;
    expect(await status()).toBe('pending');

    const conflicts: [string, unknown, Identity, string][] = [
      [
        `/api/courses/${id}/submit`,
        undefined,
        cast.educator,
        'Only a rejected course can be resubmitted for review',
      ],
      [
        `/api/courses/${id}/send-back`,
        { reason: 'x' },
        cast.admin,
        'Only an approved course can be sent back to pending',
      ],
    ];
    for (const [path, body, user, message] of conflicts) {
      const res = await post(path, body, user);
      expect(res.status, path).toBe(409);
      expect(res.body).toEqual({ message, code: 'conflict' });
    }
    const noReason = await post(`/api/courses/${id}/reject`, {}, cast.admin);
    expect(noReason.body.message).toBe('Please give a reason for the rejection');

    expect(
      (await post(`/api/courses/${id}/reject`, { reason: 'Cite your sources' }, cast.admin)).status,
    ).toBe(200);
    expect(await status()).toBe('rejected');
    const listed = await t.api.get('/api/educator/courses', cast.educator);
    expect(listed.body.find((c: { id: number }) => c.id === id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Cite your sources',
    });
    const approveRejected = await post(`/api/courses/${id}/approve`, undefined, cast.admin);
    expect(approveRejected.status).toBe(409);
    expect(approveRejected.body.message).toBe('Only a pending course can be approved');
    expect((await post(`/api/courses/${id}/submit`, undefined, cast.otherEducator)).status).toBe(404);

    expect((await post(`/api/courses/${id}/submit`, undefined, cast.educator)).status).toBe(200);
    expect(await status()).toBe('pending');
    expect((await post(`/api/courses/${id}/approve`, undefined, cast.admin)).status).toBe(200);
    const again = await post(`/api/courses/${id}/approve`, undefined, cast.admin);
    expect(again.body).toEqual({ message: 'This course is already approved', code: 'conflict' });
    const rejectApproved = await post(`/api/courses/${id}/reject`, { reason: 'x' }, cast.admin);
    expect(rejectApproved.body.message).toBe('Only a pending course can be rejected');
    const sendBackNoReason = await post(`/api/courses/${id}/send-back`, { reason: ' ' }, cast.admin);
    expect(sendBackNoReason.body.message).toBe('Please give a reason for sending the course back');
    expect(
      (await post(`/api/courses/${id}/send-back`, { reason: 'Update the 2019 figures' }, cast.admin)).status,
    ).toBe(200);
    expect(await status()).toBe('pending');
    expect((await t.api.get(`/api/courses/${id}`)).status).toBe(404); // out of the catalogue again

    const history = courseReviewSchema
      .array()
      .parse((await t.api.get(`/api/courses/${id}/reviews`, cast.educator)).body);
    expect(history.map((h) => [h.transition, h.fromStatus, h.toStatus, h.reason, h.actorId])).toEqual([
      ['submitted', null, 'pending', null, cast.educator.id],
      ['rejected', 'pending', 'rejected', 'Cite your sources', cast.admin.id],
      ['submitted', 'rejected', 'pending', null, cast.educator.id],
      ['approved', 'pending', 'approved', null, cast.admin.id],
      ['sent_back', 'approved', 'pending', 'Update the 2019 figures', cast.admin.id],
    ]);
    expect((await t.api.get(`/api/courses/${id}/reviews`, cast.admin)).body).toHaveLength(5);

    const events = (await outboxEvents<ReviewEvent>(t, 'course.review_changed')).filter(
      (e) => e.courseId === id,
    );
    expect(events.map((e) => [e.transition, e.reason, e.actorId, e.educatorId]).sort()).toEqual(
      [
        ['submitted', null, cast.educator.id, cast.educator.id],
        ['rejected', 'Cite your sources', cast.admin.id, cast.educator.id],
        ['submitted', null, cast.educator.id, cast.educator.id],
        ['approved', null, cast.admin.id, cast.educator.id],
        ['sent_back', 'Update the 2019 figures', cast.admin.id, cast.educator.id],
      ].sort(),
    );
    const audit = (await outboxEvents<AdminEvent>(t, 'admin.action_recorded')).filter(
      (e) => e.targetId === String(id),
    );
    expect(audit.map((e) => e.action).sort()).toEqual([
      'course.approved',
      'course.rejected',
      'course.sent_back',
    ]);
    for (const e of audit) expect(e).toMatchObject({ actorId: cast.admin.id, ipAddress: '203.0.113.9' });
    expect(audit.find((e) => e.action === 'course.rejected')).toMatchObject({
      previousValue: { status: 'pending' },
      newValue: { status: 'rejected', reason: 'Cite your sources' },
    });
  });

  it('lists every course for administrators, pending first and oldest waiting first, paged', async () => {
    const first = await buildCourse(t.api, cast.otherEducator, cast.admin, {
      lessonsPerModule: [],
      approve: false,
    });
    const second = await buildCourse(t.api, cast.otherEducator, cast.admin, {
      lessonsPerModule: [],
      approve: false,
    });
    await buildCourse(t.api, cast.otherEducator, cast.admin, { lessonsPerModule: [1] });
    const all = adminCoursePageSchema.parse(
      (await t.api.get('/api/admin/courses?pageSize=100', cast.admin)).body,
    );
    const statuses = all.items.map((c) => c.status);
    const firstOther = statuses.findIndex((s) => s !== 'pending');
    expect(statuses.slice(0, firstOther).every((s) => s === 'pending')).toBe(true);
    expect(statuses.slice(firstOther).includes('pending')).toBe(false);
    const waiting = all.items.filter((c) => c.status === 'pending').map((c) => c.submittedAt!);
    expect([...waiting].sort()).toEqual(waiting);
    const ids = all.items.map((c) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.total).toBe(all.items.length);
    const pending = adminCoursePageSchema.parse(
      (await t.api.get('/api/admin/courses?status=pending&page=1&pageSize=1', cast.admin)).body,
    );
    expect(pending.items).toHaveLength(1);
    expect(pending.total).toBe(waiting.length);
    const page2 = (await t.api.get('/api/admin/courses?status=pending&page=2&pageSize=1', cast.admin)).body;
    expect(page2.items[0].id).not.toBe(pending.items[0]!.id);
    const bad = await t.api.get('/api/admin/courses?status=draft', cast.admin);
    expect(bad.body.message).toBe('Status must be all, pending, approved or rejected');
    expect((await t.api.get('/api/admin/courses?pageSize=101', cast.admin)).body.message).toBe(
      'pageSize must be at most 100',
    );
  });

  it('reassigns courses and tells identity what an educator still holds', async () => {
    const holder = fakeIdentity({ role: 'educator' });
    const course = await buildCourse(t.api, holder, cast.admin, { lessonsPerModule: [1] });
    const holdings = async (educatorId: number) =>
      t.api.raw
        .get(`/internal/educators/${educatorId}/holdings`)
        .set(await serviceHeaders('identity', 'course'));
    expect((await holdings(holder.id)).body).toEqual({ approvedCoursesWithLearners: 0 });
    await t.api.post('/api/enrollments', { courseId: course.id }, cast.student2);
    expect((await holdings(holder.id)).body).toEqual({ approvedCoursesWithLearners: 1 });
    expect(
      (
        await t.api.raw
          .get(`/internal/educators/${holder.id}/holdings`)
          .set(await identityHeaders(cast.admin))
      ).status,
    ).toBe(403);

    const missing = await post(`/api/courses/${course.id}/reassign`, {}, cast.admin);
    expect(missing.body.message).toBe('Educator is required');
    const same = await post(`/api/courses/${course.id}/reassign`, { educatorId: holder.id }, cast.admin);
    expect(same.status).toBe(409);
    expect(same.body.message).toBe('The course already belongs to this educator');
    const moved = await post(
      `/api/courses/${course.id}/reassign`,
      { educatorId: cast.otherEducator.id },
      cast.admin,
    );
    expect(moved.body).toMatchObject({ id: course.id, instructorId: cast.otherEducator.id });
    expect((await holdings(holder.id)).body).toEqual({ approvedCoursesWithLearners: 0 });
    const audit = (await outboxEvents<AdminEvent>(t, 'admin.action_recorded')).filter(
      (e) => e.action === 'course.reassigned' && e.targetId === String(course.id),
    );
    expect(audit).toEqual([
      expect.objectContaining({
        previousValue: { educatorId: holder.id },
        newValue: { educatorId: cast.otherEducator.id },
      }),
    ]);
  });

  it('gives the educator real figures: overview, learners (search, sort, CSV) and course analytics', async () => {
    const teacher = fakeIdentity({ role: 'educator' });
    const a = await buildCourse(t.api, teacher, cast.admin, { lessonsPerModule: [2], title: 'Soil Basics' });
    const b = await buildCourse(t.api, teacher, cast.admin, {
      lessonsPerModule: [1],
      title: 'Rainwater Harvesting',
    });
    await buildCourse(t.api, teacher, cast.admin, {
      lessonsPerModule: [1],
      approve: false,
      title: 'Draft course',
    });
    const quiz = (await t.api.post('/api/quizzes', sampleQuiz(a.lessons[0]!), teacher)).body;
    for (const learner of [cast.student, cast.student2]) {
      await t.api.post('/api/enrollments', { courseId: a.id }, learner);
    }
    await t.api.post('/api/enrollments', { courseId: b.id }, cast.student);
    // student finishes b (1 lesson) and does half of a with a failed quiz; student2 passes the quiz only.
    await t.api.post('/api/lesson-completions', { lessonId: b.lessons[0] }, cast.student);
    await t.api.post('/api/lesson-completions', { lessonId: a.lessons[0] }, cast.student);
    await t.api.post(`/api/quizzes/${quiz.id}/submissions`, { answers: [] }, cast.student);
    await t.api.post(
      `/api/quizzes/${quiz.id}/submissions`,
      {
        answers: [
          { questionId: quiz.questions[0].id, answer: 'Carbon dioxide' },
          { questionId: quiz.questions[1].id, answer: 'true' },
        ],
      },
      cast.student2,
    );

    const overview = await t.api.get('/api/educator/overview', teacher);
    // 3 enrollments, 1 completed → 33 %; 2 distinct learners; the draft awaits review.
    expect(overview.body).toEqual({ courses: 3, learners: 2, completionRate: 33, awaitingReview: 1 });

    const page = educatorLearnerPageSchema.parse(
      (await t.api.get('/api/educator/learners?sort=progress', teacher)).body,
    );
    expect(page.total).toBe(3);
    expect(
      page.items.map((i) => [i.name, i.courseTitle, i.progress, i.quizAverage, i.competencyLevel]),
    ).toEqual([
      ['Ada Lovelace', 'Rainwater Harvesting', 100, null, 'advanced'],
      ['Grace Hopper', 'Soil Basics', 33, 100, 'developing'],
      ['Ada Lovelace', 'Soil Basics', 33, 0, 'developing'],
    ]);
    const searched = (await t.api.get('/api/educator/learners?search=grace', teacher)).body;
    expect(searched.items.map((i: { name: string }) => i.name)).toEqual(['Grace Hopper']);
    const byCourse = (await t.api.get('/api/educator/learners?search=rainwater&sort=name', teacher)).body;
    expect(byCourse.total).toBe(1);
    const paged = (await t.api.get('/api/educator/learners?sort=name&page=2&pageSize=2', teacher)).body;
    expect(paged.items.map((i: { name: string }) => i.name)).toEqual(['Grace Hopper']);
    expect((await t.api.get('/api/educator/learners?sort=age', teacher)).body.message).toBe(
      'Sort must be name, course, progress, competency or lastActive',
    );
    const others = (await t.api.get('/api/educator/learners', cast.otherEducator)).body.items;
    expect(others.some((i: { courseId: number }) => i.courseId === a.id || i.courseId === b.id)).toBe(false);

    const csv = await t.api.get('/api/educator/learners.csv?sort=name', teacher);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('learners.csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Learner,Learner ID,Course,Progress (%),Completed,Quiz average (%),Competency level,Enrolled,Last activity',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/^Grace Hopper,\d+,Soil Basics,33,no,100,developing,/);

    const analytics = courseAnalyticsSchema.parse(
      (await t.api.get(`/api/courses/${a.id}/analytics`, teacher)).body,
    );
    expect(analytics).toMatchObject({ enrolled: 2, completed: 0, completionRate: 0, range: 'week' });
    expect(analytics.enrollments).toHaveLength(26);
    expect(analytics.enrollments.at(-1)).toMatchObject({ count: 2, cumulative: 2 });
    expect(analytics.lessons.map((l) => [l.lessonId, l.completions])).toEqual([
      [a.lessons[0], 1],
      [a.lessons[1], 0],
    ]);
    expect(analytics.quizzes).toEqual([
      expect.objectContaining({ quizId: quiz.id, attempts: 2, learners: 2, averageScore: 50, passRate: 50 }),
    ]);
    const daily = (await t.api.get(`/api/courses/${a.id}/analytics?range=day`, teacher)).body;
    expect(daily.enrollments).toHaveLength(30);
    expect(daily.enrollments.at(-1)).toMatchObject({ count: 2, cumulative: 2 });
    expect((await t.api.get(`/api/courses/${a.id}/analytics?range=year`, teacher)).body.message).toBe(
      'Range must be day or week',
    );
    expect((await t.api.get(`/api/courses/${a.id}/analytics`, cast.educator)).status).toBe(404);
  });
});
