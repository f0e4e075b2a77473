// Starts the Python engine inside Pyodide, stage by stage. Shared by the Web Worker (in the page)
// and by tools/pyodide_node.mjs (the build's offline check in Node), so the build checks exactly the
// start-up the page runs.
//
// The engine's wheel is fetched by its URL in the build's own wheels/ folder and unpacked, never
// loaded by name: by name, Pyodide looks a package up in pyodide-lock.json and fetches it from its CDN.

import { unpackSnapshot } from "./snapshot-file.js";

export const STAGES = ["runtime", "packages", "engine"];

/** A start-up failure that knows which stage it happened in. */
export class StageError extends Error {
  constructor(stage, cause) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = "StageError";
    this.stage = stage;
  }
}

/**
 * Pyodide 314 reports a failed WebAssembly start (pyodide.asm.wasm missing, or blocked by a
 * Content-Security-Policy without 'wasm-unsafe-eval') only through console.warn, and its loader
 * then never settles. This turns that report into a rejection, so the page can say what failed.
 */
function watchWasmFailure() {
  const warn = console.warn;
  let reported = false;
  const failed = new Promise((_, reject) => {
    console.warn = (...args) => {
      warn.apply(console, args);
      if (reported) reject(new Error(`pyodide.asm.wasm could not be started: ${args.join(" ")}`));
      reported ||= args[0] === "wasm instantiation failed!";
    };
  });
  failed.catch(() => {});
  return { failed, stop: () => { console.warn = warn; } };
}

/**
 * loadPyodide: Pyodide's loader; createPyodideModule: Pyodide's module maker (pyodide.asm.mjs's default export);
 * indexURL: the folder with the Pyodide runtime files; info: build-info.json (or a promise of it), which names the
 * engine's wheel, the build's runtime key and its snapshot; wheelURL(fileName): where a wheel is; fileURL(path):
 * where a file of the build is (given, the worker starts from the build's snapshot when there is one);
 * fetchBytes(url): its bytes and fetchChunks(url): its bytes as they arrive (an async iterable of Uint8Arrays), each
 * rejecting with a readable reason; onStage(stage, "start" | "done", ms); loadOptions: more options for
 * loadPyodide, either start (the build's snapshot maker passes _makeSnapshot).
 * Resolves to { handleJson(text, progress?) -> text, version, timings, start, note, pyodide }: start is "snapshot"
 * or "cold", note says why a snapshot was not used (or null; the page puts it in its own words); progress(step, done,
 * total) hears how a long request is getting on.
 */
export async function startEngine(options) {
  const info = await options.info;
  const snapshot = options.fileURL && info.snapshot ? info.snapshot : null;
  if (snapshot) {
    try {
      return await startFromSnapshot(options, info, snapshot);
    } catch (error) {
      // Nothing of the failed attempt is kept: the cold start begins from scratch, stages and all.
      const started = await startCold(options, info);
      return { ...started, note: error.message };
    }
  }
  return startCold(options, info);
}

function stageRunner(onStage, timings) {
  return async function stage(name, work) {
    onStage(name, "start");
    const started = performance.now();
    try {
      const value = await work();
      timings[name] = Math.round(performance.now() - started);
      onStage(name, "done", timings[name]);
      return value;
    } catch (error) {
      throw error instanceof StageError ? error : new StageError(name, error);
    }
  };
}

/** Where Pyodide finds its files: the build's own standard library zip (build-info.json's "stdlib", in the runtime's
 * folder) holds only what the engine loads, in place of Pyodide's python_stdlib.zip. */
function runtimeFiles(indexURL, info) {
  return { indexURL, ...(info.stdlib ? { stdLibURL: `${indexURL}${info.stdlib}` } : {}) };
}

async function loadRuntime(loadPyodide, options) {
  const watch = watchWasmFailure();
  try {
    return await Promise.race([loadPyodide(options), watch.failed]);
  } finally {
    watch.stop();
  }
}

/** The engine's bridge and its version answer, from an interpreter that has the engine installed. */
function answering(pyodide) {
  const handleJson = pyodide.pyimport("swisspair.bridge").handle_json;
  const answer = JSON.parse(handleJson(JSON.stringify({ id: "start", op: "version", args: {} })));
  if (!answer.ok) throw new Error(answer.error.message);
  return { handleJson: (text, progress) => handleJson(text, progress), version: answer.result, pyodide };
}

