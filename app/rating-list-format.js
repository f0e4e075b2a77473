// FIDE's rating list as FIDE writes it, read one player at a time: the fixed-column text (players_list_foa.txt with
// the standard, rapid and blitz ratings side by side; standard_/rapid_/blitz_ lists with one rating headed by the
// list's month) and the XML (<playerslist><player><fideid>…). Plain functions, used by the list's worker and, for
// a list's date, by the page before it loads one. Names are compared folded: no accents, no case, no punctuation.


/** FIDE titles a player holds (C.04.2's order); arbiter and trainer titles are not player titles. */
export const PLAYER_TITLES = ["GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM"];
export const KINDS = ["standard", "rapid", "blitz"];
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

// Letters that Unicode does not decompose into a base letter and a mark.
const PLAIN = { ø: "o", đ: "d", ł: "l", ß: "ss", æ: "ae", œ: "oe", ı: "i", þ: "th", ð: "d", ħ: "h" };

/** `text` as look-ups compare it: "Đorđević,  Zoë" is "dordevic zoe". */
export function fold(text) {
  // Most of FIDE's names are plain ASCII: they skip Unicode normalisation (a third of a million-name list's sorting).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  return text.normalize("NFD").toLowerCase().replace(/[\u0300-\u036f]/g, "")
    .replace(/[øđłßæœıþðħ]/g, (letter) => PLAIN[letter])
    .replace(/[^a-z0-9]+/g, " ").trim();
}

// Folded names hold spaces, digits and a-z: as numbers 1, 2-11 and 12-37 (0 past the end), in the order of their
// character codes. Six of them make a number below 38^6, which leaves 21 bits of a double for a position.
const PREFIX = 6;
const POSITIONS = 2 ** 21;
const codeAt = (key, at) => {
  if (at >= key.length) return 0;
  const code = key.charCodeAt(at);
  return code === 32 ? 1 : code <= 57 ? code - 46 : code - 85;
};

/** The indices 0..count-1 in the order of their folded names, `keyOf(i)`, ties by index. A million strings compared
 * by a JavaScript function take many seconds; this is a radix sort on six characters at a time, each step a
 * native sort of numbers (six characters and a position packed in one double), run by run of names that share the
 * characters before. Short runs are compared whole. */
export function sortedByName(count, keyOf) {
  const keys = Array.from({ length: count }, (_, i) => keyOf(i));
  const byKey = (a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b);
  const order = new Uint32Array(count).map((_, i) => i);
  if (count >= POSITIONS) return order.sort(byKey);
  const runs = [[0, count, 0]]; // [start, end, characters already equal]
  while (runs.length) {
    const [start, end, depth] = runs.pop();
    if (end - start <= 32) {
      order.subarray(start, end).sort(byKey);
      continue;
    }
    const numbers = new Float64Array(end - start);
    for (let j = 0; j < numbers.length; j += 1) {
      const key = keys[order[start + j]];
      let prefix = 0;
      for (let at = depth; at < depth + PREFIX; at += 1) prefix = prefix * 38 + codeAt(key, at);
      numbers[j] = prefix * POSITIONS + j; // ties keep their order so far: by index
    }
    numbers.sort();
    const before = order.slice(start, end);
    for (let j = 0; j < numbers.length; j += 1) order[start + j] = before[numbers[j] % POSITIONS];
    for (let from = 0; from < numbers.length;) {
      const prefix = Math.floor(numbers[from] / POSITIONS);
      let to = from + 1;
      while (to < numbers.length && Math.floor(numbers[to] / POSITIONS) === prefix) to += 1;
      // Names that share these characters too are ordered by the next ones, unless they end here (then equal).
      if (to - from > 1 && keys[order[start + from]].length >= depth + PREFIX) runs.push([start + from, start + to, depth + PREFIX]);
      from = to;
    }
  }
  return order;
}

// The text list's headings, and what each column holds. A rating column is headed SRtng, RRtng, BRtng in the
// combined list and by the list's month (DEC26) in a single one; after each rating, the games rated in the month
// and the player's K (SGm SK, RGm Rk, BGm BK in the combined list, FIDE's own "Rk"; Gms K in a single one).
const HEADINGS = { "ID Number": "id", Name: "name", Fed: "fed", Sex: "sex", Tit: "title", WTit: "women", "B-day": "birth",
  Flag: "flag", SRtng: "standard", RRtng: "rapid", BRtng: "blitz", SGm: "standardGames", SK: "standardK",
  RGm: "rapidGames", Rk: "rapidK", RK: "rapidK", BGm: "blitzGames", BK: "blitzK" };
const SINGLE_HEADINGS = { Gms: "Games", K: "K" }; // of the list's one rating: standardGames, rapidK…
const MONTH_HEADING = /^([A-Z]{3})(\d{2})$/;

