import { COURSE_INDEX_URL, courseCacheName, courseIdOfCache } from './cacheNames';

/** What the learner sees of a course kept for offline use. */
export interface CourseCopy {
  courseId: number;
  title: string;
  savedAt: string;
  /** Bytes the copy takes in Cache Storage (every answer and file of it, as stored). */
  bytes: number;
  /** External videos of the course: they still need a connection. */
  onlineOnlyVideos: number;
}

/** What to keep of a course: answers and files of this origin, and the pages whose code must be at hand. */
export interface CourseCopyPlan {
  userId: number;
  courseId: number;
  title: string;
  /** GETs of this origin the copy cannot do without (the outline, the lessons): one failing fails the copy. */
  urls: string[];
  /** GETs kept when they answer (a lesson's quizzes, documents and images the platform serves). */
  optionalUrls: string[];
  /** Page paths (/courses/3/dashboard): their HTML names the scripts the page needs, which are fetched too. */
  pages: string[];
  onlineOnlyVideos: number;
}

/** The scripts a page's HTML names (its own `<script src>` and the `<link rel="preload">` hints). */
export function scriptsOfPage(html: string): string[] {
  const out = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const url = /\b(?:src|href)="([^"]+)"/i.exec(tag)?.[1]?.replace(/&amp;/g, '&');
    if (url && /\.js(?:$|\?)/.test(url) && url.startsWith('/') && !url.startsWith('//')) out.add(url);
  }
  return [...out];
}

/** Runs `work` on each item, `limit` at a time (a course has dozens of reads: not all at once). */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

const FEDERATION_MANIFEST = '/mfe-manifest.json';

const acceptFor = (url: string) => (url.startsWith('/api/') ? 'application/json' : '*/*');

async function fetchOk(url: string, accept: string): Promise<Response> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: accept } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res;
}

/**
 * Keeps a course for offline use: every URL of the plan goes into the course's own cache (the service worker
 * serves them from there when the network fails), and the scripts its pages need are fetched once through the
 * service worker, which keeps them. A failure leaves no half copy behind.
 */
export async function saveCourseCopy(plan: CourseCopyPlan, storage: CacheStorage = caches): Promise<void> {
  const name = courseCacheName(plan.userId, plan.courseId);
  const cache = await storage.open(name);
  try {
    await eachLimited(plan.urls, 4, async (url) => {
      await cache.put(url, await fetchOk(url, acceptFor(url)));
    });
    await eachLimited(plan.optionalUrls, 4, async (url) => {
      const res = await fetchOk(url, acceptFor(url)).catch(() => null);
      if (res) await cache.put(url, res);
    });
    // The shell finds a page's remote in /mfe-manifest.json: fetched through the service worker, which keeps it.
    const scripts = new Set<string>([FEDERATION_MANIFEST]);
    for (const page of plan.pages) {
      for (const s of scriptsOfPage(await (await fetchOk(page, 'text/html')).text())) scripts.add(s);
    }
    await eachLimited([...scripts], 4, async (url) => {
      await (await fetchOk(url, '*/*')).arrayBuffer();
    });
    const index = {
      courseId: plan.courseId,
      title: plan.title,
      savedAt: new Date().toISOString(),
      onlineOnlyVideos: plan.onlineOnlyVideos,
    };
    await cache.put(COURSE_INDEX_URL, Response.json(index));
  } catch (error) {
    await storage.delete(name);
    throw error;
  }
}

async function sizeOf(cache: Cache): Promise<number> {
  let bytes = 0;
  for (const request of await cache.keys()) {
    const res = await cache.match(request);
    if (res) bytes += (await res.blob()).size;
  }
  return bytes;
}

/** The user's course copies, with their sizes. */
export async function listCourseCopies(
  userId: number,
  storage: CacheStorage = caches,
): Promise<CourseCopy[]> {
  const out: CourseCopy[] = [];
  for (const name of await storage.keys()) {
    const courseId = courseIdOfCache(name, userId);
    if (courseId === null) continue;
    const cache = await storage.open(name);
    const index = (await (await cache.match(COURSE_INDEX_URL))?.json().catch(() => null)) as Omit<
      CourseCopy,
      'bytes'
    > | null;
    // A copy still being made has no index yet.
    if (!index) continue;
    out.push({ ...index, courseId, bytes: await sizeOf(cache) });
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

export async function removeCourseCopy(
  userId: number,
  courseId: number,
  storage: CacheStorage = caches,
): Promise<void> {
  await storage.delete(courseCacheName(userId, courseId));
}

/** The browser's figures for this site's storage (every cache and database), when it gives them. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const { usage, quota } = await navigator.storage.estimate();
  return usage === undefined || quota === undefined ? null : { usage, quota };
}

/** "1.4 MB", "320 KB": decimal units, as operating systems show storage. */
export function formatBytes(bytes: number, locale?: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit >= 2 ? 1 : 0,
  }).format(value);
}
