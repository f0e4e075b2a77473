// Long tables without a frozen page: the rows a screen shows are built at once, the rest in slices of a few
// milliseconds, so that no task on the main thread grows with the event (2,000 players make tables of thousands
// of rows). A new fill of the same table body stops one still running. And a view remembers what it was last
// drawn from, so a table whose inputs did not change is not built again.

// More than a tall screen shows, so that what is on screen never waits for a slice.
const FIRST_ROWS = 100;
// A slice stays well under the 50 ms after which the browser counts a task as long.
const SLICE_MS = 12;

const running = new WeakMap();

/** Fill `body` with the rows of `items`: `buildRow(item, index)` returns a row, a list of rows, or null. */
export function fillRows(body, items, buildRow) {
  const fill = {};
  running.set(body, fill);
  body.replaceChildren();
  let next = 0;
  const add = () => {
    const rows = buildRow(items[next], next);
    next += 1;
    if (Array.isArray(rows)) body.append(...rows.filter((row) => row));
    else if (rows) body.append(rows);
  };
  while (next < items.length && next < FIRST_ROWS) add();
  const slice = () => {
    if (running.get(body) !== fill) return;
    const until = performance.now() + SLICE_MS;
    while (next < items.length && performance.now() < until) add();
    if (next < items.length) setTimeout(slice);
    else running.delete(body);
  };
  if (next < items.length) setTimeout(slice);
  return body;
}

const drawnFrom = new WeakMap();

/** Whether `element` was last drawn from these same inputs (each compared with ===); remembers them for next time. */
export function unchanged(element, ...inputs) {
  const last = drawnFrom.get(element);
  drawnFrom.set(element, inputs);
  return last !== undefined && last.length === inputs.length && last.every((input, index) => input === inputs[index]);
}
