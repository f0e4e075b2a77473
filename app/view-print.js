// Print views: pairings by board, pairings by name, result slips, standings, prize winners and the wall chart. The director picks
// a view (and a round) in the Print form; the page shows that view in #print-view and calls window.print(). In print
// only #print-view is printed, black on white whatever the screen's scheme (app/print.css). Every table's first
// heading row carries the event's name, what is printed with its round, and the date, and repeats on every page.
// The sheets speak the event's language (its players read them), whatever the director's: what the engine answers for
// a sheet is asked for first, then the sheet is drawn at once inside i18n.js inLanguage, whose language holds only
// while a drawing runs without awaiting.
import { el, show } from "./dom.js";
import { resultText } from "./state.js";
import { compareNames, eventLanguage, inLanguage, points as pointsText, prepareLanguage, t } from "./i18n.js";
import { completeRounds, eventFinished, hasPrizeGroups, prizesOf, printedBoard, readRoundView, roundViewOf } from "./model.js";
import { hasSections, sectionViews, viewName, wholeOf } from "./sections.js";
import { pairingSystemOf, pointSystemOf } from "./formats.js";
import { allRows, wallchartColumns, wallchartLegend, wallchartTable, wallchartWhat } from "./wallchart-table.js";
import { countedPlayers, points, schoolColumn, valueText } from "./standings-parts.js";
import { columnText, showsRatingChanges } from "./rating-parts.js";
import { printedLink, roundSections, sectionQr } from "./round-qr.js";
import { seatsByName } from "./round-link.js";
import { roundCard } from "./round-card.js";
import { matchScoreText } from "./match-score.js";
import { roundPhrase, roundTitle } from "./round-words.js";
import { seatWords } from "./seat-words.js";
import { saidText } from "./engine-text.js";

const $ = (selector) => document.querySelector(selector);

// Each view's label is a catalogue key, said when the menu is drawn (in the language of that moment).
export const PRINT_VIEWS = {
  board: { label: "print.view_board", round: true },
  name: { label: "print.view_name", round: true },
  slips: { label: "print.view_slips", round: true },
  standings: { label: "print.view_standings", round: false },
  prizes: { label: "print.view_prizes", round: false },
  wallchart: { label: "print.view_wallchart", round: false },
  team_pairings: { label: "print.view_team_pairings", round: true, teams: true },
  match_cards: { label: "print.view_match_cards", round: true, teams: true },
};

/** A print view's label: "Pairings by board" names the event's place ("Pairings by table" in a Magic event). */
const viewLabel = (doc, what) => (what === "board" ? boardLabel(doc) : t(PRINT_VIEWS[what].label));


/** The event's name on a sheet, with the section's in an event with sections. */
function sheetName(doc) {
  const section = viewName(doc);
  return `${doc.name || t("print.no_name")}${section === null ? "" : ` · ${section}`}`;
}

