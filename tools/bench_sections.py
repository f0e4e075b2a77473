"""An event of several sections at scale in the page, in headless Chromium: N sections of P players in all, each a
generated tournament (swisspair.generate: 4 of 9 rounds played, seeds 1..N) made one event by the engine's import
of several TRF files as sections (event_import_trf_sections), stored in the browser before the page loads. Then,
as a director: the event opened from the list; each section shown with the switcher; "Pair round 5 of every
section" cancelled at once (the first section paired, the others not, as the page said), then pressed again for
the rest; a result entered and corrected in the last section.

Printed: the longest main-thread task (PerformanceObserver "longtask") of each step, each section's pairing time
(from the press, or the previous section's "paired", to its "paired" in the progress line), whether the cancel
left the others unpaired, the time from choosing a result to the event written to localStorage with the engine's
requests in it (when each was sent after the choice, how long it took seen from the page and in the worker), and
the load average. With --trace, each step is traced too (tools/trace_tasks.py) and the most time the page's thread
itself spent in one task of the step is printed beside its longest task: on a loaded machine a task's length on the
clock is mostly its wait for a core. It prints figures and asserts nothing about them. Builds nothing: run
`python3 build.py` first.

  python3 build.py bench --page --sections 5 [--players 1500] [--trace]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from swisspair import bridge  # noqa: E402
from swisspair.generate import GeneratorSettings, generate_tournament  # noqa: E402
from swisspair.trf import format_trf  # noqa: E402
from tests.browser.helpers import ENGINE_TIMEOUT_MS, put_before_load, served_chromium, stored_event  # noqa: E402
from tools.bench_page import STEP_TIMEOUT_MS, WATCH, WRITTEN_SINCE, Steps, nav_link  # noqa: E402
from tools.trace_tasks import TaskTrace  # noqa: E402

NAME = "Bench sections"

# When each section's line of the progress first read "paired" (performance.now()), watched as the page writes it.
PROGRESS_WATCH = """() => {
  window.__pairedAt = {};
  window.__pairStarted = null;
  const progress = document.querySelector('#pair-every-progress');
  new MutationObserver(() => {
    for (const part of progress.textContent.split(' · ')) {
      const [name, state] = part.split(': ');
      if (state === 'paired' && !(name in window.__pairedAt)) window.__pairedAt[name] = performance.now();
    }
  }).observe(progress, { childList: true, characterData: true, subtree: true });
}"""


# The engine's requests that ran between two moments: [name, sent (from the first moment), took], in ms.
ENGINE_SINCE = """([started, written]) => performance.getEntriesByType('measure')
  .filter((m) => m.name.startsWith('engine ') && m.startTime + m.duration >= started && m.startTime <= written)
  .map((m) => [m.name, Math.round(m.startTime - started), Math.round(m.duration)])"""


def sections_event(sections: int, players: int) -> dict:
    """The event, made by the engine from one generated TRF file per section."""
    files = [{"text": format_trf(generate_tournament(GeneratorSettings(
        players=players // sections, completed_rounds=4, total_rounds=9, seed=k + 1))), "name": f"Section {k + 1}"}
        for k in range(sections)]
    answer = bridge.handle({"id": 1, "op": "event_import_trf_sections", "args": {
        "files": files, "id": "bench-sections", "name": NAME, "at": "2026-01-01T00:00:00Z"}})
    if not answer["ok"]:
        raise RuntimeError(f"the engine could not make the event: {answer['error']['message']}")
    return answer["result"]["event"]


def bench(browser, url: str, doc: dict, trace: bool) -> dict:
    names = [section["name"] for section in doc["sections"]]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(WATCH)
    put_before_load(context, doc)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("#engine[data-state=ready]", state="attached", timeout=ENGINE_TIMEOUT_MS)
    steps = Steps(page, TaskTrace(page) if trace else None)
    figures: dict = {"sections": len(names), "players": sum(len(s["players"]) for s in doc["sections"])}
    switch = page.locator("#section-switch select")

    def open_event():
        page.locator("#event-list").get_by_role("button", name=NAME, exact=True).click()
        page.locator('table.pairings[data-round="4"]').wait_for(timeout=STEP_TIMEOUT_MS)
    steps("open the event", open_event)

    for name in names[1:]:
        def show(name=name):
            switch.select_option(label=name)
            # The Round view drawn for the section: its Pair button names it.
            page.wait_for_function(f"() => document.querySelector('#pair-button').textContent.endsWith("
                                   f"{json.dumps(' of ' + name)})", timeout=STEP_TIMEOUT_MS)
        steps(f"show {name}", show)

    page.evaluate(PROGRESS_WATCH)
    progress = page.locator("#pair-every-progress")

    def pair_and_cancel():
        # Both presses in one task: Cancel lands while the first section's pairing is with the engine.
        started = page.evaluate("""() => {
            const started = performance.now();
            document.querySelector('#pair-every-button').click();
            document.querySelector('#pair-every-cancel').click();
            return started;
        }""")
        page.wait_for_function(f"() => window.__pairedAt[{json.dumps(names[0])}] !== undefined",
                               timeout=STEP_TIMEOUT_MS)
        figures["pairing_s"] = {names[0]: (page.evaluate("window.__pairedAt")[names[0]] - started) / 1000}
    steps("pair every section, cancelled", pair_and_cancel)
    page.wait_for_function("() => !/pairing…/.test(document.querySelector('#pair-every-progress').textContent)",
                           timeout=STEP_TIMEOUT_MS)
    figures["after_cancel"] = progress.inner_text()

    def pair_rest():
        started = page.evaluate("performance.now()")
        page.locator("#pair-every-button").click()
        page.wait_for_function(f"() => Object.keys(window.__pairedAt).length === {len(names)}", timeout=STEP_TIMEOUT_MS)
        at = page.evaluate("window.__pairedAt")
        previous = started
        for name in names[1:]:
            figures["pairing_s"][name] = (at[name] - previous) / 1000
            previous = at[name]
    steps("pair the other sections", pair_rest)
    figures["paired_rounds"] = [len(s["rounds"]) for s in stored_event(page, doc["id"])["sections"]]

    last = names[-1]
    nav_link(page, "Round").click()
    switch.select_option(label=last)
    page.locator('table.pairings[data-round="5"]').wait_for(timeout=STEP_TIMEOUT_MS)
    first_board = page.locator('table.pairings[data-round="5"] select[data-key^="result-5-"]').first

    def result(choice: str):
        def enter():
            started = page.evaluate("performance.now()")
            first_board.select_option(choice)
            deadline = time.monotonic() + STEP_TIMEOUT_MS / 1000
            while not page.evaluate(WRITTEN_SINCE, started):
                if time.monotonic() > deadline:
                    raise RuntimeError(f"the result {choice} was never stored")
                page.wait_for_timeout(50)
            written = page.evaluate("(started) => window.__eventWrites.find(([at]) => at > started)[0]", started)
            figures.setdefault("result_stored_ms", []).append(written - started)
            # Of it, each engine request running since the choice (sent to answered, and its part in the worker).
            figures.setdefault("result_requests", []).append(page.evaluate(ENGINE_SINCE, [started, written]))
        return enter
    for step, choice in (("enter a result", "1-0"), ("correct a result", "0-1")):
        steps(step, result(choice))
    figures["longest"] = steps.longest
    figures["own"] = steps.own
    context.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--page", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--sections", type=int, default=5)
    parser.add_argument("--players", type=int, default=1500, help="in all the sections")
    parser.add_argument("--trace", action="store_true", help="also the page's own time in its longest task per step")
    args = parser.parse_args()
    chromium = build.bench_chromium()
    doc = sections_event(args.sections, args.players)
    with served_chromium(chromium) as (site, browser):
        print(f"Chromium {browser.version}, CPython {sys.version.split()[0]}; load average before "
              f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
        figures = bench(browser, site.url, doc, args.trace)
        print(json.dumps(figures), flush=True)
    print(f"\n{figures['players']:,} players in {figures['sections']} sections, round 5 of 9 (generated, imported as "
          f"TRF files); load average after {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("Pairing per section (s): " + ", ".join(f"{name} {s:.2f}" for name, s in figures["pairing_s"].items()))
    print(f"Cancelled at once: {figures['after_cancel']}")
    print(f"Rounds paired per section at the end: {figures['paired_rounds']}")
    print("Result to stored (ms): " + ", ".join(f"{ms:.0f}" for ms in figures["result_stored_ms"]))
    for requests in figures["result_requests"]:
        print("  of it the engine (request: begun after the choice, took ms): " + "; ".join(
            f"{name.removeprefix('engine ')}: {at}, {ms}" for name, at, ms in requests))
    print("Longest main-thread task per step (ms)" + (", and the most of the thread's own time in one task" if figures["own"]
                                                      else "") + ":")
    for step, ms in figures["longest"].items():
        own = figures["own"].get(step)
        print(f"  {step:<32} {ms:>6.0f}" + ("" if own is None else f" {own:>6.0f}"))


if __name__ == "__main__":
    main()
