// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling shared by every front end, not a library
import { createFrontendConfig } from '../tools/frontend-config.mjs';

// The admin remote: exposes './routes' (its pages) to the shell. `rspack serve` runs it standalone (src/dev) on
// :4204 with /api proxied to the gateway (CANOPY_GATEWAY_URL, default http://localhost:3000).
export default createFrontendConfig({
  dir: import.meta.dirname,
  name: 'admin',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
  },
  port: Number(process.env.PORT ?? 4204),
  title: 'Canopy Admin — standalone',
});
