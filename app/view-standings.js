// Standings after the completed rounds, from the engine's standings module: place (shared when every value
// is equal), name, rating (when the event has ratings), points and each tie-break of the event's list; under the
// table each column is said in words (read on a phone too, no hover needed); a value opens how it was computed.
import { el, show } from "./dom.js";
import { playoffView } from "./systems/magic_swiss.js";
import { stageView } from "./systems/cs_major.js";
import { knockoutStandings } from "./systems/knockout.js";
import { pairingSystemOf } from "./formats.js";
import { facts } from "./facts.js";
import { columnWords, countedPlayers, hasRatings, points, schoolColumn, tiebreakName, valueText } from "./standings-parts.js";
import { schoolTiebreakText, teamTiebreakName } from "./fact-words.js";
import { fillRows, unchanged } from "./rows.js";
import { language, number, points as pointsText, t } from "./i18n.js";
import { columnText, ratingCard, showsRatingChanges } from "./rating-parts.js";
import { shownSectionName } from "./sections.js";
import { clausesText, workingText } from "./engine-text.js";
import { errorText } from "./state.js";

const $ = (selector) => document.querySelector(selector);

/** A round's part of a value as the value is shown: a percentage as a percentage (Magic's 54.17 %). */
const partText = (value, percent) => (value === null ? "—" : percent ? `${number(value * 100, 2)} %` : valueText(value));

/** A value's round lines, or null when it has none. */
function roundLines(rounds, names, percent) {
  return rounds.length ? el("ul", {}, ...rounds.map((part) => el("li", { className: part.cut ? "cut" : "" },
    t(part.opponent ? "standings.explain_round_against" : "standings.explain_round", { round: part.round,
      opponent: names.get(part.opponent) ?? t("standings.number", { number: String(part.opponent) }),
      value: partText(part.value, percent), note: clausesText(part.notes, part.note) })))) : null;
}

/** How a value was computed: its summary, then its round lines. A player's standings come without them (at 2,000
 * players they were most of the answer), so they are asked of the engine (`workingOf`) when the value is opened. */
function explanation(row, tiebreak, names, named, workingOf) {
  const detail = row.details[tiebreak.code];
  const percent = detail.text.endsWith("%");
  const summary = el("p", {}, t("standings.explain", { name: row.name, tiebreak: named,
    summary: workingText(detail), value: valueText(detail.text) }));
  if (detail.rounds) {
    return el("div", { className: "explain", role: "note" }, summary, roundLines(detail.rounds, names, percent));
  }
  const waiting = el("p", { className: "note" }, t("standings.working_rounds"));
  workingOf(row.tpn).then((working) => {
    const lines = roundLines(working.details[tiebreak.code].rounds, names, percent);
    if (lines) waiting.replaceWith(lines);
    else waiting.remove();
  }, (error) => waiting.replaceWith(el("p", { className: "alert", role: "alert" },
    t("standings.working_failed", { reason: errorText(error) }))));
  return el("div", { className: "explain", role: "note" }, summary, waiting);
}

/** A value's button: it opens how the value was computed in a row under `tr` (another one open there closes); a
 * team's (`team`) is named by the team tie-breaks' words. */
function valueButton(tr, row, tiebreak, names, columns, workingOf, team = false) {
  const named = team ? teamTiebreakName(tiebreak.code) : tiebreakName(tiebreak);
  return el("td", { className: "num" }, el("button", {
    type: "button", className: "link",
    ariaLabel: t(team ? "standings.team_value_button" : "standings.value_button", { tiebreak: named, name: row.name,
      value: valueText(row.details[tiebreak.code].text) }),
    onclick: () => {
      const open = tr.nextElementSibling?.dataset.explains === tiebreak.code ? tr.nextElementSibling : null;
      tr.parentElement.querySelectorAll(`tr[data-explains]`).forEach((other) => other.remove());
      if (open) return;
      tr.after(el("tr", { dataset: { explains: tiebreak.code } },
        el("td", { colSpan: columns }, explanation(row, tiebreak, names, named, workingOf))));
    },
  }, valueText(row.details[tiebreak.code].text)));
}

/** The team standings in the engine's order (the primary score, then the event's team tie-breaks, each value
 * opening how it was computed), and the board prizes: each board's players, best performance first. */
