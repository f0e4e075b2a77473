"""Start-up of the built page in headless Chromium, side by side in one run: the engine started from the build's
snapshot and started cold, a read-only share link opened until its standings show, and Pyodide's bare runtime
started in a worker from the same files.

- ready, cold: navigation to "Engine ready" in a fresh browser profile (empty HTTP cache, no service worker), as on
  a first visit; warm: a later visit in the same profile, answered by the service worker's cache.
- link: a fresh profile opening a read-only link of a 30-player event of 5 played rounds, from navigation to its
  standings table on screen (noted by the page the moment the table is put on it).
- bare runtime: a fresh profile opening a page whose worker does nothing but `loadPyodide` from the build's pyodide/
  folder (with the build's standard library zip, the only one it holds), from navigation to the runtime's answer (a
  page written beside the build for the benchmark only).

The variants are built into .cache/bench/ with build.py's options: as shipped (bytecode, the snapshot) and without
the snapshot (the cold start of every visit before it); --source adds the standard library and the engine as
source (--no-pyc); --base adds a build made elsewhere (another commit's dist/, built by its own build.py; given again,
another), so that a change is measured against it in the same run. One round of every measure of every variant is taken before the next, so that a change in the
machine's load falls on all of them alike. Prints the medians and the load average before and after; asserts
nothing about them.

The builds are served by build.py's own server (HTTP/1.0: a connection per request, nothing compressed), or with
--host as a static host serves them (HTTP/1.1 with keep-alive, and what such hosts compress, gzipped: HTML, CSS,
scripts, JSON and the WebAssembly, not the snapshot, the zip or the wheel, which they send as they are).

  python3 build.py bench [--runs N] [--source] [--moments] [--base DIST] [--shipped-only] [--host]
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import os
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from tests.browser.helpers import BROWSER_ARGS  # noqa: E402
from tests.helpers.played_events import big_event  # noqa: E402

VARIANTS = {
    "shipped (bytecode, snapshot)": {"folder": "shipped", "pyc": True, "snapshot": True},
    "no snapshot (bytecode)": {"folder": "no-snapshot", "pyc": True, "snapshot": False},
    "source (no snapshot)": {"folder": "source", "pyc": False, "snapshot": False},
}
STAGES = ("runtime", "packages", "engine")
TIMEOUT_MS = 120_000

# The bare runtime's page: its worker starts Pyodide and says so; the page notes when, since navigation.
BARE_FILES = {
    "bench/bare.html": '<!doctype html><meta charset="utf-8"><title>Bare Pyodide</title>'
                       '<script type="module" src="bare.js"></script><p id="bare">starting</p>\n',
    "bench/bare.js": 'const worker = new Worker(new URL("./bare.worker.js", import.meta.url), { type: "module" });\n'
                     'worker.onmessage = ({ data }) => {\n'
                     '  const status = document.getElementById("bare");\n'
                     '  status.dataset.readyMs = String(Math.round(performance.now()));\n'
                     '  status.textContent = data;\n'
                     '};\n',
    "bench/bare.worker.js": 'import { loadPyodide } from "../pyodide/pyodide.mjs";\n'
                            'const indexURL = new URL("../pyodide/", import.meta.url).href;\n'
                            'const pyodide = await loadPyodide({ indexURL, stdLibURL: `${indexURL}engine_stdlib.zip` });\n'
                            'self.postMessage(pyodide.runPython("import sys; sys.version"));\n',
}


# The start-up's moments, ms since navigation: the page's and the worker's marks (app/main.js; app/engine.worker.js,
# recorded by app/engine.js as "engine: <name>"), when the page's catalogues of words had arrived (also in a build
# without the marks), when the page had the snapshot it fetched for the worker (app/engine-start.js), and the end
# of each engine request the page made (its "engine <op>" measures).
MOMENTS = """() => [
  ...performance.getEntriesByType("mark").filter(({ name }) => /^(engine|page): /.test(name))
    .map(({ name, startTime }) => [name.replace(/^engine: /, ""), startTime]),
  ...performance.getEntriesByType("resource").filter(({ name }) => /\\/locales\\/[^/]+\\.json$/.test(name))
    .map(({ name, responseEnd }) => [`${name.split("/").pop()} fetched`, responseEnd]),
  ...performance.getEntriesByType("resource").filter(({ name }) => /\\/snapshot\\/[^/]+\\.bin$/.test(name))
    .map(({ name, responseEnd }) => [`page: ${name.split("/").pop()} fetched`, responseEnd]),
  ...performance.getEntriesByType("measure").filter(({ name }) => name.startsWith("engine ") && !name.endsWith("worker"))
    .map(({ name, startTime, duration }) => [`${name.slice("engine ".length)} answered`, startTime + duration]),
]"""


def moments(page) -> dict[str, int]:
    """The start's moments on this page (the first of each name), ms since navigation."""
    found: dict[str, int] = {}
    for name, at in page.evaluate(MOMENTS):
        found.setdefault(name, round(at))
    return found


