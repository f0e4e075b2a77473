// The wall chart's table, which the wall chart view and the printed sheet both draw: one row per player in
// standings order, one cell per round with the opponent's place, colour (where colours mean something) and result,
// byes and forfeits marked, points and tie-breaks at the end, a rating column only when the event has ratings.
// Names only ever reach the page as text.
import { el } from "./dom.js";
import { columnWords } from "./standings-parts.js";
import { fillRows } from "./rows.js";

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
