// The rounds: "Pair round N" asks the engine (in its worker, so the page stays responsive), then each board
// shows White and Black with their scores before the round, floaters marked, the bye last and the engine's
// notes with their reasons. Results are entered by tapping a board's drop-down, or from the keyboard in the
// results bar (board number, then one key per result), or after finding a player by name; the bar always
// says how many results are missing. Correcting an earlier round keeps the rounds paired since (the engine
// says what follows from it): unpairing is the director's own choice, never a side effect.
import { capitalised, el, show, waitsForEngine } from "./dom.js";
import { language, number, points, t } from "./i18n.js";
import { activePlayers, latestRound, printedNumbers, roundComplete, roundViewOf } from "./model.js";
import { matchScoreText } from "./match-score.js";
import { gamesResult, parseGames, pairingSystemOf, pointSystemOf, totalRounds } from "./formats.js";
import { gameScoreCell, updateGameScores } from "./systems/magic_swiss.js";
import { manualMarks } from "./manual-marks.js";
import { playoffEngineName, playoffName, roundPhrase, roundTitle } from "./round-words.js";
import { seatWords } from "./seat-words.js";
import { ruleText } from "./rule-words.js";
import { noteText, saidText } from "./engine-text.js";
import { fillRows, showAllRows } from "./rows.js";
import { shownKey, shownSectionName } from "./sections.js";

const $ = (selector) => document.querySelector(selector);

// The results as arbiters write them (FIDE's notation is the same in every language; the words around it are not).
const RESULTS = [
  ["1-0", "round.result_white_wins"], ["1/2-1/2", "round.result_draw"], ["0-1", "round.result_black_wins"],
  ["+-", "round.result_white_forfeit"], ["-+", "round.result_black_forfeit"], ["--", "round.result_double_forfeit"],
];
const WIN_LOSS = new Set(["1-0", "0-1", "+-", "-+", "--"]);
const RESULT_KEYS = Object.fromEntries(RESULTS);
const resultLabel = (code) => (RESULT_KEYS[code] ? t(RESULT_KEYS[code]) : code);

// Win/loss scoring has no draw and no score notation to read: the choice is who won.
const WIN_LOSS_KEYS = {
  "1-0": "round.winner_white", "0-1": "round.winner_black", "+-": "round.winner_white_forfeit",
  "-+": "round.winner_black_forfeit", "--": "round.winner_none",
};
const winLossLabel = (code, white, black) => t(WIN_LOSS_KEYS[code], { white, black });

const openRounds = new Set();

// Without colours the first player (or the better-seeded team) is listed first; a game score is typed, not chosen.
const columns = (pairingSystem, words) => (pairingSystem.colours ? [words.Board, words.first, t("round.column_result"), words.second]
  : pairingSystem.game_score ? [words.Board, words.first, t("round.column_games"), words.second]
  : [words.Board, t("round.column_team"), t("round.column_winner"), t("round.column_team")]);

/** Board `boardNumber` (its place in the round, as the engine's operations name it) as printed: `printed`. */
function resultSelect(doc, roundNumber, boardNumber, board, names, state, printed = boardNumber) {
  const winLoss = !pointSystemOf(doc).draws;
  const choices = RESULTS.filter(([code]) => !winLoss || WIN_LOSS.has(code));
  const white = names.get(board.white);
  const black = names.get(board.black);
  const select = el("select", {
    ariaLabel: t("round.result_of", { round: roundPhrase(doc, roundNumber), board: seatWords(doc).board, number: String(printed),
      white, black }),
    dataset: { key: `result-${roundNumber}-${boardNumber}` },
  },
  el("option", { value: "" }, t("round.no_result_choice")),
  ...choices.map(([code]) => el("option", { value: code, selected: board.result === code },
    winLoss ? winLossLabel(code, white, black) : resultLabel(code))));
  if (board.result !== null && !choices.some(([code]) => code === board.result)) {
    select.append(el("option", { value: board.result, selected: true }, board.result));
  }
  // The drop-down outlives re-renders that change only results, so it reads the event as it is now.
  select.addEventListener("change", () => {
    const result = select.value === "" ? null : select.value;
    setResult(state.data.doc, roundNumber, boardNumber, result, null, names, state, () => {
      select.value = state.data.doc.rounds[roundNumber - 1].boards[boardNumber - 1].result ?? "";
    }, printed);
  });
  return select;
}

