// Every request the page makes of the engine, by name: no other module names an engine operation. A question the
// page asks again and again about the open event (its wall chart, its arena, what may change by hand) is "latest
// only": an answer superseded by a newer question of its kind, or about an event no longer open, never arrives
// (its promise stays pending), so no view guards its own answers.
import { EngineError } from "./engine.js";
import { sectionViews, wholeOf } from "./sections.js";
import { patch } from "./undo-diff.js";

/** The arguments naming `doc`: a section's view goes as its event and section. */
function eventArgs(doc) {
  const { event, section } = wholeOf(doc);
  return section === null ? { event } : { event, section };
}

export class Actions {
  #engine;
  #isOpen = () => false;
  #asked = new Map(); // kind of question -> the sequence number of the latest one
  // The engine holds the event of its last answer (bridge.HeldEvent), so a request about that very event names it
  // by its key: a large event is not copied to the worker, read and checked again for every result entered.
  #keys = new WeakMap();

  constructor(engine) {
    this.#engine = engine;
    /** Resolves once the engine first answers; rejects when it cannot start. */
    this.ready = engine.ready;
  }

  /** `isOpen(doc)` says whether `doc` is the open event (or the section of it shown): a latest-only answer about
   * another one is dropped. */
  follow(isOpen) {
    this.#isOpen = isOpen;
  }

  /** The answer of `ask()` if, when it comes, it is still the latest of its `kind` (and `doc`, unless null, is still
   * open); otherwise a promise that never settles. A failure is dropped the same way. */
  #latest(kind, doc, ask) {
    const mine = (this.#asked.get(kind) ?? 0) + 1;
    this.#asked.set(kind, mine);
    const current = () => this.#asked.get(kind) === mine && (doc === null || this.#isOpen(doc));
    const never = new Promise(() => {});
    return ask().then((answer) => (current() ? answer : never), (error) => (current() ? Promise.reject(error) : never));
  }

