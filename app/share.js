// Share links: the whole event in the URL fragment (after "#", which browsers never send to a server).
//
//   #e2.<payload>   format 2, editable: the receiver may store it as an event of their own
//   #v2.<payload>   format 2, read-only: the receiver only views it; the event without its log (what was done
//                   when) and its record of changes, which viewing does not show: the link is shorter
//   #e1. / #v1.     format 1, read as ever: format 2 only adds the "~M", "~S" and "~v" markers below
//   #e3.<payload>   format 3, editable: the event as its record of changes, made again by the receiving engine
//                   (below, "format 3"); the shortest editable link, for a QR code
//   #r1.<payload>   one round's pairings (app/round-link.js); #r2. one section of them by name
//
// <payload> is URL-safe base64 (RFC 4648 §5, no padding) of the event's compact form (below) compressed with
// the browser's CompressionStream("deflate-raw"), followed by the CRC-32 of the uncompressed bytes (4 bytes,
// big-endian): raw deflate has no checksum of its own, and a link with a flipped byte must be refused rather
// than read as another, valid-looking event. The uncompressed bytes are the compact JSON's length in bytes
// (LEB128), the compact JSON (UTF-8), then the number stream: the integers the JSON leaves out, in the order
// the JSON is read, as LEB128 (zigzag where they may be negative) or, for log times, two bytes.
//
// The compact form is lossless: unpack(pack(doc)) is the same document, key order included (encodeEvent
// checks this on every link it makes). It is the event with
// - a list of two or more non-negative integers as "~a" (its length, then its values, in the stream);
// - a list of objects as columns, {"~c": [keys], "~n": count, "~k": [column per key]}; a column is the list
//   of values ("~" where an object lacks the key), or "~u" / "~i" / "~+" (integers in the stream: unsigned,
//   zigzag, or zigzag differences from the one before), or {"~d": [its few distinct values]} (each cell's
//   index in the stream);
// - in the log: "seq" one more than the previous as "~s"; an ISO time ("2026-05-02T08:30:10.805Z") as "~t",
//   the milliseconds since the previous entry's time in the stream (two bytes; "~T" and zigzag when that is
//   negative or 65.5 s or more); a text the engine writes for an added player, a pairing or a result, rebuilt
//   from the players and rounds in the link, as "~A", "~P" (or "~Y", the bye's player by name alone) or "~R" (the
//   player id or board in the stream, as the difference from the one expected next);
// - in the log's record of changes (format 2): a pairing's round as the engine made it ("made") that is the round's
//   own engine pairing as "~M"; a result's arguments that are the board its text names, with that board's result,
//   as "~S"; each field of an added player's arguments that the player still has as "~v";
// - a round's "engine" pairing that equals its boards and bye as "~=";
// - in an event of sections, all of the above per section: each section's rounds, and each log entry read against
//   the section its arguments name (a result's text names the section and its board as printed; its arguments,
//   which name the section, as "~Q" with the section's id in the stream);
// - every other string (and key) that starts with "~" written with one more "~" in front, so markers and
//   data never mix.
// Old formats stay readable forever: a new format gets a new number and decodeFragment keeps reading the old
// ones (tests/golden/share-link-<kind><format>.txt holds links that must keep decoding).

import {
  DAMAGED, NumberReader, NumberWriter, ShareError, crc32, fromBase64Url, seal, toBase64Url, unseal,
} from "./link-bytes.js";
import { decodeModelled, encodeModelled } from "./model-coder.js";
import { ROUND_FORMAT, decodeRound } from "./round-link.js";

export { ShareError };

export const FORMAT = 2;
export const EDIT_PREFIX = `e${FORMAT}.`;
export const VIEW_PREFIX = `v${FORMAT}.`;
// A link is untrusted input: these caps hold before anything else is done with it. A 100-player, 9-round
// event takes about 7,700 characters (its JSON is 120 kB); the caps leave room for far larger events.
export const MAX_LINK_CHARS = 1_000_000;
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
const MAX_DEPTH = 24;


/** A marker in the compact form, written "~" + text; the kinds in NUMBERED carry one integer, written to the
 * number stream as the kind says ("u16": two bytes, for times a few seconds apart; else zigzag LEB128). */
class Marker {
  constructor(text, number) {
    this.text = text;
    this.number = number;
  }
}
const NUMBERED = new Map([["t", "u16"], ["T", "signed"], ["R", "signed"], ["A", "signed"], ["Q", "signed"]]);

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const own = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
const escape = (text) => (text.startsWith("~") ? `~${text}` : text);
const MAX_STREAMED = 2 ** 52;
const ABSENT = Symbol("absent");
const unsignedList = (value) => value.length >= 2 && value.every((item) => streamable(item) && item >= 0);
const streamable = (value) => Number.isSafeInteger(value) && Math.abs(value) <= MAX_STREAMED;

// ---------------------------------------------------------------------------------------------- generic

/** The keys of a list of objects in one order the objects agree with, and the few objects that order their keys
 * otherwise (kept whole beside the columns: a log whose first entry writes "text" before "at" still packs as
 * columns); null when columns are not worth it. */
function columns(list) {
  if (list.length < 2 || !list.every(isObject)) return null;
  // The order grows from a first object; when that one is the odd one out (the log's first entry), the order grows
  // again from the first object it could not take.
  let best = null;
  for (let seed = 0, tries = 0; seed !== undefined && tries < 3; tries += 1) {
    const layout = keyOrder(list, seed);
    if (!best || layout.odd.length < best.odd.length) best = layout;
    seed = layout.odd.find((row) => row > seed);
  }
  if (!best.keys.length || best.odd.length * 8 > list.length || list.length - best.odd.length < 2) return null;
  return best;
}