def engine_ready(page, url: str) -> dict[str, int]:
    """Navigate, wait for the engine, return the page's own figures (ms since navigation start)."""
    page.goto(url)
    page.wait_for_selector("#engine[data-state]", state="attached", timeout=TIMEOUT_MS)
    if page.get_attribute("#engine", "data-state") != "ready":
        raise RuntimeError(f"the engine did not load: {page.inner_text('#engine')}")
    figures = {"ready": int(page.get_attribute("#engine-status", "data-ready-ms")),
               "start": page.get_attribute("#engine", "data-start")}
    for stage in STAGES:
        figures[stage] = int(page.get_attribute(f'#engine-stages [data-stage="{stage}"]', "data-ms"))
    figures["moments"] = moments(page)
    return figures


def cold_ready(browser, url: str) -> dict[str, int]:
    context = browser.new_context()
    try:
        return engine_ready(context.new_page(), url)
    finally:
        context.close()


STANDINGS = "#shared-view table.standings tbody tr"
# Notes in the page the moment the standings table is put on it, as the page notes its other figures ("Engine ready",
# the bare runtime's answer): read after Playwright's wait, which sees it up to half a second later.
STANDINGS_SHOWN = """new MutationObserver((records, observer) => {
  if (!document.querySelector(%s)) return;
  window.standingsShownMs = performance.now();
  observer.disconnect();
}).observe(document, { subtree: true, childList: true });""" % json.dumps(STANDINGS)


def link_standings(browser, link: str) -> dict[str, int]:
    """A fresh profile opens the read-only link: ms from navigation to its standings table shown."""
    context = browser.new_context()
    try:
        context.add_init_script(STANDINGS_SHOWN)
        page = context.new_page()
        page.goto(link)
        page.wait_for_selector(STANDINGS, timeout=TIMEOUT_MS)
        return {"standings": round(page.evaluate("window.standingsShownMs")), "moments": moments(page)}
    finally:
        context.close()


def bare_runtime(browser, url: str) -> dict[str, int]:
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{url}bench/bare.html")
        page.wait_for_selector("#bare[data-ready-ms]", state="attached", timeout=TIMEOUT_MS)
        return {"bare": int(page.get_attribute("#bare", "data-ready-ms"))}
    finally:
        context.close()


def read_only_link(browser, url: str) -> str:
    """The read-only link of a 30-player event of 5 played rounds, made by the page's own app/share.js."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(url)
        fragment = page.evaluate("""async (text) => {
            const share = await import("./app/share.js");
            return share.encodeEvent(JSON.parse(text), { readOnly: true });
        }""", json.dumps(big_event(30, 5)))
        return f"{url}#{fragment}"
    finally:
        context.close()


class HostHandler(build.SiteHandler):
    """A static host's way of serving: connections kept open, and text and WebAssembly gzipped (each file once)."""

    protocol_version = "HTTP/1.1"
    COMPRESSED = (".html", ".css", ".js", ".mjs", ".json", ".wasm")
    gzipped: dict[str, bytes] = {}

    def do_GET(self) -> None:
        path = self.translate_path(self.path)
        if (not path.endswith(self.COMPRESSED) or "gzip" not in self.headers.get("Accept-Encoding", "")
                or not os.path.isfile(path)):
            super().do_GET()
            return
        if path not in self.gzipped:
            self.gzipped[path] = gzip.compress(Path(path).read_bytes(), compresslevel=6)
        body = self.gzipped[path]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def served_as_host(directory: Path) -> build.SiteServer:
    handler = functools.partial(HostHandler, directory=str(directory), quiet=True,
                                policy=build.header_policy(directory / "index.html"))
    return build.SiteServer(("127.0.0.1", 0), handler)


