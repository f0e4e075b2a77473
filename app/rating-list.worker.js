// The FIDE rating list's worker: it reads a list file (a million lines) off the page's thread, keeps a compact
// index of it in IndexedDB (the list is kept apart from events: it is FIDE's, not the director's) and answers
// look-ups by name or FIDE ID. The page's thread only posts the file and receives progress and answers, so reading
// never blocks typing; a look-up is a binary search over the index held here.
import { KINDS, PLAYER_TITLES, columnsOf, fold, kindOfFile, readLine, readXmlPlayer, sortedByName } from "./rating-list-format.js";

const DATABASE = "swisspair-rating-list";
const STORE = "list";
const SEXES = ["", "M", "F"];

let index = null; // the list in memory: typed arrays, one entry per player
let indexRead = null; // the promise of reading it from IndexedDB

function openDatabase() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function stored(key) {
  const db = await openDatabase();
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction(STORE).objectStore(STORE).get(key);
      request.onsuccess = () => resolve(request.result ?? null);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** The new list and its description written in one transaction: a list replaces the older one whole or not at all. */
async function store(meta, packed) {
  const db = await openDatabase();
  try {
    await new Promise((resolve, reject) => {
      const transaction = db.transaction(STORE, "readwrite");
      transaction.objectStore(STORE).put(packed, "index");
      transaction.objectStore(STORE).put(meta, "meta");
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error("The list could not be stored."));
    });
  } finally {
    db.close();
  }
}

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
  const players = [];
  let columns = null;
  let xml = false;
  let pending = ""; // XML: the text since the last </player>
  for await (const line of lines(file, encoding, onBytes)) {
    if (xml) {
      pending += line;
      let end;
      while ((end = pending.indexOf("</player>")) >= 0) {
        const start = pending.indexOf("<player>");
        const player = start >= 0 && start < end ? readXmlPlayer(pending.slice(start + 8, end), kind) : null;
        if (player) players.push(player);
        pending = pending.slice(end + 9);
      }
    } else if (columns) {
      const player = readLine(line, columns);
      if (player) players.push(player);
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
  if (!players.length) throw new Error("The file holds no player with a FIDE ID and a name.");
  return [players, xml ? "XML" : "text"];
}

/** The players as typed arrays, sorted by folded name and by FIDE ID: what is stored and searched. */
function pack(players) {
  const count = players.length;
  const feds = [];
  const fedNumbers = new Map();
  const packed = {
    names: players.map((p) => p.name).join("\n"), feds,
    ids: new Uint32Array(count), fed: new Uint16Array(count), title: new Uint8Array(count), sex: new Uint8Array(count),
    standard: new Uint16Array(count), rapid: new Uint16Array(count), blitz: new Uint16Array(count),
    birth: new Uint16Array(count), inactive: new Uint8Array(count),
  };
  players.forEach((p, i) => {
    if (!fedNumbers.has(p.fed)) {
      fedNumbers.set(p.fed, feds.length);
      feds.push(p.fed);
    }
    packed.ids[i] = p.id;
    packed.fed[i] = fedNumbers.get(p.fed);
    packed.title[i] = PLAYER_TITLES.indexOf(p.title) + 1;
    packed.sex[i] = Math.max(0, SEXES.indexOf(p.sex));
    for (const kind of KINDS) packed[kind][i] = p[kind];
    packed.birth[i] = p.birth;
    packed.inactive[i] = p.inactive ? 1 : 0;
  });
  packed.byName = sortedByName(players.map((p) => fold(p.name)));
  packed.byId = new Uint32Array(count).map((_, i) => i).sort((a, b) => packed.ids[a] - packed.ids[b]);
  return packed;
}

const unpack = (packed) => ({ ...packed, names: packed.names.split("\n") });

function recordOf(i) {
  return {
    id: index.ids[i], name: index.names[i], fed: index.feds[index.fed[i]], sex: SEXES[index.sex[i]],
    title: index.title[i] ? PLAYER_TITLES[index.title[i] - 1] : "", standard: index.standard[i], rapid: index.rapid[i],
    blitz: index.blitz[i], birth: index.birth[i], inactive: index.inactive[i] === 1,
  };
}

async function ready() {
  if (index) return index;
  indexRead ??= stored("index").then((packed) => {
    index = packed ? unpack(packed) : null;
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
  const keyOf = (i) => fold(index.names[i]);
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
  const packed = pack(players);
  const meta = { ...date, count: players.length, file: file.name, format, kind: kindOfFile(file.name),
    rated: Object.fromEntries(KINDS.map((kind) => [kind, players.some((p) => p[kind] > 0)])),
    loaded: new Date().toISOString() };
  progress("saving", file.size, file.size);
  await store(meta, packed);
  index = unpack(packed);
  return meta;
}

const OPERATIONS = {
  load: ({ id, file, date }) => load(id, file, date),
  about: async () => {
    const meta = await stored("meta");
    // The page asks when the players' view is shown: the index is read now, before the first name is typed.
    if (meta) ready().catch(() => {});
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
