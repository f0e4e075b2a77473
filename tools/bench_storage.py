"""What storing an event costs in the page, at 200, 1,000 and 2,000 players x 11 rounds (tests/helpers/played_events.py
makes the events: ten rounds played, the eleventh paired, its results being entered). In headless Chromium:

1. the page's own Store (app/store.js) stores the event, then 50 results one after another, each with its undo
   step (the event as the engine would answer, made before the clock starts): the stored size with and without
   the undo history, the time of each store, and the longest main-thread task while storing
   (PerformanceObserver 'longtask'; every task over 50 ms is one);
2. the page as a director uses it (at --page-sizes: at scale the page's own rendering, not storage, takes
   minutes on a busy machine): the event opened from storage and one result entered in round 11 from its
   drop-down; the time from choosing the result to the event being stored (the page's "event-stored" mark),
   the part from the store being asked ("event-storing") to stored, and the longest main-thread task in it.

Prints figures; asserts only that what was stored reads back the same. Run `python3 build.py` first.

  .venv/bin/python tools/bench_storage.py [--sizes 200,1000,2000] [--page-sizes 200] [--steps 50]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from tests.browser.helpers import served_chromium, wait_for_engine  # noqa: E402
from tests.helpers.played_events import big_event  # noqa: E402

OBSERVE = """() => {
  window.longTasks = [];
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((entry) =>
    ({ start: entry.startTime, end: entry.startTime + entry.duration })))).observe({ type: "longtask", buffered: true });
}"""

STORE_STEPS = """async ([text, steps]) => {
  const { Store } = await import("./app/store.js");
  const { decodeFragment } = await import("./app/share.js");
  const store = new Store();
  await store.ready;
  const longest = (from, to) => Math.max(0, ...window.longTasks.filter((task) => task.end > from && task.start < to)
    .map((task) => task.end - task.start));
  let doc = JSON.parse(text);
  let start = performance.now();
  await store.save(doc, []);
  const first = { ms: performance.now() - start, longest: longest(start, performance.now()) };
  const without = localStorage.getItem(`swisspair:v2:event:${doc.id}`).length;
  const undo = [];
  const times = [];
  let worst = 0;
  const round = doc.rounds.length - 1;
  for (let step = 0; step < steps; step += 1) {
    // As the engine answers: a new document (parsed from its JSON), one result and one log entry more.
    const next = JSON.parse(JSON.stringify(doc));
    const board = next.rounds[round].boards[step];
    board.result = "1-0";
    const at = new Date(Date.parse(doc.modified) + 15000).toISOString();
    next.log.push({ seq: next.log.length + 1, op: "set_result", text: `Round ${round + 1}, board ${step + 1}: result`,
                    at, round: round + 1 });
    next.modified = at;
    undo.push({ label: `Result on board ${step + 1}`, doc });
    await new Promise((resolve) => setTimeout(resolve, 60)); // the long-task observer sees the preparation apart
    start = performance.now();
    await store.save(next, undo.slice(-50));
    const end = performance.now();
    times.push(end - start);
    worst = Math.max(worst, longest(start, end));
    doc = next;
  }
  start = performance.now();
  await store.load(doc.id);
  await store.undoStack(doc.id);
  const opening = longest(start, performance.now());
  const event = localStorage.getItem(`swisspair:v2:event:${doc.id}`);
  const history = localStorage.getItem(`swisspair:v2:undo:${doc.id}`);
  const back = (await decodeFragment(event)).doc;
  times.sort((a, b) => a - b);
  return { first, without, event: event.length, undo: history.length, median: times[Math.floor(times.length / 2)],
           max: times[times.length - 1], worst, opening, same: JSON.stringify(back) === JSON.stringify(doc),
           json: JSON.stringify(doc).length };
}"""

STORE_ONLY = """async (text) => {
  const { Store } = await import("./app/store.js");
  await new Store().save(JSON.parse(text), []);
}"""

ENTER_RESULT = """async () => {
  const select = document.querySelector(`select[data-key^="result-11-1"]`);
  performance.clearMarks();
  const start = performance.now();
  select.value = "1-0";
  select.dispatchEvent(new Event("change", { bubbles: true }));
  const marked = (name) => new Promise((resolve) => {
    const look = () => {
      const mark = performance.getEntriesByName(name, "mark")[0];
      if (mark) resolve(mark.startTime); else setTimeout(look, 5);
    };
    look();
  });
  const storing = await marked("event-storing");
  const stored = await marked("event-stored");
  const longest = Math.max(0, ...window.longTasks.filter((task) => task.end > storing && task.start < stored)
    .map((task) => task.end - task.start));
  return { total: stored - start, store: stored - storing, longest };
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="200,1000,2000")
    parser.add_argument("--page-sizes", default="200")
    parser.add_argument("--steps", type=int, default=50)
    args = parser.parse_args()
    chromium = build.bench_chromium()
    print("Timings under whatever else runs on this machine; sizes in characters (what the browser's limit counts).")
    with served_chromium(chromium) as (site, browser):
        print(f"The store alone, the event then {args.steps} results with their undo steps:")
        print("players | JSON | stored | with undo (of it undo) | 1st store | store median / max | "
              "longest task while storing | longest task reading it back")
        for players in (int(size) for size in args.sizes.split(",")):
            page = browser.new_page()
            page.goto(site.url)
            wait_for_engine(page)
            page.evaluate(OBSERVE)
            figures = page.evaluate(STORE_STEPS, [json.dumps(big_event(players, 11, last_open=True)), args.steps])
            page.context.close()
            if not figures["same"]:
                sys.exit("The stored event did not read back the same: the store is broken.")
            print(f"{players} | {figures['json']:,} | {figures['without']:,} | "
                  f"{figures['event'] + figures['undo']:,} ({figures['undo']:,}) | {figures['first']['ms']:.0f} ms | "
                  f"{figures['median']:.0f} / {figures['max']:.0f} ms | "
                  f"{max(figures['worst'], figures['first']['longest']):.0f} ms | {figures['opening']:.0f} ms",
                  flush=True)
        print("The page: a result chosen in round 11 until it is stored:")
        print("players | choice to stored | store asked to stored | longest task in that")
        for players in (int(size) for size in args.page_sizes.split(",") if size):
            doc = big_event(players, 11, last_open=True)
            page = browser.new_page()
            page.goto(site.url)
            wait_for_engine(page)
            page.evaluate(STORE_ONLY, json.dumps(doc))
            page.reload()
            wait_for_engine(page)
            page.evaluate(OBSERVE)
            page.get_by_role("button", name=doc["name"], exact=True).click()
            page.locator('select[data-key="result-11-1"]').wait_for(timeout=600_000)
            page.wait_for_timeout(3000)  # the round view and standings settle
            entry = page.evaluate(ENTER_RESULT)
            page.context.close()
            print(f"{players} | {entry['total']:.0f} ms | {entry['store']:.0f} ms | {entry['longest']:.0f} ms",
                  flush=True)


if __name__ == "__main__":
    main()
