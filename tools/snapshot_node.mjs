// Makes the build's memory snapshot of the engine, in Node with no network (build.py runs it under `unshare -n`
// where it can, and fetch is refused here), and checks it:
//
//   node tools/snapshot_node.mjs <dist dir>
//   node tools/snapshot_node.mjs <dist dir> --stdlib-modules <python_stdlib.zip of sources> <import statement>...
//
// The second form starts the engine cold, as the page's worker does, imports every engine module, runs each import
// statement given (the engine's imports from the standard library, lazy ones too) and the page's first requests,
// and prints (as JSON) the standard library modules the engine needs (tools/stdlib_files.py): build.py keeps only
// those in the zip it ships. The first form:
//
// 1. starts the engine from the dist folder as the page's worker starts it cold, with Pyodide's _makeSnapshot;
//    imports every engine module (swisspair.startup.prepare, which records build-info.json's "runtime") and runs
//    the page's first requests once, so that the tables and compiled patterns they build are made now;
// 2. writes the interpreter's memory to the file build-info.json names ("snapshot"), without its empty blocks
//    (app/snapshot-file.js);
// 3. starts one engine from that snapshot exactly as the page's worker does and one cold, sends both the same
//    requests (a round paired, an event's standings, a read-only share link decoded by the page's own
//    app/share.js, checked and its standings worked out, an editable record link rebuilt) and fails unless
//    the answers are the same.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

globalThis.fetch = async (url) => {
  throw new Error(`network access attempted (${url}): everything must come from the build's own files`);
};

const importFile = (file) => import(pathToFileURL(path.resolve(file)).href);
const AT = "2026-01-10T10:00:00Z";

async function engineFrom(dist, { snapshot = false, loadOptions } = {}) {
  const { loadPyodide } = await importFile(path.join(dist, "pyodide", "pyodide.mjs"));
  const { default: createPyodideModule } = await importFile(path.join(dist, "pyodide", "pyodide.asm.mjs"));
  const { startEngine } = await importFile(path.join(dist, "app", "engine.load.js"));
  const info = JSON.parse(fs.readFileSync(path.join(dist, "build-info.json"), "utf8"));
  return startEngine({
    loadPyodide,
    createPyodideModule,
    indexURL: path.join(dist, "pyodide") + "/",
    info,
    wheelURL: (fileName) => pathToFileURL(path.join(dist, "wheels", fileName)).href,
    ...(snapshot ? { fileURL: (file) => pathToFileURL(path.join(dist, file)).href } : {}),
    fetchBytes: async (url) => new Uint8Array(await fs.promises.readFile(fileURLToPath(url))),
    fetchChunks: (url) => fs.createReadStream(fileURLToPath(url)),
    loadOptions,
  });
}

/** A client of one engine: ask(op, args) -> the answer's result, failing on an error answer. */
function client(engine) {
  let id = 0;
  return (op, args) => {
    const answer = JSON.parse(engine.handleJson(JSON.stringify({ id: ++id, op, args })));
    if (!answer.ok) throw new Error(`${op} failed: ${JSON.stringify(answer.error)}`);
    // The key of the held event starts with a token of its own in every worker: not part of the answer's meaning.
    if (answer.result && typeof answer.result === "object") delete answer.result.event_key;
    return answer.result;
  };
}

/**
 * The requests a page makes first, on one engine: the answers in order, as text. An event of eight players is
 * made, two rounds are paired and played; its read-only link is made and decoded with app/share.js and opened as
 * the page opens it (checked, its standings worked out); its record link is rebuilt.
 */