/** A Magic match's result is its game score (the engine checks it agrees with the match result). */
function gameScore(doc, roundNumber, boardNumber, board, names, state, printed = boardNumber) {
  const commit = (result, games) => setResult(state.data.doc, roundNumber, boardNumber, result, games, names, state, () => {},
    printed);
  const fail = (text) => state.set({ message: text, messageKind: "error" });
  return gameScoreCell(whereText(doc, roundNumber, printed), roundNumber, boardNumber,
    board, names, commit, fail);
}

/** Enter (or clear, with null) a board's result, `games` the game score where the system keeps one; `revert`
 * puts the control back when the engine refuses the change. In an earlier round the result is corrected and
 * the later rounds stay paired as they are; the engine's warning says so. */
async function setResult(doc, roundNumber, boardNumber, result, games, names, state, revert, printed = boardNumber) {
  const board = doc.rounds[roundNumber - 1].boards[boardNumber - 1];
  const shown = result === null ? t("round.no_result") : games ? t("round.games", { games: games.join("-") }) : resultLabel(result);
  const where = whereText(doc, roundNumber, printed);
  const what = t("round.result_entered", { where: capitalised(where), white: names.get(board.white),
    black: names.get(board.black), result: shown });
  const operation = { op: "set_result", round: roundNumber, board: boardNumber, result, ...(games ? { games } : {}) };
  const earlier = roundNumber < doc.rounds.length;
  const corrected = board.result !== null && earlier;
  // A round before the latest one paired: its players' scores, and so the standings, change, but the rounds paired
  // since stay as they are (the engine never pairs again by itself), so the director confirms first.
  if (earlier && !window.confirm(pastChange(doc, roundNumber, printed, board, shown, names))) {
    revert();
    state.set({ message: t("round.nothing_changed", { where }), messageKind: "info" });
    return false;
  }
  const done = await state.apply([operation], corrected ? t("round.result_corrected", { what }) : what);
  if (!done) revert();
  return done;
}

/** The question asked before a result of an earlier round changes: what it changes, and what it does not. */
function pastChange(doc, roundNumber, boardNumber, board, shown, names) {
  const paired = doc.rounds.length;
  const before = board.result === null ? t("round.no_result") : resultLabel(board.result);
  const round = roundPhrase(doc, roundNumber);
  const later = roundNumber + 1 === paired ? t("round.later_one_stays", { round: roundPhrase(doc, paired) })
    : t("round.later_rounds_stay", { from: roundNumber + 1, to: paired });
  return t("round.change_past_result", { Round: capitalised(round), round, board: seatWords(doc).board, number: String(boardNumber),
    white: names.get(board.white), black: names.get(board.black), before, after: shown.replace(/\.$/, ""), later });
}

/** The pair button's words: "Pair round 5", or in a playoff after the Swiss rounds (a Magic top cut) "Start the top
 * 8", then "Pair the top 4" and "Pair the final". */
function pairLabel(doc, next, total) {
  const swiss = doc.settings.rounds;
  if (!pairingSystemOf(doc).playoff || swiss === null || total === null || next <= swiss || next > total) {
    return t("round.pair_round", { round: next });
  }
  const left = 2 ** (total - next + 1);
  return next === swiss + 1 ? t("round.start_top", { size: left }) : left === 2 ? t("round.pair_final")
    : t("round.pair_top", { size: left });
}

function floatMark(own, other) {
  if (own > other) return el("abbr", { className: "float", title: t("round.float_down") }, " ↓");
  if (own < other) return el("abbr", { className: "float", title: t("round.float_up") }, " ↑");
  return null;
}

// A board changed by hand is followed by a row saying so, with the text of the change.
const byHand = (row, note) => (note ? [row, el("tr", { className: "manual-note" }, el("td", { colSpan: 4 }, note))] : [row]);

