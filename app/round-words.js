// A round in the event's words. A Swiss counts its rounds ("Round 3 of 7"); an event with a playoff after its rounds
// (a Magic top cut) counts only the rounds before it ("Round 3 of 4") and calls the playoff's rounds by their names
// ("Quarter-finals", "Semi-finals", "Final"), as a judge does. The names are the engine's (facts: the system's
// playoff names by the option that sizes the playoff), said in the page's language where the catalogue has them. A
// round's link carries the name, so a player's phone says it.
import { pairingSystemOf, totalRounds } from "./formats.js";
import { t } from "./i18n.js";

// The engine's playoff names in the page's language: as a title, and inside a sentence ("the quarter-finals").
const PLAYOFF_NAMES = {
  "Quarter-finals": "round.playoff_quarter_finals", "Semi-finals": "round.playoff_semi_finals", Final: "round.playoff_final",
};
const PLAYOFF_PHRASES = {
  "Quarter-finals": "round.phrase_quarter_finals", "Semi-finals": "round.phrase_semi_finals", Final: "round.phrase_final",
};

/** The engine's name of round `r` when it is a playoff round ("Quarter-finals"), else null. */
export function playoffEngineName(doc, r) {
  const playoff = pairingSystemOf(doc).playoff;
  const rounds = doc.settings.rounds;
  if (!playoff || rounds === null || r <= rounds) return null;
  return playoff.names[String(doc.settings.options[playoff.option])]?.[r - rounds - 1] ?? null;
}

/** A playoff round's name as the engine gives it ("Quarter-finals"), in the page's language ("Viertelfinale"). */
export const playoffWords = (name) => (PLAYOFF_NAMES[name] ? t(PLAYOFF_NAMES[name]) : name);

/** The name of round `r` when it is a playoff round, in the page's language ("Viertelfinale"), else null. */
export function playoffName(doc, r) {
  const name = playoffEngineName(doc, r);
  return name === null ? null : playoffWords(name);
}

/** The rounds "Round n of N" counts: every round, or those before a playoff; null while their number is open. */
export const countedRounds = (doc) => (pairingSystemOf(doc).playoff ? doc.settings.rounds : totalRounds(doc));

/** "Round 3", or a playoff round's name ("Quarter-finals"). */
export const roundTitle = (doc, r) => playoffName(doc, r) ?? t("round.title", { round: r });

/** Round `r` inside a sentence: "round 3", "the quarter-finals". */
export function roundPhrase(doc, r) {
  const name = playoffEngineName(doc, r);
  if (name === null) return t("round.phrase", { round: r });
  return PLAYOFF_PHRASES[name] ? t(PLAYOFF_PHRASES[name]) : name;
}

/** How far the event has come, as the list of events and the read-only link say it, `played` rounds having every
 * result, in the words of `key` (its {played} and {total}): "2 of 7", or with a playoff after the rounds, once it has
 * begun, those rounds then the playoff's latest round by name, as the status line says it ("3 of 3 · Quarter-finals",
 * "3 of 3 · Final complete"). */
export function playedOfTotal(doc, played, key = "round.played_of_total") {
  const paired = doc.rounds.length;
  const name = paired === 0 ? null : playoffName(doc, paired);
  const counted = countedRounds(doc);
  if (name === null) return t(key, { played, total: counted ?? "?" });
  const done = t(key, { played: counted, total: counted });
  return played === paired ? t("round.playoff_complete", { done, name }) : `${done} · ${name}`;
}

/** "Round 3 of 7" (of the rounds before the playoff, if any), "Round 3" while their number is open, or the playoff
 * round's name. */
export const roundOfTotal = (doc, r) => roundOfCount(r, countedRounds(doc), playoffName(doc, r));

/** The same from the parts a round's link carries (app/round-link.js): the round, the rounds counted (null: open)
 * and the playoff round's name (null: none). */
export const roundOfCount = (r, counted, name) => name
  ?? (counted === null ? t("round.title", { round: r }) : t("round.title_of_total", { round: r, total: counted }));
