// The hall screen: the current round's pairings in large type for a projector or a TV, with nothing to change.
// Boards first, then every player of the round by name (a player looks for their own name), one screenful at a
// time: a big event's pages follow one another every few seconds, and can be paused or turned by hand (the
// buttons, or the arrow keys and the space bar). Where boards and names together would take more than three minutes
// to come round, the screen shows the names alone, in columns in smaller type, so that a player who missed their
// name sees it again within three minutes. Results appear as they are entered. Beside the pairings the round's link
// as a QR code (app/round-qr.js); a round too large for one code has one per run of names, each beside its names.
// "Find my name" (app/find-name.js) holds the pages while a player reads their board. An event with sections shows
// each section's latest round in turn (its pages, then the next section's), and "Find my name" looks in all of them.
import { el, show } from "./dom.js";
import { resultText } from "./state.js";
import { eventLanguage, inLanguage, markLanguage, points as pointsText, t } from "./i18n.js";
import { readRoundView, roundViewOf } from "./model.js";
import { sectionViews, viewName } from "./sections.js";
import { roundOfTotal } from "./round-words.js";
import { seatWords } from "./seat-words.js";
import { boardNumber, seatsByName } from "./round-link.js";
import { roundCard } from "./round-card.js";
import { roundSections, sectionQr } from "./round-qr.js";
import { findName } from "./find-name.js";
import { matchScoreText } from "./match-score.js";

const $ = (selector) => document.querySelector(selector);
export const PAGE_SECONDS = 12;
// The longest a player waits for their name to come round again.
export const CYCLE_SECONDS = 180;

// The screen while it is open: {event, groups: per section shown, {doc (its view), round, card, sections (its runs of
// names' codes), matches, name}, pages (each of a group), page, timer, paused, finding}.
let hall = null;
// Each section's round view from the engine, for the sections not shown in the organiser's page.
const roundViews = new WeakMap(); // section view -> its round view
let askRoundView = null; // (section view) -> promise of the engine's round view of it

/** The round's rows: by board (number, White with points, result, Black with points, the bye last), and by name
 * (every player paired or given the bye, with their board and colour, and their opponent). */
function roundRows(card, words) {
  const name = (text) => text ?? t("round.no_player"); // a team event's board a line-up left empty
  const points = (value) => (value === null ? "" : pointsText(value));
  const boards = card.boards.map((board, index) => [String(boardNumber(board, index)), name(board.white),
    points(board.whitePoints), resultText(board.result), points(board.blackPoints), name(board.black)]);
  if (card.bye) boards.push(["", card.bye.name, points(card.bye.points), t("hall.bye"), "", ""]);
  const seats = seatsByName(card).map(({ name: who, board, colour, opponent }) => [who, board === null ? "" : String(board),
    words.white || board === null ? colour : "", board === null ? "" : name(opponent)]);
  return { boards, seats };
}

/** A team round's matches: number, the two teams and the match's score as the engine counts it (none in an
 * individual event). */
function matchRows(doc, roundView, number) {
  const matches = roundView?.rounds[number - 1]?.matches;
  if (!doc.teams || !matches) return [];
  const names = new Map(doc.teams.list.map((team) => [team.id, team.name]));
  return matches.map((match) => [String(match.match), names.get(match.teams[0]),
    matchScoreText(match, doc.settings.options.boards), names.get(match.teams[1])]);
}

const matchHeadings = () => [t("print.col_match"), t("print.col_team"), t("print.col_score"), t("print.col_team")];
const MATCH_CLASSES = ["num", "name", "result", "name"];
// In the event's words: a Magic table's player and opponent have no colours, so that column says only who has the bye.
const boardHeadings = (words) => [words.Board, words.first, t("print.col_points"), t("round.column_result"), t("print.col_points"),
  words.second];
const nameHeadings = (words) => [t("print.col_name"), words.Board, words.white ? t("print.col_colour") : t("hall.bye_heading"),
  t("print.col_opponent")];
const BOARD_CLASSES = ["num", "name", "num", "result", "num", "name"];
const NAME_CLASSES = ["name", "num", "", "name"];