function keyOrder(list, seed) {
  const keys = [];
  const odd = [];
  for (const row of [seed, ...list.keys()]) {
    if (row === seed && keys.length) continue;
    const merged = [...keys];
    let last = -1;
    let agrees = true;
    for (const key of Object.keys(list[row])) {
      let index = merged.indexOf(key);
      if (index === -1) {
        index = last + 1;
        merged.splice(index, 0, key);
      } else if (index <= last) {
        agrees = false;
        break;
      }
      last = index;
    }
    if (agrees) keys.splice(0, keys.length, ...merged);
    else odd.push(row);
  }
  return { keys, odd: odd.sort((a, b) => a - b) };
}

function packValue(value, depth, numbers) {
  if (depth > MAX_DEPTH) throw new ShareError("links.event_too_deep");
  if (value instanceof Marker) {
    if (NUMBERED.has(value.text)) numbers.writeAs(NUMBERED.get(value.text), value.number);
    return `~${value.text}`;
  }
  if (typeof value === "string") return escape(value);
  if (Array.isArray(value)) {
    if (unsignedList(value)) {
      numbers.write(value.length, false);
      for (const item of value) numbers.write(item, false);
      return "~a";
    }
    const layout = columns(value);
    if (!layout) return value.map((item) => packValue(item, depth + 1, numbers));
    const { keys, odd } = layout;
    const rows = odd.length ? value.filter((_, row) => !odd.includes(row)) : value;
    // Column by column, like values side by side, which is what deflate compresses best; a column of integers
    // goes to the number stream ("~i").
    const cells = keys.map((key) => {
      if (rows.every((item) => own(item, key) && streamable(item[key]))) {
        const cells = rows.map((item) => item[key]);
        const deltas = cells.map((cell, index) => cell - (index ? cells[index - 1] : 0));
        // Differences when they repeat far more than the values do (ids 1, 2, 3, ...; a log's round numbers).
        if (deltas.every(streamable) && new Set(deltas).size * 2 <= new Set(cells).size) {
          for (const delta of deltas) numbers.write(delta);
          return "~+";
        }
        const signed = cells.some((cell) => cell < 0);
        for (const cell of cells) numbers.write(cell, signed);
        return signed ? "~i" : "~u";
      }
      const dictionary = [...new Set(rows.map((item) => item[key]))];
      if (rows.every((item) => own(item, key)) && dictionary.length <= 64 && dictionary.length * 4 <= rows.length
          && dictionary.every((entry) => entry === null || ["string", "boolean", "number"].includes(typeof entry))) {
        for (const item of rows) numbers.write(dictionary.indexOf(item[key]), false);
        return { "~d": dictionary.map((entry) => packValue(entry, depth + 2, numbers)) };
      }
      return rows.map((item) => (own(item, key) ? packValue(item[key], depth + 2, numbers) : "~"));
    });
    const packed = { "~c": keys, "~n": rows.length, "~k": cells };
    // Odd rows after the columns, in the order the reader meets them.
    if (odd.length) packed["~x"] = odd.map((row) => [row, packValue(value[row], depth + 1, numbers)]);
    return packed;
  }
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value)
      .map(([key, inner]) => [escape(key), packValue(inner, depth + 1, numbers)]));
  }
  return value;
}

function unpackString(text, inRow, numbers) {
  if (!text.startsWith("~")) return text;
  if (text.startsWith("~~")) return text.slice(1);
  if (text === "~") {
    if (inRow) return ABSENT;
    throw new ShareError(DAMAGED);
  }
  const kind = text.slice(1);
  if (kind === "a") {
    const count = numbers.read(false);
    if (count > numbers.bytes.length - numbers.at) throw new ShareError(DAMAGED);
    return Array.from({ length: count }, () => numbers.read(false));
  }
  return new Marker(kind, NUMBERED.has(kind) ? numbers.readAs(NUMBERED.get(kind)) : undefined);
}

const isDictionary = (column) => isObject(column) && Object.keys(column).length === 1 && Array.isArray(column["~d"])
  && column["~d"].every((entry) => entry === null || ["string", "boolean", "number"].includes(typeof entry));

