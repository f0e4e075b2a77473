"""swisspair.document.readers and swisspair.event.derived: pairing numbers, the texts the document holds, the engine's tournament."""

from swisspair import event
from tests.event.helpers import finish_round, make, run
from swisspair.document.readers import pairing_numbers
from swisspair.limits import MAX_TEXT


def test_pairing_numbers_follow_rating_then_title_then_name():
    doc = make([("Zoe", 2000), ("Adam", 2000), ("Max", 2000), ("Kim", 2100)], rounds=3)
    doc = run(doc, {"op": "edit_player", "player": 3, "changes": {"title": "IM"}},
              {"op": "edit_player", "player": 1, "changes": {"title": "GM"}})
    assert pairing_numbers(doc) == {4: 1, 1: 2, 3: 3, 2: 4}


def test_long_texts_are_cut_to_what_the_document_holds():
    many = [(f"Player with a long name number {k:03d} " + "x" * 150, 2000 - k) for k in range(40)]
    doc = run(make(many, rounds=3), {"op": "add_restriction", "players": list(range(1, 41)), "kind": "club"})
    text = doc["log"][-1]["text"]
    assert len(text) == MAX_TEXT and text.endswith("…")


def test_to_tournament_gives_the_finished_rounds_with_the_events_own_points(played):
    doc = run(finish_round(played), {"op": "set_scoring", "system": "custom", "points": {"forfeit_win": 5}},
              {"op": "set_result", "round": 1, "board": 1, "result": "+-"})
    tournament, numbers = event.to_tournament(doc)
    assert tournament.rounds_played == 2 and tournament.scoring.forfeit_win == 5
    white = doc["rounds"][0]["boards"][0]["white"]
    assert tournament.player(numbers[white]).rounds[0].result.value == "+"
    assert tournament.forbidden[0].players == tuple(sorted((numbers[1], numbers[2])))
