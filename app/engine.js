// The page's client for the engine worker: call(op, args) returns a promise of the result, or
// rejects with an EngineError carrying the engine's structured error (code, message, field).
// If the worker cannot start or dies, every pending and later call rejects: no promise hangs.

export class EngineError extends Error {
  constructor(error) {
    super(error.message);
    this.name = "EngineError";
    this.code = error.code;
    this.field = error.field;
    this.details = error;
  }
}

export class Engine {
  #worker = null;
  #pending = new Map();
  #nextId = 1;
  #failure = null;
  #onStage;
  #settleReady;

  /** onStage(stage, state, ms): state is "start", "done" or "failed". */
  constructor({ onStage = () => {} } = {}) {
    this.#onStage = onStage;
    /** Resolves to {version, timings} once the engine answers; rejects with an EngineError. */
    this.ready = new Promise((resolve, reject) => { this.#settleReady = { resolve, reject }; });
    try {
      this.#worker = new Worker(new URL("./engine.worker.js", import.meta.url), { type: "module" });
    } catch (error) {
      this.#fail("runtime", `this browser cannot start the engine's worker (${error.message})`);
      return;
    }
    this.#worker.addEventListener("message", ({ data }) => this.#receive(data));
    // A module worker that fails to load (missing file, a browser without module workers) only
    // fires a bare error event.
    this.#worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.#fail("runtime", event.message || "the engine's worker script failed to load");
    });
    this.#worker.addEventListener("messageerror", () => this.#fail("engine", "a message from the engine was unreadable"));
  }

  call(op, args = {}) {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ type: "request", id, text: JSON.stringify({ id, op, args }) });
    });
  }

  #receive(message) {
    switch (message.type) {
      case "stage":
        this.#onStage(message.stage, message.state, message.ms);
        break;
      case "ready":
        this.#settleReady.resolve({ version: message.version, timings: message.timings });
        break;
      case "failed":
        this.#fail(message.stage, message.message);
        break;
      case "response": {
        const waiting = this.#pending.get(message.id);
        if (!waiting) return;
        this.#pending.delete(message.id);
        const response = JSON.parse(message.text);
        if (response.ok) waiting.resolve(response.result);
        else waiting.reject(new EngineError(response.error));
        break;
      }
    }
  }

  #fail(stage, message) {
    if (this.#failure) return;
    this.#failure = new EngineError({ code: "engine_unavailable", message, stage });
    this.#onStage(stage, "failed");
    this.#worker?.terminate();
    this.#settleReady.reject(this.#failure);
    for (const { reject } of this.#pending.values()) reject(this.#failure);
    this.#pending.clear();
  }
}
