// The changes stored beside an event: app/store.js writes the event whole (packed) now and then, and each change
// in between as a small record, so that a result entered in a 2,000-player event writes a few hundred characters,
// not the event. What is read back is the stored event with its records applied in order.
//
// The text under an event's changes key is lines: the first a header, JSON
//   {"base": {"event": print, "undo": print, "seq": n}, "next"?: {"event": print, "undo": print, "seq": k}}
// naming the stored event and undo history the records apply to (by `fingerprint` of their stored texts) and the
// number of the last change they hold; then one line per record, "<check> <JSON>", the JSON being
//   {"seq": n + 1, ..., "changes": [...] (app/undo-diff.js), "undo": {"from", "to", "add": [{label, change}]}}
// (the undo history after it is the one before it sliced [from, to) with `add` after). `next` is written just
// before the event is stored whole again: should the page stop between the two writes, the stored event is
// either the old one (base) or the new one (next), and the records after its number are the ones that apply.
// A record whose check fails, that is not the next number or that does not read is refused with every record
// after it: the event is what the records before it made it.
import { patch } from "./undo-diff.js";

/** A short check of a text: its length and a 32-bit FNV-1a hash of its UTF-16 code units. */
export function fingerprint(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}.${(hash >>> 0).toString(16)}`;
}

/** The line of one record. */
export function recordLine(record) {
  const json = JSON.stringify(record);
  return `${fingerprint(json)} ${json}`;
}

/** The stored text: the header's line, then the records' lines. */
export const changesText = (header, lines) => [JSON.stringify(header), ...lines].join("\n");

/** The stored text's header and records' lines, or a reason it cannot be read. */
export function readChanges(text) {
  const lines = text.split("\n");
  let header;
  try {
    header = JSON.parse(lines[0]);
  } catch {
    return { reason: "its first line cannot be read" };
  }
  if (!header?.base || typeof header.base.seq !== "number") return { reason: "its first line names no stored event" };
  return { header, lines: lines.slice(1) };
}

const applyUndo = (undo, { from, to, add }) => [...undo.slice(from, to), ...add];

/** The stored event (`doc`, from the stored text `eventText`; null: only the undo history is wanted) and, unless
 * null, its undo history (`undo`, from `undoText`) with the records of `text` applied: {doc, undo, seq, header, kept (the lines that apply, as
 * [{seq, line}]), damage (null, or a sentence saying which change was refused and why)}. */
export function replay({ doc, undo = null, eventText, undoText = null, text }) {
  const read = readChanges(text);
  if (read.reason) return { doc, undo, seq: 0, header: null, kept: [], damage: `the stored changes: ${read.reason}` };
  const { header, lines } = read;
  const print = fingerprint(eventText);
  const part = [header.base, header.next].find((candidate) => candidate?.event === print);
  if (!part) {
    return { doc, undo, seq: header.base.seq, header, kept: [],
      damage: "the stored changes belong to another copy of the stored event" };
  }
  // The undo history is written beside the event, so the page may stop between the two: its own stored text says
  // which records it follows. One that matches neither is left out (the event itself is kept whole).
  const undoPart = undo === null ? null : [header.base, header.next].find((candidate) => candidate
    && candidate.undo === fingerprint(undoText ?? ""));
  let history = undoPart ? undo : null;
  const undone = () => history ?? (undo === null ? null : []);
  let seq = part.seq;
  const kept = [];
  for (const line of lines) {
    const space = line.indexOf(" ");
    const json = line.slice(space + 1);
    let record;
    try {
      if (space < 0 || line.slice(0, space) !== fingerprint(json)) throw new Error("its check does not match");
      record = JSON.parse(json);
      if (record.seq > part.seq && record.seq !== seq + 1) throw new Error(`change ${seq + 1} is missing`);
      if (history !== null && record.seq > undoPart.seq) history = applyUndo(history, record.undo);
      if (record.seq <= part.seq) continue; // already in the stored event
      if (doc !== null) doc = patch(doc, record.changes);
    } catch (error) {
      return { doc, undo: undone(), seq, header: { base: part }, kept,
        damage: `change ${seq + 1} and any after it cannot be used (${error.message})` };
    }
    seq = record.seq;
    kept.push({ seq, line });
  }
  return { doc, undo: undone(), seq, header: { base: part }, kept, damage: null };
}
