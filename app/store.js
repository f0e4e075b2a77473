// The events kept in this browser: localStorage under versioned keys, one key per event (so a large event
// does not rewrite the others), one per event's undo history, one per event's changes since it was last stored
// whole, and an index that holds all the list of events needs (name, rounds, players, size, last change). An
// event is stored whole in the compact form of its share link, its undo history as differences
// (app/pack-store.js); that work scales with the event, so it runs in app/store.worker.js. A change this tab
// follows from the event it stored or read last (a result entered) is stored by change instead: its difference
// and its undo step, as one record appended under the changes key (app/change-log.js), written at once; every
// COMPACT_AFTER records (or COMPACT_CHARACTERS) the event is packed whole again in the worker in the background
// and the records it holds dropped. Writes happen in the order asked, and of several changes waiting for the
// same event only the latest is written.
// When storage is full or refused, what could not be written is kept in this tab (`unsaved`), `problem` says
// so, and reading, opening, downloading and deleting keep working; a delete makes room and the kept writes
// are tried again. Events stored by the earlier store (version 1: whole JSON documents, undo as whole copies)
// are read as they are and converted on the first start with room for it (migrate); nothing is lost.

import { playedOfTotal } from "./round-words.js";
import { t } from "./i18n.js";
import { sectionViews, sectionsOf } from "./sections.js";
import { stringifyInSlices } from "./json-slices.js";
import { work } from "./pack-store.js";
import { ShareError } from "./link-bytes.js";
import { refusalText } from "./link-refusal.js";
import { diff, patch, reverse } from "./undo-diff.js";
import { changesText, fingerprint, recordLine, replay } from "./change-log.js";

export const STORE_VERSION = 2;
const PREFIX = `swisspair:v${STORE_VERSION}:`;
const INDEX_KEY = `${PREFIX}index`;
const eventKey = (id) => `${PREFIX}event:${id}`;
const undoKey = (id) => `${PREFIX}undo:${id}`;
const changesKey = (id) => `${PREFIX}changes:${id}`;
const OLD_PREFIX = "swisspair:v1:";
const OLD_INDEX_KEY = `${OLD_PREFIX}index`;
const oldEventKey = (id) => `${OLD_PREFIX}event:${id}`;
const oldUndoKey = (id) => `${OLD_PREFIX}undo:${id}`;
const asideKey = (id) => `swisspair:unreadable:${id}`;
export const UNDO_LIMIT = 50;
// An event is packed whole again after this many changes stored by change, or this many characters of them: reading
// it back applies them all, and unpacked they take more room than packed.
const COMPACT_AFTER = 25;
const COMPACT_CHARACTERS = 200_000;
// The most pairs of values compared to find a change (a few milliseconds): a change made from the stored event
// compares a few hundred.
const DIFF_BUDGET = 20_000;
// What browsers give one site: 5 MiB counted in characters (Chromium, Firefox and Safari). A write the
// browser refuses tells the real limit.
export const ASSUMED_QUOTA = 5 * 1024 * 1024;
// Warn when less than this share of the room is left, or room for fewer than this many more copies of the
// largest event.
const WARN_SHARE = 0.2;
const WARN_COPIES = 3;


/** The rounds played as the list shows them (a Magic event's Swiss rounds, then its top cut); an event of an
 * older format (not yet upgraded by the engine) may lack what that needs, and shows its planned rounds. */
function progressOf(doc, played) {
  try {
    return playedOfTotal(doc, played);
  } catch {
    return `${played} of ${doc.settings?.rounds ?? "?"}`;
  }
}

const isQuotaError = (error) => Boolean(error) && (error.name === "QuotaExceededError" || error.code === 22);

/** Runs app/pack-store.js's work in the store's worker, or in the page should the worker not start. */
class Packer {
  #worker = null;
  #next = 1;
  #pending = new Map();

