"""swisspair.document.readers.scores_before: each player's points before each round, kept from one event to the next
only while what they are worked out from is strictly the same (a corrected earlier round, a player's absence or the
point table changed are worked out again)."""

import copy

from swisspair.document.readers import scores_before
from tests.event.helpers import played_event, run

PLAYED = played_event()  # five players, round 1 played, round 2 paired


def test_a_result_in_the_latest_round_leaves_the_scores_before_each_round_as_they_were():
    doc = run(PLAYED, {"op": "set_result", "round": 2, "board": 1, "result": "0-1"})
    assert scores_before(doc) == scores_before(PLAYED)


def test_a_corrected_earlier_round_changes_the_scores_before_the_rounds_after_it():
    board = PLAYED["rounds"][0]["boards"][0]
    assert board["result"] == "1-0"
    before = scores_before(PLAYED)
    corrected = run(PLAYED, {"op": "set_result", "round": 1, "board": 1, "result": "0-1"})
    after = scores_before(corrected)
    assert after[1][board["white"]] == before[1][board["white"]] - 10
    assert after[1][board["black"]] == before[1][board["black"]] + 10
    assert scores_before(PLAYED) == before  # the first event's, asked again, are its own


def test_a_point_table_or_an_absence_changed_is_worked_out_again():
    before = scores_before(PLAYED)
    table = copy.deepcopy(PLAYED)
    table["settings"]["scoring"]["win"] = 20
    winner = PLAYED["rounds"][0]["boards"][0]["white"]
    assert scores_before(table)[1][winner] == 2 * before[1][winner]
    late = copy.deepcopy(PLAYED)
    pab = PLAYED["rounds"][0]["pab"]
    late["players"][pab - 1].update(joined_round=2, late_points="half")
    late["rounds"][0]["pab"] = None
    assert scores_before(late)[1][pab] == 5 != before[1][pab]


def test_the_scores_answered_are_the_callers_to_change():
    scores = scores_before(PLAYED)
    scores[1].clear()
    assert scores_before(PLAYED)[1]
