// The build's snapshot file: Pyodide's memory snapshot without its empty pages. Nearly half of the interpreter's
// 30 MiB heap is zeros (14.4 MiB of 4 KiB blocks), and the interpreter is restored only once the whole snapshot has
// come, so the file keeps only the blocks that hold something: a header (SNAPSHOT_MAGIC, the snapshot's length,
// the number of runs, then each run's offset and length, little-endian 32-bit words) and the runs' bytes in order.
// tools/snapshot_node.mjs packs it at build time; the worker unpacks it while it downloads (engine.load.js).

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

/**
 * The build's file, arriving in chunks (an iterable or async iterable of Uint8Arrays, such as a response's body), as
 * Pyodide's snapshot again, unpacked while it arrives: `snapshot` resolves to the snapshot's array as soon as the
 * file's header has come (its bytes are written into it as the rest comes, so that the runtime can be made
 * meanwhile), `whole` once every byte is in place. Both reject when the file is not one whole; `whole` holds no bytes.
 */
export function unpackSnapshot(chunks) {
  let sized;
  const snapshot = new Promise((resolve, reject) => { sized = { resolve, reject }; });
  const whole = (async () => {
    const unpacker = new Unpacker();
    try {
      for await (const chunk of chunks) {
        unpacker.push(chunk);
        if (unpacker.snapshot) sized.resolve(unpacker.snapshot);
      }
      unpacker.end();
      sized.resolve(unpacker.snapshot);
    } catch (error) {
      sized.reject(error);
      throw error;
    }
  })();
  snapshot.catch(() => {}); // reported through `whole` too: whichever the caller awaits
  return { snapshot, whole };
}

const damaged = (why) => new Error(`the snapshot file is damaged (${why})`);

/** The file's bytes in order, written where they belong once its header has come. */
class Unpacker {
  snapshot = null;
  #head = new Uint8Array(0); // the header's bytes so far
  #runs = null; // [start, length] of each run, once the header has come
  #run = 0; // the run being filled
  #into = 0; // how far into it
  #received = 0;
  #expected = 0;

  push(chunk) {
    this.#received += chunk.length;
    let bytes = this.#runs ? chunk : this.#readHeader(chunk);
    while (bytes.length && this.#run < this.#runs.length) {
      const [start, length] = this.#runs[this.#run];
      const count = Math.min(length - this.#into, bytes.length);
      this.snapshot.set(bytes.subarray(0, count), start + this.#into);
      this.#into += count;
      bytes = bytes.subarray(count);
      if (this.#into === length) [this.#run, this.#into] = [this.#run + 1, 0];
    }
  }

  end() {
    if (!this.#runs) throw damaged(this.#received < 12 ? "too short" : "its header is cut off");
    if (this.#run < this.#runs.length) throw damaged("a part lies outside it");
    if (this.#received !== this.#expected) {
      throw damaged(`${this.#received} bytes where its header says ${this.#expected}`);
    }
  }

  /** Keeps the chunk's bytes until the header is whole, then reads it; gives the bytes that follow it. */
  #readHeader(chunk) {
    const head = new Uint8Array(this.#head.length + chunk.length);
    head.set(this.#head);
    head.set(chunk, this.#head.length);
    this.#head = head;
    if (head.length < 12) return new Uint8Array(0);
    const header = new DataView(head.buffer);
    if (header.getUint32(0, true) !== SNAPSHOT_MAGIC) throw damaged("not a SwissPair snapshot");
    const size = header.getUint32(4, true);
    const count = header.getUint32(8, true);
    const headerLength = 12 + 8 * count;
    if (head.length < headerLength) return new Uint8Array(0);
    this.#runs = [];
    this.#expected = headerLength;
    for (let index = 0; index < count; index += 1) {
      const start = header.getUint32(12 + 8 * index, true);
      const length = header.getUint32(16 + 8 * index, true);
      if (start + length > size) throw damaged("a part lies outside it");
      this.#runs.push([start, length]);
      this.#expected += length;
    }
    this.snapshot = new Uint8Array(size);
    this.#head = null;
    return head.subarray(headerLength);
  }
}
