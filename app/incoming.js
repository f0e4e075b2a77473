// Receiving an event from outside this browser (a share link, a JSON file): it is untrusted, so it is checked
// completely before anything is stored, the director sees what it holds, and nothing stored is ever overwritten
// without their say.
//
// API (app/view-share.js uses it for links; a JSON file import uses it the same way):
//
//   receiveEvent(state, doc, { source, copyName? }) -> Promise<outcome>
//     doc: the parsed event, any JSON value (untrusted). source: where it came from, as a sentence needs it
//     ("the link", "the file “spring.json”"). copyName: the name of a kept-both copy (default: the event's
//     name and "(copy from <source>)").
//     The engine checks it (event_validate, which upgrades an older format version: the upgraded event is what
//     is compared and stored); then
//       - an event not kept here is stored and opened                              -> "opened"
//       - the same event id with the same content is just opened                   -> "same"
//       - the same id with other content: the #incoming panel shows both copies
//         (rounds played, results entered, last change, which is newer), what each
//         copy did since they parted (the engine's event_merge), and offers
//         Merge (both copies' changes; every disagreement asked side by side) /
//         Replace (the old copy stays one Undo away) / Keep both (the received
//         event under a new id and a marked name) / Cancel    -> "merged" | "replaced" | "copied" | "cancelled"
//     An event received after a hand-over (app/view-copies.js) gives this copy the pen.
//       - not a valid event: the panel says why, nothing is stored                 -> "refused"
//     Never throws. Only one event is received at a time: a second call cancels a pending choice.
//   receiveRecord(state, {rebuild, check}, { source }) -> Promise<outcome>: an editable link of format 3 (the record
//     of changes alone): the engine makes the event again (event_rebuild), refused unless it is the sender's to
//     the byte (isRecordedEvent); then as receiveEvent.
//   refuse(message, { source }) -> "refused": show why something from outside could not be read at all (say,
//     a file that is not JSON), in the same panel. Nothing is stored.
//   checkEvent(actions, doc, { source, shown }) -> Promise<{version, event}>: the check alone (for a view that
//     stores nothing), `event` upgraded to the current format (with `shown`, also `views`: what a read-only link
//     shows of each section, see Actions.validate); rejects with IncomingError (its message is a sentence for the
//     director).
//   summarize(doc) -> {name, players, roundsPaired, roundsPlayed, results, modified}
//   compareCopies(incoming, stored) -> {newer: "incoming" | "stored" | null, reason}
import { capitalised, el, show } from "./dom.js";
import { clausesJoined, listed, t, timeText } from "./i18n.js";
import { EngineError } from "./engine.js";
import { engineText, explanationText } from "./engine-text.js";
import { isRecordedEvent } from "./share.js";
import { COPY_ID, newId } from "./state.js";
import { completeRounds } from "./model.js";
import { sectionViews } from "./sections.js";

const $ = (selector) => document.querySelector(selector);

export class IncomingError extends Error {}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** What an (already checked) event holds, as the director compares copies. */
export function summarize(doc) {
  // An event with sections: what all its sections hold (the rounds of every section counted).
  const groups = sectionViews(doc);
  const total = (count) => groups.reduce((sum, group) => sum + count(group), 0);
  return {
    name: doc.name || "(no name)",
    players: total((group) => group.players.length),
    roundsPaired: total((group) => group.rounds.length),
    roundsPlayed: total(completeRounds),
    results: total((group) => group.rounds.reduce((sum, round) => sum + round.boards.filter((board) => board.result !== null).length, 0)),
    modified: doc.modified,
  };
}

/** Which copy is newer: more rounds played, else more results entered, else the later last change. */
export function compareCopies(incoming, stored) {
  const a = summarize(incoming);
  const b = summarize(stored);
  if (a.roundsPlayed !== b.roundsPlayed) {
    return { newer: a.roundsPlayed > b.roundsPlayed ? "incoming" : "stored", reason: t("incoming.more_rounds",
      { count: Math.max(a.roundsPlayed, b.roundsPlayed), fewer: Math.min(a.roundsPlayed, b.roundsPlayed) }) };
  }
  if (a.results !== b.results) {
    return { newer: a.results > b.results ? "incoming" : "stored", reason: t("incoming.more_results",
      { count: Math.max(a.results, b.results), fewer: Math.min(a.results, b.results) }) };
  }
  const ta = Date.parse(a.modified ?? "");
  const tb = Date.parse(b.modified ?? "");
  if (Number.isFinite(ta) && Number.isFinite(tb) && ta !== tb) {
    return { newer: ta > tb ? "incoming" : "stored", reason: t("incoming.changed_last") };
  }
  return { newer: null, reason: t("incoming.same_progress") };
}

