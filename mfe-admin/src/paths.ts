/**
 * Every page path of the admin remote (react-router patterns). This is the one list: routes.tsx gives each path
 * its page, and the build publishes it beside remoteEntry.js (dist/canopy-routes.json) for the gateway's
 * /mfe-manifest.json, which is how the shell knows these paths are ours. A plain module with no imports: the build
 * evaluates it.
 */
export const paths = ['/admin'] as const;

export type AdminPath = (typeof paths)[number];
