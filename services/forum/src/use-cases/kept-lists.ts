import { LRUCache } from 'lru-cache';

/**
 * Discussion lists kept in memory while the rows they were made from are unchanged (issue 34: a search's page
 * costs the services thread its mapping, excerpts and JSON far more than PostgreSQL its statements). Every read
 * still asks the database where the page stands (`DiscussionStore.standing`: ids and row versions, cheap), so a
 * kept page is answered only while it is exactly what a fresh read would answer, whichever instance wrote last.
 * Nothing here is state: an empty cache only costs the full read.
 */
export interface KeptLists {
  /**
   * The page kept under `key` if it was read at the standing `standing()` answers now (the same object, so its
   * JSON is written once: `sendKeptJson` of service-kit); else `load()`'s, kept under that standing. The standing is read
   * before the page, so a write landing in between leaves an entry tagged older than its rows: the next read
   * misses it, never the reverse.
   */
  read<T extends object>(key: string, standing: () => Promise<string>, load: () => Promise<T>): Promise<T>;
}

interface KeptPage {
  standing: string;
  page: object;
}

/** Room for at most `maxBytes` of pages (counted as their JSON); 0 keeps none. */
export function createKeptLists(maxBytes: number): KeptLists {
  if (maxBytes <= 0) return { read: (_key, _standing, load) => load() };
  const pages = new LRUCache<string, KeptPage>({
    maxSize: maxBytes,
    // A page larger than a tenth of the room would push out many others: it is read afresh each time.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 10)),
    sizeCalculation: ({ standing, page }) => standing.length + JSON.stringify(page).length,
  });
  return {
    async read<T extends object>(key: string, standing: () => Promise<string>, load: () => Promise<T>) {
      const now = await standing();
      const kept = pages.get(key);
      if (kept?.standing === now) return kept.page as T;
      const page = await load();
      pages.set(key, { standing: now, page });
      return page;
    },
  };
}
