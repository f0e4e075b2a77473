// The open event's facts as the views draw them, derived from the state: what the engine said about its rounds (the
// round view), whether a round is complete, where the event stands (its latest round, the rounds complete, who still
// plays, whether it is finished, its stage line and next step), and which parts of the page's data a change touched, so that a view
// draws again only when a part it shows changed (State.subscribe).

/** The parts of the page's data a view may show. An event's document is cut into the parts a change touches
 * separately: its settings and name, its players (and teams, restrictions), its rounds (and an arena's games), the
 * rest of it (its log, its copies), and its sections (which one is shown, their names, rules and sizes). "event"
 * changes when another event opens (or none). "language" (the language the page speaks) is shown by every view:
 * State draws every panel again when it changes. */
export const PARTS = ["event", "settings", "players", "rounds", "other", "section", "roundView", "standings", "prizes",
  "busy", "message", "undo", "list", "view", "engineReady", "language"];

/** Every part of the open event's document. */
export const EVENT = ["event", "settings", "players", "rounds", "other", "section"];

import { pairingSystemOf, totalRounds } from "./formats.js";
import { countedRounds, roundOfTotal } from "./round-words.js";
import { sectionViews, sectionsOf } from "./sections.js";
import { t } from "./i18n.js";

const byId = (object) => new Map(Object.entries(object).map(([id, value]) => [Number(id), value]));

/** The engine's answer to event_round_view for `doc`: pairing numbers (id -> number) and per paired round the
 * scores before it (id -> tenths), its boards' best-of formats, a playoff round's name and seeds (id -> seed). */
export function readRoundView(doc, answer) {
  return {
    doc,
    numbers: byId(answer.numbers),
    rounds: answer.rounds.map((round) => ({ ...round, scores: byId(round.scores), seeds: round.seeds && byId(round.seeds) })),
  };
}

/** The prize setting the Prizes panel edits: the event's, or in an event of sections the first section's (where
 * set_prizes without "section" writes); null when it has none. */
export const prizeSettingOf = (doc) => (doc.sections ? doc.sections[0] : doc).settings.prizes ?? null;

/** Whether the event (any of its sections) has prize groups: only then are the prize winners asked for. */
export const hasPrizeGroups = (doc) => (doc.sections ?? [doc]).some((section) => section.settings.prizes);

/** The engine's prize winners for the open event ({answer} or {error}), or null while it has not answered for this
 * version. */
export const prizesOf = (data) => (data.prizes && data.prizes.doc === data.doc ? data.prizes : null);

/** What the engine says about the open event's rounds, or null while it has not answered for this version. */
export const roundViewOf = (data) => (data.roundView && data.roundView.doc === data.doc ? data.roundView : null);

/** The numbers the boards of round `roundNumber` are printed with (in an event with sections they may run on from
 * the section before), or null where they are 1, 2, 3… */
export const printedNumbers = (roundView, roundNumber) => roundView?.rounds[roundNumber - 1]?.board_numbers ?? null;

/** The number board `index` (0-based) of round `roundNumber` is printed with. */
export const printedBoard = (roundView, roundNumber, index) => printedNumbers(roundView, roundNumber)?.[index] ?? index + 1;

export const roundComplete = (round) => round.boards.every((board) => board.result !== null);

/** The latest paired round, or null before round 1. */
export const latestRound = (doc) => doc.rounds[doc.rounds.length - 1] ?? null;

/** How many rounds have every result in. */
export const completeRounds = (doc) => doc.rounds.filter(roundComplete).length;

/** How many rounds have every result in, counted over every section of the event. */
export const completeEverywhere = (event) => sectionViews(event).reduce((sum, group) => sum + completeRounds(group), 0);

/** The players who play round `round` or, without one, every round still to come: those not withdrawn by then. */
export const activePlayers = (doc, round = Infinity) => doc.players.filter((player) => player.withdrawn_round === null
  || player.withdrawn_round > round);

/** Whether every round of the event is paired and the latest has every result. */
export function eventFinished(doc) {
  const total = totalRounds(doc);
  const latest = latestRound(doc);
  return total !== null && latest !== null && doc.rounds.length >= total && roundComplete(latest);
}

