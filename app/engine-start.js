// Starts the engine's worker as soon as the page's first script runs. index.html loads this module before main.js,
// whose imports (the whole page) took 0.3-1.0 s to load before the worker could begin fetching the runtime and the
// snapshot; started here, the engine gets ready while they load. What the worker says before the page's Engine
// (engine.js) takes it over is kept and handed over with it.

const KINDS = ["message", "error", "messageerror"];

let started = null;
try {
  const worker = new Worker(new URL("./engine.worker.js", import.meta.url), { type: "module" });
  const kept = [];
  const keep = (event) => {
    if (event.type === "error") event.preventDefault(); // the Engine reports it, not the console
    kept.push(event);
  };
  for (const kind of KINDS) worker.addEventListener(kind, keep);
  started = { worker, kept, keep };
} catch {
  // The Engine starts a worker itself and says why that fails.
}

/** The worker started at the page's load, once, with the events it fired so far ({worker, kept}), its own listeners
 * removed: the caller adds its own and then handles `kept` in order (no event can come in between). Null when it was
 * taken already or could not start. */
export function takeStartedWorker() {
  if (!started) return null;
  const { worker, kept, keep } = started;
  started = null;
  for (const kind of KINDS) worker.removeEventListener(kind, keep);
  return { worker, kept };
}
