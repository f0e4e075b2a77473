"""Warm re-solves: after changing the weights at a few vertices, solve() must give an optimum of the new
weights (proven by its dual certificate) as heavy as a solve from scratch, whatever state the previous
solves left behind."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from swisspair.matching import MatchingSolver, matching_weight


@pytest.fixture(autouse=True)
def always_warm(monkeypatch):
    # Never fall back to a fresh start, so that every re-solve here exercises the warm path.
    monkeypatch.setattr(MatchingSolver, "_WARM_LIMIT_PERCENT", 200)


def fresh_weight(mm, w):
    return matching_weight(w, mm.solver_for(w).solve())


def apply(s, w, u, v, x):
    w[u][v] = w[v][u] = x
    s.set_weight(u, v, x)


def perturb_vertex(mm, rng, s, w, v, kind, mode):
    for x in range(len(w)):
        if x == v:
            continue
        r = rng.random()
        old = w[v][x]
        if mode == "decrease":
            new = rng.randint(0, old) if r < 0.5 else old
        elif mode == "increase":
            new = old + mm.random_weight(rng, kind) if r < 0.5 else old
        elif mode == "zero":
            new = 0
        elif mode == "bonus":  # one bonus on every edge of v, as the engine's tie-break terms do
            new = old + 1 if old else 0
        else:  # mixed
            new = 0 if r < 0.25 else mm.random_weight(rng, kind) if r < 0.6 else old
        apply(s, w, v, x, new)


def freeze(s, w, a, b, top):
    """The Dutch engine's freeze: a-b gets the top weight, every other edge of a and b becomes 0."""
    for x in range(len(w)):
        if x != a:
            apply(s, w, a, x, top if x == b else 0)
        if x != b:
            apply(s, w, b, x, top if x == a else 0)


def run_sequence(mm, rng, n, kind, steps, reference_every=0):
    density = rng.choice([0.3, 0.7, 1.0, 1.0])
    w = mm.random_matrix(rng, n, density, kind)
    s = mm.solver_for(w)
    mm.solve_and_verify(s, w)
    top = 4 * max(max(row, default=0) for row in w) + 4
    for step in range(steps):
        action = rng.random()
        if action < 0.25 and n >= 2:
            a, b = rng.sample(range(n), 2)
            freeze(s, w, a, b, top)
        elif action < 0.35:
            u, v = rng.sample(range(n), 2)  # one edge only
            apply(s, w, u, v, rng.choice([0, mm.random_weight(rng, kind), w[u][v] + 1]))
        else:
            mode = rng.choice(["decrease", "increase", "zero", "bonus", "mixed", "mixed"])
            for v in rng.sample(range(n), rng.choice([1, 1, 2, 2, 3])):
                perturb_vertex(mm, rng, s, w, v, kind, mode)
        mate = mm.solve_and_verify(s, w)
        assert matching_weight(w, mate) == fresh_weight(mm, w), (n, kind, step)
        if reference_every and step % reference_every == 0:
            assert matching_weight(w, mate) == mm.reference_weight(w)


@pytest.mark.parametrize("kind", ["binary", "small", "medium", "huge", "huge_ties"])
def test_random_update_sequences(mm, kind):
    rng = random.Random(f"warm-{kind}")
    for _ in range(80):
        run_sequence(mm, rng, rng.randint(3, 30), kind, steps=10, reference_every=5)


def test_update_sequences_on_larger_graphs(mm):
    rng = random.Random("warm-larger")
    for _ in range(10):
        run_sequence(mm, rng, rng.randint(40, 90), rng.choice(["small", "huge_ties", "huge"]), steps=12)


def test_freezing_pairs_one_by_one_like_the_engine(mm):
    """Freeze the optimum's pairs one at a time, re-solving between freezes; the frozen pairs stay."""
    rng = random.Random("freeze-all")
    for _ in range(30):
        n = rng.randint(4, 26)
        w = mm.random_matrix(rng, n, rng.choice([0.5, 1.0]), rng.choice(["small", "huge_ties"]))
        s = mm.solver_for(w)
        top = 4 * max(max(row) for row in w) + 4
        mate = mm.solve_and_verify(s, w)
        frozen = []
        while True:
            free_pairs = [(v, m) for v, m in enumerate(mate) if m > v and (v, m) not in frozen]
            if not free_pairs:
                break
            a, b = rng.choice(free_pairs)
            # The engine adds a bonus to one vertex's edges first, then freezes the chosen pair.
            perturb_vertex(mm, rng, s, w, a, "small", "bonus")
            mate = mm.solve_and_verify(s, w)
            assert matching_weight(w, mate) == fresh_weight(mm, w)
            b = mate[a] if mate[a] >= 0 else b
            if mate[a] < 0:
                continue
            freeze(s, w, a, b, top)
            frozen.append((min(a, b), max(a, b)))
            mate = mm.solve_and_verify(s, w)
            assert all(mate[x] == y for x, y in frozen)
            assert matching_weight(w, mate) == fresh_weight(mm, w)


