"""The bracket stages against FIDE's order itself, where it can be enumerated: round 1 of a field whose
team-mates are kept apart is one homogeneous bracket, and its pairing is the first transposition of S2 (in
lexicographic order, C.04.3 Art. 4) that pairs no two team-mates, whenever there is one."""

import random
from itertools import permutations

import pytest

from swisspair.model import Colour, ForbiddenPairs, Player, Tournament
from swisspair.systems.dutch.pairing import pair_round


def school_event(players: int, schools: list[int]) -> Tournament:
    t = Tournament(name="schools", players=[Player(number=i + 1, name=f"P{i + 1}", rating=2400 - i, rounds=[])
                                            for i in range(players)],
                   total_rounds=5, initial_colour=Colour.WHITE)
    t.forbidden = [ForbiddenPairs(tuple(i + 1 for i in range(players) if schools[i] == s), 1, 1)
                   for s in set(schools)]
    return t


def first_transposition(players: int, schools: list[int]) -> set[frozenset[int]] | None:
    half = players // 2
    for s2 in permutations(range(half + 1, players + 1)):  # lexicographic order
        if all(schools[i] != schools[s2[i] - 1] for i in range(half)):
            return {frozenset((i + 1, s2[i])) for i in range(half)}
    return None


def _fields(count: int):
    """Random fields and schools for which some transposition keeps the schools apart (else an exchange is
    needed, which this enumeration does not reach)."""
    rng = random.Random(1)
    while count:
        players = rng.choice([6, 8, 10, 12, 14])
        schools = [rng.randrange(rng.choice([2, 3, 4, 6])) for _ in range(players)]
        expected = first_transposition(players, schools)
        if expected is not None:
            count -= 1
            yield players, schools, expected


@pytest.mark.parametrize("players, schools, expected", list(_fields(40)))
def test_round_one_with_team_mates_apart_is_the_first_transposition_that_keeps_them_apart(players, schools, expected):
    pairing = pair_round(school_event(players, schools))
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == expected


def test_an_early_opponent_that_would_strand_a_later_player_is_passed_over():
    # 1 and 4 are team-mates; 1-5 would leave 2 and 3 (one school) 4 and 6, and 6 is their team-mate: 1-6.
    schools = [0, 1, 1, 0, 2, 1]
    pairing = pair_round(school_event(6, schools))
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == first_transposition(6, schools)
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((1, 6)), frozenset((2, 4)),
                                                                       frozenset((3, 5))}
