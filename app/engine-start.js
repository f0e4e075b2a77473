// Starts the engine's worker as soon as this script arrives. index.html loads it first, as a classic async script, not
// a module: Chromium fetches a worker's script at its lowest priority, so a worker asked for once the page's ~70
// modules were being requested had its script wait for all of them (traced: asked at 0.15 s, fetched at 0.61 s); this
// runs when it arrives, before main.js has asked for any import. What the worker says before the page's Engine
// (engine.js) takes it over is kept and handed over with it, through `startedEngineWorker` (a classic script has no
// exports): {worker, kept, release()}, or null once taken or when no worker could start.
//
// On a visit the service worker does not answer (a first visit, a shared link opened in a fresh browser), this also
// asks for the engine's snapshot (16 MB, the start's biggest file) as soon as build-info.json names it, and hands the
// response's body to the worker as it comes: the worker would ask for it only once its script (fetched at the
// browser's lowest priority) and its loader had come. The worker's name tells it to wait for it (engine.worker.js); a
// worker the Engine starts itself fetches its own.
(() => {
  // The page's Engine came first (this script arrived late) and started its own worker: start no second one.
  if (globalThis.startedEngineWorker !== undefined) return;
  globalThis.startedEngineWorker = null;
  const here = document.currentScript.src;
  const handing = !navigator.serviceWorker?.controller;
  try {
    const worker = new Worker(new URL("./engine.worker.js", here),
      { type: "module", ...(handing ? { name: "engine: snapshot from the page" } : {}) });
    const kept = [];
    const keep = (event) => {
      if (event.type === "error") event.preventDefault(); // the Engine reports it, not the console
      kept.push(event);
    };
    const kinds = ["message", "error", "messageerror"];
    for (const kind of kinds) worker.addEventListener(kind, keep);
    const release = () => kinds.forEach((kind) => worker.removeEventListener(kind, keep));
    globalThis.startedEngineWorker = { worker, kept, release };
    if (handing) handSnapshot(worker, here);
  } catch {
    // The Engine starts a worker itself and says why that fails.
  }

  /** Tells the worker build-info.json and the snapshot's address (null and none when it cannot be read: the worker
   * reads it itself), then hands the snapshot's response over (status and body) as it arrives; a request that fails
   * is handed without a body, and the worker then asks for the file itself. */
  async function handSnapshot(worker, base) {
    let info = null;
    try {
      const response = await fetch(new URL("../build-info.json", base));
      if (response.ok) info = await response.json();
    } catch {
      // The worker reads it itself and says what failed.
    }
    const url = info?.snapshot ? new URL(`../${info.snapshot}`, base).href : null;
    worker.postMessage({ type: "handing", info, url });
    if (!url) return;
    fetch(url).then((response) => {
      try {
        worker.postMessage({ type: "handed", status: response.status, body: response.body }, [response.body]);
      } catch {
        worker.postMessage({ type: "handed" }); // a browser that cannot hand a stream over
      }
    }, () => worker.postMessage({ type: "handed" }));
  }
})();
