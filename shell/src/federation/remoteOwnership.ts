import { matchPath } from 'react-router-dom';

export type RemoteName = 'learn' | 'forum' | 'studio' | 'admin';

/**
 * Which remote owns which paths, so that an unreachable remote shows the "unavailable" panel for its own paths
 * only (and an unknown path can still be a 404). More specific patterns first.
 */
export const remoteOwnership: ReadonlyArray<{ remote: RemoteName; patterns: string[] }> = [
  {
    remote: 'studio',
    patterns: [
      '/educator',
      '/educator-dashboard',
      '/educator/*',
      '/ebook-builder',
      '/ebook-library',
      '/courses/:id/builder',
      '/courses/:id/preview',
      '/courses/:courseId/modules/:moduleId',
    ],
  },
  { remote: 'admin', patterns: ['/admin', '/admin/*'] },
  { remote: 'forum', patterns: ['/forum', '/forum/*', '/community-guidelines'] },
  {
    remote: 'learn',
    patterns: [
      '/',
      '/dashboard',
      '/courses',
      '/courses/*',
      '/certificates',
      '/certificates/*',
      '/live-sessions',
    ],
  },
];

/** Human name of each area, for the unavailable panel. */
export const remoteLabels: Record<RemoteName, string> = {
  learn: 'Learning area',
  forum: 'Forum',
  studio: 'Educator studio',
  admin: 'Admin area',
};

export function ownerOf(pathname: string): RemoteName | null {
  for (const { remote, patterns } of remoteOwnership) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}
