// Runs the built Pyodide in Node for build.py, with no network: fetch is refused here, and build.py
// also runs this under `unshare -n` where it can. A package that Pyodide would fetch by name, or a
// wheel that does not match the runtime, therefore fails the build instead of the page.
//
//   node tools/pyodide_node.mjs compile <pyodide dir> (<archive> <out dir>)...
//       rewrites each wheel, or python_stdlib.zip, to bytecode with the browser's own Python
//       (see tools/archives.py) and writes the result into its out dir
//   node tools/pyodide_node.mjs check <dist dir>
//       starts the engine from dist/ exactly as the page's worker does, and pairs a round
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importFile, startBuiltEngine } from "./built_engine.mjs";

globalThis.fetch = async (url) => {
  throw new Error(`network access attempted (${url}): everything must come from the build's own files`);
};

async function compile(pyodideDir, pairs) {
  const { loadPyodide } = await importFile(path.join(pyodideDir, "pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
  const tools = path.dirname(fileURLToPath(import.meta.url));
  pyodide.FS.mkdirTree("/build/in");
  pyodide.FS.writeFile("/build/archives.py", fs.readFileSync(path.join(tools, "archives.py")));
  const compileOne = pyodide.runPython(`
import sys
from pathlib import Path
sys.path.insert(0, "/build")
import archives

def compile_one(source, out_dir):
    Path(out_dir).mkdir(parents=True, exist_ok=True)
    if source.endswith(".whl"):
        tag = f"cp{sys.version_info.major}{sys.version_info.minor}"
        return str(archives.compile_wheel(Path(source), Path(out_dir), tag))
    return str(archives.compile_stdlib(Path(source), Path(out_dir)))

compile_one
`);
  for (let index = 0; index < pairs.length; index += 2) {
    const [source, outDir] = [pairs[index], pairs[index + 1]];
    const started = performance.now();
    const input = `/build/in/${path.basename(source)}`;
    pyodide.FS.writeFile(input, fs.readFileSync(source));
    const made = compileOne(input, `/build/out/${index}`);
    fs.mkdirSync(outDir, { recursive: true });
    // Written aside, then renamed: an interrupted build never leaves half a file in the cache.
    const target = path.join(outDir, path.basename(made));
    fs.writeFileSync(`${target}.part`, pyodide.FS.readFile(made));
    fs.renameSync(`${target}.part`, target);
    console.log(`compiled ${path.basename(made)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function check(distDir) {
  const { engine, info } = await startBuiltEngine(distDir);
  const { version, timings } = engine;
  if (version.engine !== info.version) {
    throw new Error(`the engine reports version ${version.engine}, the build made ${info.version}`);
  }
  const players = [["Ann", 2000], ["Ben", 1900], ["Cy", 1800], ["Di", 1700]]
    .map(([name, rating], index) => ({ id: index + 1, name, rating }));
  const request = { id: 1, op: "pair_round_one", args: { players, initial_colour: "white" } };
  const answer = JSON.parse(engine.handleJson(JSON.stringify(request)));
  const boards = answer.ok ? answer.result.boards.map((b) => `${b.white}-${b.black}`).join(" ") : "";
  if (boards !== "1-3 4-2") {
    throw new Error(`pairing four players gave ${JSON.stringify(answer)}, expected boards 1-3 4-2`);
  }
  console.log(`check passed: SwissPair ${version.engine}, Python ${version.python}; `
    + `Node start-up ms ${JSON.stringify(timings)}`);
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === "compile") await compile(args[0], args.slice(1));
  else if (command === "check") await check(args[0]);
  else throw new Error(`unknown command ${command}; use compile or check`);
} catch (error) {
  console.error(`pyodide_node ${command} FAILED${error.stage ? ` at stage ${error.stage}` : ""}: ${error.stack ?? error}`);
  process.exit(1);
}
