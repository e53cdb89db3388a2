import type { Executor } from './database';

/**
 * Prepared queries per database handle. Drizzle builds a query's SQL text anew on every call; for the few
 * queries every request runs (the caller's user, the course and their roles) that building was a tenth of a
 * request's CPU time. A prepared query is built once per handle and then only executed with its placeholders.
 * Transactions are handles of their own, so inside one the query is built once per transaction.
 */
const cache = new WeakMap<object, Map<string, unknown>>();

export function preparedFor<T>(db: Executor, name: string, build: (db: Executor) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let query = byName.get(name) as T | undefined;
  if (query === undefined) {
    query = build(db);
    byName.set(name, query);
  }
  return query;
}
