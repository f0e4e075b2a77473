// What the page keeps in IndexedDB beside its events, where localStorage's text will not do: a folder's handle
// (app/backup.js) and FIDE's rating list (app/rating-list.worker.js). One database with one object store, keyed;
// each call opens the database and closes it again, so that no connection is held between calls.

export class KeptStore {
  #database;
  #store;

  constructor(database, store) {
    this.#database = database;
    this.#store = store;
  }

  #open() {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(this.#database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(this.#store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  }

  /** The value kept under `key`, or null. */
  async get(key) {
    const db = await this.#open();
    try {
      return await new Promise((resolve, reject) => {
        const request = db.transaction(this.#store).objectStore(this.#store).get(key);
        request.onsuccess = () => resolve(request.result ?? null);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }

  /** Keep every value of `entries` ({key: value}) in one transaction: all of them or none; a null value deletes. */
  async put(entries, failure = "It could not be kept.") {
    const db = await this.#open();
    try {
      await new Promise((resolve, reject) => {
        const transaction = db.transaction(this.#store, "readwrite");
        const store = transaction.objectStore(this.#store);
        for (const [key, value] of Object.entries(entries)) {
          if (value === null) store.delete(key);
          else store.put(value, key);
        }
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error ?? new Error(failure));
      });
    } finally {
      db.close();
    }
  }
}
