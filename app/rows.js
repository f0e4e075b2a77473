import { el } from "./dom.js";

// Long tables without a frozen page: a table of thousands of rows (2,000 players) makes every change on the page
// wait for the browser to lay it out again, so a long table shows its first rows at once and the next ones as the
// director scrolls towards them (or asks for them: a button at its end, for the keyboard). And a view remembers
// what it was last drawn from, so a table whose inputs did not change is not built again.

// More than a tall screen shows, and more than most events have (a table that short is drawn whole).
export const FIRST_ROWS = 100;
// How far below the screen the next rows are already added, so that scrolling rarely meets the end.
const AHEAD = "1200px";

/** Fill `body` with the rows of `items`, in steps of FIRST_ROWS: `buildRow(item, index)` returns a row, a list of
 * rows, or null. */
export function fillRows(body, items, buildRow) {
  let next = 0;
  const more = el("tr", { className: "more-rows" });
  const button = el("button", { type: "button", className: "link" });
  more.append(el("td", { colSpan: 1000 }, button));
  const watch = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) step();
  }, { rootMargin: `0px 0px ${AHEAD} 0px` });
  // Returns the first row it added.
  const step = () => {
    watch.unobserve(more);
    more.remove();
    const first = body.lastElementChild;
    const end = Math.min(items.length, next + FIRST_ROWS);
    for (; next < end; next += 1) {
      const rows = buildRow(items[next], next);
      if (Array.isArray(rows)) body.append(...rows.filter((row) => row));
      else if (rows) body.append(rows);
    }
    if (next < items.length) {
      button.textContent = `Show ${Math.min(items.length - next, FIRST_ROWS)} more (${next} of ${items.length} shown)`;
      body.append(more);
      // Observed anew, so that rows still close to the screen after this step bring the next ones at once.
      watch.observe(more);
    } else {
      watch.disconnect();
    }
    return first ? first.nextElementSibling : body.firstElementChild;
  };
  button.addEventListener("click", () => step()?.querySelector("button, select, input")?.focus());
  body.replaceChildren();
  step();
  rest.set(body, () => {
    while (next < items.length) step();
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