/**
 * A promise's value handed over once: Pyodide keeps its options for the worker's lifetime, and a promise kept there
 * would keep the snapshot's 30 MiB beside the heap it was copied into.
 */
function handedOver(promise) {
  promise.catch(() => {}); // reported when awaited, not as an unhandled rejection
  let held = promise;
  return {
    then(resolve, reject) {
      const value = held;
      held = null;
      return value.then(resolve, reject);
    },
  };
}

/**
 * Pyodide's module maker, made to wait also for `whole`: Pyodide makes its module (compiles and instantiates its
 * WebAssembly, 9.6 MB) only once it has the snapshot, so it is handed the snapshot's array as soon as the file's
 * header has come and makes the module while the rest of the file arrives; the snapshot is restored once both are
 * done. Whichever fails, the other is let finish first, so that nothing of the attempt runs on beside a cold start.
 */
function makingWhile(createPyodideModule, whole) {
  return async (settings) => {
    const [made, filled] = await Promise.allSettled([createPyodideModule(settings), whole]);
    if (filled.status === "rejected") throw filled.reason;
    if (made.status === "rejected") throw made.reason;
    return made.value;
  };
}

/**
 * The interpreter restored from the build's memory snapshot (tools/snapshot_node.mjs made it, the engine imported
 * and its first requests run): no Python start, no wheel, no imports. Pyodide refuses a snapshot of another
 * runtime; one prepared for another build of the engine is refused here.
 */
async function startFromSnapshot({ loadPyodide, createPyodideModule, indexURL, fileURL, fetchChunks,
  onStage = () => {}, loadOptions = {} }, info, snapshot) {
  const timings = {};
  const stage = stageRunner(onStage, timings);
  if (!snapshot.includes(info.runtime)) throw new Error(`${snapshot} is not this build's (${info.runtime})`);
  const { snapshot: unpacking, whole } = unpackSnapshot(fetchChunks(fileURL(snapshot)));
  whole.then(() => performance.mark("snapshot unpacked"), () => {});
  const pyodide = await stage("runtime", () => loadRuntime(loadPyodide, {
    ...runtimeFiles(indexURL, info), ...loadOptions,
    createPyodideModule: makingWhile(createPyodideModule, whole),
    _loadSnapshot: handedOver(unpacking),
  }));
  // The engine is already in the snapshot: this stage only checks that it is this build's.
  await stage("packages", async () => {
    const startup = pyodide.pyimport("swisspair.startup");
    const preparedFor = startup.prepared_for;
    if (preparedFor !== info.runtime) {
      throw new Error(`the snapshot was prepared for build ${preparedFor}, this is build ${info.runtime}`);
    }
    startup.restored();
  });
  return stage("engine", async () => ({ ...answering(pyodide), timings, start: "snapshot", note: null }));
}

/** Python started and the engine's wheel unpacked and imported. */
async function startCold({ loadPyodide, createPyodideModule, indexURL, wheelURL, fetchBytes, onStage = () => {},
  loadOptions = {} }, info) {
  const timings = {};
  const stage = stageRunner(onStage, timings);
  // The engine's wheel downloads while the runtime starts. It is pure Python with no dependencies,
  // so unpacking it into site-packages installs it: no installer (micropip) has to load first.
  const wheel = fetchBytes(wheelURL(info.wheels.swisspair));
  wheel.catch(() => {}); // reported when awaited, not as an unhandled rejection

  const pyodide = await stage("runtime", () => loadRuntime(loadPyodide, {
    ...runtimeFiles(indexURL, info), ...loadOptions, createPyodideModule,
  }));

  await stage("packages", async () => {
    const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
    pyodide.unpackArchive(await wheel, "wheel", { extractDir: sitePackages });
    // The import system may have listed site-packages before the wheel was there.
    pyodide.runPython("import importlib; importlib.invalidate_caches()");
  });

  return stage("engine", async () => ({ ...answering(pyodide), timings, start: "cold", note: null }));
}
