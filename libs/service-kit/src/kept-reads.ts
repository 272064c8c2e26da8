import { LRUCache } from 'lru-cache';

/**
 * Answers kept in a service's memory while the rows they were made from are unchanged (issue 34: reads that no
 * longer reach PostgreSQL's heavy statements, nor write their JSON, each time). Every read still asks the database
 * one cheap question — the versions its rows are at (course: read-version triggers, or rows' `xmin`; forum: rows'
 * `xmin`) — so a kept answer is served only while it is exactly what a fresh read would answer, whichever instance
 * wrote last. Nothing here is state: an empty cache only costs the full read.
 */
export interface KeptReads {
  /**
   * The answer kept under `key` if it was read at the versions `version()` answers now; else `load()`'s, kept
   * with those versions. The versions are read before the rows, so a write landing in between leaves an entry
   * tagged older than its rows: the next read misses it, never the reverse.
   */
  read<T>(key: string, version: () => Promise<string>, load: () => Promise<T>): Promise<T>;
  /**
   * For a read whose versions come in the same statement as its other rows (opening a quiz): what is kept under
   * `key` with its tag, for the caller to compare with the versions it has just read.
   */
  peek<T>(key: string): { tag: string; value: T } | undefined;
  /** Keeps `value` under `key`, read at versions `tag` (read before the value's rows, as in `read`). */
  keep(key: string, tag: string, value: unknown): void;
}

interface Kept {
  tag: string;
  value: unknown;
}

/** A cache of at most `maxBytes` of answers (counted as their JSON); 0 keeps nothing. */
export function createKeptReads(maxBytes: number): KeptReads {
  if (maxBytes <= 0) return { read: (_key, _version, load) => load(), peek: () => undefined, keep: () => {} };
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    // An answer larger than a tenth of the room would push out many others: it is read afresh each time.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 10)),
    sizeCalculation: (entry) => entry.tag.length + (JSON.stringify(entry.value)?.length ?? 4),
  });
  return {
    async read<T>(key: string, version: () => Promise<string>, load: () => Promise<T>): Promise<T> {
      const tag = await version();
      const hit = kept.get(key);
      if (hit && hit.tag === tag) return hit.value as T;
      const value = await load();
      kept.set(key, { tag, value });
      return value;
    },
    peek<T>(key: string) {
      return kept.get(key) as { tag: string; value: T } | undefined;
    },
    keep(key, tag, value) {
      kept.set(key, { tag, value });
    },
  };
}
