/**
 * A query built on first use and kept: drizzle otherwise rebuilds a statement's SQL on every call, which was a
 * third of a signed-in read's CPU. Values go in as `sql.placeholder(...)`; on PostgreSQL the name given to
 * `.prepare(name)` also makes it a server-side prepared statement (parsed and planned once per connection).
 */
export function preparedOnce<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
