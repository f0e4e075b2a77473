"""FIDE's rating list in the page at a million players, in headless Chromium: a list in FIDE's format
(players_list_foa.txt's columns, made by tools/fide_list.py, seed 1) is loaded through the Players view's "Load
FIDE's rating list", then looked up as a director types (names by prefix, "First Surname", FIDE IDs), then once more
after a reload, when the list's worker first reads the index back from IndexedDB.

Printed: the load (from choosing the file to the list kept, the page's own measure "rating list load"), the longest
main-thread task during it and during the look-ups (PerformanceObserver "longtask"; none under 50 ms are reported,
so "none" means every task was shorter), and each look-up, three times, from the name typed to the matches drawn
(the page's measure "rating list look-up"). It prints figures and asserts nothing about them. Builds nothing: run
`python3 build.py` first.

  python3 build.py bench --rating-list [--players 1000000]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from tests.browser.helpers import create_event, served_chromium, wait_for_engine  # noqa: E402

LOAD_TIMEOUT_MS = 900_000

WATCH = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
}).observe({ type: "longtask", buffered: true });
"""


def the_list(players: int) -> Path:
    """The generated list, made once per size (a million players take some 20 s to write and 160 MB)."""
    path = ROOT / ".cache" / "bench" / f"players_list_foa_{players}.txt"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        started = time.monotonic()
        subprocess.run([sys.executable, str(ROOT / "tools" / "fide_list.py"), str(path), "--players", str(players),
                        "--seed", "1"], check=True)
        print(f"wrote {path.name} ({path.stat().st_size / 1e6:.0f} MB) in {time.monotonic() - started:.0f} s", flush=True)
    return path


def queries(path: Path) -> list[str]:
    """What a director types: name prefixes without accents, a whole "Surname, First", "First Surname", FIDE IDs."""
    with path.open(encoding="utf-8") as file:
        next(file)
        lines = [next(file) for _ in range(2000)]
    third = lines[1500]
    surname, first = third[15:76].strip().split(", ")
    return ["be", "mul", "garcia", "novakova, z", "dordevic", "smith, an", third[15:76].strip(), f"{first} {surname}",
            lines[700][:15].strip(), lines[900][:15].strip()[:5], "van dijk, ", "zhang-k"]


def longest(page) -> str:
    tasks = page.evaluate("window.__longTasks.splice(0)")
    return f"{max(tasks):.0f} ms ({len(tasks)} over 50 ms)" if tasks else "none over 50 ms"


def look_up(page, text: str) -> float:
    """The page's measure of one look-up, typed into the player form's name."""
    measures = "performance.getEntriesByName('rating list look-up', 'measure')"
    count = page.evaluate(f"{measures}.length")
    page.locator("#player-name").fill("")
    page.locator("#player-name").fill(text)
    # Polled from here: a predicate run in the page is evaluated as a string, which the page's policy refuses.
    while page.evaluate(f"{measures}.length") <= count:
        time.sleep(0.005)
    return page.evaluate(f"{measures}.at(-1).duration")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=1_000_000)
    args = parser.parse_args()
    chromium = build.bench_chromium()
    path = the_list(args.players)
    typed = queries(path)
    with served_chromium(chromium) as (site, browser):
        print(f"Chromium {browser.version}; {args.players:,} players, {path.stat().st_size / 1e6:.0f} MB", flush=True)
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.add_init_script(WATCH)
        page = context.new_page()
        page.goto(site.url)
        wait_for_engine(page)
        create_event(page, "Rated Open", 9)
        page.get_by_text("FIDE rating list", exact=True).click()
        page.evaluate("window.__longTasks.splice(0)")
        page.get_by_label("Load FIDE's rating list (TXT or XML)").set_input_files(str(path))
        expect(page.locator("#rating-list-about")).to_contain_text(f": {args.players:,} players",
                                                                  timeout=LOAD_TIMEOUT_MS)
        load = page.evaluate("performance.getEntriesByName('rating list load', 'measure').at(-1).duration") / 1000
        stages = page.evaluate("""(() => {
          const at = (name) => performance.getEntriesByName(`rating list ${name}`, 'mark').at(-1).startTime;
          const end = performance.getEntriesByName('rating list load', 'measure').at(-1);
          return [at('indexing') - at('reading'), at('saving') - at('indexing'),
                  end.startTime + end.duration - at('saving')].map((ms) => ms / 1000);
        })()""")
        print(f"load: {load:.1f} s (reading {stages[0]:.1f} s, sorting {stages[1]:.1f} s, storing "
              f"{stages[2]:.1f} s); longest main-thread task during it: {longest(page)}", flush=True)

        times = {text: [] for text in typed}
        for _ in range(3):  # three times each: the machine's other work shows as one slow look-up, not three
            for text in typed:
                times[text].append(look_up(page, text))
        for text, each in times.items():
            print(f"  look-up {text!r}: " + ", ".join(f"{ms:.1f}" for ms in each) + " ms", flush=True)
        every = sorted(ms for each in times.values() for ms in each)
        print(f"look-up ({len(every)}): median {statistics.median(every):.1f} ms, 95th percentile "
              f"{every[int(len(every) * 0.95)]:.1f} ms, slowest {every[-1]:.1f} ms; longest main-thread task during "
              f"them: {longest(page)}", flush=True)

        page.reload()
        page.wait_for_selector("#player-name", state="visible")
        page.evaluate("window.__longTasks.splice(0)")
        expect(page.locator("#rating-list-about")).to_contain_text(f": {args.players:,} players")
        first = look_up(page, typed[2])
        again = look_up(page, typed[3])
        print(f"after a reload (the list shown once the worker has read its index back from IndexedDB): first "
              f"look-up {first:.1f} ms, the next {again:.1f} ms; longest main-thread task: {longest(page)}",
              flush=True)


if __name__ == "__main__":
    main()