/** A board's row (and the note of a change by hand, if any); its players' names are kept for the name filter. */
function boardRow(board, index, printed, names, who, result, marks) {
  const row = el("tr", {
    className: marks.board(board) ? "by-hand" : "",
    dataset: { board: String(index + 1), names: searchable(`${names.get(board.white)} ${names.get(board.black)}`) },
  },
  el("td", { className: "num" }, String(printed)),
  el("td", { className: "white", dataset: { side: t("hall.white_short") } }, ...who(board.white, board.black)),
  el("td", {}, ...result(board, index)),
  el("td", { className: "black", dataset: { side: t("hall.black_short") } }, ...who(board.black, board.white)));
  return byHand(row, marks.board(board));
}

/** In a team event, the row above a match's first board naming its two teams (the first has White on board 1) and
 * the match's score as the engine counts it (`matchOf(m)`: match m's, 0-based, as the event stands now). */
function matchHead(doc, round, roundNumber, index, matchOf) {
  if (!round.teams) return [];
  const boards = doc.settings.options.boards;
  if (index % boards !== 0) return [];
  const names = new Map(doc.teams.list.map((team) => [team.id, team.name]));
  const m = index / boards;
  const [first, second] = round.teams.matches[m];
  return [el("tr", { className: "match-head" }, el("th", { colSpan: 4, scope: "rowgroup" },
    t("round.match_head", { match: m + 1, first: names.get(first), second: names.get(second) }),
    el("span", { className: "match-score", dataset: { key: `match-${roundNumber}-${m + 1}` } },
      headScore(matchOf(m), boards))))];
}

/** "round 3, board 12": where a result is entered. */
const whereText = (doc, roundNumber, printed) => t("round.where", { round: roundPhrase(doc, roundNumber), board: seatWords(doc).board,
  number: String(printed) });

const headScore = (match, boards) => {
  const text = matchScoreText(match, boards);
  return text && ` · ${text}`;
};

/** A name as the filter compares it: lower case, without accents (“jovic” finds Jović). */
const searchable = (text) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