const pad = (n) => String(n).padStart(2, "0");
/** Today's date, year first: read the same way in every country. */
function today() {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The heading row every printed table starts with (in <thead>, so it repeats on every page). */
function titleRow(doc, what, columns) {
  return el("tr", { className: "sheet-title" }, el("th", { colSpan: columns, scope: "colgroup" },
    el("span", { className: "sheet-event" }, sheetName(doc)), " · ",
    el("span", { className: "sheet-what" }, what), " · ",
    el("span", { className: "sheet-date" }, today())));
}

function headings(...texts) {
  return el("tr", {}, ...texts.map(([text, className = ""]) => el("th", { scope: "col", className }, text)));
}

/** Who plays whom in round r: per player id, {board, colour, opponent} or {pab} or {absent: reason}. */
function roundPlaces(doc, roundView, r) {
  // Why a player has no board, in the engine's words ("½-point bye, requested", "joins in round 3", "withdrawn").
  const away = roundView.rounds[r - 1].absent ?? {};
  const round = doc.rounds[r - 1];
  const places = new Map();
  round.boards.forEach((board, index) => {
    const number = printedBoard(roundView, r, index);
    places.set(board.white, { board: number, colour: "White", opponent: board.black });
    places.set(board.black, { board: number, colour: "Black", opponent: board.white });
  });
  if (round.pab !== null) places.set(round.pab, { pab: true });
  for (const player of doc.players) {
    if (!places.has(player.id)) places.set(player.id, { absent: away[player.id] ? saidText(away[player.id]) : t("print.not_paired") });
  }
  return places;
}

function context(doc, roundView, r) {
  return {
    numbers: roundView.numbers,
    names: new Map(doc.players.map((p) => [p.id, p.name])),
    scores: roundView.rounds[r - 1].scores,
    pab: t("print.bye_points", { points: pointsText(doc.settings.scoring.pab), count: doc.settings.scoring.pab / 10 }),
  };
}

function byBoard(doc, roundView, r) {
  const round = doc.rounds[r - 1];
  const { numbers, names, scores, pab } = context(doc, roundView, r);
  const side = (id) => (id === null ? [el("td", {}, ""), el("td", { className: "name" }, t("round.no_player")), el("td", {}, "")]
    : [el("td", { className: "num" }, String(numbers.get(id))), el("td", { className: "name" }, names.get(id)),
      el("td", { className: "num" }, pointsText(scores.get(id)))]);
  const rows = round.boards.map((board, index) => el("tr", {},
    el("td", { className: "num" }, String(printedBoard(roundView, r, index))), ...side(board.white),
    el("td", { className: "result" }, resultText(board.result)), ...side(board.black)));
  if (round.pab !== null) {
    rows.push(el("tr", { className: "bye" }, el("td", {}, ""), ...side(round.pab), el("td", { className: "result" }, pab),
      el("td", { colSpan: 3 }, "")));
  }
  const places = roundPlaces(doc, roundView, r);
  const absent = doc.players.filter((p) => places.get(p.id).absent).sort((a, b) => numbers.get(a.id) - numbers.get(b.id));
  const words = seatWords(doc);
  return [
    el("table", { className: "sheet-table" }, el("thead", {}, titleRow(doc, t("print.title_board", { round: roundPhrase(doc, r) }), 8),
      headings([words.kind === "board" ? t("print.col_board_short") : words.Board, "num"], [t("print.col_number"), "num"],
        [words.first], [t("print.col_points"), "num"], [t("round.column_result"), "result"], [t("print.col_number"), "num"],
        [words.second], [t("print.col_points"), "num"])),
    el("tbody", {}, ...rows)),
    absent.length ? el("p", { className: "sheet-note" }, t("print.not_paired_in", { round: roundPhrase(doc, r),
      players: absent.map((p) => `${p.name} (${places.get(p.id).absent})`).join(", ") })) : null,
  ];
}

// A player's seat in the round as the round's link names it: board, colour (or "bye") and name.
const seatKey = (board, colour, name) => `${board ?? ""}|${colour}|${name}`;

/** A round too large for one QR code a phone reads is given as one link per run of names (round-qr.js): each run's
 * code, and the run of each seat (seatKey -> its index); null where one code holds the round. */
async function nameRuns(doc, roundView, r) {
  const sections = await roundSections(doc, roundView, r);
  if (sections.length < 2) return null;
  const runOf = new Map(seatsByName(roundCard(doc, roundView, r)).map((seat, index) => [
    seatKey(seat.board, seat.colour, seat.name), sections.findIndex((section) => index >= section.from && index < section.to)]));
  return { sections, runOf };
}

/** A run's QR code with the names it is for, its link in data-link (what a phone opens). */
function runFigure(doc, r, section) {
  const qr = sectionQr(doc, r, section);
  return qr ? el("figure", { className: "sheet-qr run-qr", dataset: { link: section.link, first: section.first, last: section.last } },
    qr, el("figcaption", {}, t("print.run_caption", { first: section.first, last: section.last, board: seatWords(doc).board })))
    : null;
}

function byName(doc, roundView, r, runs) {
  const { numbers, names, scores, pab } = context(doc, roundView, r);
  const places = roundPlaces(doc, roundView, r);
  const round = doc.rounds[r - 1];
  const players = [...doc.players].sort((a, b) => compareNames(a.name, b.name) || numbers.get(a.id) - numbers.get(b.id));
  // Where colours mean nothing (a Magic table) the sheet has no colour column.
  const words = seatWords(doc);
  const colour = (text) => (words.white ? [el("td", {}, text)] : []);
  const rows = players.map((player) => {
    const place = places.get(player.id);
    const start = [el("td", { className: "name" }, player.name), el("td", { className: "num" }, String(numbers.get(player.id))),
      el("td", { className: "num" }, pointsText(scores.get(player.id)))];
    if (place.board === undefined) {
      return el("tr", {}, ...start, el("td", { className: "num" }, ""), ...colour(""),
        el("td", { colSpan: 2 }, place.pab ? pab : place.absent));
    }
    const result = round.boards[place.board - 1].result;
    return el("tr", {}, ...start, el("td", { className: "num" }, String(place.board)),
      ...colour(place.colour === "White" ? words.first : words.second),
      el("td", { className: "name" }, `${numbers.get(place.opponent)} ${names.get(place.opponent)}`),
      el("td", { className: "result" }, resultText(result)));
  });
  if (runs) besideRuns(doc, players, rows, places, runs, r);
  return [el("table", { className: `sheet-table${runs ? " with-runs" : ""}` }, el("thead", {},
    titleRow(doc, t("print.title_name", { round: roundPhrase(doc, r) }), (runs ? 8 : 7) - (words.white ? 0 : 1)),
    headings([t("print.col_name")], [t("print.col_number"), "num"], [t("print.col_points"), "num"], [words.Board, "num"],
      ...(words.white ? [[t("print.col_colour")]] : []), [t("print.col_opponent")], [t("round.column_result"), "result"],
      ...(runs ? [[t("print.col_scan"), "run"]] : []))),
  el("tbody", {}, ...rows))];
}

/** Each run's QR code beside its names: a cell spanning the run's rows, on its first. A player without a seat (not
 * playing this round) is in the run of the names before. */
function besideRuns(doc, players, rows, places, { sections, runOf }, r) {
  let run = 0;
  const runs = players.map((player) => {
    const place = places.get(player.id);
    const key = place.board !== undefined ? seatKey(place.board, place.colour, player.name)
      : place.pab ? seatKey(null, "bye", player.name) : null;
    run = key === null ? run : runOf.get(key) ?? run;
    return run;
  });
  runs.forEach((own, index) => {
    if (index > 0 && runs[index - 1] === own) return;
    let span = 1;
    while (runs[index + span] === own) span += 1;
    rows[index].append(el("td", { className: "run", rowSpan: span }, runFigure(doc, r, sections[own])));
  });
}

function slips(doc, roundView, r) {
  const { numbers, names, scores } = context(doc, roundView, r);
  const round = doc.rounds[r - 1];
  const winLoss = !pointSystemOf(doc).draws;
  const words = seatWords(doc);
  // A Magic match is reported by its game score: the games each player won, and the drawn games.
  const choices = pairingSystemOf(doc).game_score
    ? [t("print.slip_games_of", { side: words.first }), t("print.slip_games_of", { side: words.second }), t("print.slip_drawn")]
    : winLoss ? [t("print.slip_wins", { side: words.first }), t("print.slip_wins", { side: words.second })]
      : [t("round.result_white_wins"), t("round.result_draw"), t("round.result_black_wins")];
  const player = (colour, id) => el("p", { className: "slip-player" }, el("span", { className: "slip-colour" }, colour),
    el("span", { className: "name" }, `${numbers.get(id)} ${names.get(id)}`), el("span", { className: "slip-score" },
      `(${pointsText(scores.get(id))})`));
  return [el("div", { className: "slips" }, ...round.boards.map((board, index) => el("div", { className: "slip" },
    el("p", { className: "slip-head" }, el("span", { className: "sheet-event" }, sheetName(doc)),
      el("span", { className: "sheet-what" }, `${roundTitle(doc, r)} · ${words.Board} ${printedBoard(roundView, r, index)}`),
      el("span", { className: "sheet-date" }, today())),
    player(words.first, board.white), player(words.second, board.black),
    el("p", { className: "slip-result" }, t("print.slip_result"), ...choices.map((text) => el("span", { className: "box" }, text))),
    el("p", { className: "slip-sign" }, el("span", {}, t("print.signature", { side: words.first })),
      el("span", {}, t("print.signature", { side: words.second }))))))];
}

const FORFEITS_FLIPPED = { "+-": "-+", "-+": "+-", "--": "--" };
/** A board's result read from Black's side (a match card lists the first team's player first, whatever colour). */
const flipped = (result) => (result === null ? null
  : FORFEITS_FLIPPED[result] ?? result.split("-").reverse().join("-"));

/** A team round's matches as the engine paired them: each match's two teams and its boards, every board's players
 * told apart by its colours. */
function teamMatches(doc, r) {
  const round = doc.rounds[r - 1];
  const teams = new Map(doc.teams.list.map((team) => [team.id, team]));
  const boards = doc.settings.options.boards;
  return round.teams.matches.map(([first, second], m) => ({ match: m + 1, first: teams.get(first), second: teams.get(second),
    // The first team's player has White on odd boards (C.04.6 §1.6), even where a line-up left a board empty.
    boards: round.boards.slice(m * boards, (m + 1) * boards).map((board, k) => (k % 2 === 0
      ? { first: board.white, firstColour: "White", second: board.black, secondColour: "Black", result: board.result }
      : { first: board.black, firstColour: "Black", second: board.white, secondColour: "White",
        result: flipped(board.result) })) }));
}

/** The matches of round r with their scores as the engine counts them (blank while no board has a result: a
 * sheet printed before the round is filled in by hand). */
function teamPairings(doc, roundView, r) {
  const round = doc.rounds[r - 1];
  const scores = roundView.rounds[r - 1].matches;
  const boards = doc.settings.options.boards;
  const rows = teamMatches(doc, r).map((match, m) => el("tr", {},
    el("td", { className: "num" }, String(match.match)), el("td", { className: "name" }, match.first.name),
    el("td", { className: "result" }, matchScoreText(scores[m], boards)), el("td", { className: "name" }, match.second.name)));
  const bye = round.teams.pab === null ? null : doc.teams.list.find((team) => team.id === round.teams.pab);
  if (bye) rows.push(el("tr", { className: "bye" }, el("td", {}, ""), el("td", { className: "name" }, bye.name),
    el("td", { className: "result" }, t("print.bye")), el("td", {}, "")));
  return [el("table", { className: "sheet-table" }, el("thead", {},
    titleRow(doc, t("print.title_team_pairings", { round: roundPhrase(doc, r) }), 4),
    headings([t("print.col_match"), "num"], [t("print.col_team")], [t("print.col_score"), "result"], [t("print.col_team")])),
  el("tbody", {}, ...rows))];
}

/** One card a match: both teams, each board's players with their colours and a box for the result, the match
 * score, and the signatures of both captains and the arbiter. */
function matchCards(doc, roundView, r) {
  const scores = roundView.rounds[r - 1].matches;
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  names.set(null, t("print.empty_board")); // a board a line-up left empty
  const words = seatWords(doc);
  const colour = (side) => (side === "White" ? words.first : words.second);
  return [el("div", { className: "match-cards" }, ...teamMatches(doc, r).map((match, m) => el("table", {
    className: "sheet-table match-card", ariaLabel: t("print.match_card", { round: r, match: match.match }) },
  el("thead", {}, titleRow(doc, `${t("round.title", { round: r })} · ${t("round.match_head", { match: match.match,
    first: match.first.name, second: match.second.name })}`, 6),
    headings([t("print.col_board_short"), "num"], [match.first.name], [t("print.col_colour")], [t("round.column_result"), "result"],
      [t("print.col_colour")], [match.second.name])),
  el("tbody", {}, ...match.boards.map((board, index) => el("tr", {},
    el("td", { className: "num" }, String(index + 1)), el("td", { className: "name" }, names.get(board.first)),
    el("td", {}, colour(board.firstColour)), el("td", { className: "result box" }, resultText(board.result)),
    el("td", {}, colour(board.secondColour)), el("td", { className: "name" }, names.get(board.second)))),
  el("tr", { className: "match-total" }, el("td", { colSpan: 3 }, t("print.match_score")),
    el("td", { className: "result box" }, scores[m].to_play ? "-" : matchScoreText(scores[m], doc.settings.options.boards)),
    el("td", { colSpan: 2 }, ""))),
  el("tfoot", {}, el("tr", { className: "match-sign" },
    el("td", { colSpan: 2 }, t("print.captain", { team: match.first.name })), el("td", { colSpan: 2 }, t("print.arbiter")),
    el("td", { colSpan: 2 }, t("print.captain", { team: match.second.name })))))))];
}


function standingsSheet(doc, standings) {
  const codes = standings.tiebreaks.map((t) => t.code);
  const names = new Map(doc.players.map((p) => [standings.numbers[String(p.id)], p.name]));
  const shared = new Map();
  for (const row of standings.standings) shared.set(row.rank, (shared.get(row.rank) ?? 0) + 1);
  // With a playoff the standings are the rounds before it (the engine says how many); the playoff is not in them.
  const after = pairingSystemOf(doc).playoff ? standings.rounds : standings.after;
  const final = doc.settings.rounds !== null && after === doc.settings.rounds;
  const what = t(final ? "print.standings_final" : "print.standings_after", { round: after });
  const ratings = showsRatingChanges(doc, standings) ? standings.ratings : null;
  return [el("table", { className: "sheet-table" }, el("thead", {}, titleRow(doc, what, 5 + (ratings ? 1 : 0) + codes.length),
    headings([t("standings.place"), "num"], [t("print.col_number"), "num"], [t("print.col_name")], [t("standings.rating"), "num"],
      [t("print.col_points"), "num"], ...(ratings ? [[t("standings.rating_change"), "num"]] : []),
      ...codes.map((code) => [code, "num"]))),
  el("tbody", {}, ...standings.standings.map((row) => el("tr", {},
    el("td", { className: "num" }, `${row.rank}${shared.get(row.rank) > 1 ? "=" : ""}`),
    el("td", { className: "num" }, String(row.tpn)), el("td", { className: "name" }, names.get(row.tpn) ?? row.name),
    el("td", { className: "num" }, row.rating ? String(row.rating) : ""), el("td", { className: "num" }, points(row.points)),
    ratings ? el("td", { className: "num" }, columnText(ratings[String(row.tpn)])) : null,
    ...codes.map((code) => el("td", { className: "num" }, valueText(row.details[code].text))))))),
  teamSheet(doc, standings.teams, t(final ? "print.team_scores_final" : "print.team_scores_after", { round: after }))];
}

/** The combined list of prize winners, group by group in the director's order, as the engine gave it. */
function prizesSheet(doc, prizes) {
  const { answer } = prizes;
  const rounds = answer.parts[0]?.rounds;
  const what = eventFinished(doc) ? t("print.prizes_final", { count: rounds }) : t("print.prizes_after", { round: rounds });
  const shared = answer.winners.some((w) => w.shared);
  return [el("table", { className: "sheet-table" }, el("thead", {}, titleRow(doc, what, 5),
    headings([t("print.col_group")], [t("print.col_prize"), "num"], [t("print.col_name")], [t("print.col_points"), "num"],
      [t("standings.place"), "num"])),
  el("tbody", {}, ...answer.winners.map((award) => el("tr", {},
    el("td", {}, award.section ? `${award.section}: ${award.group}` : award.group),
    el("td", { className: "num" }, award.shared ? t("print.place_shared", { place: award.place }) : award.place),
    el("td", { className: "name" }, award.name), el("td", { className: "num" }, points(award.points)),
    el("td", { className: "num" }, String(award.rank)))))),
  el("p", { className: "sheet-note" }, [t(answer.parts[0]?.one_per_player ? "print.one_prize_each" : "print.prize_every_group"),
    t("print.place_note"), shared ? t("print.shared_note") : null].filter((text) => text !== null).join(" "))];
}

/** The engine's team table under the standings, when the event has team scores. */
function teamSheet(doc, teams, what) {
  if (!teams || !teams.teams.length) return null;
  const shared = new Map();
  for (const team of teams.teams) shared.set(team.rank, (shared.get(team.rank) ?? 0) + 1);
  return el("table", { className: "sheet-table" }, el("thead", {},
    titleRow(doc, t("print.team_best", { what, best: teams.best }), 4 + teams.columns.length),
    headings([t("standings.place"), "num"], [t("print.col_team")], [t("print.col_points"), "num"],
      ...teams.columns.map((c) => [schoolColumn(c, teams.best).heading, "num"]), [t("standings.counted")])),
  el("tbody", {}, ...teams.teams.map((team) => el("tr", {},
    el("td", { className: "num" }, `${team.rank}${shared.get(team.rank) > 1 ? "=" : ""}`),
    el("td", { className: "name" }, team.team), el("td", { className: "num" }, points(team.points)),
    ...teams.columns.map((c) => el("td", { className: "num" }, points(team.values[c.key]))),
    el("td", {}, countedPlayers(team, teams.best))))));
}

function wallchartSheet(doc, chart) {
  const columns = wallchartColumns(chart);
  const what = `${t("print.view_wallchart")}, ${wallchartWhat(chart)}`;
  const table = wallchartTable(chart, [titleRow(doc, what, columns)], allRows);
  // Many columns need a smaller type to stay within the page's width.
  table.classList.add(columns > 18 ? "many-columns" : "few-columns");
  return [table, wallchartLegend(chart)];
}

/** Which views the event can print now, and why not the others. */
function unavailable(doc, standings, what, prizes) {
  if (PRINT_VIEWS[what].round && !pairingSystemOf(doc).plays_rounds) return t("print.why_arena");
  if (PRINT_VIEWS[what].round && doc.rounds.length === 0) return t("print.why_no_round");
  if (PRINT_VIEWS[what].teams && !doc.teams) return t("print.why_not_teams");
  if (what === "standings" && (!standings || standings.error)) return t("standings.none_yet");
  if (what === "standings" && standings.pending) return t("print.why_standings_pending");
  if (what === "standings" && !Array.isArray(standings.standings)) return t("print.why_standings_system");
  if (what === "prizes" && !hasPrizeGroups(wholeOf(doc).event)) return t("print.why_no_prize_groups");
  if (what === "prizes" && (!prizes || prizes.error)) return prizes?.error ?? t("print.why_prizes_pending");
  if (what === "wallchart" && doc.players.length === 0) return t("print.why_no_players");
  if (what === "wallchart" && !pairingSystemOf(doc).wall_chart) return t("print.why_no_wallchart");
  return null;
}

/** The round's links under its pairings: its whole link where it fits in one QR code, else its runs of names. */
async function roundLinks(doc, roundView, round) {
  const link = await printedLink(doc, roundView, round);
  return { link, runs: link === null ? await nameRuns(doc, roundView, round) : null };
}

/** The round's link as a QR code under its pairings, where it fits in one: players scan it for their boards on
 * their phones. A round too large for one is given by runs of names: each run's code, under its names. */
function linkFigure(doc, round, { link, runs }) {
  const qr = link === null ? null : sectionQr(doc, round, { link, section: null });
  if (qr) return el("figure", { className: "sheet-qr" }, qr, el("figcaption", {}, t("print.scan_round", { round: roundPhrase(doc, round) })));
  return runs ? el("div", { className: "sheet-runs" }, el("p", {}, t("print.find_code", { board: seatWords(doc).board })),
    ...runs.sections.map((section) => runFigure(doc, round, section))) : null;
}

let shown = null; // {what, round, doc, standings, prizes}: the view on screen, redrawn when the event, its standings or prizes change

/** The sheets of `what` for every section that has them, one after another (each starts a page in print), each
 * with its own round view and standings from the engine. */
async function everySection(state, what, round) {
  const parts = [];
  for (const doc of sectionViews(state.data.event)) {
    if (unavailable(doc, { standings: [] }, what) || (PRINT_VIEWS[what].round && doc.rounds.length < round)) continue;
    const roundView = PRINT_VIEWS[what].round ? readRoundView(doc, await state.actions.roundView(doc)) : null;
    const standings = what === "standings" && completeRounds(doc) > 0
      ? { ...(await state.actions.standingsOf(doc)), after: completeRounds(doc) } : null;
    if (what === "standings" && standings === null) continue;
    parts.push(await sheet(state, what, round, doc, roundView, standings));
  }
  return parts.length ? el("div", { className: "sheets" }, ...parts)
    : inEventLanguage(state, () => el("p", { className: "note" }, t("print.no_section_sheet")));
}

/** `draw()` in the language of the event's players (its catalogue loaded ahead by showView). */
const inEventLanguage = (state, draw) => inLanguage(eventLanguage(state.data.event), draw);

function build(state, what, round) {
  // The prize winners are one list across the sections already.
  if (hasSections(state.data.event) && what !== "prizes" && $("#print-sections").value === "every") {
    return everySection(state, what, round);
  }
  return sheet(state, what, round, state.data.doc, roundViewOf(state.data), state.data.standings);
}

async function sheet(state, what, round, doc, roundView, standings) {
  // What the sheet needs from the engine or made asynchronously, first.
  const asked = {
    board: () => roundLinks(doc, roundView, round),
    name: () => nameRuns(doc, roundView, round),
    wallchart: () => state.actions.wallchartSheet(doc),
  }[what];
  const given = asked ? await asked() : null;
  const content = {
    board: () => [...byBoard(doc, roundView, round), linkFigure(doc, round, given)],
    name: () => byName(doc, roundView, round, given),
    slips: () => slips(doc, roundView, round),
    standings: () => standingsSheet(doc, standings),
    prizes: () => prizesSheet(doc, prizesOf(state.data)),
    wallchart: () => wallchartSheet(doc, given),
    team_pairings: () => teamPairings(doc, roundView, round),
    match_cards: () => matchCards(doc, roundView, round),
  }[what];
  return inEventLanguage(state, () => el("div", { className: `sheet sheet-${what}`, dataset: { view: what } }, ...content()));
}

async function showView(state, what, round) {
  const view = $("#print-view");
  shown = { what, round, doc: state.data.doc, standings: state.data.standings, prizes: state.data.prizes };
  const sections = !hasSections(state.data.event) ? null : $("#print-sections").value === "every" ? t("print.every_section")
    : viewName(shown.doc);
  const parts = [viewLabel(shown.doc, what), PRINT_VIEWS[what].round ? roundPhrase(shown.doc, round) : null, sections];
  $("#print-view-title").textContent = t("print.view_title", { what: parts.filter((part) => part !== null).join(", ") });
  try {
    // Words that do not load leave the sheet in the director's language, never without words.
    await prepareLanguage(eventLanguage(state.data.event)).catch(() => {});
    show($("#print-sheet"), await build(state, what, round));
  } catch (error) {
    show($("#print-sheet"), el("p", { className: "alert", role: "alert" }, t("print.failed", { reason: error.message })));
  }
  view.hidden = false;
}

export function renderPrintMenu(data, state) {
  const doc = data.doc;
  if (!doc) {
    if (shown) closeView();
    return;
  }
  const roundSelect = $("#print-round");
  // The menu offers only what this event can print: a team event's sheets in a team event only.
  const menu = $("#print-what");
  for (const option of menu.options) option.hidden = option.disabled = Boolean(PRINT_VIEWS[option.value].teams && !doc.teams);
  if (menu.selectedOptions[0]?.hidden) menu.value = "board";
  for (const option of menu.options) option.textContent = viewLabel(doc, option.value);
  const what = menu.value;
  const rounds = doc.rounds.map((_, index) => String(index + 1));
  const current = [...roundSelect.options].map((option) => option.value);
  if (current.join() !== rounds.join()) {
    const keep = rounds.includes(roundSelect.value) && roundSelect.value !== current[current.length - 1];
    const chosen = keep ? roundSelect.value : rounds[rounds.length - 1];
    show(roundSelect, ...rounds.map((r) => el("option", { value: r, selected: r === chosen }, roundTitle(doc, Number(r)))));
  }
  roundSelect.disabled = !PRINT_VIEWS[what].round || rounds.length === 0;
  $("#print-sections-field").hidden = !hasSections(data.event);
  if (hasSections(data.event)) $("#print-sections").options[0].textContent = t("print.section_only", { section: viewName(doc) });
  const why = unavailable(doc, data.standings, what, prizesOf(data));
  // The round views print the engine's pairing numbers and scores: they wait for its answer on this event.
  const waiting = !roundViewOf(data);
  $("#print-go").disabled = why !== null || !data.engineReady || waiting;
  $("#print-hint").textContent = why ?? "";
  if (shown && !waiting && (shown.doc !== doc || shown.standings !== data.standings || shown.prizes !== data.prizes)) {
    if (shown.doc.id !== doc.id || unavailable(doc, data.standings, shown.what, prizesOf(data))
      || (PRINT_VIEWS[shown.what].round && shown.round > doc.rounds.length)) closeView();
    else showView(state, shown.what, shown.round);
  }
}

// "Pairings by board", "Pairings by table" in a Magic event.
const boardLabel = (doc) => t("print.view_board", { board: seatWords(doc).board });

function closeView() {
  shown = null;
  $("#print-view").hidden = true;
  show($("#print-sheet"));
}

export function setUpPrint(state) {
  const what = $("#print-what");
  show(what, ...Object.entries(PRINT_VIEWS).map(([value, view]) => el("option", { value },
    t(view.label, { board: t("round.seat_board") }))));
  what.addEventListener("change", () => renderPrintMenu(state.data, state));
  $("#print-sections").addEventListener("change", () => renderPrintMenu(state.data, state));
  $("#print-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    await showView(state, what.value, Number($("#print-round").value));
    $("#print-view-title").focus();
    window.print();
  });
  $("#print-again").addEventListener("click", () => window.print());
  $("#print-close").addEventListener("click", () => {
    closeView();
    $("#print-go").focus();
  });
}
