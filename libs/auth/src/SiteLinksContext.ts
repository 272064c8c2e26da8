import { createContext } from 'react';
import type { SiteLinks } from '@canopy/contracts';

/**
 * The installation's home site and support address as the gateway is configured (the `site` of
 * /mfe-manifest.json). Provided by the shell, shared with every remote through the @canopy/auth singleton.
 */
export const SiteLinksContext = createContext<SiteLinks | null>(null);
