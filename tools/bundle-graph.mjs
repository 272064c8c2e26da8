// Reads the chunk graph the shell build writes (dist/.bundle-stats.json, see BundleStatsPlugin in
// frontend-config.mjs): which chunks an async import creates, and which shared modules a chunk consumes. Used by
// tools/bundle-report.mjs (the /auth budget) and by the shell build's preload hints.

/** Chunk ids by origin: an async import (`module -> request`) or `provide:<shared key>` for a shared module. */
export function chunkGroups(chunks) {
  const groups = new Map();
  for (const c of chunks) {
    for (const o of c.origins) {
      const provide = /^provide shared module \([^)]*\) (.+?)@/.exec(o);
      const key = provide ? `provide:${provide[1]}` : o;
      if (!groups.has(key)) groups.set(key, new Set());
      groups.get(key).add(String(c.id));
    }
  }
  return groups;
}

/** The chunk ids of the first group whose origin matches, or an error naming `what`. */
function groupOf(groups, predicate, what) {
  const key = [...groups.keys()].find(predicate);
  if (!key) throw new Error(`bundle graph: no chunk group for ${what}`);
  return [...groups.get(key)];
}

/** The chunks the shell's entry imports behind its async boundary (`import('./bootstrap')`). */
export function bootstrapChunkIds(groups) {
  return groupOf(groups, (k) => k.endsWith('-> ./bootstrap'), 'the bootstrap import');
}

/**
 * Loads chunks and, transitively, the shared modules they consume (each served by the shell's own copy).
 * @param start [chunkId, why][]  @returns {{ loaded: Set<string>, reasons: Map<string,string> }}
 */
export function sharedClosure(chunks, groups, start) {
  const byId = new Map(chunks.map((c) => [String(c.id), c]));
  const loaded = new Set();
  const reasons = new Map();
  const queue = start.map(([id, why]) => [String(id), why]);
  while (queue.length) {
    const [id, why] = queue.shift();
    if (loaded.has(id)) continue;
    const chunk = byId.get(id);
    if (!chunk) continue;
    loaded.add(id);
    reasons.set(id, why);
    for (const key of chunk.consumes) {
      const provided = groups.get(`provide:${key}`);
      if (!provided) continue;
      for (const pid of provided) queue.push([pid, `shared ${key}`]);
    }
  }
  return { loaded, reasons };
}