function table(kind, caption, rows, doc) {
  const words = seatWords(doc);
  const [headings, classes] = kind === "board" ? [boardHeadings(words), BOARD_CLASSES]
    : kind === "match" ? [matchHeadings(), MATCH_CLASSES] : [nameHeadings(words), NAME_CLASSES];
  // A column of names on a dense page: name, board and colour (W or B), no opponent, so that more names fit across.
  const shown = kind === "column" ? 3 : headings.length;
  // A seat's colour is kept as the round's card says it (White, Black, bye) and said here in the screen's words.
  const colours = kind === "column" ? { White: t("hall.white_short"), Black: t("hall.black_short"), bye: t("hall.bye") }
    : { White: words.first, Black: words.second, bye: t("hall.bye") };
  const text = (value, i) => (kind !== "board" && kind !== "match" && i === 2 ? colours[value] ?? value : value);
  return el("table", { className: `hall-table by-${kind === "column" ? "name column" : kind}` },
    caption ? el("caption", {}, caption) : null,
    el("thead", {}, el("tr", {}, ...headings.slice(0, shown).map((text, i) => el("th", { scope: "col", className: classes[i] }, text)))),
    el("tbody", {}, ...rows.map((row) => el("tr", {}, ...row.slice(0, shown).map((value, i) => el("td", { className: classes[i] }, text(value, i)))))));
}

/** How many rows fill the screen below the headings, and how many columns of names fit across it, measured on a
 * row in this screen's own type. */
function measure(body, dense) {
  $("#hall-view").toggleAttribute("data-dense", dense);
  const probe = dense ? el("div", { className: "hall-columns" }, table("column", null, [["Name", "1", "White"]], hall.groups[0].doc))
    : table("board", t("hall.by_name"), [["1", "Name", "0", "1-0", "0", "Name"]], hall.groups[0].doc);
  show(body, el("p", { className: "hall-caption" }, t("hall.by_name")), probe);
  const row = probe.querySelector("tbody tr").getBoundingClientRect();
  const bottom = body.parentElement.getBoundingClientRect().bottom;
  const em = parseFloat(getComputedStyle(body).fontSize);
  return { rows: Math.max(3, Math.floor((bottom - row.top) / Math.max(row.height, 1))),
    columns: Math.max(1, Math.floor(body.getBoundingClientRect().width / (13 * em))) };
}

function paginate(rows, size, caption) {
  const pages = [];
  for (let start = 0; start < rows.length; start += size) {
    const last = Math.min(start + size, rows.length);
    pages.push({ caption: caption(start + 1, last, rows.length), rows: rows.slice(start, last) });
  }
  return pages;
}

/** The pages by name, `size` names a page. */
function namePages(seats, size) {
  return paginate(seats, size, (first, last, all) => {
    if (seats.length <= size) return t("hall.by_name");
    const from = seats[first - 1][0].charAt(0).toUpperCase();
    const to = seats[last - 1][0].charAt(0).toUpperCase();
    return t("hall.by_name_page", { letters: from === to ? from : `${from}-${to}`, first: String(first), last: String(last),
      total: String(all) });
  }).map((page, index) => ({ ...page, kind: "name", from: index * size, to: index * size + page.rows.length }));
}

function buildPages(group) {
  const { card, matches } = group;
  const sections = group.sections ?? [];
  const words = seatWords(group.doc);
  const { boards, seats } = roundRows(card, words);
  const body = $("#hall-body");
  const { rows: size } = measure(body, false);
  // A team round opens on its matches and their scores, then its boards and names.
  const byMatch = paginate(matches, size, (first, last) => (matches.length <= size ? t("hall.matches")
    : t("hall.matches_page", { first: String(first), last: String(last),
    total: String(matches.length) }))).map((page) => ({ ...page, kind: "match", from: 0, to: sections.length === 1 ? 1 : 0 }));
  const boardCount = card.boards.length;
  const byBoard = paginate(boards, size, (first, last) => (boards.length <= size ? t("hall.by_board", { board: words.board })
    : t("hall.by_board_page", { board: words.board, boards: words.boards, first: String(first),
      last: String(Math.min(last, boardCount)), total: String(boardCount) })));
  const pages = [...byMatch, ...byBoard.map((page) => ({ ...page, kind: "board", from: 0, to: sections.length === 1 ? 1 : 0 })),
    ...namePages(seats, size)];
  if (pages.length * PAGE_SECONDS <= CYCLE_SECONDS) {
    $("#hall-view").removeAttribute("data-dense");
    return pages;
  }
  const { rows, columns } = measure(body, true);
  return [...byMatch, ...namePages(seats, rows * columns).map((page) => ({ ...page, kind: "columns", size: rows }))];
}

