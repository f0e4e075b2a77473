// One state object for the organiser's page and the actions that change it. Views subscribe to the parts of it
// they show (model.js) and draw again when one of those changes; every change to an event goes through the engine
// (actions.js), is stored at once and pushed on the event's undo stack. An undo entry is {label, change}: the difference that turns the
// event after the action back into the event before it (app/undo-diff.js); until the store has worked it out
// it is {label, doc}, the event before.
import { EngineError } from "./engine.js";
import { engineText } from "./engine-text.js";
import { UNDO_LIMIT } from "./store.js";
import { patch } from "./undo-diff.js";
import { changedParts, completeRounds, hasPrizeGroups, readRoundView, roundViewOf } from "./model.js";
import { sectionOf, sectionView, wholeOf } from "./sections.js";
import { language, t } from "./i18n.js";

// Times to the second: a log read by people needs no finer, and an editable link carries every change's time (to the
// millisecond, times take a third of the shortest link; to the second, a sixth).
const nowText = () => new Date(Math.floor(Date.now() / 1000) * 1000).toISOString();

// The views that show the standings: their own, and the files view, which prints them.
const STANDINGS_VIEWS = new Set(["standings", "files"]);

// This browser's copy: every operation it applies is signed with this id, so that two copies of an event can be
// merged by what each did (py/swisspair/event/merge.py). Kept in localStorage: one id per browser, for every event.
const COPY_KEY = "swisspair:v2:copy"; // beside the store's keys (app/store.js)
function copyIdOfThisBrowser() {
  const made = (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}${Math.random()}`).replace(/[^A-Za-z0-9]/g, "").slice(0, 12);
  try {
    const kept = localStorage.getItem(COPY_KEY);
    if (kept && /^[A-Za-z0-9_-]{1,40}$/.test(kept)) return kept;
    localStorage.setItem(COPY_KEY, made);
  } catch { /* without storage the id lasts as long as the page: its operations are still signed */ }
  return made;
}
export const COPY_ID = copyIdOfThisBrowser();
const signed = (operation) => ({ ...operation, copy: COPY_ID, at: operation.at ?? nowText() });

export function newId() {
  return globalThis.crypto?.randomUUID?.() ?? `event-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const FORFEIT_TEXT = { "+-": "1F-0F", "-+": "0F-1F", "--": "0F-0F" };
/** A board's result as a sheet or a screen writes it (½ for a half, F for a forfeit); `none` while it has none. */
export const resultText = (result, none = "") => (result === null ? none
  : FORFEIT_TEXT[result] ?? result.replaceAll("1/2", "½"));

export function errorText(error) {
  if (error instanceof EngineError) return engineText(error);
  return t("state.went_wrong", { reason: error.message });
}

/** "Pairing round 5…" (what the page shows while it waits) as the engine's words for it: "pairing round 5". */
const doingText = (busy) => busy.replace(/…$/, "").replace(/^./, (first) => first.toLowerCase());

/** Why an action changed nothing. When the engine was stopped (too slow, failed, cancelled) nothing of the action
 * was stored, and the director is told so. */
function failureText(error, operations) {
  if (!error.restarted) return errorText(error);
  const reason = engineText(error).replace(/\.$/, "");
  return operations.some((operation) => operation.op === "pair_next") ? t("state.stopped_pairing", { reason })
    : t("state.stopped_change", { reason });
}

// Which event this tab has open, so a reload comes back to it (per tab: two tabs may show two events).
const OPEN_KEY = "swisspair:open";
function remember(id) {
  try {
    if (id) sessionStorage.setItem(OPEN_KEY, id);
    else sessionStorage.removeItem(OPEN_KEY);
  } catch { /* without session storage a reload shows the list of events */ }
}
function remembered() {
  try {
    return sessionStorage.getItem(OPEN_KEY);
  } catch {
    return null;
  }
}

export class State {
  actions;
  store;
  #subscribers = new Map(); // render -> {parts: the parts it shows (model.js PARTS) or null: every change, view}
  #stale = new Set(); // the renders of hidden views whose parts changed since they were drawn
  #resets = new Set();
  #openId = null;
  data = {
    engineReady: false,
    events: [],
    event: null, // the open event, whole
    section: null, // the id of the section shown (null: the event has no sections)
    doc: null, // what the views show: the section's view of the event (the event itself without sections)
    undo: [],
    busy: null,
    message: null,
    warnings: [],
    standings: null,
    prizes: null, // {doc, answer} or {doc, error}: the prize winners of that version of the event
    roundView: null,
    problem: null,
    room: null,
    deleted: null,
    view: null,
    language: language(), // the language the page speaks: every panel draws again in another
  };

  constructor(actions, store) {
    this.actions = actions;
    actions.follow((doc) => doc === this.data.doc || doc === this.data.event);
    this.store = store;
    this.data.events = store.list();
    this.data.problem = store.problem;
    this.data.room = store.room();
    store.onOtherTab(() => this.#otherTab());
  }

  /** `render(data)` now and after every change to one of `parts` (model.js PARTS; null: after every change). A panel
   * of one of the open event's views (`view`) is drawn only while that view is shown: a change it misses while hidden
   * draws it once the view is shown again. `first`: before those subscribed so far, whatever they draw. */
  subscribe(render, parts = null, view = null, { first = false } = {}) {
    const entry = { parts: parts && new Set(parts), view };
    if (first) this.#subscribers = new Map([[render, entry], ...this.#subscribers]);
    else this.#subscribers.set(render, entry);
    render(this.data);
  }

  /** Whether a panel of `view` is out of sight: another view of the open event is shown, or none yet (an event just
   * opened, before the navigation has shown its first view: drawing every view's panels then held the page's thread
   * for the opening's whole length). */
  #hidden(view) {
    return view !== null && this.data.doc !== null && this.data.view !== view;
  }

  /** `reset()` runs whenever another event opens (or none), before the views render it: what a view keeps for
   * the open event (result choices, forms, filters, open rounds) must not carry over to the next one. */
  onEventChange(reset) {
    this.#resets.add(reset);
  }

  /** Change the page's data; the open event changes by `event` (the view shown, `doc`, follows it), the section
   * shown by `section` (another event opens on its first section unless `section` says). */
  set(changes) {
    const before = { ...this.data };
    Object.assign(this.data, changes);
    if ("event" in changes || "section" in changes) {
      const event = this.data.event;
      if (!("section" in changes) && event?.id !== before.event?.id) this.data.section = null;
      this.data.section = sectionOf(event, this.data.section)?.id ?? null;
      this.data.doc = sectionView(event, this.data.section);
    }
    this.data.problem = this.store.problem;
    this.data.room = this.store.room();
    // Another section is, for what a view keeps, another event.
    const openId = this.data.doc ? `${this.data.doc.id}/${this.data.section}` : null;
    if (openId !== this.#openId) {
      this.#openId = openId;
      // Another event's view is not this one's: the navigation says which view it shows (showing).
      if (!("view" in changes) && this.data.doc?.id !== before.doc?.id) this.data.view = null;
      for (const reset of this.#resets) reset();
    }
    const changed = changedParts(before, this.data);
    for (const [render, { parts, view }] of this.#subscribers) {
      const touched = parts === null || changed.has("language") || [...parts].some((part) => changed.has(part));
      if (!touched && !this.#stale.has(render)) continue;
      if (this.#hidden(view)) {
        this.#stale.add(render);
        continue;
      }
      this.#stale.delete(render);
      render(this.data);
    }
    this.#askRoundView();
  }

  #roundViewAsked = null;

  /** Whenever the open event has no round view from the engine yet (opened, undone, changed in another tab,
   * or opened before the engine was ready), ask for it; the views show it when it comes. */
  async #askRoundView() {
    const doc = this.data.doc;
    if (!doc || !this.data.engineReady || roundViewOf(this.data) || this.#roundViewAsked === doc) return;
    this.#roundViewAsked = doc;
    try {
      this.set({ roundView: readRoundView(doc, await this.actions.openRoundView(doc)) });
    } catch (error) {
      this.set({ message: errorText(error), messageKind: "error" });
    }
  }

  #otherTabs = Promise.resolve();

  /** Another tab's writes arrive one at a time, each while the last may still be read: they are taken in turn, each
   * reading what is stored by then. */
  #otherTab() {
    this.#otherTabs = this.#otherTabs.then(() => this.#otherTabNow()).catch(() => {});
  }

  async #otherTabNow() {
    const changes = { events: this.store.list() };
    const open = this.data.event;
    if (open && !this.store.has(open.id)) {
      Object.assign(changes, { event: null, undo: [], standings: null,
        message: `“${open.name}” was deleted in another tab.` });
    } else if (open && this.store.changedElsewhere(open.id)) {
      const stored = await this.store.load(open.id);
      const undo = await this.store.undoStack(open.id);
      if (stored && this.data.event === open) {
        Object.assign(changes, { event: stored, undo, warnings: [],
          message: `“${stored.name}” was changed in another tab; this tab now shows that change.` });
      }
    }
    this.set(changes);
    if (changes.event) this.refreshStandings();
  }

  /** An action's engine request (`request(options)`) while the page says `busy`. */
  async #engineCall(busy, request) {
    this.set({ busy, message: null });
    try {
      const answer = await request({ doing: doingText(busy) });
      // The speed check measures from here to the screen showing the answer (see view-round.js).
      performance.mark("engine-answer");
      return answer;
    } finally {
      this.set({ busy: null });
    }
  }

  /** Create an event from the new-event form's values; it opens at once. `options` are the pairing system's. */
  async createEvent({ name, mode, rounds, initialColour, pointSystem, pab, tiebreaks, pairingSystem, options = {} }) {
    try {
      const created = nowText();
      const creating = t("state.creating");
      let { event: doc } = await this.#engineCall(creating, (call) => this.actions.newEvent({
        id: newId(), name, mode, rounds, created, initial_colour: initialColour, system: pairingSystem, options,
        language: language(), // the director's: what the event's players read until the director sets another
      }, call));
      const scoring = { op: "set_scoring", system: pointSystem, at: created };
      if (pab !== null) scoring.points = { pab };
      let answer = await this.#engineCall(creating, (call) => this.actions.apply(doc, signed(scoring), call));
      if (tiebreaks.length) {
        const settings = signed({ op: "update_settings", tiebreaks, at: created });
        const before = answer.event;
        answer = await this.#engineCall(creating, (call) => this.actions.apply(before, settings, call));
      }
      doc = answer.event;
      const roundView = readRoundView(doc, answer.round_view);
      this.#store(doc, []);
      remember(doc.id);
      this.set({ event: doc, roundView, undo: [], warnings: [], standings: null, message: t("state.created", { name: doc.name }),
        messageKind: "info" });
      return true;
    } catch (error) {
      this.set({ message: errorText(error), messageKind: "error" });
      return false;
    }
  }

  /** A new event made elsewhere (a file the director imported and confirmed, a link): stored and opened, with
   * the undo history given. */
  addEvent(doc, message, undo = []) {
    this.#store(doc, undo);
    remember(doc.id);
    this.set({ event: doc, undo, warnings: [], standings: null, message, messageKind: "info", deleted: null });
    this.refreshStandings();
  }

  /** Store the event in the background; the list of events, the room left and any storage problem are shown
   * once it is written (the marks "event-storing" and "event-stored" time it for the benchmarks). */
  #store(doc, undo) {
    performance.mark("event-storing");
    return this.store.save(doc, undo).then(() => {
      performance.mark("event-stored");
      const { problem, room } = this.data;
      const events = this.store.list();
      if (this.data.event === null || problem !== this.store.problem || room?.warning !== this.store.room().warning) {
        this.set({ events });
      } else {
        this.data.events = events; // shown when the list is, without drawing the open event again
      }
    });
  }

  async open(id) {
    const doc = await this.store.load(id);
    if (!doc) {
      this.set({ events: this.store.list(), message: t("state.unreadable"),
        messageKind: "error" });
      return;
    }
    const undo = await this.store.undoStack(id);
    const damaged = this.store.takeNote(id);
    // Drawn in a task of its own, never in the one that read the event (its text parsed) nor in the director's
    // click, after which the browser lays out at once, in that same task, all that was drawn (it updates what the
    // pointer is over).
    await new Promise((resolve) => { setTimeout(resolve, 0); });
    this.set({ event: doc, undo, warnings: [], standings: null, message: damaged, messageKind: damaged ? "error" : "info" });
    remember(id);
    this.refreshStandings();
  }

  /** Reopen the event this tab had open before a reload; resolves once it is open (or there was none). */
  async reopen() {
    const id = remembered();
    if (id && this.data.events.some((entry) => entry.id === id)) await this.open(id);
  }

  close() {
    remember(null);
    this.set({ event: null, undo: [], warnings: [], standings: null, message: null, events: this.store.list() });
  }

  /** A copy of an event under a new id and name, with its own (empty) undo history. */
  async duplicate(id) {
    const source = await this.store.load(id);
    if (!source) {
      this.set({ events: this.store.list(), message: t("state.unreadable"),
        messageKind: "error" });
      return;
    }
    const at = nowText();
    const copy = { ...source, id: newId(), name: t("state.copy_name", { name: source.name }).slice(0, 200), created: at, modified: at };
    await this.#store(copy, []);
    this.set({ events: this.store.list(), message: t("state.copied", { name: source.name, copy: copy.name }), messageKind: "info",
      deleted: null });
  }

  /** Bring back the event deleted last (kept in this tab until the next delete or a reload). */
  async restoreDeleted() {
    const deleted = this.data.deleted;
    if (!deleted) return;
    this.set({ deleted: null });
    // The open event's latest change may still have been on its way to storage: that one is stored again.
    if (deleted.doc) await this.#store(deleted.doc, deleted.undo);
    else this.store.restore(deleted.stored);
    this.set({ events: this.store.list(), deleted: null, message: t("state.restored", { name: deleted.name }),
      messageKind: "info" });
  }

  remove(id) {
    const entry = this.data.events.find((event) => event.id === id);
    const open = this.data.event?.id === id;
    const stored = this.store.remove(id);
    const deleted = open ? { name: this.data.event.name, doc: this.data.event, undo: this.data.undo }
      : stored.texts.length ? { name: entry?.name ?? id, stored } : null;
    this.set({
      events: this.store.list(),
      ...(open ? { event: null, undo: [], standings: null } : {}),
      message: t("state.deleted", { name: entry?.name ?? id }),
      messageKind: "info",
      deleted,
    });
  }

  #queue = Promise.resolve();

  /** Apply engine operations in order to the open event, as one undoable action. Resolves to true when done.
   * Actions run one after another, each on the event as the one before left it, so results typed quickly
   * never wait for each other's screen nor overwrite each other. An operation of an event with sections is about
   * the section shown unless it names its own. */
  apply(operations, label, busy = t("state.working")) {
    return this.#inTurn(() => this.#applyNow(operations, label, busy));
  }

  /** Run `work` after every action queued before it. */
  #inTurn(work) {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => false);
    return run;
  }

  /** `operation` about the section shown, when the event has sections and it names none; one that names the
   * section null is about the whole event (a section added, boards numbered) and goes without it. */
  #inSection(operation) {
    if ("section" in operation) {
      const { section, ...rest } = operation;
      return section === null ? rest : operation;
    }
    const section = this.data.section;
    return section === null ? operation : { ...operation, section };
  }

  /** The engine's round view of the event `doc` after `operation`, for that operation's section (the first for an
   * operation of the whole event, as the engine answers). */
  #roundViewAfter(doc, operation, answer) {
    return readRoundView(sectionView(doc, operation.section ?? null), answer);
  }

  /** Show the section `id` of the open event. */
  chooseSection(id) {
    if (!this.data.event || sectionOf(this.data.event, id)?.id === this.data.section) return;
    this.set({ section: id, standings: { pending: true } });
    this.refreshStandings();
  }

  async #applyNow(operations, label, busy) {
    const before = this.data.event;
    if (!before) return false;
    let doc = before;
    const warnings = [];
    let roundView;
    try {
      for (const given of operations) {
        const on = doc;
        const operation = this.#inSection(given);
        const outcome = await this.#engineCall(busy, (call) => this.actions.apply(on, signed(operation), call));
        doc = outcome.event;
        roundView = this.#roundViewAfter(doc, operation, outcome.round_view);
        warnings.push(...outcome.warnings);
      }
    } catch (error) {
      this.set({ message: failureText(error, operations), messageKind: "error", field: error.field ?? null });
      return false;
    }
    return this.#commitNow(before, doc, roundView, warnings, label);
  }

  #commitNow(before, doc, roundView, warnings, label) {
    if (this.data.event !== before) {
      this.set({ message: t("state.changed_meanwhile"),
        messageKind: "error" });
      return false;
    }
    const undo = [...this.data.undo, { label, doc: before }].slice(-UNDO_LIMIT); // the store makes it a difference
    this.#store(doc, undo);
    this.set({ event: doc, roundView, undo, warnings, message: label, messageKind: "info", field: null });
    this.refreshStandings();
    return true;
  }

  /** The engine's answer to one operation, stored nowhere: { before, doc, roundView, warnings } (before and doc
   * as the section shown; rejects with its error). The engine is a pure function of the event, so committing this
   * answer applies exactly what was shown. */
  async preview(given, busy = t("state.checking")) {
    const event = this.data.event;
    const operation = this.#inSection(given);
    const outcome = await this.#engineCall(busy, (call) => this.actions.apply(event, signed(operation), call));
    const roundView = this.#roundViewAfter(outcome.event, operation, outcome.round_view);
    return { before: this.data.doc, doc: roundView.doc, roundView, warnings: outcome.warnings,
      events: { before: event, after: outcome.event } };
  }

  /** Store a previewed change as one undoable action; refused when the event changed since the preview. */
  commit(preview, label) {
    const { before, after } = preview.events;
    return this.#inTurn(() => this.#commitNow(before, after, preview.roundView, preview.warnings, label));
  }

  /** Undo the last action, in turn with the actions still waiting for the engine (none is lost to an undo). */
  undo() {
    return this.#inTurn(() => this.#undoNow());
  }

  async #undoNow() {
    const before = this.data.event;
    const undo = [...this.data.undo];
    const last = undo.pop();
    if (!last) return;
    const previous = last.doc ?? patch(before, last.change);
    // Asked first, so that the rounds come back with their numbers and scores at once (once the engine is ready).
    const shown = sectionView(previous, this.data.section);
    const roundView = this.data.engineReady
      ? await this.actions.roundView(shown).then((answer) => readRoundView(shown, answer), () => null) : null;
    if (this.data.event !== before) return;
    this.#store(previous, undo);
    this.set({ event: previous, roundView, undo, warnings: [], message: t("state.undone", { change: last.label }), messageKind: "info" });
    this.refreshStandings();
  }

  /** The undo history with each entry as the whole event before it: for a stored event whose format the engine
   * upgraded, whose stored differences are from the event before the upgrade. */
  static #asCopies(doc, undo) {
    let after = doc;
    const copies = new Array(undo.length);
    for (let index = undo.length - 1; index >= 0; index -= 1) {
      const before = undo[index].doc ?? patch(after, undo[index].change);
      copies[index] = { label: undo[index].label, doc: before };
      after = before;
    }
    return copies;
  }

  /** Once the engine is ready, it checks every stored event: one of an older format version is stored as
   * the engine upgraded it and the director told; one the engine cannot read, such as one saved by a newer
   * SwissPair, is kept aside and reported rather than opened. */
  async checkStored() {
    const notes = [];
    let keptAside = false;
    await this.store.ready;
    for (const entry of this.store.list()) {
      const doc = await this.store.load(entry.id);
      if (!doc) continue;
      try {
        const { version, event: upgraded } = await this.actions.validate(doc);
        if (version !== doc.version) {
          const undo = State.#asCopies(doc, await this.store.undoStack(entry.id));
          this.#store(upgraded, undo);
          if (this.data.event?.id === upgraded.id) this.set({ event: upgraded, undo });
          notes.push(t("state.upgraded", { name: doc.name, from: doc.version, to: version }));
        }
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        this.store.keepAside(entry.id, error.message);
        keptAside = true;
        if (this.data.event?.id === entry.id) this.close();
        notes.push(t("state.kept_aside", { name: entry.name, reason: error.message }));
      }
    }
    if (notes.length) this.set({ events: this.store.list(), message: notes.join(" "), messageKind: keptAside ? "error" : "info" });
  }

  /** The open event's view on screen (Navigation says): the standings are worked out when a view that shows them
   * is shown. */
  showing(view) {
    if (this.data.view === view) return;
    this.set({ view });
    this.refreshStandings();
  }

  #standingsFor = null;

  /** Standings of the completed rounds by the engine's standings module, with the event's own points. They take
   * the engine seconds at 2,000 players, so they are worked out only while a view that shows them is on screen,
   * once per version of the event; until then they are {pending: true} (on screen, the last ones stay until the new
   * ones come). */
  async refreshStandings() {
    const doc = this.data.doc;
    if (!doc || !this.data.engineReady) return;
    const complete = completeRounds(doc);
    if (complete === 0) {
      this.#standingsFor = doc;
      this.set({ standings: null });
      return;
    }
    // Asked for this very version already, unless the standings were dropped since: the store hands back the event
    // it holds, the same object, when an event is opened again.
    if (this.#standingsFor === doc && this.data.standings !== null) return;
    if (!STANDINGS_VIEWS.has(this.data.view)) {
      // Drawn when the view is shown, which asks for them then (for this version too: none were asked for it).
      this.#standingsFor = null;
      this.data.standings = { pending: true };
      return;
    }
    this.#standingsFor = doc;
    try {
      const standings = await this.actions.standings(doc);
      this.set({ standings: { ...standings, after: complete } });
    } catch (error) {
      this.set({ standings: { error: errorText(error) } });
      return;
    }
    if (hasPrizeGroups(wholeOf(doc).event)) this.#refreshPrizes(doc);
  }

  /** The prize winners of `doc`, asked once its standings are in (the engine ranks each group by them). */
  async #refreshPrizes(doc) {
    try {
      this.set({ prizes: { doc, answer: await this.actions.prizes(doc) } });
    } catch (error) {
      this.set({ prizes: { doc, error: errorText(error) } });
    }
  }
}