function unpackColumns(value, depth, numbers) {
  const keys = value["~c"];
  const count = value["~n"];
  const cells = value["~k"];
  const odd = value["~x"] ?? [];
  const total = count + odd.length;
  if (Object.keys(value).length !== (own(value, "~x") ? 4 : 3) || !Array.isArray(keys) || !Array.isArray(cells)
      || !Array.isArray(odd) || !odd.length === own(value, "~x")
      || !odd.every((item, index) => Array.isArray(item) && item.length === 2 && Number.isSafeInteger(item[0])
        && item[0] >= (index ? odd[index - 1][0] + 1 : 0) && item[0] < total && isObject(item[1]))
      || !keys.every((key) => typeof key === "string") || new Set(keys).size !== keys.length
      || !Number.isSafeInteger(count) || count < 2 || count > MAX_INFLATED_BYTES || cells.length !== keys.length
      || !cells.every((column) => ["~i", "~u", "~+"].includes(column) || isDictionary(column)
        || (Array.isArray(column) && column.length === count))) {
    throw new ShareError(DAMAGED);
  }
  const columnValues = cells.map((column) => {
    if (column === "~+") {
      let previous = 0;
      return Array.from({ length: count }, () => {
        previous += numbers.read();
        if (!streamable(previous)) throw new ShareError(DAMAGED);
        return previous;
      });
    }
    if (typeof column === "string") return Array.from({ length: count }, () => numbers.read(column === "~i"));
    if (Array.isArray(column)) return column.map((cell) => unpackValue(cell, depth + 2, numbers, true));
    const dictionary = column["~d"].map((entry) => unpackValue(entry, depth + 2, numbers, true));
    return Array.from({ length: count }, () => {
      const index = numbers.read(false);
      if (index >= dictionary.length) throw new ShareError(DAMAGED);
      return dictionary[index];
    });
  });
  const rows = Array.from({ length: count }, (_, row) => Object.fromEntries(keys
    .map((key, index) => [key, columnValues[index][row]])
    .filter(([, cell]) => cell !== ABSENT)));
  for (const [row, item] of odd) rows.splice(row, 0, unpackValue(item, depth + 1, numbers));
  return rows;
}

function unpackValue(value, depth, numbers, inRow = false) {
  if (depth > MAX_DEPTH) throw new ShareError("links.link_too_deep");
  if (typeof value === "string") return unpackString(value, inRow, numbers);
  if (Array.isArray(value)) return value.map((item) => unpackValue(item, depth + 1, numbers));
  if (!isObject(value)) return value;
  if (own(value, "~c")) return unpackColumns(value, depth, numbers);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => {
    if (key.startsWith("~") && !key.startsWith("~~")) throw new ShareError(DAMAGED);
    return [key.startsWith("~") ? key.slice(1) : key, unpackValue(inner, depth + 1, numbers)];
  }));
}

