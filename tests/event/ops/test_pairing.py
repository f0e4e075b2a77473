"""swisspair.event.ops.pairing: pairing the next round, by the Dutch system or a registered pairer."""

import pytest

from swisspair import event
from swisspair.event import EventError
from tests.event.helpers import FIVE, add_players, fails, make, pairs, run


def test_pairing_needs_rounds_results_and_everyone_placed(played):
    doc = make(rounds=None)
    assert fails(doc, "no_rounds", op="pair_next").field == "event.settings.rounds"
    error = fails(played, "results_missing", op="pair_next")
    assert error.round == 2 and "board(s) 1, 2" in error.message
    done = run(make(FIVE[:2], rounds=1), {"op": "pair_next"}, {"op": "set_result", "round": 1, "board": 1,
                                                                  "result": "1-0"})
    fails(done, "finished", op="pair_next")


def test_paired_round_records_boards_bye_and_the_engines_pairing(played):
    rnd = played["rounds"][1]
    assert rnd["engine"] == {"boards": [list(board) for board in pairs(played)[0]], "pab": rnd["pab"]}
    assert all(board["result"] is None for board in rnd["boards"])
    assert played["log"][-2]["text"].startswith("Round 2 paired: 2 board(s), bye to ")


def test_a_system_without_a_pairer_is_refused_clearly(monkeypatch):
    from swisspair.event import systems
    monkeypatch.delitem(systems.PAIRERS, "cs_major", raising=False)
    doc = add_players(event.new_event({"id": "x", "system": "cs_major"}), 4)
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.code == "system_unavailable" and "cs_major" in info.value.message


def test_pair_next_writes_the_round_a_registered_pairer_makes(monkeypatch):
    from swisspair.event import systems
    seen = []

    def pair(doc, r):
        seen.append(r)
        ids = [p["id"] for p in doc["players"]]
        return systems.Paired(boards=[(ids[1], ids[0])], pab=ids[2],
                              notes=[{"code": "rematch", "text": "a note", "players": []}])

    monkeypatch.setitem(systems.PAIRERS, "cs_major", pair)
    doc = add_players(event.new_event({"id": "x", "system": "cs_major"}), 3)
    doc = run(doc, {"op": "pair_next"})
    rnd = doc["rounds"][0]
    assert seen == [1]
    assert rnd["boards"] == [{"white": 2, "black": 1, "result": None}] and rnd["pab"] == 3
    assert rnd["engine"] == {"boards": [[2, 1]], "pab": 3} and rnd["notes"][0]["text"] == "a note"
