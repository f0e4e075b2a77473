// Copies of the events outside this browser, so that a lost laptop or a browser that clears its storage does not
// lose an event: where the browser lets a page write to a folder (the File System Access API, in Chromium), every
// stored change of the open event is written to the folder the director chose, as the file "Download the event"
// saves (it opens the event again); everywhere, when the last copy of each event left this browser (a download, the
// folder, a co-organiser's link copied), so that the page can remind the director after a round. Nothing is sent
// anywhere: a copy leaves through the director's own download, folder or clipboard.
//
// Where it is kept: the folder's handle in IndexedDB (a handle cannot be written as text), with the events this
// browser has held, so that a start with the events gone but IndexedDB kept says what was lost; the copies' times
// in localStorage beside the events.

import { KeptStore } from "./kept-store.js";
import { completeEverywhere } from "./model.js";
import { t } from "./i18n.js";

const COPIES_KEY = "swisspair:copies";
const kept = new KeptStore("swisspair-backup", "kept");
// A change is written to the folder a moment after the last one: entering a round's results writes once, not per board.
const WRITE_AFTER_MS = 800;

/** The file an event is saved as, by download or to the folder: its name, made safe for any file system, and its id
 * (two events of one name are two files). */
export const eventFileName = (doc) => `${(doc.name || "event").replace(/[^\w.-]+/g, "_")}-${doc.id}.swisspair.json`;

/** The event as the JSON text of its file. */
export const eventFileText = (doc) => JSON.stringify(doc, null, 1);

/** Say that a copy of `doc` (null: the open event) left this browser (`how`: "download", "link"). */
export function announceCopy(doc, how) {
  window.dispatchEvent(new CustomEvent("swisspair:copy", { detail: { doc, how } }));
}

export class Backup {
  /** Whether this browser lets the page write to a folder the director chooses. */
  supported = typeof window.showDirectoryPicker === "function";
  /** The chosen folder's handle, or null. */
  folder = null;
  /** "on" (writing), "paused" (the browser asks again for permission after a restart), "off" (no folder). */
  mode = "off";
  /** The last write's outcome: {at, name} or {error}. */
  lastWrite = null;
  /** A sentence when the events this browser held are gone from its storage at start. */
  cleared = null;
  /** Whether the browser has promised not to clear the page's storage to make room (null: not known). */
  persisted = null;
  #listeners = new Set();
  #remembered = null;
  #askedPersist = false;
  #pending = null;
  #timer = null;

  /** Read what was kept: the folder and whether it may still be written, and the events held before. */
  async start(events) {
    try {
      this.folder = await kept.get("folder");
      if (this.folder) {
        this.mode = (await this.folder.queryPermission({ mode: "readwrite" })) === "granted" ? "on" : "paused";
      }
      const known = (await kept.get("events")) ?? [];
      const present = new Set(events.map((entry) => entry.id));
      const gone = known.filter((entry) => !present.has(entry.id));
      if (gone.length && gone.length === known.length) {
        const names = gone.map((entry) => `“${entry.name || t("backup.no_name")}”`).join(", ");
        this.cleared = t("backup.cleared", { count: gone.length, names });
      }
    } catch {
      // No IndexedDB (a private window in some browsers): no folder, nothing to compare.
    }
    this.persisted = (await navigator.storage?.persisted?.().catch(() => null)) ?? null;
    this.#changed();
  }

  // A browser evicts a site's storage when the disk runs low (Safari after weeks unused) unless the site's storage is
  // persistent: asked for once the browser holds an event, as that is when there is something to lose. Chromium
  // answers by its own measure of the site's use, Firefox asks the director.
  async #persist() {
    if (this.persisted !== false || this.#askedPersist || !navigator.storage?.persist) return;
    this.#askedPersist = true;
    this.persisted = await navigator.storage.persist().catch(() => false);
    this.#changed();
  }

  /** Keep the list of events this browser holds, to tell at the next start whether they were cleared. */
  remember(events) {
    const held = events.map(({ id, name }) => ({ id, name }));
    const text = JSON.stringify(held);
    if (text === this.#remembered) return;
    this.#remembered = text;
    if (events.length && this.cleared) {
      this.cleared = null;
      this.#changed();
    }
    if (events.length) this.#persist();
    kept.put({ events: held }).catch(() => {});
  }

  onChange(listener) { this.#listeners.add(listener); }

  #changed() {
    for (const listener of this.#listeners) listener();
  }

  /** Let the director choose the folder (a click: the browser asks), then write the open event there at once. */
  async chooseFolder(doc) {
    try {
      this.folder = await window.showDirectoryPicker({ id: "swisspair-backup", mode: "readwrite" });
    } catch (error) {
      if (error.name !== "AbortError") this.lastWrite = { error: t("backup.folder_failed", { error: error.message }) };
      this.#changed();
      return;
    }
    await kept.put({ folder: this.folder }).catch(() => {});
    this.mode = "on";
    if (doc) await this.#write(doc);
    this.#changed();
  }

  /** After a restart the browser asks again before the page writes to the folder: a click answers it. */
  async resume(doc) {
    if (!this.folder) return;
    const answer = await this.folder.requestPermission({ mode: "readwrite" }).catch(() => "denied");
    this.mode = answer === "granted" ? "on" : "paused";
    if (this.mode === "on" && doc) await this.#write(doc);
    this.#changed();
  }

  async stop() {
    this.folder = null;
    this.mode = "off";
    this.lastWrite = null;
    await kept.put({ folder: null }).catch(() => {});
    this.#changed();
  }

  /** The open event changed: written to the folder a moment later (the latest version only). */
  saved(doc) {
    if (this.mode !== "on" || !doc) return;
    this.#pending = doc;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      const latest = this.#pending;
      this.#pending = null;
      this.#write(latest).then(() => this.#changed());
    }, WRITE_AFTER_MS);
  }

  async #write(doc) {
    try {
      const file = await this.folder.getFileHandle(eventFileName(doc), { create: true });
      const writable = await file.createWritable();
      await writable.write(eventFileText(doc));
      await writable.close();
      this.lastWrite = { at: new Date().toISOString(), name: eventFileName(doc) };
      this.noteCopy(doc, "folder");
    } catch (error) {
      // Permission taken back, the folder moved or the disk full: said, and the next change tries again.
      if (error.name === "NotAllowedError") this.mode = "paused";
      this.lastWrite = { error: t("backup.write_failed", { error: error.message }) };
    }
  }

  /** When a copy of `doc` left this browser: {at, how, rounds} (rounds: its complete rounds then), or null. */
  lastCopy(id) {
    return this.#copies()[id] ?? null;
  }

  noteCopy(doc, how) {
    const copies = this.#copies();
    copies[doc.id] = { at: new Date().toISOString(), how, rounds: completeEverywhere(doc) };
    try {
      localStorage.setItem(COPIES_KEY, JSON.stringify(copies));
    } catch { /* full: the reminder may come once more than needed */ }
    this.#changed();
  }

  #copies() {
    try {
      const copies = JSON.parse(localStorage.getItem(COPIES_KEY) ?? "{}");
      return copies && typeof copies === "object" && !Array.isArray(copies) ? copies : {};
    } catch {
      return {};
    }
  }
}
