import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatBytes,
  listCourseCopies,
  removeCourseCopy,
  saveCourseCopy,
  scriptsOfPage,
  type CourseCopyPlan,
} from '../src/courseCopies';
import { clearOfflineData, readCurrentUser, writeCurrentUser } from '../src/currentUser';
import { memoryCaches } from './memoryCaches';

const page = `<!doctype html><html><head><script defer src="/main.abc12345.js"></script>
<link rel="preload" as="script" fetchpriority="low" href="/remotes/learn/remoteEntry.0123456789.js" integrity="sha384-x" crossorigin="anonymous">
<link rel="preload" as="script" href="/remotes/learn/page.deadbeef.js?v=1&amp;x=2"><link rel="icon" href="/favicon.svg">
<script src="https://elsewhere.example/tracker.js"></script></head></html>`;

function plan(overrides: Partial<CourseCopyPlan> = {}): CourseCopyPlan {
  return {
    userId: 5,
    courseId: 9,
    title: 'Composting',
    urls: ['/api/courses/9', '/api/courses/9/outline'],
    optionalUrls: ['/api/lessons/1/quizzes'],
    pages: ['/courses/9/dashboard'],
    onlineOnlyVideos: 2,
    ...overrides,
  };
}

/** A network answering `routes` (path → body or status), recording what was asked. */
function network(routes: Record<string, string | number>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const answer = routes[url];
    if (answer === undefined) throw new TypeError('Failed to fetch');
    return typeof answer === 'number' ? new Response('', { status: answer }) : new Response(answer);
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('scriptsOfPage', () => {
  it("lists the page's own scripts and script hints, not other files nor other sites", () => {
    expect(scriptsOfPage(page)).toEqual([
      '/main.abc12345.js',
      '/remotes/learn/remoteEntry.0123456789.js',
      '/remotes/learn/page.deadbeef.js?v=1&x=2',
    ]);
  });
});

describe('course copies', () => {
  it("keeps a course's reads and its pages' scripts, and tells its size", async () => {
    const storage = memoryCaches();
    const asked = network({
      '/api/courses/9': '{"id":9}',
      '/api/courses/9/outline': '{"modules":[]}',
      '/api/lessons/1/quizzes': 404,
      '/courses/9/dashboard': page,
      '/mfe-manifest.json': '{"remotes":{}}',
      '/main.abc12345.js': 'main',
      '/remotes/learn/remoteEntry.0123456789.js': 'entry',
      '/remotes/learn/page.deadbeef.js?v=1&x=2': 'page',
    });
    await saveCourseCopy(plan(), storage);
    expect(asked).toContain('/remotes/learn/page.deadbeef.js?v=1&x=2');
    expect(asked).toContain('/mfe-manifest.json');

    const [copy, ...others] = await listCourseCopies(5, storage);
    expect(others).toEqual([]);
    expect(copy).toMatchObject({ courseId: 9, title: 'Composting', onlineOnlyVideos: 2 });
    // The two reads and the copy's own index; not the quizzes that answered 404, not the scripts (the service
    // worker keeps those in its own cache).
    const index = JSON.stringify({
      courseId: 9,
      title: 'Composting',
      savedAt: copy!.savedAt,
      onlineOnlyVideos: 2,
    });
    expect(copy!.bytes).toBe('{"id":9}'.length + '{"modules":[]}'.length + index.length);
    // Another user sees nothing of it.
    expect(await listCourseCopies(6, storage)).toEqual([]);

    await removeCourseCopy(5, 9, storage);
    expect(await listCourseCopies(5, storage)).toEqual([]);
  });

  it('leaves no half copy when a read it needs fails', async () => {
    const storage = memoryCaches();
    network({ '/api/courses/9': '{"id":9}', '/api/courses/9/outline': 500 });
    await expect(saveCourseCopy(plan(), storage)).rejects.toThrow('/api/courses/9/outline answered 500');
    expect(await storage.keys()).toEqual([]);
  });

  it('a logout clears every copy of every user and who was signed in', async () => {
    const storage = memoryCaches();
    await writeCurrentUser(5, storage);
    expect(await readCurrentUser(storage)).toBe(5);
    await storage.open('canopy-offline:u5:c9');
    await storage.open('canopy-offline:u6:c2');
    await storage.open('canopy-remote-code');
    await clearOfflineData(storage);
    expect(await storage.keys()).toEqual(['canopy-remote-code']);
    expect(await readCurrentUser(storage)).toBeNull();
    // Nobody signed in (a 401 after the logout) creates nothing.
    await writeCurrentUser(null, storage);
    expect(await readCurrentUser(storage)).toBeNull();
    expect(await storage.keys()).toEqual(['canopy-remote-code']);
  });
});

describe('formatBytes', () => {
  it('uses decimal units, one decimal from megabytes up', () => {
    expect(formatBytes(950, 'en')).toBe('950 byte');
    expect(formatBytes(12_345, 'en')).toBe('12 kB');
    expect(formatBytes(1_450_000, 'en')).toBe('1.5 MB');
    expect(formatBytes(2_000_000_000, 'en')).toBe('2 GB');
  });
});
