// The hall screen: the current round's pairings in large type for a projector or a TV, with nothing to change.
// Boards first, then every player of the round by name (a player looks for their own name), one screenful at a
// time: a big event's pages follow one another every few seconds, and can be paused or turned by hand (the
// buttons, or the arrow keys and the space bar). Results appear as they are entered. Beside the pairings, where it
// fits in a QR code, the round's link (app/round-link.js), which opens the round on a player's phone.
import { el, show } from "./dom.js";
import { resultText, tenths } from "./state.js";
import { roundViewOf } from "./model.js";
import { roundCard, seatsByName } from "./round-link.js";
import { roundQr } from "./round-qr.js";

const $ = (selector) => document.querySelector(selector);
export const PAGE_SECONDS = 12;

let hall = null; // {doc, round, pages, page, timer, paused}: the screen while it is open

/** The round's rows: by board (number, White with points, result, Black with points, the bye last), and by name
 * (every player paired or given the bye, with their board and colour). */
function roundRows(card) {
  const name = (text) => text ?? "no player"; // a team event's board a line-up left empty
  const points = (value) => (value === null ? "" : tenths(value));
  const boards = card.boards.map((board, index) => [String(index + 1), name(board.white), points(board.whitePoints),
    resultText(board.result), points(board.blackPoints), name(board.black)]);
  if (card.bye) boards.push(["", card.bye.name, points(card.bye.points), "bye", "", ""]);
  const seats = seatsByName(card).map(({ name: who, board, colour, opponent }) => [who, board === null ? "" : String(board),
    colour, board === null ? "" : name(opponent)]);
  return { boards, seats };
}

const BOARD_HEADINGS = ["Board", "White", "Pts", "Result", "Pts", "Black"];
const NAME_HEADINGS = ["Name", "Board", "Colour", "Opponent"];
const BOARD_CLASSES = ["num", "name", "num", "result", "num", "name"];
const NAME_CLASSES = ["name", "num", "", "name"];

function table(kind, caption, rows) {
  const [headings, classes] = kind === "board" ? [BOARD_HEADINGS, BOARD_CLASSES] : [NAME_HEADINGS, NAME_CLASSES];
  return el("table", { className: `hall-table by-${kind}` },
    el("caption", {}, caption),
    el("thead", {}, el("tr", {}, ...headings.map((text, i) => el("th", { scope: "col", className: classes[i] }, text)))),
    el("tbody", {}, ...rows.map((row) => el("tr", {}, ...row.map((text, i) => el("td", { className: classes[i] }, text))))));
}

/** How many rows fill the screen below the headings, measured on a row in this screen's own type. */
function rowsPerPage(body) {
  const probe = table("board", "By board", [["1", "Name", "0", "1-0", "0", "Name"]]);
  show(body, probe);
  const row = probe.tBodies[0].rows[0].getBoundingClientRect();
  const bottom = body.parentElement.getBoundingClientRect().bottom;
  return Math.max(3, Math.floor((bottom - row.top) / Math.max(row.height, 1)));
}

function paginate(rows, size, caption) {
  const pages = [];
  for (let start = 0; start < rows.length; start += size) {
    const last = Math.min(start + size, rows.length);
    pages.push({ caption: caption(start + 1, last, rows.length), rows: rows.slice(start, last) });
  }
  return pages;
}

function buildPages(card) {
  const { boards, seats } = roundRows(card);
  const size = rowsPerPage($("#hall-body"));
  const boardCount = card.boards.length;
  const byBoard = paginate(boards, size, (first, last) => (boards.length <= size ? "By board"
    : `By board: boards ${first}-${Math.min(last, boardCount)} of ${boardCount}`));
  const byName = paginate(seats, size, (first, last, all) => {
    if (seats.length <= size) return "By name";
    const from = seats[first - 1][0].charAt(0).toUpperCase();
    const to = seats[last - 1][0].charAt(0).toUpperCase();
    return `By name: ${from === to ? from : `${from}-${to}`} (${first}-${last} of ${all})`;
  });
  return [...byBoard.map((page) => ({ ...page, kind: "board" })), ...byName.map((page) => ({ ...page, kind: "name" }))];
}

function drawPage() {
  const { pages, page } = hall;
  const shown = pages[page];
  show($("#hall-body"), table(shown.kind, shown.caption, shown.rows));
  $("#hall-page").textContent = `Page ${page + 1} of ${pages.length}`;
  const many = pages.length > 1;
  for (const id of ["#hall-previous", "#hall-next", "#hall-pause"]) $(id).hidden = !many;
  $("#hall-pause").textContent = hall.paused ? "Resume" : "Pause";
  $("#hall-pause").setAttribute("aria-pressed", String(hall.paused));
}

function turn(step) {
  hall.page = (hall.page + step + hall.pages.length) % hall.pages.length;
  drawPage();
}

function restartTimer() {
  clearInterval(hall.timer);
  hall.timer = hall.paused || hall.pages.length < 2 ? null : setInterval(() => turn(1), PAGE_SECONDS * 1000);
}

async function showLink(doc, roundView, number) {
  const aside = $("#hall-link");
  show(aside);
  const qr = await roundQr(doc, roundView, number);
  if (qr && hall?.doc === doc) show(aside, el("figure", { className: "qr" }, qr, el("figcaption", {}, "Scan for the pairings on your phone")));
}

function draw(data, { keepPage }) {
  const doc = data.doc;
  const number = doc.rounds.length;
  const roundView = roundViewOf(data);
  $("#hall-title").textContent = doc.name || "(no name)";
  $("#hall-round").textContent = `Round ${number}${doc.settings.rounds ? ` of ${doc.settings.rounds}` : ""}`;
  const page = keepPage && hall.round === number ? hall.page : 0;
  hall = { ...hall, doc, round: number };
  hall.pages = buildPages(roundCard(doc, roundView, number));
  hall.page = Math.min(page, hall.pages.length - 1);
  drawPage();
  restartTimer();
  showLink(doc, roundView, number);
}

function open(state) {
  hall = { doc: null, round: 0, pages: [], page: 0, timer: null, paused: false };
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
    const why = doc.arena ? "An arena has no rounds to show: its games are in the Round view."
      : doc.rounds.length === 0 ? "Once a round is paired." : viewed ? "" : "Waiting for the engine…";
    $("#hall-open").disabled = why !== "";
    $("#hall-hint").textContent = why;
  }
  if (!hall) return;
  if (doc === null || doc.id !== hall.doc.id || doc.rounds.length === 0) close();
  else if (doc !== hall.doc && viewed) draw(data, { keepPage: true });
}

export function setUpHall(state) {
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
    if (event.key === "Enter") return;
    const action = { Escape: close, ArrowRight: () => $("#hall-next").click(), ArrowLeft: () => $("#hall-previous").click(),
      " ": () => $("#hall-pause").click() }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  });
  window.addEventListener("resize", () => { if (hall) draw(state.data, { keepPage: true }); });
}
