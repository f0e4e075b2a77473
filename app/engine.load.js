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
 * loadPyodide: Pyodide's loader; indexURL: the folder with the Pyodide runtime files;
 * info: build-info.json (or a promise of it), which names the wheels and the installer;
 * wheelURL(fileName): where a wheel is; onStage(stage, "start" | "done", ms).
 * Resolves to { handleJson(text) -> text, version, timings }.
 */
export async function startEngine({ loadPyodide, indexURL, info, wheelURL, onStage = () => {} }) {
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

  const pyodide = await stage("runtime", () => loadPyodide({ indexURL }));
  const { wheels, installer } = await info;

  let micropip = null;
  await stage("packages", async () => {
    if (installer === "micropip") {
      await loadWheels(pyodide, [wheels.micropip]);
      micropip = pyodide.pyimport("micropip");
      await micropip.install(wheelURL(wheels.networkx));
    } else {
      await loadWheels(pyodide, [wheels.networkx]);
    }
  });

  return stage("engine", async () => {
    if (micropip) {
      // The engine wheel declares networkx==3.6.1; micropip finds it installed and fetches nothing.
      await micropip.install(wheelURL(wheels.swisspair));
      micropip.destroy();
    } else {
      await loadWheels(pyodide, [wheels.swisspair]);
    }
    const handleJson = pyodide.pyimport("swisspair.bridge").handle_json;
    // The version op also imports networkx, so the first pairing does not pay for it.
    const answer = JSON.parse(handleJson(JSON.stringify({ id: "start", op: "version", args: {} })));
    if (!answer.ok) throw new Error(answer.error.message);
    return { handleJson: (text) => handleJson(text), version: answer.result, timings };
  });
}
