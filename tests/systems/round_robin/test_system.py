"""systems/round_robin/system.py: a round robin event paired by the FIDE Berger tables, single and double,
the player sitting out with an odd field, derived rounds, the tie-breaks C.07 (2026) allows there."""

import itertools

import pytest

from swisspair import bridge, event
from swisspair.document.errors import EventError
from swisspair.systems.round_robin.rules import BUCHHOLZ_FAMILY, BYE, berger_rounds
from swisspair.document.readers import pairing_numbers
from tests.event.helpers import told

NAMES = [("Anna", 2300), ("Ben", 2250), ("Cleo", 2200), ("Dan", 2150), ("Eve", 2100), ("Finn", 2050),
         ("Gail", 2000), ("Hal", 1950)]


def make(players, cycles=1, tiebreaks=None):
    doc = event.new_event({"id": "rr", "name": "Club RR", "system": "round_robin", "options": {"cycles": cycles},
                           "mode": "club"})
    for name, rating in players:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name, "rating": rating}}).event
    if tiebreaks is not None:
        doc = event.apply(doc, {"op": "update_settings", "tiebreaks": tiebreaks}).event
    return doc


def play_all(doc, result=lambda r, b: ("1-0", "1/2-1/2", "0-1")[(r + b) % 3]):
    while True:
        try:
            doc = event.apply(doc, {"op": "pair_next"}).event
        except EventError as exc:
            assert exc.code == "finished", exc.as_error()
            return doc
        r = len(doc["rounds"])
        for b in range(1, len(doc["rounds"][-1]["boards"]) + 1):
            doc = event.apply(doc, {"op": "set_result", "round": r, "board": b, "result": result(r, b)}).event


def table_by_id(doc, players, double=False):
    """The Berger table with pairing numbers turned into ids (ratings differ, so number n is the n-th player)."""
    numbers = pairing_numbers(doc)
    by_number = {n: pid for pid, n in numbers.items()}
    return [[(by_number[w], None if b == BYE else by_number[b]) for w, b in games]
            for games in berger_rounds(players, double=double)]


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_every_round_is_the_berger_table_and_the_odd_player_sits_out(players):
    doc = play_all(make(NAMES[:players]))
    table = table_by_id(doc, players)
    assert doc["settings"]["rounds"] == len(table) == (players if players % 2 else players - 1)
    for r, (rnd, games) in enumerate(zip(doc["rounds"], table), 1):
        assert [(b["white"], b["black"]) for b in rnd["boards"]] == [g for g in games if g[1] is not None], r
        assert rnd["pab"] == next((w for w, b in games if b is None), None), r
    met = [frozenset((b["white"], b["black"])) for rnd in doc["rounds"] for b in rnd["boards"]]
    assert sorted(met, key=sorted) == sorted({frozenset(p) for p in itertools.combinations(
        [p["id"] for p in doc["players"]], 2)}, key=sorted)


def test_five_players_each_sit_out_once():
    doc = play_all(make(NAMES[:5]))
    assert sorted(rnd["pab"] for rnd in doc["rounds"]) == [1, 2, 3, 4, 5]


def test_double_round_robin_plays_the_table_twice_colours_reversed():
    doc = play_all(make(NAMES[:4], cycles=2))
    assert doc["settings"]["rounds"] == 6
    first = [(b["white"], b["black"]) for rnd in doc["rounds"][:3] for b in rnd["boards"]]
    second = [(b["black"], b["white"]) for rnd in doc["rounds"][3:] for b in rnd["boards"]]
    assert sorted(first) == sorted(second)
    assert [[(b["white"], b["black"]) for b in rnd["boards"]] for rnd in doc["rounds"]] == [
        [g for g in games if g[1] is not None] for games in table_by_id(doc, 4, double=True)]


def test_rounds_follow_the_roster_and_cannot_be_set_by_hand():
    doc = make(NAMES[:6])
    assert doc["settings"]["rounds"] == 5
    doc = event.apply(doc, {"op": "add_player", "player": {"name": "Ivy", "rating": 1900}}).event
    assert doc["settings"]["rounds"] == 7
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "set_rounds", "rounds": 4})
    assert info.value.code == "derived_rounds"


def test_pairing_numbers_drawn_by_lot_decide_the_table():
    doc = make(NAMES[:4])
    order = [4, 2, 1, 3]  # ids in the drawn order: id 4 gets number 1
    doc = event.apply(doc, {"op": "set_pairing_numbers", "order": order}).event
    doc = event.apply(doc, {"op": "pair_next"}).event
    assert [(b["white"], b["black"]) for b in doc["rounds"][0]["boards"]] == [(4, 3), (2, 1)]  # 1-4, 2-3


def test_buchholz_is_refused_in_a_round_robin_and_sonneborn_berger_direct_encounter_wins_koya_are_not():
    doc = make(NAMES[:4], tiebreaks=["DE", "SB", "WIN", "KS"])
    assert doc["settings"]["tiebreaks"] == ["DE", "SB", "WIN", "KS"]
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "update_settings", "tiebreaks": ["SB", "BH/C1"]})
    assert info.value.field == "operation.tiebreaks[1]" and "round-robins" in info.value.message