// ------------------------------------------------------------------------- what the event repeats itself

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const isoMs = (text) => {
  if (typeof text !== "string" || !ISO_TIME.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text ? ms : null;
};

/** Each paired group of the event as the log's texts read it: the event itself, or each of its sections (its id and
 * name, its players by id, its rounds, and `first(r)`: the printed number of board 1 of its round r, which in an
 * event numbering boards "continuous" follows the boards of that round of the sections before it, as the engine's
 * event/sections.py first_boards has it). */
function groupsOf(doc) {
  const sectioned = Array.isArray(doc.sections);
  const list = sectioned ? doc.sections : [doc];
  const boardsOf = (group, r) => {
    const round = group.rounds[r - 1];
    return isObject(round) && Array.isArray(round.boards) ? round.boards.length : 0;
  };
  const continuous = sectioned && doc.section_boards === "continuous";
  return list.map((group, index) => ({
    id: sectioned ? group.id : null,
    name: sectioned ? group.name : null,
    rounds: group.rounds,
    players: new Map(group.players.map((player) => [player.id, player])),
    first: (r) => 1 + (continuous ? list.slice(0, index).reduce((sum, other) => sum + boardsOf(other, r), 0) : 0),
  }));
}

/** The group a log entry's operation ran in: the section its arguments name (the first when they name none), or
 * null when the event has no such section. */
const groupOf = (groups, section) => (groups[0].id === null || section === undefined ? groups[0]
  : groups.find((group) => group.id === section) ?? null);

/** The log texts the engine writes for the commonest operations (py/swisspair/event/ops/), from the
 * event as the link holds it: "A" added player `number`, "P" round paired (a bye's player with their id, as the
 * engine once wrote it; "Y" by name alone, as it writes it now), "R" result on board `number` of the group's round
 * (in an event of sections the text names the section and the board as printed). */
function templateText(group, entry, kind, number) {
  const { players } = group;
  const label = (id) => (players.has(id) ? `${players.get(id).name} (id ${id})` : null);
  if (kind === "A") return label(number) && `Added ${label(number)}.`;
  const round = Number.isInteger(entry.round) && entry.round >= 1 ? group.rounds[entry.round - 1] : undefined;
  if (!isObject(round) || !Array.isArray(round.boards)) return null;
  if (PAIRED.has(kind)) {
    if (round.pab !== null && !players.has(round.pab)) return null;
    const bye = round.pab === null ? "" : `, bye to ${kind === "P" ? label(round.pab) : players.get(round.pab).name}`;
    return `Round ${entry.round} paired: ${round.boards.length} board(s)${bye}.`;
  }
  const board = round.boards[number - 1];
  if (kind !== "R" || !isObject(board) || !players.has(board.white) || !players.has(board.black)) return null;
  const where = group.name === null ? `Round ${entry.round}, board ${number}`
    : `Round ${entry.round} of the section “${group.name}”, board ${group.first(entry.round) + number - 1}`;
  return `${where}: ${players.get(board.white).name} - ${players.get(board.black).name} ${board.result ?? "no result"}.`;
}

const TEXT_KINDS = { add_player: "A", pair_next: "P", set_result: "R" };
const PAIRED = new Set(["P", "Y"]); // the kinds of a pairing's text, which carry no number
/** The number a text names: an added player's id; a result's board, as the group's own (the text's printed number
 * less the boards before the group's first). */
const textNumber = (kind, text, group, entry) => {
  if (kind === "A") return Number(text.match(/\(id (\d+)\)\.$/)?.[1]);
  return Number(text.match(/^Round \d+(?: of the section “.*”)?, board (\d+):/)?.[1]) - group.first(entry.round) + 1;
};

/** Predicts the number a text marker carries (the next player id, the next board of the group's round), so the
 * stream holds mostly zeros: the marker's number is the difference from the prediction. */
class TextNumbers {
  last = { A: 0, R: 0 };
  round = null;
  expected(kind, entry, group) {
    if (kind === "R" && this.roundOf(entry, group) !== this.round) return 1;
    return this.last[kind] + 1;
  }
  seen(kind, entry, number, group) {
    this.last[kind] = number;
    if (kind === "R") this.round = this.roundOf(entry, group);
  }
  // A round as its group's: in an event of sections round 2 of the U1800 is another run of boards than the Open's.
  roundOf = (entry, group) => (group.id === null ? entry.round : `${group.id}/${entry.round}`);
}

const sameEngine = (round) => isObject(round.engine) && Array.isArray(round.boards)
  && JSON.stringify(round.engine) === JSON.stringify({
    boards: round.boards.map((board) => [board?.white, board?.black]), pab: round.pab,
  });

/** A pairing's round as the engine made it, which pair_next's log entry keeps (`made`): the round's own engine
 * pairing without results, changes by hand or corrections. */
const madeOf = (round) => (isObject(round) && isObject(round.engine) && Array.isArray(round.engine.boards)
  && round.engine.boards.every(Array.isArray)
  ? { number: round.number, boards: round.engine.boards.map(([white, black]) => ({ white, black, result: null })),
    pab: round.engine.pab, engine: round.engine, notes: round.notes, manual: [] }
  : undefined);

const sameJson = (a, b) => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** A result's arguments as the engine records them, from the board they set (its final result), naming the
 * section where `section` is given (the page names it last). */
const resultArgs = (group, entry, board, section) => {
  const round = group.rounds[entry.round - 1];
  const played = isObject(round) && Array.isArray(round.boards) ? round.boards[board - 1] : undefined;
  if (!isObject(played)) return undefined;
  const args = { round: entry.round, board, result: played.result };
  return section === undefined ? args : { ...args, section };
};

const hasPlayers = (doc) => Array.isArray(doc.players) && doc.players.every(isObject) && Array.isArray(doc.rounds);
/** Whether the markers can be read against the event: its groups' players and rounds are lists. */
const hasGroups = (doc) => (Array.isArray(doc.sections)
  ? doc.sections.length > 0 && doc.sections.every((section) => isObject(section) && hasPlayers(section))
  : hasPlayers(doc));

/** The section a log entry's arguments name: "~Q" carries it for a result's arguments marked whole. */
const entrySection = (entry) => (entry.args instanceof Marker ? (entry.args.text === "Q" ? entry.args.number : undefined)
  : isObject(entry.args) ? entry.args.section : undefined);

/** Each group's rounds, their engine pairing as "~=" where it is the round's boards (`marked`), or back. */
function withRounds(doc, change) {
  if (!Array.isArray(doc.sections)) return { ...doc, rounds: change(doc.rounds) };
  return { ...doc, sections: doc.sections.map((section) => ({ ...section, rounds: change(section.rounds) })) };
}

/** The event with its repeated parts as markers (the input is not changed). */
function mark(doc) {
  if (!isObject(doc) || !hasGroups(doc)) return doc;
  const out = withRounds(doc, (rounds) => rounds.map((round) => (isObject(round) && sameEngine(round)
    ? { ...round, engine: new Marker("=") } : round)));
  if (!Array.isArray(doc.log)) return out;
  const groups = groupsOf(doc);
  const predicted = new TextNumbers();
  let seq = 0;
  let time = 0;
  out.log = doc.log.map((entry) => {
    if (!isObject(entry)) return entry;
    const marked = { ...entry };
    if (Number.isInteger(entry.seq)) {
      if (entry.seq === seq + 1) marked.seq = new Marker("s");
      seq = entry.seq;
    }
    const ms = isoMs(entry.at);
    if (ms !== null) {
      marked.at = new Marker(ms - time >= 0 && ms - time < 65536 ? "t" : "T", ms - time);
      time = ms;
    }
    const group = groupOf(groups, entrySection(entry));
    let kind = group && own(TEXT_KINDS, entry.op) && typeof entry.text === "string" ? TEXT_KINDS[entry.op] : null;
    if (kind === "P" && templateText(group, entry, kind, 0) !== entry.text) kind = "Y";
    const number = PAIRED.has(kind) ? 0 : kind && textNumber(kind, entry.text, group, entry);
    if (kind && Number.isSafeInteger(number) && templateText(group, entry, kind, number) === entry.text) {
      if (PAIRED.has(kind)) {
        marked.text = new Marker(kind);
      } else {
        marked.text = new Marker(kind, number - predicted.expected(kind, entry, group));
        predicted.seen(kind, entry, number, group);
      }
      markArgs(group, entry, marked, kind, number);
    }
    return marked;
  });
  return out;
}

/** The record of changes repeats what the event holds: a pairing's round (`made`, as "~M"), a result's arguments
 * ("~S", the board its text names, with the board's result; "~Q" and the section's id where they name a section),
 * an added player's fields ("~v" for each value the player still has). Only where the rebuilt value is the same, so
 * corrections and later changes stay as written. */
function markArgs(group, entry, marked, kind, number) {
  if (PAIRED.has(kind) && sameJson(entry.made, madeOf(group.rounds[entry.round - 1]))) marked.made = new Marker("M");
  if (kind === "R") {
    const section = entrySection(entry);
    if (section === undefined && sameJson(entry.args, resultArgs(group, entry, number))) {
      marked.args = new Marker("S");
    } else if (Number.isSafeInteger(section) && sameJson(entry.args, resultArgs(group, entry, number, section))) {
      marked.args = new Marker("Q", section);
    }
  }
  const player = group.players.get(number);
  if (kind === "A" && isObject(entry.args) && isObject(entry.args.player)) {
    marked.args = { ...entry.args, player: Object.fromEntries(Object.entries(entry.args.player).map(([key, value]) => [
      key, own(player, key) && sameJson(value, player[key]) ? new Marker("v") : value])) };
  }
}

/** markArgs undone, once the entry's text (and so the board or player it names) is back. */
function unmarkArgs(group, entry, kind, number, fail) {
  if (entry.made instanceof Marker) {
    const made = PAIRED.has(kind) && entry.made.text === "M" ? madeOf(group.rounds[entry.round - 1]) : undefined;
    if (made === undefined) fail();
    entry.made = JSON.parse(JSON.stringify(made));
  }
  if (entry.args instanceof Marker) {
    const { text, number: section } = entry.args;
    const args = kind !== "R" ? undefined : text === "S" ? resultArgs(group, entry, number)
      : text === "Q" ? resultArgs(group, entry, number, section) : undefined;
    if (args === undefined) fail();
    entry.args = args;
  }
  if (kind === "A" && isObject(entry.args) && isObject(entry.args.player)) {
    const player = group.players.get(number);
    for (const [key, value] of Object.entries(entry.args.player)) {
      if (!(value instanceof Marker)) continue;
      if (value.text !== "v" || !own(player, key)) fail();
      entry.args.player[key] = JSON.parse(JSON.stringify(player[key]));
    }
  }
}

/** The markers put back, in the order mark() made them. */
function unmark(doc) {
  const fail = () => { throw new ShareError(DAMAGED); };
  if (!isObject(doc) || !hasGroups(doc)) return doc;
  for (const group of Array.isArray(doc.sections) ? doc.sections : [doc]) {
    for (const round of group.rounds) {
      if (!isObject(round) || !(round.engine instanceof Marker)) continue;
      if (round.engine.text !== "=" || !Array.isArray(round.boards) || !round.boards.every(isObject)) fail();
      round.engine = { boards: round.boards.map((board) => [board.white, board.black]), pab: round.pab };
    }
  }
  if (!Array.isArray(doc.log)) return doc;
  const groups = groupsOf(doc);
  const predicted = new TextNumbers();
  let seq = 0;
  let time = 0;
  for (const entry of doc.log) {
    if (!isObject(entry)) continue;
    if (entry.seq instanceof Marker) {
      if (entry.seq.text !== "s") fail();
      entry.seq = seq + 1;
    }
    if (Number.isInteger(entry.seq)) seq = entry.seq;
    if (entry.at instanceof Marker) {
      if (!["t", "T"].includes(entry.at.text)) fail();
      const ms = time + entry.at.number;
      if (!(Math.abs(ms) <= 8.64e15)) fail();
      entry.at = new Date(ms).toISOString();
    }
    const ms = isoMs(entry.at);
    if (ms !== null) time = ms;
    if (entry.text instanceof Marker) {
      const kind = entry.text.text;
      const group = groupOf(groups, entrySection(entry));
      if (!["A", "P", "Y", "R"].includes(kind) || group === null) fail();
      const number = PAIRED.has(kind) ? 0 : entry.text.number + predicted.expected(kind, entry, group);
      const text = templateText(group, entry, kind, number);
      if (typeof text !== "string") fail();
      if (!PAIRED.has(kind)) predicted.seen(kind, entry, number, group);
      entry.text = text;
      unmarkArgs(group, entry, kind, number, fail);
    }
  }
  return doc;
}

/** Any marker left where none belongs means the link was not made by this code. */
function checkNoMarkers(value) {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (item instanceof Marker) throw new ShareError(DAMAGED);
    // One by one: spreading a list of 100,000 or more as arguments overflows the stack.
    const inner = Array.isArray(item) ? item : isObject(item) ? Object.values(item) : [];
    for (const value of inner) stack.push(value);
  }
}

