// The round robin's own part of the event's page: the whole Berger schedule (who plays whom with which colour in
// every round, who sits out, the results so far), from the engine's `event_format_view` answer.
import { el, withWhy } from "../dom.js";
import { resultText } from "../state.js";
import { t } from "../i18n.js";

/** The schedule as the format view shows it. */
export function schedule(answer, names) {
  const rows = answer.rounds.map((round) => el("tr", { dataset: { round: String(round.round) } },
    el("th", { scope: "row", className: "num" }, String(round.round)),
    el("td", {}, el("ul", { className: "games" }, ...round.boards.map((board) => el("li", {},
      `${names.get(board.white)} – ${names.get(board.black)}`,
      board.result ? el("span", { className: "score" }, ` ${resultText(board.result)}`) : null)))),
    el("td", {}, round.sits_out === null ? "—" : names.get(round.sits_out)),
    el("td", {}, round.paired ? (round.complete ? t("systems.rr_played") : t("systems.rr_paired")) : t("systems.to_play"))));
  const shape = [t("systems.rr_rounds", { count: answer.rounds.length }), answer.players % 2 ? t("systems.rr_sits_out_each") : null,
    answer.cycles === 2 ? t("systems.rr_second_cycle") : null].filter((part) => part !== null).join(", ");
  return [
    el("h4", {}, answer.cycles === 2 ? t("systems.rr_schedule_double") : t("systems.rr_schedule")),
    el("div", { className: "note" }, ...withWhy(t("systems.rr_note", { players: answer.players, shape }), t("systems.rr_why"))),
    el("table", { className: "schedule" },
      el("caption", {}, t("systems.rr_caption", { count: answer.rounds.length })),
      el("thead", {}, el("tr", {}, ...[t("systems.rr_round"), t("systems.rr_games"), t("systems.rr_sits_out"), ""]
        .map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, ...rows)),
  ];
}
