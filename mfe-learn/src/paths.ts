/**
 * Every page path of the learn remote (react-router patterns). This is the one list: routes.tsx gives each path
 * its page, and the build publishes it beside remoteEntry.js (dist/canopy-routes.json) for the gateway's
 * /mfe-manifest.json, which is how the shell knows these paths are ours. A plain module with no imports: the build
 * evaluates it.
 */
export const paths = [
  '/',
  '/dashboard',
  '/courses',
  '/courses/:id',
  '/courses/:id/dashboard',
  '/courses/:id/lessons/:lessonId',
  '/certificates/:code',
  '/live-sessions',
] as const;

export type LearnPath = (typeof paths)[number];
