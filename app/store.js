// The events kept in this browser: localStorage under versioned keys, one key per event (so a large event
// does not rewrite the others) plus an index and an undo stack per event. Every change is written at once.
// When storage is full or unavailable the store keeps working in memory and says so (`problem`), so the
// page can offer a download instead of losing the event.

import { totalRounds } from "./formats.js";

export const STORE_VERSION = 1;
const PREFIX = `swisspair:v${STORE_VERSION}:`;
const INDEX_KEY = `${PREFIX}index`;
const eventKey = (id) => `${PREFIX}event:${id}`;
const undoKey = (id) => `${PREFIX}undo:${id}`;
const asideKey = (id) => `swisspair:unreadable:${id}`;
export const UNDO_LIMIT = 50;

/** One function per older store version: MIGRATIONS[k] moves the data of version k to k + 1. */
const MIGRATIONS = {};

export class Store {
  #storage;
  #memory = new Map();
  #listeners = new Set();
  /** null, or a sentence saying why changes are kept in memory only. */
  problem = null;
  /** Stored items that could not be read, kept aside under their own key: [{key, reason}]. */
  unreadable = [];

  constructor(storage = Store.#openStorage()) {
    this.#storage = storage.storage;
    if (storage.problem) this.problem = storage.problem;
    this.#migrate();
    window.addEventListener("storage", (event) => {
      if (event.key === null || event.key.startsWith(PREFIX)) {
        for (const listener of this.#listeners) listener(event.key);
      }
    });
  }

  static #openStorage() {
    try {
      const storage = window.localStorage;
      const probe = `${PREFIX}probe`;
      storage.setItem(probe, "1");
      storage.removeItem(probe);
      return { storage };
    } catch (error) {
      return { storage: null, problem: `This browser does not let the page store anything (${error.message}). `
        + "The event is kept in this tab only: download it before you close the tab." };
    }
  }

  /** Called with the changed key when another tab changes the stored events. */
  onOtherTab(listener) { this.#listeners.add(listener); }

  #read(key) {
    if (this.#memory.has(key)) return this.#memory.get(key);
    if (!this.#storage) return null;
    const text = this.#storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  }

  #write(key, value) {
    this.#memory.set(key, value);
    if (!this.#storage) return false;
    try {
      if (value === undefined) this.#storage.removeItem(key);
      else this.#storage.setItem(key, JSON.stringify(value));
      this.#memory.delete(key);
      return true;
    } catch (error) {
      const full = error && (error.name === "QuotaExceededError" || error.code === 22);
      this.problem = full
        ? "The browser's storage for this site is full: the latest changes are kept in this tab only. "
          + "Download the event to keep it, then delete old events to make room."
        : `The browser refused to store the change (${error.message}): it is kept in this tab only. `
          + "Download the event to keep it.";
      return false;
    }
  }

  /** Forget what this tab holds in memory for a key, so the next read sees what another tab stored. */
  refresh() {
    if (this.#storage) this.#memory.clear();
  }

  #migrate() {
    if (!this.#storage) return;
    let index;
    try {
      index = this.#read(INDEX_KEY);
    } catch {
      this.#setAside(INDEX_KEY, "the list of events is not readable");
      return;
    }
    if (index && index.version < STORE_VERSION) {
      for (let version = index.version; version < STORE_VERSION; version += 1) MIGRATIONS[version](this.#storage);
    }
  }

  #setAside(key, reason) {
    const id = key.slice(key.lastIndexOf(":") + 1);
    try {
      const text = this.#storage.getItem(key);
      this.#storage.setItem(asideKey(`${Date.now()}-${id}`), text);
      this.#storage.removeItem(key);
    } catch { /* leave it where it is: never delete what cannot be copied */ }
    this.unreadable.push({ key, reason });
  }

  /** Move a stored event (and its undo history) out of the list to a key of its own: kept, never deleted. */
  keepAside(id, reason) {
    if (this.#storage) {
      this.#setAside(eventKey(id), reason);
      if (this.#storage.getItem(undoKey(id)) !== null) this.#setAside(undoKey(id), reason);
    }
    this.#writeIndex(this.list().filter((entry) => entry.id !== id));
  }

  /** The stored events, newest change first: [{id, name, rounds, played, modified}]. */
  list() {
    const index = this.#read(INDEX_KEY);
    return index ? [...index.events].sort((a, b) => (b.modified ?? "").localeCompare(a.modified ?? "")) : [];
  }

  load(id) {
    try {
      return this.#read(eventKey(id));
    } catch {
      this.#setAside(eventKey(id), "the stored event is not valid JSON");
      this.#writeIndex(this.list().filter((entry) => entry.id !== id));
      return null;
    }
  }

  #writeIndex(events) {
    return this.#write(INDEX_KEY, { version: STORE_VERSION, events });
  }

  /** Store an event and its entry in the list; true when it reached the browser's storage. */
  save(doc) {
    const stored = this.#write(eventKey(doc.id), doc);
    const entry = {
      id: doc.id,
      name: doc.name,
      created: doc.created,
      modified: doc.modified,
      rounds: totalRounds(doc), // a Magic top cut's rounds count too
      played: doc.rounds.filter((round) => round.boards.every((board) => board.result !== null)).length,
      players: doc.players.length,
    };
    const events = this.list().filter((other) => other.id !== doc.id);
    const indexed = this.#writeIndex([entry, ...events]);
    return stored && indexed;
  }

  remove(id) {
    this.#write(eventKey(id), undefined);
    this.#write(undoKey(id), undefined);
    this.#writeIndex(this.list().filter((entry) => entry.id !== id));
  }

  /** The undo stack of an event: [{label, doc}], oldest first, at most UNDO_LIMIT. */
  undoStack(id) {
    try {
      return this.#read(undoKey(id)) ?? [];
    } catch {
      this.#setAside(undoKey(id), "the undo history is not valid JSON");
      return [];
    }
  }

  saveUndo(id, stack) {
    return this.#write(undoKey(id), stack.slice(-UNDO_LIMIT));
  }
}
