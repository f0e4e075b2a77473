// Whether a leaner snapshot restores faster: Pyodide's bare runtime snapshotted (makeMemorySnapshot right after
// loadPyodide) against the build's snapshot of the engine, each restored seven times in turn, in Node, from memory
// (no download), to a runtime that has run one line of Python. Prints each snapshot's size (the heap and its 4 KiB
// blocks that are not all zeros) and the medians; asserts nothing.
//
//   node tools/bench_snapshot_restore.mjs <dist dir>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dist = process.argv[2] ?? "dist";
const load = (file) => import(pathToFileURL(path.resolve(dist, file)).href);
const { loadPyodide } = await load("pyodide/pyodide.mjs");
const { unpackSnapshot } = await load("app/snapshot-file.js");
const info = JSON.parse(fs.readFileSync(path.join(dist, "build-info.json"), "utf8"));
const indexURL = path.resolve(dist, "pyodide") + "/";
const files = { indexURL, stdLibURL: indexURL + info.stdlib };

const bare = (await loadPyodide({ ...files, _makeSnapshot: true })).makeMemorySnapshot();
const { snapshot, whole } = unpackSnapshot([fs.readFileSync(path.join(dist, info.snapshot))]);
await whole;
const snapshots = { "bare runtime": bare, "the build's (engine)": await snapshot };

const MiB = 2 ** 20;
function filledMiB(heap) {
  let blocks = 0;
  for (let start = 0; start < heap.length; start += 4096) {
    if (heap.subarray(start, start + 4096).some((byte) => byte !== 0)) blocks += 1;
  }
  return (blocks * 4096) / MiB;
}

const times = Object.fromEntries(Object.keys(snapshots).map((name) => [name, []]));
for (let run = 0; run < 7; run += 1) {
  for (const [name, heap] of Object.entries(snapshots)) {
    const copy = heap.slice(); // Pyodide takes the array over
    const started = performance.now();
    (await loadPyodide({ ...files, _loadSnapshot: copy })).runPython("1");
    times[name].push(performance.now() - started);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
for (const [name, heap] of Object.entries(snapshots)) {
  console.log(`${name}: ${(heap.length / MiB).toFixed(1)} MiB heap, ${filledMiB(heap).toFixed(1)} MiB not empty; `
    + `restored in ${median(times[name]).toFixed(0)} ms (median of 7)`);
}
