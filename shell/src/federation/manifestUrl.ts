/** The gateway's list of remotes, their entries and the paths each owns. */
export const MANIFEST_URL = '/mfe-manifest.json';
