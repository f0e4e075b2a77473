"""Pairing speed in the browser against CPython: the Dutch engine under Pyodide in the page's worker.

For each size, a tournament is generated (swisspair.generate: 4 of 9 rounds played, seed 1) and written as
TRF; its round 5 is paired by the op pair_trf twice in this one run: in headless Chromium through the
page's own "Pair a TRF file" panel (the time the page measures from its request to the engine's answer,
which it shows as "paired in") and natively in this CPython. Best of 3 runs for 100 players, 1 for
larger fields unless --runs says otherwise. Prints figures; asserts nothing about them (the target is
at most twice the CPython figures). Builds nothing: run `python3 build.py` first.

  .venv/bin/python tools/bench_browser.py [--sizes 100 500] [--runs N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
import build  # noqa: E402
from swisspair import bridge  # noqa: E402
from swisspair.generate import GeneratorSettings, generate_tournament  # noqa: E402
from swisspair.trf import format_trf  # noqa: E402
from tests.browser.helpers import ENGINE_TIMEOUT_MS, served_chromium  # noqa: E402

PAIRING_TIMEOUT_MS = 600_000


def tournament_text(players: int) -> str:
    settings = GeneratorSettings(players=players, completed_rounds=4, total_rounds=9, seed=1)
    return format_trf(generate_tournament(settings))


def native(text: str) -> tuple[float, list[list[int]]]:
    started = time.perf_counter()
    response = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text}})
    elapsed = time.perf_counter() - started
    if not response["ok"]:
        raise RuntimeError(f"CPython could not pair it: {response['error']['message']}")
    return elapsed, [[b["white"], b["black"]] for b in response["result"]["boards"]]


def in_page(page, text: str) -> tuple[float, list[list[int]]]:
    """Pair through the panel as a director would; the page's own figure for the engine's answer."""
    panel = page.get_by_role("region", name="Pair a TRF file")
    panel.get_by_label("or paste its text").fill(text)
    panel.get_by_label("Explain").set_checked(False)
    panel.get_by_role("button", name="Pair next round").click()
    page.wait_for_selector("#trf-status[data-ms], #trf-result [role=alert]", timeout=PAIRING_TIMEOUT_MS)
    if page.locator("#trf-result [role=alert]").count():
        raise RuntimeError(f"the page could not pair it: {page.inner_text('#trf-result')}")
    boards = page.eval_on_selector_all(
        "#trf-result tbody tr", "rows => rows.map(r => [...r.querySelectorAll('.pno')].map(p => Number(p.textContent)))")
    return int(page.get_attribute("#trf-status", "data-ms")) / 1000, boards


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 500])
    parser.add_argument("--runs", type=int, help="runs per size (default: 3 up to 100 players, else 1)")
    args = parser.parse_args()
    chromium = build.bench_chromium()

    rows = []
    with served_chromium(chromium) as (site, browser):
        page = browser.new_page()
        page.goto(site.url)
        page.wait_for_selector("#engine[data-state]", timeout=ENGINE_TIMEOUT_MS)
        status = page.inner_text("#engine-status")
        if page.get_attribute("#engine", "data-state") != "ready":
            raise RuntimeError(f"the engine did not load: {status}")
        print(f"Chromium {browser.version}; {status}")
        for size in args.sizes:
            text = tournament_text(size)
            runs = args.runs or (3 if size <= 100 else 1)
            browser_runs, native_runs = [], []
            for _ in range(runs):
                seconds, page_boards = in_page(page, text)
                browser_runs.append(seconds)
                seconds, native_boards = native(text)
                native_runs.append(seconds)
                if page_boards != native_boards:
                    raise RuntimeError(f"{size} players: the page and CPython paired differently")
            rows.append((size, runs, min(browser_runs), min(native_runs)))
            print(f"  {size} players: browser {', '.join(f'{s:.2f}' for s in browser_runs)} s; "
                  f"CPython {', '.join(f'{s:.2f}' for s in native_runs)} s", flush=True)

    print(f"\nRound 5 of 9 (generated, seed 1), op pair_trf; best of the runs; CPython {sys.version.split()[0]}")
    print(f"{'players':>7}  {'runs':>4}  {'browser s':>9}  {'CPython s':>9}  {'ratio':>5}")
    for size, runs, in_browser, in_cpython in rows:
        print(f"{size:>7}  {runs:>4}  {in_browser:>9.2f}  {in_cpython:>9.2f}  {in_browser / in_cpython:>5.2f}")


if __name__ == "__main__":
    main()
