// The page's client for the engine worker: call(op, args) returns a promise of the result, or
// rejects with an EngineError carrying the engine's structured error (code, message, field, and the key and params
// of its sentence, which app/engine-text.js words in the page's language).
//
// Requests go to the worker one at a time, each with a time limit that follows its work. A request past its
// limit, a worker that dies (an error, an unreadable message, a broken runtime) and a request the director
// cancels all end the same way: the worker is terminated and a new one started, that one request rejects
// with an EngineError saying what happened ({restarted: true}), and the requests waiting behind it go to the
// new worker, so nothing queued is lost. Only a worker that cannot start at all makes every call reject.
//
// Events (it is an EventTarget): "busy" {detail: {id, op, doing, started}} when a request starts, "progress"
// {detail: {id, doing, started, step, done, total}} when the engine reports how far it is, "idle" when none
// runs (also once a restarted worker is ready with nothing to do), "restarting" {detail: {error}} while a new
// worker starts.

import { t } from "./i18n.js";

/** The worker index.html's engine-start.js started while the page loaded, once, with the events it fired so far
 * ({worker, kept}), its own listeners removed: the caller adds its own and then handles `kept` in order (no event can
 * come in between). Null when it was taken already or could not start; should that script not have run yet, it then
 * starts none. */
function takeStartedWorker() {
  const started = globalThis.startedEngineWorker ?? null;
  globalThis.startedEngineWorker = null;
  if (!started) return null;
  started.release();
  return { worker: started.worker, kept: started.kept };
}

export class EngineError extends Error {
  constructor(error) {
    super(error.message);
    this.name = "EngineError";
    this.code = error.code;
    this.key = error.key ?? null;
    this.params = error.params ?? {};
    this.field = error.field;
    this.restarted = error.restarted ?? false;
    this.details = error;
  }
}

/** Why the engine stopped or did not start: the worker's own words, or the page's ({key, params}) in the words of
 * the moment. */
const reasonText = (reason) => (typeof reason === "string" ? reason : t(reason.key, reason.params));

/** Why an engine that never started failed, in the page's words now (its words may have loaded since it failed). */
export const startFailure = (error) => reasonText(error.details?.reason ?? error.message);

// What a request does, in words for "The engine took longer than 20 s while <doing>", when its caller does not say.
const DOING = {
  pair_round_one: "engine_page.doing_pair_round_one",
  pair_trf: "engine_page.doing_pair_trf",
  event_pair_next: "engine_page.doing_pair_next",
  event_import_trf: "engine_page.doing_read_trf",
  event_from_trf: "engine_page.doing_read_trf",
  event_to_trf: "engine_page.doing_write_trf",
  event_trf_files: "engine_page.doing_write_trf_files",
  event_import_trf_sections: "engine_page.doing_read_trf_files",
  event_validate: "engine_page.doing_validate",
  event_merge: "engine_page.doing_merge",
  event_rebuild: "engine_page.doing_rebuild",
  event_standings: "engine_page.doing_standings",
  event_working: "engine_page.doing_standings",
  event_crosstable: "engine_page.doing_crosstable",
  event_round_view: "engine_page.doing_round_view",
  roster_from_csv: "engine_page.doing_read_players",
  roster_from_text: "engine_page.doing_read_players",
  read_json: "engine_page.doing_read_json",
};

// Time limits, measured in the page on this 2-core machine under load (headless Chromium, events of 4 played
// rounds): pairing round 5 took 0.33 s at 200 players, 7.4 s at 1,000 and 89 s at 2,000 (growing with about the
// cube of the field); the other requests at 2,000 players (a 640 KB event, a 260 KB TRF file) took 0.4-1.9 s, at
// most about 2.2 ms per KB sent. Each limit is several times that, so only a stuck or runaway engine reaches it:
// the base is kept generous because a small request on a cheap phone, or on this machine with both cores busy, took
// more than 2 s (a restart then costs the whole start-up again).
const BASE_MS = 8_000;
const PER_KB_MS = 10;
const PAIRING_BASE_MS = 15_000;
const PAIRING_PER_THOUSAND_CUBED_MS = 50_000;

// A merge applies every recorded operation of the event again (py/swisspair/event/merge.py): in CPython about
// 1 s for a 200-player event of 10 rounds and 5 s at 1,000 players, both copies sent (some 2 x 0.4 and 2 x 2 MB).
const MERGE_PER_KB_MS = 60;

const PAIRING_OPS = new Set(["pair_round_one", "pair_trf", "event_pair_next"]);
const isPairing = (op, args) => PAIRING_OPS.has(op) || (op === "event_apply" && args?.operation?.op === "pair_next");

/** A rebuild (py/swisspair/event/rebuild.py) pairs every recorded round again: each its pairing's limit, for the
 * players the record adds. */
function rebuildLimit(args) {
  const entries = Array.isArray(args?.entries) ? args.entries : [];
  const added = entries.filter((entry) => ["add_player", "late_entry"].includes(entry?.op)).length;
  const players = (Array.isArray(args?.record?.event?.players) ? args.record.event.players.length : 0) + added;
  const pairings = entries.filter((entry) => entry?.op === "pair_next").length;
  return pairings * (PAIRING_BASE_MS + PAIRING_PER_THOUSAND_CUBED_MS * (players / 1000) ** 3);
}

