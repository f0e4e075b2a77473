// The wall chart (crosstable): one row per player in standings order, one cell per round with the opponent's place,
// colour (where colours mean something) and result, byes and forfeits marked, points and tie-breaks at the end,
// a rating column only when the event has ratings, and each tie-break column said in words. The engine computes it
// (event_crosstable); while the chart is on screen this view asks again whenever the event changes, so the chart
// follows every result entered or corrected. The print view draws the same table (wallchartTable). Names only ever
// reach the page as text.
import { el, show } from "./dom.js";
import { columnWords } from "./view-standings.js";
import { fillRows, unchanged } from "./rows.js";

const $ = (selector) => document.querySelector(selector);

const COLOURS = { w: "White", b: "Black" };
const OUTCOMES = { "+": "won", "−": "lost", "=": "drew" };

/** A cell's meaning in words, for its tooltip and for screen readers. */
function cellTitle(cell, names) {
  if (cell.opponent === null) return `Round ${cell.round}: ${cell.meaning}`;
  const against = `against ${names.get(cell.opponent)} (place ${cell.place})`;
  const colour = cell.colour ? `, ${COLOURS[cell.colour]}` : "";
  if (cell.kind === "pending") return `Round ${cell.round}: board ${cell.board} ${against}${colour}, result not in yet`;
  const how = cell.kind === "forfeit" ? `${OUTCOMES[cell.result]} by forfeit (not played)` : OUTCOMES[cell.result];
  return `Round ${cell.round}: ${how} ${against}${colour}`;
}

/** The chart's caption: which rounds the places and points count. */
export function wallchartCaption(chart) {
  const counted = chart.after === 0 ? "no round complete yet" : `places and points after round ${chart.after}`;
  const progress = chart.paired > chart.after ? `; round ${chart.paired} in progress` : "";
  return `Wall chart: ${counted}${progress}`;
}

const rated = (chart) => chart.rows.some((row) => row.rating);

/** How many columns the chart has (the print view's title spans them). */
export const wallchartColumns = (chart) => (rated(chart) ? 4 : 3) + chart.rounds + chart.tiebreaks.length;

/** One player's row: place, name, rating where the event has ratings, a cell per round, points, tie-breaks. */
function wallchartRow(row, names, codes, withRatings) {
  return el("tr", { dataset: { player: String(row.id) } },
    el("td", { className: "num" }, `${row.place}${row.shared ? "=" : ""}`),
    el("td", { className: "name" }, row.name),
    withRatings ? el("td", { className: "num" }, row.rating ? String(row.rating) : "") : null,
    ...row.cells.map((cell, index) => (cell === null
      ? el("td", { className: "round", dataset: { round: String(index + 1) } }, "")
      : el("td", {
        className: `round ${cell.kind}`, title: cellTitle(cell, names), dataset: { round: String(index + 1), kind: cell.kind },
      }, cell.text))),
    el("td", { className: "num points" }, row.points_text),
    ...codes.map((code) => el("td", { className: "num" }, row.tiebreaks[code])));
}

export const allRows = (body, rows, row) => {
  body.append(...rows.map(row));
  return body;
};

/** The chart as a table; `head` rows (the print view's title) go above the column headings. The page fills its
 * rows in slices (`fillRows`); the print view, which is printed at once, passes `allRows`. */
export function wallchartTable(chart, head = [], fill = fillRows) {
  const names = new Map(chart.rows.map((row) => [row.id, row.name]));
  const codes = chart.tiebreaks.map((t) => t.code);
  const rounds = Array.from({ length: chart.rounds }, (_, index) => index + 1);
  const withRatings = rated(chart);
  const headings = el("tr", {},
    el("th", { scope: "col", className: "num" }, "Place"),
    el("th", { scope: "col" }, "Name"),
    withRatings ? el("th", { scope: "col", className: "num" }, "Rating") : null,
    ...rounds.map((r) => el("th", { scope: "col", className: "round", title: `Round ${r}` }, `R${r}`)),
    el("th", { scope: "col", className: "num" }, "Pts"),
    ...chart.tiebreaks.map((t) => el("th", { scope: "col", className: "num", title: t.name }, t.code)));
  return el("table", { className: "wallchart", dataset: { columns: String(wallchartColumns(chart)) } },
    el("thead", {}, ...head, headings),
    fill(el("tbody"), chart.rows, (row) => wallchartRow(row, names, codes, withRatings)));
}

export function wallchartLegend(chart) {
  return el("div", {}, el("p", { className: "legend" }, ...chart.legend.flatMap((entry, index) => [
    index ? " · " : "", el("strong", {}, entry.text), ` ${entry.meaning}`])), columnWords(chart.tiebreaks));
}

let asked = null;
let answer = null;
let timer = null;
// The chart is asked for once the event has been still this long and the engine is idle, so that quick typing
// (players added, results entered one after another) never waits behind it in the engine's queue.
const SETTLE_MS = 300;

function schedule(doc, state) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (state.data.doc !== doc) return;
    if (state.data.busy !== null) schedule(doc, state);
    else refresh(doc, state);
  }, SETTLE_MS);
}

/** Ask the engine for the chart of the event as it is now (once per version of the event). */
async function refresh(doc, state) {
  try {
    const chart = await state.eventCall("event_crosstable", doc);
    if (asked === doc) answer = { doc, chart };
  } catch (error) {
    if (asked === doc) answer = { doc, error: error.message, unavailable: error.code === "not_available" };
  }
  if (state.data.doc === doc) renderWallchart(state.data, state);
}

export function renderWallchart(data, state) {
  const doc = data.doc;
  if (!doc) return;
  const view = $("#wallchart-view");
  if (doc.players.length === 0) {
    view.dataset.event = "";
    show(view, el("p", { className: "note" }, "The wall chart appears when the event has players."));
    return;
  }
  if (answer?.doc !== doc) {
    // Worked out only while the chart is on screen: at 2,000 players it takes the engine seconds.
    if (data.engineReady && asked !== doc && data.view === "wallchart") {
      asked = doc;
      schedule(doc, state);
    }
    if (view.dataset.event !== doc.id) show(view, el("p", { className: "note" }, "The wall chart is being computed…"));
    return;
  }
  if (answer.unavailable) {
    show(view, el("p", { className: "note" }, answer.error));
    return;
  }
  if (answer.error) {
    show(view, el("p", { className: "alert", role: "alert" }, `The wall chart could not be computed: ${answer.error}`));
    return;
  }
  view.dataset.event = doc.id;
  // Drawn again only for a new chart from the engine, not on every change of the page's state.
  if (unchanged(view, answer)) return;
  show(view, el("p", { className: "caption", id: "wallchart-caption" }, wallchartCaption(answer.chart)),
    el("div", { className: "scroll" }, wallchartTable(answer.chart)), wallchartLegend(answer.chart));
}
