import { el } from "./dom.js";
import { number, t } from "./i18n.js";

// Long tables without a frozen page: a table of thousands of rows (2,000 players) makes every change on the page
// wait for the browser to lay it out again, so a long table shows its first rows at once and the next ones as the
// director scrolls towards them (or asks for them: a button at its end, for the keyboard). And a view remembers
// what it was last drawn from, so a table whose inputs did not change is not built again.

// More than a tall screen shows, and more than most events have (a table that short is drawn whole).
export const FIRST_ROWS = 100;
// Rows built in one task: a screenful. Building a hundred rows of a round (each with its drop-down of results) and
// laying them out took the page's thread 150-250 ms at once on this 2-core machine under load.
const SLICE_ROWS = 25;
// How far below the screen the next rows are already added, so that scrolling rarely meets the end.
const AHEAD = "1200px";

/** Fill `body` with the rows of `items`, in steps of FIRST_ROWS: `buildRow(item, index)` returns a row, a list of
 * rows, or null. A step is built SLICE_ROWS rows per task: the first rows are there at once, and the page (with the
 * browser's layout of what was added) is never held for a whole step of a large table. */
export function fillRows(body, items, buildRow) {
  let next = 0;
  let end = 0; // where the step under way ends
  let pending = null; // the timer of its next slice
  const more = el("tr", { className: "more-rows" });
  const button = el("button", { type: "button", className: "link" });
  more.append(el("td", { colSpan: 1000 }, button));
  const watch = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) step();
  }, { rootMargin: `0px 0px ${AHEAD} 0px` });
  const build = (until) => {
    for (; next < until; next += 1) {
      const rows = buildRow(items[next], next);
      if (Array.isArray(rows)) body.append(...rows.filter((row) => row));
      else if (rows) body.append(rows);
    }
  };
  const slice = () => {
    pending = null;
    build(Math.min(end, next + SLICE_ROWS));
    if (next < end) {
      pending = setTimeout(slice, 0);
      return;
    }
    if (next < items.length) {
      button.textContent = t("round.show_more_rows", { count: Math.min(items.length - next, FIRST_ROWS), shown: number(next),
        total: number(items.length) });
      body.append(more);
      // Observed anew, so that rows still close to the screen after this step bring the next ones at once.
      watch.observe(more);
    } else {
      watch.disconnect();
    }
  };
  // Returns the first row it added (none while a step is still under way).
  const step = () => {
    if (pending !== null) return null;
    watch.unobserve(more);
    more.remove();
    const first = body.lastElementChild;
    end = Math.min(items.length, next + FIRST_ROWS);
    slice();
    return first ? first.nextElementSibling : body.firstElementChild;
  };
  button.addEventListener("click", () => step()?.querySelector("button, select, input")?.focus());
  body.replaceChildren();
  step();
  rest.set(body, () => {
    clearTimeout(pending);
    pending = null;
    watch.disconnect();
    more.remove();
    build(items.length);
  });
  return body;
}

const rest = new WeakMap();

/** Add every row of a table `fillRows` filled that is not shown yet (a search must see them all). */
export function showAllRows(body) {
  rest.get(body)?.();
}

const drawnFrom = new WeakMap();

/** Whether `element` was last drawn from these same inputs (each compared with ===); remembers them for next time. */
export function unchanged(element, ...inputs) {
  const last = drawnFrom.get(element);
  drawnFrom.set(element, inputs);
  return last !== undefined && last.length === inputs.length && last.every((input, index) => input === inputs[index]);
}
