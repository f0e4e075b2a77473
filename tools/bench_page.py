"""The organiser's page at tournament scale, in headless Chromium: for each size an event is generated
(swisspair.generate: 4 of 9 rounds played, seed 1), imported as a TRF file through the page's "Open an
event from a file", and round 5 is paired with the Pair button; then a result is entered and corrected, the
standings, the wall chart and a share link are shown, and the page is reloaded with the event open.

Printed per size:
- pairing in the page: from the click on Pair to the paired event stored (the page's own status figure);
- of the page's figure, the pairing request from its sending to the worker to its answer back, and the engine's
  part of it in the worker (reading the request, pairing, writing the answer): the rest of the request is the
  transfer, the rest of the page's figure the page's own work (drawing the new round);
- pairing in CPython, measured the same way: the engine's event_apply through the bridge (JSON text in and
  out), in this process, on the very document the page paired; the start of a Python process that imports the
  engine is printed once, apart;
- the longest main-thread task (PerformanceObserver "longtask") in each step, and over them all;
- the stored size (localStorage, UTF-16 code units as browsers count them) of the event with and without its
  undo history;
- results entered one after another in round 5 (boards 1 to --results, then board 1 corrected): for each, the time
  from choosing it to the change holding it being written to localStorage (its first write of the event or of its changes), their
  median and maximum, and the longest main-thread task from the first choice to the last write.
Also the interpreter's own ratio: the same pure-Python loop in Pyodide (a worker of its own in the page) and in
this CPython. It prints figures and asserts nothing about them. Builds nothing: run `python3 build.py` first.

  python3 build.py bench --page [--sizes 200 1000 2000] [--results 20] [--results-only]

--results-only puts an event of 9 rounds with round 5 paired and open (tests/helpers/played_events.py) in the page's
storage, opens it and enters the results in round 5, and prints the result figures alone: no import, pairing, views,
link or reload (importing a 2,000-player file can pass the engine's time limit on a loaded machine).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from swisspair import bridge  # noqa: E402
from tests.browser.helpers import ENGINE_TIMEOUT_MS, Site, served_chromium, stored_event  # noqa: E402
from tools.bench_browser import tournament_text  # noqa: E402  (the same generated event, 4 of 9 rounds played)
from tests.helpers.played_events import big_event  # noqa: E402

STEP_TIMEOUT_MS = 900_000

# Installed before the page's own scripts: every long task, and the time of every write of an event to storage.
WATCH = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
window.__eventWrites = [];
const setItem = Storage.prototype.setItem;
Storage.prototype.setItem = function (key, value) {
  const result = setItem.call(this, key, value);
  // The whole event, or a change to it (app/store.js writes a result as a change beside the stored event).
  if (key.includes(":event:") || key.includes(":changes:")) window.__eventWrites.push([performance.now(), key]);
  return result;
};
"""

# An event written since `started`, and every write asked written (the page's "event-storing" and "event-stored"
# marks pair up).
WRITTEN_SINCE = """(started) => window.__eventWrites.some(([at]) => at > started)
  && performance.getEntriesByName('event-stored').length >= performance.getEntriesByName('event-storing').length"""

STORED_SIZE = """() => {
  let event = 0, undo = 0;
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    const size = key.length + localStorage.getItem(key).length;
    if (key.includes(":undo:")) undo += size; else event += size;
  }
  return { event, undo };
}"""

# The last event_apply's time from the page's sending it to its answer, and the engine's part of that in the worker
# (the page's measures, app/engine.js), in seconds.
REQUEST_TIMES = """() => ['engine event_apply', 'engine event_apply in the worker']
  .map((name) => performance.getEntriesByName(name, 'measure').at(-1).duration / 1000)"""

# One pure-Python loop (objects, lists, dicts, calls: what the engine does), the same text in both interpreters:
# how much slower Pyodide itself is here.
LOOP = """
def loop():
    class Node:
        __slots__ = ("value", "edges")

        def __init__(self, value):
            self.value = value
            self.edges = []

    nodes = [Node(i) for i in range(2000)]
    for i, node in enumerate(nodes):
        for step in (1, 7, 31, 97):
            node.edges.append(nodes[(i * step + 3) % 2000])
    total = 0
    table = {}
    for _ in range(60):
        for node in nodes:
            best = node
            for other in node.edges:
                if (other.value * 31) % 1009 > (best.value * 31) % 1009:
                    best = other
            total += best.value
            table[node.value % 511] = table.get(node.value % 509, 0) ^ (total & 0xFFFF)
    return total
"""