/** The players a pairing request pairs: the event's, the list's, or a TRF file's lines (one per player). */
function playersOf(args) {
  if (Array.isArray(args?.event?.players)) return args.event.players.length;
  if (Array.isArray(args?.players)) return args.players.length;
  return typeof args?.trf === "string" ? args.trf.split("\n").length : 0;
}

/** How long a request (sent as `text`) may take, in ms, before the engine is taken to be stuck and restarted. A
 * request about an event the engine already holds is sent by its key, so its size comes from `held`: the event's
 * players and the KB it would take to send. */
function timeLimit(op, args, text, held) {
  let limit = BASE_MS + PER_KB_MS * (Math.max(text.length / 1000, held?.kb ?? 0));
  const players = Math.max(playersOf(args), held?.players ?? 0);
  if (isPairing(op, args)) limit += PAIRING_BASE_MS + PAIRING_PER_THOUSAND_CUBED_MS * (players / 1000) ** 3;
  if (op === "event_merge") limit += MERGE_PER_KB_MS * (text.length / 1000);
  // A read-only link's check answers its standings and rounds too: about the work of a second request as large.
  if (op === "event_validate" && args?.answer === "shown") limit *= 2;
  if (op === "event_rebuild") limit += rebuildLimit(args);
  return Math.round(limit / 1000) * 1000;
}


export class Engine extends EventTarget {
  #worker = null;
  #queue = [];
  #running = null; // {id, op, doing, started, text, resolve, reject, timer}
  #nextId = 1;
  #failure = null;
  #started = false; // a worker has been ready once: every later start is a restart
  #workerReady = false;
  #onStage;
  #settleReady;