function roundTable(doc, roundView, roundNumber, state) {
  const round = doc.rounds[roundNumber - 1];
  const { numbers } = roundView;
  const { scores, seeds, formats, absent: away } = roundView.rounds[roundNumber - 1];
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  names.set(null, t("round.no_player")); // a team event's board a line-up left empty
  const pairingSystem = pairingSystemOf(doc);
  const numbered = printedNumbers(roundView, roundNumber);
  const printed = (index) => numbered?.[index] ?? index + 1;
  // A playoff match shows the players' seeds, a bracket's no score; floaters only where players are paired by
  // their real score (not by a fixed schedule or bracket, nor in a round paired with Baku virtual points).
  const scored = pairingSystem.format_view !== "bracket";
  const floats = scored && !seeds && pairingSystem.manual_changes && !round.notes.some((n) => n.code === "acceleration");
  const who = (id, other) => (id === null ? [el("span", { className: "empty-board" }, t("round.no_player"))] : [
    el("span", { className: "pno" }, String(numbers.get(id))), ` ${names.get(id)} `,
    seeds ? el("span", { className: "score" }, t("round.seed", { seed: seeds.get(id) }))
      : scored ? el("span", { className: "score" }, `(${points(scores.get(id))})`) : null,
    floats && other !== null ? floatMark(scores.get(id), scores.get(other)) : null,
  ]);
  // Rows further down are built when the director scrolls to them, maybe after results were entered: they show the
  // results of the event as it is then (the boards stay: a change of boards draws the tables again).
  const result = (drawn, index) => {
    const latest = state.data.doc?.id === doc.id ? state.data.doc : doc;
    return resultCell(latest.rounds[roundNumber - 1]?.boards[index] ?? drawn, index);
  };
  // A board a team's line-up left empty keeps the forfeit pairing gave it: shown, not chosen.
  const resultCell = (board, index) => (board.white === null || board.black === null
    ? [el("span", { className: "fixed-result", dataset: { key: `result-${roundNumber}-${index + 1}` } },
      t("round.empty_board_result", { result: board.result }))]
    : pairingSystem.game_score
    ? gameScore(doc, roundNumber, index + 1, board, names, state, printed(index))
    : [formats.length ? el("abbr", { className: "format", title: formats[index] === "Bo3"
      ? t("round.best_of_three") : t("round.best_of_one") }, `${formats[index]} `) : null,
    resultSelect(doc, roundNumber, index + 1, board, names, state, printed(index))]);
  // Like the results, a match's score is the event's as it is when its row is built.
  const matchOf = (m) => {
    const now = state.data.doc?.id === doc.id ? roundViewOf(state.data) : null;
    return (now ?? roundView).rounds[roundNumber - 1]?.matches?.[m];
  };
  const marks = manualMarks(round, doc.settings.system);
  const byeRows = () => byHand(el("tr", { className: "bye" },
    el("td", { className: "num" }, ""),
    el("td", {}, el("span", { className: "pno" }, String(numbers.get(round.pab))), ` ${names.get(round.pab)} `,
      el("span", { className: "score" }, `(${points(scores.get(round.pab))})`)),
    el("td", {}, pairingSystem.game_score ? t("round.bye_match")
      : t("round.bye_points", { points: points(doc.settings.scoring.pab), count: doc.settings.scoring.pab / 10 })),
    el("td", {}, "")), marks.bye(round.pab));
  const items = round.pab === null ? round.boards : [...round.boards, null];
  // Who has no board and why, in the engine's words: "½-point bye, requested", "joins in round 3", "withdrawn".
  const absent = Object.entries(away ?? {}).map(([id, why]) => `${names.get(Number(id))} (${saidText(why)})`);
  const notes = round.notes.map(noteText);
  return [
    el("table", { className: "pairings", dataset: { round: String(roundNumber), system: doc.settings.system } },
      el("caption", {}, captionText(doc, round, roundNumber)),
      el("thead", {}, el("tr", {}, ...columns(pairingSystem, seatWords(doc)).map((t) => el("th", { scope: "col" }, t)))),
      fillRows(el("tbody"), items,
        (board, index) => (board === null ? byeRows()
          : [...matchHead(doc, round, roundNumber, index, matchOf), ...boardRow(board, index, printed(index), names, who, result, marks)]))),
    absent.length ? el("p", { className: "note" }, t("round.not_playing", { players: absent.join(", ") })) : null,
    notes.length && marks.list ? el("p", { className: "note" }, t("round.notes_before_changes")) : null,
    notes.length ? el("ul", { className: "notes" }, ...notes.map((text) => el("li", {}, ...ruleText(doc.settings.system, text))))
      : null,
    marks.list,
  ];
}

// What the tables show apart from the latest round's results, once per version of the event (the page renders on
// every change of its state, and this text is large in a large event).
const layouts = new WeakMap();
function layoutOf(doc) {
  if (!layouts.has(doc)) {
    const paired = doc.rounds.length;
    layouts.set(doc, JSON.stringify([doc.settings.scoring, doc.players, doc.rounds.map((round, index) => [
      round.pab, round.notes, round.manual,
      round.boards.map((board) => [board.white, board.black, index + 1 < paired ? board.result : null])])]));
  }
  return layouts.get(doc);
}

// The layout the tables on screen were drawn from (kept here, not in an attribute: it is megabytes at 2,000 players).
let drawnLayout = null;

