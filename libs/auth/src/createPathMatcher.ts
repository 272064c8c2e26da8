import { matchRoutes } from 'react-router-dom';

export interface DeclaringRemote {
  paths: readonly string[];
}

/**
 * `(path) => owner`: which remote declares a page at a path, given each remote's path patterns. react-router ranks
 * the patterns exactly as the shell's router ranks the routes, so the most specific pattern wins (`/courses/:id/
 * builder` over `/courses/*`) and the owner is the remote whose page would render. The query and hash of a link
 * (`/courses?tab=my`) do not take part.
 */
export function createPathMatcher(
  remotes: Readonly<Record<string, DeclaringRemote>>,
): (path: string) => string | null {
  const routes = Object.entries(remotes).flatMap(([name, { paths }]) =>
    paths.map((pattern) => ({ path: pattern, handle: name })),
  );
  return (path) => {
    const pathname = path.split(/[?#]/, 1)[0] || '/';
    const matches = matchRoutes(routes, pathname);
    const best = matches?.[matches.length - 1]?.route as { handle?: unknown } | undefined;
    return typeof best?.handle === 'string' ? best.handle : null;
  };
}