function pageTable(shown) {
  const { doc } = shown.group;
  if (shown.kind !== "columns") return table(shown.kind, shown.caption, shown.rows, doc);
  const columns = [];
  for (let start = 0; start < shown.rows.length; start += shown.size) {
    columns.push(table("column", null, shown.rows.slice(start, start + shown.size), doc));
  }
  return [el("p", { className: "hall-caption" }, shown.caption), el("div", { className: "hall-columns" }, ...columns)];
}

// The screen speaks the event's language (its players read their organiser's), whatever the page's own is.
const drawPage = () => inLanguage(eventLanguage(hall.event), drawPageNow);

function drawPageNow() {
  const { pages, page } = hall;
  const shown = pages[page];
  const { doc, round, name } = shown.group;
  $("#hall-round").textContent = `${name === null ? "" : `${name} · `}${roundOfTotal(doc, round)}`;
  show($("#hall-body"), ...[pageTable(shown)].flat());
  $("#hall-page").textContent = t("hall.page", { page: String(page + 1), total: String(pages.length) });
  const many = pages.length > 1;
  for (const id of ["#hall-previous", "#hall-next", "#hall-pause"]) $(id).hidden = !many;
  $("#hall-pause").textContent = hall.paused ? t("hall.resume") : t("hall.pause");
  // The screen's fixed controls in the screen's language (the page's own words stand in index.html until then).
  $("#hall-previous").textContent = t("hall.previous");
  $("#hall-next").textContent = t("hall.next");
  $("#hall-fullscreen").textContent = t("hall.fullscreen");
  $("#hall-close").textContent = t("hall.close");
  $("#hall-link").setAttribute("aria-label", t("hall.link"));
  $("#hall-pause").setAttribute("aria-pressed", String(hall.paused));
  drawLink(shown);
}

/** The QR codes beside the page: the whole round's, or those of the sections whose names the page shows (a board
 * page of a round given in sections has none: each code is beside its names). */
function drawLink(shown) {
  const aside = $("#hall-link");
  const group = shown.group;
  const sections = (group.sections ?? []).filter((section) => section.from < shown.to && section.to > shown.from);
  aside.dataset.codes = String(sections.length);
  if (sections.length === 0) {
    show(aside, group.sections?.length > 1
      ? el("p", { className: "hall-caption" }, t("hall.code_beside_name")) : null);
    return;
  }
  show(aside, ...sections.map((section) => {
    const qr = sectionQr(group.doc, group.round, section);
    const words = section.section === null ? t("hall.scan")
      : t("hall.scan_names", { first: section.first, last: section.last, board: seatWords(group.doc).board });
    return qr ? el("figure", { className: "qr" }, qr, el("figcaption", {}, words)) : null;
  }));
}

function turn(step) {
  hall.page = (hall.page + step + hall.pages.length) % hall.pages.length;
  drawPage();
}

function restartTimer() {
  clearInterval(hall.timer);
  hall.timer = hall.paused || hall.finding || hall.pages.length < 2 ? null : setInterval(() => turn(1), PAGE_SECONDS * 1000);
}

/** The sections the screen shows: those with a round paired (the event itself without sections), each with its round
 * view where the engine has given it (the section shown on the organiser's page has it; the others are asked for,
 * and the screen drawn again when it comes). */
function groupsOf(data) {
  const shownView = roundViewOf(data);
  if (shownView) roundViews.set(data.doc, shownView);
  const views = sectionViews(data.event).filter((doc) => doc.rounds.length > 0);
  return views.map((doc) => {
    const roundView = roundViews.get(doc) ?? null;
    if (roundView === null && doc !== data.doc && askRoundView) {
      askRoundView(doc).then((answer) => {
        roundViews.set(doc, readRoundView(doc, answer));
        if (hall?.event === data.event) draw(data, { keepPage: true });
      }, () => {});
    }
    const round = doc.rounds.length;
    const before = hall.groups?.find((group) => group.doc === doc);
    return { doc, round, roundView, card: roundCard(doc, roundView, round), name: viewName(doc),
      sections: before?.roundView === roundView ? before.sections : null, matches: matchRows(doc, roundView, round) };
  });
}

const draw = (data, options) => inLanguage(eventLanguage(data.event), () => drawNow(data, options));

function drawNow(data, { keepPage }) {
  const event = data.event;
  markLanguage($("#hall-view"));
  $("#hall-title").textContent = event.name || t("print.no_name");
  // The page kept is the same page of the same section's same round.
  const kept = keepPage ? keptPage() : null;
  hall = { ...hall, event, groups: groupsOf(data) };
  paginateRound(kept);
  drawFind(hall.groups);
  for (const group of hall.groups) {
    if (group.sections !== null || group.roundView === null) continue;
    roundSections(group.doc, group.roundView, group.round).then((made) => {
      if (!hall?.groups.includes(group)) return;
      group.sections = made;
      paginateRound(keptPage());
    }, () => {});
  }
}

