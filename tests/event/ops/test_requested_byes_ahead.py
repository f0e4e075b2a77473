"""Requested byes registered for any round still to pair, when a player is entered or later, and shown in their
round as what they are ("½-point bye, requested"), not as a player left out."""

from swisspair.event.round_view import round_view
from tests.event.helpers import fails, finish_round, make, run


def test_a_bye_for_round_3_is_registered_at_entry_and_shown_in_round_3():
    doc = run(make(), {"op": "add_player", "player": {"name": "Fay Gold", "rating": 1500},
                       "requested_byes": [{"round": 3, "points": "half"}]})
    fay = doc["players"][-1]
    assert fay["requested_byes"] == [{"round": 3, "points": "half"}]
    assert doc["log"][-1]["text"] == "Added Fay Gold. Requested byes: round 3 (half point)."
    for _ in range(2):
        doc = finish_round(run(doc, {"op": "pair_next"}))
    doc = run(doc, {"op": "pair_next"})
    placed = {pid for b in doc["rounds"][2]["boards"] for pid in (b["white"], b["black"])} | {doc["rounds"][2]["pab"]}
    assert fay["id"] not in placed
    view = round_view(doc)
    assert view["rounds"][2]["absent"] == {fay["id"]: {"text": "½-point bye, requested",
                                                       "key": "absence_note.requested_bye", "params": {"points": "½"}}}
    assert view["rounds"][1]["absent"] == {}


def test_byes_for_later_rounds_are_registered_after_the_event_has_started():
    doc = finish_round(run(make(), {"op": "pair_next"}))
    doc = run(doc, {"op": "request_bye", "player": 2, "round": 4, "points": "zero"},
              {"op": "request_bye", "player": 2, "round": 3, "points": "half"})
    assert doc["players"][1]["requested_byes"] == [{"round": 3, "points": "half"}, {"round": 4, "points": "zero"}]
    # A round already paired is not "still to pair".
    assert fails(doc, "out_of_range", op="request_bye", player=2, round=1, points="half").field == "operation.round"


def test_a_late_entry_with_byes_and_a_bad_bye_named_in_its_list():
    doc = finish_round(run(make(), {"op": "pair_next"}))
    doc = run(doc, {"op": "late_entry", "player": {"name": "Gus"}, "round": 3,
                    "requested_byes": [{"round": 5, "points": "zero"}]})
    assert doc["players"][-1]["requested_byes"] == [{"round": 5, "points": "zero"}]
    error = fails(doc, "out_of_range", op="late_entry", player={"name": "Hal"}, round=3,
                  requested_byes=[{"round": 4, "points": "half"}, {"round": 2, "points": "half"}])
    assert error.field == "operation.requested_byes[1].round" and "joins only in round 3" in error.message
    error = fails(make(), "wrong_value", op="add_player", player={"name": "Ivy"},
                  requested_byes=[{"round": 2, "points": "full"}])
    assert error.field == "operation.requested_byes[0].points"


def test_the_round_says_why_each_player_has_no_board_in_the_events_own_points():
    doc = run(make(), {"op": "set_scoring", "system": "custom", "points": {"half_bye": 10}},
              {"op": "request_bye", "player": 1, "round": 1, "points": "half"},
              {"op": "request_bye", "player": 2, "round": 1, "points": "zero"},
              {"op": "pair_next"})
    absent = round_view(doc)["rounds"][0]["absent"]
    assert {pid: why["text"] for pid, why in absent.items()} == {1: "1-point bye, requested", 2: "0-point bye, requested"}
    assert absent[1]["params"] == {"points": "1"}


def test_a_player_who_left_or_joins_later_is_said_so_in_the_systems_word_by_key():
    doc = run(make(), {"op": "withdraw", "player": 1, "round": 1}, {"op": "pair_next"})
    assert round_view(doc)["rounds"][0]["absent"][1] == {"text": "withdrawn", "key": "absence_note.withdrawn",
                                                         "params": {}}
