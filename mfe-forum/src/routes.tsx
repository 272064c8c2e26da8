import { defineRoutes, lazyPage } from '@canopy/auth';
import { msgKey } from '@canopy/i18n';
import type { AppRoute } from '@canopy/auth';
import { FORUM_NAMESPACE } from './i18n/useForumT';
import { prefetchDiscussion, prefetchForum, prefetchProfile, prefetchTopic } from './pagePrefetches';
import { pages, paths } from './paths';
import type { ForumPath } from './paths';

// Each page is its own chunk; the shell wraps every route in its guard, an error boundary and Suspense.
const ForumPage = lazyPage(() => import(/* webpackChunkName: "page-forum" */ './pages/ForumPage'));
const TopicPage = lazyPage(() => import(/* webpackChunkName: "page-topic" */ './pages/TopicPage'));
const DiscussionPage = lazyPage(
  () => import(/* webpackChunkName: "page-discussion" */ './pages/DiscussionPage'),
);
const ForumProfilePage = lazyPage(
  () => import(/* webpackChunkName: "page-profile" */ './pages/ForumProfilePage'),
);
const CommunityGuidelinesPage = lazyPage(
  () => import(/* webpackChunkName: "page-guidelines" */ './pages/CommunityGuidelinesPage'),
);

// Titles are English keys of the forum's catalogue, which the shell shows in the page's language until the page
// names itself; importing the catalogue registers it with the routes.
// Keyed by the declared paths: the type checker refuses a page without a declared path and a path without a page.
// Each path's guard is in ./paths, with its page module.
const routeOf: Record<ForumPath, Omit<AppRoute, 'path' | 'guard'>> = {
  '/forum': { Component: ForumPage, title: msgKey('Sustainability Forum'), prefetch: prefetchForum },
  '/forum/topics/:id': { Component: TopicPage, title: msgKey('Forum topic'), prefetch: prefetchTopic },
  '/forum/topics/:id/discussions/:discussionId': {
    Component: DiscussionPage,
    title: msgKey('Discussion'),
    prefetch: prefetchDiscussion,
  },
  '/forum/users/:id': {
    Component: ForumProfilePage,
    title: msgKey('Forum member'),
    prefetch: prefetchProfile,
  },
  '/community-guidelines': {
    Component: CommunityGuidelinesPage,
    title: msgKey('Community Guidelines'),
  },
};

/** The forum remote's pages (exposed as './routes'), one per path in ./paths. */
const routes = defineRoutes(
  paths.map((path) => ({
    path,
    guard: pages[path].guard,
    titleNamespace: FORUM_NAMESPACE,
    ...routeOf[path],
  })),
);

export default routes;
