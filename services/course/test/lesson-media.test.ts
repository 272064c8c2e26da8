import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '@canopy/service-kit/testing';
import { buildCourse, makeCast, startCourseService, type TestService } from './harness';

const videoMessage =
  'Video must be a YouTube link or a link to a video file (.mp4, .webm, .ogg, .ogv, .mov or .m4v)';

/** The module editor's 'Upload Video': the server takes YouTube videos and video files, nothing else. */
describe.each(testEngines())('lesson video links (%s)', (engine) => {
  const cast = makeCast();
  let t: TestService;

  beforeAll(async () => {
    t = await startCourseService(engine);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const accepted = [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://media.example.org/talks/solar.mp4',
    'https://media.example.org/clip.WEBM?token=1',
    '/uploads/videos/intro.mov',
  ];
  const refused = [
    'https://example.org/a-page-about-solar',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://vimeo.com/123456',
    '/uploads/notes.pdf',
  ];

  it('creates lessons with YouTube and video-file links and refuses other pages', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [0],
      approve: false,
    });
    const moduleId = course.modules[0]!.id;
    for (const videoUrl of accepted) {
      const res = await t.api.post(
        '/api/lessons',
        { title: 'V', content: 'C', moduleId, videoUrl },
        cast.educator,
      );
      expect(res.status, videoUrl).toBe(201);
      expect(res.body.videoUrl).toBe(videoUrl);
    }
    for (const videoUrl of refused) {
      const res = await t.api.post(
        '/api/lessons',
        { title: 'V', content: 'C', moduleId, videoUrl },
        cast.educator,
      );
      expect(res.status, videoUrl).toBe(400);
      expect(res.body.message).toBe(videoMessage);
    }
    const notALink = await t.api.post(
      '/api/lessons',
      { title: 'V', content: 'C', moduleId, videoUrl: 'not a link' },
      cast.educator,
    );
    expect(notALink.status).toBe(400);
    expect(notALink.body.message).toBe('Links must start with http://, https:// or /');
  });

  it('checks the video link when a lesson is edited, and still clears it', async () => {
    const course = await buildCourse(t.api, cast.educator, cast.admin, {
      lessonsPerModule: [1],
      approve: false,
    });
    const lessonId = course.lessons[0]!;
    const bad = await t.api.patch(
      `/api/lessons/${lessonId}`,
      { videoUrl: 'https://example.org/watch-this' },
      cast.educator,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(videoMessage);
    const good = await t.api.patch(
      `/api/lessons/${lessonId}`,
      { videoUrl: 'https://youtu.be/dQw4w9WgXcQ', documentUrl: 'https://example.org/notes.pdf' },
      cast.educator,
    );
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      documentUrl: 'https://example.org/notes.pdf',
    });
    const cleared = await t.api.patch(`/api/lessons/${lessonId}`, { videoUrl: '' }, cast.educator);
    expect(cleared.status).toBe(200);
    expect(cleared.body.videoUrl).toBeNull();
  });
});
