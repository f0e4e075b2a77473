"""Time of an arena's operations as the event grows: a 100-player arena through the bridge, results entered one
by one (random, seeded), timing `arena_finish` (which stores the result and pairs the players again) and the
page's `event_arena` view after 100, 500 and 1000 results. Prints figures; asserts nothing about them.

  PYTHONPATH=py python3 tools/bench_arena.py [--players 100] [--results 1000]
"""

from __future__ import annotations

import argparse
import random
import time

from swisspair import bridge

START = 1_790_000_000_000  # milliseconds since 1970, as the page gives them


def call(op: str, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    if not answer["ok"]:
        raise SystemExit(f"{op}: {answer['error']['message']}")
    return answer["result"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--results", type=int, default=1000)
    options = parser.parse_args()
    rng = random.Random(1)
    doc = call("event_new", id="bench", name="Arena bench", system="arena", options={"duration_minutes": 1440})["event"]
    for i in range(options.players):
        doc = call("event_apply", event=doc, operation={
            "op": "add_player", "player": {"name": f"Player {i + 1}", "rating": rng.randint(1000, 2500)}})["event"]
    doc = call("event_apply", event=doc, operation={"op": "arena_start", "now": START})["event"]
    now = START
    marks = {100, 500, 1000, options.results}
    for done in range(1, options.results + 1):
        playing = [g for g in doc["arena"]["games"] if g["result"] is None]
        game = rng.choice(playing)
        now += 1000
        began = time.perf_counter()
        doc = call("event_apply", event=doc, operation={
            "op": "arena_finish", "game": game["id"], "result": rng.choice(["1-0", "1/2-1/2", "0-1"]), "now": now})["event"]
        finish_ms = (time.perf_counter() - began) * 1000
        if done in marks:
            began = time.perf_counter()
            call("event_arena", event=doc, now=now)
            view_ms = (time.perf_counter() - began) * 1000
            print(f"{options.players} players, {done} results ({len(doc['arena']['games'])} games): "
                  f"arena_finish {finish_ms:.0f} ms, event_arena {view_ms:.0f} ms")


if __name__ == "__main__":
    main()
