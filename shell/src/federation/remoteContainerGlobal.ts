/**
 * The global a remote's entry defines its container under, by the remote's name in /mfe-manifest.json. The build
 * names it in tools/remote-container.mjs, which this code cannot import; test/sharedCompatibility.test.ts checks that
 * the two agree.
 */
export const remoteContainerGlobal = (name: string): string => `canopy_remote_${name}`;
