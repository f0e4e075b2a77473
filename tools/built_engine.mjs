// The engine of a built dist/ started in Node exactly as the page's worker starts it (app/engine.load.js), for the
// tools that run it: pyodide_node.mjs's check after a build, bench_result_pyodide.mjs. Node's fetch must be refused
// by the caller before this runs: everything comes from the build's own files.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const importFile = (file) => import(pathToFileURL(path.resolve(file)).href);

/** The started engine of the build in `distDir`, and the build's own description (build-info.json). */
export async function startBuiltEngine(distDir) {
  const dist = path.resolve(distDir);
  const { loadPyodide } = await importFile(path.join(dist, "pyodide", "pyodide.mjs"));
  const { default: createPyodideModule } = await importFile(path.join(dist, "pyodide", "pyodide.asm.mjs"));
  const { startEngine } = await importFile(path.join(dist, "app", "engine.load.js"));
  const info = JSON.parse(fs.readFileSync(path.join(dist, "build-info.json"), "utf8"));
  const engine = await startEngine({
    loadPyodide,
    createPyodideModule,
    indexURL: path.join(dist, "pyodide") + "/",
    info,
    wheelURL: (fileName) => pathToFileURL(path.join(dist, "wheels", fileName)).href,
    fetchBytes: async (url) => new Uint8Array(await fs.promises.readFile(fileURLToPath(url))),
  });
  return { engine, info };
}
