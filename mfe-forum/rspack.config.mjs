// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling shared by every front end, not a library
import { createFrontendConfig } from '../tools/frontend-config.mjs';

// The forum remote: exposes './routes' (its pages) and './GuidelinesBanner' to the shell. `rspack serve` runs it
// standalone (src/dev) on :4202 with /api proxied to the gateway (CANOPY_GATEWAY_URL, default http://localhost:3000).
export default createFrontendConfig({
  dir: import.meta.dirname,
  name: 'forum',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './GuidelinesBanner': './src/components/GuidelinesBanner.tsx',
  },
  port: Number(process.env.PORT ?? 4202),
  title: 'Canopy Forum — standalone',
});
