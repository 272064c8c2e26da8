/**
 * The manifest's parser (zod and the manifest's schemas): its own chunk, kept out of main.js. The manifest store
 * imports it when it reads the manifest, and src/startPageEarly.ts starts it as main.js runs on a remote's page,
 * instead of once the store's own chunk has arrived and run.
 */
export const loadManifestParser = () => import(/* webpackChunkName: "remote-manifest" */ './remoteManifest');
