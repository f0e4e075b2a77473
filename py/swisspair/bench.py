"""`python -m swisspair bench`: how long the Dutch engine takes to pair one round, by number of players.

For each size a tournament is generated (generate.py) with rounds 1..k-1 played, then `pair_round` pairs
round k. It prints figures, it asserts nothing: the speed targets are read off this table.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
import tracemalloc

from .systems.dutch.pairing import PairingError, pair_round
from .generate import GeneratorError, GeneratorSettings, generate_tournament

try:
    import resource
except ImportError:  # Windows and Pyodide have no getrusage: the RSS column then says n/a
    resource = None

# Repeats only help when a run is short: past this many seconds one run is measured, K would take too long.
REPEAT_BUDGET_SECONDS = 10.0


def _sizes(text: str) -> list[int]:
    try:
        sizes = [int(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected numbers separated by commas, such as 50,100,200; got {text!r}")
    if not sizes or any(n < 2 for n in sizes):
        raise argparse.ArgumentTypeError(f"every size must be at least 2 players; got {text!r}")
    return sizes


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}")
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected at least 1, got {value}")
    return value


def _max_rss_kib() -> int | None:
    """Peak resident set size of this process so far (KiB on Linux)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss if resource else None


def _measure_memory(tournament) -> tuple[int, int | None]:
    """One more pairing under tracemalloc: the peak of Python allocations, and how far it raised the RSS peak.

    Run apart from the timed runs because tracemalloc slows allocation several times over. The RSS figure
    is a delta of the process's all-time peak, so it shows only what this pairing added beyond earlier peaks.
    """
    gc.collect()
    rss_before = _max_rss_kib()
    tracemalloc.start()
    try:
        pair_round(tournament)
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    rss_after = _max_rss_kib()
    return peak, (rss_after - rss_before if rss_before is not None and rss_after is not None else None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="swisspair bench", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=_sizes, default=_sizes("50,100,200,500,1000,2000"),
                        help="numbers of players, comma-separated (default 50,100,200,500,1000,2000)")
    parser.add_argument("--round", type=_positive, default=5, help="the round to pair (default 5)")
    parser.add_argument("--rounds", type=_positive, default=9, help="rounds in the tournament (default 9)")
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    parser.add_argument("--repeat", type=_positive, default=3,
                        help=f"timed runs per size, best and median reported (default 3; one run when it "
                             f"takes over {REPEAT_BUDGET_SECONDS:g} s)")
    parser.add_argument("--memory", action="store_true", help="also measure the pairing's peak memory")
    args = parser.parse_args(argv)
    if args.round > args.rounds:
        parser.error(f"--round {args.round} is after the last round (--rounds {args.rounds})")

    print(f"Dutch pairing of round {args.round} of {args.rounds}, rounds 1-{args.round - 1} generated "
          f"(seed {args.seed}); Python {sys.version.split()[0]}")
    header = f"{'players':>7} {'history':>7} {'gen s':>7} {'boards':>6} {'runs':>4} {'best s':>9} {'median s':>9}"
    if args.memory:
        header += f" {'peak MiB':>9} {'RSS +MiB':>9}"
    print(header, flush=True)
    failures = 0
    for size in args.sizes:
        settings = GeneratorSettings(players=size, completed_rounds=args.round - 1, total_rounds=args.rounds,
                                     seed=args.seed)
        history = "dutch" if size <= settings.engine_limit else "approx"
        started = time.perf_counter()
        try:
            tournament = generate_tournament(settings)
        except GeneratorError as exc:
            print(f"{size:>7} {history:>7} cannot generate: {exc}", flush=True)
            failures += 1
            continue
        generated = time.perf_counter() - started
        times = []
        try:
            while len(times) < args.repeat and (not times or times[0] <= REPEAT_BUDGET_SECONDS):
                gc.collect()
                started = time.perf_counter()
                pairing = pair_round(tournament)
                times.append(time.perf_counter() - started)
        except PairingError as exc:
            print(f"{size:>7} {history:>7} {generated:>7.2f} no pairing: {exc}", flush=True)
            failures += 1
            continue
        row = (f"{size:>7} {history:>7} {generated:>7.2f} {len(pairing.boards):>6} {len(times):>4} "
               f"{min(times):>9.3f} {statistics.median(times):>9.3f}")
        if args.memory:
            peak, rss = _measure_memory(tournament)
            row += f" {peak / 2**20:>9.1f} {'n/a' if rss is None else f'{rss / 1024:.1f}':>9}"
        print(row, flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
