import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentInternalApi, ebookSchema } from '@canopy/contracts';
import { allRouteDeclarations, type createInternalClient } from '@canopy/service-kit';
import {
  standInCourseService,
  internalClientAsCallers,
  testEngines,
  type CourseStandIn,
} from '@canopy/service-kit/testing';
import { makeCast, startContent, type TestContent } from './harness';

const COURSE = 51;

/**
 * The content service's internal API as its caller (the course service's Common Cartridge export) reaches it:
 * over HTTP, through service-kit's typed client built from contentInternalApi, so the answer is also checked
 * against the contract.
 */
describe.each(testEngines())('the content service’s internal API (%s)', (engine) => {
  const cast = makeCast();
  let t: TestContent;
  let course: CourseStandIn;
  let client: ReturnType<typeof createInternalClient<typeof contentInternalApi.calls>>;

  beforeAll(async () => {
    course = await standInCourseService({ courses: [{ id: COURSE, instructorId: cast.educator.id }] });
    t = await startContent(engine, { env: { COURSE_URL: course.url } });
    // Each call made by a service its declaration lets in (the course service), with that service's key.
    client = internalClientAsCallers(contentInternalApi, { baseUrl: t.url });
  });
  afterAll(async () => {
    await t?.stop();
    await course?.stop();
  });

  it('mounts every declared call', () => {
    const mounted = allRouteDeclarations(t.service.app).map((d) => `${d.method} ${d.path}`);
    for (const call of Object.values(contentInternalApi.calls))
      expect(mounted).toContain(`${call.method} ${call.path}`);
  });

  it('answers a course’s ebooks whole, chapters in order, title order; none for another course', async () => {
    const create = async (
      title: string,
      chapters: { id: string; title: string; content: string; order: number }[],
    ) => {
      const res = await t.api.post(
        '/api/ebooks',
        { title, author: 'Rachel Carson', formatStyle: 'textbook', chapters },
        cast.educator,
      );
      expect(res.status).toBe(201);
      const ebook = ebookSchema.parse(res.body);
      expect((await t.api.patch(`/api/ebooks/${ebook.id}`, { courseId: COURSE }, cast.educator)).status).toBe(
        200,
      );
      return ebook;
    };
    const water = await create('Water Guide', [
      { id: 'b', title: 'Two', content: 'Second.', order: 1 },
      { id: 'a', title: 'One', content: 'First.', order: 0 },
    ]);
    const air = await create('Air Guide', [{ id: 'x', title: 'Only', content: 'Breathe.', order: 0 }]);
    const answer = await client.courseEbooks({ params: { id: COURSE } });
    expect(answer.map((e) => [e.id, e.title, e.chapters.map((c) => c.id)])).toEqual([
      [air.id, 'Air Guide', ['x']],
      [water.id, 'Water Guide', ['a', 'b']],
    ]);
    expect(answer[0]).toMatchObject({ author: 'Rachel Carson', description: null });
    await expect(client.courseEbooks({ params: { id: COURSE + 1 } })).resolves.toEqual([]);
  });
});