/** The compact form of an event: {json (a JSON value), numbers (bytes)}. `plain`: columns only, no markers. */
export function pack(doc, { plain = false } = {}) {
  const numbers = new NumberWriter();
  const json = packValue(plain ? doc : mark(doc), 0, numbers);
  return { json, numbers: Uint8Array.from(numbers.bytes) };
}

/** The event from its compact form; ShareError when it is not one. */
export function unpack(json, numbers) {
  const reader = new NumberReader(numbers);
  const doc = unmark(unpackValue(json, 0, reader));
  if (reader.at !== numbers.length) throw new ShareError(DAMAGED);
  checkNoMarkers(doc);
  return doc;
}

// ------------------------------------------------------------- format 3: the event as its record of changes

// An editable link can carry the record of changes alone (py/swisspair/event/record.py): the event the record
// begins with, the log before it, and each recorded entry without its seq and what applying it again writes. The
// receiving engine applies them again (event_rebuild, py/swisspair/event/rebuild.py), pairing each round anew, and
// the page keeps the event only when it is the sender's to the byte (`check`, the CRC-32 of its JSON): a third of
// the whole link, so that a 100-player, 9-round event fits a QR code. The value coded is
//   {record, history, modified, check, keys, entries: [{op, by, n, at, ...}], args: {op: [each entry's args]}}
// (`keys`: the event's own keys in their order, which the record's event does not keep; the arguments by
// operation, in order, so that each kind's have statistics of their own), each entry's time as the seconds
// since the entry before when both are whole seconds, coded by app/model-coder.js; the payload is URL-safe base64
// of those bytes and the CRC-32 of the value's JSON (4 bytes, big-endian).