export function renderRound(data, state) {
  const doc = data.doc;
  if (!doc) return;
  const paired = doc.rounds.length;
  const next = paired + 1;
  const total = totalRounds(doc);
  const button = $("#pair-button");
  const latestDone = paired === 0 || roundComplete(doc.rounds[paired - 1]);
  const active = activePlayers(doc, next).length;
  let why = "";
  if (total === null) why = t("round.set_rounds_first");
  else if (paired >= total) {
    why = playoffName(doc, total) ? t("round.is_paired", { round: capitalised(roundPhrase(doc, total)) })
      : t("round.all_paired", { count: total });
  }
  else if (!latestDone) why = t("round.enter_results_first", { round: roundPhrase(doc, paired), next: roundPhrase(doc, next) });
  else if (active < 2) why = pairingSystemOf(doc).participant_word === "team" ? t("round.add_two_teams") : t("round.add_two_players");
  const section = shownSectionName(data);
  button.textContent = section === null ? pairLabel(doc, next, total)
    : t("round.of_section", { what: pairLabel(doc, next, total), section });
  waitsForEngine(button, !data.engineReady || why !== "", data.busy);
  // While results are missing the results bar counts them; the button to pair the next round appears once
  // the round is complete. After the last round there is none to pair: a dead button would only take the
  // first screen's room from the final standings.
  button.hidden = !latestDone || (total !== null && paired >= total);
  button.title = why;
  $("#pair-hint").textContent = why;
  // Entering a result changes no board: the drop-downs are updated where they are, so one being used from the
  // keyboard is never replaced under the director's hands.
  const layout = layoutOf(doc);
  const view = $("#round-view");
  const roundView = roundViewOf(data);
  renderEntryBar(doc, roundView);
  if (!roundView) {
    // Until the engine has answered for this event, another event's (or section's) rounds must not stay on screen;
    // this event's, drawn from boards a change has since replaced (a merge, an undo), stay in sight but take no
    // click: a result chosen there would go to a game that is no longer on that board.
    if (view.dataset.event !== shownKey(data)) {
      drawnLayout = null;
      show(view);
    } else {
      view.inert = drawnLayout !== layout;
    }
    return;
  }
  view.inert = false;
  if (drawnLayout === layout && view.dataset.event === shownKey(data) && view.dataset.language === language()) {
    updateResults(doc, roundView, view);
    return;
  }
  drawnLayout = layout;
  view.dataset.event = shownKey(data);
  view.dataset.language = language();
  const views = [];
  for (let number = paired; number >= 1; number -= 1) {
    const { name } = roundView.rounds[number - 1];
    if (number === paired) {
      views.push(el("section", { className: "round" }, el("h4", {}, roundHeading(doc, number, name)),
        ...roundTable(doc, roundView, number, state), unpairButton(doc, number, state)));
    } else {
      // An earlier round's table is built when the director opens it: at 2,000 players, building every round's
      // first rows at each opening of the event holds the page for a second.
      const details = el("details", { open: openRounds.has(number) },
        el("summary", {}, t("round.earlier_round", { round: roundHeading(doc, number, name) })));
      const fill = () => {
        if (details.childElementCount > 1) return;
        details.append(...roundTable(doc, roundView, number, state).filter((part) => part !== null));
        // Built from the event as drawn; its results are those of the event as it is now.
        const now = roundViewOf(state.data);
        if (state.data.doc?.id === doc.id && now) updateResults(state.data.doc, now, details);
      };
      if (details.open) fill();
      details.addEventListener("toggle", () => {
        if (details.open) fill();
        if (details.open) openRounds.add(number);
        else openRounds.delete(number);
      });
      views.push(details);
    }
  }
  show(view, ...views);
  applyFilter(doc);
}

/** Unpairing the latest round is the director's own choice: asked here, with the results it would drop said
 * first (Undo brings them back). */
function unpairButton(doc, number, state) {
  return el("button", {
    type: "button", className: "unpair secondary",
    onclick: () => {
      const entered = state.data.doc.rounds[number - 1].boards.filter((board) => board.result !== null).length;
      const question = entered ? t("round.unpair_with_results", { round: roundPhrase(doc, number), count: entered })
        : t("round.unpair_question", { round: roundPhrase(doc, number) });
      if (!window.confirm(question)) return;
      state.apply([{ op: "unpair_latest", discard_results: entered > 0 }], t("round.unpaired", { round: roundTitle(doc, number) }));
    },
  }, t("round.unpair", { round: roundPhrase(doc, number) }));
}

