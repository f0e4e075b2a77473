"""Solves from scratch: the matching is valid, proven optimal by its duals, and as heavy as networkx's."""

import random

import pytest

from swisspair.matching import MatchingSolver, matching_weight, max_weight_matching


def check_against_reference(mm, w):
    mate = mm.solve_and_verify(mm.solver_for(w), w)
    assert matching_weight(w, mate) == mm.reference_weight(w)
    return mate


@pytest.mark.parametrize("kind", ["binary", "small", "medium", "huge", "huge_ties"])
def test_random_small_graphs(mm, kind):
    rng = random.Random(f"small-{kind}")
    for _ in range(300):
        n = rng.randint(0, 12)
        density = rng.choice([0.0, 0.1, 0.3, 0.5, 0.8, 1.0])
        check_against_reference(mm, mm.random_matrix(rng, n, density, kind))


@pytest.mark.parametrize("kind", ["small", "medium", "huge", "huge_ties"])
def test_random_graphs_up_to_30(mm, kind):
    rng = random.Random(f"medium-{kind}")
    for _ in range(100):
        n = rng.randint(13, 30)
        density = rng.choice([0.05, 0.2, 0.5, 0.9, 1.0])
        check_against_reference(mm, mm.random_matrix(rng, n, density, kind))


def test_empty_and_tiny_graphs(mm):
    assert MatchingSolver(0).solve() == [] and MatchingSolver(7).n == 7
    assert MatchingSolver(1).solve() == [-1]
    assert MatchingSolver(5).solve() == [-1] * 5
    assert max_weight_matching(2, [(0, 1, 7)]) == [1, 0]
    assert max_weight_matching(2, [(0, 1, 0)]) == [-1, -1]
    assert max_weight_matching(3, []) == [-1, -1, -1]


def test_all_equal_weights_give_a_maximum_cardinality_matching(mm):
    for n in range(1, 16):
        w = [[0 if u == v else 3 for v in range(n)] for u in range(n)]
        mate = check_against_reference(mm, w)
        assert sum(m >= 0 for m in mate) == n - n % 2


def test_star_matches_its_heaviest_edge(mm):
    n = 9
    w = [[0] * n for _ in range(n)]
    for leaf in range(1, n):
        w[0][leaf] = w[leaf][0] = 10 + leaf
    mate = check_against_reference(mm, w)
    assert mate[0] == n - 1


def test_heavy_pair_beats_two_light_ones(mm):
    # Path a-b-c-d: the middle edge outweighs both ends together, so fewer edges win.
    w = [[0, 2, 0, 0], [2, 0, 5, 0], [0, 5, 0, 2], [0, 0, 2, 0]]
    mate = check_against_reference(mm, w)
    assert mate == [-1, 2, 1, -1]


def test_odd_cycles_force_nested_blossoms(mm):
    # A 5-cycle of triangles hanging off each other, with weights that make the optimum go around
    # nested odd cycles (the classic mwmatching test cases, rebuilt as matrices).
    cases = [
        # S-blossom, relabel as T, expand (mwmatching tests 20-24, 30-34)
        [(1, 2, 9), (1, 3, 8), (2, 3, 10), (1, 4, 5), (4, 5, 4), (1, 6, 3)],
        [(1, 2, 9), (1, 3, 8), (2, 3, 10), (1, 4, 5), (4, 5, 3), (1, 6, 4)],
        [(1, 2, 9), (1, 3, 8), (2, 3, 10), (1, 4, 5), (4, 5, 3), (3, 6, 4)],
        [(1, 2, 9), (1, 3, 9), (2, 3, 10), (2, 4, 8), (3, 5, 8), (4, 5, 10), (5, 6, 6)],
        [(1, 2, 10), (1, 7, 10), (2, 3, 12), (3, 4, 20), (3, 5, 20), (4, 5, 25), (5, 6, 10), (6, 7, 10),
         (7, 8, 8)],
        [(1, 2, 8), (1, 3, 8), (2, 3, 10), (2, 4, 12), (3, 5, 12), (4, 5, 14), (4, 6, 12), (5, 7, 12),
         (6, 7, 14), (7, 8, 12)],
        [(1, 2, 23), (1, 5, 22), (1, 6, 15), (2, 3, 25), (3, 4, 22), (4, 5, 25), (4, 8, 14), (5, 7, 13)],
        [(1, 2, 19), (1, 3, 20), (1, 8, 8), (2, 3, 25), (2, 4, 18), (3, 5, 18), (4, 5, 13), (4, 7, 7),
         (5, 6, 7)],
        [(1, 2, 45), (1, 5, 45), (2, 3, 50), (3, 4, 45), (4, 5, 50), (1, 6, 30), (3, 9, 35), (4, 8, 35),
         (5, 7, 26), (9, 10, 5)],
        [(1, 2, 45), (1, 5, 45), (2, 3, 50), (3, 4, 45), (4, 5, 50), (1, 6, 30), (3, 9, 35), (4, 8, 26),
         (5, 7, 40), (9, 10, 5)],
        [(1, 2, 45), (1, 5, 45), (2, 3, 50), (3, 4, 45), (4, 5, 50), (1, 6, 30), (3, 9, 35), (4, 8, 28),
         (5, 7, 26), (9, 10, 5)],
        [(1, 2, 45), (1, 7, 45), (2, 3, 50), (3, 4, 45), (4, 5, 95), (4, 6, 94), (5, 6, 94), (6, 7, 50),
         (1, 8, 30), (3, 11, 35), (5, 9, 36), (7, 10, 26), (11, 12, 5)],
        [(1, 2, 40), (1, 3, 40), (2, 3, 60), (2, 4, 55), (3, 5, 55), (4, 5, 50), (1, 8, 15), (5, 7, 30),
         (7, 6, 10), (8, 10, 10), (4, 9, 30)],
    ]
    for edges in cases:
        n = 1 + max(max(u, v) for u, v, _ in edges)
        w = [[0] * n for _ in range(n)]
        for u, v, x in edges:
            w[u][v] = w[v][u] = x
        check_against_reference(mm, w)
        # The same shapes with huge weights: only the order of the weights matters.
        big = [[x << 400 | x for x in row] for row in w]
        check_against_reference(mm, big)