# A worker of its own (served by the test's route, beside the build's files) loads Pyodide and times the loop.
LOOP_WORKER = """
import { loadPyodide } from "./pyodide/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", import.meta.url).href });
pyodide.runPython(CODE);
// Once before timing, as the engine's worker has run for a while when it pairs (the runtime's code is compiled
// further as it runs).
pyodide.runPython("loop()");
const started = performance.now();
pyodide.runPython("loop()");
postMessage(performance.now() - started);
"""

PYODIDE_LOOP = """() => new Promise((resolve, reject) => {
  const worker = new Worker("./bench-loop-worker.js", { type: "module" });
  worker.onmessage = ({ data }) => { worker.terminate(); resolve(data); };
  worker.onerror = (event) => reject(new Error(event.message || "the loop's worker failed"));
})"""


def pyodide_loop(browser, site: Site) -> float:
    page = browser.new_page()
    page.route("**/bench-loop-worker.js", lambda route: route.fulfill(
        content_type="text/javascript", body=LOOP_WORKER.replace("CODE", json.dumps(LOOP))))
    page.goto(site.url)
    try:
        return page.evaluate(PYODIDE_LOOP) / 1000
    finally:
        page.close()


def cpython_loop() -> float:
    namespace: dict = {}
    exec(LOOP, namespace)
    namespace["loop"]()
    started = time.perf_counter()
    namespace["loop"]()
    return time.perf_counter() - started


def cpython_start() -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import swisspair.bridge"], cwd=ROOT / "py", check=True)
    return time.perf_counter() - started


def cpython_pairing(doc: dict) -> float:
    request = json.dumps({"id": 1, "op": "event_apply", "args": {
        "event": doc, "operation": {"op": "pair_next", "at": "2026-01-01T00:00:00Z"}}})
    started = time.perf_counter()
    answer = json.loads(bridge.handle_json(request))
    elapsed = time.perf_counter() - started
    if not answer["ok"]:
        raise RuntimeError(f"CPython could not pair it: {answer['error']['message']}")
    return elapsed


def nav_link(page, view: str):
    """A view's link in the navigation bar, found within the bar: Playwright's search by role over the whole page runs
    on the page's own thread and, among thousands of rows, is itself a long task that the page did not cause."""
    return page.locator("#event-nav").get_by_role("link", name=view, exact=True)


class Steps:
    """The longest main-thread task of each step, read from the page's observer; with a `trace`
    (tools/trace_tasks.py), also the most time the page's thread itself spent in one task of the step."""

    def __init__(self, page, trace=None):
        self.page = page
        self.trace = trace
        self.longest: dict[str, float] = {}
        self.own: dict[str, float] = {}

    def __call__(self, name: str, action, reloads: bool = False) -> None:
        # A step that reloads the page is timed in the new document, whose clock starts at its opening.
        started = 0.0 if reloads else self.page.evaluate("performance.now()")
        if self.trace:
            self.trace.start()
        action()
        # A frame and a moment for whatever the step left queued (rendering, storing) to run and be observed.
        self.page.wait_for_timeout(300)
        ended = self.page.evaluate("performance.now()")
        tasks = self.page.evaluate("window.__longTasks")
        self.longest[name] = max((d for s, d in tasks if started <= s <= ended), default=0.0)
        if self.trace:
            self.own[name] = max((own for _, own in self.trace.stop(floor_ms=0)), default=0.0)


def enter_results_in(page, steps: Steps, figures: dict, size: int, round_number: int, results: int) -> None:
    """Boards 1 to `results` of the round, each result stored before the next is chosen (a result it has is changed),
    then board 1 corrected: the time from each choice to its change stored, and the longest task over them all."""
    def current(board: int) -> str:
        return page.locator(f'[data-key="result-{round_number}-{board}"]').input_value()

    def other(board: int, index: int) -> str:
        choices = [choice for choice in ("1-0", "0-1", "1/2-1/2") if choice != current(board)]
        return choices[index % len(choices)]

    def enter(board: int, choice: str) -> None:
        started = page.evaluate("performance.now()")
        page.locator(f'[data-key="result-{round_number}-{board}"]').select_option(choice)
        # Waited for by the page's own marks only: the stored event is read back (by the page's code, and handed
        # to this process) after the step, which would otherwise count that reading as the page's work.
        deadline = time.monotonic() + STEP_TIMEOUT_MS / 1000
        while not page.evaluate(WRITTEN_SINCE, started):
            if time.monotonic() > deadline:
                raise RuntimeError(f"{size} players: the result {choice} on board {board} was never stored")
            page.wait_for_timeout(20)
        # The first write of the event or of a change to it since the choice (a whole store in the background comes
        # after it).
        written = page.evaluate("""(started) => window.__eventWrites.find(([at]) => at > started)[0]""", started)
        figures.setdefault("result_stored_ms", []).append(written - started)
        # Of it, the engine's request (sent to answered) and the engine's own part in its worker.
        figures.setdefault("result_engine_ms", []).append(page.evaluate("""() => ['engine event_apply',
          'engine event_apply in the worker'].map((name) => performance.getEntriesByName(name, 'measure').at(-1).duration)"""))

    entered: dict[int, str] = {}

    def enter_results():
        for board in [*range(1, results + 1), 1]:
            entered[board] = other(board, board)
            enter(board, entered[board])
    steps("enter results", enter_results)
    stored_boards = stored_event(page)["rounds"][round_number - 1]["boards"]
    for board, choice in entered.items():
        if stored_boards[board - 1]["result"] != choice:
            raise RuntimeError(f"{size} players: the result {choice} on board {board} was not the one stored")


