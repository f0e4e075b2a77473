// The round robin's own part of the event's page: the whole Berger schedule (who plays whom with which colour in
// every round, who sits out, the results so far), from the engine's `event_format_view` answer.
import { el, withWhy } from "../dom.js";
import { resultText } from "../state.js";

/** The schedule as the format view shows it. */
export function schedule(answer, names) {
  const rows = answer.rounds.map((round) => el("tr", { dataset: { round: String(round.round) } },
    el("th", { scope: "row", className: "num" }, String(round.round)),
    el("td", {}, el("ul", { className: "games" }, ...round.boards.map((board) => el("li", {},
      `${names.get(board.white)} – ${names.get(board.black)}`,
      board.result ? el("span", { className: "score" }, ` ${resultText(board.result)}`) : null)))),
    el("td", {}, round.sits_out === null ? "—" : names.get(round.sits_out)),
    el("td", {}, round.paired ? (round.complete ? "played" : "paired") : "to play")));
  return [
    el("h4", {}, answer.cycles === 2 ? "Schedule: double round robin" : "Schedule: round robin"),
    el("div", { className: "note" }, ...withWhy(`${answer.players} players: `
      + `${answer.rounds.length} rounds${answer.players % 2 ? ", one player sits out each round" : ""}`
      + `${answer.cycles === 2 ? ", the second cycle with colours reversed" : ""}. White is named first.`,
      "The rounds follow FIDE's Berger tables (Handbook C.05, Annex 1).")),
    el("table", { className: "schedule" },
      el("caption", {}, `Every round of the round robin (${answer.rounds.length})`),
      el("thead", {}, el("tr", {}, ...["Round", "Games (White – Black)", "Sits out", ""].map((t) => el("th", { scope: "col" }, t)))),
      el("tbody", {}, ...rows)),
  ];
}
