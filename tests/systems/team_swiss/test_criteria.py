"""The C.04.6 criteria as weight fields: they encode and decode, never carry, and say what a pair is worth."""

import random
from dataclasses import replace

from swisspair.systems.team_swiss.criteria import CRITERIA, Layout
from swisspair.systems.team_swiss.pairing import edge_fields
from swisspair.systems.team_swiss.scores import RoundInput, TeamState
from swisspair.model import Colour
from swisspair.team_model import ColourPreference

W, B = Colour.WHITE, Colour.BLACK


def _team(number, score, floated=False):
    return TeamState(number, number - 1, score, 0, (), 0, frozenset(), None, floated)


def test_every_field_round_trips_and_the_most_significant_is_completion():
    layout = Layout.for_round([20, 20, 10, 10, 10, 0], 5)
    values = {c.key: 1 for c in CRITERIA}
    values["upfloater_scores"] = 1 << layout.group_shifts[10]
    assert layout.decode(layout.encode(values)) == values
    top = max(layout.offsets, key=lambda k: layout.offsets[k][0])
    assert top == "completion" and [c.rule for c in CRITERIA][:2] == ["C3", "C4"]


def test_fields_are_wide_enough_for_any_matching_so_none_carries():
    scores = [30] * 3 + [20] * 7 + [10] * 6
    layout = Layout.for_round(scores, 15)
    pairs = len(scores) // 2
    for key, (offset, width) in layout.offsets.items():
        if key in ("completion", "same_score", "upfloat_repeat", "colour_preference", "strong_preference",
                   "opponent_float_repeat"):
            assert pairs < 1 << width, key
    # Each score group's C5 sub-field holds as many upfloaters as the group has teams.
    shifts = sorted(layout.group_shifts.items())
    for (score, shift), (_, next_shift) in zip(shifts, shifts[1:]):
        assert scores.count(score) < 1 << (next_shift - shift)


def _fields(a, b, round_, total=9):
    given = RoundInput(round_, total, (a, b), ())
    layout = Layout.for_round([a.score, b.score], max(a.rank, b.rank))
    return edge_fields(a, b, given, ColourPreference.TYPE_A, layout, max(a.rank, b.rank))


def test_c4_c5_a_pair_across_score_groups_has_an_upfloater_worth_its_score():
    f = _fields(_team(1, 20), _team(2, 10), 3)
    assert f["same_score"] == 0 and f["upfloater_scores"] > 0
    f = _fields(_team(1, 20), _team(2, 20), 3)
    assert f["same_score"] == 1 and f["upfloater_scores"] == 0


def test_c7_an_upfloater_who_floated_in_the_previous_round_fails_except_in_the_last_two_rounds():
    floated = _team(2, 10, floated=True)
    assert _fields(_team(1, 20), floated, 3)["upfloat_repeat"] == 0
    assert _fields(_team(1, 20), floated, 8)["upfloat_repeat"] == 1  # rounds 8 and 9 of 9
    assert _fields(_team(1, 20), replace(floated, floated=False), 3)["upfloat_repeat"] == 1


def test_c10_the_upfloaters_opponent_who_floated_in_the_previous_round_fails():
    assert _fields(_team(1, 20, floated=True), _team(2, 10), 3)["opponent_float_repeat"] == 0
    assert _fields(_team(1, 20, floated=True), _team(2, 10), 9)["opponent_float_repeat"] == 1
    assert _fields(_team(1, 20, floated=True), _team(2, 20), 3)["opponent_float_repeat"] == 1  # no upfloater


def _typed(a, b, kind):
    given = RoundInput(3, 9, (a, b), ())
    layout = Layout.for_round([a.score, b.score], max(a.rank, b.rank))
    return edge_fields(a, b, given, kind, layout, max(a.rank, b.rank))


def test_c8_c9_two_teams_wanting_the_same_colour_strongly_fail_both_in_type_b_only_c8_in_type_a():
    both_white = (replace(_team(1, 10), colours=(W, W)), replace(_team(2, 10), colours=(B, W, W)))
    f = _typed(*both_white, ColourPreference.TYPE_B)
    assert (f["colour_preference"], f["strong_preference"]) == (0, 0)
    f = _typed(*both_white, ColourPreference.TYPE_A)
    assert (f["colour_preference"], f["strong_preference"]) == (0, 1)
    mild = (replace(_team(1, 10), colours=(W,)), replace(_team(2, 10), colours=(W, W)))
    f = _typed(*mild, ColourPreference.TYPE_B)
    assert (f["colour_preference"], f["strong_preference"]) == (0, 1)


def _identifier(pairs):
    """§3.6.2: the top members (the smaller TPNs) ascending, then the bottom member of each, in that order."""
    ordered = sorted(tuple(sorted(p)) for p in pairs)
    return [t for t, _ in ordered] + [b for _, b in ordered]


def _identifier_fields(pairs, teams):
    """The engine's two identifier fields summed over `pairs` of teams numbered 1..teams (ranks from 0)."""
    states = [_team(n, 10) for n in range(1, teams + 1)]
    given = RoundInput(3, 9, tuple(states), ())
    layout = Layout.for_round([10] * teams, teams - 1)
    total = sum(layout.encode({k: v for k, v in edge_fields(states[a - 1], states[b - 1], given,
                                                             ColourPreference.NONE, layout, teams - 1).items()
                               if k.startswith("identifier")}) for a, b in pairs)
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
    assert _identifier(example) == [4, 6, 9, 11, 8, 16, 10, 24]
    # The engine's fields order the 105 pairings of those eight teams (of 24) as their identifiers (§3.6.3):
    # the largest fields first, each pairing's distinct from the others'.
    pairings = list(_pairings([4, 6, 8, 9, 10, 11, 16, 24]))
    by_identifier = sorted(pairings, key=_identifier)
    by_fields = sorted(pairings, key=lambda p: _identifier_fields(p, 24), reverse=True)
    assert by_fields == by_identifier
    assert len({_identifier_fields(p, 24) for p in pairings}) == len(pairings) == 105
    # And they spell the example's identifier: team n is top bit 24 - n; its bottom b, 24 - b in its 5-bit slot.
    tops_field, bottoms_field = _identifier_fields(example, 24)
    tops = sorted(24 - bit for bit in range(24) if tops_field >> bit & 1)
    assert tops + [24 - (bottoms_field >> 5 * (24 - top) & 31) for top in tops] == [4, 6, 9, 11, 8, 16, 10, 24]


def test_3_6_the_identifier_fields_order_pairings_as_their_identifiers():
    # The larger the two identifier fields summed over a pairing, the smaller its identifier (§3.6.2-3.6.3),
    # the identifier being the one anchored on the handbook's example above.
    rng = random.Random(7)
    teams = 10
    for _ in range(300):
        one, other = rng.sample(range(1, teams + 1), teams), rng.sample(range(1, teams + 1), teams)
        a = list(zip(one[::2], one[1::2]))
        b = list(zip(other[::2], other[1::2]))
        if _identifier(a) != _identifier(b):
            assert (_identifier_fields(a, teams) > _identifier_fields(b, teams)) == (_identifier(a) < _identifier(b)), \
                (a, b)
