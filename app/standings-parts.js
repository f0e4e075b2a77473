// What the tables of standings share wherever they are drawn (the standings view, the wall chart, the printed
// sheets, the roster): points as a sheet writes them, each tie-break column in words, who counted for a team,
// whether the event shows ratings at all.
import { el } from "./dom.js";
import { facts } from "./facts.js";
import { language, points as pointsText, t } from "./i18n.js";
import { teamTiebreakName, teamTiebreakWhat } from "./fact-words.js";

/** Points as a sheet writes them (the engine gives them as numbers of points): a half as ½, "2½". */
export const points = (value) => pointsText(Math.round(value * 10));

/** A value as the engine writes it ("0.25", "54.17%", "2150") with the language's decimal separator ("0,25" in
 * German); its digits stay as they are (no grouping added: a rating stays 2150). */
export function valueText(text) {
  const separator = new Intl.NumberFormat(language()).formatToParts(0.5).find((part) => part.type === "decimal")?.value ?? ".";
  return String(text).replace(/(\d)\.(\d)/g, `$1${separator}$2`);
}

/** Whether the event shows ratings at all: only once some player has one. */
export const hasRatings = (doc) => doc.players.some((player) => player.rating > 0);

// Each tie-break's name in the page's language, by the engine's code (FIDE C.07's names and each federation's own;
// a team event's codes such as BH name the teams' own); a code not here keeps the engine's English name.
const TIEBREAK_NAMES = {
  DE: "standings.tiebreak_DE", WIN: "standings.tiebreak_WIN", WON: "standings.tiebreak_WON",
  BPG: "standings.tiebreak_BPG", BWG: "standings.tiebreak_BWG", PS: "standings.tiebreak_PS",
  "PS/C1": "standings.tiebreak_PS/C1", REP: "standings.tiebreak_REP", STD: "standings.tiebreak_STD",
  TPN: "standings.tiebreak_TPN", BH: "standings.tiebreak_BH", "BH/C1": "standings.tiebreak_BH/C1",
  "BH/C2": "standings.tiebreak_BH/C2", "BH/M1": "standings.tiebreak_BH/M1", "BH/M2": "standings.tiebreak_BH/M2",
  AOB: "standings.tiebreak_AOB", FB: "standings.tiebreak_FB", SB: "standings.tiebreak_SB",
  "SB/C1": "standings.tiebreak_SB/C1", KS: "standings.tiebreak_KS", ARO: "standings.tiebreak_ARO",
  "ARO/C1": "standings.tiebreak_ARO/C1", TPR: "standings.tiebreak_TPR", PTP: "standings.tiebreak_PTP",
  APRO: "standings.tiebreak_APRO", APPO: "standings.tiebreak_APPO", RTNG: "standings.tiebreak_RTNG",
  MP: "standings.tiebreak_MP", OMW: "standings.tiebreak_OMW", GW: "standings.tiebreak_GW", OGW: "standings.tiebreak_OGW",
  DIFF: "standings.tiebreak_DIFF", "MEDIAN-BUCHHOLZ": "standings.tiebreak_MEDIAN-BUCHHOLZ",
  "MODIFIED-MEDIAN": "standings.tiebreak_MODIFIED-MEDIAN", SOLKOFF: "standings.tiebreak_SOLKOFF",
  CUMULATIVE: "standings.tiebreak_CUMULATIVE", MPTS: "standings.tiebreak_MPTS", GPTS: "standings.tiebreak_GPTS",
  EDE: "standings.tiebreak_EDE", ESB: "standings.tiebreak_ESB", "ESB/C1": "standings.tiebreak_ESB/C1",
  BC: "standings.tiebreak_BC", TBR: "standings.tiebreak_TBR", BBE: "standings.tiebreak_BBE",
};

