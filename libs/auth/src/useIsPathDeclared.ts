import { useDeclaredPaths } from './useDeclaredPaths';

/**
 * Whether a page exists at `path` (a link target such as '/forum' or '/courses?tab=my'): false while the manifest
 * is being read and while no remote declares it. The one rule for every link to another area's page.
 */
export function useIsPathDeclared(path: string): boolean {
  return useDeclaredPaths().isDeclared(path);
}
