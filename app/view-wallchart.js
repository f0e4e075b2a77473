// The wall chart (crosstable): one row per player in standings order, one cell per round with the opponent's place,
// colour (where colours mean something) and result, byes and forfeits marked, points and tie-breaks at the end,
// a rating column only when the event has ratings, and each tie-break column said in words. The engine computes it
// (event_crosstable); while the chart is on screen this view asks again whenever the event changes, so the chart
// follows every result entered or corrected. The print view draws the same table (wallchart-table.js). Names only ever
// reach the page as text.
import { el, show } from "./dom.js";
import { unchanged } from "./rows.js";
import { wallchartCaption, wallchartLegend, wallchartTable } from "./wallchart-table.js";
import { shownKey } from "./sections.js";
import { language, t } from "./i18n.js";

const $ = (selector) => document.querySelector(selector);

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
    answer = { doc, chart: await state.actions.wallchart(doc) };
  } catch (error) {
    answer = { doc, error: error.message, unavailable: error.code === "not_available" };
  }
  renderWallchart(state.data, state);
}

export function renderWallchart(data, state) {
  const doc = data.doc;
  if (!doc) return;
  const view = $("#wallchart-view");
  if (doc.players.length === 0) {
    view.dataset.event = "";
    show(view, el("p", { className: "note" }, t("wallchart.no_players")));
    return;
  }
  if (answer?.doc !== doc) {
    // Worked out only while the chart is on screen: at 2,000 players it takes the engine seconds.
    if (data.engineReady && asked !== doc && data.view === "wallchart") {
      asked = doc;
      schedule(doc, state);
    }
    if (view.dataset.event !== shownKey(data)) show(view, el("p", { className: "note" }, t("wallchart.working")));
    return;
  }
  if (answer.unavailable) {
    show(view, el("p", { className: "note" }, answer.error));
    return;
  }
  if (answer.error) {
    show(view, el("p", { className: "alert", role: "alert" }, t("wallchart.failed", { reason: answer.error })));
    return;
  }
  view.dataset.event = shownKey(data);
  // Drawn again only for a new chart from the engine, not on every change of the page's state.
  if (unchanged(view, answer, language())) return;
  show(view, el("p", { className: "caption", id: "wallchart-caption" }, wallchartCaption(answer.chart)),
    el("div", { className: "scroll" }, wallchartTable(answer.chart)), wallchartLegend(answer.chart));
}
