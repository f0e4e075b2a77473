"""Events that allow rematches when unavoidable (never FIDE): C1 becomes "fewest rematches"."""

import os
import random

import pytest

from swisspair.systems.dutch.pairing import PairingError, pair_round
from swisspair.history import build_states, rounds_played
from swisspair.replay import truncate

from .conftest import corpus_path
from tests.systems.dutch.helpers import new_tournament, play_round

NOPAIRING = corpus_path("dutch2026", "nopairing")
DEV = corpus_path("dutch2026", "dev")


def fewest_rematches(t) -> int | None:
    """Brute force: the fewest rematches over all pairings that keep C2 and C3 (None: there is none)."""
    completed = rounds_played(t)
    states = [s for s in build_states(t, completed) if s.present]
    last_round = completed == t.total_rounds - 1
    threshold = completed * 10 // 2

    def allowed(a, b):
        if a.absolute and b.absolute and a.preference is b.preference:
            return last_round and (a.score > threshold or b.score > threshold)
        return True

    def best(rest):
        if not rest:
            return 0
        first, others, found = rest[0], rest[1:], None
        for o in others:
            if allowed(first, o):
                sub = best([x for x in others if x is not o])
                if sub is not None:
                    cost = sub + (o.number in first.played)
                    found = cost if found is None else min(found, cost)
        return found

    if len(states) % 2 == 0:
        return best(states)
    costs = [best([x for x in states if x is not s]) for s in states if s.bye_eligible]
    costs = [c for c in costs if c is not None]
    return min(costs) if costs else None


@pytest.mark.parametrize("name", sorted(f for f in os.listdir(NOPAIRING) if f.endswith(".trf")))
def test_unpairable_rounds_get_the_fewest_rematches(read_trf, name):
    t = read_trf(os.path.join(NOPAIRING, name))
    expected = fewest_rematches(t)
    if expected is None:
        with pytest.raises(PairingError):
            pair_round(t, allow_rematches=True)
        return
    pairing = pair_round(t, allow_rematches=True)
    assert len(pairing.rematches) == expected >= 1
    states = {s.number: s for s in build_states(t)}
    assert all(b.black in states[b.white].played for b in pairing.boards if (b.white, b.black) in pairing.rematches)


@pytest.mark.parametrize("name", ["n10_r9_s1000050.trf", "n30_r5_s1001140.trf", "n41_r11_s1000010.trf"])
def test_when_no_rematch_is_needed_the_pairing_is_the_fide_one(read_trf, name):
    t = read_trf(os.path.join(DEV, name))
    for k in range(1, t.total_rounds + 1):
        cut = truncate(t, k)
        fide = pair_round(cut)
        relaxed = pair_round(cut, allow_rematches=True)
        assert (relaxed.boards, relaxed.bye, relaxed.rematches) == (fide.boards, fide.bye, [])


def test_a_round_robin_length_swiss_keeps_going_with_fewest_rematches():
    rng = random.Random(3)
    t = new_tournament(6, 9)  # 9 rounds for 6 players: rounds 6 to 9 cannot avoid rematches
    for _ in range(9):
        expected = fewest_rematches(t)
        pairing = pair_round(t, allow_rematches=True)
        assert len(pairing.rematches) == expected
        play_round(t, pairing, rng, 0.0)
