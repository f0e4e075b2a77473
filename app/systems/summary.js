// The Settings view's one-line summary of an event whose system speaks for itself there: an arena's (no rounds),
// or a system whose own rules fix the scoring, the bye and the order (the engine's words, own_rules), after the
// players and the rounds played. The rest of the line is the settings view's.
import { pairingSystemOf, totalRounds } from "../formats.js";
import { completeRounds } from "../model.js";
import { countedRounds, roundPhrase } from "../round-words.js";
import { arenaSummary } from "./arena.js";
import { settingsWords } from "./magic_swiss.js";
import { t } from "../i18n.js";
import { ownRules, systemLabel } from "../fact-words.js";

// What a system's summary says before its rules where that is more than its name: by the engine's name of the system.
const HEADS = { magic_swiss: (settings) => `${settingsWords(settings)} · ` };

/** The summary line of an event whose system has its own, or null. */
export function systemSummary(doc) {
  const system = pairingSystemOf(doc);
  if (!system.plays_rounds) return arenaSummary(doc);
  if (system.own_rules === null) return null;
  const head = HEADS[doc.settings.system]?.(doc.settings) ?? `${systemLabel(doc.settings.system)}: `;
  return `${t("systems.players", { count: doc.players.length })} · ${roundsPlayed(doc)} · ${head}${ownRules(doc.settings.system)}`;
}

// "3 of 7 rounds played"; with a playoff after the rounds, the Swiss rounds counted alone, then the playoff by name.
function roundsPlayed(doc) {
  const played = completeRounds(doc);
  if (!pairingSystemOf(doc).playoff) return t("systems.rounds_played", { played, total: totalRounds(doc) ?? "?" });
  const swiss = countedRounds(doc);
  if (swiss === null || played <= swiss) return t("systems.swiss_rounds_played", { played, total: swiss ?? "?" });
  return t("systems.swiss_and_playoff_played", { count: swiss, playoff: roundPhrase(doc, played) });
}