export async function checkEvent(actions, doc, { source, shown = false }) {
  if (!isObject(doc)) throw new IncomingError(capitalised(t("incoming.no_event", { source })));
  try {
    await actions.ready;
  } catch {
    throw new IncomingError(t("incoming.no_engine", { source }));
  }
  try {
    return await actions.validate(doc, { shown });
  } catch (error) {
    if (!(error instanceof EngineError)) throw new IncomingError(t("incoming.check_failed", { source, error: error.message }));
    if (!error.field) throw new IncomingError(t("incoming.invalid", { source, error: engineText(error) }));
    const field = error.field.replace(/^args\.event\.?/, "") || t("incoming.the_event");
    throw new IncomingError(t("incoming.invalid_field", { source, field, error: engineText(error) }));
  }
}

// The one pending receipt: a second one cancels it, so two choices never race for the same stored event.
let pending = null;

function panel(...children) {
  const section = $("#incoming");
  show(section, el("h2", { id: "incoming-title", tabIndex: -1 }, t("incoming.heading")), ...children);
  section.hidden = false;
  $("#incoming-title").focus();
}

function close() {
  const section = $("#incoming");
  section.hidden = true;
  show(section);
}

function settle(outcome) {
  const resolve = pending?.resolve;
  pending = null;
  resolve?.(outcome);
  return outcome;
}

function showRefusal(message, source) {
  panel(el("div", { className: "alert", role: "alert" },
    el("p", {}, message),
    el("p", {}, t("incoming.nothing_stored", { source }))),
  el("div", { className: "actions" }, el("button", { type: "button", onclick: close }, t("incoming.dismiss"))));
}

export function refuse(message, { source }) {
  settle("cancelled");
  showRefusal(message, source);
  return "refused";
}


function facts(summary) {
  return el("ul", { className: "incoming-facts" },
    el("li", {}, t("incoming.players", { count: summary.players })),
    el("li", {}, summary.roundsPaired > summary.roundsPlayed
      ? t("incoming.rounds_played_paired", { count: summary.roundsPlayed, paired: summary.roundsPaired })
      : t("incoming.rounds_played", { count: summary.roundsPlayed })),
    el("li", {}, t("incoming.results", { count: summary.results })),
    el("li", {}, t("incoming.last_change", { when: timeText(summary.modified, t("incoming.not_recorded")) })));
}

/** Store and open a received event; one handed over by its co-organiser gives this copy the pen. */
function store(state, doc, undo) {
  state.addEvent(doc, null, undo);
  if (doc.pen && doc.pen.holder === null && doc.pen.from !== COPY_ID) {
    state.apply([{ op: "take_pen" }], t("incoming.pen_taken"));
  }
}

/** Who a copy is, for the director reading this one: "you", or the name its organiser gave it. */
const copyName = (answer, copy) => (copy === COPY_ID ? t("incoming.you")
  : explanationText(answer.copy_words?.[copy] ?? {}, answer.copies[copy] ?? t("incoming.other_copy")));

/** Who made one side's changes: a copy, or several ("ana/cleo": one copy that had merged another's changes before),
 * joined as the language joins a list. */
const copiesName = (answer, side) => listed(side.split("/").map((copy) => copyName(answer, copy)));

/** The merge's words in the page's language (the engine's `words`, {key, params}, beside its English `text`), the
 * first letter a capital where a sentence or a choice begins with them. */
const mergeWords = (words, text) => explanationText(words ?? {}, text);
const mergeSentence = (words, text) => capitalised(mergeWords(words, text));