function teamStandings(standings) {
  const primary = standings.primary === "GP" ? t("standings.primary_game_points") : t("standings.primary_match_points");
  const shared = new Map();
  for (const row of standings.teams) shared.set(row.rank, (shared.get(row.rank) ?? 0) + 1);
  const names = new Map(standings.teams.map((row) => [row.number, row.name]));
  const headings = [t("standings.place"), t("standings.team"), t("standings.team_match_points"), t("standings.team_game_points"),
    t("standings.played"), t("standings.won"), t("standings.drawn"), t("standings.lost")];
  const body = el("tbody", {}, ...standings.teams.map((row) => {
    const tr = el("tr", {},
      el("td", { className: "num" }, shared.get(row.rank) > 1 ? `${row.rank}=` : String(row.rank)),
      el("td", {}, row.name),
      el("td", { className: "num points" }, pointsText(row.match_points)),
      el("td", { className: "num" }, pointsText(row.game_points)),
      ...[row.played, row.won, row.drawn, row.lost].map((n) => el("td", { className: "num" }, String(n))));
    const columns = headings.length + standings.tiebreaks.length;
    tr.append(...standings.tiebreaks.map((t) => valueButton(tr, row, t, names, columns, null, true)));
    return tr;
  }));
  // The names as a list after a colon, as they are: lower-cased in a sentence, German's nouns would be misspelt.
  const ties = standings.tiebreaks.map((tiebreak) => teamTiebreakName(tiebreak.code)).join(", ");
  return [el("table", { className: "standings team-standings" },
    el("caption", {}, ties ? t("standings.team_caption_ties", { primary, ties }) : t("standings.team_caption", { primary })),
    el("thead", {}, el("tr", {}, ...headings.map((text) => el("th", { scope: "col" }, text)),
      ...standings.tiebreaks.map((tiebreak) => el("th", { scope: "col" },
        el("abbr", { title: teamTiebreakName(tiebreak.code) }, tiebreak.code))))),
    body),
  columnWords(standings.tiebreaks, facts.team_tiebreaks),
  shared.size < standings.teams.length ? el("p", { className: "note" }, t("standings.shared_team_place")) : null,
  el("section", { className: "board-prizes", ariaLabel: t("standings.board_prizes") }, el("h4", {}, t("standings.board_prizes")),
    ...standings.boards.map((entry) => el("table", { className: "standings board-prize", dataset: { board: String(entry.board) } },
      el("caption", {}, t("standings.board_prize_caption", { board: entry.board })),
      el("thead", {}, el("tr", {}, ...[t("standings.player"), t("standings.team"), t("standings.points"), t("standings.games"),
        t("standings.performance")].map((text) => el("th", { scope: "col" }, text)))),
      el("tbody", {}, ...entry.players.map((p) => el("tr", {}, el("td", {}, p.name), el("td", {}, p.team),
        el("td", { className: "num" }, pointsText(p.points)), el("td", { className: "num" }, String(p.games)),
        el("td", { className: "num" }, p.performance)))))))];
}

/** One player's row: place, name (a Magic drop said), rating where the event has ratings, points, and each
 * tie-break as a button that opens how it was computed in the row below. */
function standingsRow(row, { player, place, tiebreaks, magic, rated, names, ratings, state, workingOf }) {
  const name = player ? player.name : row.name;
  const columns = (rated ? 4 : 3) + (ratings ? 1 : 0) + tiebreaks.length;
  const tr = el("tr", {},
    el("td", { className: "num" }, place),
    // MTR standings show who dropped: they stay ranked but play no more (and are left out of a top cut).
    el("td", {}, name, magic && player?.withdrawn_round != null
      ? el("span", { className: "dropped" }, ` ${t("standings.dropped", { round: player.withdrawn_round - 1 })}`) : null),
    rated ? el("td", { className: "num" }, player?.rating ? String(player.rating) : t("standings.unrated")) : null,
    el("td", { className: "num points" }, points(row.points)));
  if (ratings) {
    tr.append(ratingButton(tr, name, player, ratings[String(row.tpn)], { names, columns, state, tpn: row.tpn, workingOf }));
  }
  tr.append(...tiebreaks.map((tiebreak) => valueButton(tr, { ...row, name }, tiebreak, names, columns, workingOf)));
  return tr;
}

/** A player's rating change as a button that opens the player's rating card in a row under `tr`, where the
 * director may set the player's K factor. The standings give a change without its rated games, so the card is drawn
 * from the player's working (`workingOf`) when it is opened. */
function ratingButton(tr, name, player, change, { names, columns, state, tpn, workingOf }) {
  const setK = player ? (k) => state.apply([{ op: "edit_player", player: player.id, changes: { k } }],
    k === null ? t("standings.k_derived", { name }) : t("standings.k_set", { name, k })) : null;
  const card = (full) => ratingCard(name, player?.rating, full, names, player, setK);
  return el("td", { className: "num" }, el("button", {
    type: "button", className: "link",
    ariaLabel: t("standings.rating_button", { name, change: columnText(change) }),
    onclick: () => {
      const open = tr.nextElementSibling?.dataset.explains === "rating" ? tr.nextElementSibling : null;
      tr.parentElement.querySelectorAll(`tr[data-explains]`).forEach((other) => other.remove());
      if (open) return;
      const cell = el("td", { colSpan: columns }, change.rated_games ? card(change)
        : el("p", { className: "note" }, t("standings.working_rounds")));
      tr.after(el("tr", { dataset: { explains: "rating" } }, cell));
      if (change.rated_games) return;
      workingOf(tpn).then((working) => cell.replaceChildren(card(working.rating)),
        (error) => cell.replaceChildren(el("p", { className: "alert", role: "alert" },
          t("standings.working_failed", { reason: errorText(error) }))));
    },
  }, columnText(change)));
}

