/**
 * A durable copy of the local-game lists in IndexedDB. Chromium writes localStorage to disk in
 * batches seconds apart, so a browser that is killed (or crashes) right after a move comes back
 * with the game a few moves earlier (seen: two TTR moves after a SIGKILL). An IndexedDB transaction
 * with `durability: 'strict'` is on disk when it completes. storage.ts keeps localStorage as the
 * synchronous store the pages read, writes every list here too, and at start-up takes back from
 * here what localStorage lost (`recoverLocalGames`).
 *
 * Values are the same JSON texts as in localStorage. Without IndexedDB (old browsers, some private
 * modes, jsdom) every call does nothing and reads give nothing.
 */

const DB_NAME = 'roundhouse-local';
const STORE = 'lists';

let opened: Promise<IDBDatabase | null> | null = null;

/** The database, opened once; null when IndexedDB is missing or refuses. */
function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

/**
 * Writes `text` (a JSON text; null deletes) under `key`. Fire and forget: writes start in call
 * order, and IndexedDB runs read-write transactions on one store in the order they were created, so
 * the last call wins. Failures are ignored (localStorage still holds the value).
 */
export function mirrorWrite(key: string, text: string | null): void {
  void database().then((db) => {
    if (!db) return;
    try {
      const store = db.transaction(STORE, 'readwrite', { durability: 'strict' }).objectStore(STORE);
      if (text === null) store.delete(key);
      else store.put(text, key);
    } catch {
      /* quota or a closed database: localStorage still has it */
    }
  });
}

/**
 * The JSON texts stored under `keys` (missing keys are left out). Resolves within `timeoutMs` (ms)
 * with whatever it has then, so a slow or stuck IndexedDB never holds up the page.
 */
export function mirrorRead(keys: readonly string[], timeoutMs = 1500): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const read = database().then(
    (db) =>
      new Promise<Map<string, string>>((resolve) => {
        if (!db) return resolve(found);
        try {
          const tx = db.transaction(STORE, 'readonly');
          for (const key of keys) {
            const req = tx.objectStore(STORE).get(key);
            req.onsuccess = () => {
              if (typeof req.result === 'string') found.set(key, req.result);
            };
          }
          tx.oncomplete = () => resolve(found);
          tx.onerror = () => resolve(found);
          tx.onabort = () => resolve(found);
        } catch {
          resolve(found);
        }
      }),
  );
  return Promise.race([read, new Promise<Map<string, string>>((r) => setTimeout(() => r(new Map()), timeoutMs))]);
}
