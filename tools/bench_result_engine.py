"""The engine's own work for one result, in CPython: an event of 9 rounds with round 5 paired and open
(tests/helpers/played_events.py, seed 1) is sent once, then results are entered on boards 2 to --results + 1 of round
5, each request naming the event the engine holds by its key and asking the answer by changes, as the page does
(`bridge.handle_json`: JSON text in and out). Printed per size: the CPU time (`time.process_time`, so that the other
work on the machine counts less) of each result, their median, and the answer's length; with --profile, the
functions that took the most time over the results (cProfile, which slows them); with --pyodide, the same in the
built engine in Pyodide under Node (tools/bench_result_pyodide.mjs; the CPU time of the Node process, JSON text in and
out as the page's worker is asked): run `python3 build.py` first.

  .venv/bin/python tools/bench_result_engine.py [--sizes 200 1000 2000] [--results 10] [--profile | --pyodide]
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
from swisspair import bridge  # noqa: E402
from tests.helpers.played_events import big_event  # noqa: E402


def request(args: dict) -> dict:
    answer = json.loads(bridge.handle_json(json.dumps({"id": 1, "op": "event_apply", "args": args})))
    assert answer["ok"], answer
    return answer["result"]


def result_of(board: int) -> dict:
    return {"op": "set_result", "round": 5, "board": board, "result": "1-0", "at": "2026-05-02T09:00:00.000Z"}


def measure_pyodide(players: int, results: int) -> None:
    with tempfile.NamedTemporaryFile("w", suffix=".json") as file:
        json.dump(big_event(players, 9, 5, last_open=True), file)
        file.flush()
        made = subprocess.run(["node", str(ROOT / "tools" / "bench_result_pyodide.mjs"), str(ROOT / "dist"), file.name,
                               str(results)], check=True, capture_output=True, text=True)
    times = json.loads(made.stdout.strip().splitlines()[-1])["times"]
    print(f"{players:>7} players: a result {statistics.median(times):.1f} ms CPU median in Pyodide "
          f"({', '.join(f'{t:.0f}' for t in times)})")


def measure(players: int, results: int, profile: bool) -> None:
    doc = big_event(players, 9, 5, last_open=True)
    key = request({"event": doc, "operation": result_of(1), "answer": "changes"})["event_key"]
    times, length = [], 0
    profiler = cProfile.Profile() if profile else None
    for board in range(2, results + 2):
        if profiler:
            profiler.enable()
        started = time.process_time()
        text = bridge.handle_json(json.dumps({"id": 1, "op": "event_apply", "args": {
            "event_key": key, "operation": result_of(board), "answer": "changes"}}))
        times.append((time.process_time() - started) * 1000)
        if profiler:
            profiler.disable()
        length = len(text)
        key = json.loads(text)["result"]["event_key"]
    print(f"{players:>7} players: a result {statistics.median(times):.1f} ms CPU median "
          f"({', '.join(f'{t:.0f}' for t in times)}), answer {length:,} characters")
    if profiler:
        pstats.Stats(profiler).sort_stats("tottime").print_stats(20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[200, 1000, 2000])
    parser.add_argument("--results", type=int, default=10)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--pyodide", action="store_true")
    args = parser.parse_args()
    print("Pyodide under Node" if args.pyodide else f"CPython {sys.version.split()[0]}")
    for players in args.sizes:
        if args.pyodide:
            measure_pyodide(players, args.results)
        else:
            measure(players, args.results, args.profile)


if __name__ == "__main__":
    main()