/** Where the event stands, in a few words: the round and its results, or what comes first (parts joined by " · "). */
export function stageText(doc) {
  const pairingSystem = pairingSystemOf(doc);
  const players = t("model.players", { count: doc.players.length });
  if (!pairingSystem.plays_rounds) return [doc.arena === null ? t("model.arena_not_started") : t("model.arena"), players].join(" · ");
  const paired = doc.rounds.length;
  const total = totalRounds(doc);
  const counted = countedRounds(doc);
  if (paired === 0) {
    return [t("model.before_round_one"), players, counted === null ? null : t("model.rounds", { count: counted })]
      .filter(Boolean).join(" · ");
  }
  const missing = latestRound(doc).boards.filter((board) => board.result === null).length;
  if (eventFinished(doc)) {
    const played = total > counted ? t("model.finished_top_cut", { count: counted }) : t("model.finished_all", { count: total });
    return [played, players].join(" · ");
  }
  const round = roundOfTotal(doc, paired);
  return missing ? [round, t("model.results_missing", { count: missing })].join(" · ") : t("model.round_complete", { round });
}

/** The next step when it is in a view of its own: {view, text} (the number of rounds, where a pairing waits for the
 * director to set it; the final standings once the last result is in), or {view: null}. */
export function nextStep(doc) {
  const pairingSystem = pairingSystemOf(doc);
  if (pairingSystem.plays_rounds && !pairingSystem.counted_rounds && totalRounds(doc) === null) {
    return { view: "settings", text: t("model.set_rounds") };
  }
  return eventFinished(doc) ? { view: "standings", text: t("model.see_final_standings") } : { view: null, text: "" };
}

// Which document keys make each part (the rest is "other"). The engine answers with a new document every time, so
// the parts are compared by their text; "modified" (the time of the last change) makes no part change by itself.
const DOC_PARTS = {
  settings: ["name", "settings"],
  players: ["players", "teams", "restrictions"],
  rounds: ["rounds", "arena"],
};
const DOC_KEYS = new Set([...Object.values(DOC_PARTS).flat(), "modified"]);

const same = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);

function docParts(before, after, changed) {
  if (before === after) return;
  if (before?.id !== after?.id || !before || !after) {
    for (const part of EVENT) changed.add(part);
    return;
  }
  for (const [part, keys] of Object.entries(DOC_PARTS)) {
    if (keys.some((key) => !same(before[key], after[key]))) changed.add(part);
  }
  const others = new Set([...Object.keys(before), ...Object.keys(after)].filter((key) => !DOC_KEYS.has(key)));
  if ([...others].some((key) => !same(before[key], after[key]))) changed.add("other");
}

// What the section part holds of each section: what the section switcher and the section choices show.
const sectionsPart = (event) => sectionsOf(event).map((section) => [section.id, section.name, section.rule ?? null,
  section.players.length, section.rounds.length]);

/** The parts that differ between the page's data `before` a change and `after` it. */
export function changedParts(before, after) {
  const changed = new Set();
  docParts(before.doc, after.doc, changed);
  if (before.section !== after.section || (before.event !== after.event
    && !same(sectionsPart(before.event), sectionsPart(after.event)))) changed.add("section");
  if (before.roundView !== after.roundView) changed.add("roundView");
  if (before.standings !== after.standings) changed.add("standings");
  if (before.prizes !== after.prizes) changed.add("prizes");
  if (before.busy !== after.busy) changed.add("busy");
  if (before.message !== after.message || before.messageKind !== after.messageKind || before.warnings !== after.warnings
    || before.field !== after.field) changed.add("message");
  if (before.undo !== after.undo) changed.add("undo");
  if (before.events !== after.events || before.problem !== after.problem || before.deleted !== after.deleted
    || !same(before.room, after.room)) changed.add("list");
  if (before.view !== after.view) changed.add("view");
  if (before.engineReady !== after.engineReady) changed.add("engineReady");
  if (before.language !== after.language) changed.add("language");
  return changed;
}
