/**
 * The platform's domain services: the one list the gateway (its configuration, route table and /readyz) and
 * the one-machine launcher (ports, database URLs, service URLs) derive from, so that adding a service is one
 * entry here plus one line in the launcher's service factories.
 *
 * Route prefixes come from the call tables of the specification (000 and 001, section 7). A prefix owns itself
 * and everything below it (`/api/courses` owns `/api/courses/3/modules`), never a longer sibling (`/api/forum`
 * does not own `/api/forum-topics`).
 */
interface PlatformServiceEntry {
  /**
   * Also the service's `createService` name, the name of its database on the launcher's embedded PostgreSQL and
   * the cluster's server (`-` as `_`), and the `{name}` in 503 messages.
   */
  name: string;
  /** Where the gateway and other services find it: `{NAME}_URL`. */
  urlVariable: `${string}_URL`;
  /** The launcher's port for it: `{NAME}_PORT` (0 = a free port). */
  portVariable: `${string}_PORT`;
  defaultPort: number;
  /** The launcher's per-service PostgreSQL, overriding DATABASE_URL: `{NAME}_DATABASE_URL`. */
  databaseUrlVariable: `${string}_DATABASE_URL`;
  routePrefixes: readonly `/api/${string}`[];
}

export const platformServices = [
  {
    name: 'identity',
    urlVariable: 'IDENTITY_URL',
    portVariable: 'IDENTITY_PORT',
    defaultPort: 4001,
    databaseUrlVariable: 'IDENTITY_DATABASE_URL',
    routePrefixes: [
      '/api/users',
      '/api/newsletter',
      '/api/forgot-password',
      '/api/reset-password',
      '/api/admin/activity',
      '/api/admin/figures',
      '/api/admin/mail',
      '/api/admin/outbox',
    ],
  },
  {
    name: 'course',
    urlVariable: 'COURSE_URL',
    portVariable: 'COURSE_PORT',
    defaultPort: 4002,
    databaseUrlVariable: 'COURSE_DATABASE_URL',
    routePrefixes: [
      '/api/courses',
      '/api/categories',
      '/api/modules',
      '/api/lessons',
      '/api/enrollments',
      '/api/lesson-completions',
      '/api/educator',
      '/api/certificates',
      '/api/credentials',
      '/api/admin/certificates',
      '/api/quizzes',
      '/api/quiz-submissions',
      '/api/admin/courses',
      '/api/admin/course-figures',
      '/api/learning-preferences',
      '/api/learning-insights',
      '/api/admin/assessment-questions',
    ],
  },
  {
    name: 'forum',
    urlVariable: 'FORUM_URL',
    portVariable: 'FORUM_PORT',
    defaultPort: 4003,
    databaseUrlVariable: 'FORUM_DATABASE_URL',
    routePrefixes: ['/api/forum-topics', '/api/discussions', '/api/forum', '/api/admin/forum-figures'],
  },
  {
    name: 'live-session',
    urlVariable: 'LIVE_SESSION_URL',
    portVariable: 'LIVE_SESSION_PORT',
    defaultPort: 4004,
    databaseUrlVariable: 'LIVE_SESSION_DATABASE_URL',
    // The gateway also sends `/ws` upgrades here.
    routePrefixes: ['/api/live-sessions', '/api/notifications'],
  },
  {
    name: 'content',
    urlVariable: 'CONTENT_URL',
    portVariable: 'CONTENT_PORT',
    defaultPort: 4005,
    databaseUrlVariable: 'CONTENT_DATABASE_URL',
    routePrefixes: [
      '/api/ebooks',
      '/api/upload',
      '/api/uploads',
      '/api/youtube',
      '/api/generate-ebook-from-link',
      '/api/canopy-gpt',
      '/api/ai',
    ],
  },
] as const satisfies readonly PlatformServiceEntry[];

export type PlatformService = (typeof platformServices)[number];
export type PlatformServiceName = PlatformService['name'];
export type PlatformServiceUrlVariable = PlatformService['urlVariable'];
export type PlatformServicePortVariable = PlatformService['portVariable'];
export type PlatformServiceDatabaseUrlVariable = PlatformService['databaseUrlVariable'];

export const platformServiceNames = platformServices.map((s) => s.name) as readonly PlatformServiceName[];

export function platformService(name: PlatformServiceName): PlatformService {
  return platformServices.find((s) => s.name === name)!;
}
