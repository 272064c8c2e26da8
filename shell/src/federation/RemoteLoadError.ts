// Set by the remote registry on every failure to get a remote's code; the shell's
// retry and "unavailable" panel key on it, never on error text. A symbol brand rather than `instanceof` alone,
// because the error may cross module copies (a remote's own build of this file).
const BRAND = Symbol.for('canopy.RemoteLoadError');

/** A remote's code could not be had: its entry unreachable or not a container, or the exposed module's chunks. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly [BRAND] = true;

  constructor(
    /** The remote's manifest key ('forum'). */
    readonly remote: string,
    /** What failed: fetching the entry, initialising its container, or getting the exposed module. */
    readonly stage: 'entry' | 'init' | 'get',
    cause: unknown,
  ) {
    super(`The "${remote}" remote could not be loaded (${stage})`, { cause });
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
}

/**
 * A failure to download code, as opposed to a bug while running it: a RemoteLoadError, or the ChunkLoadError a
 * remote's own bundler runtime raises when one of its lazily loaded page chunks cannot be fetched (those chunks do
 * not go through the loader; `name` is that runtime's documented error type).
 */
export function isCodeLoadError(error: unknown): boolean {
  return isRemoteLoadError(error) || (error instanceof Error && error.name === 'ChunkLoadError');
}
