"""Benchmark of swisspair.matching: prints figures, asserts nothing about speed.

    python3 tools/bench_matching.py [--quick] [--no-networkx] [--seed N]

Complete graphs with random ~500-bit weights (the Dutch engine's weights are 300-600 bits):
* solve() from scratch at n = 50, 100, 200, 400 and 800 (800 is skipped with --quick),
  beside networkx.max_weight_matching at n = 50, 100, 200; then the same sizes with tie-heavy
  weights shaped like the engine's (a few distinct high fields);
* solve() from scratch at n = 100, 200, 300 (and 600 without --quick) of the Dutch exchange stage's
  shape (bracket stage C): one weight plus a term that falls with the higher-ranked end's position, with
  the edges between players of the same school (30 schools) missing. Every vertex's heaviest edge goes
  to the top vertex, so the greedy start matches one pair; this solve is most of the CPU time of a
  round 1 with team-mates kept apart (tools/bench_keep_apart.py);
* warm re-solves at n = 100, 200, 400 after giving new random weights to every edge of 1 vertex, of 2
  vertices, and after the engine's freeze of one pair (its edge at the top weight, its other edges 0).

CPU time (process_time) is printed beside wall time because the machine is usually shared.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from swisspair.matching import MatchingSolver, matching_weight  # noqa: E402

BITS = 500


def complete_graph(rng: random.Random, n: int) -> list[list[int]]:
    w = [[0] * n for _ in range(n)]
    for u in range(n):
        for v in range(u + 1, n):
            w[u][v] = w[v][u] = rng.getrandbits(BITS) | 1
    return w


def tied_graph(rng: random.Random, n: int) -> list[list[int]]:
    """Weights like the Dutch engine's: a few distinct high fields over small low ones, many ties."""
    w = [[0] * n for _ in range(n)]
    for u in range(n):
        for v in range(u + 1, n):
            w[u][v] = w[v][u] = (rng.randint(1, 5) << (BITS - 3)) + (rng.randint(0, 3) << 100) + rng.randint(0, 7)
    return w


def loaded_solver(w: list[list[int]]) -> MatchingSolver:
    n = len(w)
    s = MatchingSolver(n)
    for u in range(n):
        row = w[u]
        for v in range(u + 1, n):
            s.set_weight(u, v, row[v])
    return s


def timed(fn):
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def networkx_weight(w: list[list[int]]):
    import networkx as nx

    n = len(w)
    g = nx.Graph()
    g.add_weighted_edges_from((u, v, w[u][v]) for u in range(n) for v in range(u + 1, n))
    mate = nx.max_weight_matching(g)
    return sum(w[u][v] for u, v in mate)


def scratch(rng: random.Random, sizes: list[int], nx_sizes: set[int]) -> None:
    print("solve from scratch, complete graph, %d-bit weights" % BITS)
    header = f"{'n':>5} {'wall s':>9} {'cpu s':>9}"
    print(header + (f"   {'networkx wall s':>15} {'networkx cpu s':>14}" if nx_sizes else ""))
    for n in sizes:
        w = complete_graph(rng, n)
        s = loaded_solver(w)
        mate, wall, cpu = timed(s.solve)
        line = f"{n:>5} {wall:>9.3f} {cpu:>9.3f}"
        if n in nx_sizes:
            ref, nx_wall, nx_cpu = timed(lambda: networkx_weight(w))
            assert ref == matching_weight(w, mate), "networkx disagrees"
            line += f"   {nx_wall:>15.3f} {nx_cpu:>14.3f}  (x{nx_cpu / max(cpu, 1e-6):.0f} cpu)"
        print(line, flush=True)


def scratch_tied(rng: random.Random, sizes: list[int]) -> None:
    print("\nsolve from scratch, complete graph, tie-heavy %d-bit weights (engine-like)" % BITS)
    print(f"{'n':>5} {'wall s':>9} {'cpu s':>9}")
    for n in sizes:
        s = loaded_solver(tied_graph(rng, n))
        _, wall, cpu = timed(s.solve)
        print(f"{n:>5} {wall:>9.3f} {cpu:>9.3f}", flush=True)


def exchange_graph(rng: random.Random, n: int, schools: int) -> list[list[int]]:
    """The weights `brackets._exchange_weight` gives a round-1 bracket: S1 players (the top half) first, then
    the smaller position; players of one school never meet (weight 0)."""
    school = [rng.randrange(schools) for _ in range(n)]
    w = [[0] * n for _ in range(n)]
    for u in range(n):
        tail = (((u < n // 2) << 20) - u) << 1
        for v in range(u + 1, n):
            if school[u] != school[v]:
                w[u][v] = w[v][u] = (1 << BITS) + tail
    return w


def scratch_exchange(rng: random.Random, sizes: list[int]) -> None:
    print("\nsolve from scratch, exchange-stage weights, 30 schools kept apart")
    print(f"{'n':>5} {'wall s':>9} {'cpu s':>9}")
    for n in sizes:
        s = loaded_solver(exchange_graph(rng, n, 30))
        _, wall, cpu = timed(s.solve)
        print(f"{n:>5} {wall:>9.3f} {cpu:>9.3f}", flush=True)


def warm(rng: random.Random, sizes: list[int], repeats: int) -> None:
    print(f"\nwarm re-solve after a change, median (and max) of {repeats} re-solves, milliseconds")
    print(f"{'n':>5} {'1 vertex':>18} {'2 vertices':>18} {'freeze a pair':>18}")
    top = 1 << (BITS + 2)
    for n in sizes:
        w = complete_graph(rng, n)
        s = loaded_solver(w)
        s.solve()
        cells = []
        for kind in ("1", "2", "freeze"):
            times = []
            for _ in range(repeats):
                if kind == "freeze":
                    a, b = rng.sample(range(n), 2)
                    for x in range(n):
                        if x != a:
                            s.set_weight(a, x, top if x == b else 0)
                        if x != b:
                            s.set_weight(b, x, top if x == a else 0)
                else:
                    for v in rng.sample(range(n), int(kind)):
                        for x in range(n):
                            if x != v:
                                s.set_weight(v, x, rng.getrandbits(BITS) | 1)
                _, _, cpu = timed(s.solve)
                times.append(cpu * 1000)
            times.sort()
            cells.append(f"{times[len(times) // 2]:>8.1f} ({times[-1]:>6.1f})")
        print(f"{n:>5} " + " ".join(f"{c:>18}" for c in cells), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="skip n = 800 and use fewer warm repeats")
    parser.add_argument("--no-networkx", action="store_true", help="do not time networkx")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    sizes = [50, 100, 200, 400] + ([] if args.quick else [800])
    scratch(rng, sizes, set() if args.no_networkx else {50, 100, 200})
    scratch_tied(rng, sizes)
    scratch_exchange(rng, [100, 200, 300] + ([] if args.quick else [600]))
    warm(rng, [100, 200, 400], 5 if args.quick else 15)


if __name__ == "__main__":
    main()
