/**
 * Cache Storage kept in memory, for tests under Node (which has Request and Response but no `caches`): what the
 * library uses of it — open, keys, delete, and a cache's put, match, delete and keys — keyed by absolute URL.
 */
export function memoryCaches(origin = 'http://canopy.test'): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (input: RequestInfo | URL) =>
    new URL(typeof input === 'string' || input instanceof URL ? input : input.url, origin).href;
  const cacheOf = (store: Map<string, Response>): Cache =>
    ({
      async put(input: RequestInfo | URL, response: Response) {
        store.set(urlOf(input), response.clone());
      },
      async match(input: RequestInfo | URL) {
        return store.get(urlOf(input))?.clone();
      },
      async delete(input: RequestInfo | URL) {
        return store.delete(urlOf(input));
      },
      async keys() {
        return [...store.keys()].map((u) => new Request(u));
      },
    }) as unknown as Cache;
  return {
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    async has(name: string) {
      return stores.has(name);
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async keys() {
      return [...stores.keys()];
    },
    async match() {
      return undefined;
    },
  } as CacheStorage;
}