/** Where the screen is: the section, round and page within it, to come back to once the pages are made again. */
function keptPage() {
  const shown = hall.pages[hall.page];
  if (!shown) return null;
  return { name: shown.group.name, round: shown.group.round,
    index: hall.page - hall.pages.findIndex((page) => page.group === shown.group) };
}

function paginateRound(kept) {
  hall.pages = hall.groups.flatMap((group) => buildPages(group).map((page) => ({ ...page, group })));
  const first = kept ? hall.pages.findIndex((page) => page.group.name === kept.name && page.group.round === kept.round) : -1;
  const count = first < 0 ? 0 : hall.pages.filter((page) => page.group === hall.pages[first].group).length;
  hall.page = first < 0 ? 0 : first + Math.min(kept.index, count - 1);
  drawPage();
  restartTimer();
}

/** "Find my name" in the screen's head, across every section shown: while something is typed the pages hold and its
 * answers show instead. */
function drawFind(groups) {
  const typed = $("#hall-find")?.value ?? "";
  const seats = groups.flatMap((group) => seatsByName(group.card)
    .map((seat) => (group.name === null ? seat : { ...seat, section: group.name })));
  show($("#hall-search"), findName(seats, seatWords(groups[0].doc), { id: "hall-find", onFind: (finding) => {
    hall.finding = finding;
    $("#hall-body").hidden = finding;
    restartTimer();
  } }));
  if (typed) {
    $("#hall-find").value = typed;
    $("#hall-find").dispatchEvent(new Event("input"));
  }
}

function open(state) {
  hall = { event: null, groups: [], pages: [], page: 0, timer: null, paused: false, finding: false };
  document.body.dataset.hall = "open";
  $("#hall-view").hidden = false;
  draw(state.data, { keepPage: false });
  $("#hall-title").focus();
}

function close() {
  if (!hall) return;
  clearInterval(hall.timer);
  hall = null;
  delete document.body.dataset.hall;
  $("#hall-view").hidden = true;
  show($("#hall-body"));
  show($("#hall-search"));
  $("#hall-body").hidden = false;
  if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  $("#hall-open").focus();
}

/** The button that opens the screen, and the screen itself when the event changes under it (a result entered, a
 * round paired: the screen follows once the engine has given the round's view; another event opened, or no round
 * left: it closes). */
export function renderHall(data) {
  const doc = data.doc;
  const viewed = roundViewOf(data) !== null;
  if (doc !== null) {
    const paired = sectionViews(data.event).some((group) => group.rounds.length > 0);
    const why = doc.arena ? t("hall.why_arena") : !paired ? t("hall.why_not_paired") : viewed ? "" : t("hall.why_waiting");
    $("#hall-open").disabled = why !== "";
    $("#hall-hint").textContent = why;
  }
  if (!hall) return;
  if (doc === null || doc.id !== hall.event.id || sectionViews(data.event).every((group) => group.rounds.length === 0)) close();
  else if (data.event !== hall.event && viewed) draw(data, { keepPage: true });
}

export function setUpHall(state) {
  askRoundView = (doc) => state.actions.roundView(doc);
  $("#hall-open").addEventListener("click", () => open(state));
  $("#hall-close").addEventListener("click", close);
  $("#hall-previous").addEventListener("click", () => { turn(-1); restartTimer(); });
  $("#hall-next").addEventListener("click", () => { turn(1); restartTimer(); });
  $("#hall-pause").addEventListener("click", () => { hall.paused = !hall.paused; drawPage(); restartTimer(); });
  $("#hall-fullscreen").addEventListener("click", () => $("#hall-view").requestFullscreen?.().catch(() => {}));
  // The space bar pauses wherever the focus is on the screen (a button's own activation by space, on key up, is
  // held back); Enter still presses the focused button.
  $("#hall-view").addEventListener("keyup", (event) => { if (event.key === " ") event.preventDefault(); });
  $("#hall-view").addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.target.id === "hall-find") return; // letters typed to find a name
    
    const action = { Escape: close, ArrowRight: () => $("#hall-next").click(), ArrowLeft: () => $("#hall-previous").click(),
      " ": () => $("#hall-pause").click() }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  window.addEventListener("resize", () => { if (hall) draw(state.data, { keepPage: true }); });
}
