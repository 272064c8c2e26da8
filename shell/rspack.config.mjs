// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling shared by every front end, not a library
import { createFrontendConfig } from '../tools/frontend-config.mjs';

// The host. Remotes are not listed here: they come from /mfe-manifest.json at run time.
export default createFrontendConfig({
  dir: import.meta.dirname,
  name: 'shell',
  kind: 'host',
  port: 4200,
  title: 'Canopy — sustainability learning',
});
