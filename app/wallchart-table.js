// The wall chart's table, which the wall chart view and the printed sheet both draw: one row per player in
// standings order, one cell per round with the opponent's place, colour (where colours mean something) and result,
// byes and forfeits marked, points and tie-breaks at the end, a rating column only when the event has ratings.
// Names only ever reach the page as text.
import { el } from "./dom.js";
import { columnWords, tiebreakName, valueText } from "./standings-parts.js";
import { fillRows } from "./rows.js";
import { t } from "./i18n.js";
import { explanationText } from "./engine-text.js";

const COLOURS = { w: "round.seat_white_title", b: "round.seat_black_title" };
// A cell's outcome in a sentence: played, or by forfeit (not played).
const OUTCOMES = { "+": "wallchart.cell_won", "−": "wallchart.cell_lost", "=": "wallchart.cell_drew" };
const FORFEITS = { "+": "wallchart.cell_won_forfeit", "−": "wallchart.cell_lost_forfeit", "=": "wallchart.cell_drew" };

/** A cell's meaning in words, for its tooltip and for screen readers. */
function cellTitle(cell, names) {
  if (cell.opponent === null) {
    return t("wallchart.cell_alone", { round: cell.round, meaning: explanationText({ key: cell.meaning_key }, cell.meaning) });
  }
  const parts = { round: cell.round, opponent: names.get(cell.opponent), place: cell.place, board: cell.board };
  const colour = cell.colour ? `, ${t(COLOURS[cell.colour])}` : "";
  if (cell.kind === "pending") return `${t("wallchart.cell_pending", parts)}${colour}`;
  return `${t((cell.kind === "forfeit" ? FORFEITS : OUTCOMES)[cell.result], parts)}${colour}`;
}

/** What the chart's places and points count, without the chart's name: "places and points after round 3; round 4 in
 * progress" (the print view's title says it after the sheet's name). */
export function wallchartWhat(chart) {
  const counted = chart.after === 0 ? t("wallchart.none_complete") : t("wallchart.after", { round: chart.after });
  return chart.paired > chart.after ? t("wallchart.in_progress", { counted, round: chart.paired }) : counted;
}

/** The chart's caption: which rounds the places and points count. */
export const wallchartCaption = (chart) => t("wallchart.caption", { what: wallchartWhat(chart) });

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
    ...codes.map((code) => el("td", { className: "num" }, valueText(row.tiebreaks[code]))));
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
    el("th", { scope: "col", className: "num" }, t("standings.place")),
    el("th", { scope: "col" }, t("standings.name")),
    withRatings ? el("th", { scope: "col", className: "num" }, t("standings.rating")) : null,
    ...rounds.map((r) => el("th", { scope: "col", className: "round", title: t("round.title", { round: r }) },
      t("wallchart.round_short", { round: r }))),
    el("th", { scope: "col", className: "num" }, t("print.col_points")),
    ...chart.tiebreaks.map((tiebreak) => el("th", { scope: "col", className: "num", title: tiebreakName(tiebreak) }, tiebreak.code)));
  return el("table", { className: "wallchart", dataset: { columns: String(wallchartColumns(chart)) } },
    el("thead", {}, ...head, headings),
    fill(el("tbody"), chart.rows, (row) => wallchartRow(row, names, codes, withRatings)));
}

export function wallchartLegend(chart) {
  return el("div", {}, el("p", { className: "legend" }, ...chart.legend.flatMap((entry, index) => [
    index ? " · " : "", el("strong", {}, entry.text), ` ${explanationText(entry, entry.meaning)}`])), columnWords(chart.tiebreaks));
}