/** Where each column of the text list starts and ends, from its heading line; null when the line is not one. */
export function columnsOf(header, kind = "standard") {
  const found = [...header.matchAll(/\S+(?: Number)?/g)].map((match) => ({ text: match[0], start: match.index }));
  const columns = {};
  found.forEach(({ text, start }, index) => {
    const field = HEADINGS[text] ?? (SINGLE_HEADINGS[text] ? kind + SINGLE_HEADINGS[text]
      : MONTH_HEADING.test(text) && MONTHS.includes(text.slice(0, 3).toLowerCase()) ? kind : null);
    if (field) columns[field] = [start, index + 1 < found.length ? found[index + 1].start : Infinity];
  });
  return columns.id && columns.name ? columns : null;
}

const whole = (text) => {
  const value = Number(text); // blank is 0; Number reads "  2830 " as 2830
  return Number.isInteger(value) && value > 0 ? value : 0;
};

// FIDE B.02 8.3.3's K factors; any other value in a list's K column is not taken.
const K_VALUES = [10, 20, 40];
const byKind = (read) => Object.fromEntries(KINDS.map((kind) => [kind, read(kind)]));

/** One player from its fields as strings (either format's): null when it has no FIDE ID or no name. `games` and
 * `k` hold, for each rating, the games rated in the list's month and the player's K factor (0: not given). */
function player(fields) {
  const id = whole(fields.id ?? "");
  const name = (fields.name ?? "").trim();
  if (!id || !name) return null;
  const titles = [fields.title, fields.women].map((title) => (title ?? "").trim().toUpperCase());
  return {
    id, name, fed: (fields.fed ?? "").trim().toUpperCase().slice(0, 3), sex: (fields.sex ?? "").trim().toUpperCase().slice(0, 1),
    title: titles.find((title) => PLAYER_TITLES.includes(title)) ?? "",
    standard: whole(fields.standard ?? ""), rapid: whole(fields.rapid ?? ""), blitz: whole(fields.blitz ?? ""),
    games: byKind((kind) => whole(fields[`${kind}Games`] ?? "")),
    k: byKind((kind) => (K_VALUES.includes(whole(fields[`${kind}K`] ?? "")) ? whole(fields[`${kind}K`]) : 0)),
    birth: whole((fields.birth ?? "").trim().slice(0, 4)),
    inactive: (fields.flag ?? "").includes("i"),
  };
}

/** One line of the text list, read by `columns` (columnsOf): a player, or null for a line that holds none. */
export function readLine(line, columns) {
  const fields = {};
  for (const field in columns) fields[field] = line.slice(columns[field][0], columns[field][1]);
  return player(fields);
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const XML_FIELDS = { fideid: "id", name: "name", country: "fed", sex: "sex", title: "title", w_title: "women",
  rating: "standard", rapid_rating: "rapid", blitz_rating: "blitz", birthday: "birth", flag: "flag",
  rapid_games: "rapidGames", rapid_k: "rapidK", blitz_games: "blitzGames", blitz_k: "blitzK" };
const XML_OF_KIND = { rating: "", games: "Games", k: "K" }; // <rating>, <games>, <k>: of the list's kind

/** One <player>…</player> element of the XML list (its text between the tags); `kind` names what <rating> is. */
export function readXmlPlayer(inner, kind = "standard") {
  const fields = {};
  for (const [, tag, value] of inner.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) {
    const field = tag in XML_OF_KIND ? kind + XML_OF_KIND[tag] : XML_FIELDS[tag];
    if (field) {
      fields[field] = value.replace(/&(#x?[0-9a-f]+|\w+);/gi, (entity, name) => (name[0] === "#"
        ? String.fromCodePoint(name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
        : ENTITIES[name] ?? entity));
    }
  }
  return player(fields);
}

/** What a single list rates (its file is named standard_…, rapid_…, blitz_…); a combined list gives all three. */
export const kindOfFile = (fileName) => KINDS.find((kind) => fileName.toLowerCase().startsWith(kind)) ?? "standard";

/** The list's month: from its rating column's heading (DEC26), else from the file's name (standard_dec26frl.txt),
 * else the day the file was written. {date: "2026-12" or "2026-12-01", from: "heading" | "name" | "file"}. */
export function listDate(head, fileName, lastModified) {
  const heading = head.split(/\r?\n/, 1)[0].match(/\b([A-Z]{3})(\d{2})\b/g)?.find((word) => MONTHS.includes(word.slice(0, 3).toLowerCase()));
  const named = fileName.toLowerCase().match(new RegExp(`(${MONTHS.join("|")})(\\d{2})`));
  const month = heading ? [heading.slice(0, 3).toLowerCase(), heading.slice(3)] : named ? [named[1], named[2]] : null;
  if (month) return { date: `20${month[1]}-${String(MONTHS.indexOf(month[0]) + 1).padStart(2, "0")}`, from: heading ? "heading" : "name" };
  return { date: new Date(lastModified).toISOString().slice(0, 10), from: "file" };
}