function updateResults(doc, roundView, view) {
  // The controls found in one walk of the view: a query per board walks the whole view once per board, which at
  // 2,000 boards blocks the page for seconds.
  const controls = new Map([...view.querySelectorAll("[data-key]")].map((control) => [control.dataset.key, control]));
  updateGameScores(doc, controls);
  doc.rounds.forEach((round, index) => {
    round.boards.forEach((board, boardIndex) => {
      const select = controls.get(`result-${index + 1}-${boardIndex + 1}`);
      if (select && document.activeElement !== select) select.value = board.result ?? "";
    });
  });
  const boards = doc.settings.options.boards;
  roundView.rounds.forEach(({ matches }, index) => (matches ?? []).forEach((match, m) => {
    const score = controls.get(`match-${index + 1}-${m + 1}`);
    if (score) score.textContent = headScore(match, boards);
  }));
  doc.rounds.forEach((round, index) => {
    const caption = view.querySelector(`table[data-round="${index + 1}"] caption`);
    if (caption) caption.textContent = captionText(doc, round, index + 1);
  });
}

const captionText = (doc, round, number) => {
  const entered = round.boards.filter((b) => b.result !== null).length;
  return t("round.caption", { round: roundTitle(doc, number), boards: boardCount(doc, round.boards.length), entered,
    total: round.boards.length });
};

// The results bar: the count of missing results, a board number then one key per result, and a filter on the
// players' names. It works on the latest round; earlier rounds are corrected in their own tables.
const ENTRY_KEYS = { 1: "1-0", "=": "1/2-1/2", "½": "1/2-1/2", 0: "0-1", "+": "+-", "-": "-+", "−": "-+" };

const unitOf = (doc) => seatWords(doc).board;
// "12 boards", "1 table", "3 matches": a count of the event's places, as a plural entry of the engine's word.
const BOARD_COUNTS = { board: "round.count_boards", table: "round.count_tables", match: "round.count_matches" };
const boardCount = (doc, count) => t(BOARD_COUNTS[pairingSystemOf(doc).board_word] ?? "round.count_boards", { count });
// A round's heading: its title, or a round a system names of itself ("Round 3: Final" in a knockout).
const roundHeading = (doc, number, name) => (name && name !== playoffEngineName(doc, number)
  ? t("round.named_round", { round: number, name }) : roundTitle(doc, number));
// "Round 4 is paired.", "Quarter-finals are paired.".
const PAIRED = { "Quarter-finals": "round.paired_quarter_finals", "Semi-finals": "round.paired_semi_finals",
  Final: "round.paired_final" };
const pairedText = (doc, number) => (PAIRED[playoffEngineName(doc, number)] ? t(PAIRED[playoffEngineName(doc, number)])
  : t("round.is_paired", { round: roundTitle(doc, number) }));

function entryBar() {
  const input = (id, properties = {}) => el("input", { id, type: "text", autocomplete: "off", spellcheck: false, ...properties });
  return el("form", { id: "result-entry", className: "result-entry", noValidate: true, ariaLabel: t("round.enter_results"),
    hidden: true },
    el("p", { id: "results-missing", className: "missing", role: "status" }),
    el("div", { className: "entry-fields" },
      el("label", { htmlFor: "entry-board", id: "entry-board-label" }, t("round.seat_board_title")),
      input("entry-board", { inputMode: "numeric", size: 4, dataset: { key: "entry-board" } }),
      el("label", { htmlFor: "entry-result", id: "entry-result-label" }, t("round.column_result")),
      input("entry-result", { size: 6, dataset: { key: "entry-result" } }),
      el("label", { htmlFor: "entry-filter", id: "entry-filter-label" }, t("round.find_player")),
      input("entry-filter", { type: "search", dataset: { key: "entry-filter" } })),
    el("p", { id: "entry-hint", className: "hint", ariaLive: "polite" }));
}

/** The keys that enter a result, in the event's words. */
function keysHelp(doc, first, second) {
  if (pairingSystemOf(doc).game_score) {
    return t("round.keys_games", { first, second });
  }
  return t(pointSystemOf(doc).draws ? "round.keys_results" : "round.keys_results_no_draw", { first, second });
}

/** The boards of the latest round as printed: their numbers, in order. */
function latestNumbers(doc, roundView) {
  const round = latestRound(doc);
  return printedNumbers(roundView, round.number) ?? round.boards.map((_, index) => index + 1);
}

