import type { RouteGuardName } from '@canopy/auth';

/**
 * Every page of the forum remote: its path (a react-router pattern), the module of its page (routes.tsx imports it
 * lazily) and its guard (who may open it). This is the one list: routes.tsx gives each path its page, and the
 * build publishes it beside remoteEntry.js (dist/canopy-routes.json). From it the gateway's /mfe-manifest.json tells
 * the shell these paths are ours, and a page's HTML names the chunks the page needs to those its guard lets in. A
 * page's `reads` are the API paths its main content waits for (the queryKey[0] of what its route's `prefetch`
 * starts): the page's HTML names them too, and the shell sends them as its code starts (first-reads.ts in
 * @canopy/contracts). `readsVaryBy` names the query parameters of the page's address that change those reads: with
 * any of them in the address, none is named (the page's prefetch still starts the right ones once its code runs).
 * A plain module (type imports only): the build evaluates it.
 *
 * Reading the forum is public (DESIGN.md: visitors read; posting asks them to sign in).
 */
export const pages = {
  // Its filters are in its address (lib/discussionFilters.ts): with any of them, it reads other discussions.
  '/forum': {
    page: './pages/ForumPage',
    guard: 'public',
    reads: ['/api/discussions', '/api/forum-topics?sort=popular&limit=6'],
    readsVaryBy: ['tab', 'q', 'tag', 'page'],
  },
  '/forum/topics/:id': {
    page: './pages/TopicPage',
    guard: 'public',
    reads: ['/api/forum-topics/:id', '/api/forum-topics/:id/discussions'],
    readsVaryBy: ['page'],
  },
  '/forum/topics/:id/discussions/:discussionId': {
    page: './pages/DiscussionPage',
    guard: 'public',
    reads: ['/api/discussions/:discussionId'],
  },
  '/forum/users/:id': { page: './pages/ForumProfilePage', guard: 'public', reads: ['/api/forum/users/:id'] },
  '/community-guidelines': { page: './pages/CommunityGuidelinesPage', guard: 'public' },
} as const satisfies Record<
  string,
  {
    page: `./${string}`;
    guard: RouteGuardName;
    reads?: readonly `/api/${string}`[];
    readsVaryBy?: readonly string[];
  }
>;

export type ForumPath = keyof typeof pages;

export const paths = Object.keys(pages) as ForumPath[];
