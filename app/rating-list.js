// The page's side of the FIDE rating list: a promise for each request to its worker (app/rating-list.worker.js),
// started the first time the list is needed. Loading reports its progress to `onProgress`.
import { listDate } from "./rating-list-format.js";

export class RatingList {
  #worker = null;
  #next = 1;
  #waiting = new Map(); // request id -> {resolve, reject, onProgress}

  #call(op, args = {}, onProgress = null) {
    if (!this.#worker) {
      this.#worker = new Worker(new URL("./rating-list.worker.js", import.meta.url), { type: "module" });
      this.#worker.onmessage = ({ data }) => {
        const waiting = this.#waiting.get(data.id);
        if (!waiting) return;
        if (data.progress) return waiting.onProgress?.(data.progress);
        this.#waiting.delete(data.id);
        if (data.ok) waiting.resolve(data.result);
        else waiting.reject(new Error(data.message));
      };
      this.#worker.onerror = (event) => {
        event.preventDefault();
        for (const waiting of this.#waiting.values()) waiting.reject(new Error("The rating list's worker stopped."));
        this.#waiting.clear();
        this.#worker = null;
      };
    }
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject, onProgress });
      this.#worker.postMessage({ id, op, ...args });
    });
  }

  /** The list kept (its date, players, file name, what it rates), or null. */
  about() {
    return this.#call("about");
  }

  /** The list's month or day, read from the file's first line, its name or its date. */
  async dateOf(file) {
    return listDate(await file.slice(0, 4096).text(), file.name, file.lastModified);
  }

  /** Read `file` into the list, replacing the one kept: resolves to its description. */
  load(file, date, onProgress) {
    return this.#call("load", { file, date }, onProgress);
  }

  /** Players whose name or FIDE ID begins with `query`. */
  find(query, limit = 10) {
    return this.#call("find", { query, limit });
  }

  /** The list's players of these FIDE IDs, by ID. */
  byIds(ids) {
    return this.#call("byIds", { ids });
  }
}
