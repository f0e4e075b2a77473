// Starts the engine's worker as soon as this script arrives. index.html loads it first, as a classic async script, not
// a module: Chromium fetches a worker's script at its lowest priority, so a worker asked for once the page's ~70
// modules were being requested had its script wait for all of them (traced: asked at 0.15 s, fetched at 0.61 s); this
// runs when it arrives, before main.js has asked for any import. What the worker says before the page's Engine
// (engine.js) takes it over is kept and handed over with it, through `startedEngineWorker` (a classic script has no
// exports): {worker, kept, release()}, or null once taken or when no worker could start.
(() => {
  // The page's Engine came first (this script arrived late) and started its own worker: start no second one.
  if (globalThis.startedEngineWorker !== undefined) return;
  globalThis.startedEngineWorker = null;
  try {
    const worker = new Worker(new URL("./engine.worker.js", document.currentScript.src), { type: "module" });
    const kept = [];
    const keep = (event) => {
      if (event.type === "error") event.preventDefault(); // the Engine reports it, not the console
      kept.push(event);
    };
    const kinds = ["message", "error", "messageerror"];
    for (const kind of kinds) worker.addEventListener(kind, keep);
    const release = () => kinds.forEach((kind) => worker.removeEventListener(kind, keep));
    globalThis.startedEngineWorker = { worker, kept, release };
  } catch {
    // The Engine starts a worker itself and says why that fails.
  }
})();
