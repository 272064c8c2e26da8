import { useContext, useEffect } from 'react';
import { DeclaredPathsContext } from './DeclaredPathsContext';
import type { DeclaredPaths } from './DeclaredPathsContext';

// Outside the shell (a remote's standalone dev page, a unit test) nothing is known to be declared: hiding a link
// is the safe side of "never link to a page that does not exist".
const NOTHING_DECLARED: DeclaredPaths = {
  status: 'unavailable',
  ownerOf: () => null,
  isDeclared: () => false,
  ensureLoaded: () => undefined,
};

/** The declared page paths (and the first call starts reading the manifest). */
export function useDeclaredPaths(): DeclaredPaths {
  const declared = useContext(DeclaredPathsContext) ?? NOTHING_DECLARED;
  const { ensureLoaded } = declared;
  useEffect(() => ensureLoaded(), [ensureLoaded]);
  return declared;
}
