"""C.04.6 §1.7 (colour preferences, by board 1's colour in played matches) and §4 (colour allocation)."""

import pytest

from swisspair.model import Colour
from swisspair.systems.teams.swiss.colours import Preference, allocate, first_team, preference
from swisspair.systems.teams.swiss.scores import TeamState
from swisspair.model import ColourPreference

W, B = Colour.WHITE, Colour.BLACK
A, TB = ColourPreference.TYPE_A, ColourPreference.TYPE_B


def team(number, colours="", score=0, secondary=0):
    cs = tuple(W if c == "W" else B for c in colours)
    return TeamState(number, score, secondary, cs, len(cs), frozenset(), None, False)


@pytest.mark.parametrize("history, wanted", [
    ("", None), ("W", None), ("B", None), ("WB", None),
    ("BB", W), ("WW", B),  # CD -2 / +2
    ("WBB", W), ("BWW", B),  # CD -1 / +1 after the same colour twice
    ("WWB", None), ("BBW", None),  # CD +1 / -1, but the last two differ
    ("WBWBB", W),  # CD -1, Black twice
    ("BWBWW", B),
])
def test_1_7_1_type_a_simple_preference(history, wanted):
    assert preference(team(1, history), A, False) == Preference(wanted)


@pytest.mark.parametrize("history, last_round, wanted", [
    ("", False, Preference()),
    ("WW", False, Preference(B, True)), ("BWW", False, Preference(B, True)),
    ("W", False, Preference(B)), ("B", False, Preference(W)),  # CD +1 / -1: mild
    ("WB", False, Preference(W)), ("BW", False, Preference(B)),  # CD 0: mild, alternating
    ("WB", True, Preference()),  # CD 0 in the last round: none
    ("W", True, Preference(B)),
    # CD 0 after two matches of one colour is strong in the last round too: "no (Type B) colour preference [...]
    # when its CD is zero when pairing for the last round" closes the mild clauses, which say "if it is zero and it
    # is not the last round"; the strong clauses have no such condition.
    ("BWW", False, Preference(B, True)), ("WBWW", True, Preference(B, True)), ("BWBB", True, Preference(W, True)),
])
def test_1_7_2_type_b_strong_and_mild_preference(history, last_round, wanted):
    assert preference(team(1, history), TB, last_round) == wanted


def test_1_7_no_preference_when_the_competition_uses_none():
    assert preference(team(1, "WW"), ColourPreference.NONE, False) == Preference()


def test_4_2_first_team_by_score_then_secondary_score_then_pairing_number():
    assert first_team(team(2, score=20), team(1, score=10), True)[0].number == 2
    assert first_team(team(2, score=10, secondary=25), team(1, score=10, secondary=20), True)[0].number == 2
    assert first_team(team(2, score=10, secondary=25), team(1, score=10, secondary=20), False)[0].number == 1
    assert first_team(team(2), team(1), True)[2] == "4.2.3"


@pytest.mark.parametrize("first, other, kind, colour, rule", [
    (team(1), team(2), A, W, "4.3.1"),  # odd pairing number: the initial colour
    (team(2), team(3), A, B, "4.3.1"),
    (team(1, "WW"), team(2, "WB"), A, B, "4.3.2"),
    (team(1, "WB"), team(2, "BB"), A, B, "4.3.2"),
    (team(1, "BB"), team(2, "WW"), A, W, "4.3.3"),
    (team(1, "W"), team(2, "WW"), TB, W, "4.3.4"),  # 2's strong Black beats 1's mild Black
    (team(1, "WWB"), team(2, "BW"), A, B, "4.3.5"),  # CD +1 against 0: White to the lower
    (team(1, "BW"), team(2, "WW"), ColourPreference.NONE, W, "4.3.5"),
    (team(1, "WBW"), team(2, "BWW"), ColourPreference.NONE, W, "4.3.6"),  # equal CD; they differed in round 2: alternate
    (team(1, "BB"), team(2, "BB"), A, W, "4.3.7"),  # same history and same preference: the first-team's
    (team(1, "WB"), team(2, ""), A, W, "4.3.8"),  # the first-team alternates its last colour
    (team(1, ""), team(2, "WB"), A, B, "4.3.9"),  # the other team alternates: 2 had Black, now White
])
def test_4_3_colour_allocation_in_order_of_priority(first, other, kind, colour, rule):
    assert allocate(first, other, kind, False, W) == (colour, rule)


def test_4_3_1_uses_the_drawn_initial_colour():
    assert allocate(team(1), team(2), A, False, B) == (B, "4.3.1")


def test_4_3_1_the_parity_of_the_tpn_not_of_the_place_among_the_teams_present():
    # Team 2 sits round 1 out: 1-4 and 3-5 are paired (§3.6). §4.3.1 reads the first-team's TPN (§1.1.3: once
    # defined it is not modified), so 3 (odd) gets the initial colour though it is the second team present.
    from swisspair.systems.teams.swiss import pair_next_round

    from .events import event

    pairing = pair_next_round(event(5, [], absent=(2,)))
    assert [(m.white, m.black, m.colour_rule) for m in pairing.matches] == [(1, 4, "4.3.1"), (3, 5, "4.3.1")]
