import { useContext } from 'react';
import type { SiteLinks } from '@canopy/contracts';
import { SiteLinksContext } from './SiteLinksContext';
import { useDeclaredPaths } from './useDeclaredPaths';

const NONE: SiteLinks = {};

/**
 * The configured home site and support address; each absent until the manifest is read and when not configured, so
 * a link built from one is shown only when its target exists. The first call starts reading the manifest.
 */
export function useSiteLinks(): SiteLinks {
  useDeclaredPaths();
  return useContext(SiteLinksContext) ?? NONE;
}
