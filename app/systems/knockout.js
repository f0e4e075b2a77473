// The knockout's own parts of the event's page: the bracket (byes, each match's games with their tie-break games, the
// third-place match, the winner) from the engine's `event_format_view` answer, and the places in the standings.
import { el } from "../dom.js";
import { resultText } from "../state.js";

function gameText(game, names) {
  const round = game.round === null ? "" : `round ${game.round}: `;
  const label = game.tiebreak ? "tie-break game, " : "";
  const result = resultText(game.result, "to play");
  return `${label}${round}${names.get(game.white)} – ${names.get(game.black)} ${result}`;
}

function matchItem(match, names) {
  const who = (id) => (id === null ? "to be decided" : id === 0 ? "bye" : names.get(id));
  const children = [el("span", { className: "pairing" }, `${who(match.top)} v ${who(match.bottom)}`)];
  if (match.bye) {
    children.push(el("span", { className: "note" }, ` — ${names.get(match.winner)} goes through with a bye`));
  } else if (match.games.length) {
    children.push(el("ul", { className: "games" }, ...match.games.map((game) => el("li", {}, gameText(game, names)))));
  }
  if (match.winner !== null && !match.bye) children.push(el("p", { className: "winner" }, `${names.get(match.winner)} wins`));
  return el("li", { className: "match", dataset: { match: match.key } }, ...children);
}

/** The bracket as the format view shows it. */
export function bracket(answer, names, rounds) {
  const stages = new Map();
  for (const match of answer.matches) {
    const key = `${match.side}-${match.bracket_round}-${match.stage}`;
    if (!stages.has(key)) stages.set(key, { stage: match.stage, matches: [] });
    stages.get(key).matches.push(match);
  }
  const options = [answer.options.double_elimination ? "double elimination" : "single elimination"];
  if (answer.options.third_place) options.push("third-place match");
  return [
    el("h4", {}, "Bracket"),
    el("p", { className: "note" }, `Knockout, ${options.join(", ")}; ${answer.seeds.length} players seeded by rating `
      + "(the top seeds get the byes). A drawn game is followed by a tie-break game in the next round with colours "
      + "reversed, until one is decisive."),
    rounds === null ? null : el("p", { className: "note" }, `Rounds: ${rounds}, counted as the bracket goes: those paired `
      + "and those still needed if no other game is drawn."),
    answer.champion !== null ? el("p", { className: "champion" }, `Winner: ${names.get(answer.champion)}`) : null,
    ...[...stages.values()].map(({ stage, matches }) => el("section", { className: "stage" },
      el("h5", {}, stage), el("ol", { className: "matches" }, ...matches.map((match) => matchItem(match, names))))),
  ];
}

/** The knockout's result in the standings panel: places from the bracket, no Swiss points. */
export function knockoutStandings(standings, doc) {
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const ratings = new Map(doc.players.map((p) => [p.id, p.rating]));
  if (!standings.finished) {
    return [el("p", { className: "note" }, `The knockout is under way: ${standings.left.length} players are still in `
      + `(${standings.left.map((id) => names.get(id)).join(", ")}). Places are given when it is over.`)];
  }
  return [
    el("table", { className: "standings" },
      el("caption", {}, "Final result of the knockout"),
      el("thead", {}, el("tr", {}, ...["Place", "Name", "Rating", "Result"].map((t) => el("th", { scope: "col" }, t)))),
      el("tbody", {}, ...standings.places.map((row) => el("tr", {},
        el("td", { className: "num" }, row.first === row.last ? String(row.first) : `${row.first}-${row.last}`),
        el("td", {}, names.get(row.player)),
        el("td", { className: "num" }, ratings.get(row.player) ? String(ratings.get(row.player)) : "unrated"),
        el("td", {}, row.result))))),
  ];
}