/** What the bar says about the board printed as `number` in the latest round ({board, place: its place in the
 * round, names, text}), or why there is no such board. */
function describeBoard(doc, number, roundView) {
  const round = latestRound(doc);
  const unit = unitOf(doc);
  const numbers = latestNumbers(doc, roundView);
  const place = numbers.indexOf(number) + 1;
  if (place === 0) {
    return { text: t("round.board_range", { round: roundTitle(doc, round.number), boards: seatWords(doc).boards, first: String(numbers[0]),
      last: String(numbers[numbers.length - 1]) }) };
  }
  const board = round.boards[place - 1];
  const names = new Map(doc.players.map((p) => [p.id, p.name]));
  const colours = pairingSystemOf(doc).colours;
  const words = seatWords(doc);
  const first = colours ? words.first : names.get(board.white);
  const second = colours ? words.second : names.get(board.black);
  const pair = { board: capitalised(unit), number: String(number), white: names.get(board.white), black: names.get(board.black) };
  const seats = colours ? t("round.board_coloured", { ...pair, first, second }) : t("round.board_uncoloured", pair);
  const now = board.result === null ? "" : ` ${t("round.result_now", { result: resultLabel(board.result) })}`;
  return { board, place, names, text: `${seats}${now} ${keysHelp(doc, first, second)}` };
}

function renderEntryBar(doc, roundView) {
  const bar = $("#result-entry");
  const round = latestRound(doc);
  bar.hidden = round === null || !pairingSystemOf(doc).plays_rounds;
  if (bar.hidden) return;
  const unit = unitOf(doc);
  $("#entry-board-label").textContent = capitalised(unit);
  $("#entry-result-label").textContent = t("round.column_result");
  $("#entry-filter-label").textContent = t("round.find_player");
  $("#result-entry").ariaLabel = t("round.enter_results");
  const numbers = latestNumbers(doc, roundView);
  const missing = round.boards.map((board, index) => (board.result === null ? numbers[index] : null)).filter((n) => n);
  const shown = missing.slice(0, 12).join(", ") + (missing.length > 12 ? ", …" : "");
  const words = seatWords(doc);
  $("#results-missing").textContent = missing.length
    ? t("round.results_missing", { round: roundTitle(doc, round.number), count: missing.length, total: round.boards.length,
      boards: missing.length === 1 ? words.board : words.boards, numbers: shown })
    : t("round.results_all_in", { round: roundTitle(doc, round.number) });
  $("#results-missing").dataset.missing = String(missing.length);
}

/** Show only the latest round's boards whose players' names hold the filter's text. */
function applyFilter(doc) {
  const round = latestRound(doc);
  const text = searchable($("#entry-filter").value.trim());
  const table = round && $(`#round-view table.pairings[data-round="${round.number}"]`);
  if (!table) return null;
  if (text !== "") showAllRows(table.tBodies[0]);
  let matching = 0;
  for (const row of table.tBodies[0].rows) {
    const match = text === "" || (row.dataset.names ?? "").includes(text);
    row.hidden = !match;
    if (match && row.dataset.names !== undefined) matching += 1;
  }
  return matching;
}