  constructor() {
    try {
      this.#worker = new Worker(new URL("./store.worker.js", import.meta.url), { type: "module" });
      this.#worker.addEventListener("message", ({ data }) => {
        const call = this.#pending.get(data.id);
        this.#pending.delete(data.id);
        if (data.ok) call.resolve(data.result);
        else call.reject(data.key ? new ShareError(data.key, data.params) : new Error(data.message));
      });
      this.#worker.addEventListener("error", () => this.#inPage());
    } catch {
      this.#worker = null;
    }
  }

  #inPage() {
    this.#worker?.terminate();
    this.#worker = null;
    for (const call of this.#pending.values()) work(call.request).then(call.resolve, call.reject);
    this.#pending.clear();
  }

  run(request) {
    if (!this.#worker) return work(request);
    return new Promise((resolve, reject) => {
      const id = this.#next;
      this.#next += 1;
      this.#pending.set(id, { resolve, reject, request });
      this.#worker.postMessage({ id, request });
    });
  }
}

export class Store {
  #storage;
  #packer = new Packer();
  /** Writes the browser refused, kept in this tab: key -> text (undefined: a removal). */
  #memory = new Map();
  #listeners = new Set();
  /** The JSON text of each event object read or written, so that an event is serialised once. */
  #texts = new WeakMap();
  /** Per event, the stored texts this tab last wrote or read ([event, changes]): anything else there was written
   * by another tab. */
  #known = new Map();
  /** Per event this tab stored or read: what a change is stored after. {doc: the event as stored, undo: its undo
   * history as stored (the very list, null until read), seq: the number of its last change, header and kept: the
   * stored changes (app/change-log.js; null and [] when there are none), texts: the stored texts they follow,
   * compacting: whether the event is being packed whole in the background}. */
  #tails = new Map();
  /** Per event, a sentence on changes of it that were stored but could not be used, until the page asks. */
  #notes = new Map();
  /** Per event, the latest save asked: an earlier one still waiting is skipped. */
  #latest = new Map();
  #writing = Promise.resolve();
  /** How many writes are asked and not yet done. */
  #waiting = 0;
  /** Characters per stored key (key and value, as the browser counts them), of every key of this site. */
  #lengths = new Map();
  /** null, or a sentence saying why changes are kept in memory only. */
  problem = null;
  /** True when the storage was full already when the page opened. */
  fullAtStart = false;
  /** Stored items that could not be read, kept aside under their own key: [{key, reason}]. */
  unreadable = [];
  quota = ASSUMED_QUOTA;
  /** Settles once the events of the earlier store have been converted (or kept as they are, without room). */
  ready;

