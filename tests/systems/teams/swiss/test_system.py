"""systems/teams/swiss/system.py: a team Swiss event paired by the C.04.6 engine through the event document:
round 1 top half against bottom half with alternating colours, the bye to the lowest team, absent teams left out,
no rematch, the engine's refusal as an EventError."""

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from tests.systems.teams.helpers import results, run, team_event


def swiss(teams, rounds, **options):
    return run(team_event(teams=teams, boards=4, roster=4, system="team_swiss", **options),
               {"op": "set_rounds", "rounds": rounds})


def test_round_one_pairs_the_top_half_against_the_bottom_half_colours_alternating():
    # C.04.6 §3 with C.04.2 mutatis mutandis: 1-4, 2-5, 3-6; §4.3.1: the first-team of an odd pairing number gets
    # the initial colour (White), of an even one the other colour.
    doc = run(swiss(6, 5), {"op": "pair_next"})
    assert doc["rounds"][0]["teams"]["matches"] == [[1, 4], [5, 2], [3, 6]]


def test_with_an_odd_number_of_teams_the_lowest_team_has_the_bye():
    # §3.4.2 - §3.4.4: lowest score, then most matches played, then the largest pairing number.
    doc = run(swiss(5, 4), {"op": "pair_next"})
    assert doc["rounds"][0]["teams"]["pab"] == 5
    doc = results(doc, 1, lambda b: "1-0")
    doc = run(doc, {"op": "pair_next"})
    assert doc["rounds"][1]["teams"]["pab"] not in (5, None)


def test_every_round_is_paired_without_a_rematch_and_an_absent_team_is_left_out():
    doc = swiss(6, 5)
    doc = run(doc, {"op": "team_bye", "team": 2, "round": 3, "points": "half"})
    met = set()
    for r in range(1, 6):
        doc = run(doc, {"op": "pair_next"})
        part = doc["rounds"][-1]["teams"]
        if r == 3:
            assert all(2 not in match for match in part["matches"]) and part["pab"] is not None
        for a, b in part["matches"]:
            assert frozenset((a, b)) not in met
            met.add(frozenset((a, b)))
        doc = results(doc, r, lambda b: ("1-0", "1/2-1/2", "0-1", "1-0")[(b + r) % 4])
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.code == "finished"


def test_the_engines_refusal_names_the_criterion():
    # Four teams after three rounds have all met: a fourth round has no legal pairing (C1).
    doc = swiss(4, 3)
    for r in range(1, 4):
        doc = results(run(doc, {"op": "pair_next"}), r, lambda b: "1/2-1/2")
    doc["settings"]["rounds"] = 4  # as a stored document may hold it (set_rounds refuses it for four teams)
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.code == "no_pairing" and "C1" in info.value.message


def test_the_number_of_rounds_counts_teams_not_players():
    doc = swiss(4, 3)
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "set_rounds", "rounds": 4})
    assert info.value.code == "too_many_rounds"


def test_type_b_colour_preference_is_an_option():
    doc = run(swiss(6, 5, colour_preference=2), {"op": "pair_next"})
    assert doc["settings"]["options"]["colour_preference"] == 2
    assert len(doc["rounds"][0]["teams"]["matches"]) == 3
