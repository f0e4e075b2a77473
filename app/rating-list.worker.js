// The FIDE rating list's worker: it reads a list file (a million lines) off the page's thread, keeps a compact
// index of it in IndexedDB (the list is kept apart from events: it is FIDE's, not the director's) and answers
// look-ups by name or FIDE ID. The page's thread only posts the file and receives progress and answers, so reading
// never blocks typing; a look-up is a binary search over the index held here.
import { KeptStore } from "./kept-store.js";
import { KINDS, PLAYER_TITLES, columnsOf, fold, kindOfFile, readLine, readXmlPlayer, sortedByName } from "./rating-list-format.js";

const kept = new KeptStore("swisspair-rating-list", "list");
const SEXES = ["", "M", "F"];

let index = null; // the list in memory: typed arrays, one entry per player
let indexRead = null; // the promise of reading it from IndexedDB


/** The file's text, line by line, decoded as UTF-8 or, when it is not UTF-8, as Windows-1252 (FIDE's older files). */
async function* lines(file, encoding, onBytes) {
  const decoder = new TextDecoder(encoding, { fatal: encoding === "utf-8" });
  const reader = file.stream().getReader();
  let rest = "";
  let done = 0;
  for (;;) {
    const { value, done: finished } = await reader.read();
    const text = finished ? decoder.decode() : decoder.decode(value, { stream: true });
    const parts = (rest + text).split("\n");
    rest = finished ? "" : parts.pop();
    for (const line of parts) yield line.endsWith("\r") ? line.slice(0, -1) : line;
    if (finished) return;
    done += value.length;
    onBytes(done);
  }
}

/** Every player of the file: [players, format]. Throws a sentence when the file is not a FIDE list. */
async function readFile(file, onBytes) {
  for (const encoding of ["utf-8", "windows-1252"]) {
    try {
      return await readAs(file, encoding, onBytes);
    } catch (error) {
      if (!(error instanceof TypeError) || encoding !== "utf-8") throw error;
    }
  }
  throw new Error("unreachable");
}

async function readAs(file, encoding, onBytes) {
  const kind = kindOfFile(file.name);
  const players = new Packer();
  let columns = null;
  let xml = false;
  let pending = ""; // XML: the text since the last </player>
  for await (const line of lines(file, encoding, onBytes)) {
    if (xml) {
      pending += line;
      let end;
      while ((end = pending.indexOf("</player>")) >= 0) {
        const start = pending.indexOf("<player>");
        if (start >= 0 && start < end) players.add(readXmlPlayer(pending.slice(start + 8, end), kind));
        pending = pending.slice(end + 9);
      }
    } else if (columns) {
      players.add(readLine(line, columns));
    } else if (line.trim()) {
      if (line.trimStart().startsWith("<")) {
        xml = true;
        pending = line;
      } else {
        columns = columnsOf(line, kind);
        if (!columns) throw new Error("This is not a FIDE rating list: its first line is not the list's headings (ID Number, Name, Fed…) nor XML.");
      }
    }
  }
  if (!players.count) throw new Error("The file holds no player with a FIDE ID and a name.");
  return [players, xml ? "XML" : "text"];
}

const FIELDS = { ids: Uint32Array, fed: Uint16Array, title: Uint8Array, sex: Uint8Array, standard: Uint16Array,
  rapid: Uint16Array, blitz: Uint16Array, birth: Uint16Array, inactive: Uint8Array,
  ...Object.fromEntries(KINDS.flatMap((kind) => [[`${kind}Games`, Uint16Array], [`${kind}K`, Uint8Array]])) };
const BATCH = 10_000;

/** The players as they are read, straight into typed arrays: a million player objects kept until the end would
 * cost hundreds of megabytes and long collections. Names are joined in batches (which also lets go of the lines
 * they were cut from) into one string; player i's name runs from nameStart[i] to nameStart[i + 1] - 1. */
class Packer {
  count = 0;
  #arrays = Object.fromEntries(Object.entries(FIELDS).map(([key, Type]) => [key, new Type(1 << 16)]));
  #feds = [];
  #fedNumbers = new Map();
  #batch = [];
  #joined = [];
  #nameStart = [0];

