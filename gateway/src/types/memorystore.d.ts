// memorystore ships no types; this is the part of its API the gateway uses.
declare module 'memorystore' {
  import type session from 'express-session';

  interface MemoryStoreOptions {
    /** How often expired entries are pruned, in ms. */
    checkPeriod?: number;
    /** Most sessions kept; the least recently used go first. */
    max?: number;
    ttl?: number;
  }
  class MemoryStore extends session.Store {
    constructor(options?: MemoryStoreOptions);
    get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void;
    set(sid: string, session: session.SessionData, callback?: (err?: unknown) => void): void;
    destroy(sid: string, callback?: (err?: unknown) => void): void;
    stopInterval(): void;
  }
  export default function createMemoryStore(sessionModule: typeof session): typeof MemoryStore;
}
