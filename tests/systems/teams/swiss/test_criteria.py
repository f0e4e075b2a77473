"""The C.04.6 criteria as data: §3.5's order of the sets of upfloaters (C4, C5, §3.5.4) and §3.6's bracket fields,
which encode and decode, never carry, and say what a pair is worth."""

import random
from dataclasses import replace

from swisspair.model import Colour
from swisspair.systems.teams.swiss.criteria import BRACKET_CRITERIA, UPFLOATER_CRITERIA, Layout
from swisspair.systems.teams.swiss.pairing import pair_failures
from swisspair.systems.teams.swiss.scores import RoundInput, TeamState
from swisspair.systems.teams.swiss.upfloaters import profiles, sets_in_order
from swisspair.model import ColourPreference

W, B = Colour.WHITE, Colour.BLACK


def _team(number, score, floated=False):
    return TeamState(number, score, 0, (), 0, frozenset(), None, floated)


def test_the_two_stages_in_the_order_of_the_text():
    assert [c.rule for c in UPFLOATER_CRITERIA] == ["C4", "C5", "C6", "C7", "3.5.4"]
    assert [c.rule for c in BRACKET_CRITERIA] == ["3.6.1", "C8", "C9", "C10", "3.6.2", "3.6.3"]


def test_3_5_4_the_handbooks_example_of_the_order_of_the_sets_of_upfloaters():
    # "2,6,8 have 3 points, and 1,3,5 have 2.5 points [...] two upfloaters must have 3 points and the other 2.5".
    potential = [_team(n, 30) for n in (2, 6, 8)] + [_team(n, 25) for n in (1, 3, 5)]
    order = [[t.number for t in s] for s in sets_in_order(potential, {30: 2, 25: 1})]
    assert order == [[2, 6, 1], [2, 6, 3], [2, 6, 5], [2, 8, 1], [2, 8, 3], [2, 8, 5], [6, 8, 1], [6, 8, 3],
                     [6, 8, 5]]


def test_3_5_4_a_set_whose_first_team_could_meet_nobody_is_skipped_with_those_after_it():
    # 2 has met the lone resident 9 and every other potential upfloater: in any bracket of 9 and a set holding 2 it
    # could meet nobody (C1), so the sets starting with 2 are skipped at once, not looked at one by one.
    potential = [_team(n, 30) for n in (2, 6, 8)] + [_team(n, 25) for n in (1, 3, 5)]
    potential[0] = replace(potential[0], opponents=frozenset({9, 6, 8, 1, 3, 5}))
    order = [[t.number for t in s] for s in sets_in_order(potential, {30: 2, 25: 1}, [_team(9, 40)])]
    assert order == [[6, 8, 1], [6, 8, 3], [6, 8, 5]]


def test_c5_the_profiles_best_first_the_scores_taken_in_ascending_order():
    # §2.3.2: "maximise the scores (taken in ascending order) of the upfloaters": {3, 3, 1} before {2, 2, 2},
    # since the lowest score counts first.
    potential = [_team(n, s) for n, s in ((1, 30), (2, 30), (3, 20), (4, 20), (5, 20), (6, 10), (7, 10))]
    assert list(profiles(potential, 3)) == [
        {20: 1, 30: 2}, {20: 2, 30: 1}, {20: 3}, {10: 1, 30: 2}, {10: 1, 20: 1, 30: 1}, {10: 1, 20: 2},
        {10: 2, 30: 1}, {10: 2, 20: 1}]
    ascending = [sorted(score for score, count in p.items() for _ in range(count)) for p in profiles(potential, 3)]
    assert ascending == sorted(ascending, reverse=True)


def test_every_field_round_trips_and_the_most_significant_is_completion():
    layout = Layout.for_bracket(6)
    values = layout.decode(layout.weight({"colour_preference": 1}, 0, 5))
    assert values["completion"] == 1 and values["colour_preference"] == 0 and values["strong_preference"] == 1
    assert values["opponent_float_repeat"] == 2 and values["identifier_tops"] == 1 << 5
    top = max(layout.offsets, key=lambda k: layout.offsets[k][0])
    assert top == "completion"