/** The switch of the rating-change column, for an event with ratings; it changes the event's setting. */
function ratingSwitch(doc, state) {
  const input = el("input", { type: "checkbox", checked: Boolean(doc.settings.rating_changes),
    onchange: () => state.apply([{ op: "update_settings", rating_changes: input.checked }],
      input.checked ? t("standings.rating_changes_shown") : t("standings.rating_changes_hidden")) });
  return el("p", { className: "rating-switch" }, el("label", {}, input, ` ${t("standings.show_rating_changes")}`));
}

/** The engine's team table: place (shared when every value is equal), team, points of the counted players, the
 * team tie-break, and who counted (a team short of players says so). */
export function teamScores(teams) {
  if (!teams) return null;
  const shared = new Map();
  for (const team of teams.teams) shared.set(team.rank, (shared.get(team.rank) ?? 0) + 1);
  const columns = teams.columns.map((column) => schoolColumn(column, teams.best));
  if (!teams.teams.length) {
    return el("section", { className: "team-scores" }, el("h4", {}, t("standings.team_scores")),
      el("p", { className: "note" }, t("standings.no_teams")));
  }
  return el("section", { className: "team-scores" }, el("h4", {}, t("standings.team_scores")),
    el("table", { className: "standings" },
      el("caption", {}, t("standings.team_scores_caption", { best: teams.best, ties: schoolTiebreakText(teams.tiebreak) })),
      el("thead", {}, el("tr", {}, ...[t("standings.place"), t("standings.team"), t("standings.points")]
        .map((text) => el("th", { scope: "col" }, text)),
        ...columns.map((c) => el("th", { scope: "col" }, el("abbr", { title: c.name }, c.heading))),
        el("th", { scope: "col" }, t("standings.counted")))),
      el("tbody", {}, ...teams.teams.map((team) => el("tr", {},
        el("td", { className: "num" }, shared.get(team.rank) > 1 ? `${team.rank}=` : String(team.rank)),
        el("td", {}, team.team), el("td", { className: "num points" }, points(team.points)),
        ...teams.columns.map((c) => el("td", { className: "num" }, points(team.values[c.key]))),
        el("td", {}, countedPlayers(team, teams.best)))))),
    el("ul", { className: "column-words", ariaLabel: t("standings.team_column_words") },
      ...columns.map((c) => el("li", {}, el("strong", {}, c.heading), `: ${c.name}`))));
}

// The standings' caption: final (after every round) or after a round, a Magic event's being the Swiss rounds'.
const CAPTIONS = { final_chess: "standings.caption_final", final_magic: "standings.caption_final_swiss",
  after_chess: "standings.caption_after", after_magic: "standings.caption_after_swiss" };

export function renderStandings(data, state) {
  const doc = data.doc;
  if (!doc) return;
  const view = $("#standings-view");
  const standings = data.standings;
  // Drawn again only for new standings from the engine, not on every change of the page's state.
  if (unchanged(view, standings, doc.settings.rating_changes, language())) return;
  if (standings === null) {
    show(view, el("p", { className: "note" }, t("standings.none_yet")));
    return;
  }
  if (standings.pending) {
    show(view, el("p", { className: "note" }, t("standings.working")));
    return;
  }
  if (standings.error) {
    show(view, el("p", { className: "alert", role: "alert" }, t("standings.failed", { reason: standings.error })));
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
  // A player's round lines, asked once for these standings (a failed question is asked again).
  const workings = new Map();
  const workingOf = (tpn) => {
    if (!workings.has(tpn)) {
      workings.set(tpn, state.actions.working(doc, tpn).catch((error) => {
        workings.delete(tpn);
        throw error;
      }));
    }
    return workings.get(tpn);
  };
  const body = fillRows(el("tbody"), standings.standings, (row) => standingsRow(row, {
    player: byNumber.get(row.tpn), place: shared.get(row.rank) > 1 ? `${row.rank}=` : String(row.rank),
    tiebreaks: standings.tiebreaks, magic, rated, names, ratings, state, workingOf,
  }));
  show(view, rated && standings.ratings ? ratingSwitch(doc, state) : null, el("table", { className: "standings" },
    el("caption", {}, t(CAPTIONS[`${final ? "final" : "after"}_${magic ? "magic" : "chess"}`], { count: after, round: after })
      + (section === null ? "" : ` · ${section}`)
      + (magic ? t("standings.magic_order") : "")),
    el("thead", {}, el("tr", {}, ...[t("standings.place"), t("standings.name"), rated ? t("standings.rating") : null,
      magic ? t("standings.match_points") : t("standings.points"), ratings ? t("standings.rating_change") : null]
      .filter((text) => text !== null).map((text) => el("th", { scope: "col" }, text)),
    ...standings.tiebreaks.map((tiebreak) => el("th", { scope: "col" },
      el("abbr", { title: tiebreakName(tiebreak) }, tiebreak.code))))),
    body),
  columnWords(standings.tiebreaks),
  shared.size < standings.standings.length ? el("p", { className: "note" }, t("standings.shared_place")) : null,
  teamScores(standings.teams),
  standings.playoff ? playoffView(standings.playoff, new Map(doc.players.map((p) => [p.id, p.name]))) : null);
}
