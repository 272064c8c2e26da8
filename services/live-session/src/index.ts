export { createLiveSessionService, type LiveSessionService, type LiveSessionServiceOptions } from './service';
export { liveSessionHandledEvents, type LiveSessionHandledEvent } from './handled-events';
export { liveSessionConfigSchema, type LiveSessionConfig } from './config';
export { schema as liveSessionSchema } from './db/schema';
export type { EnrollmentDirectory } from './courses/enrollment-directory';
