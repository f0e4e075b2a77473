"""Benchmark of the C.04.6 team pairing: prints figures, asserts nothing about speed.

    python3 tools/bench_team.py [--teams 100] [--boards 6] [--rounds 9] [--seed N] [--code TYPEA|TYPEB|NONE]

Generates an event round by round: the engine pairs each round, then every board gets a random result
weighted by the teams' strength (pairing number order), with White slightly ahead; a team now and then is
absent (a zero-point bye). Prints each round's pairing time (CPU time beside wall time, the machine being
shared) and the worst. The target is 0.5 s per round at 100 teams, 6 boards, 9 rounds, in CPython.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from swisspair.model import (Colour, ColourPreference, MatchOutcome, Team, TeamPart, TeamRound,  # noqa: E402
                             TeamSettings, Tournament)
from swisspair.systems.teams.swiss import pair_next_round  # noqa: E402


def _board_points(rng: random.Random, white_strength: float, black_strength: float) -> tuple[int, int]:
    edge = 0.05 + (white_strength - black_strength) * 0.4
    r = rng.random()
    if r < 0.35 + edge:
        return 10, 0
    if r < 0.75 + edge / 2:
        return 5, 5
    return 0, 10


def play_round(rng: random.Random, event: Tournament, pairing) -> None:
    s = event.teams.settings
    n = len(event.teams.teams)
    strength = {t.number: 1 - (t.number - 1) / n for t in event.teams.teams}
    done = set(pairing.absent)
    for m in pairing.matches:
        wg = bg = 0
        for board in range(s.boards):  # board 1 of the white team has White, then the colours alternate
            w, b = _board_points(rng, strength[m.white], strength[m.black])
            if board % 2:
                b, w = _board_points(rng, strength[m.black], strength[m.white])
            wg, bg = wg + w, bg + b
        mp = s.match_points
        wm, bm = (mp.win, mp.loss) if wg > bg else (mp.loss, mp.win) if wg < bg else (mp.draw, mp.draw)
        event.teams.team(m.white).rounds.append(TeamRound(m.black, Colour.WHITE, MatchOutcome.PLAYED, wm, wg))
        event.teams.team(m.black).rounds.append(TeamRound(m.white, Colour.BLACK, MatchOutcome.PLAYED, bm, bg))
        done |= {m.white, m.black}
    if pairing.bye is not None:
        event.teams.team(pairing.bye).rounds.append(TeamRound(None, None, MatchOutcome.PAIRING_BYE, s.pab_match_points,
                                                        s.boards * 5))
        done.add(pairing.bye)
    assert done == {t.number for t in event.teams.teams}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=100)
    parser.add_argument("--boards", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--code", choices=["TYPEA", "TYPEB", "NONE"], default="TYPEA")
    parser.add_argument("--absent", type=float, default=0.02, help="chance a team sits a round out")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    kind = {"TYPEA": ColourPreference.TYPE_A, "TYPEB": ColourPreference.TYPE_B, "NONE": ColourPreference.NONE}
    settings = TeamSettings(colour_preference=kind[args.code], boards=args.boards, total_rounds=args.rounds,
                            initial_colour=Colour.WHITE, pab_game_points=args.boards * 5)
    event = Tournament(name="bench", teams=TeamPart(settings, [Team(n) for n in range(1, args.teams + 1)]))
    print(f"{args.teams} teams, {args.boards} boards, {args.rounds} rounds, {args.code}, seed {args.seed}")
    print("round  teams  matches   wall s    cpu s")
    worst = 0.0
    for number in range(1, args.rounds + 1):
        for team in event.teams.teams:
            if number > 1 and rng.random() < args.absent:
                team.rounds.append(TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0))
        wall, cpu = time.perf_counter(), time.process_time()
        pairing = pair_next_round(event)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        worst = max(worst, cpu)
        paired = 2 * len(pairing.matches) + (pairing.bye is not None)
        print(f"{number:5}  {paired:5}  {len(pairing.matches):7}  {wall:7.3f}  {cpu:7.3f}")
        play_round(rng, event, pairing)
    print(f"worst round: {worst:.3f} s CPU (target 0.5 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
