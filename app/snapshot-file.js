// The build's snapshot file: Pyodide's memory snapshot without its empty pages. Nearly half of the interpreter's
// 30 MiB heap is zeros (14.4 MiB of 4 KiB blocks), and the snapshot's download is what the runtime waits for before
// it is made, so the file keeps only the blocks that hold something: a header (SNAPSHOT_MAGIC, the snapshot's length,
// the number of runs, then each run's offset and length, little-endian 32-bit words) and the runs' bytes in order.
// tools/snapshot_node.mjs packs it at build time; the worker unpacks it (engine.load.js).

const SNAPSHOT_MAGIC = 0x31535753; // "SWS1"
const BLOCK = 4096;

function isEmpty(bytes, start, end) {
  for (let index = start; index < end; index += 1) if (bytes[index] !== 0) return false;
  return true;
}

/** Pyodide's snapshot (a Uint8Array) as the build's file: its runs of blocks that are not all zeros. */
export function packSnapshot(snapshot) {
  const runs = [];
  for (let start = 0; start < snapshot.length; start += BLOCK) {
    const end = Math.min(start + BLOCK, snapshot.length);
    if (isEmpty(snapshot, start, end)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === start) last[1] = end - last[0];
    else runs.push([start, end - start]);
  }
  const headerLength = 12 + 8 * runs.length;
  const file = new Uint8Array(headerLength + runs.reduce((sum, [, length]) => sum + length, 0));
  const header = new DataView(file.buffer);
  header.setUint32(0, SNAPSHOT_MAGIC, true);
  header.setUint32(4, snapshot.length, true);
  header.setUint32(8, runs.length, true);
  let at = headerLength;
  runs.forEach(([start, length], index) => {
    header.setUint32(12 + 8 * index, start, true);
    header.setUint32(16 + 8 * index, length, true);
    file.set(snapshot.subarray(start, start + length), at);
    at += length;
  });
  return file;
}

/** The build's file (a Uint8Array) as Pyodide's snapshot again; throws when it is not one whole. */
export function unpackSnapshot(file) {
  const damaged = (why) => new Error(`the snapshot file is damaged (${why})`);
  if (file.length < 12) throw damaged("too short");
  const header = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (header.getUint32(0, true) !== SNAPSHOT_MAGIC) throw damaged("not a SwissPair snapshot");
  const snapshot = new Uint8Array(header.getUint32(4, true));
  const count = header.getUint32(8, true);
  let at = 12 + 8 * count;
  if (at > file.length) throw damaged("its header is cut off");
  for (let index = 0; index < count; index += 1) {
    const start = header.getUint32(12 + 8 * index, true);
    const length = header.getUint32(16 + 8 * index, true);
    if (start + length > snapshot.length || at + length > file.length) throw damaged("a part lies outside it");
    snapshot.set(file.subarray(at, at + length), start);
    at += length;
  }
  if (at !== file.length) throw damaged(`${file.length} bytes where its header says ${at}`);
  return snapshot;
}