  constructor(storage = Store.#openStorage()) {
    this.#storage = storage.storage;
    if (storage.problem) this.problem = storage.problem;
    this.fullAtStart = Boolean(storage.full);
    this.#measure();
    if (this.fullAtStart) this.quota = this.used();
    this.#checkIndex();
    this.ready = this.#migrate();
    // A change is written a moment after it is made: one still waiting when the page goes is written at once.
    window.addEventListener("pagehide", () => this.#writeWaiting());
    window.addEventListener("storage", (event) => {
      if (event.key === null || event.key.startsWith(PREFIX) || event.key.startsWith(OLD_PREFIX)) {
        this.#measure();
        for (const listener of this.#listeners) listener(event.key);
      }
    });
  }

  static #openStorage() {
    let storage;
    try {
      storage = window.localStorage;
      const probe = `${PREFIX}probe`;
      storage.setItem(probe, "1");
      storage.removeItem(probe);
      return { storage };
    } catch (error) {
      // Full is not refused: what is stored can still be read, opened, downloaded and deleted.
      if (storage && isQuotaError(error)) {
        return { storage, full: true, problem: t("store.full_at_start") };
      }
      return { storage: null, problem: t("store.no_storage", { error: error.message }) };
    }
  }

  /** Called with the changed key when another tab changes the stored events. */
  onOtherTab(listener) { this.#listeners.add(listener); }

  #read(key) {
    if (this.#memory.has(key)) return this.#memory.get(key) ?? null;
    return this.#storage ? this.#storage.getItem(key) : null;
  }

  #write(key, text) {
    this.#memory.set(key, text);
    if (!this.#storage) return false;
    try {
      if (text === undefined) this.#storage.removeItem(key);
      else this.#storage.setItem(key, text);
      this.#memory.delete(key);
      if (text === undefined) this.#lengths.delete(key);
      else this.#lengths.set(key, key.length + text.length);
      return true;
    } catch (error) {
      if (isQuotaError(error)) {
        this.quota = Math.min(this.quota, this.used());
        this.problem = t("store.full");
      } else {
        this.problem = t("store.refused", { error: error.message });
      }
      return false;
    }
  }

  #measure() {
    this.#lengths.clear();
    if (!this.#storage) return;
    for (let index = 0; index < this.#storage.length; index += 1) {
      const key = this.#storage.key(index);
      this.#lengths.set(key, key.length + (this.#storage.getItem(key)?.length ?? 0));
    }
  }

  /** Characters of this site's storage in use (every key, this page's or not). */
  used() {
    let total = 0;
    for (const length of this.#lengths.values()) total += length;
    return total;
  }

  /** How full the storage is: {used, quota, left, warning (null or a sentence), stored (false: nothing can be)}. */
  room() {
    const used = this.used();
    const left = Math.max(0, this.quota - used);
    const largest = Math.max(0, ...this.list().map((entry) => entry.size ?? 0));
    let warning = null;
    if (this.#storage && (left < this.quota * WARN_SHARE || left < largest * WARN_COPIES)) {
      warning = t("store.nearly_full");
    }
    return { used, quota: this.quota, left, warning, stored: this.#storage !== null };
  }

  /** The ids of events with changes this tab could not store. */
  unsaved() {
    const ids = [];
    for (const [key, text] of this.#memory) {
      const kind = [`${PREFIX}event:`, `${PREFIX}changes:`].find((prefix) => key.startsWith(prefix));
      if (kind && text !== undefined) ids.push(key.slice(kind.length));
    }
    return [...new Set(ids)];
  }

  #checkIndex() {
    for (const key of [INDEX_KEY, OLD_INDEX_KEY]) {
      try {
        this.#index(key);
      } catch {
        this.#setAside(key, "the list of events is not readable");
      }
    }
  }

  #index(key) {
    const text = this.#read(key);
    return text === null ? null : JSON.parse(text);
  }

  #setAside(key, reason, time = Date.now()) {
    // "<time>-<id>" for an event, "<time>-<id>:undo" for its undo history (the list of events has no id);
    // an event and its history set aside together share one time, so the pair can be found again.
    // A copy still in the earlier format is marked so that it never overwrites the current one.
    const [, version, kind, ...rest] = key.split(":");
    const earlier = `v${STORE_VERSION}` === version ? "" : `-${version}`;
    const name = `${time}-${rest.join(":") || kind}${earlier}${kind === "undo" || kind === "changes" ? `:${kind}` : ""}`;
    try {
      const text = this.#storage.getItem(key);
      this.#storage.setItem(asideKey(name), text);
      this.#storage.removeItem(key);
    } catch { /* leave it where it is: never delete what cannot be copied */ }
    this.#measure();
    this.unreadable.push({ key, reason });
  }

  /** Move a stored event (and its undo history) out of the list to a key of its own: kept, never deleted. */
  keepAside(id, reason) {
    if (this.#storage) {
      const time = Date.now();
      for (const key of [eventKey(id), undoKey(id), changesKey(id), oldEventKey(id), oldUndoKey(id)]) {
        if (this.#storage.getItem(key) !== null) this.#setAside(key, reason, time);
      }
    }
    this.#tails.delete(id);
    this.#forget(id);
  }

  #forget(id) {
    this.#writeIndex(this.#entries().filter((entry) => entry.id !== id));
    const old = this.#oldEntries();
    if (old.some((entry) => entry.id === id)) this.#writeOldIndex(old.filter((entry) => entry.id !== id));
  }

  #entries() {
    try {
      return this.#index(INDEX_KEY)?.events ?? [];
    } catch {
      return [];
    }
  }

