// The engine's Web Worker (a module worker): starts Pyodide and the engine from the build's own
// files, then answers requests, one at a time as the page sends them. Messages in: {type: "request", id, text}.
// Messages out: {type: "stage", stage, state, ms}, {type: "ready", version, timings, start, note} (start: "snapshot"
// or "cold"; note: why the build's snapshot was not used, or null), {type: "failed", stage,
// message}, {type: "progress", id, step, done, total} while a request works, {type: "response", id, text, ms},
// where text is the engine's JSON answer and ms the time it took here, and {type: "broken", id, message} when the
// runtime itself failed (the page then replaces this worker). The ready message also carries `marks`, the start-up's
// moments as [name, epoch ms] (the worker's own clock starts apart from the page's), which the page records.
// No static imports: the files of the start (the build's list, Pyodide's runtime script) are asked for on this module's
// first line, while the loader's modules come, not after them.
performance.mark("worker started");
const post = (message) => self.postMessage(message);

/**
 * What the page hands over (app/engine-start.js, on a visit the service worker does not answer; this worker's name
 * says so): build-info.json as it read it (null if it could not), the snapshot's address, and the snapshot's response
 * once it comes ({status, body}; no body if the page could not fetch it or hand it over).
 */
function fromPage() {
  let handing;
  let handed;
  const page = { handing: new Promise((resolve) => { handing = resolve; }),
    handed: new Promise((resolve) => { handed = resolve; }) };
  self.addEventListener("message", ({ data }) => {
    if (data?.type === "handing") handing(data);
    else if (data?.type === "handed") handed(data);
  });
  return page;
}
const page = self.name === "engine: snapshot from the page" ? fromPage() : null;

// The files of the start whose arrival is worth a mark.
const MARKED_FILES = /\/(pyodide\.asm\.(?:wasm|mjs)|engine_stdlib\.zip|engine-[^/]+\.bin|[^/]+\.whl)$/;

/** The start-up's moments: what this worker marked, and when each file of the start had arrived. */
function startMarks() {
  const marked = performance.getEntriesByType("mark").map(({ name, startTime }) => [name, startTime]);
  const fetched = performance.getEntriesByType("resource").filter(({ name }) => MARKED_FILES.test(name))
    .map(({ name, responseEnd }) => [`${name.split("/").pop()} fetched`, responseEnd]);
  return [...marked, ...fetched].map(([name, at]) => [name, Math.round(performance.timeOrigin + at)]);
}

// Pyodide's runtime script (1.2 MB), loaded from the worker's start beside the snapshot and the WebAssembly: Pyodide
// asks createPyodideModule for it only once it has the snapshot's array (engine.load.js).
const runtimeScript = import("../pyodide/pyodide.asm.mjs");
runtimeScript.catch(() => {}); // reported by loadPyodide, which awaits it

/** Pyodide's own module maker, marked when it is done: the runtime's WebAssembly compiled and instantiated, its files
 * in place (what follows is restoring the snapshot, or Python's start). */
async function createPyodideModule(settings) {
  const { default: create } = await runtimeScript;
  const module = await create(settings);
  performance.mark("runtime instantiated");
  return module;
}

// It names the engine's wheel and the snapshot of this build.
const info = (page?.handing ?? Promise.resolve({})).then(({ info: read }) => read
  ?? fetch(new URL("../build-info.json", import.meta.url)).then((response) => {
    if (!response.ok) throw new Error(`build-info.json could not be loaded (HTTP ${response.status})`);
    return response.json();
  }));

async function fetched(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} could not be loaded (HTTP ${response.status})`);
  return response;
}

/** The snapshot's response: the page's, once, when it fetched this file; else fetched here. */
async function snapshotResponse(url) {
  const handing = await page?.handing;
  if (handing?.url !== new URL(url).href) return fetched(url);
  const { status, body } = await page.handed;
  handing.url = null; // a body is read once: should the file be asked for again, it is fetched here
  if (!body) return fetched(url);
  performance.mark("snapshot handed");
  const response = new Response(body, { status });
  if (!response.ok) throw new Error(`${url} could not be loaded (HTTP ${status})`);
  return response;
}

// snapshot-file.js is engine.load.js's own import, asked for beside it: otherwise it is asked for only once
// engine.load.js has come, one more request on the way to loadPyodide (which asks for the snapshot and the runtime).
const loaders = Promise.all([import("../pyodide/pyodide.mjs"), import("./engine.load.js"), import("./snapshot-file.js")]);

const engine = loaders.then(([{ loadPyodide }, { startEngine }]) => startEngine({
  loadPyodide,
  createPyodideModule,
  indexURL: new URL("../pyodide/", import.meta.url).href,
  info,
  wheelURL: (fileName) => new URL(`../wheels/${fileName}`, import.meta.url).href,
  fileURL: (path) => new URL(`../${path}`, import.meta.url).href,
  fetchBytes: async (url) => new Uint8Array(await (await fetched(url)).arrayBuffer()),
  fetchChunks: async function* (url) {
    yield* (await snapshotResponse(url)).body;
  },
  onStage: (stage, state, ms) => {
    performance.mark(`${stage} ${state}`);
    post({ type: "stage", stage, state, ms });
  },
}));

engine.then(
  ({ version, timings, start, note }) => post({ type: "ready", version, timings, start, note, marks: startMarks() }),
  (error) => post({ type: "failed", stage: error.stage ?? "runtime", message: error.message }),
);

self.addEventListener("message", async ({ data }) => {
  if (data?.type !== "request") return;
  const { handleJson } = await engine;
  let text;
  const started = performance.now();
  try {
    // The engine reports between its steps, from inside the request: each report is posted at once.
    text = handleJson(data.text, (step, done, total) => post({ type: "progress", id: data.id, step, done, total }));
  } catch (error) {
    // The engine itself never raises, so this is the runtime failing (out of memory, a stack overflow): its
    // state can no longer be trusted.
    post({ type: "broken", id: data.id, message: error.message });
    return;
  }
  post({ type: "response", id: data.id, text, ms: performance.now() - started });
});