/** What each copy did, phrase by phrase: a log entry's sentence quoted without its full stop. */
const phrasesOf = (answer, copy) => answer.summary[copy]
  .map((text, index) => mergeWords(answer.summary_words?.[copy]?.[index], text).replace(/\.$/, ""));

/** "Ana: 27 results in round 6; you: 31 results in round 6, corrected board 4 of round 5". */
function whatEachDid(answer) {
  const copies = Object.keys(answer.summary).sort((a, b) => (a === COPY_ID) - (b === COPY_ID));
  if (!copies.length) return t("incoming.no_difference");
  return `${clausesJoined(copies.map((copy) => t("incoming.did", { copy: capitalised(copyName(answer, copy)),
    changes: phrasesOf(answer, copy).join(", ") })))}.`;
}

/** The merge's questions, each conflict's two sides side by side; resolves to the choices, or null (cancelled). */
function askConflicts(answer, source, choices) {
  return new Promise((resolve) => {
    const groups = answer.conflicts.map((conflict, index) => {
      const sides = Object.entries(conflict.sides)
        .sort(([a], [b]) => (b === COPY_ID) - (a === COPY_ID))
        .map(([copy, texts]) => el("div", { className: "conflict-side" },
          el("h4", {}, copy === COPY_ID ? t("incoming.here") : t("incoming.from_copy", { source, copy: copiesName(answer, copy) })),
          el("ul", {}, ...texts.map((text, line) => el("li", {}, mergeSentence(conflict.side_words?.[copy]?.[line], text))))));
      return el("fieldset", { className: "conflict", dataset: { conflict: conflict.id } },
        el("legend", {}, `${index + 1}. ${mergeSentence(conflict, conflict.text)}`),
        el("div", { className: "incoming-copies" }, ...sides),
        ...conflict.options.map((option) => el("label", { className: "choice" },
          el("input", { type: "radio", name: `conflict-${index}`, value: option.id,
            checked: choices[conflict.id] === option.id,
            onchange: () => { choices[conflict.id] = option.id; } }),
          ` ${mergeSentence(option, option.label)}`)));
    });
    const problem = el("p", { className: "alert", role: "alert", hidden: true });
    const go = () => {
      const open = answer.conflicts.findIndex((conflict) => !(conflict.id in choices));
      if (open >= 0) {
        problem.hidden = false;
        problem.textContent = t("incoming.answer_all", { question: open + 1 });
        return;
      }
      resolve(choices);
    };
    panel(
      el("p", {}, t("incoming.conflicts", { count: answer.conflicts.length })),
      el("p", { className: "note" }, whatEachDid(answer)),
      ...groups,
      problem,
      el("div", { className: "actions" },
        el("button", { type: "button", onclick: go }, t("incoming.merge_choices")),
        el("button", { type: "button", className: "secondary", onclick: () => resolve(null) }, t("incoming.cancel"))));
  });
}

/** Before a merge that loses something is applied: each change it leaves out, and why; resolves to "apply",
 * "back" (to the questions) or null (cancelled). */
function confirmLeftOut(answer, source, questions) {
  return new Promise((resolve) => {
    const lost = answer.left_out.filter((said) => said.lost);
    const repeated = answer.left_out.filter((said) => !said.lost).reduce((n, said) => n + said.changes.length, 0);
    const count = lost.reduce((n, said) => n + said.changes.length, 0);
    panel(
      el("p", {}, t("incoming.leaves_out", { source, count })),
      el("ul", { className: "left-out" }, ...lost.map((said) => el("li", {},
        el("p", {}, mergeSentence(said, said.why)),
        el("ul", {}, ...said.changes.map((text, index) => el("li", {}, mergeWords(said.change_words?.[index], text))))))),
      repeated ? el("p", { className: "note" }, t("incoming.repeated", { count: repeated })) : null,
      el("div", { className: "actions" },
        el("button", { type: "button", onclick: () => resolve("apply") }, t("incoming.apply")),
        questions ? el("button", { type: "button", className: "secondary", onclick: () => resolve("back") },
          t("incoming.back")) : null,
        el("button", { type: "button", className: "secondary", onclick: () => resolve(null) }, t("incoming.cancel"))));
  });
}