  add(player) {
    if (!player) return;
    const i = this.count;
    if (i === this.#arrays.ids.length) {
      for (const key in this.#arrays) {
        const bigger = new FIELDS[key](i * 2);
        bigger.set(this.#arrays[key]);
        this.#arrays[key] = bigger;
      }
    }
    if (!this.#fedNumbers.has(player.fed)) {
      this.#fedNumbers.set(player.fed, this.#feds.length);
      this.#feds.push(player.fed);
    }
    const arrays = this.#arrays;
    arrays.ids[i] = player.id;
    arrays.fed[i] = this.#fedNumbers.get(player.fed);
    arrays.title[i] = PLAYER_TITLES.indexOf(player.title) + 1;
    arrays.sex[i] = Math.max(0, SEXES.indexOf(player.sex));
    for (const kind of KINDS) {
      arrays[kind][i] = player[kind];
      arrays[`${kind}Games`][i] = player.games[kind];
      arrays[`${kind}K`][i] = player.k[kind];
    }
    arrays.birth[i] = player.birth;
    arrays.inactive[i] = player.inactive ? 1 : 0;
    this.#batch.push(player.name);
    this.#nameStart.push(this.#nameStart[i] + player.name.length + 1);
    if (this.#batch.length === BATCH) this.#flush();
    this.count += 1;
  }

  #flush() {
    this.#joined.push(this.#batch.join("\n") + "\n");
    this.#batch = [];
  }

  /** What is stored: the typed arrays cut to size, the names, and the orders by folded name and by FIDE ID. */
  finish() {
    this.#flush();
    const count = this.count;
    const packed = Object.fromEntries(Object.entries(this.#arrays).map(([key, array]) => [key, array.slice(0, count)]));
    packed.feds = this.#feds;
    packed.names = this.#joined.join("");
    packed.nameStart = Uint32Array.from(this.#nameStart);
    packed.byName = sortedByName(count, (i) => fold(nameOf(packed, i)));
    packed.byId = byId(packed.ids);
    return packed;
  }
}

/** The indices in the order of their FIDE IDs: the ID and the index in one double (32 + 21 bits), sorted natively. */
function byId(ids) {
  if (ids.length >= 2 ** 21) return new Uint32Array(ids.length).map((_, i) => i).sort((a, b) => ids[a] - ids[b]);
  const numbers = Float64Array.from(ids, (id, i) => id * 2 ** 21 + i).sort();
  return Uint32Array.from(numbers, (number) => number % 2 ** 21);
}

const nameOf = (packed, i) => packed.names.slice(packed.nameStart[i], packed.nameStart[i + 1] - 1);

// A list kept before games and K were read has neither: 0, not given.
const byKind = (field, i) => Object.fromEntries(KINDS.map((kind) => [kind, index[`${kind}${field}`]?.[i] ?? 0]));

function recordOf(i) {
  return {
    id: index.ids[i], name: nameOf(index, i), fed: index.feds[index.fed[i]], sex: SEXES[index.sex[i]],
    title: index.title[i] ? PLAYER_TITLES[index.title[i] - 1] : "", standard: index.standard[i], rapid: index.rapid[i],
    blitz: index.blitz[i], games: byKind("Games", i), k: byKind("K", i), birth: index.birth[i],
    inactive: index.inactive[i] === 1,
  };
}

async function ready() {
  if (index) return index;
  indexRead ??= kept.get("index").then((packed) => {
    index = packed;
    return index;
  }).finally(() => { indexRead = null; });
  return indexRead;
}

/** The first position of `order` whose key is not below `target`. */
function lowerBound(order, keyOf, target) {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(order[middle]) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

function byNamePrefix(prefix, limit, found) {
  const keyOf = (i) => fold(nameOf(index, i));
  for (let at = lowerBound(index.byName, keyOf, prefix); at < index.byName.length && found.size < limit; at += 1) {
    if (!keyOf(index.byName[at]).startsWith(prefix)) break;
    found.add(index.byName[at]);
  }
}

/** FIDE IDs that begin with `digits`: the exact one, then those one digit longer, and so on (each a range). */
function byIdPrefix(digits, limit, found) {
  const keyOf = (i) => index.ids[i];
  for (let scale = 1; scale <= 1e10 && found.size < limit; scale *= 10) {
    const low = Number(digits) * scale;
    for (let at = lowerBound(index.byId, keyOf, low); at < index.byId.length && found.size < limit; at += 1) {
      if (index.ids[index.byId[at]] >= low + scale) break;
      found.add(index.byId[at]);
    }
  }
}

/** At most `limit` players whose name (as "Surname, First", accents and case aside) or FIDE ID begins with `query`;
 * "First Surname" is tried too. */
async function find(query, limit = 10) {
  if (!(await ready())) return [];
  const found = new Set();
  const text = query.trim();
  if (/^\d+$/.test(text)) byIdPrefix(text, limit, found);
  else {
    const folded = fold(text);
    if (!folded) return [];
    byNamePrefix(folded, limit, found);
    const words = folded.split(" ");
    if (words.length > 1) byNamePrefix([words.at(-1), ...words.slice(0, -1)].join(" "), limit, found);
  }
  return [...found].map(recordOf);
}

/** The players of `ids` (FIDE IDs) found in the list, by ID. */
async function byIds(ids) {
  if (!(await ready())) return {};
  const keyOf = (i) => index.ids[i];
  const out = {};
  for (const id of ids) {
    const at = lowerBound(index.byId, keyOf, id);
    if (at < index.byId.length && index.ids[index.byId[at]] === id) out[id] = recordOf(index.byId[at]);
  }
  return out;
}

async function load(id, file, date) {
  const progress = (phase, done, total) => postMessage({ id, progress: { phase, done, total } });
  let last = 0;
  const [players, format] = await readFile(file, (bytes) => {
    const now = performance.now();
    if (now - last > 100) {
      last = now;
      progress("reading", bytes, file.size);
    }
  });
  progress("indexing", file.size, file.size);
  const packed = players.finish();
  const meta = { ...date, count: players.count, file: file.name, format, kind: kindOfFile(file.name),
    rated: Object.fromEntries(KINDS.map((kind) => [kind, packed[kind].some((rating) => rating > 0)])),
    loaded: new Date().toISOString() };
  progress("saving", file.size, file.size);
  // The new list and its description in one transaction: a list replaces the older one whole or not at all.
  await kept.put({ index: packed, meta }, "The list could not be stored.");
  index = packed;
  return meta;
}

const OPERATIONS = {
  load: ({ id, file, date }) => load(id, file, date),
  about: async () => {
    const meta = await kept.get("meta");
    // The page asks when the players' view is shown, and shows the list once it can answer: the index is read
    // first, so that no look-up waits for it.
    if (meta) await ready();
    return meta;
  },
  find: ({ query, limit }) => find(query, limit),
  byIds: ({ ids }) => byIds(ids),
};

onmessage = async ({ data }) => {
  try {
    postMessage({ id: data.id, ok: true, result: await OPERATIONS[data.op](data) });
  } catch (error) {
    postMessage({ id: data.id, ok: false, message: error instanceof TypeError && data.op === "load"
      ? "The file could not be read." : error.message ?? String(error) });
  }
};
