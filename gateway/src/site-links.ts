import type { MfeManifest, SiteLinks } from '@canopy/contracts';
import type { GatewayConfig } from './config';

/**
 * The `site` part of /mfe-manifest.json: the installation's home site and support address as configured
 * (HOME_SITE_URL, SUPPORT_EMAIL), each left out when unset so that the front ends show no link to it. None set:
 * no `site` at all.
 */
export function siteLinksPart(
  config: Pick<GatewayConfig, 'HOME_SITE_URL' | 'SUPPORT_EMAIL'>,
): Pick<MfeManifest, 'site'> {
  const site: SiteLinks = {
    ...(config.HOME_SITE_URL ? { homeSiteUrl: config.HOME_SITE_URL } : {}),
    ...(config.SUPPORT_EMAIL ? { supportEmail: config.SUPPORT_EMAIL } : {}),
  };
  return Object.keys(site).length > 0 ? { site } : {};
}