  /** onStage(stage, state, ms): state is "start", "done" or "failed". */
  constructor({ onStage = () => {} } = {}) {
    super();
    this.#onStage = onStage;
    /** Resolves to {version, timings, start, note} once the engine first answers (start: "snapshot" or "cold"; note:
     * why the build's snapshot was not used, or null); rejects with an EngineError. */
    this.ready = new Promise((resolve, reject) => { this.#settleReady = { resolve, reject }; });
    this.#start();
  }

  /** `doing` says in words what the request does ("pairing round 5"), for progress and for what went wrong; `held`
   * ({players, kb}) is the size of the event a request names by its key, for its time limit. */
  call(op, args = {}, { doing = t(DOING[op] ?? "engine_page.doing_working"), held = null } = {}) {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const request = { id, op, args, doing, held, text: null, resolve, reject };
      this.#queue.push(request);
      // Written and sent once the caller's task is over: a request asked while the page draws (an event opened) would
      // have the worker take one of a 2-core machine's cores from the drawing, which then took twice as long.
      setTimeout(() => this.#write(request), 0);
    });
  }

  /** The request running now, if any: {id, op, doing, started}. */
  get busy() {
    const running = this.#running;
    return running && { id: running.id, op: running.op, doing: running.doing, started: running.started };
  }

  /** Stop the request running now: the worker is restarted and that request rejects; those waiting still run. */
  cancel() {
    const running = this.#running;
    if (!running) return;
    this.#restart({ code: "cancelled", message: t("engine_page.cancelled", { doing: running.doing }) });
  }

  #start() {
    this.#workerReady = false;
    // The first start takes over the worker the page started while it loaded (engine-start.js), if there is one.
    const taken = this.#started ? null : takeStartedWorker();
    try {
      this.#worker = taken?.worker ?? new Worker(new URL("./engine.worker.js", import.meta.url), { type: "module" });
    } catch (error) {
      this.#fail("runtime", { key: "start.no_worker", params: { error: error.message } });
      return;
    }
    const worker = this.#worker;
    // A terminated worker's last messages are ignored: only the current one speaks.
    const own = (handle) => (event) => { if (worker === this.#worker) handle(event); };
    const handlers = {
      message: own(({ data }) => this.#receive(data)),
      // A module worker that fails to load (missing file, a browser without module workers) only
      // fires a bare error event; so does an error thrown in the worker that nothing caught.
      error: own((event) => {
        event.preventDefault();
        this.#died("runtime", event.message || { key: "start.worker_failed" });
      }),
      messageerror: own(() => this.#died("engine", { key: "start.message_unreadable" })),
    };
    for (const [kind, handle] of Object.entries(handlers)) worker.addEventListener(kind, handle);
    // After the caller's own set-up (its listeners), as a worker's events always came: a worker's event is a task of
    // its own, so none comes before these.
    if (taken?.kept.length) queueMicrotask(() => taken.kept.forEach((event) => handlers[event.type](event)));
  }

  /** A request's event written as JSON in a task of its own (a 1,500-player event's 700 k characters, some
   * milliseconds each): neither in the task that asked for it, which is often drawing, nor in the one that takes the
   * previous answer, which draws it. It is sent from here when the worker is free, else as soon as it is. */
  #write(request) {
    if (!this.#queue.includes(request)) return; // the engine failed meanwhile: rejected with the rest
    const { id, op, args } = request;
    try {
      request.text = JSON.stringify({ id, op, args });
    } catch (error) { // arguments JSON cannot write: that request fails, the others go on
      this.#queue.splice(this.#queue.indexOf(request), 1);
      request.reject(error);
    }
    this.#next();
  }

  /** The next request to the worker, if it is free and that request is written (its own task writes it, then calls
   * this): called as soon as the worker is ready or has answered, so that it works on the next question while the
   * page draws the last answer (a read-only link's standings while its round is drawn). */
  #next() {
    if (this.#running || !this.#workerReady || this.#failure) return;
    const request = this.#queue[0];
    if (!request) {
      this.dispatchEvent(new Event("idle"));
      return;
    }
    if (request.text === null) return;
    this.#queue.shift();
    const { op, args, held } = request;
    request.limit = timeLimit(op, args, request.text, held);
    request.started = performance.now();
    request.timer = setTimeout(() => this.#restart({
      code: "engine_timeout",
      message: t("engine_page.timeout", { seconds: Math.round(request.limit / 1000), doing: request.doing }),
    }), request.limit);
    this.#running = request;
    this.dispatchEvent(new CustomEvent("busy", { detail: this.busy }));
    this.#worker.postMessage({ type: "request", id: request.id, text: request.text });
  }

  #receive(message) {
    switch (message.type) {
      case "stage":
        this.#onStage(message.stage, message.state, message.ms);
        break;
      case "ready":
        this.#workerReady = true;
        if (!this.#started) {
          const { version, timings, start, note, marks = [] } = message;
          // The worker's moments of the start on the page's own timeline (DevTools, the start-up benchmark).
          for (const [name, at] of marks) {
            performance.mark(`engine: ${name}`, { startTime: Math.max(0, at - performance.timeOrigin) });
          }
          this.#settleReady.resolve({ version, timings, start, note });
        }
        this.#started = true;
        this.#next();
        break;
      case "failed":
        this.#fail(message.stage, message.message);
        break;
      case "progress": {
        const running = this.#running;
        if (running?.id !== message.id) return;
        const { step, done, total } = message;
        this.dispatchEvent(new CustomEvent("progress", { detail: { ...this.busy, step, done, total } }));
        break;
      }
      case "broken":
        this.#died("engine", message.message);
        break;
      case "response": {
        const running = this.#running;
        if (running?.id !== message.id) return;
        this.#finish();
        // The engine's own part of the request (reading, working, writing its answer in the worker), beside the
        // whole of it seen from here: the benchmarks tell the transfer and the page's work from the engine's.
        performance.measure(`engine ${running.op}`, { start: running.started, duration: performance.now() - running.started });
        performance.measure(`engine ${running.op} in the worker`, { end: performance.now(), duration: message.ms });
        let response;
        try {
          response = JSON.parse(message.text);
        } catch (error) {
          response = { ok: false, error: { code: "engine_failed", message: t("engine_page.unreadable", { error: error.message }) } };
        }
        if (response.ok) running.resolve(response.result);
        else running.reject(new EngineError(response.error));
        this.#next();
        break;
      }
    }
  }

  #finish() {
    clearTimeout(this.#running.timer);
    this.#running = null;
  }

  /** The worker failed: one that was answering is replaced; one that never got ready means no engine. `reason`: the
   * worker's own words (technical: a file, an HTTP status), or the page's ({key, params}). */
  #died(stage, reason) {
    if (!this.#workerReady) {
      this.#fail(stage, reason);
      return;
    }
    const said = reasonText(reason);
    this.#restart({ code: "engine_failed", message: this.#running
      ? t("engine_page.stopped_while", { doing: this.#running.doing, reason: said }) : t("engine_page.stopped", { reason: said }) });
  }

  /** End the worker and start another; the running request rejects with `error`, the waiting ones stay queued. */
  #restart(error) {
    const running = this.#running;
    const failure = new EngineError({ ...error, restarted: true });
    this.#worker.terminate();
    this.#worker = null;
    this.#workerReady = false;
    if (running) {
      this.#finish();
      running.reject(failure);
    }
    this.dispatchEvent(new CustomEvent("restarting", { detail: { error: failure } }));
    this.#start();
  }

  // An engine that never started fails while the page's words may still be loading: its reason is kept as given
  // (`reason`, worded when shown: startFailure) as well as in the words of the moment.
  #fail(stage, reason) {
    if (this.#failure) return;
    const restarting = this.#started;
    this.#failure = new EngineError({
      code: "engine_unavailable", stage, reason,
      message: restarting ? t("engine_page.restart_failed", { reason: reasonText(reason) }) : reasonText(reason),
    });
    this.#onStage(stage, "failed");
    this.#worker?.terminate();
    this.#settleReady.reject(this.#failure);
    if (this.#running) {
      clearTimeout(this.#running.timer);
      this.#queue.unshift(this.#running);
      this.#running = null;
    }
    for (const { reject } of this.#queue) reject(this.#failure);
    this.#queue = [];
    this.dispatchEvent(new Event("idle"));
  }
}
