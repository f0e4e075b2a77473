// The knockout's own parts of the event's page: the bracket (byes, each match's games with their tie-break games, the
// third-place match, the winner) from the engine's `event_format_view` answer, and the places in the standings.
import { capitalised, el } from "../dom.js";
import { resultText } from "../state.js";
import { t } from "../i18n.js";
import { explanationText } from "../engine-text.js";

function gameText(game, names) {
  const round = game.round === null ? "" : `${t("systems.ko_round", { round: game.round })} `;
  const label = game.tiebreak ? `${t("systems.ko_tiebreak_game")} ` : "";
  const result = resultText(game.result, t("systems.to_play"));
  return `${label}${round}${names.get(game.white)} – ${names.get(game.black)} ${result}`;
}

function matchItem(match, names) {
  const who = (id) => (id === null ? t("systems.ko_to_be_decided") : id === 0 ? t("systems.ko_bye") : names.get(id));
  const children = [el("span", { className: "pairing" }, t("systems.ko_pairing", { top: who(match.top), bottom: who(match.bottom) }))];
  if (match.bye) {
    children.push(el("span", { className: "note" }, ` — ${t("systems.ko_through_bye", { name: names.get(match.winner) })}`));
  } else if (match.games.length) {
    children.push(el("ul", { className: "games" }, ...match.games.map((game) => el("li", {}, gameText(game, names)))));
  }
  if (match.winner !== null && !match.bye) {
    children.push(el("p", { className: "winner" }, t("systems.ko_wins", { name: names.get(match.winner) })));
  }
  return el("li", { className: "match", dataset: { match: match.key } }, ...children);
}

/** The bracket as the format view shows it. */
export function bracket(answer, names, rounds) {
  const stages = new Map();
  for (const match of answer.matches) {
    const key = `${match.side}-${match.bracket_round}-${match.stage}`;
    if (!stages.has(key)) {
      stages.set(key, { stage: capitalised(explanationText(match.stage_words ?? {}, match.stage)), matches: [] });
    }
    stages.get(key).matches.push(match);
  }
  const options = [answer.options.double_elimination ? t("systems.ko_double") : t("systems.ko_single")];
  if (answer.options.third_place) options.push(t("systems.ko_third_place"));
  return [
    el("h4", {}, t("systems.ko_bracket")),
    el("p", { className: "note" }, t("systems.ko_note", { options: options.join(", "), count: answer.seeds.length })),
    rounds === null ? null : el("p", { className: "note" }, t("systems.ko_rounds", { rounds })),
    answer.champion !== null ? el("p", { className: "champion" }, t("systems.ko_winner", { name: names.get(answer.champion) })) : null,
    ...[...stages.values()].map(({ stage, matches }) => el("section", { className: "stage" },
      el("h5", {}, stage), el("ol", { className: "matches" }, ...matches.map((match) => matchItem(match, names))))),
  ];
}

/** The knockout's result in the standings panel: places from the bracket, no Swiss points. */
export function knockoutStandings(standings, doc) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const ratings = new Map(doc.players.map((p) => [p.id, p.rating]));
  if (!standings.finished) {
    return [el("p", { className: "note" }, t("systems.ko_under_way", { count: standings.left.length,
      names: standings.left.map((id) => names.get(id)).join(", ") }))];
  }
  return [
    el("table", { className: "standings" },
      el("caption", {}, t("systems.ko_final")),
      el("thead", {}, el("tr", {}, ...[t("standings.place"), t("standings.name"), t("standings.rating"), t("round.column_result")]
        .map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, ...standings.places.map((row) => el("tr", {},
        el("td", { className: "num" }, row.first === row.last ? String(row.first) : `${row.first}-${row.last}`),
        el("td", {}, names.get(row.player)),
        el("td", { className: "num" }, ratings.get(row.player) ? String(ratings.get(row.player)) : t("standings.unrated")),
        el("td", {}, explanationText(row.result_words ?? {}, row.result)))))),
  ];
}
