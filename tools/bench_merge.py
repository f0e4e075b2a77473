"""Merging two copies of a large event, in headless Chromium and in CPython. For each size, an event of 11 rounds
with 10 played and the 11th paired (tests/helpers/played_events.big_event, every entry recorded as the page records it)
parts into two copies, each entering 20 results of round 11 (boards 1-20 on one, 21-40 on the other); then the
merge (the engine's event_merge) is timed:
- in the page: the page's own engine (app/engine.js and its worker) asked from the page, both copies sent, from
  the call to the answer; with the longest main-thread task while it ran (PerformanceObserver "longtask");
- in CPython: the same request through bridge.handle_json in this process.
It prints figures and asserts nothing about them. Builds nothing: run `python3 build.py` first.

  .venv/bin/python tools/bench_merge.py [--sizes 200 1000]
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
from swisspair import bridge, event  # noqa: E402
from tests.browser.helpers import ENGINE_TIMEOUT_MS, served_chromium  # noqa: E402
from tests.helpers.played_events import big_event  # noqa: E402

WATCH = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
"""

MERGE_IN_PAGE = """async ([ours, theirs]) => {
  const { Engine } = await import("./app/engine.js");
  const engine = new Engine();
  await engine.ready;
  const started = performance.now();
  const answer = await engine.call("event_merge", { ours: JSON.parse(ours), theirs: JSON.parse(theirs) });
  const took = performance.now() - started;
  const longest = Math.max(0, ...window.__longTasks.filter(([at]) => at >= started).map(([, length]) => length));
  return { took, longest, conflicts: answer.conflicts.length, players: answer.event.players.length };
}"""


def copies(players: int) -> tuple[dict, dict]:
    doc = big_event(players, 11, played=11, last_open=True)
    ours, theirs = doc, doc
    for k in range(1, 21):
        ours = event.apply(ours, {"op": "set_result", "copy": "ana", "at": f"2026-06-01T10:00:{k:02d}.000Z",
                                  "round": 11, "board": k, "result": "1-0"}).event
        theirs = event.apply(theirs, {"op": "set_result", "copy": "ben", "at": f"2026-06-01T10:01:{k:02d}.000Z",
                                      "round": 11, "board": 20 + k, "result": "0-1"}).event
    return ours, theirs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[200, 1000])
    sizes = parser.parse_args().sizes
    chromium = build.bench_chromium()
    print(f"load average at start: {os.getloadavg()[0]:.1f}")
    print("| players | entries | copies sent | page | CPython | longest task |")
    print("| --- | --- | --- | --- | --- | --- |")
    with served_chromium(chromium) as (site, browser):
        for players in sizes:
            ours, theirs = copies(players)
            texts = [json.dumps(ours), json.dumps(theirs)]
            started = time.perf_counter()
            answer = json.loads(bridge.handle_json(json.dumps(
                {"id": 1, "op": "event_merge", "args": {"ours": ours, "theirs": theirs}})))
            native = time.perf_counter() - started
            assert answer["ok"] and not answer["result"]["conflicts"], answer.get("error")
            page = browser.new_page()
            page.add_init_script(WATCH)
            page.set_default_timeout(ENGINE_TIMEOUT_MS * 10)
            page.goto(site.url)
            result = page.evaluate(MERGE_IN_PAGE, texts)
            page.close()
            print(f"| {players:,} | {len(ours['log']):,} | {sum(map(len, texts)) / 1e6:.1f} MB | "
                  f"{result['took'] / 1000:.2f} s | {native:.2f} s | {result['longest']:.0f} ms |")
    print(f"load average at end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
