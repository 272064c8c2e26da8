export { createCourseService, type CourseService, type CourseServiceOptions } from './service';
export { seedDemoContent, type DemoSeedOptions, type DemoSeedSummary } from './demo/seed-demo-content';
export { courseConfigSchema, type CourseConfig } from './config';
export { schema as courseSchema } from './db/schema';
export { courseHandledEvents, type CourseHandledEvent } from './handled-events';
