/**
 * The Module Federation runtime and its plugins (federationRuntime.ts): their own chunk, fetched when the first
 * remote is needed. The remote registry imports it to load a remote, and src/startPageEarly.ts starts it as
 * main.js runs on a remote's page, instead of once the manifest has been read and the registry's own chunk has run.
 */
export const loadFederationRuntime = () =>
  import(/* webpackChunkName: "federation-runtime" */ './federationRuntime');
