// JSON.stringify in slices: the same text, made a few milliseconds at a time, so that serialising a
// 2,000-player event (2.6 MB of JSON) never holds the page's thread for long. The event and its first two
// levels (its lists, settings) are written piece by piece; each item below (a player, a round, a log entry) is
// one JSON.stringify, small enough to take no time.

const SLICE_MS = 8;
const EXPANDED_DEPTH = 2;

const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 0); });
const isContainer = (value) => value !== null && typeof value === "object";

// So that the stack writes them in order; a loop, as a list of thousands would overflow spread arguments.
function pushReversed(stack, close, parts, open) {
  stack.push(close);
  for (let index = parts.length - 1; index >= 0; index -= 1) stack.push(parts[index]);
  stack.push(open);
}

/** The text JSON.stringify(value) gives, for a JSON value (no undefined, functions or toJSON). */
export async function stringifyInSlices(value) {
  const pieces = [];
  // Work: a value to write at a depth, or a text to write as it is.
  const stack = [{ value, depth: 0 }];
  let sliceStart = performance.now();
  while (stack.length) {
    const work = stack.pop();
    if (typeof work === "string") {
      pieces.push(work);
      continue;
    }
    const { value: item, depth } = work;
    if (!isContainer(item) || depth >= EXPANDED_DEPTH) {
      pieces.push(JSON.stringify(item));
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTask();
        sliceStart = performance.now();
      }
      continue;
    }
    const parts = [];
    if (Array.isArray(item)) {
      item.forEach((child, index) => parts.push(index ? "," : "", { value: child, depth: depth + 1 }));
      pushReversed(stack, "]", parts, "[");
    } else {
      Object.keys(item).forEach((key, index) => {
        parts.push(`${index ? "," : ""}${JSON.stringify(key)}:`, { value: item[key], depth: depth + 1 });
      });
      pushReversed(stack, "}", parts, "{");
    }
  }
  return pieces.join("");
}
