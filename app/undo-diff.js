// Undo keeps differences, not copies: diff(from, to) is the list of changes that turns the JSON value `from`
// into `to`, and patch(from, changes) applies them, leaving `from` untouched and sharing every part the
// changes do not reach. A result entered in a 2,000-player event is a change of a few hundred characters,
// where a copy of the event is megabytes.
//
// A change is one of
//   {p: path, v: value}                   set the value at path (path [] is the whole value)
//   {p: path, s: start, n: count, i: []}  in the list at path, replace `count` items from `start` by `i`
// where a path is the list of keys and indexes from the top. Objects whose keys differ (or differ in order)
// are set whole, so that patch(from, diff(from, to)) is `to` exactly, key order included. Both functions
// loop over an explicit stack: an event's depth never reaches the call stack.

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** Are two JSON values the same (key order included)? `spend()` is called for each pair of values compared that are
 * not one and the same. */
export function same(a, b, spend = () => {}) {
  const stack = [[a, b]];
  while (stack.length) {
    const [x, y] = stack.pop();
    if (x === y) continue;
    spend();
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let index = 0; index < x.length; index += 1) stack.push([x[index], y[index]]);
    } else if (isObject(x)) {
      if (!isObject(y)) return false;
      const keys = Object.keys(x);
      const others = Object.keys(y);
      if (keys.length !== others.length || keys.some((key, index) => key !== others[index])) return false;
      for (const key of keys) stack.push([x[key], y[key]]);
    } else {
      return false;
    }
  }
  return true;
}

const sameKeys = (x, y) => {
  const keys = Object.keys(x);
  const others = Object.keys(y);
  return keys.length === others.length && keys.every((key, index) => key === others[index]);
};

// A path while diffing is a chain {up, key} from the value up to the top, made into a list only for a change.
const pathOf = (link) => {
  const path = [];
  for (let at = link; at !== null; at = at.up) path.push(at.key);
  return path.reverse();
};

const OVER_BUDGET = Symbol("over budget");

/** The changes that turn `from` into `to`; with a `budget`, null once more than that many pairs of values would be
 * compared, not counting values that are one and the same (two values that share most of their parts compare few:
 * a caller for whom a whole comparison of two large values would cost too much does something else), or once the
 * changes would carry more than that many values in all (an object whose keys changed is set whole: a key added to
 * an event makes its difference the event itself, no cheaper to keep than a copy). */
export function diff(from, to, budget = Infinity) {
  let left = budget;
  const spend = () => {
    left -= 1;
    if (left < 0) throw OVER_BUDGET;
  };
  try {
    const changes = changesOf(from, to, spend);
    if (budget !== Infinity) for (const change of changes) spendOnValues("i" in change ? change.i : change.v, spend);
    return changes;
  } catch (error) {
    if (error === OVER_BUDGET) return null;
    throw error;
  }
}

/** `spend()` once for each value in `value`, itself included. */
function spendOnValues(value, spend) {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    spend();
    if (item !== null && typeof item === "object") for (const part of Array.isArray(item) ? item : Object.values(item)) stack.push(part);
  }
}

function changesOf(from, to, spend) {
  const changes = [];
  const stack = [[from, to, null]];
  while (stack.length) {
    const [x, y, link] = stack.pop();
    if (x === y) continue;
    spend();
    if (Array.isArray(x) && Array.isArray(y)) {
      // Lists mostly grow at the end (the log, the rounds) or change in place (a board's result): the items
      // both keep at the start and the end are compared in place, the rest is one replacement.
      let start = 0;
      const shorter = Math.min(x.length, y.length);
      if (x.length !== y.length) {
        while (start < shorter && same(x[start], y[start], spend)) start += 1;
      }
      let end = 0;
      if (x.length !== y.length) {
        while (end < shorter - start && same(x[x.length - 1 - end], y[y.length - 1 - end], spend)) end += 1;
      }
      const middle = x.length - start - end;
      if (middle === y.length - start - end) {
        for (let index = start; index < start + middle; index += 1) stack.push([x[index], y[index], { up: link, key: index }]);
      } else {
        changes.push({ p: pathOf(link), s: start, n: middle, i: y.slice(start, y.length - end) });
      }
    } else if (isObject(x) && isObject(y) && sameKeys(x, y)) {
      for (const key of Object.keys(x)) stack.push([x[key], y[key], { up: link, key }]);
    } else if (!same(x, y, spend)) {
      changes.push({ p: pathOf(link), v: y });
    }
  }
  return changes;
}

// Not Array.prototype.splice with spread items: a list of thousands of items would overflow the arguments.
function replaceItems(list, start, count, items) {
  const tail = list.slice(start + count);
  list.length = start;
  for (const item of items) list.push(item);
  for (const item of tail) list.push(item);
}

const copyOf = (value) => (Array.isArray(value) ? [...value] : { ...value });

/** `value` with the changes applied; `value` itself is not changed. */
export function patch(value, changes) {
  let root = value;
  const copied = new Set();
  const own = (item) => {
    if (copied.has(item)) return item;
    const copy = copyOf(item);
    copied.add(copy);
    return copy;
  };
  for (const change of changes) {
    const { p: path } = change;
    const last = path.length - (change.i ? 0 : 1);
    if (last < 0) {
      root = change.v;
      continue;
    }
    root = own(root);
    let parent = root;
    for (let depth = 0; depth < last; depth += 1) {
      parent[path[depth]] = own(parent[path[depth]]);
      parent = parent[path[depth]];
    }
    if (change.i) replaceItems(parent, change.s, change.n, change.i);
    else parent[path[last]] = change.v;
  }
  return root;
}

/** The changes that turn `to` back into `from`, for `changes` = diff(from, to): what undoing them needs, worked out
 * from the few places they change rather than by comparing the two values whole. */
export function reverse(from, changes) {
  const at = (path) => path.reduce((value, key) => value[key], from);
  return changes.map((change) => (change.i
    ? { p: change.p, s: change.s, n: change.i.length, i: at(change.p).slice(change.s, change.s + change.n) }
    : { p: change.p, v: at(change.p) })).reverse();
}