// What each individual tie-break is, in the page's language (a team event's codes mean the teams' own: their words
// are fact-words.js's).
const TIEBREAK_WHAT = {
  DE: "standings.tiebreak_what_DE", WIN: "standings.tiebreak_what_WIN", WON: "standings.tiebreak_what_WON",
  BPG: "standings.tiebreak_what_BPG", BWG: "standings.tiebreak_what_BWG", PS: "standings.tiebreak_what_PS",
  "PS/C1": "standings.tiebreak_what_PS/C1", REP: "standings.tiebreak_what_REP", STD: "standings.tiebreak_what_STD",
  TPN: "standings.tiebreak_what_TPN", BH: "standings.tiebreak_what_BH", "BH/C1": "standings.tiebreak_what_BH/C1",
  "BH/C2": "standings.tiebreak_what_BH/C2", "BH/M1": "standings.tiebreak_what_BH/M1",
  "BH/M2": "standings.tiebreak_what_BH/M2", AOB: "standings.tiebreak_what_AOB", FB: "standings.tiebreak_what_FB",
  SB: "standings.tiebreak_what_SB", "SB/C1": "standings.tiebreak_what_SB/C1", KS: "standings.tiebreak_what_KS",
  ARO: "standings.tiebreak_what_ARO", "ARO/C1": "standings.tiebreak_what_ARO/C1", TPR: "standings.tiebreak_what_TPR",
  PTP: "standings.tiebreak_what_PTP", APRO: "standings.tiebreak_what_APRO", APPO: "standings.tiebreak_what_APPO",
  RTNG: "standings.tiebreak_what_RTNG", MP: "standings.tiebreak_what_MP", OMW: "standings.tiebreak_what_OMW",
  GW: "standings.tiebreak_what_GW", OGW: "standings.tiebreak_what_OGW", DIFF: "standings.tiebreak_what_DIFF",
  "MEDIAN-BUCHHOLZ": "standings.tiebreak_what_MEDIAN-BUCHHOLZ",
  "MODIFIED-MEDIAN": "standings.tiebreak_what_MODIFIED-MEDIAN", SOLKOFF: "standings.tiebreak_what_SOLKOFF",
  CUMULATIVE: "standings.tiebreak_what_CUMULATIVE",
};

/** A tie-break's name ({code, name} as the engine gives it) in the page's language. */
export const tiebreakName = (tiebreak) => (TIEBREAK_NAMES[tiebreak.code] ? t(TIEBREAK_NAMES[tiebreak.code]) : tiebreak.name);

/** A column of the school teams' table (the engine's {key, heading, name}) in the page's words: the score of the
 * player after the `best` counting ones, or a tie-break summed over them (one the page has no name for keeps the
 * engine's English). */
export function schoolColumn(column, best) {
  if (column.key === "next") {
    return { heading: t("standings.school_next_heading", { n: best + 1 }), name: t("standings.school_next_name", { n: best + 1 }) };
  }
  const name = TIEBREAK_NAMES[column.key] ? t("standings.school_summed", { name: t(TIEBREAK_NAMES[column.key]) }) : column.name;
  return { heading: column.heading, name };
}

/** What a tie-break is, by its code, from `words` (the engine's facts of the individual or the team tie-breaks). */
export function tiebreakWhat(code, words) {
  if (words === facts.team_tiebreaks) return teamTiebreakWhat(code);
  return words === facts.tiebreaks && TIEBREAK_WHAT[code] ? t(TIEBREAK_WHAT[code]) : words[code]?.what ?? "";
}

/** Each tie-break column in words, under the table: its code, its name and what it is. */
export function columnWords(tiebreaks, words = facts.tiebreaks) {
  if (!tiebreaks.length) return null;
  return el("ul", { className: "column-words", ariaLabel: t("standings.column_words") },
    ...tiebreaks.map((tiebreak) => el("li", {}, el("strong", {}, tiebreak.code),
      ` (${words === facts.team_tiebreaks ? teamTiebreakName(tiebreak.code) : tiebreakName(tiebreak)}): `,
      tiebreakWhat(tiebreak.code, words))));
}

/** Who counted for a team, with their points; a team short of players says how many of the best N it has. */
export const countedPlayers = (team, best) => team.players.filter((p) => p.counted)
  .map((p) => `${p.name} ${points(p.points)}`).join(", ")
  + (team.short ? ` ${t("standings.counted_short", { counted: team.counted, best })}` : "");