  #oldEntries() {
    try {
      return this.#index(OLD_INDEX_KEY)?.events ?? [];
    } catch {
      return [];
    }
  }

  /** The stored events, newest change first: [{id, name, progress, played, players, modified, size}] (`progress`:
   * the rounds played in words; an entry written before it holds `rounds`, their number). */
  list() {
    const entries = this.#entries();
    const ids = new Set(entries.map((entry) => entry.id));
    const old = this.#oldEntries().filter((entry) => !ids.has(entry.id)).map((entry) => ({
      ...entry, size: (this.#read(oldEventKey(entry.id))?.length ?? 0) + (this.#read(oldUndoKey(entry.id))?.length ?? 0),
    }));
    return [...entries, ...old].sort((a, b) => (b.modified ?? "").localeCompare(a.modified ?? ""));
  }

  has(id) {
    return this.#read(eventKey(id)) !== null || this.#read(oldEventKey(id)) !== null;
  }

  /** Whether another tab stored this event since this tab last wrote or read it. */
  changedElsewhere(id) {
    const [event, changes] = this.#known.get(id) ?? [null, null];
    return (this.#read(eventKey(id)) ?? this.#read(oldEventKey(id))) !== event || this.#read(changesKey(id)) !== changes;
  }

  /** A sentence on changes of the event that were stored but could not be used when it was last read, once. */
  takeNote(id) {
    const note = this.#notes.get(id) ?? null;
    this.#notes.delete(id);
    return note;
  }

  #parsed(text) {
    const doc = JSON.parse(text);
    this.#texts.set(doc, text);
    return doc;
  }

  /** The stored event, or null (one that cannot be read is kept aside and taken off the list). */
  async load(id) {
    const stored = this.#read(eventKey(id));
    const tail = this.#tails.get(id);
    if (tail && this.#current(id, tail)) return tail.doc;
    // Read with the event, not after its unpacking: another tab's writes may arrive meanwhile.
    const texts = { event: stored, undo: this.#read(undoKey(id)), changes: this.#read(changesKey(id)) };
    if (stored !== null) {
      let doc;
      try {
        // Plain JSON when it could not be packed (see #saveNow) or the page went first (#writeWaiting).
        const { text } = stored.startsWith("{") ? { text: stored }
          : await this.#packer.run({ op: "decode", event: stored });
        doc = this.#parsed(text);
      } catch {
        this.keepAside(id, "the stored event cannot be read");
        return null;
      }
      return this.#follow(id, doc, texts);
    }
    const old = this.#read(oldEventKey(id));
    if (old === null) return null;
    try {
      this.#known.set(id, [old, null]);
      return this.#parsed(old);
    } catch {
      this.keepAside(id, "the stored event is not valid JSON");
      return null;
    }
  }

  /** The undo history of an event: [{label, change}] (or, stored by the earlier store, [{label, doc}]),
   * oldest first, at most UNDO_LIMIT. */
  async undoStack(id) {
    const followed = this.#tails.get(id);
    if (followed?.undo && this.#current(id, followed)) return followed.undo;
    const stored = this.#read(undoKey(id));
    // Read with the undo history, not after its unpacking: another tab's writes may arrive meanwhile.
    const changes = this.#read(changesKey(id));
    const event = this.#read(eventKey(id));
    let undo;
    try {
      // Plain JSON when the page went before it was packed (see #writeWaiting).
      if (stored !== null && stored.startsWith("[")) undo = JSON.parse(stored);
      else if (stored !== null) undo = (await this.#packer.run({ op: "decodeUndo", undo: stored })).undo;
      else {
        const old = this.#read(oldUndoKey(id));
        return old === null ? [] : JSON.parse(old);
      }
    } catch {
      this.#setAside(stored !== null ? undoKey(id) : oldUndoKey(id), "the undo history cannot be read");
      undo = [];
    }
    if (changes !== null && event !== null) {
      // Only the undo steps of the changes are wanted here; the event they apply to is read by load().
      undo = replay({ doc: null, undo, eventText: event, undoText: stored ?? "", text: changes }).undo ?? [];
    }
    const tail = this.#tails.get(id);
    if (tail && tail.texts.event === event && tail.texts.changes === changes) tail.undo = undo;
    return undo;
  }

  /** The stored event `doc` (read from the stored texts `texts`: {event, undo, changes}) with its stored changes
   * applied, followed from here on: a change to it is stored by change. Changes that cannot be used are kept aside
   * and noted. */
  #follow(id, doc, texts) {
    const { event: stored, changes: text } = texts;
    let outcome = { doc, seq: 0, header: null, kept: [], damage: null };
    if (text !== null) outcome = replay({ doc, eventText: stored, text });
    if (outcome.damage) {
      // What could not be used is kept (never deleted); what came before it is the event now.
      const name = this.#data(id)?.name;
      this.#setAside(changesKey(id), `changes of an event could not be used: ${outcome.damage}`);
      this.#notes.set(id, t("store.damaged", { name: name ?? outcome.doc.name, damage: outcome.damage }));
      if (outcome.header && outcome.kept.length) {
        this.#write(changesKey(id), changesText(outcome.header, outcome.kept.map(({ line }) => line)));
      }
    }
    const changes = outcome.damage ? this.#read(changesKey(id)) : text;
    this.#known.set(id, [stored, changes]);
    this.#tails.set(id, {
      doc: outcome.doc, undo: null, seq: outcome.seq, header: changes === null ? null : outcome.header,
      kept: changes === null ? [] : outcome.kept, texts: { ...texts, changes }, compacting: false,
    });
    return outcome.doc;
  }

  /** The list's entry of an event. */
  #data(id) {
    return this.#entries().find((entry) => entry.id === id) ?? null;
  }

  /** The fragments of the event's share links ({edit, view}), packed off the page's thread like the stored event. */
  async shareFragments(doc) {
    return this.#packer.run({ op: "links", text: await this.#textOf(doc) });
  }

  async #textOf(doc) {
    let text = this.#texts.get(doc);
    if (text === undefined) {
      text = await stringifyInSlices(doc);
      this.#texts.set(doc, text);
    }
    return text;
  }

  #writeIndex(events) {
    return this.#write(INDEX_KEY, JSON.stringify({ version: STORE_VERSION, events }));
  }

  #writeOldIndex(events) {
    this.#write(OLD_INDEX_KEY, events.length ? JSON.stringify({ version: 1, events }) : undefined);
  }

  /** Store an event and its undo history: [{label, change}, or {label, doc} (the event before that action,
   * turned into the difference here)], oldest first. Resolves to true when it reached the browser's storage. */
  save(doc, undo = []) {
    const ticket = { doc, undo };
    this.#latest.set(doc.id, ticket);
    // With no write waiting, a change is written now, in the task that made it (before the page draws it).
    if (this.#waiting === 0) {
      const history = undo.slice(-UNDO_LIMIT);
      const record = this.#changeRecord(doc, history);
      if (record) {
        this.#latest.delete(doc.id);
        return Promise.resolve(this.#writeChange(doc, history, record));
      }
    }
    return this.#inTurn(() => (this.#latest.get(doc.id) === ticket ? this.#saveNow(doc, undo, ticket) : true));
  }

  /** Run `write` after every write asked before it. */
  #inTurn(write) {
    this.#waiting += 1;
    const run = this.#writing.then(write).finally(() => { this.#waiting -= 1; });
    this.#writing = run.catch(() => false);
    return run;
  }

  async #saveNow(doc, undo, ticket) {
    const history = undo.slice(-UNDO_LIMIT);
    const record = this.#changeRecord(doc, history);
    if (record) {
      if (this.#latest.get(doc.id) === ticket) this.#latest.delete(doc.id);
      return this.#writeChange(doc, history, record);
    }
    const request = [];
    for (const entry of history) {
      request.push(entry.change !== undefined ? { label: entry.label, change: entry.change }
        : { label: entry.label, text: await this.#textOf(entry.doc) });
    }
    const text = await this.#textOf(doc);
    let packed;
    try {
      packed = await this.#packer.run({ op: "encode", text, undo: request });
    } catch (error) {
      // Never seen, but not to be lost: the event is kept as it is, in this tab, and the director told.
      this.#memory.set(eventKey(doc.id), text);
      this.problem = t("store.not_packed", { error: refusalText(error) });
      return false;
    }
    // The differences replace the copies in the page's own undo history too.
    history.forEach((entry, index) => {
      entry.change = packed.changes[index];
      delete entry.doc;
    });
    if (this.#latest.get(doc.id) === ticket) this.#latest.delete(doc.id);
    return this.#writeWhole(doc, history, packed.event, packed.undo);
  }

  /** Whether the stored event is still the one this tab followed last (no other tab stored it since). */
  #current(id, tail) {
    return this.#read(eventKey(id)) === tail.texts.event && this.#read(undoKey(id)) === tail.texts.undo
      && this.#read(changesKey(id)) === tail.texts.changes;
  }

  /** The record that stores `doc` with its undo history `history` as a change from the event this tab stored or
   * read last, or null when it is not one: another tab stored the event since, its undo history was never read
   * here, or the history is not the stored one with steps dropped at its ends and added at its end. */
  #changeRecord(doc, history) {
    const tail = this.#tails.get(doc.id);
    if (!tail || tail.undo === null || !this.#current(doc.id, tail)) return null;
    const previous = tail.undo;
    let from = history.length ? previous.indexOf(history[0]) : previous.length;
    if (from < 0) from = previous.length;
    let to = from;
    while (to < previous.length && to - from < history.length && history[to - from] === previous[to]) to += 1;
    const added = history.slice(to - from);
    // Cheap when `doc` was made from the stored event by the engine's changes (app/actions.js): they share every
    // part the change did not reach, and the difference walks only the others. Two events that share nothing (a
    // merge's answer) would be compared whole on the page's thread: they are stored whole, in the worker.
    const changes = diff(tail.doc, doc, DIFF_BUDGET);
    if (changes === null) return null;
    const add = [];
    for (const [index, entry] of added.entries()) {
      if (entry.change !== undefined) add.push({ label: entry.label, change: entry.change });
      else if (entry.doc === tail.doc && index === added.length - 1) {
        add.push({ label: entry.label, change: reverse(tail.doc, changes) });
      } else return null;
    }
    const last = added.at(-1);
    if (last && last.change === undefined) {
      last.change = add.at(-1).change; // as a whole store does: the difference replaces the copy
      delete last.doc;
    }
    return { seq: tail.seq + 1, changes, undo: { from, to, add } };
  }

  /** Store a change as one record appended to the event's changes; now and then the event is packed whole again
   * in the background. */
  #writeChange(doc, history, record) {
    const tail = this.#tails.get(doc.id);
    const line = recordLine(record);
    const header = tail.header ?? { base: { event: fingerprint(tail.texts.event), undo: fingerprint(tail.texts.undo ?? ""),
      seq: tail.seq } };
    const text = tail.texts.changes === null ? changesText(header, [line]) : `${tail.texts.changes}\n${line}`;
    const stored = this.#write(changesKey(doc.id), text);
    const kept = [...tail.kept, { seq: record.seq, line }];
    Object.assign(tail, { doc, undo: history, seq: record.seq, header, kept, texts: { ...tail.texts, changes: text } });
    this.#known.set(doc.id, [tail.texts.event, text]);
    const done = this.#finish(doc, stored, tail.texts);
    if (kept.length >= COMPACT_AFTER || text.length >= COMPACT_CHARACTERS) this.#compact(doc.id, tail);
    return done;
  }

  /** Pack the event whole as it is now, in the worker, and store it in place of the changes it holds, unless
   * something stored it whole meanwhile; the changes stored while it packed stay. */
  async #compact(id, tail) {
    if (tail.compacting) return;
    tail.compacting = true;
    const { doc, undo, seq } = tail;
    try {
      const packed = await this.#packer.run({ op: "encode", text: await this.#textOf(doc),
        undo: undo.map(({ label, change }) => ({ label, change })) });
      await this.#inTurn(() => {
        if (this.#tails.get(id) !== tail || !this.#current(id, tail)) return;
        this.#writeWhole(doc, undo, packed.event, packed.undo, { seq, kept: tail.kept.filter((kept) => kept.seq > seq) });
      });
    } catch {
      // The changes stay stored as they are: the next change tries again.
    } finally {
      tail.compacting = false;
    }
  }

  /** Store the event whole (`event` and `undo`: the stored texts of `doc` and of its undo history `history`). Every
   * stored change is dropped, or, for a store of the event as it was after change `after.seq`, every change up to
   * it; the changes key first says which stored event its changes follow, so that the page stopping between the
   * writes leaves a readable event (app/change-log.js). */
  #writeWhole(doc, history, event, undo, after = null) {
    const id = doc.id;
    const prints = { event: fingerprint(event), undo: fingerprint(undo) };
    const current = this.#read(changesKey(id));
    if (current !== null) {
      const [first, ...lines] = current.split("\n");
      let base = null;
      try {
        base = JSON.parse(first).base ?? null;
      } catch { /* unreadable: the changes go with the next write */ }
      if (base) this.#write(changesKey(id), changesText({ base, next: { ...prints, seq: after?.seq ?? Number.MAX_SAFE_INTEGER } }, lines));
    }
    const stored = this.#write(eventKey(id), event) && this.#write(undoKey(id), undo);
    const kept = after?.kept ?? [];
    const header = kept.length ? { base: { ...prints, seq: after.seq } } : null;
    const changes = header ? changesText(header, kept.map(({ line }) => line)) : null;
    if (current !== null) this.#write(changesKey(id), changes ?? undefined);
    const texts = { event, undo, changes };
    this.#known.set(id, [event, changes]);
    const tail = this.#tails.get(id);
    if (after) Object.assign(tail, { header, kept, texts });
    else this.#tails.set(id, { doc, undo: history, seq: 0, header: null, kept: [], texts, compacting: false });
    return this.#finish(doc, stored, texts);
  }

  /** The list's entry of the event written after its texts (`stored`: whether they reached the storage). */
  #finish(doc, stored, texts) {
    // An event with sections: each section's progress, its players all counted, its rounds played the most of any.
    const groups = sectionViews(doc);
    const playedOf = (group) => group.rounds.filter((round) => round.boards.every((board) => board.result !== null)).length;
    const played = Math.max(...groups.map(playedOf));
    const names = sectionsOf(doc).map((section) => section.name);
    const entry = {
      id: doc.id,
      name: doc.name,
      created: doc.created,
      modified: doc.modified,
      progress: groups.length > 1
        ? groups.map((group, index) => `${names[index]} ${progressOf(group, playedOf(group))}`).join(" · ")
        : progressOf(doc, played),
      played,
      players: groups.reduce((sum, group) => sum + group.players.length, 0),
      size: texts.event.length + (texts.undo?.length ?? 0) + (texts.changes?.length ?? 0),
    };
    const indexed = this.#writeIndex([entry, ...this.#entries().filter((other) => other.id !== doc.id)]);
    const done = stored && indexed;
    // Stored in this format: a copy in the earlier store's keys is no longer needed.
    if (done) this.#dropOld(doc.id);
    if (done && this.#memory.size === 0) {
      this.problem = null;
      this.fullAtStart = false;
    }
    return done;
  }

  #dropOld(id) {
    if (this.#read(oldEventKey(id)) === null) return;
    for (const key of [oldEventKey(id), oldUndoKey(id)]) this.#write(key, undefined);
    this.#writeOldIndex(this.#oldEntries().filter((other) => other.id !== id));
  }

  /** Delete an event at once; the answer is what restore() needs to bring it back as it was stored. */
  remove(id) {
    this.#latest.set(id, null); // a save still waiting must not bring it back
    const keys = [eventKey(id), undoKey(id), changesKey(id), oldEventKey(id), oldUndoKey(id)];
    const kept = { id, entry: this.list().find((entry) => entry.id === id) ?? null,
      texts: keys.map((key) => [key, this.#read(key)]).filter(([, text]) => text !== null) };
    for (const [key] of kept.texts) this.#write(key, undefined);
    this.#memory.delete(eventKey(id));
    this.#memory.delete(undoKey(id));
    this.#memory.delete(changesKey(id));
    this.#known.delete(id);
    this.#tails.delete(id);
    this.#forget(id);
    this.#retry();
    return kept;
  }

  /** Bring back a removed event, in the store (this one or the earlier) it was in. */
  restore({ id, entry, texts }) {
    for (const [key, text] of texts) this.#write(key, text);
    if (!entry) return;
    if (texts.some(([key]) => key === oldEventKey(id))) this.#writeOldIndex([entry, ...this.#oldEntries()]);
    else this.#writeIndex([entry, ...this.#entries().filter((other) => other.id !== id)]);
  }

  /** After a delete made room: the writes kept in this tab are tried again. */
  #retry() {
    if (!this.#storage || !this.problem) return;
    const kept = [...this.#memory.entries()];
    this.problem = null;
    for (const [key, text] of kept) this.#write(key, text);
    if (!this.problem) this.fullAtStart = false;
  }

  /** The page is going away with changes not yet written: they are written now, as they are (plain JSON, undo
   * as differences worked out here), rather than lost; the next save packs them again. */
  #writeWaiting() {
    for (const [id, ticket] of this.#latest) {
      if (!ticket) continue;
      let after = ticket.doc;
      const history = ticket.undo.slice(-UNDO_LIMIT).reverse().map((entry) => {
        const change = entry.change ?? diff(after, entry.doc);
        after = entry.doc ?? patch(after, change);
        return { label: entry.label, change };
      }).reverse();
      this.#writeWhole(ticket.doc, history, this.#texts.get(ticket.doc) ?? JSON.stringify(ticket.doc), JSON.stringify(history));
      this.#latest.delete(id);
    }
  }

  /** Convert the events of the earlier store, one at a time; one that finds no room stays as it was (readable). */
  async #migrate() {
    if (!this.#storage) return;
    for (const entry of this.#oldEntries()) {
      const id = entry.id;
      if (this.#storage.getItem(eventKey(id)) !== null) {
        this.#dropOld(id);
        continue;
      }
      try {
        const doc = this.#parsed(this.#storage.getItem(oldEventKey(id)));
        const undo = JSON.parse(this.#storage.getItem(oldUndoKey(id)) ?? "[]");
        await this.save(doc, undo.map(({ label, doc: before }) => ({ label, doc: before })));
      } catch {
        // Left as it is: opening it says it cannot be read and keeps it aside.
      }
    }
  }
}