  /** The engine's answer to `op` about the event `doc` (with further `args`): the event goes by its key when the
   * engine holds it, else (or when the engine no longer holds it) as a whole; an answer's event is known by its key.
   * `doc` null: a request about no event yet (a file read into one), whose answer's event is then known by its key.
   * `options` go to the engine's call (what the request is doing, for its time limit and messages). */
  async #aboutEvent(op, doc, args = {}, options = {}) {
    if (doc === null) return this.#keep(await this.#engine.call(op, args, options));
    const { event, section } = wholeOf(doc);
    if (section !== null) args = { section, ...args };
    const key = this.#keys.get(event);
    let answer;
    try {
      // A held event is not sent, but its time limit still follows its size (about what its JSON would take).
      const groups = sectionViews(event);
      const held = { players: groups.reduce((sum, group) => sum + group.players.length, 0),
        kb: groups.reduce((sum, group) => sum + group.players.length * (0.2 + 0.1 * group.rounds.length), 0) };
      answer = await this.#engine.call(op, key ? { ...args, event_key: key } : { ...args, event },
        key ? { ...options, held } : options);
    } catch (error) {
      if (!key || !(error instanceof EngineError) || error.code !== "event_not_held") throw error;
      answer = await this.#engine.call(op, { ...args, event }, options);
    }
    // An answer of changes (from the whole event sent, of which `doc` may be a section's view, to the new event) is
    // made the new event here: it shares with the event sent every part the change did not reach, which is what lets the store and the views see at once what changed.
    if (answer?.changes) answer = { ...answer, event: patch(event, answer.changes) };
    // An answer about the event sent whole that holds it (a stored event's round view, asked as it opens) names it by
    // its key, so that the first result entered does not send it again.
    else if (!key && answer?.event_key && !answer.event) this.#keys.set(event, answer.event_key);
    return this.#keep(answer);
  }

  #keep(answer) {
    if (answer?.event && answer.event_key) this.#keys.set(answer.event, answer.event_key);
    return answer;
  }

  // ------------------------------------------------------------------------------------ changing the event

  /** A new event: {event}. */
  newEvent(args, options) {
    return this.#aboutEvent("event_new", null, args, options);
  }

  /** One operation applied to `doc` (a section's operation names its section): {event, round_view, warnings}. */
  apply(doc, operation, options) {
    return this.#aboutEvent("event_apply", doc, { operation, answer: "changes" }, options);
  }

  /** The section each new player goes to by the sections' rules, as the engine places a player given none
   * (`event`: the whole event), the section `prefer` kept for a player its rule takes: {sections: [id, ...]}. */
  place(event, players, prefer) {
    return this.#aboutEvent("event_place", event, prefer === null ? { players } : { players, prefer });
  }

  /** The event's sections (id, name, system, rounds planned and paired, players, rule) and the players who do not
   * fit their section's rule. */
  sections(event) {
    return this.#latest("sections", event, () => this.#aboutEvent("event_sections", event));
  }

  /** The event checked, and upgraded when it is of an earlier format: {version, event, event_key}. The engine then
   * holds the event answered, so the questions about it that follow go by its key. `shown`: the answer also holds
   * what a read-only link shows of each section ("views": its standings and its round view, each {error} when the
   * engine could not work it out), worked out from the event the check has just read: one request, not three. */
  async validate(doc, { shown = false } = {}) {
    return this.#keep(await this.#engine.call("event_validate", shown ? { event: doc, answer: "shown" } : { event: doc }));
  }

  /** An event made again from its record of changes: {event}. */
  rebuild(record) {
    return this.#engine.call("event_rebuild", record);
  }

  /** The merge of the copy here (`ours`) with a received one, which goes by the key of the engine's check of it
   * (`theirsKey`) while the engine holds it, so that it is neither sent nor checked again. */
  async merge({ ours, theirs, theirsKey = null, choices = null }) {
    const args = { ours, ...(choices ? { choices } : {}) };
    if (theirsKey) {
      try {
        return await this.#engine.call("event_merge", { ...args, theirs_key: theirsKey });
      } catch (error) {
        if (!(error instanceof EngineError) || error.code !== "event_not_held") throw error;
      }
    }
    return this.#engine.call("event_merge", { ...args, theirs });
  }

  // ------------------------------------------------------------------------------------ what the event shows

  /** Pairing numbers and, per paired round, the scores before it, its boards' formats, a playoff's names. */
  roundView(doc) {
    return this.#aboutEvent("event_round_view", doc);
  }

  /** The open event's round view, latest only. */
  openRoundView(doc) {
    return this.#latest("round view", doc, () => this.roundView(doc));
  }

  /** The open event's standings (with each round's team matches in a team event), latest only. */
  standings(doc) {
    return this.#latest("standings", doc, () => this.#aboutEvent("event_standings", doc));
  }

  /** The open event's prize groups, each ranked in the standings' order, and the combined list of prize winners;
   * latest only. */
  prizes(doc) {
    // The winners are one list across every section: the whole event is asked about, whichever section is shown.
    return this.#latest("prizes", doc, () => this.#aboutEvent("event_prizes", wholeOf(doc).event));
  }

  /** How one player's standings values were computed, round by round (the standings leave these lines out). */
  working(doc, tpn) {
    return this.#aboutEvent("event_working", doc, { tpn });
  }

  /** The team matches of every paired round, from the standings answer; latest only. */
  teamMatches(doc) {
    return this.#latest("team matches", doc, () => this.#aboutEvent("event_standings", doc));
  }

  /** Standings of an event that is not the open one (a read-only link's), or the open one with `settings` changed
   * (the engine checks a tie-break list before it is stored). */
  standingsOf(doc) {
    return this.#aboutEvent("event_standings", doc);
  }

  /** The open event's wall chart, latest only. */
  wallchart(doc) {
    return this.#latest("wall chart", doc, () => this.#aboutEvent("event_crosstable", doc));
  }

  /** The wall chart to print. */
  wallchartSheet(doc) {
    return this.#engine.call("event_crosstable", eventArgs(doc));
  }

  /** The arena's state at `now`, latest only. */
  arena(doc, now) {
    return this.#latest("arena", doc, () => this.#aboutEvent("event_arena", doc, { now }));
  }

  /** A schedule's or bracket's view, latest only. */
  formatView(doc) {
    return this.#latest("format view", doc, () => this.#aboutEvent("event_format_view", doc));
  }

  /** What may change by hand in the latest round, latest only. */
  manualScope(doc) {
    return this.#latest("manual scope", doc, () => this.#aboutEvent("event_manual_scope", doc));
  }

  /** The recommended and largest number of rounds for `players` in `mode`, latest only per `kind` of question. */
  planRounds(kind, players, mode) {
    return this.#latest(`plan ${kind}`, null, () => this.#engine.call("event_plan_rounds", { players, mode }));
  }

  // ------------------------------------------------------------------------------------ files and text

  /** The event as a TRF file: {trf, warnings}. */
  toTrf(doc) {
    return this.#aboutEvent("event_to_trf", doc);
  }

  /** A TRF file read into a new event (`args`: the file's text and what the event is called). */
  importTrf(args) {
    return this.#aboutEvent("event_import_trf", null, args);
  }

  /** Every section's TRF file of the whole `event` (sent whole: an export is rare, and a section's view is not the
   * event): {files: [{section, name, trf, warnings}]}. */
  trfFiles(event) {
    return this.#engine.call("event_trf_files", { event });
  }

  /** TRF files read into a new event, one section each (`args`: {files: [{text, name, encoding}], id, at}):
   * {event, files: [{section, name, program, notes, warnings}]}. */
  importTrfSections(args) {
    return this.#aboutEvent("event_import_trf_sections", null, args);
  }

  /** The whole `event`'s standings (every section's) or players (`kind`) as a CSV file headed by `headers` (a word
   * per column), numbers with `decimal` ("." or ","): {csv, separator}. */
  csvFile(event, kind, headers, decimal) {
    return this.#engine.call("event_csv", { event, kind, headers, decimal });
  }

  /** The open event's pairings, standings or wall chart as text: {text}. */
  text(doc, args) {
    return this.#aboutEvent("event_text", doc, args);
  }

  /** A player list from CSV text, beside the names already entered; a section column places each player by the
   * event's `sections` (their names), or makes the sections the file names when `newSections`. */
  rosterFromCsv(text, existing, sections = [], newSections = false) {
    return this.#engine.call("roster_from_csv", { text, existing, sections, new_sections: newSections });
  }

  /** A pasted list of players read field by field, beside the names already entered: what each line became, what
   * looks mistyped (with its line) and the lines that are no player. */
  rosterFromText(text, existing) {
    return this.#engine.call("roster_from_text", { text, existing });
  }

  /** Read JSON text: rejects, naming the line and column, when it is broken. */
  readJson(text) {
    return this.#engine.call("read_json", { text });
  }

  /** Round one of a list of players (the demo), latest only. */
  pairRoundOne(players, initialColour) {
    return this.#latest("round one", null, () => this.#engine.call("pair_round_one", { players, initial_colour: initialColour }));
  }

  /** The next round of a TRF file. */
  pairTrf(args) {
    return this.#engine.call("pair_trf", args);
  }
}
