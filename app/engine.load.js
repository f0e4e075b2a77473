// Starts the Python engine inside Pyodide, stage by stage. Shared by the Web Worker (in the page)
// and by tools/pyodide_node.mjs (the build's offline check in Node), so the build checks exactly the
// start-up the page runs.
//
// Every package is loaded by its URL in the build's own wheels/ folder, never by name: by name,
// Pyodide looks the package up in pyodide-lock.json and fetches it from its CDN.

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

/** The last line of a Python traceback (the exception itself), or the whole message. */
function lastLine(error) {
  const lines = String(error.message ?? error).trim().split("\n");
  return lines[lines.length - 1];
}

/**
 * loadPyodide: Pyodide's loader; indexURL: the folder with the Pyodide runtime files;
 * info: build-info.json (or a promise of it), which names the wheels and the installer;
 * wheelURL(fileName): where a wheel is; fetchBytes(url): its bytes (rejecting with a readable
 * reason); onStage(stage, "start" | "done", ms).
 * Resolves to { handleJson(text) -> text, version, timings }.
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

  // loadPackage reports some failures through errorCallback and resolves anyway; collect them so
  // the stage fails with the real reason.
  async function loadWheels(pyodide, fileNames) {
    const errors = [];
    await pyodide.loadPackage(fileNames.map(wheelURL), {
      messageCallback: () => {},
      errorCallback: (message) => errors.push(message),
    });
    if (errors.length) throw new Error(errors.join("; "));
  }

  // With micropip, the wheels it installs download while the runtime starts; they are handed to
  // it through Pyodide's in-memory file system ("emfs:" URLs).
  const downloads = Promise.resolve(info).then(({ installer, wheels }) => {
    if (installer !== "micropip") return {};
    const pending = {};
    for (const project of ["networkx", "swisspair"]) {
      pending[project] = fetchBytes(wheelURL(wheels[project]));
      pending[project].catch(() => {}); // reported when awaited, not as an unhandled rejection
    }
    return pending;
  });
  downloads.catch(() => {});

  const pyodide = await stage("runtime", async () => {
    const watch = watchWasmFailure();
    try {
      return await Promise.race([loadPyodide({ indexURL }), watch.failed]);
    } finally {
      watch.stop();
    }
  });
  const { wheels, installer } = await Promise.resolve(info).catch((error) => {
    throw new StageError("packages", error);
  });

  async function micropipInstall(micropip, project) {
    const path = `/tmp/wheels/${wheels[project]}`;
    pyodide.FS.mkdirTree("/tmp/wheels");
    pyodide.FS.writeFile(path, await (await downloads)[project]);
    try {
      await micropip.install(`emfs:${path}`);
    } catch (error) {
      throw new Error(`${wheels[project]} did not install (${lastLine(error)})`);
    }
  }

  let micropip = null;
  await stage("packages", async () => {
    if (installer === "micropip") {
      await loadWheels(pyodide, [wheels.micropip]);
      micropip = pyodide.pyimport("micropip");
      await micropipInstall(micropip, "networkx");
    } else {
      await loadWheels(pyodide, [wheels.networkx]);
    }
  });

  return stage("engine", async () => {
    if (micropip) {
      // The engine wheel declares networkx==3.6.1; micropip finds it installed and fetches nothing.
      await micropipInstall(micropip, "swisspair");
      micropip.destroy();
    } else {
      await loadWheels(pyodide, [wheels.swisspair]);
    }
    const handleJson = pyodide.pyimport("swisspair.bridge").handle_json;
    const answer = JSON.parse(handleJson(JSON.stringify({ id: "start", op: "version", args: {} })));
    if (!answer.ok) throw new Error(answer.error.message);
    return { handleJson: (text) => handleJson(text), version: answer.result, timings };
  });
}
