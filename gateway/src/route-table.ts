/**
 * Which service owns which /api path, derived from the call tables of the specification (000 and 001,
 * section 7). A prefix owns itself and everything below it (`/api/courses` owns `/api/courses/3/modules`),
 * never a longer sibling (`/api/forum` does not own `/api/forum-topics`).
 */
export const serviceNames = ['identity', 'course', 'forum', 'live-session', 'content'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const routeTable: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/users', service: 'identity' },
  { prefix: '/api/newsletter', service: 'identity' },
  { prefix: '/api/courses', service: 'course' },
  { prefix: '/api/categories', service: 'course' },
  { prefix: '/api/modules', service: 'course' },
  { prefix: '/api/lessons', service: 'course' },
  { prefix: '/api/enrollments', service: 'course' },
  { prefix: '/api/lesson-completions', service: 'course' },
  { prefix: '/api/educator/courses', service: 'course' },
  { prefix: '/api/certificates', service: 'course' },
  { prefix: '/api/forum-topics', service: 'forum' },
  { prefix: '/api/discussions', service: 'forum' },
  { prefix: '/api/forum', service: 'forum' },
  { prefix: '/api/live-sessions', service: 'live-session' },
  { prefix: '/api/ebooks', service: 'content' },
  { prefix: '/api/upload', service: 'content' },
  { prefix: '/api/youtube', service: 'content' },
  { prefix: '/api/generate-ebook-from-link', service: 'content' },
  { prefix: '/api/canopy-gpt', service: 'content' },
  { prefix: '/api/ai', service: 'content' },
];

/** The environment variable holding each service's base URL. */
export const serviceUrlVariable: Record<
  ServiceName,
  'IDENTITY_URL' | 'COURSE_URL' | 'FORUM_URL' | 'LIVE_SESSION_URL' | 'CONTENT_URL'
> = {
  identity: 'IDENTITY_URL',
  course: 'COURSE_URL',
  forum: 'FORUM_URL',
  'live-session': 'LIVE_SESSION_URL',
  content: 'CONTENT_URL',
};

export function serviceForPath(pathname: string): ServiceName | undefined {
  for (const { prefix, service } of routeTable) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return service;
  }
  return undefined;
}

/**
 * Refuses paths a service might read differently from the gateway: dot segments, encoded slashes, dots or
 * backslashes, so `/api/courses/../../internal/x` can never be steered past the route table.
 */
export function isSafePath(rawPath: string): boolean {
  if (/%(2e|2f|5c|00)/i.test(rawPath)) return false;
  if (rawPath.includes('\\')) return false;
  return !rawPath.split('/').some((segment) => segment === '.' || segment === '..');
}
