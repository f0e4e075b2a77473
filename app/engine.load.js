// Starts the Python engine inside Pyodide, stage by stage. Shared by the Web Worker (in the page)
// and by tools/pyodide_node.mjs (the build's offline check in Node), so the build checks exactly the
// start-up the page runs.
//
// The engine's wheel is fetched by its URL in the build's own wheels/ folder and unpacked, never
// loaded by name: by name, Pyodide looks a package up in pyodide-lock.json and fetches it from its CDN.

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
 * loadPyodide: Pyodide's loader; indexURL: the folder with the Pyodide runtime files;
 * info: build-info.json (or a promise of it), which names the engine's wheel;
 * wheelURL(fileName): where a wheel is; fetchBytes(url): its bytes (rejecting with a readable
 * reason); onStage(stage, "start" | "done", ms).
 * Resolves to { handleJson(text, progress?) -> text, version, timings }; progress(step, done, total) hears
 * how a long request is getting on.
 */
export async function startEngine({ loadPyodide, indexURL, info, wheelURL, fetchBytes, onStage = () => {} }) {
  const timings = {};

  async function stage(name, work) {
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
  }

  // The engine's wheel downloads while the runtime starts. It is pure Python with no dependencies,
  // so unpacking it into site-packages installs it: no installer (micropip) has to load first.
  const wheel = Promise.resolve(info).then(({ wheels }) => fetchBytes(wheelURL(wheels.swisspair)));
  wheel.catch(() => {}); // reported when awaited, not as an unhandled rejection

  const pyodide = await stage("runtime", async () => {
    const watch = watchWasmFailure();
    try {
      return await Promise.race([loadPyodide({ indexURL }), watch.failed]);
    } finally {
      watch.stop();
    }
  });

  await stage("packages", async () => {
    const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
    pyodide.unpackArchive(await wheel, "wheel", { extractDir: sitePackages });
    // The import system may have listed site-packages before the wheel was there.
    pyodide.runPython("import importlib; importlib.invalidate_caches()");
  });

  return stage("engine", async () => {
    const handleJson = pyodide.pyimport("swisspair.bridge").handle_json;
    const answer = JSON.parse(handleJson(JSON.stringify({ id: "start", op: "version", args: {} })));
    if (!answer.ok) throw new Error(answer.error.message);
    return { handleJson: (text, progress) => handleJson(text, progress), version: answer.result, timings };
  });
}
