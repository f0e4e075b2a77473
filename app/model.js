// The open event's facts as the views draw them, derived from the state: what the engine said about its rounds (the
// round view), whether a round is complete, and which parts of the page's data a change touched, so that a view
// draws again only when a part it shows changed (State.subscribe).

/** The parts of the page's data a view may show. An event's document is cut into the parts a change touches
 * separately: its settings and name, its players (and teams, restrictions), its rounds (and an arena's games), the
 * rest of it (its log, its copies). "event" changes when another event opens (or none). */
export const PARTS = ["event", "settings", "players", "rounds", "other", "roundView", "standings", "busy", "message",
  "undo", "list", "view", "engineReady"];

/** Every part of the open event's document. */
export const EVENT = ["event", "settings", "players", "rounds", "other"];

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

/** What the engine says about the open event's rounds, or null while it has not answered for this version. */
export const roundViewOf = (data) => (data.roundView && data.roundView.doc === data.doc ? data.roundView : null);

export const roundComplete = (round) => round.boards.every((board) => board.result !== null);

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

/** The parts that differ between the page's data `before` a change and `after` it. */
export function changedParts(before, after) {
  const changed = new Set();
  docParts(before.doc, after.doc, changed);
  if (before.roundView !== after.roundView) changed.add("roundView");
  if (before.standings !== after.standings) changed.add("standings");
  if (before.busy !== after.busy) changed.add("busy");
  if (before.message !== after.message || before.messageKind !== after.messageKind || before.warnings !== after.warnings
    || before.field !== after.field) changed.add("message");
  if (before.undo !== after.undo) changed.add("undo");
  if (before.events !== after.events || before.problem !== after.problem || before.deleted !== after.deleted
    || !same(before.room, after.room)) changed.add("list");
  if (before.view !== after.view) changed.add("view");
  if (before.engineReady !== after.engineReady) changed.add("engineReady");
  return changed;
}