export const RECORD_FORMAT = 3;
export const RECORD_PREFIX = `e${RECORD_FORMAT}.`;
// A record link is made only where it fits a QR code (2,953 characters); far longer ones are refused before they are
// decoded, which is done on the page's thread.
export const MAX_RECORD_CHARS = 20_000;
// What applying an entry again writes beside it, in its order (WRITTEN_KEYS in py/swisspair/event/record.py).
const WRITTEN = ["text", "key", "params", "clauses", "list", "round", "warnings", "warning_words", "made"];
// What an entry holds before that, in the order the engine writes it.
const RECORDED = ["op", "by", "n", "args", "at"];

// What a record usually holds, coded before a link's own so that the coder starts out knowing the shape of an event
// and the commonest changes (it learns as it goes: this only saves what learning costs, about a sixth of the link).
// It is part of format 3: a link reads back only with the primer it was made with.
const PRIMER_AT = "2026-01-01T18:00:00.000Z";
const RECORD_PRIMER = {
  record: { from: 2, event: { format: "swisspair-event", version: 2, id: "6f0c1d2e-3a4b-4c5d-8e9f-a0b1c2d3e4f5",
    name: "Club Championship 2026", created: PRIMER_AT, modified: PRIMER_AT,
    settings: { mode: "fide", system: "dutch", options: {}, rounds: 7, initial_colour: "white",
      scoring: { system: "chess", win: 10, draw: 5, loss: 0, forfeit_win: 10, forfeit_loss: 0, pab: 10, half_bye: 5,
        full_bye: 10, zero_bye: 0 },
      requested_byes: { allowed: ["half", "zero"], limit: null }, late_entry_points: "zero", tiebreaks: [] },
    players: [], restrictions: [], rounds: [], arena: null, trf_lines: [] } },
  history: [
    { seq: 1, op: "new_event", text: "Event “Club Championship 2026” created (dutch, fide).", at: PRIMER_AT }],
  modified: 0,
  check: 0,
  keys: ["format", "version", "id", "name", "created", "modified", "settings", "players", "restrictions", "rounds",
    "arena", "trf_lines", "log", "record", "copies", "pen"],
  entries: ["set_scoring", "update_settings", "add_player", "add_player", "add_player", "add_player", "late_entry",
    "pair_next", "set_result", "set_result", "set_result", "withdraw", "request_bye", "pair_next", "swap_players",
    "set_result", "set_result", "set_result", "edit_player", "unpair_latest", "set_board", "set_pab", "hand_over"]
    .map((op, index) => ({ op, by: "a1b2c3d4e5f6", n: index + 1, ...(index ? { at: 30 } : { at: PRIMER_AT }) })),
  args: {
    set_scoring: [{ system: "chess" }],
    update_settings: [{ tiebreaks: ["BH/C1", "BH", "SB", "WIN"] }],
    add_player: [
      { player: { name: "Smith, John", rating: 2105, title: "FM", federation: "ENG", fide_id: "412345",
        club: "Hastings CC" } },
      { player: { name: "García, María", rating: 1890, federation: "ESP", fide_id: "2212345", club: "Club Ajedrez" } },
      { player: { name: "Müller, Anna", rating: 1642, club: "SK Berlin" } },
      { player: { name: "Nowak, Piotr", rating: 0, club: "" } }],
    late_entry: [{ player: { name: "Rossi, Luca", rating: 1720, club: "" } }],
    pair_next: [{}, {}],
    set_result: [{ round: 1, board: 1, result: "1-0" }, { round: 1, board: 2, result: "1/2-1/2" },
      { round: 1, board: 3, result: "0-1" }, { round: 2, board: 1, result: "1-0" }, { round: 2, board: 2, result: "0-1" },
      { round: 2, board: 3, result: "+-" }],
    withdraw: [{ player: 4 }],
    request_bye: [{ player: 3, round: 2, points: "half" }],
    swap_players: [{ round: 2, players: [1, 2] }],
    edit_player: [{ player: 2, changes: { rating: 1900 } }],
    unpair_latest: [{}],
    set_board: [{ round: 2, board: 1, white: 1, black: 2 }],
    set_pab: [{ round: 2, player: 5 }],
    hand_over: [{}],
  },
};

const utf8 = (text) => new TextEncoder().encode(text);
const checksum = (value) => crc32(utf8(JSON.stringify(value)));

// A round note's words, a log entry's and a change by hand's (its message key and parameters, and a note's reasons' or
// a log entry's list's clauses and their place, for the page to write it in a language; a log entry's and a change's warnings' words)
// follow from its text: the event's check leaves them out, so a link made by an engine that wrote no words, or other
// words, for the same notes, changes and warnings is still the same event.
const NOTE_KEYS = new Set(["code", "text", "players", "key", "params", "clauses"]);
const WORDS = new Set(["key", "params", "clauses", "list", "warning_words"]);
const isNote = (holder) => isObject(holder) && Object.keys(holder).every((key) => NOTE_KEYS.has(key))
  && own(holder, "code") && own(holder, "text") && own(holder, "players");
