// One state object for the organiser's page and the actions that change it. Views subscribe and re-render
// from the state; every change to an event goes through the engine (event_apply in the worker), is stored at
// once and pushed on the event's undo stack.
import { EngineError } from "./engine.js";
import { UNDO_LIMIT } from "./store.js";

export const TIEBREAK_PRESETS = {
  chess: { label: "Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins", codes: ["BH/C1", "BH", "SB", "WIN"] },
  magic: { label: "Magic: opponents' match-win %, game-win %, opponents' game-win %", codes: ["OMW", "GW", "OGW"] },
  esports: { label: "Esports: Buchholz, Sonneborn-Berger, wins", codes: ["BH", "SB", "WIN"] },
  round_robin: { label: "Round robin (FIDE): direct encounter, Sonneborn-Berger, wins, Koya", codes: ["DE", "SB", "WIN", "KS"] },
  none: { label: "None (points, then rating)", codes: [] },
};

const nowText = () => new Date().toISOString();

export function newId() {
  return globalThis.crypto?.randomUUID?.() ?? `event-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const TITLE_ORDER = ["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"];
const titleRank = (title) => {
  const index = TITLE_ORDER.indexOf((title ?? "").trim().toUpperCase());
  return index < 0 ? TITLE_ORDER.length : index;
};

/** id -> pairing number, as the engine numbers them (event.pairing_numbers): fixed numbers stay, everyone
 * else fills the free numbers in FIDE initial order (rating, title, name). */
export function pairingNumbers(doc) {
  const numbers = new Map();
  for (const player of doc.players) if (player.tpn !== null) numbers.set(player.id, player.tpn);
  const taken = new Set(numbers.values());
  let next = 1;
  const fide = doc.players.filter((player) => player.tpn === null).sort((a, b) => (b.rating - a.rating)
    || (titleRank(a.title) - titleRank(b.title))
    || a.name.toLowerCase().localeCompare(b.name.toLowerCase())
    || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id - b.id));
  for (const player of fide) {
    while (taken.has(next)) next += 1;
    numbers.set(player.id, next);
    next += 1;
  }
  return numbers;
}

/** Points in tenths, before each round: scores(doc, upto)[id] = points from rounds 1..upto. */
export function scoresBefore(doc, upto) {
  const table = doc.settings.scoring;
  const scores = new Map(doc.players.map((player) => [player.id, 0]));
  const add = (id, tenths) => scores.set(id, (scores.get(id) ?? 0) + tenths);
  const side = { 1: table.win, "1/2": table.draw, 0: table.loss };
  const byeValue = { half: table.half_bye, full: table.full_bye, zero: table.zero_bye };
  doc.rounds.slice(0, upto).forEach((round, index) => {
    const number = index + 1;
    const placed = new Set();
    for (const board of round.boards) {
      placed.add(board.white);
      placed.add(board.black);
      const result = board.result;
      if (result === null) continue;
      if (result === "+-") { add(board.white, table.forfeit_win); add(board.black, table.forfeit_loss); }
      else if (result === "-+") { add(board.white, table.forfeit_loss); add(board.black, table.forfeit_win); }
      else if (result === "--") { add(board.white, table.forfeit_loss); add(board.black, table.forfeit_loss); }
      else {
        const [white, black] = result.split("-");
        add(board.white, side[white]);
        add(board.black, side[black]);
      }
    }
    if (round.pab !== null) { add(round.pab, table.pab); placed.add(round.pab); }
    for (const player of doc.players) {
      if (placed.has(player.id)) continue;
      if (number < player.joined_round) add(player.id, player.late_points === "half" ? table.draw : 0);
      const bye = player.requested_byes.find((request) => request.round === number);
      if (bye) add(player.id, byeValue[bye.points] ?? 0);
    }
  });
  return scores;
}

export const tenths = (value) => {
  const whole = Math.floor(value / 10);
  const rest = value % 10;
  if (rest === 0) return String(whole);
  if (rest === 5) return whole === 0 ? "½" : `${whole}½`;
  return (value / 10).toFixed(1);
};

export const roundComplete = (round) => round.boards.every((board) => board.result !== null);

export function errorText(error) {
  if (error instanceof EngineError) return error.message;
  return `Something went wrong: ${error.message}`;
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
  engine;
  store;
  #subscribers = new Set();
  data = {
    engineReady: false,
    events: [],
    doc: null,
    undo: [],
    busy: null,
    message: null,
    warnings: [],
    standings: null,
    problem: null,
    deleted: null,
  };

  constructor(engine, store) {
    this.engine = engine;
    this.store = store;
    this.data.events = store.list();
    this.data.problem = store.problem;
    store.onOtherTab(() => this.#otherTab());
  }

  subscribe(render) {
    this.#subscribers.add(render);
    render(this.data);
  }

  set(changes) {
    Object.assign(this.data, changes);
    this.data.problem = this.store.problem;
    for (const render of this.#subscribers) render(this.data);
  }

  #otherTab() {
    this.store.refresh();
    const changes = { events: this.store.list() };
    const open = this.data.doc;
    if (open) {
      const stored = this.store.load(open.id);
      if (stored === null) {
        Object.assign(changes, { doc: null, undo: [], standings: null,
          message: `“${open.name}” was deleted in another tab.` });
      } else if (JSON.stringify(stored) !== JSON.stringify(open)) {
        Object.assign(changes, { doc: stored, undo: this.store.undoStack(open.id), warnings: [],
          message: `“${stored.name}” was changed in another tab; this tab now shows that change.` });
      }
    }
    this.set(changes);
    if (changes.doc) this.refreshStandings();
  }

  async #engineCall(op, args, busy) {
    this.set({ busy, message: null });
    try {
      const answer = await this.engine.call(op, args);
      // The speed check measures from here to the screen showing the answer (see view-round.js).
      performance.mark("engine-answer");
      return answer;
    } finally {
      this.set({ busy: null });
    }
  }

  /** Create an event from the new-event form's values; it opens at once. `system` is the scoring system,
   * `pairing` the pairing system and `options` its options. */
  async createEvent({ name, mode, rounds, initialColour, system, pab, tiebreaks, pairing = "dutch", options = {} }) {
    try {
      const created = nowText();
      let { event: doc } = await this.#engineCall("event_new", {
        id: newId(), name, mode, rounds, created, initial_colour: initialColour, system: pairing, options,
      }, "Creating the event…");
      const scoring = { op: "set_scoring", system, at: created };
      if (pab !== null) scoring.points = { pab };
      ({ event: doc } = await this.#engineCall("event_apply", { event: doc, operation: scoring }, "Creating the event…"));
      if (tiebreaks.length) {
        ({ event: doc } = await this.#engineCall("event_apply", {
          event: doc, operation: { op: "update_settings", tiebreaks, at: created },
        }, "Creating the event…"));
      }
      this.#store(doc, []);
      remember(doc.id);
      this.set({ doc, undo: [], warnings: [], standings: null, message: `Event “${doc.name}” created.`, messageKind: "info" });
      return true;
    } catch (error) {
      this.set({ message: errorText(error), messageKind: "error" });
      return false;
    }
  }

  /** A new event made elsewhere (a file the director imported and confirmed): stored and opened. */
  addEvent(doc, message) {
    this.#store(doc, []);
    remember(doc.id);
    this.set({ doc, undo: [], warnings: [], standings: null, message, messageKind: "info", deleted: null });
    this.refreshStandings();
  }

  #store(doc, undo) {
    this.store.save(doc);
    this.store.saveUndo(doc.id, undo);
    this.data.events = this.store.list();
  }

  open(id) {
    const doc = this.store.load(id);
    if (!doc) {
      this.set({ events: this.store.list(), message: "That event could not be read; it is kept aside, not deleted.",
        messageKind: "error" });
      return;
    }
    this.set({ doc, undo: this.store.undoStack(id), warnings: [], standings: null, message: null });
    remember(id);
    this.refreshStandings();
  }

  /** Reopen the event this tab had open before a reload. */
  reopen() {
    const id = remembered();
    if (id && this.data.events.some((entry) => entry.id === id)) this.open(id);
  }

  close() {
    remember(null);
    this.set({ doc: null, undo: [], warnings: [], standings: null, message: null, events: this.store.list() });
  }

  /** A copy of an event under a new id and name, with its own (empty) undo history. */
  duplicate(id) {
    const source = this.store.load(id);
    if (!source) {
      this.set({ events: this.store.list(), message: "That event could not be read; it is kept aside, not deleted.",
        messageKind: "error" });
      return;
    }
    const at = nowText();
    const copy = { ...structuredClone(source), id: newId(), name: `Copy of ${source.name}`.slice(0, 200), created: at, modified: at };
    this.store.save(copy);
    this.store.saveUndo(copy.id, []);
    this.set({ events: this.store.list(), message: `“${source.name}” copied as “${copy.name}”.`, messageKind: "info",
      deleted: null });
  }

  /** Bring back the event deleted last (kept in this tab until the next delete or a reload). */
  restoreDeleted() {
    const deleted = this.data.deleted;
    if (!deleted) return;
    this.store.save(deleted.doc);
    this.store.saveUndo(deleted.doc.id, deleted.undo);
    this.set({ events: this.store.list(), deleted: null, message: `Event “${deleted.doc.name}” restored.`,
      messageKind: "info" });
  }

  remove(id) {
    const entry = this.data.events.find((event) => event.id === id);
    const doc = this.store.load(id);
    const deleted = doc ? { doc, undo: this.store.undoStack(id) } : null;
    this.store.remove(id);
    const closing = this.data.doc?.id === id;
    this.set({
      events: this.store.list(),
      ...(closing ? { doc: null, undo: [], standings: null } : {}),
      message: `Event “${entry?.name ?? id}” deleted.`,
      messageKind: "info",
      deleted,
    });
  }

  #queue = Promise.resolve();

  /** Apply engine operations in order to the open event, as one undoable action. Resolves to true when done.
   * Actions run one after another, each on the event as the one before left it, so results typed quickly
   * never wait for each other's screen nor overwrite each other. */
  apply(operations, label, busy = "Working…") {
    const run = this.#queue.then(() => this.#applyNow(operations, label, busy));
    this.#queue = run.catch(() => false);
    return run;
  }

  async #applyNow(operations, label, busy) {
    const before = this.data.doc;
    if (!before) return false;
    let doc = before;
    const warnings = [];
    try {
      for (const operation of operations) {
        const outcome = await this.#engineCall("event_apply", {
          event: doc, operation: { ...operation, at: nowText() },
        }, busy);
        doc = outcome.event;
        warnings.push(...outcome.warnings);
      }
    } catch (error) {
      this.set({ message: errorText(error), messageKind: "error", field: error.field ?? null });
      return false;
    }
    return this.#commitNow(before, doc, warnings, label);
  }

  #commitNow(before, doc, warnings, label) {
    if (this.data.doc !== before) {
      this.set({ message: "The event changed while the engine worked (another tab?); the change was not applied.",
        messageKind: "error" });
      return false;
    }
    const undo = [...this.data.undo, { label, doc: before }].slice(-UNDO_LIMIT);
    this.#store(doc, undo);
    this.set({ doc, undo, warnings, message: label, messageKind: "info", field: null });
    this.refreshStandings();
    return true;
  }

  /** The engine's answer to one operation, stored nowhere: { before, doc, warnings } (rejects with its error).
   * The engine is a pure function of the event, so committing this answer applies exactly what was shown. */
  async preview(operation, busy = "Checking the change…") {
    const before = this.data.doc;
    const outcome = await this.#engineCall("event_apply", { event: before, operation: { ...operation, at: nowText() } }, busy);
    return { before, doc: outcome.event, warnings: outcome.warnings };
  }

  /** Store a previewed change as one undoable action; refused when the event changed since the preview. */
  commit(preview, label) {
    const run = this.#queue.then(() => this.#commitNow(preview.before, preview.doc, preview.warnings, label));
    this.#queue = run.catch(() => false);
    return run;
  }

  undo() {
    const undo = [...this.data.undo];
    const last = undo.pop();
    if (!last) return;
    this.#store(last.doc, undo);
    this.set({ doc: last.doc, undo, warnings: [], message: `Undone: ${last.label}`, messageKind: "info" });
    this.refreshStandings();
  }

  /** Once the engine is ready, it checks every stored event: one of an older format version is stored as
   * the engine upgraded it and the director told; one the engine cannot read, such as one saved by a newer
   * SwissPair, is kept aside and reported rather than opened. */
  async checkStored() {
    const notes = [];
    let keptAside = false;
    for (const entry of this.store.list()) {
      const doc = this.store.load(entry.id);
      if (!doc) continue;
      try {
        const { version, event: upgraded } = await this.engine.call("event_validate", { event: doc });
        if (version !== doc.version) {
          this.store.save(upgraded);
          if (this.data.doc?.id === upgraded.id) this.set({ doc: upgraded });
          notes.push(`“${doc.name}” was saved by an earlier SwissPair (format version ${doc.version}); it is upgraded to version ${version}, and its log says what changed.`);
        }
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        this.store.keepAside(entry.id, error.message);
        keptAside = true;
        if (this.data.doc?.id === entry.id) this.close();
        notes.push(`“${entry.name}” cannot be opened here and is kept aside, not deleted: ${error.message}`);
      }
    }
    if (notes.length) this.set({ events: this.store.list(), message: notes.join(" "), messageKind: keptAside ? "error" : "info" });
  }

  /** Standings of the completed rounds by the engine's standings module, with the event's own points. */
  async refreshStandings() {
    const doc = this.data.doc;
    if (!doc || !this.data.engineReady) return;
    const complete = doc.rounds.filter(roundComplete).length;
    if (complete === 0) {
      this.set({ standings: null });
      return;
    }
    try {
      const standings = await this.engine.call("event_standings", { event: doc });
      if (this.data.doc === doc) this.set({ standings: { ...standings, after: complete } });
    } catch (error) {
      if (this.data.doc === doc) this.set({ standings: { error: errorText(error) } });
    }
  }
}
