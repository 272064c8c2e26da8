import { createContentService, contentHandledEvents } from '@canopy/content-service';
import { createCourseService, courseHandledEvents } from '@canopy/course-service';
import { createForumService, forumHandledEvents } from '@canopy/forum-service';
import { createIdentityService, identityHandledEvents } from '@canopy/identity-service';
import { createLiveSessionService, liveSessionHandledEvents } from '@canopy/live-session-service';
import { demoAccountsHandover } from './demo-accounts-handover';
import { serviceFactory, type ServiceFactory } from './service-factory';

/**
 * Every service the launcher runs, in the order they are created and started (one at a time: each service's
 * migrations and demo data before the next's). Identity comes first: its demo accounts' ids are
 * handed to the others. Adding a service: its entry in libs/contracts `platformServices`, and one line here.
 */
export const serviceFactories: readonly ServiceFactory[] = [
  serviceFactory({
    name: 'identity',
    handles: identityHandledEvents,
    create: createIdentityService,
    handover: demoAccountsHandover,
  }),
  { name: 'course', handles: courseHandledEvents, create: createCourseService },
  { name: 'forum', handles: forumHandledEvents, create: createForumService },
  { name: 'live-session', handles: liveSessionHandledEvents, create: createLiveSessionService },
  { name: 'content', handles: contentHandledEvents, create: createContentService },
];