const isLogEntry = (holder) => isObject(holder) && own(holder, "seq") && own(holder, "op") && own(holder, "text");
const isManualChange = (holder) => isObject(holder) && own(holder, "change") && own(holder, "text")
  && own(holder, "warnings");
const withoutWords = function (key, value) {
  return WORDS.has(key) && (isNote(this) || isLogEntry(this) || isManualChange(this)) ? undefined : value;
};
const eventCheck = (doc) => crc32(utf8(JSON.stringify(doc, withoutWords)));

/** A log entry as the engine is to apply it again: without its seq and, unless a merge left it out, what applying
 * it writes. */
const asApplied = (entry) => Object.fromEntries(Object.entries(entry)
  .filter(([key]) => key !== "seq" && (own(entry, "left_out") || !WRITTEN.includes(key))));

/** The record form of an event, or null when its log is not one the engine can apply again as it stands (an entry
 * out of sequence, or holding what no change writes). */
function recordForm(doc) {
  if (!isObject(doc) || !Array.isArray(doc.log) || !isObject(doc.record) || !isObject(doc.record.event)) return null;
  const first = doc.log.findIndex((entry) => isObject(entry) && entry.seq === doc.record.from);
  if (first === -1) return null;
  const entries = [];
  const args = {};
  let time = null;
  for (const [index, entry] of doc.log.slice(first).entries()) {
    if (!isObject(entry) || entry.seq !== doc.record.from + index || typeof entry.op !== "string"
        || !isObject(entry.args) || entry.op === "__proto__") return null;
    const [seq, ...keys] = Object.keys(entry);
    const head = RECORDED.filter((key) => own(entry, key));
    const kept = own(entry, "left_out"); // not applied again: kept whole
    const written = WRITTEN.filter((key) => own(entry, key));
    if (seq !== "seq" || keys.slice(0, head.length).join(" ") !== head.join(" ")
        || !(kept || keys.slice(head.length).join(" ") === written.join(" "))) return null;
    const { args: _, ...row } = asApplied(entry); // eslint-disable-line no-unused-vars
    if (own(entry, "at")) {
      row.at = timeApart(entry.at, time);
      time = isoMs(entry.at);
    }
    entries.push(row);
    (args[entry.op] ??= []).push(entry.args);
  }
  return { record: doc.record, history: doc.log.slice(0, first), modified: timeApart(doc.modified ?? null, time),
    check: eventCheck(doc), keys: Object.keys(doc), entries, args };
}

/** A time as the seconds since `before` (a number) when both are whole seconds, else as the milliseconds since
 * (a list of one number), else as written (text, or null). */
function timeApart(at, before) {
  const ms = isoMs(at);
  if (ms === null || before === null) return at;
  return ms % 1000 === 0 && before % 1000 === 0 ? (ms - before) / 1000 : [ms - before];
}

/** timeApart undone; ShareError when the time is not one. */
function timeBack(at, before) {
  const apart = typeof at === "number" ? at * 1000 : Array.isArray(at) ? at[0] : undefined;
  if (apart === undefined) return at;
  if (before === null || (Array.isArray(at) && at.length !== 1) || !Number.isSafeInteger(apart)
      || !(Math.abs(before + apart) <= 8.64e15)) throw new ShareError(DAMAGED);
  return new Date(before + apart).toISOString();
}

/** The entries as the engine applies them again: times back, arguments back in their place. */
function recordedEntries({ entries, args, modified }) {
  const fail = () => { throw new ShareError(DAMAGED); };
  if (!Array.isArray(entries) || !isObject(args) || !Object.values(args).every(Array.isArray)) fail();
  const taken = new Map();
  let time = null;
  const out = entries.map((row) => {
    const list = isObject(row) && typeof row.op === "string" && own(args, row.op) ? args[row.op] : null;
    const index = taken.get(row.op) ?? 0;
    if (!list || own(row, "args") || own(row, "seq") || index >= list.length) fail();
    taken.set(row.op, index + 1);
    const entry = {};
    for (const key of RECORDED) {
      if (key === "args") entry.args = list[index];
      else if (own(row, key)) entry[key] = row[key];
    }
    for (const [key, value] of Object.entries(row)) if (!RECORDED.includes(key)) entry[key] = value;
    if (own(entry, "at")) {
      entry.at = timeBack(entry.at, time);
      time = isoMs(entry.at);
    }
    return entry;
  });
  if (Object.entries(args).some(([op, list]) => taken.get(op) !== list.length)) fail();
  return { entries: out, modified: timeBack(modified, time) };
}

/** {rebuild: what event_rebuild takes, check} from a record link's payload text. */
function readRecord(payload) {
  const bytes = fromBase64Url(payload);
  if (bytes.length < 5) throw new ShareError(DAMAGED);
  const form = decodeModelled(bytes.subarray(0, bytes.length - 4), RECORD_PRIMER);
  if (form === null || checksum(form) !== new DataView(bytes.buffer).getUint32(bytes.length - 4)) {
    throw new ShareError(DAMAGED);
  }
  if (!isObject(form) || Object.keys(form).sort().join(" ") !== "args check entries history keys modified record"
      || !Number.isSafeInteger(form.check) || !Array.isArray(form.history)) throw new ShareError(DAMAGED);
  return { rebuild: { record: form.record, history: form.history, ...recordedEntries(form), keys: form.keys },
    check: form.check };
}

/** The fragment of the editable link that carries the event as its record of changes (format 3), or null when
 * the event cannot travel so. */
