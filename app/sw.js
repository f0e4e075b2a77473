// The service worker: precaches the whole build and answers cache-first, so that after one visit
// the page loads and pairs with no network. build.py copies this file to dist/sw.js and puts two
// constants before it: CACHE_NAME ("swisspair-" + a hash of every file of the build) and PRECACHE
// (the URLs of those files). A new build therefore has a new cache name; the browser notices the
// changed sw.js, installs the new cache beside the old one and the old one is deleted on activation.
/* global CACHE_NAME, PRECACHE */

self.addEventListener("install", (event) => {
  // Where the browser can (static routing, Chromium 123+), it answers the page's requests from this cache itself,
  // without running the fetch handler below (or starting this worker) for each of its 70 or so (the page, its modules,
  // the workers' scripts), so that the engine worker's own requests, which Chromium still hands to the handler, do not
  // wait behind them; what the cache lacks, it fetches. A URL with a query (a navigation carrying one) still comes to
  // the handler, which finds the page without it.
  if (event.addRoutes) {
    event.waitUntil(event.addRoutes({
      condition: { urlPattern: new URLPattern({ baseURL: self.registration.scope, pathname: "*", search: "" }) },
      source: { cacheName: CACHE_NAME },
    }));
  }
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE_NAME);
    // "no-cache" revalidates with the server, so a stale HTTP-cache copy never lands in a new cache
    // while an unchanged file costs only a 304.
    await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" })));
    // Take over at once: start-up fetches everything early, so a page that is already open does
    // not mix old and new files, and the next load runs the new build.
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("swisspair-") && name !== CACHE_NAME) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    // caches.match, not caches.open: a worker being replaced must not re-create the cache its
    // successor just deleted. A navigation may carry a query (a shared event, later): same file.
    const cached = await caches.match(request, { cacheName: CACHE_NAME, ignoreSearch: request.mode === "navigate" });
    return cached ?? fetch(request);
  })());
});