def test_fields_are_wide_enough_for_any_pairing_so_none_carries():
    rng = random.Random(3)
    for size in (2, 4, 10, 16, 30):
        layout = Layout.for_bracket(size)
        order = list(range(size))
        rng.shuffle(order)
        pairs = [tuple(sorted(p)) for p in zip(order[::2], order[1::2])]
        worst = {"colour_preference": 1, "strong_preference": 1, "opponent_float_repeat": 2}
        best = {}
        for failures in (worst, best):
            total = sum(layout.weight(failures, a, b) for a, b in pairs)
            fields = layout.decode(total)
            assert fields["completion"] == size // 2
            assert fields["opponent_float_repeat"] == (0 if failures else size)
            assert fields["colour_preference"] == (0 if failures else size // 2)


def _failures(a, b, top, round_=3, kind=ColourPreference.TYPE_A):
    return pair_failures(a, b, top, RoundInput(round_, 9, (a, b), ()), kind)


def test_c10_the_upfloaters_opponent_who_floated_in_the_previous_round_fails_except_in_the_last_two_rounds():
    assert _failures(_team(1, 20, floated=True), _team(2, 10), 20)["opponent_float_repeat"] == 1
    assert "opponent_float_repeat" not in _failures(_team(1, 20, floated=True), _team(2, 10), 20, 9)
    assert _failures(_team(1, 20, floated=True), _team(2, 20), 20)["opponent_float_repeat"] == 0  # no upfloater
    # §1.3.2: two upfloaters in a bracket are each other's opponent, equal scores or not.
    assert _failures(_team(1, 10, floated=True), _team(2, 10, floated=True), 20)["opponent_float_repeat"] == 2


def test_c8_c9_two_teams_wanting_the_same_colour_strongly_fail_both_in_type_b_only_c8_in_type_a():
    both_white = (replace(_team(1, 10), colours=(W, W)), replace(_team(2, 10), colours=(B, W, W)))
    f = _failures(*both_white, 10, kind=ColourPreference.TYPE_B)
    assert (f["colour_preference"], f["strong_preference"]) == (1, 1)
    f = _failures(*both_white, 10, kind=ColourPreference.TYPE_A)
    assert (f["colour_preference"], f["strong_preference"]) == (1, 0)
    mild = (replace(_team(1, 10), colours=(W,)), replace(_team(2, 10), colours=(W, W)))
    f = _failures(*mild, 10, kind=ColourPreference.TYPE_B)
    assert (f["colour_preference"], f["strong_preference"]) == (1, 0)


def _identifier(pairs):
    """§3.6.2: the top members (the smaller TPNs) ascending, then the bottom member of each, in that order."""
    ordered = sorted(tuple(sorted(p)) for p in pairs)
    return [t for t, _ in ordered] + [b for _, b in ordered]


def _identifier_fields(pairs, members):
    """The two identifier fields summed over `pairs` of a bracket of these TPNs (positions in TPN order)."""
    position = {n: i for i, n in enumerate(sorted(members))}
    layout = Layout.for_bracket(len(members))
    total = sum(layout.weight({}, *sorted((position[a], position[b]))) for a, b in pairs)
    decoded = layout.decode(total)
    return decoded["identifier_tops"], decoded["identifier_bottoms"]


def _pairings(teams):
    if not teams:
        yield []
        return
    for other in teams[1:]:
        for more in _pairings([t for t in teams[1:] if t != other]):
            yield [(teams[0], other)] + more


def test_3_6_2_the_handbooks_example_and_the_engines_fields_order_its_pairings_alike():
    # §3.6.2's example: "If 11-24 16-6 10-9 8-4 is a pairing, its identifier is 4 6 9 11 8 16 10 24".
    example = [(11, 24), (16, 6), (10, 9), (8, 4)]
    members = [4, 6, 8, 9, 10, 11, 16, 24]
    assert _identifier(example) == [4, 6, 9, 11, 8, 16, 10, 24]
    # The engine's fields order the 105 pairings of those eight teams as their identifiers (§3.6.3): the largest
    # fields first, each pairing's distinct from the others'.
    pairings = list(_pairings(members))
    by_identifier = sorted(pairings, key=_identifier)
    by_fields = sorted(pairings, key=lambda p: _identifier_fields(p, members), reverse=True)
    assert by_fields == by_identifier
    assert len({_identifier_fields(p, members) for p in pairings}) == len(pairings) == 105


def test_3_6_the_identifier_fields_order_pairings_as_their_identifiers():
    # The larger the two identifier fields summed over a pairing, the smaller its identifier (§3.6.2-3.6.3).
    rng = random.Random(7)
    members = list(range(1, 11))
    for _ in range(300):
        one, other = rng.sample(members, 10), rng.sample(members, 10)
        a = list(zip(one[::2], one[1::2]))
        b = list(zip(other[::2], other[1::2]))
        if _identifier(a) != _identifier(b):
            assert (_identifier_fields(a, members) > _identifier_fields(b, members)) == (
                _identifier(a) < _identifier(b)), (a, b)