export function encodeRecord(event) {
  const form = recordForm(event);
  if (form === null) return null;
  const coded = encodeModelled(form, RECORD_PRIMER);
  const bytes = new Uint8Array(coded.length + 4);
  bytes.set(coded);
  new DataView(bytes.buffer).setUint32(coded.length, checksum(form));
  const payload = toBase64Url(bytes);
  // Lossless by construction, checked anyway, as encodeEvent checks its links: the link reads back to exactly
  // what the engine is to apply again.
  const { rebuild } = readRecord(payload);
  const expected = { record: form.record, history: form.history,
    entries: event.log.slice(event.log.length - form.entries.length).map(asApplied), modified: event.modified ?? null,
    keys: form.keys };
  return JSON.stringify(rebuild) === JSON.stringify(expected) ? `${RECORD_PREFIX}${payload}` : null;
}

/** Is `doc` (event_rebuild's answer) the event the record link was made from? */
export const isRecordedEvent = (doc, check) => eventCheck(doc) === check;

// ------------------------------------------------------------------------------------------ the links

/** The bytes a link compresses: the JSON's length in bytes (as a stream number), the JSON, the number stream. */
function payloadBytes({ json, numbers }) {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const length = new NumberWriter();
  length.write(text.length, false);
  const bytes = new Uint8Array(length.bytes.length + text.length + numbers.length);
  bytes.set(length.bytes);
  bytes.set(text, length.bytes.length);
  bytes.set(numbers, length.bytes.length + text.length);
  return bytes;
}

function readPayload(bytes) {
  const reader = new NumberReader(bytes);
  const length = reader.read(false);
  if (reader.at + length > bytes.length) throw new ShareError(DAMAGED);
  let json;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(reader.at, reader.at + length)));
  } catch {
    throw new ShareError(DAMAGED);
  }
  try {
    return unpack(json, bytes.subarray(reader.at + length));
  } catch (error) {
    // A hostile structure may also exhaust the stack or memory: still just a link that cannot be read.
    if (error instanceof ShareError) throw error;
    throw new ShareError(DAMAGED);
  }
}

/** What a read-only link leaves out: the log and the record of changes (py/swisspair/event/record.py), which only
 * a copy that goes on changing the event needs. */
function viewedPart(event) {
  const { record, ...rest } = event; // eslint-disable-line no-unused-vars
  return { ...rest, log: [] };
}

/** The fragment (without "#") of a link to the event: editable, or read-only with `readOnly` (the log and the
 * record left out). */
export async function encodeEvent(event, { readOnly = false } = {}) {
  const doc = readOnly && isObject(event) && Array.isArray(event.log) ? viewedPart(event) : event;
  let bytes = payloadBytes(pack(doc));
  // Lossless by construction, checked anyway: should a future field ever defeat the markers, the link carries
  // the document in columns only rather than a different document.
  if (JSON.stringify(readPayload(bytes)) !== JSON.stringify(doc)) bytes = payloadBytes(pack(doc, { plain: true }));
  return `${readOnly ? VIEW_PREFIX : EDIT_PREFIX}${await seal(bytes)}`;
}

/** The whole link: this page's address with the fragment. */
export function linkTo(fragment, location = window.location) {
  return `${location.origin}${location.pathname}#${fragment}`;
}

const LINK = /^#?([a-z])(\d{1,6})\.(.*)$/s;

/** Does this fragment look like a SwissPair link at all (so anything else in the fragment is left alone)? */
export function isShareFragment(fragment) {
  return LINK.test(fragment) && "evr".includes(fragment.replace(/^#/, "")[0]);
}

/** {doc, readOnly, format} from a fragment ("#e2.…" or "e2.…", and every older format); {rebuild, check, readOnly:
 * false, format: 3} from a record link ("#e3.…": the engine makes the event, isRecordedEvent checks it); or {card,
 * round: true, readOnly: true, format} from a round's link ("#r1.…", app/round-link.js). Everything is checked but the event itself (that is the engine's
 * event_validate): ShareError with the key of a sentence for the person who opened it (link-refusal.js). */
export async function decodeFragment(fragment) {
  if (typeof fragment !== "string") throw new ShareError("links.no_event");
  if (fragment.length > MAX_LINK_CHARS) {
    throw new ShareError("links.too_long", { length: fragment.length, most: MAX_LINK_CHARS });
  }
  const match = fragment.match(LINK);
  if (!match || !"evr".includes(match[1])) {
    throw new ShareError("links.not_swisspair");
  }
  const [, kind, versionText, payload] = match;
  const version = Number(versionText);
  const newest = { r: ROUND_FORMAT, e: RECORD_FORMAT, v: FORMAT }[kind];
  if (version > newest) {
    throw new ShareError("links.newer", { version: String(version), newest: String(newest) });
  }
  if (version < 1) throw new ShareError("links.bad_version");
  if (kind === "r") return { card: await decodeRound(payload, version), round: true, readOnly: true, format: version };
  if (version === RECORD_FORMAT) {
    if (payload.length > MAX_RECORD_CHARS) {
      throw new ShareError("links.record_too_long", { length: fragment.length });
    }
    return { ...readRecord(payload), readOnly: false, format: version };
  }
  const doc = readPayload(await unseal(payload, MAX_INFLATED_BYTES));
  if (!isObject(doc)) throw new ShareError("links.not_an_event");
  return { doc, readOnly: kind === "v", format: version };
}
