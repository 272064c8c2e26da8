import path from 'node:path';
import { rspack } from '@rspack/core';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling shared by every front end, not a library
import { createFrontendConfig } from '../tools/frontend-config.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling, not a library
import { serviceWorkerConfig } from '../tools/service-worker-config.mjs';

// The host. Remotes are not listed here: they come from /mfe-manifest.json at run time.
const shell = createFrontendConfig({
  dir: import.meta.dirname,
  name: 'shell',
  kind: 'host',
  port: 4200,
  title: 'Canopy — sustainability learning',
  // The installable app: public/ (web app manifest, icons) is copied as it is.
  extend: (config) => {
    config.name = 'shell';
    config.plugins.push(
      new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(import.meta.dirname, 'public') }] }),
    );
    return config;
  },
});

/**
 * A production build is two compilations: the shell, then its service worker (src/sw/, Workbox), which lists the
 * shell's files to precache (docs/OFFLINE.md). The dev server serves the shell alone (it registers no worker).
 */
export default (env, argv) => {
  const config = shell(env, argv);
  if (config.mode !== 'production' || env?.RSPACK_SERVE) return config;
  return [
    config,
    serviceWorkerConfig({
      dir: import.meta.dirname,
      entry: './src/sw/serviceWorker.ts',
      dependsOn: 'shell',
      mode: config.mode,
    }),
  ];
};