# The page's own store writes the event as the page would (packed), before the page opens it.
STORE_ONLY = """async (text) => {
  const { Store } = await import("./app/store.js");
  await new Store().save(JSON.parse(text), []);
}"""


def bench_results(browser, site: Site, size: int, results: int) -> dict:
    """Results entered in round 5 of a stored event of `size` players, 9 rounds, round 5 paired and open."""
    doc = big_event(size, 9, played=5, last_open=True)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(WATCH)
    page = context.new_page()
    page.goto(site.url)
    page.wait_for_selector("#engine[data-state=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    page.evaluate(STORE_ONLY, json.dumps(doc))
    page.reload()
    page.wait_for_selector("#engine[data-state=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    page.locator("#event-list").get_by_role("button", name=doc["name"], exact=True).click()
    page.locator('[data-key="result-5-1"]').wait_for(timeout=STEP_TIMEOUT_MS)
    page.wait_for_function("() => !document.querySelector('#event-message[data-kind=busy]')", timeout=STEP_TIMEOUT_MS)
    page.wait_for_timeout(3000)  # the round view and the stored events' check settle
    steps = Steps(page)
    figures: dict = {"size": size}
    enter_results_in(page, steps, figures, size, round_number=5, results=results)
    figures["longest"] = steps.longest
    context.close()
    return figures


def bench_size(browser, site: Site, size: int, results: int) -> dict:
    text = tournament_text(size)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(WATCH)
    page = context.new_page()
    page.goto(site.url)
    page.wait_for_selector("#engine[data-state=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    steps = Steps(page)
    figures: dict = {"size": size}

    def import_file():
        page.locator("#open-file").set_input_files(
            {"name": f"bench-{size}.trf", "mimeType": "text/plain", "buffer": text.encode()})
        page.locator("#open-file-panel").get_by_role("button", name="Create the event").click(timeout=STEP_TIMEOUT_MS)
        page.locator('table.pairings[data-round="4"]').wait_for(timeout=STEP_TIMEOUT_MS)
        page.wait_for_function("() => !document.querySelector('#event-message[data-kind=busy]')",
                               timeout=STEP_TIMEOUT_MS)
    steps("import a file", import_file)
    doc_before = stored_event(page)

    def pair():
        page.locator("#pair-button").click()
        page.wait_for_function(
            "() => /is paired|not paired/.test(document.querySelector('#pair-status').textContent)",
                               timeout=STEP_TIMEOUT_MS)
    steps("pair round 5", pair)
    status = page.inner_text("#pair-status")
    if "is paired" not in status:
        raise RuntimeError(f"{size} players: {status}")
    figures["page_pairing"] = float(page.get_attribute("#pair-status", "data-seconds"))
    # The pairing request as the page saw it (sent to answered) and the engine's part of it in the worker.
    figures["request"], figures["worker"] = page.evaluate(REQUEST_TIMES)
    figures["cpython_pairing"] = cpython_pairing(doc_before)

    enter_results_in(page, steps, figures, size, round_number=5, results=results)

    def show(view: str, ready: str):
        def open_view():
            nav_link(page, view).click()
            page.locator(ready).first.wait_for(timeout=STEP_TIMEOUT_MS)
        return open_view
    steps("show the standings", show("Standings", "#standings-view table, #standings-view p"))
    steps("show the wall chart", show("Wall chart", "#wallchart-view table"))

    def share():
        nav_link(page, "Share and files").click()
        page.locator("#event-share").click()
        page.locator("#share-panel[data-state=ready], #share-panel[data-state=failed]").wait_for(
            timeout=STEP_TIMEOUT_MS)
    steps("make a share link", share)
    figures["stored"] = page.evaluate(STORED_SIZE)

    def reopen():
        page.reload()
        page.wait_for_selector("#engine[data-state=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
        page.locator('table.pairings[data-round="5"]').wait_for(state="attached", timeout=STEP_TIMEOUT_MS)
    steps("open the event", reopen, reloads=True)
    figures["longest"] = steps.longest
    context.close()
    return figures


def print_results(rows: list[dict]) -> None:
    print(f"\nResults entered in round 5 of a stored event ({len(rows[0]['result_stored_ms']) if rows else 0} each), in ms: from the"
          " choice to the change stored (median, max), of it the engine's request (median; the engine's own part in its"
          " worker), and the longest main-thread task while entering them")
    print(f"{'players':>7} {'stored median':>13} {'max':>6} {'request':>8} {'worker':>7} {'longest task':>12}")
    for row in rows:
        request = statistics.median(ms for ms, _ in row["result_engine_ms"])
        worker = statistics.median(ms for _, ms in row["result_engine_ms"])
        print(f"{row['size']:>7} {statistics.median(row['result_stored_ms']):>13.0f} {max(row['result_stored_ms']):>6.0f} "
              f"{request:>8.0f} {worker:>7.0f} {row['longest']['enter results']:>12.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[200, 1000, 2000])
    parser.add_argument("--results", type=int, default=20, help="results entered in round 5 (then one corrected)")
    parser.add_argument("--results-only", action="store_true", help="only results entered, in a stored event")
    args = parser.parse_args()
    chromium = build.bench_chromium()
    rows = []
    with served_chromium(chromium) as (site, browser):
        print(f"Chromium {browser.version}, CPython {sys.version.split()[0]}", flush=True)
        try:
            if args.results_only:
                raise PlaywrightError("not measured with --results-only")
            in_pyodide = pyodide_loop(browser, site)
        except PlaywrightError as error:
            # Pyodide's bare runtime needs the standard library the build trims; the page's figures do not.
            print(f"pure-Python loop: Pyodide's bare runtime did not start here ({error.message.splitlines()[0]})",
                  flush=True)
        else:
            in_cpython = cpython_loop()
            print(f"pure-Python loop: Pyodide {in_pyodide:.2f} s, CPython {in_cpython:.2f} s, "
                  f"ratio {in_pyodide / in_cpython:.2f}", flush=True)
        if not args.results_only:
            print(f"CPython process start (import swisspair.bridge): {cpython_start():.2f} s", flush=True)
        for size in args.sizes:
            figures = (bench_results if args.results_only else bench_size)(browser, site, size, args.results)
            rows.append(figures)
            print(json.dumps(figures), flush=True)

    if args.results_only:
        print_results(rows)
        return
    print(f"\nRound 5 of 9 (generated, seed 1, imported as TRF); times in seconds, tasks and result-to-stored in ms"
          f" ({len(rows[0]['result_stored_ms']) if rows else 0} results entered, the longest task while entering them);"
          " stored sizes in thousands of UTF-16 code units")
    print(f"{'players':>7} {'page':>7} {'request':>7} {'worker':>7} {'CPython':>7} {'ratio':>5} {'longest task':>12} "
          f"{'stored':>7} {'+ undo':>7} {'result stored: median':>8} {'max':>8} {'longest task':>8}")
    for row in rows:
        stored = row["stored"]
        print(f"{row['size']:>7} {row['page_pairing']:>7.2f} {row['request']:>7.2f} {row['worker']:>7.2f} "
              f"{row['cpython_pairing']:>7.2f} "
              f"{row['page_pairing'] / row['cpython_pairing']:>5.2f} {max(row['longest'].values()):>12.0f} "
              f"{stored['event'] / 1000:>7.0f} {(stored['event'] + stored['undo']) / 1000:>7.0f} "
              f"{statistics.median(row['result_stored_ms']):>8.0f} {max(row['result_stored_ms']):>8.0f} "
              f"{row['longest']['enter results']:>8.0f}")
    print("\nLongest main-thread task per step (ms):")
    steps = list(rows[0]["longest"]) if rows else []
    print(f"{'players':>7} " + " ".join(f"{step:>20}" for step in steps))
    for row in rows:
        print(f"{row['size']:>7} " + " ".join(f"{row['longest'][step]:>20.0f}" for step in steps))


if __name__ == "__main__":
    main()
