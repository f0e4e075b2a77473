"""Benchmark of the Dutch engine with team-mates kept apart (many forbidden pairs): prints figures, asserts nothing
about speed.

    python3 tools/bench_keep_apart.py [--players 100,300,600] [--schools 10,30] [--seed N] [--write DIR]

Round 1 of an event of P players rated 2400 - i (so the pairing numbers follow the ratings), 7 rounds, the top
seed White, with the players put into S schools at random and one XXP line per school (its players never meet,
as the event's keep-apart setting asks before its first allowed round). Each event is paired with the XXP lines
and without them; CPU time (process_time) is printed beside wall time because the machine is usually shared,
and a digest of the boards so that two runs (say, before and after a change) can be seen to pair alike.
--write DIR also writes each event's TRF, for `python -m swisspair pair` or a profiler.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from swisspair.systems.dutch.pairing import pair_round  # noqa: E402
from swisspair.trf.reading import parse_trf  # noqa: E402


def event_trf(players: int, schools: int, seed: int, keep_apart: bool) -> str:
    """The TRF of round 1: players 1..P rated 2400 - i, and one XXP line per school when kept apart."""
    rng = random.Random(seed)
    school = [rng.randrange(schools) for _ in range(players)]
    lines = ["012 Keep-apart benchmark", "XXR 7", "XXC white1"]
    for i in range(1, players + 1):
        lines.append(f"001 {i:4d}      {'Player ' + str(i):<33} {2400 - i:4d}{'':28}{0:4.1f}")
    if keep_apart:
        for s in range(schools):
            members = [i + 1 for i in range(players) if school[i] == s]
            if len(members) > 1:
                lines.append("XXP " + " ".join(map(str, members)))
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", default="100,300,600")
    parser.add_argument("--schools", default="10,30")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--write", metavar="DIR")
    args = parser.parse_args()
    print(f"{'players':>7} {'schools':>7} {'apart':>5} {'cpu s':>7} {'wall s':>7}  boards digest")
    for players in map(int, args.players.split(",")):
        for schools in map(int, args.schools.split(",")):
            for keep_apart in (True, False):
                text = event_trf(players, schools, args.seed, keep_apart)
                if args.write:
                    name = f"keep_apart_{players}p_{schools}s_{'on' if keep_apart else 'off'}.trf"
                    with open(os.path.join(args.write, name), "w", encoding="utf-8") as f:
                        f.write(text)
                tournament = parse_trf(text)
                wall, cpu = time.perf_counter(), time.process_time()
                pairing = pair_round(tournament)
                cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
                boards = " ".join(f"{b.white}-{b.black}" for b in pairing.boards)
                digest = hashlib.sha256(boards.encode()).hexdigest()[:12]
                print(f"{players:7d} {schools:7d} {'on' if keep_apart else 'off':>5} {cpu:7.2f} {wall:7.2f}  {digest}",
                      flush=True)


if __name__ == "__main__":
    main()
