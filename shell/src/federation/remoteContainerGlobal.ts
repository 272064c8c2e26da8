/**
 * The global a remote's entry defines its container under, by the remote's name in /mfe-manifest.json. The build
 * names it the same way (remoteContainerGlobal in tools/frontend-config.mjs: keep the two the same).
 */
export const remoteContainerGlobal = (name: string): string => `canopy_remote_${name}`;
