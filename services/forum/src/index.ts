export { createForumService, type ForumService, type ForumServiceOptions } from './service';
export { seedDemoForum, type DemoForumMembers, type DemoForumSummary } from './demo/seed-demo-forum';
export { forumHandledEvents, type ForumHandledEvent } from './handled-events';
export { forumConfigSchema, type ForumConfig } from './config';
export { schema as forumSchema } from './db/schema';
export type { AccountDirectory, AccountFacts } from './identity/account-directory';
export type { CourseCatalogue, CourseFacts } from './courses/course-catalogue';
