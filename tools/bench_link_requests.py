"""The requests a read-only link makes of the engine once it is ready, natively in CPython (the engine's own work,
without Pyodide): the link's event checked, then its latest round and its standings, the two either with the event
sent again or by the key of the event the engine holds since the check; and the one request the page now makes, the
check answering both ("answer": "shown"). The event is the start-up benchmark's read-only link's (30 players, 5
played rounds, without its log and record). Prints the CPU milliseconds of each, the best of N runs; asserts nothing
about them.

  .venv/bin/python tools/bench_link_requests.py [--runs N]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
from swisspair.bridge import handle_json  # noqa: E402
from tests.helpers.played_events import big_event  # noqa: E402


def timed(op: str, args: dict) -> tuple[float, dict]:
    started = time.process_time()
    answer = json.loads(handle_json(json.dumps({"id": 1, "op": op, "args": args})))
    if not answer["ok"]:
        raise RuntimeError(answer["error"]["message"])
    return (time.process_time() - started) * 1000, answer["result"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    # What a read-only link carries (app/share.js viewedPart): the event without its record, its log empty.
    event = {**{key: value for key, value in big_event(30, 5).items() if key != "record"}, "log": []}
    best_one = min(timed("event_validate", {"event": event, "answer": "shown"})[0] for _ in range(args.runs))
    print(f"one request (the check answering the round and the standings): {best_one:.1f} ms")
    for way in ("event sent", "by key"):
        best: dict[str, float] = {}
        for _ in range(args.runs):
            check, checked = timed("event_validate", {"event": event})
            named = {"event_key": checked["event_key"]} if way == "by key" else {"event": checked["event"]}
            round_view, _ = timed("event_round_view", named)
            standings, _ = timed("event_standings", named)
            for name, ms in (("check", check), ("round", round_view), ("standings", standings),
                             ("all three", check + round_view + standings)):
                best[name] = min(best.get(name, float("inf")), ms)
        print(f"{way}: " + ", ".join(f"{name} {ms:.1f}" for name, ms in best.items()) + " ms")


if __name__ == "__main__":
    main()