/** What the merge left out, for the message after it: the changes lost, and how many repeats counted once. */
function leftOutSaid(answer) {
  const lost = answer.left_out.filter((said) => said.lost);
  const repeated = answer.left_out.filter((said) => !said.lost).reduce((n, said) => n + said.changes.length, 0);
  const changes = lost.flatMap((said) => said.changes
    .map((text, index) => mergeWords(said.change_words?.[index], text).replace(/\.$/, "")));
  return (changes.length ? ` ${t("incoming.left_out", { changes: clausesJoined(changes) })}` : "")
    + (repeated ? ` ${t("incoming.repeated_once", { count: repeated })}` : "");
}

function told(state, message) {
  state.set({ message, messageKind: "info", warnings: [] });
}

/** An editable link that carries the event as its record of changes (app/share.js, format 3): the engine makes the
 * event again, and it goes on as a received event only if it is the sender's to the byte. */
export async function receiveRecord(state, { rebuild, check }, { source }) {
  settle("cancelled");
  // Pending while the engine works: an event received meanwhile cancels this one, as it cancels any choice.
  pending = { resolve: () => {} };
  const current = pending;
  const changes = rebuild.entries.length;
  panel(el("p", { role: "status" }, t("incoming.rebuilding", { source, count: changes })));
  let doc;
  try {
    await state.actions.ready;
    doc = (await state.actions.rebuild(rebuild)).event;
  } catch (error) {
    const why = error instanceof EngineError ? engineText(error) : t("incoming.no_answer", { error: error.message });
    if (pending !== current) return "cancelled";
    return refuse(t("incoming.rebuild_failed", { source, why }), { source });
  }
  if (pending !== current) return "cancelled";
  if (!isRecordedEvent(doc, check)) {
    return refuse(t("incoming.rebuilt_otherwise", { source }), { source });
  }
  return receiveEvent(state, doc, { source });
}

