// Types of remote-paths-plugin.mjs, for the remotes' tests that check what their build publishes.
export declare const REMOTE_PATHS_FILE: 'canopy-routes.json';
/** A page of a remote's list: its module, its guard and, if it declares them, its first reads. */
export interface RemotePage {
  page: string;
  guard: string;
  reads?: readonly string[];
  /** The query parameters of the page's URL that change its reads: with any of them in the URL, none is named. */
  readsVaryBy?: readonly string[];
}
/** Evaluates a remote's paths module (src/paths.ts) as the build does and returns its `pages`, validated. */
export declare function readRemotePages(file: string): Promise<Record<string, RemotePage>>;
/** The paths of that module, in its order. */
export declare function readRemotePaths(file: string): Promise<string[]>;
/** For a remote's test: the routes whose page is not the module its paths module names ([] when all agree). */
export declare function pageModuleMismatches(
  routes: ReadonlyArray<{ path: string; Component: unknown }>,
  pages: Readonly<Record<string, { page: string }>>,
  loaderOf: (component: never) => unknown,
): string[];
/**
 * For a remote's test: the API paths a route's `prefetch` starts (each query's `queryKey[0]`), given the route's
 * parameters, to hold against the page's declared first reads.
 */
export declare function readsPrefetchedBy(
  route: { prefetch?: (context: never) => void },
  context: { params: Record<string, string>; search?: URLSearchParams; user?: unknown },
): string[];
/** The rspack plugin that writes dist/canopy-routes.json (paths, and each page's guard, first files and reads). */
export declare class RemotePathsPlugin {
  constructor(file: string, exposed: string);
  apply(compiler: unknown): void;
}
