/** The files that name the current release; everything else in a build has a content hash in its name. */
export declare const RELEASE_DESCRIPTORS: readonly string[];
/** Copies `dist` into `webroot` (made if missing): assets first, release descriptors last; deletes nothing. */
export declare function publish(dist: string, webroot: string): Promise<void>;
