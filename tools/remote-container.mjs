// The global a remote's entry (remoteEntry.js) defines its container under, by the remote's name in
// /mfe-manifest.json. The build names it here (frontend-config.mjs); the shell's loader, which this build script
// cannot share TypeScript with, names it in shell/src/federation/remoteContainerGlobal.ts, and the shell's test
// (test/sharedCompatibility.test.ts) checks that the two agree.
export const remoteContainerGlobal = (name) => `canopy_remote_${name}`;
