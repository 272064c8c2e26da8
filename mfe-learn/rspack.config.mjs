// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling shared by every front end, not a library
import { createFrontendConfig } from '../tools/frontend-config.mjs';

// The learn remote: exposes './routes' to the shell. `rspack serve` runs it standalone (src/dev) on :4201 with
// /api proxied to the gateway (CANOPY_GATEWAY_URL, default http://localhost:3000).
export default createFrontendConfig({
  dir: import.meta.dirname,
  name: 'learn',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  port: Number(process.env.PORT ?? 4201),
  title: 'Canopy Learn — standalone',
  extend: (config, env) => {
    if (!env?.RSPACK_SERVE) return config;
    return {
      ...config,
      // Standalone pages live at nested paths (/courses/1/dashboard): serve assets from the root so a reload
      // there still finds them. The built remote keeps publicPath 'auto' (served under /remotes/learn/).
      output: { ...config.output, publicPath: '/' },
      devServer: {
        ...config.devServer,
        // /ws is proxied to the gateway (realtime hub), so the dev server's reload socket needs its own path.
        webSocketServer: { type: 'ws', options: { path: '/__rspack_ws' } },
        client: { ...config.devServer?.client, webSocketURL: { pathname: '/__rspack_ws' } },
      },
    };
  },
});
