import type { Database } from '../database';

/** A service's stores, plus a way to run several of their calls as one transaction. */
export type StoreAccess<TStores, TTransactionStores = TStores> = TStores & {
  /**
   * Runs `work` in one database transaction with stores bound to it: a change and the domain event announcing
   * it commit together. Inside, use only the stores it is given: a query outside runs on another connection of
   * the pool, neither sees the transaction's writes nor is undone with them, and one that needs a row the
   * transaction has locked waits for a commit that is waiting for it — forever.
   */
  transaction<T>(work: (tx: TTransactionStores) => Promise<T>): Promise<T>;
};

// Any service's database: the stores' binder fixes the schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDatabase = Database<any>;

/**
 * The store binding every service's `stores/stores.ts` makes: `bind` builds the stores on one handle (the
 * database, or an open transaction: drizzle's transaction is the same kind of handle), and the answer adds
 * `transaction(work)`. `bindInTransaction` gives a transaction more than the plain stores (identity's outbox).
 */
export function storeAccess<TDb extends AnyDatabase, TStores, TTransactionStores = TStores>(
  db: TDb,
  bind: (handle: TDb) => TStores,
  bindInTransaction: (tx: TDb) => TTransactionStores = bind as unknown as (tx: TDb) => TTransactionStores,
): StoreAccess<TStores, TTransactionStores> {
  return {
    ...bind(db),
    transaction: (work) => db.transaction((tx) => work(bindInTransaction(tx as unknown as TDb))),
  };
}
