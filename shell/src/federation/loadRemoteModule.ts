import { RemoteLoadError } from './RemoteLoadError';
import { remoteContainerGlobal } from './remoteContainerGlobal';

/** What a remote's entry (remoteEntry.js) defines: a Module Federation container. */
export interface RemoteContainer {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

// The bundler's sharing API, as Module Federation defines it for a host (rspack's container plugins).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const SHARE_SCOPE = 'default';

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.append(script);
  });
}

const containers = window as unknown as Record<string, RemoteContainer | undefined>;

/**
 * The remote's container: its entry is fetched once (again when `fresh`: a retry after a failure may find a newer
 * deployment, or the file that could not be had the first time), then given the shell's shared singletons.
 */
async function containerOf(name: string, entry: string, fresh: boolean): Promise<RemoteContainer> {
  const key = remoteContainerGlobal(name);
  if (fresh || !containers[key]) {
    try {
      await loadScript(entry);
    } catch (error) {
      throw new RemoteLoadError(name, 'entry', error);
    }
  }
  const container = containers[key];
  if (!container || typeof container.get !== 'function')
    throw new RemoteLoadError(name, 'entry', new Error(`${entry} defines no container named ${key}`));
  try {
    await __webpack_init_sharing__(SHARE_SCOPE);
    // A container keeps the first scope it is given; initialising it again with the same one does nothing.
    await container.init(__webpack_share_scopes__[SHARE_SCOPE]);
  } catch (error) {
    throw new RemoteLoadError(name, 'init', error);
  }
  return container;
}

/**
 * Loads `module` ('./routes') of the remote `name` whose entry is at `entry`. Every failure to get the code (entry,
 * container, the exposed module's chunks) is a RemoteLoadError naming the remote; an error thrown while the
 * module itself runs is not, since retrying cannot mend it.
 */
export async function loadRemoteModule(
  name: string,
  entry: string,
  module: string,
  fresh = false,
): Promise<unknown> {
  const container = await containerOf(name, entry, fresh);
  let factory: () => unknown;
  try {
    factory = await container.get(module);
  } catch (error) {
    throw new RemoteLoadError(name, 'get', error);
  }
  return factory();
}
