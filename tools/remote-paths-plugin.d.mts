// Types of remote-paths-plugin.mjs, for the remotes' tests that check what their build publishes.
export declare const REMOTE_PATHS_FILE: 'canopy-routes.json';
/** Evaluates a remote's paths module (src/paths.ts) as the build does and returns its `paths`, validated. */
export declare function readRemotePaths(file: string): Promise<string[]>;
/** The rspack plugin that writes dist/canopy-routes.json. */
export declare class RemotePathsPlugin {
  constructor(file: string);
  apply(compiler: unknown): void;
}