def test_changing_a_swiss_to_a_round_robin_drops_the_buchholz_tiebreaks_with_a_warning():
    doc = event.new_event({"id": "x", "name": "X", "mode": "club"})
    # A Swiss keeps the whole Buchholz family.
    every_buchholz = sorted(BUCHHOLZ_FAMILY)
    assert event.apply(doc, {"op": "update_settings", "tiebreaks": every_buchholz}).event["settings"][
        "tiebreaks"] == every_buchholz
    doc = event.apply(doc, {"op": "update_settings", "tiebreaks": ["BH/C1", "BH", "SB", "WIN"]}).event
    outcome = event.apply(doc, {"op": "set_system", "system": "round_robin"})
    assert outcome.event["settings"]["tiebreaks"] == ["SB", "WIN"]
    assert any("BH/C1" in w for w in told(outcome))


def test_an_absent_players_opponent_has_no_game_and_a_note_says_why():
    doc = make(NAMES[:5])  # round 1: Anna sits out, Ben - Eve, Cleo - Dan
    doc = event.apply(doc, {"op": "request_bye", "player": 2, "round": 1, "points": "zero"}).event
    doc = event.apply(doc, {"op": "pair_next"}).event
    rnd = doc["rounds"][0]
    assert [(b["white"], b["black"]) for b in rnd["boards"]] == [(3, 4)] and rnd["pab"] == 1
    assert rnd["notes"] == [{"code": "opponent_absent", "players": [5, 2],
                             "text": "Eve has no game in round 1: the scheduled opponent, Ben, is absent.",
                             "key": "note.opponent_absent", "params": {"name": "Eve", "number": 1, "absent": "Ben"}}]
    doc = event.apply(doc, {"op": "set_result", "round": 1, "board": 1, "result": "1-0"}).event
    doc = event.apply(doc, {"op": "pair_next"}).event  # Eve without a game does not block round 2
    assert len(doc["rounds"]) == 2


def test_the_player_sitting_out_while_absent_gets_no_bye():
    doc = make(NAMES[:5])
    doc = event.apply(doc, {"op": "request_bye", "player": 1, "round": 1, "points": "half"}).event
    doc = event.apply(doc, {"op": "pair_next"}).event
    assert doc["rounds"][0]["pab"] is None and len(doc["rounds"][0]["boards"]) == 2


def test_a_late_entry_cannot_join_a_round_robin():
    doc = event.apply(make(NAMES[:4]), {"op": "pair_next"}).event
    for b in (1, 2):
        doc = event.apply(doc, {"op": "set_result", "round": 1, "board": b, "result": "1-0"}).event
    doc = event.apply(doc, {"op": "late_entry", "player": {"name": "Zed", "rating": 1000}}).event
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.code == "late_entry" and "Zed" in info.value.message


def test_the_schedule_for_the_page_shows_every_round_paired_or_not():
    doc = make(NAMES[:5])
    doc = event.apply(doc, {"op": "pair_next"}).event
    answer = bridge.handle({"id": 1, "op": "event_format_view", "args": {"event": doc}})
    assert answer["ok"], answer
    view = answer["result"]
    assert view["system"] == "round_robin" and view["players"] == 5 and len(view["rounds"]) == 5
    assert [r["paired"] for r in view["rounds"]] == [True, False, False, False, False]
    assert sorted(r["sits_out"] for r in view["rounds"]) == [1, 2, 3, 4, 5]
    assert all(len(r["boards"]) == 2 for r in view["rounds"])


def test_standings_of_a_finished_round_robin():
    doc = play_all(make(NAMES[:4], tiebreaks=["DE", "SB", "WIN", "KS"]))
    answer = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})
    assert answer["ok"], answer
    rows = answer["result"]["standings"]
    assert [t["code"] for t in answer["result"]["tiebreaks"]] == ["DE", "SB", "WIN", "KS"]
    assert sum(row["points"] for row in rows) == 6  # 6 games, one point each


def test_pairing_round_one_fixes_the_numbers_so_a_rating_correction_keeps_the_table():
    doc = make(NAMES[:4])
    doc = event.apply(doc, {"op": "pair_next"}).event
    numbers = pairing_numbers(doc)
    assert [p["tpn"] for p in doc["players"]] == [numbers[p["id"]] for p in doc["players"]]
    for b in (1, 2):
        doc = event.apply(doc, {"op": "set_result", "round": 1, "board": b, "result": "1-0"}).event
    doc = event.apply(doc, {"op": "edit_player", "player": 4, "changes": {"rating": 2900}}).event
    assert pairing_numbers(doc) == numbers
    doc = event.apply(doc, {"op": "pair_next"}).event
    assert [(b["white"], b["black"]) for b in doc["rounds"][1]["boards"]] == [
        g for g in table_by_id(doc, 4)[1] if g[1] is not None]


def test_new_pairing_numbers_after_round_one_are_refused():
    doc = event.apply(make(NAMES[:4]), {"op": "pair_next"}).event
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "set_pairing_numbers", "order": [4, 3, 2, 1]})
    assert info.value.code == "schedule_changed" and info.value.round == 1