def test_weights_dropping_to_zero_unmatch(mm):
    rng = random.Random("to-zero")
    for _ in range(40):
        n = rng.randint(2, 16)
        w = mm.random_matrix(rng, n, 1.0, "small")
        s = mm.solver_for(w)
        mate = mm.solve_and_verify(s, w)
        while any(m >= 0 for m in mate):
            v = next(v for v, m in enumerate(mate) if m >= 0)
            perturb_vertex(mm, rng, s, w, v, "small", "zero")
            mate = mm.solve_and_verify(s, w)
            assert mate[v] == -1
            assert matching_weight(w, mate) == fresh_weight(mm, w)


def test_add_vertex_keeps_the_optimum_and_joins_later_solves(mm):
    rng = random.Random("add-vertex")
    for _ in range(20):
        n = rng.randint(1, 15)
        w = mm.random_matrix(rng, n, 0.8, "medium")
        s = mm.solver_for(w)
        mm.solve_and_verify(s, w)
        for _ in range(3):
            v = s.add_vertex()
            assert v == len(w)
            for row in w:
                row.append(0)
            w.append([0] * (v + 1))
            assert s.solve() is not None
            for x in range(v):
                if rng.random() < 0.7:
                    apply(s, w, v, x, mm.random_weight(rng, "medium"))
            mate = mm.solve_and_verify(s, w)
            assert matching_weight(w, mate) == mm.reference_weight(w)


def test_setting_the_same_weight_costs_nothing_and_changes_nothing(mm):
    rng = random.Random("same")
    w = mm.random_matrix(rng, 20, 1.0, "huge")
    s = mm.solver_for(w)
    first = mm.solve_and_verify(s, w)
    for u in range(20):
        for v in range(20):
            if u != v:
                s.set_weight(u, v, w[u][v])
    assert s.solve() == first
    # Changed and changed back before the next solve: nothing to repair, and verify() accepts it.
    s.set_weight(0, 1, w[0][1] + 5)
    s.set_weight(1, 0, w[0][1])
    s.verify()
    assert s.solve() == first


def test_large_warm_changes_fall_back_to_a_fresh_start(mm, monkeypatch):
    monkeypatch.setattr(MatchingSolver, "_WARM_LIMIT_PERCENT", 25)
    fresh_starts = []
    original = MatchingSolver._start_from_scratch
    monkeypatch.setattr(MatchingSolver, "_start_from_scratch", lambda self: (fresh_starts.append(1), original(self)))
    rng = random.Random("fallback")
    w = mm.random_matrix(rng, 30, 1.0, "huge")
    s = mm.solver_for(w)
    mm.solve_and_verify(s, w)
    assert len(fresh_starts) == 1
    perturb_vertex(mm, rng, s, w, 0, "huge", "mixed")  # one vertex: warm
    mm.solve_and_verify(s, w)
    assert len(fresh_starts) == 1
    for v in range(15):  # half the vertices: more than 25% to free, so a fresh start
        perturb_vertex(mm, rng, s, w, v, "huge", "mixed")
    mate = mm.solve_and_verify(s, w)
    assert len(fresh_starts) == 2
    assert matching_weight(w, mate) == mm.reference_weight(w)


@settings(max_examples=300)
@given(data=st.data())
def test_hypothesis_update_sequences(mm, data):
    n = data.draw(st.integers(2, 10), label="n")
    weight = st.integers(0, 6) | st.integers(0, 2**70)
    w = [[0] * n for _ in range(n)]
    s = MatchingSolver(n)
    for u in range(n):
        for v in range(u + 1, n):
            apply(s, w, u, v, data.draw(weight))
    mm.solve_and_verify(s, w)
    for _ in range(data.draw(st.integers(1, 6), label="rounds")):
        for _ in range(data.draw(st.integers(1, 5), label="changes")):
            u = data.draw(st.integers(0, n - 1))
            v = data.draw(st.integers(0, n - 1).filter(lambda x: x != u))
            apply(s, w, u, v, data.draw(weight))
        mate = mm.solve_and_verify(s, w)
        assert matching_weight(w, mate) == fresh_weight(mm, w)


@pytest.mark.slow
def test_long_update_sequences_stress(mm):
    rng = random.Random("warm-stress")
    for _ in range(300):
        kind = rng.choice(mm.WEIGHT_KINDS)
        run_sequence(mm, rng, rng.randint(3, 60), kind, steps=25, reference_every=8)
