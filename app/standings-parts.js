// What the tables of standings share wherever they are drawn (the standings view, the wall chart, the printed
// sheets, the roster): points as a sheet writes them, each tie-break column in words, who counted for a team,
// whether the event shows ratings at all.
import { el } from "./dom.js";
import { facts } from "./facts.js";

/** Points as a sheet writes them: a half as ½. */
export const points = (value) => (Number.isInteger(value) ? String(value) : String(value).replace(/\.5$/, "½").replace(/^0½$/, "½"));

/** Whether the event shows ratings at all: only once some player has one. */
export const hasRatings = (doc) => doc.players.some((player) => player.rating > 0);

/** Each tie-break column in words, under the table: its code, its name and what it is. */
export function columnWords(tiebreaks, words = facts.tiebreaks) {
  if (!tiebreaks.length) return null;
  return el("ul", { className: "column-words", ariaLabel: "What the columns mean" },
    ...tiebreaks.map((t) => el("li", {}, el("strong", {}, t.code), ` (${t.name}): ${words[t.code]?.what ?? ""}`)));
}

/** Who counted for a team, with their points; a team short of players says how many of the best N it has. */
export const countedPlayers = (team, best) => team.players.filter((p) => p.counted)
  .map((p) => `${p.name} ${points(p.points)}`).join(", ") + (team.short ? ` (${team.counted} of ${best})` : "");
