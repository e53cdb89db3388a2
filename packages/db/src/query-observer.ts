import { PgPreparedQuery } from 'drizzle-orm/pg-core';

/** Told of every statement a database handle runs: how long it took, from the call to its rows (queueing included). */
export type QueryListener = (ms: number) => void;

let listener: QueryListener | null = null;
let installed = false;

/**
 * Times every statement, on both drivers: each driver's prepared query runs its statement through the one method
 * of drizzle's base class patched here (prepared or not, in a transaction or not). On PGlite the time includes the
 * wait for the single connection, which is the cost a request pays there. Nothing is patched until this is called,
 * so a server without request timings runs drizzle untouched; the listener stays for the process's life.
 */
export function observeQueries(onQuery: QueryListener): void {
  listener = onQuery;
  if (installed) return;
  installed = true;
  type QueryWithCache = (this: unknown, queryString: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;
  const prototype = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
  const original = prototype.queryWithCache;
  prototype.queryWithCache = function (queryString, params, query) {
    const timed = async () => {
      const started = performance.now();
      try {
        return await query();
      } finally {
        listener?.(performance.now() - started);
      }
    };
    return original.call(this, queryString, params, timed);
  };
}
