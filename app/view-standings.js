// Standings after the completed rounds, from the engine's standings module: place (shared when every value
// is equal), name, rating (when the event has ratings), points and each tie-break of the event's list; under the
// table each column is said in words (read on a phone too, no hover needed); a value opens how it was computed.
import { el, show } from "./dom.js";
import { playoffView } from "./systems/magic_swiss.js";
import { stageView } from "./systems/cs_major.js";
import { knockoutStandings } from "./systems/knockout.js";
import { pairingSystemOf } from "./formats.js";
import { facts } from "./facts.js";
import { columnWords, countedPlayers, hasRatings, points } from "./standings-parts.js";
import { fillRows, unchanged } from "./rows.js";
import { tenths } from "./state.js";
import { columnText, ratingCard, showsRatingChanges } from "./rating-parts.js";
import { shownSectionName } from "./sections.js";

const $ = (selector) => document.querySelector(selector);

/** A round's part of a value as the value is shown: a percentage as a percentage (Magic's 54.17 %). */
const partText = (value, percent) => (value === null ? "—" : percent ? `${(value * 100).toFixed(2)} %` : String(value));

function explanation(row, tiebreak, names) {
  const detail = row.details[tiebreak.code];
  const percent = detail.text.endsWith("%");
  return el("div", { className: "explain", role: "note" },
    el("p", {}, `${row.name}, ${tiebreak.name}: ${detail.summary}; value ${detail.text}.`),
    detail.rounds.length ? el("ul", {}, ...detail.rounds.map((part) => el("li", { className: part.cut ? "cut" : "" },
      `Round ${part.round}${part.opponent ? ` against ${names.get(part.opponent) ?? `no. ${part.opponent}`}` : ""}: `
      + `${partText(part.value, percent)} (${part.note})`))) : null);
}

/** A value's button: it opens how the value was computed in a row under `tr` (another one open there closes). */
function valueButton(tr, row, tiebreak, names, columns) {
  return el("td", { className: "num" }, el("button", {
    type: "button", className: "link",
    ariaLabel: `${tiebreak.name} of ${row.name}: ${row.details[tiebreak.code].text}, show how it was computed`,
    onclick: () => {
      const open = tr.nextElementSibling?.dataset.explains === tiebreak.code ? tr.nextElementSibling : null;
      tr.parentElement.querySelectorAll(`tr[data-explains]`).forEach((other) => other.remove());
      if (open) return;
      tr.after(el("tr", { dataset: { explains: tiebreak.code } },
        el("td", { colSpan: columns }, explanation(row, tiebreak, names))));
    },
  }, row.details[tiebreak.code].text));
}

/** The team standings in the engine's order (the primary score, then the event's team tie-breaks, each value
 * opening how it was computed), and the board prizes: each board's players, best performance first. */