def test_maximum_weight_is_not_maximum_cardinality(mm):
    rng = random.Random("not-max-cardinality")
    seen = 0
    for _ in range(400):
        n = rng.randint(4, 10)
        w = mm.random_matrix(rng, n, 0.5, "medium")
        mate = check_against_reference(mm, w)
        import networkx as nx

        g = nx.Graph()
        g.add_edges_from((u, v) for u in range(n) for v in range(u + 1, n) if w[u][v])
        if sum(m >= 0 for m in mate) < 2 * len(nx.max_weight_matching(g, maxcardinality=True)):
            seen += 1
    assert seen > 20  # the family does exercise the case


def test_functional_api_takes_sparse_edges_and_keeps_the_heaviest_repeat():
    mate = max_weight_matching(6, [(0, 1, 5), (1, 2, 6), (2, 3, 5), (0, 1, 9), (4, 5, 1), (0, 1, 2)])
    assert mate == [1, 0, 3, 2, 5, 4]


def test_functional_api_matches_reference_on_sparse_graphs(mm):
    rng = random.Random("sparse")
    for _ in range(100):
        n = rng.randint(0, 40)
        edges = [(rng.randrange(n), rng.randrange(n), rng.randint(0, 50)) for _ in range(rng.randint(0, 2 * n))] if n else []
        edges = [e for e in edges if e[0] != e[1]]
        w = [[0] * n for _ in range(n)]
        for u, v, x in edges:
            w[u][v] = w[v][u] = max(w[u][v], x)
        mate = max_weight_matching(n, edges)
        assert matching_weight(w, mate) == mm.reference_weight(w)
        for v, m in enumerate(mate):
            assert m == -1 or (mate[m] == v and w[v][m] > 0)


@pytest.mark.parametrize("bad, message", [
    ((0, 0, 1), "loop"),
    ((0, 5, 1), "not in range"),
    ((-1, 1, 1), "not in range"),
    ((0, 1, -3), ">= 0"),
    ((0, 1, 1.5), "must be an int"),
    ((0, 1), "triple"),
])
def test_bad_edges_are_reported(bad, message):
    with pytest.raises((ValueError, TypeError), match=message):
        max_weight_matching(3, [bad])


def test_bad_vertex_in_a_weight_lookup_is_reported():
    s = MatchingSolver(3)
    with pytest.raises(ValueError, match="range\\(0, 3\\)"):
        s.weight(-1, 0)
    with pytest.raises(ValueError, match="not in range"):
        s.set_weight(0, 3, 1)


def test_bad_vertex_count_is_reported():
    with pytest.raises(ValueError, match=">= 0"):
        MatchingSolver(-1)
    with pytest.raises(TypeError, match="must be an int"):
        MatchingSolver(2.0)


def test_weight_reads_back_and_no_recursion_limit_is_hit(mm):
    # A long path of strictly increasing weights builds deep alternating trees; the solver must not
    # depend on the recursion limit.
    import sys

    n = 301
    w = [[0] * n for _ in range(n)]
    for v in range(n - 1):
        w[v][v + 1] = w[v + 1][v] = 1000 + v
    s = mm.solver_for(w)
    assert s.weight(5, 6) == 1005 and s.weight(6, 5) == 1005 and s.weight(0, 7) == 0
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(120)
    try:
        mate = s.solve()
    finally:
        sys.setrecursionlimit(old)
    assert matching_weight(w, mate) == mm.reference_weight(w)


def test_certificate_of_a_large_dense_graph(mm):
    rng = random.Random("dense-80")
    w = mm.random_matrix(rng, 80, 1.0, "huge")
    s = mm.solver_for(w)
    mm.solve_and_verify(s, w)


def test_solver_verify_proves_its_own_solve_and_refuses_stale_weights(mm):
    rng = random.Random("verify")
    w = mm.random_matrix(rng, 25, 0.7, "huge_ties")
    s = mm.solver_for(w)
    s.solve()
    s.verify()
    s.set_weight(0, 1, w[0][1] + 1)
    with pytest.raises(ValueError, match="solve\\(\\) again"):
        s.verify()
    s.solve()
    s.verify()


def test_verify_catches_a_tampered_dual():
    from swisspair.matching import CertificateError

    s = MatchingSolver(4)
    for u, v, x in [(0, 1, 5), (1, 2, 6), (2, 3, 5), (0, 3, 1)]:
        s.set_weight(u, v, x)
    s.solve()
    s.verify()
    s._y[0] += 2  # a feasible but no longer tight dual: the bound exceeds the matching's weight
    with pytest.raises(CertificateError, match="not proven optimal"):
        s.verify()
