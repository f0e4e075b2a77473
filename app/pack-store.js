// What the store writes, made from the event's JSON text: the event as its share link's payload (the compact,
// lossless packing of app/share.js, compressed: a 2,000-player, 11-round event of 2.8 MB of JSON is under
// 100,000 characters) and the undo history as a list of differences, packed the same way. The work scales
// with the event, so app/store.worker.js does it off the page's thread; `work` is the one entry point for
// both the worker and the page (should the worker not start).
//
//   work({op: "encode", text, undo: [{label, text} | {label, change}]})
//       -> {event: stored text, undo: stored text, changes: [change per undo entry]}
//     An undo entry given as the text of the event before it is turned into the difference from the event
//     after it (the next entry's event, or the event itself for the last): only differences are stored.
//   work({op: "decode", event: stored text}) -> {text}: the event's JSON text.
//   work({op: "decodeUndo", undo: stored text}) -> {undo: [{label, change}]}
//   work({op: "links", text}) -> {edit, view, record}: the fragments of the event's editable and read-only share
//     links, and of the editable link that carries its record of changes (null when it cannot).
import { decodeFragment, encodeEvent, encodeRecord } from "./share.js";
import { diff, patch } from "./undo-diff.js";

// The last event parsed, kept: the next change's "before" is almost always the event just stored.
let parsed = { text: null, value: null };
const parse = (text) => {
  if (parsed.text !== text) parsed = { text, value: JSON.parse(text) };
  return parsed.value;
};

async function encode({ text, undo }) {
  const doc = parse(text);
  let after = doc;
  const changes = new Array(undo.length);
  for (let index = undo.length - 1; index >= 0; index -= 1) {
    const entry = undo[index];
    if (entry.text === undefined) {
      changes[index] = entry.change;
      after = patch(after, entry.change);
    } else {
      const before = JSON.parse(entry.text);
      changes[index] = diff(after, before);
      after = before;
    }
  }
  const history = undo.map((entry, index) => ({ label: entry.label, change: changes[index] }));
  return { event: await encodeEvent(doc), undo: await encodeEvent({ undo: history }), changes };
}

async function decode({ event }) {
  return { text: JSON.stringify((await decodeFragment(event)).doc) };
}

async function decodeUndo({ undo }) {
  const { doc } = await decodeFragment(undo);
  if (!Array.isArray(doc.undo)) throw new Error("the stored undo history holds no list of changes");
  return { undo: doc.undo };
}

// The link of the record of changes is given only where it fits a QR code, which the names alone of 200 players
// overflow: it is not made for larger events (it would hold this worker, and so the store, for seconds).
const RECORD_LINK_PLAYERS = 200;

async function links({ text }) {
  const doc = parse(text);
  // Every section's players count: an event of sections keeps them in its sections.
  const players = (Array.isArray(doc.sections) ? doc.sections : [doc])
    .reduce((sum, group) => sum + (Array.isArray(group?.players) ? group.players.length : Infinity), 0);
  const record = players <= RECORD_LINK_PLAYERS ? encodeRecord(doc) : null;
  return { edit: await encodeEvent(doc), view: await encodeEvent(doc, { readOnly: true }), record };
}

const OPS = { encode, decode, decodeUndo, links };

export function work(request) {
  return OPS[request.op](request);
}
