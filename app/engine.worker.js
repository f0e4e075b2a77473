// The engine's Web Worker (a module worker): starts Pyodide and the engine from the build's own
// files, then answers requests, one at a time as the page sends them. Messages in: {type: "request", id, text}.
// Messages out: {type: "stage", stage, state, ms}, {type: "ready", version, timings, start, note} (start: "snapshot"
// or "cold"; note: why the build's snapshot was not used, or null), {type: "failed", stage,
// message}, {type: "progress", id, step, done, total} while a request works, {type: "response", id, text, ms},
// where text is the engine's JSON answer and ms the time it took here, and {type: "broken", id, message} when the
// runtime itself failed (the page then replaces this worker).
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { startEngine } from "./engine.load.js";

const post = (message) => self.postMessage(message);

// It names the engine's wheel and the snapshot of this build.
const info = fetch(new URL("../build-info.json", import.meta.url)).then((response) => {
  if (!response.ok) throw new Error(`build-info.json could not be loaded (HTTP ${response.status})`);
  return response.json();
});

const engine = startEngine({
  loadPyodide,
  indexURL: new URL("../pyodide/", import.meta.url).href,
  info,
  wheelURL: (fileName) => new URL(`../wheels/${fileName}`, import.meta.url).href,
  fileURL: (path) => new URL(`../${path}`, import.meta.url).href,
  fetchBytes: async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} could not be loaded (HTTP ${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  },
  onStage: (stage, state, ms) => post({ type: "stage", stage, state, ms }),
});

engine.then(
  ({ version, timings, start, note }) => post({ type: "ready", version, timings, start, note }),
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
