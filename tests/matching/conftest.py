"""Shared helpers for the matching tests: random weight matrices and networkx as the reference."""

import random

import networkx as nx
import pytest


WEIGHT_KINDS = ("binary", "small", "medium", "huge", "huge_ties")


def random_weight(rng: random.Random, kind: str) -> int:
    """A positive weight of one of several shapes; the small kinds force many ties."""
    if kind == "binary":
        return 1
    if kind == "small":
        return rng.randint(1, 5)
    if kind == "medium":
        return rng.randint(1, 1000)
    if kind == "huge":
        return rng.getrandbits(300) | 1
    # Huge weights that mostly agree in the high bits, as the Dutch engine's lexicographic fields do.
    return (rng.randint(1, 3) << 300) + (rng.randint(0, 3) << 200) + rng.randint(0, 7)


def random_matrix(rng: random.Random, n: int, density: float, kind: str) -> list[list[int]]:
    w = [[0] * n for _ in range(n)]
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() < density:
                w[u][v] = w[v][u] = random_weight(rng, kind)
    return w


def reference_weight(w: list[list[int]]) -> int:
    """The maximum matching weight according to networkx (exact with Python ints)."""
    n = len(w)
    g = nx.Graph()
    g.add_nodes_from(range(n))
    g.add_weighted_edges_from((u, v, w[u][v]) for u in range(n) for v in range(u + 1, n) if w[u][v] > 0)
    return sum(w[u][v] for u, v in nx.max_weight_matching(g))


def solver_for(w: list[list[int]]):
    from swisspair.matching import MatchingSolver

    n = len(w)
    s = MatchingSolver(n)
    for u in range(n):
        for v in range(u + 1, n):
            if w[u][v]:
                s.set_weight(u, v, w[u][v])
    return s


def solve_and_verify(s, w: list[list[int]]) -> list[int]:
    """Solve, then check the matching and its dual certificate; return the mate list."""
    from swisspair.matching import verify_optimum

    mate = s.solve()
    duals, blossoms = s.certificate()
    verify_optimum(w, mate, duals, blossoms)
    return mate


@pytest.fixture(scope="session")
def mm():
    """The helpers above, for test modules (importlib mode does not let them import conftest)."""
    import types

    return types.SimpleNamespace(
        WEIGHT_KINDS=WEIGHT_KINDS,
        random_weight=random_weight,
        random_matrix=random_matrix,
        reference_weight=reference_weight,
        solver_for=solver_for,
        solve_and_verify=solve_and_verify,
    )
