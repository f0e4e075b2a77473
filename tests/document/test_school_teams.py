"""swisspair.document.school_teams: the setting, the team-mates kept apart, and the team scores."""

from fractions import Fraction

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.document.school_teams import (
    check_setting, keep_apart_pairs, school_of, school_scores, school_scores_answer,
)
from swisspair.standings import Standing, Standings
from swisspair.tiebreaks import Value, lookup
from tests.event.helpers import make, run

SETTING = {"best": 4, "tiebreak": "tiebreaks", "apart_until": None}


def schools(doc, *clubs):
    for pid, club in enumerate(clubs, 1):
        doc = run(doc, {"op": "edit_player", "player": pid, "changes": {"club": club}})
    return doc


def standings_of(rows, codes=()):
    """Standings rows (tpn, points, {code: value}), best first, as compute_standings would give them."""
    tiebreaks = tuple(lookup(code) for code in codes)
    made = tuple(Standing(tpn, f"P{tpn}", None, Fraction(points), i + 1,
                          {code: Value(Fraction(v), str(v), "") for code, v in values.items()})
                 for i, (tpn, points, values) in enumerate(rows))
    return Standings("2026", 5, tiebreaks, made)


def doc_with_teams(clubs, **setting):
    players = [(f"P{i}", 2000 - i) for i in range(1, len(clubs) + 1)]
    doc = schools(make(players, rounds=5), *clubs)
    return run(doc, {"op": "set_team_scores", **setting})


@pytest.mark.parametrize("value, field, words", [
    ({"best": 0, "tiebreak": "tiebreaks", "apart_until": None}, "t.best", "number of players whose scores count"),
    ({"best": 4, "tiebreak": "median", "apart_until": None}, "t.tiebreak", "team tie-break"),
    ({"best": 4, "tiebreak": "tiebreaks", "apart_until": 1}, "t.apart_until", "first round in which team-mates"),
    ({"best": 4, "tiebreak": "tiebreaks"}, "t.apart_until", "required"),
    ({**SETTING, "size": 4}, "t.size", "does not know"),
    ([4], "t", "team-score setting"),
])
def test_a_wrong_setting_is_named_with_its_field(value, field, words):
    with pytest.raises(EventError) as info:
        check_setting(value, "t")
    assert info.value.field == field and words in info.value.message


def test_a_document_without_the_setting_is_valid_and_one_with_a_wrong_setting_is_not():
    doc = make(rounds=3)
    assert "school_teams" not in doc["settings"]  # documents made before the setting existed look the same
    event.validate(doc)
    doc["settings"]["school_teams"] = {**SETTING, "best": "four"}
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.field == "event.settings.school_teams.best"


def test_the_team_is_the_club_field_with_its_spaces_trimmed():
    assert school_of({"club": "  St  Mary's  "}) == "St Mary's"


def test_team_mates_are_kept_apart_only_before_round_k_and_only_when_present():
    doc = doc_with_teams(["North", "north ", "North", "South", ""], apart_until=3)
    pairs = keep_apart_pairs(doc, 1, {1, 2, 3, 4, 5})
    assert set(pairs) == {frozenset((1, 2)), frozenset((1, 3)), frozenset((2, 3))}  # spelling case does not matter
    assert pairs[frozenset((1, 2))]["label"] == "North, team-mates kept apart before round 3"
    assert set(keep_apart_pairs(doc, 2, {1, 3, 4})) == {frozenset((1, 3))}
    assert keep_apart_pairs(doc, 3, {1, 2, 3, 4, 5}) == {}


def test_team_mates_are_never_kept_apart_in_fide_mode():
    doc = doc_with_teams(["North", "North", "South", "South"], apart_until=3)
    doc["settings"]["mode"] = "fide"  # as when the mode changes after the setting was made
    assert keep_apart_pairs(doc, 1, {1, 2, 3, 4}) == {}


def test_shining_knights_worked_example_best_four_of_six():
    """Shining Knights Chess FAQ, "How are the team scores computed?": six players of school X scoring 3.5, 3,
    3, 2, 1 and 0.5 make a team score of 3.5 + 3 + 3 + 2 = 11.5."""
    doc = doc_with_teams(["X"] * 6, best=4)
    scores = [Fraction(7, 2), 3, 3, 2, 1, Fraction(1, 2)]
    [team] = school_scores(doc, standings_of([(tpn, s, {}) for tpn, s in enumerate(scores, 1)]),
                         {pid: pid for pid in range(1, 7)})
    assert team.points == Fraction(23, 2) and team.counted == 4
    assert [m.counted for m in team.members] == [True] * 4 + [False] * 2


def test_a_tie_is_broken_by_the_counting_players_summed_tie_breaks_in_the_event_order():
    doc = doc_with_teams(["A", "B", "A", "B", "A", "B"], best=2)
    # A counts players 1 and 3 (Buchholz 9 + 7 = 16), B players 2 and 4 (8 + 8 = 16): equal; then Sonneborn-Berger.
    rows = [(1, 3, {"BH": 9, "SB": 4}), (2, 3, {"BH": 8, "SB": 5}), (3, 2, {"BH": 7, "SB": 3}),
            (4, 2, {"BH": 8, "SB": 3}), (5, 1, {"BH": 20, "SB": 20}), (6, 0, {"BH": 0, "SB": 0})]
    teams = school_scores(doc, standings_of(rows, ("BH", "SB")), {pid: pid for pid in range(1, 7)})
    assert [(t.school, t.rank, t.points, t.values) for t in teams] == [("B", 1, 5, (16, 8)), ("A", 2, 5, (16, 7))]


def test_teams_equal_on_everything_share_a_place():
    doc = doc_with_teams(["A", "B", "C"], best=1)
    teams = school_scores(doc, standings_of([(1, 2, {}), (2, 2, {}), (3, 1, {})]), {1: 1, 2: 2, 3: 3})
    assert [(t.school, t.rank) for t in teams] == [("A", 1), ("B", 1), ("C", 3)]


def test_the_next_player_tie_break_reads_the_score_of_player_n_plus_one():
    doc = doc_with_teams(["A", "B", "A", "B", "B"], best=2, tiebreak="next_player")
    rows = [(1, 3, {}), (2, 3, {}), (3, 2, {}), (4, 2, {}), (5, 1, {})]
    teams = school_scores(doc, standings_of(rows), {pid: pid for pid in range(1, 6)})
    assert [(t.school, t.values) for t in teams] == [("B", (1,)), ("A", (0,))]  # A has no third player: 0


def test_a_team_with_fewer_than_n_players_is_ranked_with_what_it_has():
    doc = doc_with_teams(["Small", "Full", "Full", "Small", "Full"], best=3)
    rows = [(1, 4, {}), (2, 2, {}), (3, 2, {}), (4, 3, {}), (5, 2, {})]
    answer = school_scores_answer(doc, standings_of(rows), {pid: pid for pid in range(1, 6)})
    small, full = answer["teams"]
    assert (small["team"], small["points"], small["counted"], small["short"]) == ("Small", 7, 2, True)
    assert (full["team"], full["points"], full["counted"], full["short"]) == ("Full", 6, 3, False)


def test_players_without_a_club_score_for_no_team_and_no_setting_answers_none():
    doc = doc_with_teams(["A", "", "A"], best=2)
    teams = school_scores(doc, standings_of([(1, 1, {}), (2, 1, {}), (3, 0, {})]), {1: 1, 2: 2, 3: 3})
    assert [t.school for t in teams] == ["A"]
    assert school_scores_answer(make(rounds=3), standings_of([]), {}) is None