class Served:
    """A variant built and served on a free port."""

    def __init__(self, name: str, options: dict | None = None, built: Path | None = None, host: bool = False) -> None:
        self.name = name
        self.out = built or build.build(build.CACHE / "bench" / options["folder"], options["pyc"], options["snapshot"])
        for path, text in BARE_FILES.items():
            (self.out / path).parent.mkdir(exist_ok=True)
            (self.out / path).write_text(text)
        self.server = served_as_host(self.out) if host else build.make_server(self.out, quiet=True)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_port}/"
        self.samples: dict[str, list[dict]] = {"cold": [], "warm": [], "link": [], "bare": []}

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def median_s(samples: list[dict], key: str) -> float:
    return statistics.median(sample[key] for sample in samples) / 1000


def ready_line(samples: list[dict]) -> str:
    ready = [s["ready"] for s in samples]
    stages = " + ".join(f"{stage} {median_s(samples, stage):.2f}" for stage in STAGES)
    starts = sorted({s["start"] for s in samples})
    return (f"{statistics.median(ready) / 1000:.2f} s (min {min(ready) / 1000:.2f}, max {max(ready) / 1000:.2f}); "
            f"stages {stages}; started {'/'.join(starts)}")


def moments_line(samples: list[dict]) -> str:
    """The median of each moment that every sample has, in order: where the time goes."""
    names = [name for name in samples[0]["moments"] if all(name in sample["moments"] for sample in samples)]
    medians = sorted((statistics.median(sample["moments"][name] for sample in samples) / 1000, name) for name in names)
    return "; ".join(f"{name} {at:.2f}" for at, name in medians)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--source", action="store_true", help="also the source variant (--no-pyc)")
    parser.add_argument("--moments", action="store_true",
                        help="also the median moment of each step of the start (the worker's marks, the requests)")
    parser.add_argument("--base", type=Path, action="append", default=[],
                        help="also this built dist/ (of another commit), measured alongside (may be given again)")
    parser.add_argument("--shipped-only", action="store_true",
                        help="not the variant without the snapshot (a pair with --base takes half the time)")
    parser.add_argument("--host", action="store_true",
                        help="serve as a static host does (keep-alive; text and WebAssembly gzipped)")
    args = parser.parse_args()
    chromium = build.find_chromium()
    if chromium is None:
        sys.exit(build.CHROMIUM_HELP)
    names = [name for name in VARIANTS if (args.source or not name.startswith("source"))
             and not (args.shipped_only and not name.startswith("shipped"))]
    served = [Served(name, VARIANTS[name], host=args.host) for name in names]
    served += [Served(f"base ({base})", built=base.resolve(), host=args.host) for base in args.base]
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=BROWSER_ARGS)
            links = {variant.name: read_only_link(browser, variant.url) for variant in served}
            # One profile per variant for the warm visits, its service worker installed first.
            warm_pages = {}
            for variant in served:
                page = browser.new_context().new_page()
                engine_ready(page, variant.url)
                page.wait_for_selector("#offline-status[data-state=ready]", state="attached", timeout=TIMEOUT_MS)
                warm_pages[variant.name] = page
            loads = [os.getloadavg()]
            for _ in range(args.runs):
                for variant in served:
                    variant.samples["cold"].append(cold_ready(browser, variant.url))
                    variant.samples["warm"].append(engine_ready(warm_pages[variant.name], variant.url))
                    variant.samples["link"].append(link_standings(browser, links[variant.name]))
                    variant.samples["bare"].append(bare_runtime(browser, variant.url))
            loads.append(os.getloadavg())
            browser.close()
    finally:
        for variant in served:
            variant.stop()
    (before, after) = loads
    print(f"\nStart-up, headless Chromium {chromium}, medians of {args.runs} runs, seconds; load average "
          f"(1, 5, 15 min) {before[0]:.2f} {before[1]:.2f} {before[2]:.2f} before, "
          f"{after[0]:.2f} {after[1]:.2f} {after[2]:.2f} after:")
    for variant in served:
        samples = variant.samples
        link, bare = median_s(samples["link"], "standings"), median_s(samples["bare"], "bare")
        print(f"  {variant.name}\n"
              f"    ready, cold  {ready_line(samples['cold'])}\n"
              f"    ready, warm  {ready_line(samples['warm'])}\n"
              f"    read-only link to its standings {link:.2f} s; bare runtime in a worker {bare:.2f} s; "
              f"ratio {link / bare:.2f}")
        if args.moments:
            for kind, samples in (("cold", samples["cold"]), ("warm", samples["warm"]), ("link", samples["link"])):
                print(f"    moments, {kind}: {moments_line(samples)}")


if __name__ == "__main__":
    main()
