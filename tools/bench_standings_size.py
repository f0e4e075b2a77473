"""The standings answer's size, and what reading it costs the page: a finished event of --rounds rounds
(tests/helpers/played_events.big_event, seed 1) with the tie-breaks BH/C1, BH, SB, WIN is held by the engine, its
standings asked as the page asks them (`bridge.handle_json`, JSON text in and out, the event named by its key), then
one player's workings (event_working). Printed per size: each answer's length in KB (1,000 bytes of UTF-8), the
engine's wall time for it (CPython), and the time Node takes to JSON.parse it (the median of 7, as the page's thread
does on an engine answer, app/engine.js); --whole also measures the standings with every value's round lines, as the
answer was before they were asked apart.

  .venv/bin/python tools/bench_standings_size.py [--sizes 120 2000] [--rounds 11] [--whole]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
from swisspair import bridge  # noqa: E402
from tests.helpers.played_events import big_event  # noqa: E402

TIEBREAKS = ["BH/C1", "BH", "SB", "WIN"]
PARSE = """
const text = require("fs").readFileSync(process.argv[1], "utf8");
const times = [];
for (let i = 0; i < 7; i++) { const t = performance.now(); JSON.parse(text); times.push(performance.now() - t); }
times.sort((a, b) => a - b);
console.log(times[3].toFixed(0));
"""


def ask(op: str, args: dict) -> tuple[str, float]:
    started = time.perf_counter()
    text = bridge.handle_json(json.dumps({"id": 1, "op": op, "args": args}))
    elapsed = time.perf_counter() - started
    assert json.loads(text)["ok"], text[:500]
    return text, elapsed


def parse_ms(text: str) -> str:
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        made = subprocess.run(["node", "-e", PARSE, file.name], check=True, capture_output=True, text=True)
        return made.stdout.strip()


def line(what: str, text: str, elapsed: float) -> str:
    return (f"  {what}: {len(text.encode()) / 1000:,.0f} KB, engine {elapsed * 1000:,.0f} ms, "
            f"JSON.parse {parse_ms(text)} ms")


def measure(players: int, rounds: int, whole: bool) -> None:
    doc = big_event(players, rounds)
    doc["settings"]["tiebreaks"] = TIEBREAKS
    key = json.loads(ask("event_validate", {"event": doc})[0])["result"]["event_key"]
    print(f"{players} players, {rounds} rounds, tie-breaks {', '.join(TIEBREAKS)}")
    print(line("standings", *ask("event_standings", {"event_key": key})))
    print(line("one player's workings", *ask("event_working", {"event_key": key, "tpn": 1})))
    if whole:
        started = time.perf_counter()
        text = json.dumps({"id": 1, "ok": True, "result": bridge.event_standings_of(doc, "2026")}, ensure_ascii=False)
        print(line("standings with every value's round lines", text, time.perf_counter() - started))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[120, 2000])
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--whole", action="store_true")
    args = parser.parse_args()
    for players in args.sizes:
        measure(players, args.rounds, args.whole)


if __name__ == "__main__":
    main()