async function firstRequests(engine, dist) {
  const share = await importFile(path.join(dist, "app", "share.js"));
  const ask = client(engine);
  const answers = [];
  const keep = (value) => { answers.push(JSON.stringify(value)); return value; };
  const players = ["Ann", "Ben", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
    .map((name, index) => ({ id: index + 1, name, rating: 2000 - 50 * index }));
  keep(ask("pair_round_one", { players, initial_colour: "white" }));
  let event = keep(ask("event_new", { id: "snapshot-check", name: "Snapshot check", rounds: 3, created: AT })).event;
  const apply = (operation) => { event = keep(ask("event_apply", { event, operation: { at: AT, ...operation } })).event; };
  for (const { name, rating } of players) apply({ op: "add_player", player: { name, rating } });
  for (const round of [1, 2]) {
    apply({ op: "pair_next" });
    const boards = event.rounds[round - 1].boards ?? event.rounds[round - 1].pairings ?? [];
    boards.forEach((_, index) => apply({ op: "set_result", round, board: index + 1, result: index % 2 ? "0-1" : "1-0" }));
  }
  keep(ask("event_standings", { event }));
  const viewed = await share.decodeFragment(await share.encodeEvent(event, { readOnly: true }));
  keep(ask("event_standings", { event: keep(ask("event_validate", { event: viewed.doc })).event }));
  const record = share.encodeRecord(event);
  if (record !== null) keep(ask("event_rebuild", (await share.decodeFragment(record)).rebuild));
  return answers;
}

/**
 * The standard library modules the engine needs (tools/stdlib_files.py): those a cold start, the engine's modules,
 * `statements` and the first requests load, and every module their sources (in `sourceZip`) import.
 */
async function stdlibModules(distDir, sourceZip, statements) {
  const dist = path.resolve(distDir);
  const engine = await engineFrom(dist);
  const { pyodide } = engine;
  pyodide.pyimport("swisspair.startup").prepare("").destroy();
  for (const statement of statements) {
    try {
      pyodide.runPython(statement);
    } catch (error) {
      throw new Error(`the engine runs \`${statement}\`, which fails in this Pyodide: ${error.message}`);
    }
  }
  await firstRequests(engine, dist);
  pyodide.FS.mkdirTree("/build");
  pyodide.FS.writeFile("/build/python_stdlib.zip", fs.readFileSync(sourceZip));
  pyodide.FS.writeFile("/build/stdlib_files.py",
    fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "stdlib_files.py")));
  return pyodide.runPython(`
import sys
sys.path.insert(0, "/build")
import stdlib_files
stdlib_files.needed("/build/python_stdlib.zip")
`).toJs();
}

async function main(distDir) {
  const dist = path.resolve(distDir);
  const info = JSON.parse(fs.readFileSync(path.join(dist, "build-info.json"), "utf8"));
  let started = performance.now();
  const maker = await engineFrom(dist, { loadOptions: { _makeSnapshot: true } });
  const modules = maker.pyodide.pyimport("swisspair.startup").prepare(info.runtime);
  const count = modules.length;
  modules.destroy();
  await firstRequests(maker, dist);
  const bytes = maker.pyodide.makeMemorySnapshot();
  const { packSnapshot } = await importFile(path.join(dist, "app", "snapshot-file.js"));
  const file = packSnapshot(bytes);
  const target = path.join(dist, info.snapshot);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file);
  console.log(`snapshot ${info.snapshot}: ${(bytes.length / 2 ** 20).toFixed(1)} MiB, `
    + `${(file.length / 2 ** 20).toFixed(1)} MiB without its empty blocks, ${count} engine modules, `
    + `made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  const restored = await engineFrom(dist, { snapshot: true });
  const restoredMs = performance.now() - started;
  if (restored.start !== "snapshot") {
    // Pyodide 314 restores a snapshot into the heap a runtime starts with (30 MiB) and never grows it first.
    const grown = bytes.length > 30 * 2 ** 20 + 4096
      ? " The interpreter's memory grew past the 30 MiB heap Pyodide restores a snapshot into: what the engine does "
        + "before the snapshot (its imports, the first requests) takes more memory than before." : "";
    throw new Error(`the snapshot did not restore: ${restored.note}${grown}`);
  }
  started = performance.now();
  const cold = await engineFrom(dist);
  const coldMs = performance.now() - started;
  const [fromSnapshot, fromCold] = [await firstRequests(restored, dist), await firstRequests(cold, dist)];
  const differ = fromCold.findIndex((answer, index) => answer !== fromSnapshot[index]);
  if (differ >= 0 || fromCold.length !== fromSnapshot.length) {
    throw new Error(`answer ${differ + 1} of ${fromCold.length} differs: cold ${fromCold[differ]?.slice(0, 400)}\n`
      + `restored ${fromSnapshot[differ]?.slice(0, 400)}`);
  }
  console.log(`snapshot check passed: ${fromCold.length} answers the same from the snapshot and cold; ready in `
    + `${(restoredMs / 1000).toFixed(2)} s restored, ${(coldMs / 1000).toFixed(2)} s cold (Node)`);
}

try {
  const [distDir, mode, sourceZip, ...statements] = process.argv.slice(2);
  if (mode === "--stdlib-modules") console.log(JSON.stringify(await stdlibModules(distDir, sourceZip, statements)));
  else await main(distDir);
} catch (error) {
  console.error(`snapshot_node FAILED${error.stage ? ` at stage ${error.stage}` : ""}: ${error.stack ?? error}`);
  process.exit(1);
}
