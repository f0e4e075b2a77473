// The store's worker: packs, compresses and diffs events off the page's thread (app/pack-store.js).
// In: {id, request}. Out: {id, ok: true, result} or {id, ok: false, message, key?, params?} (a refused link's
// sentence by its key, worded on the page: this worker holds no words).
import { work } from "./pack-store.js";

self.addEventListener("message", async ({ data: { id, request } }) => {
  try {
    self.postMessage({ id, ok: true, result: await work(request) });
  } catch (error) {
    self.postMessage({ id, ok: false, message: error.message, key: error.key, params: error.params });
  }
});
