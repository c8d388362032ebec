/**
 * A cache of prepared SQLite statements by SQL text, shared by the main connection (db.ts) and the
 * writer thread (sqlite-writer-worker.ts). It imports no package, so the worker entry can be bundled
 * on its own. The oldest statement goes once the cache holds more than `size` (the server issues a
 * few dozen distinct queries).
 */

/** Prepared statements kept per SQLite connection. */
const STATEMENT_CACHE_SIZE = 256;

/** `prepare(text)` of a connection, remembered by SQL text: returns the statement prepared the first time. */
export function statementCache<S>(prepare: (text: string) => S, size = STATEMENT_CACHE_SIZE): { get(text: string): S; clear(): void } {
  const cache = new Map<string, S>();
  return {
    get(text) {
      let stmt = cache.get(text);
      if (stmt === undefined) {
        stmt = prepare(text);
        cache.set(text, stmt);
        if (cache.size > size) cache.delete(cache.keys().next().value!);
      }
      return stmt;
    },
    clear: () => cache.clear(),
  };
}
