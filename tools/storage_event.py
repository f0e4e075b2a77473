"""Writes a large finished event as the page stores it (tests/helpers/played_events.big_event), built fast:
players, rounds and results from swisspair.generate (its greedy Swiss above 150 players), written as the engine
writes an event document, with the log and the record a director's page would have (every player added, every
round paired, every result entered, a few seconds apart, each with its arguments, the copy that made it and, for
a pairing, what it made), then checked by the engine (event_validate). Building the same event through the
engine's operations one by one would take hours at 2,000 players.

  .venv/bin/python tools/storage_event.py --players 2000 --rounds 11 > big.json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
from tests.helpers.played_events import big_event  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--played", type=int, default=None, help="rounds paired and played (default: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--last-open", action="store_true", help="the last round paired, its results not entered")
    args = parser.parse_args()
    json.dump(big_event(args.players, args.rounds, args.played, args.seed, args.last_open), sys.stdout,
              ensure_ascii=False)


if __name__ == "__main__":
    main()