function setUpEntryBar(state) {
  $("#round-view").before(entryBar());
  const board = $("#entry-board");
  const key = $("#entry-result");
  const filter = $("#entry-filter");
  const hint = (text) => { $("#entry-hint").textContent = text; };
  const chosen = () => {
    const text = board.value.trim();
    return /^\d+$/.test(text) ? describeBoard(state.data.doc, Number(text), roundViewOf(state.data))
      : { text: text ? t("round.not_a_number", { text }) : "" };
  };
  $("#result-entry").addEventListener("submit", (event) => event.preventDefault());
  // Back in the board box, the next number replaces the last one.
  board.addEventListener("focus", () => board.select());
  board.addEventListener("input", () => {
    const { board: found, text } = chosen();
    hint(text);
    // A number no longer board starts with is complete: on to the result key at once.
    if (found && Number(board.value) * 10 > Math.max(...latestNumbers(state.data.doc, roundViewOf(state.data)))) key.focus();
  });
  board.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (chosen().board) key.focus();
  });
  const enter = async (result, games) => {
    const doc = state.data.doc;
    const number = Number(board.value);
    const { board: found, place, names } = chosen();
    if (!found) {
      hint(t("round.board_first", { board: unitOf(doc) }));
      board.focus();
      return;
    }
    // The next slip can be typed at once: the results are entered in order behind this one.
    board.value = "";
    key.value = "";
    board.focus();
    const done = await setResult(doc, doc.rounds.length, place, result, games, names, state, () => {}, number);
    hint(done ? state.data.message : t("round.not_entered", { reason: state.data.message }));
  };
  key.addEventListener("keydown", (event) => {
    if (event.key === "Escape" || (event.key === "Backspace" && key.value === "")) {
      event.preventDefault();
      board.focus();
      board.select();
    } else if (event.key === "Enter" && pairingSystemOf(state.data.doc).game_score) {
      event.preventDefault();
      const games = parseGames(key.value);
      if (games === null) hint(t("round.not_a_game_score", { text: key.value }));
      else enter(gamesResult(games), games);
    }
  });
  // One key is the result (read from the typed text, so a phone's keyboard works too).
  key.addEventListener("input", () => {
    const doc = state.data.doc;
    if (pairingSystemOf(doc).game_score) return;
    const typed = key.value.trim();
    const result = ENTRY_KEYS[typed];
    if (!result || (result === "1/2-1/2" && !pointSystemOf(doc).draws)) {
      key.value = "";
      if (typed) hint(`${t("round.not_a_result_key", { text: typed })} ${chosen().text}`);
      return;
    }
    enter(result, null);
  });
  filter.addEventListener("input", () => {
    const doc = state.data.doc;
    const matching = applyFilter(doc);
    if (matching === null) return;
    hint(filter.value.trim() ? t("round.filter_found", { boards: boardCount(doc, matching), total: latestRound(doc).boards.length,
      text: filter.value.trim() }) : "");
  });
  filter.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const round = latestRound(state.data.doc);
    const row = [...$(`#round-view table.pairings[data-round="${round.number}"]`).tBodies[0].rows]
      .find((r) => !r.hidden && r.dataset.names !== undefined);
    row?.querySelector("select, input")?.focus();
  });
  state.onEventChange(() => {
    for (const input of [board, key, filter]) input.value = "";
    hint("");
    openRounds.clear();
  });
}

export function setUpRound(state) {
  setUpEntryBar(state);
  const status = $("#pair-status");
  state.onEventChange(() => { status.textContent = ""; });
  $("#pair-button").addEventListener("click", async () => {
    const doc = state.data.doc;
    const section = shownSectionName(state.data);
    const round = doc.rounds.length + 1;
    const started = performance.now();
    const pairing = t("round.pairing", { round: roundPhrase(doc, round) });
    status.textContent = pairing;
    const tick = setInterval(() => {
      status.textContent = `${pairing} ${number((performance.now() - started) / 1000, 1)} s`;
    }, 250);
    try {
      const label = section === null ? t("round.paired_label", { round: roundTitle(doc, round) })
        : t("round.paired_section", { round: roundTitle(doc, round), section });
      const done = await state.apply([{ op: "pair_next" }], label, pairing);
      // One status line per fact: the line under the button says the round is paired (the label stays Undo's).
      if (done && state.data.message === label) state.set({ message: null });
      // The boards are in the page now; the next frame is when they are on screen. The measure from the engine's
      // answer to that frame is what the speed test reads (target: within 1 s for 100 players).
      if (done) {
        requestAnimationFrame(() => {
          performance.mark("round-shown");
          performance.measure(`round ${round}: engine answer to boards shown`, "engine-answer", "round-shown");
        });
      }
      // The director reads that the round is paired; how long it took is kept for the benchmarks (data-seconds).
      status.dataset.seconds = done ? ((performance.now() - started) / 1000).toFixed(2) : "";
      status.textContent = done ? pairedText(doc, round)
        : t("round.not_paired", { round: roundTitle(doc, round), reason: state.data.message });
    } finally {
      clearInterval(tick);
    }
  });
}