function teamStandings(standings) {
  const primary = standings.primary === "GP" ? "game points" : "match points";
  const shared = new Map();
  for (const row of standings.teams) shared.set(row.rank, (shared.get(row.rank) ?? 0) + 1);
  const names = new Map(standings.teams.map((row) => [row.number, row.name]));
  const headings = ["Place", "Team", "Match points", "Game points", "Played", "Won", "Drawn", "Lost"];
  const body = el("tbody", {}, ...standings.teams.map((row) => {
    const tr = el("tr", {},
      el("td", { className: "num" }, shared.get(row.rank) > 1 ? `${row.rank}=` : String(row.rank)),
      el("td", {}, row.name),
      el("td", { className: "num points" }, tenths(row.match_points)),
      el("td", { className: "num" }, tenths(row.game_points)),
      ...[row.played, row.won, row.drawn, row.lost].map((n) => el("td", { className: "num" }, String(n))));
    tr.append(...standings.tiebreaks.map((t) => valueButton(tr, row, t, names, headings.length + standings.tiebreaks.length)));
    return tr;
  }));
  const ties = standings.tiebreaks.map((t) => t.name.toLowerCase()).join(", ");
  return [el("table", { className: "standings team-standings" },
    el("caption", {}, `Team standings: ${primary}${ties ? `, then ${ties}` : ""}`),
    el("thead", {}, el("tr", {}, ...headings.map((text) => el("th", { scope: "col" }, text)),
      ...standings.tiebreaks.map((t) => el("th", { scope: "col" }, el("abbr", { title: t.name }, t.code))))),
    body),
  columnWords(standings.tiebreaks, facts.team_tiebreaks),
  shared.size < standings.teams.length ? el("p", { className: "note" }, "“=” marks a shared place: the score and every tie-break are equal.") : null,
  el("section", { className: "board-prizes", ariaLabel: "Board prizes" }, el("h4", {}, "Board prizes"),
    ...standings.boards.map((entry) => el("table", { className: "standings board-prize", dataset: { board: String(entry.board) } },
      el("caption", {}, `Board ${entry.board}: best performance first`),
      el("thead", {}, el("tr", {}, ...["Player", "Team", "Points", "Games", "Performance"]
        .map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, ...entry.players.map((p) => el("tr", {}, el("td", {}, p.name), el("td", {}, p.team),
        el("td", { className: "num" }, tenths(p.points)), el("td", { className: "num" }, String(p.games)),
        el("td", { className: "num" }, p.performance)))))))];
}

/** One player's row: place, name (a Magic drop said), rating where the event has ratings, points, and each
 * tie-break as a button that opens how it was computed in the row below. */
function standingsRow(row, { player, place, tiebreaks, magic, rated, names, ratings, state }) {
  const name = player ? player.name : row.name;
  const columns = (rated ? 4 : 3) + (ratings ? 1 : 0) + tiebreaks.length;
  const tr = el("tr", {},
    el("td", { className: "num" }, place),
    // MTR standings show who dropped: they stay ranked but play no more (and are left out of a top cut).
    el("td", {}, name, magic && player?.withdrawn_round != null
      ? el("span", { className: "dropped" }, ` (dropped after round ${player.withdrawn_round - 1})`) : null),
    rated ? el("td", { className: "num" }, player?.rating ? String(player.rating) : "unrated") : null,
    el("td", { className: "num points" }, points(row.points)));
  if (ratings) tr.append(ratingButton(tr, name, player, ratings[String(row.tpn)], names, columns, state));
  tr.append(...tiebreaks.map((tiebreak) => valueButton(tr, { ...row, name }, tiebreak, names, columns)));
  return tr;
}

/** A player's rating change as a button that opens the player's rating card in a row under `tr`, where the
 * director may set the player's K factor. */
function ratingButton(tr, name, player, change, names, columns, state) {
  const setK = player ? (k) => state.apply([{ op: "edit_player", player: player.id, changes: { k } }],
    k === null ? `${name}'s K factor is derived again.` : `${name}'s K factor is ${k}.`) : null;
  return el("td", { className: "num" }, el("button", {
    type: "button", className: "link",
    ariaLabel: `Rating change of ${name}: ${columnText(change)}, show the rating card`,
    onclick: () => {
      const open = tr.nextElementSibling?.dataset.explains === "rating" ? tr.nextElementSibling : null;
      tr.parentElement.querySelectorAll(`tr[data-explains]`).forEach((other) => other.remove());
      if (open) return;
      tr.after(el("tr", { dataset: { explains: "rating" } }, el("td", { colSpan: columns },
        ratingCard(name, player?.rating, change, names, player, setK))));
    },
  }, columnText(change)));
}

/** The switch of the rating-change column, for an event with ratings; it changes the event's setting. */
function ratingSwitch(doc, state) {
  const input = el("input", { type: "checkbox", checked: Boolean(doc.settings.rating_changes),
    onchange: () => state.apply([{ op: "update_settings", rating_changes: input.checked }],
      input.checked ? "Rating changes shown with the standings." : "Rating changes hidden.") });
  return el("p", { className: "rating-switch" }, el("label", {}, input, " Show FIDE rating changes (B.02)"));
}

/** The engine's team table: place (shared when every value is equal), team, points of the counted players, the
 * team tie-break, and who counted (a team short of players says so). */
export function teamScores(teams) {
  if (!teams) return null;
  const shared = new Map();
  for (const team of teams.teams) shared.set(team.rank, (shared.get(team.rank) ?? 0) + 1);
  if (!teams.teams.length) {
    return el("section", { className: "team-scores" }, el("h4", {}, "Team scores"),
      el("p", { className: "note" }, "No player names a club, school or team yet."));
  }
  return el("section", { className: "team-scores" }, el("h4", {}, "Team scores"),
    el("table", { className: "standings" },
      el("caption", {}, `Team scores: the best ${teams.best} of each team count; ties: ${teams.tiebreak_text}`),
      el("thead", {}, el("tr", {}, ...["Place", "Team", "Points"].map((t) => el("th", { scope: "col" }, t)),
        ...teams.columns.map((c) => el("th", { scope: "col" }, el("abbr", { title: c.name }, c.heading))),
        el("th", { scope: "col" }, "Counted"))),
      el("tbody", {}, ...teams.teams.map((team) => el("tr", {},
        el("td", { className: "num" }, shared.get(team.rank) > 1 ? `${team.rank}=` : String(team.rank)),
        el("td", {}, team.team), el("td", { className: "num points" }, points(team.points)),
        ...teams.columns.map((c) => el("td", { className: "num" }, points(team.values[c.key]))),
        el("td", {}, countedPlayers(team, teams.best)))))),
    el("ul", { className: "column-words", ariaLabel: "What the team columns mean" },
      ...teams.columns.map((c) => el("li", {}, el("strong", {}, c.heading), `: ${c.name}`))));
}

export function renderStandings(data, state) {
  const doc = data.doc;
  if (!doc) return;
  const view = $("#standings-view");
  const standings = data.standings;
  // Drawn again only for new standings from the engine, not on every change of the page's state.
  if (unchanged(view, standings, doc.settings.rating_changes)) return;
  if (standings === null) {
    show(view, el("p", { className: "note" }, "Standings appear when every result of round 1 is in."));
    return;
  }
  if (standings.pending) {
    show(view, el("p", { className: "note" }, "Working out the standings…"));
    return;
  }
  if (standings.error) {
    show(view, el("p", { className: "alert", role: "alert" }, `The standings could not be computed: ${standings.error}`));
    return;
  }
  if (standings.places) {
    show(view, ...knockoutStandings(standings, doc));
    return;
  }
  // A team event's own standings list its teams; a players' event's "teams" are its school team scores.
  if (Array.isArray(standings.teams)) {
    show(view, ...teamStandings(standings));
    return;
  }
  if (standings.stage) {
    show(view, ...stageView(standings.stage, new Map(doc.players.map((p) => [p.id, p.name]))));
    return;
  }
  const byNumber = new Map(doc.players.map((p) => [standings.numbers[String(p.id)], p]));
  const names = new Map([...byNumber].map(([number, p]) => [number, p.name]));
  // Magic standings are the Swiss rounds' (the engine says how many); the top cut follows as a bracket.
  // Before a top cut the standings are the Swiss rounds' in match points (Magic: MTR 3.1).
  const magic = Boolean(pairingSystemOf(doc).playoff);
  const after = magic ? standings.rounds : standings.after;
  const final = doc.settings.rounds !== null && after === doc.settings.rounds;
  const rated = hasRatings(doc);
  const ratings = showsRatingChanges(doc, standings) ? standings.ratings : null;
  const section = shownSectionName(data);
  const shared = new Map();
  for (const row of standings.standings) shared.set(row.rank, (shared.get(row.rank) ?? 0) + 1);
  const body = fillRows(el("tbody"), standings.standings, (row) => standingsRow(row, {
    player: byNumber.get(row.tpn), place: shared.get(row.rank) > 1 ? `${row.rank}=` : String(row.rank),
    tiebreaks: standings.tiebreaks, magic, rated, names, ratings, state,
  }));
  show(view, rated && standings.ratings ? ratingSwitch(doc, state) : null, el("table", { className: "standings" },
    el("caption", {}, `${final ? `Final ${magic ? "Swiss standings" : "standings"} after ${after} rounds` : `${magic ? "Swiss standings" : "Standings"} after round ${after}`}`
      + (section === null ? "" : ` · ${section}`)
      + (magic ? ": match points, then opponents' match-win %, game-win %, opponents' game-win %" : "")),
    el("thead", {}, el("tr", {}, ...["Place", "Name", rated ? "Rating" : null, magic ? "Match points" : "Points",
      ratings ? "Rating change" : null].filter((t) => t !== null).map((t) => el("th", { scope: "col" }, t)),
    ...standings.tiebreaks.map((t) => el("th", { scope: "col" }, el("abbr", { title: t.name }, t.code))))),
    body),
  columnWords(standings.tiebreaks),
  shared.size < standings.standings.length ? el("p", { className: "note" }, "“=” marks a shared place: points and every tie-break are equal.") : null,
  teamScores(standings.teams),
  standings.playoff ? playoffView(standings.playoff, new Map(doc.players.map((p) => [p.id, p.name]))) : null);
}
