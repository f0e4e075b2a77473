// The engine's Web Worker (a module worker): starts Pyodide and the engine from the build's own
// files, then answers requests. Messages in: {type: "request", id, text}. Messages out:
// {type: "stage", stage, state, ms}, {type: "ready", version, timings}, {type: "failed", stage, message},
// {type: "response", id, text}, where text is the engine's JSON answer.
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { startEngine } from "./engine.load.js";

const post = (message) => self.postMessage(message);

// Fetched while the runtime loads: it names the engine's wheel in this build.
const info = fetch(new URL("../build-info.json", import.meta.url)).then((response) => {
  if (!response.ok) throw new Error(`build-info.json could not be loaded (HTTP ${response.status})`);
  return response.json();
});

const engine = startEngine({
  loadPyodide,
  indexURL: new URL("../pyodide/", import.meta.url).href,
  info,
  wheelURL: (fileName) => new URL(`../wheels/${fileName}`, import.meta.url).href,
  fetchBytes: async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} could not be loaded (HTTP ${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  },
  onStage: (stage, state, ms) => post({ type: "stage", stage, state, ms }),
});

engine.then(
  ({ version, timings }) => post({ type: "ready", version, timings }),
  (error) => post({ type: "failed", stage: error.stage ?? "runtime", message: error.message }),
);

self.addEventListener("message", async ({ data }) => {
  if (data?.type !== "request") return;
  let text;
  try {
    text = (await engine).handleJson(data.text);
  } catch (error) {
    text = JSON.stringify({
      id: data.id,
      ok: false,
      error: { code: "engine_unavailable", message: `The pairing engine is not available: ${error.message}` },
    });
  }
  post({ type: "response", id: data.id, text });
});