export async function receiveEvent(state, received, { source, copyName: keptName } = {}) {
  settle("cancelled");
  const mine = new Promise((resolve) => { pending = { resolve }; });
  const current = pending;
  panel(el("p", { role: "status" }, t("incoming.checking", { source })));
  let check;
  try {
    check = await checkEvent(state.actions, received, { source });
  } catch (error) {
    if (pending !== current) return "cancelled";
    showRefusal(error.message, source);
    return settle("refused");
  }
  if (pending !== current) return "cancelled";
  const doc = check.event;
  const upgraded = check.version !== received.version
    ? ` ${t("incoming.upgraded", { from: String(received.version), to: String(check.version) })}` : "";
  const summary = summarize(doc);
  let stored = null;
  try {
    stored = await state.store.load(doc.id);
  } catch {
    stored = null;
  }
  const holds = t("incoming.holds", { players: t("incoming.players", { count: summary.players }),
    rounds: t("incoming.rounds_played", { count: summary.roundsPlayed }),
    results: t("incoming.result_count", { count: summary.results }), when: timeText(summary.modified, t("incoming.not_recorded")) });
  if (stored === null) {
    close();
    store(state, doc, []);
    told(state, t("incoming.opened", { name: summary.name, source, holds }) + upgraded);
    return settle("opened");
  }
  if (JSON.stringify(stored) === JSON.stringify(doc)) {
    close();
    await state.open(doc.id);
    told(state, t("incoming.same", { name: summary.name, source }));
    return settle("same");
  }
  let comparison;
  let storedSummary;
  try {
    comparison = compareCopies(doc, stored);
    storedSummary = summarize(stored);
  } catch {
    // The copy here is not an event this page can read (it is reported when the engine checks storage).
    comparison = { newer: "incoming", reason: t("incoming.unreadable_here") };
    storedSummary = { name: String(stored?.name ?? ""), players: 0, roundsPaired: 0, roundsPlayed: 0, results: 0, modified: null };
  }
  const { newer, reason } = comparison;
  const verdict = newer === null ? t("incoming.neither_newer", { reason })
    : t(newer === "incoming" ? "incoming.theirs_newer" : "incoming.ours_newer", { source, reason });
  const name = (keptName ?? t("incoming.copy_name", { name: doc.name, source })).replace(/\s+/g, " ").slice(0, 200);
  let merging;
  try {
    merging = { answer: await state.actions.merge({ ours: stored, theirs: doc, theirsKey: check.event_key }) };
  } catch (error) {
    merging = { refused: error instanceof EngineError ? engineText(error) : t("incoming.compare_failed", { error: error.message }) };
  }
  if (pending !== current) return "cancelled";
  const merge = async () => {
    const choices = {};
    let answer = merging.answer;
    let asked = null; // the latest answer with questions, to go back to from the list of what is left out
    for (;;) {
      if (answer.event === null) asked = answer;
      answer = await answered(answer, choices);
      if (!answer) return;
      if (!answer.left_out.some((said) => said.lost)) break;
      const go = await confirmLeftOut(answer, source, asked !== null);
      if (pending !== current) return;
      if (go === "apply") break;
      if (go === null) {
        choose("cancelled");
        return;
      }
      answer = asked;
    }
    if (pending !== current) return;
    close();
    const undo = [...await state.store.undoStack(doc.id), { label: t("incoming.undo_merged", { source }), doc: stored }];
    store(state, answer.event, undo);
    told(state, t("incoming.merged", { source, name: storedSummary.name, did: whatEachDid(answer) + leftOutSaid(answer) }));
    settle("merged");
  };
  /** The merge once every question is answered (asked until then), or null when cancelled or superseded. */
  const answered = async (start, choices) => {
    let answer = start;
    while (answer.event === null) {
      const chosen = await askConflicts(answer, source, choices);
      if (pending !== current) return null;
      if (chosen === null) {
        choose("cancelled");
        return null;
      }
      panel(el("p", { role: "status" }, t("incoming.merging")));
      try {
        answer = await state.actions.merge({ ours: stored, theirs: doc, choices: chosen });
      } catch (error) {
        if (pending !== current) return null;
        showRefusal(t("incoming.merge_failed", { error: error instanceof EngineError ? engineText(error) : error.message }), source);
        settle("refused");
        return null;
      }
    }
    return pending === current ? answer : null;
  };
  const choose = async (outcome) => {
    if (pending !== current) return;
    close();
    if (outcome === "replaced") {
      // The copy that was here stays one Undo away.
      const undo = [...await state.store.undoStack(doc.id), { label: t("incoming.undo_replaced", { source }), doc: stored }];
      store(state, doc, undo);
      told(state, t("incoming.replaced", { name: summary.name, source, holds }) + upgraded);
    } else if (outcome === "copied") {
      const copy = { ...doc, id: newId(), name };
      store(state, copy, []);
      told(state, t("incoming.kept_both", { source, name, kept: storedSummary.name }) + upgraded);
    } else {
      state.set({ message: t("incoming.not_opened", { source }), messageKind: "info" });
    }
    settle(outcome);
  };
  panel(
    el("p", {}, t("incoming.already_here", { name: storedSummary.name, source }) + upgraded),
    el("div", { className: "incoming-copies" },
      el("div", {}, el("h3", {}, t("incoming.from_named", { source, name: summary.name })), facts(summary)),
      el("div", {}, el("h3", {}, t("incoming.here_named", { name: storedSummary.name })), facts(storedSummary))),
    el("p", { className: "incoming-verdict" }, verdict),
    merging.answer
      ? el("p", { className: "incoming-since" }, t("incoming.since", { did: whatEachDid(merging.answer) })
        + (merging.answer.conflicts.length ? ` ${t("incoming.questions", { count: merging.answer.conflicts.length })}` : ""))
      : el("p", { className: "note" }, merging.refused),
    el("div", { className: "actions" },
      merging.answer ? el("button", { type: "button", onclick: merge }, t("incoming.merge")) : null,
      el("button", { type: "button", className: merging.answer ? "secondary" : "", onclick: () => choose("replaced") },
        t("incoming.replace", { source })),
      el("button", { type: "button", className: "secondary", onclick: () => choose("copied") }, t("incoming.keep_both")),
      el("button", { type: "button", className: "secondary", onclick: () => choose("cancelled") }, t("incoming.cancel"))),
    el("p", { className: "note" }, t("incoming.keep_both_note", { source, name })));
  return mine;
}
