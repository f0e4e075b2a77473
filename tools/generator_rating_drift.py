"""Whether the Random Tournament Generator's results keep rating changes near zero (FIDE's 2026 endorsement
check-list, Q32): prints figures.

    .venv/bin/python tools/generator_rating_drift.py [--events 200] [--config RTG.txt]

Each event is generated as `python3 -m swisspair --dutch -g CONFIG -s SEED` would make it (seeds 1..N; the default
configuration is endorsement_crossrun.py's without forfeits: 40 players, 9 rounds), and every player's rating change
is worked out by FIDE's B.02 (`swisspair.fide_rating`) with one K for all (20: the generator writes no birth dates, so
the junior K would be a guess). Results drawn by the Elo expectation should leave each player's change near zero on
average, in every rating band; a generator whose favourites win too often (or too rarely) shows as a drift that grows
with the band's distance from the middle. Printed: the change per rated game by rating band, its spread, and the
share of players whose event changed them by more than 2K.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]
from swisspair.fide_rating.change import rating_changes  # noqa: E402
from swisspair.generate import generate_tournament  # noqa: E402
from swisspair.rtg_config import dutch_settings, read_config  # noqa: E402

CONFIG = "PlayersNumber=40\nRoundsNumber=9\n"
K = 20
BAND = 200


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--config", type=Path, help="an RTG configuration file (bbpPairings' keys and ours)")
    args = parser.parse_args()
    config = read_config(args.config.read_text() if args.config else CONFIG)
    per_game: dict[int, list[float]] = {}  # band -> each player's change per rated game
    games = players = wide = 0
    total = 0
    for seed in range(1, args.events + 1):
        event = generate_tournament(dutch_settings(config, seed))
        changes = rating_changes(event, given={p.number: K for p in event.players if p.rating > 0})
        for change in changes.values():
            if change.change is None or not change.games:
                continue
            points = change.change / 100
            players += 1
            games += len(change.games)
            total += change.change
            wide += abs(points) > 2 * K
            per_game.setdefault(change.rating // BAND * BAND, []).append(points / len(change.games))
        if seed % 50 == 0:
            print(f"  {seed} events read", flush=True)
    print(f"\n{args.events} events, {players:,} rated players, {games:,} rated games; K {K} for all")
    print(f"all players: mean change {total / 100 / players:+.2f} per player, "
          f"{total / 100 / games:+.3f} per game; {wide / players:.1%} changed by more than 2K in one event")
    print("| rating band | players | mean change per game | spread (sd) |")
    print("| --- | --- | --- | --- |")
    for band in sorted(per_game):
        values = per_game[band]
        spread = statistics.stdev(values) if len(values) > 1 else 0.0
        print(f"| {band}-{band + BAND - 1} | {len(values):,} | {statistics.mean(values):+.2f} | {spread:.2f} |")


if __name__ == "__main__":
    main()
