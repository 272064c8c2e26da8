/** Errors that mean "the code could not be downloaded", as opposed to a bug while rendering it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return /ChunkLoadError|Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|RUNTIME-00\d|Failed to load script|ScriptExternalLoadError|remoteEntry/i.test(
    text,
  );
}
