"""The event document: schema and validation, migrations, every operation, TRF in and out, the bridge ops,
and the promise that no input, however bad, corrupts a document or escapes as anything but EventError."""

import copy
import json
import os
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from swisspair import bridge, event
from swisspair.event import EventError
from swisspair.model import Colour, Player, Result, RoundEntry, Tournament
from swisspair.trf import format_trf, parse_trf
from tests.corpus_location import DUTCH_DEV, DUTCH_NOPAIRING

HERE = os.path.dirname(__file__)
GOLDEN = os.path.join(HERE, "golden", "event")
GOLDEN_TRF = os.path.join(HERE, "golden", "trf")

FIVE = [("Anna", 2100), ("Ben", 2000), ("Cleo", 1900), ("Dan", 1800), ("Eve", 1700)]


def make(players=FIVE, rounds=5, mode="club", **settings):
    doc = event.new_event({"id": "test-event", "name": "Club", "rounds": rounds, "mode": mode, **settings})
    for name, rating in players:
        doc = event.apply(doc, {"op": "add_player", "player": {"name": name, "rating": rating}}).event
    return doc


def run(doc, *operations):
    for operation in operations:
        doc = event.apply(doc, operation).event
    return doc


def outcome(doc, **operation):
    return event.apply(doc, operation)


def fails(doc, code, **operation):
    before = copy.deepcopy(doc)
    with pytest.raises(EventError) as info:
        event.apply(doc, operation)
    assert info.value.code == code, info.value.as_error()
    assert doc == before
    return info.value


def finish_round(doc, results=("1-0",)):
    """Enter a result on every board of the latest round (cycling through `results`)."""
    r = len(doc["rounds"])
    for b in range(len(doc["rounds"][-1]["boards"])):
        doc = run(doc, {"op": "set_result", "round": r, "board": b + 1, "result": results[b % len(results)]})
    return doc


def pairs(doc, r=None):
    rnd = doc["rounds"][(r or len(doc["rounds"])) - 1]
    return [(b["white"], b["black"]) for b in rnd["boards"]], rnd["pab"]


def names(doc):
    return {p["id"]: p["name"] for p in doc["players"]}


def trf_rounds(doc):
    """Each player's round entries as the exported TRF gives them, by pairing number."""
    text, _ = event.to_trf(doc)
    return {p.number: [(e.opponent, e.colour and e.colour.value, e.result.value) for e in p.rounds]
            for p in parse_trf(text).players}


# -------------------------------------------------------------------------------------------- the document


def test_new_event_is_valid_and_says_what_it_is():
    doc = event.new_event({"id": "abc", "name": "Spring Open", "mode": "fide", "rounds": 7, "created": "2026-03-01"})
    event.validate(doc)
    assert doc["format"] == "swisspair-event" and doc["version"] == event.VERSION
    assert doc["settings"]["scoring"] == {"system": "chess", "win": 10, "draw": 5, "loss": 0, "forfeit_win": 10,
                                          "forfeit_loss": 0, "pab": 10, "half_bye": 5, "full_bye": 10, "zero_bye": 0}
    assert doc["created"] == doc["modified"] == "2026-03-01"
    assert doc["log"][0]["op"] == "new_event"
    assert json.loads(json.dumps(doc)) == doc


@pytest.mark.parametrize("mode, system, byes", [("magic", "football", ["half", "zero"]),
                                                 ("esports", "win_loss", ["zero"]), ("club", "chess", ["half", "zero"])])
def test_the_mode_chooses_the_point_system(mode, system, byes):
    doc = event.new_event({"id": "x", "mode": mode})
    assert doc["settings"]["scoring"]["system"] == system
    assert doc["settings"]["requested_byes"]["allowed"] == byes


@pytest.mark.parametrize("args, field", [({}, "operation.id"), ({"id": ""}, "operation.id"),
                                         ({"id": "x", "mode": "blitz"}, "operation.mode"),
                                         ({"id": "x", "rounds": 0}, "operation.rounds"),
                                         ({"id": "x", "colour": "white"}, "operation.colour")])
def test_new_event_names_the_bad_argument(args, field):
    with pytest.raises(EventError) as info:
        event.new_event(args)
    assert info.value.field == field


def test_the_golden_version_1_document_loads_unchanged():
    # Written once by version 1 and kept: every later SwissPair must still open it (upgrading it when the
    # format moves on), so this file is never regenerated.
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        stored = json.load(f)
    assert stored["version"] == 1
    loaded = event.load(stored)
    # Version 2 named the pairing system: every version 1 event was a Dutch one.
    assert loaded["settings"]["system"] == "dutch" and loaded["settings"]["options"] == {}
    assert loaded["log"][-1]["text"] == ("Upgraded from format version 1 to 2: The pairing system is named: every "
                                         "version 1 event was paired by the Dutch system")
    unchanged = copy.deepcopy(loaded)
    assert loaded["arena"] is None  # only a started arena event has games outside rounds
    del unchanged["settings"]["system"], unchanged["settings"]["options"], unchanged["arena"]
    unchanged["version"], unchanged["log"] = 1, unchanged["log"][:-1]
    assert unchanged == stored
    # It is a real event: it pairs on and exports.
    assert loaded["rounds"] and loaded["restrictions"] and any(p["withdrawn_round"] for p in loaded["players"])
    event.to_trf(loaded)


def corrupt(doc, path, value):
    doc = copy.deepcopy(doc)
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return doc


@pytest.fixture(scope="module")
def played():
    """Five players, round 1 played, round 2 paired; a restriction, a requested bye, a withdrawal."""
    doc = make()
    doc = run(doc, {"op": "add_restriction", "players": [1, 2], "kind": "siblings"},
              {"op": "request_bye", "player": 4, "round": 3, "points": "half"},
              {"op": "pair_next"})
    doc = finish_round(doc)
    return run(doc, {"op": "pair_next"}, {"op": "withdraw", "player": 5, "round": 4})


@pytest.mark.parametrize("path, value, code, field, where", [
    (["players", 1, "rating"], "2000", "wrong_type", "event.players[1].rating", {"player": 2}),
    (["players", 1, "rating"], 5000, "out_of_range", "event.players[1].rating", {"player": 2}),
    (["players", 1, "name"], "  ", "empty", "event.players[1].name", {"player": 2}),
    (["players", 1, "id"], 1, "duplicate", "event.players[1].id", {"player": 1}),
    (["players", 2, "nickname"], "C", "unknown_field", "event.players[2].nickname", {}),
    (["players", 0, "requested_byes"], [{"round": 3, "points": "lots"}], "wrong_value",
     "event.players[0].requested_byes[0].points", {"player": 1, "round": 3}),
    (["players", 4, "requested_byes"], [{"round": 4, "points": "half"}], "out_of_range",
     "event.players[4].requested_byes[0].round", {"player": 5}),
    (["rounds", 0, "boards", 0, "result"], "2-0", "wrong_value", "event.rounds[0].boards[0].result", {"round": 1}),
    (["rounds", 0, "boards", 0, "result"], None, "missing_result", "event.rounds[0].boards[0].result", {"round": 1}),
    (["rounds", 0, "boards", 0, "white"], 99, "unknown_player", "event.rounds[0].boards[0].white",
     {"round": 1, "player": 99}),
    (["rounds", 1, "number"], 3, "out_of_range", "event.rounds[1].number", {"round": 2}),
    (["settings", "scoring", "draw"], 4, "wrong_value", "event.settings.scoring.draw", {}),
    (["settings", "rounds"], 1, "out_of_range", "event.settings.rounds", {}),
    (["settings", "mode"], KeyError, "missing", "event.settings.mode", {}),
    (["restrictions", 0, "players"], [1], "too_few", "event.restrictions[0].players", {}),
    (["version"], 1.0, "wrong_type", "event.version", {}),
    (["log", 0, "seq"], 0, "out_of_range", "event.log[0].seq", {}),
])
def test_validation_names_the_field_and_the_player_or_round(played, path, value, code, field, where):
    with pytest.raises(EventError) as info:
        event.validate(corrupt(played, path, value))
    error = info.value
    assert (error.code, error.field) == (code, field), error.as_error()
    assert {key: getattr(error, key) for key in where} == where
    assert error.message.endswith(".")


def test_a_player_placed_twice_or_while_absent_is_named(played):
    doc = corrupt(played, ["rounds", 1, "pab"], played["rounds"][1]["boards"][0]["white"])
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.code == "duplicate" and info.value.round == 2
    # Player 4 requested a bye for round 3: placing them in round 3 contradicts it.
    doc = finish_round(played)
    doc = run(doc, {"op": "pair_next"})
    board = copy.deepcopy(doc["rounds"][2]["boards"][0])
    board["white"] = 4
    with pytest.raises(EventError) as info:
        event.validate(corrupt(doc, ["rounds", 2, "boards", 0], board))
    assert (info.value.code, info.value.round, info.value.player) == ("absent_player", 3, 4)


def test_a_round_before_the_latest_must_place_everyone(played):
    doc = corrupt(played, ["rounds", 0, "boards"], played["rounds"][0]["boards"][1:])
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.code == "unplaced" and info.value.round == 1


@pytest.mark.parametrize("bad", [[], "event", {"format": "other"}, {"format": "swisspair-event"},
                                 {"format": "swisspair-event", "version": 0}, {"a": {"b": [[[[[[[[[[[[[[1]]]]]]]]]]]]]]}},
                                 {"format": "swisspair-event", "version": 1, "x": float("nan")}])
def test_what_is_not_an_event_is_refused_with_a_reason(bad):
    with pytest.raises(EventError) as info:
        event.load(bad)
    assert info.value.code in ("wrong_type", "not_an_event", "out_of_range", "too_deep", "missing")


# -------------------------------------------------------------------------------------------- migrations


def to_v2(doc):
    """Players get a list of notes"""
    for p in doc["players"]:
        p["notes"] = []
    doc["version"] = 2
    return doc


def to_v3(doc):
    """Ratings become an object with the rating list"""
    for p in doc["players"]:
        p["rating"] = {"value": p["rating"], "list": "FIDE"}
    doc["version"] = 3
    return doc


def test_an_older_document_is_upgraded_in_order_and_the_upgrade_logged():
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        stored = json.load(f)
    before = copy.deepcopy(stored)
    upgraded = event.upgrade(stored, migrations={1: to_v2, 2: to_v3}, current=3)
    assert stored == before  # never mutated
    assert upgraded["version"] == 3
    assert upgraded["players"][0]["notes"] == []
    assert upgraded["players"][0]["rating"] == {"value": before["players"][0]["rating"], "list": "FIDE"}
    assert upgraded["log"][-1]["op"] == "upgrade"
    assert upgraded["log"][-1]["text"] == ("Upgraded from format version 1 to 3: Players get a list of notes; "
                                           "Ratings become an object with the rating list")
    # Everything else is carried over untouched.
    for key in ("id", "name", "settings", "rounds", "restrictions"):
        assert upgraded[key] == before[key]


def test_a_middle_version_takes_only_the_steps_after_it():
    doc = to_v2(json.loads(json.dumps(event.new_event({"id": "x"}))))
    upgraded = event.upgrade(doc, migrations={2: to_v3}, current=3)
    assert upgraded["version"] == 3 and "Upgraded from format version 2 to 3" in upgraded["log"][-1]["text"]


def test_a_newer_document_is_refused_not_guessed_at():
    doc = dict(event.new_event({"id": "x"}), version=event.VERSION + 1)
    with pytest.raises(EventError) as info:
        event.load(doc)
    assert info.value.code == "newer_version" and info.value.field == "event.version"


def test_a_missing_or_broken_migration_is_a_fault_not_a_silent_change():
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        doc = json.load(f)
    with pytest.raises(EventError) as info:
        event.upgrade(doc, migrations={}, current=2)
    assert info.value.code == "internal"
    with pytest.raises(EventError) as info:
        event.upgrade(doc, migrations={1: lambda d: d}, current=2)  # forgot to set the version
    assert info.value.code == "internal"


def test_every_version_step_has_its_migration():
    assert sorted(event.MIGRATIONS) == list(range(1, event.VERSION))


# -------------------------------------------------------------------------------------------- purity


def test_an_operation_returns_a_new_document_and_leaves_its_input_alone(played):
    before = copy.deepcopy(played)
    after = event.apply(played, {"op": "edit_player", "player": 1, "changes": {"rating": 2150}, "at": "t1"}).event
    assert played == before
    assert after["players"][0]["rating"] == 2150 and after["modified"] == "t1"
    assert after["log"][-1] == {"seq": before["log"][-1]["seq"] + 1, "op": "edit_player", "at": "t1",
                                "text": "Edited Anna (id 1): rating 2100 → 2150."}
    after["players"][0]["name"] = "changed"  # the result shares nothing with the input
    assert played == before


def test_unknown_or_misspelt_operations_are_refused(played):
    assert fails(played, "unknown_op", op="pair_round").field == "operation.op"
    assert fails(played, "unknown_field", op="withdraw", player=5, rnd=4).field == "operation.rnd"
    assert fails(played, "missing", op="request_bye", player=5).field == "operation.round"


# -------------------------------------------------------------------------------------------- players


def test_pairing_numbers_follow_rating_then_title_then_name():
    doc = make([("Zoe", 2000), ("Adam", 2000), ("Max", 2000), ("Kim", 2100)], rounds=3)
    doc = run(doc, {"op": "edit_player", "player": 3, "changes": {"title": "IM"}},
              {"op": "edit_player", "player": 1, "changes": {"title": "GM"}})
    assert event.pairing_numbers(doc) == {4: 1, 1: 2, 3: 3, 2: 4}


def test_fixed_pairing_numbers_stay_and_the_others_fill_the_gaps():
    doc = run(make(), {"op": "edit_player", "player": 5, "changes": {"tpn": 1}})
    assert event.pairing_numbers(doc) == {5: 1, 1: 2, 2: 3, 3: 4, 4: 5}
    fails(doc, "duplicate", op="edit_player", player=1, changes={"tpn": 1})
    fails(doc, "out_of_range", op="edit_player", player=1, changes={"tpn": 6})
    doc = run(doc, {"op": "set_pairing_numbers", "order": [3, 1, 2, 5, 4]})
    assert event.pairing_numbers(doc) == {3: 1, 1: 2, 2: 3, 5: 4, 4: 5}
    # Removing a player closes the gap the fixed numbers would leave.
    doc = run(doc, {"op": "remove_player", "player": 1})
    assert event.pairing_numbers(doc) == {3: 1, 2: 2, 5: 3, 4: 4}
    assert fails(doc, "missing", op="set_pairing_numbers", order=[3, 2, 5]).player == 4
    doc = run(doc, {"op": "set_pairing_numbers", "order": None})
    assert event.pairing_numbers(doc) == {2: 1, 3: 2, 4: 3, 5: 4}


def test_players_are_added_and_removed_only_before_round_1(played):
    assert fails(played, "already_started", op="add_player", player={"name": "Fay"}).field == "operation.op"
    assert fails(played, "already_started", op="remove_player", player=2).player == 2
    assert fails(make(), "unknown_player", op="remove_player", player=9).player == 9
    assert fails(make(), "empty", op="add_player", player={"name": " "}).field == "operation.player.name"
    assert fails(make(), "wrong_type", op="add_player", player={"name": "X", "rating": "high"}).field == (
        "operation.player.rating")


def test_long_texts_are_cut_to_what_the_document_holds():
    many = [(f"Player with a long name number {k:03d} " + "x" * 150, 2000 - k) for k in range(40)]
    doc = run(make(many, rounds=3), {"op": "add_restriction", "players": list(range(1, 41)), "kind": "club"})
    text = doc["log"][-1]["text"]
    assert len(text) == event.MAX_TEXT and text.endswith("…")


def test_removing_a_player_drops_them_from_restrictions():
    doc = run(make(), {"op": "add_restriction", "players": [1, 2, 3], "kind": "club"},
              {"op": "add_restriction", "players": [4, 5], "kind": "siblings"})
    result = event.apply(doc, {"op": "remove_player", "player": 4})
    assert [r["players"] for r in result.event["restrictions"]] == [[1, 2, 3]]
    assert "only one player left" in result.warnings[0]


def test_a_rating_correction_after_round_1_warns_that_numbers_change(played):
    result = event.apply(played, {"op": "edit_player", "player": 5, "changes": {"rating": 2500}})
    assert result.warnings == ["Pairing numbers change for the rounds still to pair: Eve 5 → 1, Anna 1 → 2, "
                               "Ben 2 → 3, Cleo 3 → 4, Dan 4 → 5."]
    # The rounds already paired keep their players.
    assert result.event["rounds"] == played["rounds"]


def test_a_late_entry_misses_the_rounds_already_paired(played):
    doc = finish_round(played)
    late = event.apply(doc, {"op": "late_entry", "player": {"name": "Fay", "rating": 2050}, "missed_points": "half"})
    fay = late.event["players"][-1]
    assert (fay["id"], fay["joined_round"], fay["late_points"]) == (6, 3, "half")
    assert late.warnings == ["Pairing numbers change for the rounds still to pair: Ben 2 → 3, Cleo 3 → 4, Dan 4 → 5, "
                             "Eve 5 → 6."]
    numbers = event.pairing_numbers(late.event)
    assert trf_rounds(late.event)[numbers[6]][:2] == [(None, None, "H"), (None, None, "H")]
    doc = run(late.event, {"op": "pair_next"})
    board_players = {pid for w, b in pairs(doc)[0] for pid in (w, b)} | {pairs(doc)[1]}
    assert 6 in board_players and 4 not in board_players  # Fay plays; Dan has his requested bye


def test_a_late_entry_may_be_announced_for_a_later_round():
    doc = run(make(FIVE[:4], rounds=3), {"op": "late_entry", "player": {"name": "Fay"}, "round": 3})
    assert doc["players"][-1]["joined_round"] == 3
    doc = run(doc, {"op": "pair_next"})
    assert 5 not in {pid for board in pairs(doc)[0] for pid in board} and pairs(doc)[1] != 5
    assert fails(make(), "out_of_range", op="late_entry", player={"name": "Fay"}, round=1).field == "operation.round"
    assert fails(make(FIVE, rounds=1), "out_of_range", op="late_entry", player={"name": "Fay"}).field == "operation.op"


def test_late_entry_points_default_to_the_setting(played):
    doc = run(finish_round(played), {"op": "update_settings", "late_entry_points": "half"},
              {"op": "late_entry", "player": {"name": "Fay"}})
    assert doc["players"][-1]["late_points"] == "half"


def test_withdrawal_keeps_earlier_results_and_stops_pairing(played):
    doc = run(finish_round(played), {"op": "pair_next"})
    doc = run(finish_round(doc), {"op": "pair_next"})  # round 4: Eve withdrew from it
    boards, pab = pairs(doc)
    assert 5 not in {pid for board in boards for pid in board} and pab != 5 and len(doc["rounds"]) == 4
    eve = event.pairing_numbers(doc)[5]
    exported = trf_rounds(finish_round(doc))[eve]
    assert all(result != "Z" for _, _, result in exported[:3]) and exported[3] == (None, None, "Z")
    assert fails(doc, "already_withdrawn", op="withdraw", player=5).player == 5


def test_withdrawing_from_a_paired_round_is_refused_and_cancelling_works_until_it_applies(played):
    assert fails(played, "out_of_range", op="withdraw", player=1, round=2).field == "operation.round"
    doc = run(played, {"op": "cancel_withdrawal", "player": 5})
    assert doc["players"][4]["withdrawn_round"] is None
    fails(doc, "not_withdrawn", op="cancel_withdrawal", player=5)


def test_withdrawing_cancels_later_requested_byes(played):
    result = event.apply(played, {"op": "withdraw", "player": 4, "round": 3})
    assert result.event["players"][3]["requested_byes"] == []
    assert "round(s) 3 are cancelled" in result.warnings[0]


# -------------------------------------------------------------------------------------------- byes


def test_requested_byes_follow_the_settings_and_the_limit(played):
    assert fails(played, "out_of_range", op="request_bye", player=1, round=2, points="half").round is None
    assert fails(played, "wrong_value", op="request_bye", player=1, round=3, points="full").field == "operation.points"
    doc = run(played, {"op": "update_settings", "requested_byes": {"limit": 1, "allowed": ["half", "zero", "full"]}})
    doc = run(doc, {"op": "request_bye", "player": 1, "round": 4, "points": "full"},
              {"op": "request_bye", "player": 1, "round": 4, "points": "zero"})  # replacing is not a second bye
    assert doc["players"][0]["requested_byes"] == [{"round": 4, "points": "zero"}]
    error = fails(doc, "limit_reached", op="request_bye", player=1, round=5, points="half")
    assert (error.player, error.round) == (1, 5)
    assert fails(doc, "out_of_range", op="request_bye", player=1, round=6, points="half").field == "operation.round"
    doc = run(doc, {"op": "cancel_bye", "player": 1, "round": 4})
    assert doc["players"][0]["requested_byes"] == []
    fails(doc, "no_bye", op="cancel_bye", player=1, round=4)


def test_a_requested_bye_is_an_absence_worth_its_points():
    doc = run(make(FIVE[:4], rounds=3), {"op": "request_bye", "player": 2, "round": 1, "points": "half"},
              {"op": "pair_next"})
    boards, pab = pairs(doc)
    assert 2 not in {pid for board in boards for pid in board} and pab is not None and pab != 2
    numbers = event.pairing_numbers(doc)
    doc = finish_round(doc)
    text, _ = event.to_trf(doc)
    ben = parse_trf(text).player(numbers[2])
    assert ben.rounds[0].result.value == "H" and ben.points == 5


def test_a_full_point_bye_blocks_the_pab_and_the_bye_note_says_so():
    # Art. 4 (2026): no PAB for one who scored a win's points without playing.
    doc = run(make(), {"op": "update_settings", "requested_byes": {"allowed": ["half", "full", "zero"]}},
              {"op": "request_bye", "player": 5, "round": 1, "points": "full"}, {"op": "pair_next"})
    doc = run(finish_round(doc, ("1/2-1/2",)), {"op": "pair_next"})
    # Round 2: Eve (1 point from her bye) loses, the other board is drawn; Dan has the PAB. Eve ends on 1 point
    # with the drawn pair but ranked below them.
    for b, (white, black) in enumerate(pairs(doc)[0], 1):
        result = "0-1" if white == 5 else "1-0" if black == 5 else "1/2-1/2"
        doc = run(doc, {"op": "set_result", "round": 2, "board": b, "result": result})
    doc = run(doc, {"op": "pair_next"})
    assert pairs(doc)[1] not in (None, 5)
    note = doc["rounds"][2]["notes"][0]
    assert note["code"] == "bye_not_lowest" and "not to the lowest-ranked player Eve" in note["text"]
    assert "Eve: C2 (Art. 4): scored a win without playing in round 1 (a full-point bye)" in note["text"]


def test_a_half_point_bye_does_not_block_the_pab():
    # Same as above with a half-point bye: Eve ends lowest on ½ and is still eligible.
    doc = run(make(), {"op": "request_bye", "player": 5, "round": 1, "points": "half"}, {"op": "pair_next"})
    doc = run(finish_round(doc, ("1/2-1/2",)), {"op": "pair_next"})
    for b, (white, black) in enumerate(pairs(doc)[0], 1):
        result = "0-1" if white == 5 else "1-0" if black == 5 else "1/2-1/2"
        doc = run(doc, {"op": "set_result", "round": 2, "board": b, "result": result})
    doc = run(doc, {"op": "pair_next"})
    assert pairs(doc)[1] == 5 and doc["rounds"][2]["notes"] == []


def test_the_pab_value_is_a_setting():
    doc = run(make(), {"op": "set_scoring", "system": "chess", "points": {"pab": 5}}, {"op": "pair_next"})
    pab = pairs(doc)[1]
    doc = finish_round(doc)
    text, _ = event.to_trf(doc)
    tournament = parse_trf(text)
    assert tournament.scoring.pairing_bye == 5
    assert tournament.player(event.pairing_numbers(doc)[pab]).points == 5


def test_the_bye_note_says_why_the_lowest_ranked_player_did_not_get_it():
    doc = run(make(), {"op": "set_scoring", "system": "chess", "points": {"pab": 5}}, {"op": "pair_next"})
    assert pairs(doc)[1] == 5 and doc["rounds"][0]["notes"] == []  # the lowest got it: nothing to explain
    doc = run(finish_round(doc, ("1/2-1/2",)), {"op": "pair_next"})
    # Everyone has ½; Eve is lowest-ranked but had the bye.
    assert pairs(doc)[1] != 5
    note = doc["rounds"][1]["notes"][0]
    assert note["code"] == "bye_not_lowest" and note["players"][1] == 5
    assert "not to the lowest-ranked player Eve" in note["text"]
    assert "Eve: C2: already had the pairing-allocated bye in round 1" in note["text"]


# -------------------------------------------------------------------------------------------- results


def test_results_are_recorded_and_corrected_and_pairings_stay(played):
    doc = finish_round(played, ("1/2-1/2",))
    result = event.apply(doc, {"op": "set_result", "round": 1, "board": 1, "result": "0-1"})
    assert result.event["rounds"][0]["boards"][0]["result"] == "0-1"
    assert result.event["rounds"][1] == doc["rounds"][1]
    assert result.warnings == ["Round 1 is corrected: the standings change; round 2 was paired with the old result "
                               "and stays as it is."]
    assert "corrected: 1-0 → 0-1" in result.event["log"][-1]["text"]
    assert fails(doc, "needs_result", op="set_result", round=1, board=1, result=None).round == 1
    assert fails(doc, "wrong_value", op="set_result", round=2, board=1, result="1:0").field == "operation.result"
    assert fails(doc, "out_of_range", op="set_result", round=2, board=9, result="1-0").field == "operation.board"
    doc = run(doc, {"op": "set_result", "round": 2, "board": 1, "result": None})
    assert doc["rounds"][1]["boards"][0]["result"] is None


def test_game_scores_must_agree_with_the_match_result():
    doc = run(make(FIVE[:4], mode="magic"), {"op": "pair_next"})
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "1-0", "games": [2, 1, 0]})
    assert doc["rounds"][0]["boards"][0]["games"] == [2, 1, 0]
    assert fails(doc, "wrong_value", op="set_result", round=1, board=1, result="0-1", games=[2, 1, 0]).field == (
        "operation.games")


def test_win_loss_events_have_no_draws():
    doc = run(make(FIVE[:4], mode="esports"), {"op": "pair_next"})
    fails(doc, "wrong_value", op="set_result", round=1, board=1, result="1/2-1/2")
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "+-"})
    chess = run(make(FIVE[:4]), {"op": "pair_next"}, {"op": "set_result", "round": 1, "board": 1, "result": "1/2-1/2"})
    assert fails(chess, "has_draws", op="set_scoring", system="win_loss").round == 1


def test_forfeits_and_double_forfeits_score_and_do_not_count_as_met():
    doc = run(make(FIVE[:4], rounds=3), {"op": "pair_next"})
    (a, b), (c, d) = pairs(doc)[0]
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "+-"},
              {"op": "set_result", "round": 1, "board": 2, "result": "--"})
    exported = trf_rounds(doc)
    numbers = event.pairing_numbers(doc)
    assert exported[numbers[a]][0][2] == "+" and exported[numbers[b]][0][2] == "-"
    assert exported[numbers[c]][0][2] == exported[numbers[d]][0][2] == "-"
    assert parse_trf(event.to_trf(doc)[0]).player(numbers[c]).points == 0
    # A forfeited game is not a game played: pairing the two again is no rematch.
    doc = run(doc, {"op": "pair_next"})
    result = event.apply(doc, {"op": "set_board", "round": 2, "board": 1, "white": a, "black": b})
    assert not any("Rematch" in w for w in result.warnings)
    # Until round 1's forfeit is corrected into a played game: then the director is told.
    corrected = event.apply(result.event, {"op": "set_result", "round": 1, "board": 1, "result": "1-0"})
    assert corrected.warnings[-1] == (f"{names(doc)[a]} and {names(doc)[b]} met again in round 2: now that their "
                                      "round 1 game counts as played, that game is a rematch.")


def test_unrated_games_export_as_w_d_l(played):
    doc = run(played, {"op": "set_result", "round": 2, "board": 1, "result": "1/2-1/2", "unrated": True},
              {"op": "set_result", "round": 2, "board": 2, "result": "1-0", "unrated": True})
    (w1, b1), (w2, b2) = pairs(doc)[0]
    exported = trf_rounds(doc)
    numbers = event.pairing_numbers(doc)
    assert [exported[numbers[pid]][1][2] for pid in (w1, b1, w2, b2)] == ["D", "D", "W", "L"]
    fails(doc, "wrong_value", op="set_result", round=2, board=1, result="+-", unrated=True)


# -------------------------------------------------------------------------------------------- pairing


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


def test_the_pairing_is_the_dutch_engines_for_the_same_tournament():
    # Round 1, five players 2100..1700, white for the top player: 1-3, 4-2, bye 5 (C.04.3, bbpPairings).
    doc = run(make(), {"op": "pair_next"})
    assert pairs(doc) == ([(1, 3), (4, 2)], 5)
    black = run(make(initial_colour="black"), {"op": "pair_next"})
    assert pairs(black) == ([(3, 1), (2, 4)], 5)


def test_restrictions_are_avoided_when_the_round_allows():
    doc = run(make(FIVE[:4], rounds=3), {"op": "add_restriction", "players": [1, 3], "kind": "parent_child"},
              {"op": "pair_next"})
    assert (1, 3) not in pairs(doc)[0] and doc["rounds"][0]["notes"] == []


def test_a_restriction_that_cannot_be_kept_is_broken_and_said_so():
    doc = run(make(FIVE[:4], rounds=3), {"op": "add_restriction", "players": [1, 2, 3], "kind": "siblings",
                                         "label": "the Smiths"})
    result = event.apply(doc, {"op": "pair_next"})
    boards = pairs(result.event)[0]
    notes = result.event["rounds"][0]["notes"]
    assert [n["code"] for n in notes] == ["restriction_broken"]
    met = [board for board in boards if 4 not in board][0]
    assert sorted(notes[0]["players"]) == sorted(met)
    assert "(the Smiths) meet: no pairing of round 1 keeps them apart" in notes[0]["text"]
    assert result.warnings == [notes[0]["text"]]


def test_fide_mode_warns_that_restrictions_are_not_allowed():
    doc = make(FIVE[:4], rounds=3, mode="fide")
    result = event.apply(doc, {"op": "add_restriction", "players": [1, 3], "kind": "club"})
    assert result.warnings == [event._FIDE_RESTRICTIONS]
    paired = event.apply(result.event, {"op": "pair_next"})
    assert paired.event["rounds"][0]["notes"][0]["code"] == "fide_restrictions"
    text, warnings = event.to_trf(paired.event)
    assert "XXP 1 3" in text.splitlines() and event._FIDE_RESTRICTIONS in warnings


def nopairing_event():
    with open(DUTCH_NOPAIRING / "n10_r9_s1000740.trf", encoding="utf-8") as f:
        return event.from_trf(f.read()).event


def test_no_rematch_free_pairing_in_fide_mode_names_the_rule():
    doc = nopairing_event()
    error = fails(doc, "no_pairing", op="pair_next")
    assert error.round == 9 and error.extra["rule"] == "C1-C3" and "C1 (no rematch)" in error.message


def test_no_rematch_free_pairing_elsewhere_gets_the_fewest_rematches_and_says_so():
    doc = run(nopairing_event(), {"op": "update_settings", "mode": "club"})
    paired = event.apply(doc, {"op": "pair_next"})
    rematches = [note for note in paired.event["rounds"][-1]["notes"] if note["code"] == "rematch"]
    assert rematches and all(len(note["players"]) == 2 and "meet again" in note["text"] for note in rematches)
    assert any("meet again" in warning for warning in paired.warnings)
    met = {frozenset((b["white"], b["black"])) for rnd in doc["rounds"] for b in rnd["boards"]}
    boards = paired.event["rounds"][-1]["boards"]
    assert sum(frozenset((b["white"], b["black"])) in met for b in boards) == len(rematches)


def test_unpairing_the_latest_round(played):
    doc = run(played, {"op": "unpair_latest"})
    assert len(doc["rounds"]) == 1
    with_result = run(played, {"op": "set_result", "round": 2, "board": 1, "result": "1-0"})
    error = fails(with_result, "has_results", op="unpair_latest")
    assert error.round == 2 and "board(s) 1" in error.message
    doc = run(with_result, {"op": "unpair_latest", "discard_results": True})
    assert len(doc["rounds"]) == 1 and "results of board(s) 1 dropped" in doc["log"][-1]["text"]
    # The same round pairs the same way again.
    assert run(doc, {"op": "pair_next"})["rounds"][1] == played["rounds"][1]


def test_replaying_a_corpus_event_pairs_every_round_as_the_file():
    # The document's conversion to the engine loses nothing: unpair back to each round and pair it again.
    for name in ("n8_r7_s1000000.trf", "n41_r11_s1000010.trf", "n10_r9_s1000050.trf"):
        with open(DUTCH_DEV / name, encoding="utf-8") as f:
            full = event.from_trf(f.read()).event
        doc = full
        for r in range(len(full["rounds"]), 0, -1):
            doc = run(doc, {"op": "unpair_latest", "discard_results": True})
            again = run(doc, {"op": "pair_next"})
            assert sorted(pairs(again)[0]) == sorted(pairs(full, r)[0]), (name, r)
            assert pairs(again)[1] == pairs(full, r)[1], (name, r)


# -------------------------------------------------------------------------------------------- round planning


@pytest.mark.parametrize("players, mode, recommended, maximum", [
    (2, "club", 1, 1), (5, "fide", 3, 5), (8, "fide", 3, 7), (9, "fide", 4, 9), (100, "esports", 7, 99),
    (3, "magic", 3, 3), (8, "magic", 3, 7), (9, "magic", 5, 9), (32, "magic", 5, 31), (33, "magic", 6, 33),
    (128, "magic", 7, 127), (129, "magic", 8, 129), (226, "magic", 8, 225), (227, "magic", 9, 227),
    (409, "magic", 9, 409), (410, "magic", 10, 409), (4, "club", 2, 3),
])
def test_round_planning(players, mode, recommended, maximum):
    plan = event.plan_rounds(players, mode)
    assert (plan["recommended"], plan["maximum"]) == (recommended, maximum)
    assert plan["reason"].endswith(".")


def test_planning_without_players():
    assert event.plan_rounds(1, "club") == {"players": 1, "recommended": None, "maximum": 0,
                                            "reason": "A Swiss needs at least two players."}


def test_more_rounds_than_a_rematch_free_swiss_holds_are_refused():
    doc = make(FIVE[:4])
    error = fails(doc, "too_many_rounds", op="set_rounds", rounds=4)
    assert error.extra["maximum"] == 3
    assert error.message == ("4 players can play at most 3 rounds without a rematch: everyone would have met "
                             "everyone after 3 rounds.")
    assert run(doc, {"op": "set_rounds", "rounds": 3})["settings"]["rounds"] == 3
    assert "each round one of them has the bye" in fails(make(), "too_many_rounds", op="set_rounds", rounds=6).message


def test_rounds_cannot_drop_below_those_paired(played):
    assert fails(played, "out_of_range", op="set_rounds", rounds=1).field == "operation.rounds"


# -------------------------------------------------------------------------------------------- manual pairing


def test_swapping_two_players_is_logged_with_its_warnings():
    doc = run(make(FIVE[:4], rounds=3), {"op": "pair_next"})
    doc = run(finish_round(doc, ("1-0",)), {"op": "pair_next"})
    round_1 = pairs(doc, 1)[0]
    (w1, b1), (w2, b2) = pairs(doc)[0]
    # Swap so that a round-1 pair meets again.
    first_opponent = {a: b for a, b in round_1} | {b: a for a, b in round_1}
    target = first_opponent[w1]
    partner = b1
    result = event.apply(doc, {"op": "swap_players", "round": 2, "players": [partner, target]})
    assert any(w.startswith("Rematch:") and "in round 1" in w for w in result.warnings)
    change = result.event["rounds"][1]["manual"][-1]
    assert change["change"] == "swap" and change["warnings"] == result.warnings
    assert result.event["rounds"][1]["engine"] == doc["rounds"][1]["engine"]
    text, _ = event.to_trf(finish_round(result.event))
    mpa = [line for line in text.splitlines() if line.startswith("### MPA @ Round 2:")]
    assert len(mpa) == 1 and "instead of the engine's" in mpa[0] and "Rematch" in mpa[0]


def test_swapping_needs_boards_without_results_in_the_latest_round(played):
    doc = run(played, {"op": "set_result", "round": 2, "board": 1, "result": "1-0"})
    board = doc["rounds"][1]["boards"]
    fails(doc, "has_results", op="swap_players", round=2, players=[board[0]["white"], board[1]["white"]])
    fails(played, "out_of_range", op="swap_players", round=1, players=[1, 2])
    assert fails(played, "unknown_player", op="swap_players", round=2, players=[1, 9]).player == 9


def test_swapping_within_a_board_swaps_colours(played):
    white, black = pairs(played)[0][0]
    doc = run(played, {"op": "swap_players", "round": 2, "players": [white, black]})
    assert pairs(doc)[0][0] == (black, white)


def test_set_board_leaves_the_displaced_players_to_place_and_blocks_pairing_until_then():
    doc = run(make(FIVE[:4], rounds=3), {"op": "pair_next"})
    (a, b), (c, d) = pairs(doc)[0]
    result = event.apply(doc, {"op": "set_board", "round": 1, "board": 1, "white": a, "black": c})
    assert pairs(result.event)[0] == [(a, c)]
    assert any(w.startswith("Without a board or bye:") for w in result.warnings)
    waiting = finish_round(result.event)
    error = fails(waiting, "unplaced", op="pair_next")
    assert error.round == 1
    doc = run(waiting, {"op": "set_board", "round": 1, "board": 2, "white": d, "black": b},
              {"op": "set_result", "round": 1, "board": 2, "result": "0-1"}, {"op": "pair_next"})
    assert len(doc["rounds"]) == 2


def test_a_second_bye_and_a_bye_above_the_lowest_score_are_warned():
    doc = run(make(), {"op": "pair_next"})
    doc = run(finish_round(doc, ("1-0",)), {"op": "pair_next"})
    result = event.apply(doc, {"op": "set_pab", "round": 2, "player": 5})
    assert any(w.startswith("Second bye: Eve") for w in result.warnings)
    winner = pairs(doc, 1)[0][0][0]
    result = event.apply(doc, {"op": "set_pab", "round": 2, "player": winner})
    assert any(w.startswith("Bye above the lowest score") for w in result.warnings)


def test_manual_changes_refuse_absent_players(played):
    doc = finish_round(played)
    doc = run(doc, {"op": "pair_next"})
    error = fails(doc, "absent_player", op="set_pab", round=3, player=4)
    assert "requested bye" in error.message and error.player == 4


# -------------------------------------------------------------------------------------------- TRF


def golden_trf_files():
    return sorted(name for name in os.listdir(GOLDEN_TRF) if name.endswith(".trf"))


@pytest.mark.parametrize("name", golden_trf_files())
def test_trf_import_then_export_gives_the_same_tournament(name):
    with open(os.path.join(GOLDEN_TRF, name), encoding="utf-8", newline="") as f:
        text = f.read()
    original = parse_trf(text)
    try:
        imported = event.from_trf(text)
    except EventError as exc:
        assert exc.code == "unsupported" and any(p.accelerations for p in original.players)
        return
    again = parse_trf(event.to_trf(imported.event)[0])
    assert [(p.number, p.name, p.rating, p.title, p.federation, p.fide_id, p.birth, p.rounds)
            for p in again.players] == [(p.number, p.name, p.rating, p.title, p.federation, p.fide_id, p.birth,
                                         p.rounds) for p in original.players]
    assert (again.scoring, again.total_rounds, again.forbidden) == (original.scoring, original.total_rounds,
                                                                    original.forbidden)
    if original.initial_colour is not None:
        assert again.initial_colour is original.initial_colour
    assert sorted(again.other_lines) == sorted(original.other_lines)


def test_trf_import_keeps_numbers_byes_and_absences():
    players = [Player(1, "A", rating=2000, rounds=[RoundEntry(2, Colour.WHITE, Result.WIN),
                                                   RoundEntry(None, None, Result.HALF_BYE)]),
               Player(2, "B", rating=1900, rounds=[RoundEntry(1, Colour.BLACK, Result.LOSS),
                                                   RoundEntry(None, None, Result.ZERO_BYE)]),
               Player(3, "C", rating=1800, rounds=[RoundEntry(None, None, Result.PAIRING_BYE),
                                                   RoundEntry(None, None, Result.HALF_BYE)])]
    text = format_trf(Tournament("Byes", players, total_rounds=4, initial_colour=Colour.WHITE,
                                 other_lines=["### MPA @ Round 1: bye given by hand", "240 F 003    2"]))
    doc = event.from_trf(text).event
    assert [p["tpn"] for p in doc["players"]] == [1, 2, 3]
    assert doc["rounds"] == [{"number": 1, "boards": [{"white": 1, "black": 2, "result": "1-0"}], "pab": 3,
                              "engine": None, "notes": [], "manual": [{"change": "imported", "text":
                                                                       "### MPA @ Round 1: bye given by hand",
                                                                       "warnings": []}]}]
    assert [p["requested_byes"] for p in doc["players"]] == [[{"round": 2, "points": "half"}],
                                                              [{"round": 2, "points": "zero"},
                                                               {"round": 3, "points": "full"}],
                                                              [{"round": 2, "points": "half"}]]
    assert doc["trf_lines"] == []
    exported = event.to_trf(doc)[0].splitlines()
    assert "### MPA @ Round 1: bye given by hand" in exported and "240 F 003    2" in exported


def test_a_player_without_a_name_in_the_file_is_named_and_the_director_told():
    players = [Player(1, "A", rounds=[RoundEntry(2, Colour.WHITE, Result.DRAW)]),
               Player(2, "", rounds=[RoundEntry(1, Colour.BLACK, Result.DRAW)])]
    imported = event.from_trf(format_trf(Tournament("T", players, total_rounds=1)))
    assert imported.event["players"][1]["name"] == "Player 2"
    assert "Player 2 has no name in the file; they are called “Player 2”." in imported.warnings


def test_bad_trf_names_line_and_column():
    with pytest.raises(EventError) as info:
        event.from_trf("012 X\n001    1      A                                 abcd")
    assert info.value.code == "invalid_trf" and info.value.field == "trf" and info.value.extra["line"] == 2


def test_trf_export_leaves_out_an_unfinished_round_and_keeps_its_absences(played):
    text, warnings = event.to_trf(played)
    assert warnings[0].startswith("Round 2 is not finished")
    tournament = parse_trf(text)
    assert tournament.rounds_played == 1
    doc = finish_round(played)
    doc = run(doc, {"op": "pair_next"})
    text, _ = event.to_trf(doc)
    dan = parse_trf(text).player(event.pairing_numbers(doc)[4])
    assert dan.rounds[2].result.value == "H"  # his requested bye in round 3, the round left out


def test_trf_export_warns_about_points_it_cannot_hold():
    doc = run(make(), {"op": "set_scoring", "system": "custom", "points": {"forfeit_win": 5}})
    _, warnings = event.to_trf(doc)
    assert warnings == ["TRF has no place for the points of a forfeit win; the file counts them as a win or a draw."]


def test_to_tournament_gives_the_finished_rounds_with_the_events_own_points(played):
    doc = run(finish_round(played), {"op": "set_scoring", "system": "custom", "points": {"forfeit_win": 5}},
              {"op": "set_result", "round": 1, "board": 1, "result": "+-"})
    tournament, numbers = event.to_tournament(doc)
    assert tournament.rounds_played == 2 and tournament.scoring.forfeit_win == 5
    white = doc["rounds"][0]["boards"][0]["white"]
    assert tournament.player(numbers[white]).rounds[0].result.value == "+"
    assert tournament.forbidden[0].players == tuple(sorted((numbers[1], numbers[2])))


def test_corpus_files_round_trip_through_the_event():
    for name in sorted(os.listdir(DUTCH_DEV))[::25]:
        if not name.endswith(".trf"):
            continue
        with open(DUTCH_DEV / name, encoding="utf-8") as f:
            text = f.read()
        original = parse_trf(text)
        again = parse_trf(event.to_trf(event.from_trf(text).event)[0])
        assert [p.rounds for p in again.players] == [p.rounds for p in original.players], name


# -------------------------------------------------------------------------------------------- the bridge


def ask(op, **args):
    return bridge.handle({"id": 1, "op": op, "args": args})


def test_bridge_new_apply_validate_and_plan():
    created = ask("event_new", id="e", name="Open", rounds=3)
    assert created["ok"], created
    doc = created["result"]["event"]
    answer = ask("event_apply", event=doc, operation={"op": "add_player", "player": {"name": "A", "rating": 1500}})
    assert answer["ok"] and answer["result"]["warnings"] == []
    doc = answer["result"]["event"]
    assert ask("event_validate", event=doc)["result"] == {"valid": True, "version": event.VERSION, "event": doc}
    plan = ask("event_plan_rounds", event=doc)["result"]
    assert plan["players"] == 1 and plan["recommended"] is None
    assert ask("event_plan_rounds", players=20, mode="magic")["result"]["recommended"] == 5


def test_bridge_errors_name_the_field_under_args(played):
    answer = ask("event_apply", event=played, operation={"op": "set_result", "round": 2, "board": 1, "result": "2-0"})
    assert answer["ok"] is False
    assert answer["error"]["code"] == "wrong_value" and answer["error"]["field"] == "args.operation.result"
    assert answer["error"]["round"] == 2
    bad = corrupt(played, ["players", 1, "rating"], "x")
    answer = ask("event_validate", event=bad)
    assert answer["error"]["field"] == "args.event.players[1].rating" and answer["error"]["player"] == 2
    answer = ask("event_apply", event=played, operation={"op": "pair_next"})
    assert answer["error"]["code"] == "results_missing"


def test_bridge_trf_in_and_out_and_pair_next(played):
    text = ask("event_to_trf", event=finish_round(played))["result"]["trf"]
    back = ask("event_from_trf", trf=text, id="imported")["result"]["event"]
    assert back["id"] == "imported" and len(back["rounds"]) == 2
    paired = ask("event_pair_next", event=back)
    assert paired["ok"] and len(paired["result"]["event"]["rounds"]) == 3
    answer = ask("event_from_trf", trf="001 x")
    assert answer["error"]["code"] == "invalid_trf" and answer["error"]["field"] == "args.trf"


# -------------------------------------------------------------------------------------------- bad input


NAMES = st.text(alphabet="abcdefghij XYZ", min_size=0, max_size=6)
SMALL = st.one_of(st.integers(min_value=1, max_value=4), st.integers(min_value=-1, max_value=7))
ROUND = st.integers(min_value=1, max_value=3)
PLAYER = st.integers(min_value=1, max_value=6)
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=3), st.lists(st.integers(0, 3),
                                                                                             max_size=2))


def maybe(value_strategy):
    """Mostly a plausible value, sometimes junk."""
    return st.integers(0, 9).flatmap(lambda k: JUNK if k == 0 else value_strategy)


OPERATIONS = st.one_of(
    st.builds(lambda n, r, t: {"op": "add_player", "player": {"name": n, "rating": r, "title": t}},
              maybe(NAMES), maybe(st.integers(0, 2500)), st.sampled_from(["", "GM", "IM", "WFM"])),
    st.builds(lambda p, r: {"op": "edit_player", "player": p, "changes": {"rating": r}}, maybe(SMALL),
              maybe(st.integers(0, 2500))),
    st.builds(lambda p, t: {"op": "edit_player", "player": p, "changes": {"tpn": t}}, maybe(SMALL), maybe(SMALL)),
    st.builds(lambda p: {"op": "remove_player", "player": p}, maybe(SMALL)),
    st.builds(lambda n, m: {"op": "late_entry", "player": {"name": n}, "missed_points": m}, maybe(NAMES),
              maybe(st.sampled_from(["zero", "half"]))),
    st.builds(lambda p, r: {"op": "withdraw", "player": p, "round": r}, maybe(SMALL), maybe(SMALL)),
    st.builds(lambda p: {"op": "cancel_withdrawal", "player": p}, maybe(SMALL)),
    st.builds(lambda p, r, k: {"op": "request_bye", "player": p, "round": r, "points": k}, maybe(SMALL), maybe(SMALL),
              maybe(st.sampled_from(["half", "full", "zero"]))),
    st.builds(lambda p, r: {"op": "cancel_bye", "player": p, "round": r}, maybe(SMALL), maybe(SMALL)),
    st.builds(lambda r: {"op": "set_rounds", "rounds": r}, maybe(SMALL)),
    st.builds(lambda m: {"op": "update_settings", "mode": m}, maybe(st.sampled_from(event.MODES))),
    st.builds(lambda s, p: {"op": "set_scoring", "system": s, "points": {"pab": p}},
              maybe(st.sampled_from(["chess", "football", "win_loss", "custom"])), maybe(st.integers(0, 30))),
    st.builds(lambda ps, k: {"op": "add_restriction", "players": ps, "kind": k}, st.lists(maybe(SMALL), max_size=3),
              maybe(st.sampled_from(event.RESTRICTION_KINDS))),
    st.builds(lambda i: {"op": "remove_restriction", "id": i}, maybe(SMALL)),
    st.builds(lambda r, b, res: {"op": "set_result", "round": r, "board": b, "result": res}, maybe(ROUND),
              maybe(ROUND), maybe(st.sampled_from(event.RESULTS))),
    st.just({"op": "pair_next"}),
    st.just({"op": "pair_next"}),
    st.builds(lambda d: {"op": "unpair_latest", "discard_results": d}, maybe(st.booleans())),
    st.builds(lambda r, a, b: {"op": "swap_players", "round": r, "players": [a, b]}, maybe(ROUND), maybe(PLAYER),
              maybe(PLAYER)),
    st.builds(lambda r, b, w, k: {"op": "set_board", "round": r, "board": b, "white": w, "black": k}, maybe(ROUND),
              maybe(ROUND), maybe(PLAYER), maybe(PLAYER)),
    st.builds(lambda r, p: {"op": "set_pab", "round": r, "player": p}, maybe(ROUND), maybe(st.one_of(st.none(), PLAYER))),
    st.dictionaries(st.sampled_from(["op", "player", "round", "board", "result", "rounds", "x"]), JUNK, max_size=4),
    JUNK,
)


def finish_all(doc):
    """Results on every open board, so that pairing can go on in the random runs too."""
    if doc["rounds"]:
        r = len(doc["rounds"])
        for b, board in enumerate(doc["rounds"][-1]["boards"], 1):
            if board["result"] is None:
                doc = event.apply(doc, {"op": "set_result", "round": r, "board": b, "result": "1-0"}).event
    return doc


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(event.MODES), st.integers(0, 2),
       st.lists(st.tuples(OPERATIONS, st.integers(0, 3).map(lambda k: k == 0)), min_size=1, max_size=30))
def test_random_operations_never_corrupt_the_document(mode, played_rounds, steps):
    doc = make(FIVE, rounds=4, mode=mode)
    for _ in range(played_rounds):
        doc = finish_all(event.apply(doc, {"op": "pair_next"}).event)
    for operation, finish in steps:
        snapshot = copy.deepcopy(doc)
        try:
            result = event.apply(doc, operation)
        except EventError as exc:
            assert exc.code != "internal", exc.as_error()
            assert exc.message and exc.message[-1] in ".)", exc.as_error()
            assert doc == snapshot
            continue
        assert doc == snapshot  # the input is never mutated
        event.validate(result.event)
        json.dumps(result.event, allow_nan=False)
        doc = finish_all(result.event) if finish else result.event
    text, _ = event.to_trf(doc)
    again = event.from_trf(text).event
    assert len(again["players"]) == len(doc["players"])
    assert len(again["rounds"]) == event._complete_rounds(doc)


PLAYED_DOC = run(run(make(), {"op": "pair_next"}), {"op": "set_result", "round": 1, "board": 1, "result": "1-0"},
                 {"op": "set_result", "round": 1, "board": 2, "result": "0-1"}, {"op": "pair_next"})


MANUAL = st.one_of(
    st.builds(lambda a, b: {"op": "swap_players", "round": 2, "players": [a, b]}, PLAYER, PLAYER),
    st.builds(lambda b, w, k: {"op": "set_board", "round": 2, "board": b, "white": w, "black": k}, ROUND, PLAYER,
              PLAYER),
    st.builds(lambda p: {"op": "set_pab", "round": 2, "player": p}, st.one_of(st.none(), PLAYER)),
    st.builds(lambda b, res: {"op": "set_result", "round": 2, "board": b, "result": res}, ROUND,
              st.sampled_from(event.RESULTS)),
    st.builds(lambda p: {"op": "request_bye", "player": p, "round": 3, "points": "half"}, PLAYER),
    st.just({"op": "pair_next"}),
)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(MANUAL, min_size=1, max_size=20))
def test_random_manual_changes_keep_the_document_valid(steps):
    doc = PLAYED_DOC
    for operation in steps:
        snapshot = copy.deepcopy(doc)
        try:
            result = event.apply(doc, operation)
        except EventError as exc:
            assert exc.code != "internal", exc.as_error()
            assert doc == snapshot
            continue
        assert doc == snapshot
        event.validate(result.event)
        doc = result.event
        for change in doc["rounds"][1]["manual"]:
            assert change["text"] and isinstance(change["warnings"], list)
    text, _ = event.to_trf(finish_all(doc) if not event._unplaced(doc, len(doc["rounds"])) else doc)
    parse_trf(text)


@settings(max_examples=150)
@given(st.recursive(JUNK, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                 st.dictionaries(st.sampled_from(event.TOP_KEYS + ("op",)), inner,
                                                                 max_size=4)), max_leaves=12))
def test_random_documents_are_refused_with_a_structured_error(junk):
    snapshot = copy.deepcopy(junk)
    with pytest.raises(EventError):
        event.apply(junk, {"op": "pair_next"})
    assert junk == snapshot


@settings(max_examples=100)
@given(st.sampled_from(["players", "rounds", "settings", "restrictions", "log"]), st.integers(0, 3),
       st.sampled_from(["id", "name", "rating", "white", "result", "pab", "mode", "players", "seq", "boards"]), JUNK)
def test_a_document_damaged_anywhere_is_refused_or_still_valid(section, index, key, value):
    doc = copy.deepcopy(PLAYED_DOC)
    target = doc[section]
    if isinstance(target, list):
        if not target:
            return
        target = target[index % len(target)]
        if key == "boards" and "boards" in target and target["boards"]:
            target = target["boards"][0]
            key = "result"
    target[key] = value
    try:
        event.validate(doc)
    except EventError as exc:
        assert exc.code != "internal" and exc.field and exc.field.startswith("event")
        return
    event.apply(doc, {"op": "set_rounds", "rounds": 5})



def test_mpa_comment_names_round_and_pairing_numbers():
    with open(os.path.join(GOLDEN, "version-1.json"), encoding="utf-8") as f:
        stored = json.load(f)
    lines = [line for line in event.to_trf(stored)[0].splitlines() if line.startswith("###")]
    assert len(lines) == 1 and re.match(r"### MPA @ Round 2: boards \d+-\d+, \d+-\d+ instead of the engine's", lines[0])


# -------------------------------------------------------------------------------------- pairing systems


def add_players(doc, count):
    return run(doc, *({"op": "add_player", "player": {"name": name, "rating": rating}} for name, rating in FIVE[:count]))



def test_a_new_event_names_its_system_with_every_option_filled():
    doc = event.new_event({"id": "x", "system": "knockout", "options": {"third_place": True}})
    assert doc["settings"]["system"] == "knockout" and doc["settings"]["mode"] == "fide"
    assert doc["settings"]["options"] == {"third_place": True, "double_elimination": False}
    assert event.new_event({"id": "y"})["settings"]["system"] == "dutch"


@pytest.mark.parametrize("args, field, code", [
    ({"system": "swiss"}, "operation.system", "wrong_value"),
    ({"system": "knockout", "options": {"third": True}}, "operation.options.third", "unknown_field"),
    ({"system": "knockout", "options": {"third_place": 1}}, "operation.options.third_place", "wrong_type"),
    ({"system": "round_robin", "options": {"cycles": 3}}, "operation.options.cycles", "wrong_value"),
    ({"system": "round_robin", "options": {"cycles": True}}, "operation.options.cycles", "wrong_value"),
    ({"system": "magic_swiss", "options": {"seed": -1}}, "operation.options.seed", "out_of_range"),
    ({"system": "magic_swiss", "mode": "fide"}, "operation.mode", "wrong_mode"),
])
def test_a_bad_system_or_option_is_named(args, field, code):
    with pytest.raises(EventError) as info:
        event.new_event({"id": "x", **args})
    assert (info.value.field, info.value.code) == (field, code)


def test_a_stored_document_must_hold_every_option_of_its_system():
    doc = event.new_event({"id": "x", "system": "round_robin"})
    del doc["settings"]["options"]["cycles"]
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.field == "event.settings.options.cycles" and info.value.code == "missing"


def test_set_system_changes_system_options_and_mode_before_round_one_only():
    doc = event.new_event({"id": "x"})
    outcome = event.apply(doc, {"op": "set_system", "system": "magic_swiss", "options": {"seed": 7}})
    settings = outcome.event["settings"]
    assert (settings["system"], settings["mode"], settings["options"]) == ("magic_swiss", "magic",
                                                                           {"seed": 7, "top_cut": 8})
    assert "mode changes" in outcome.warnings[0]
    with pytest.raises(EventError) as info:
        event.apply(outcome.event, {"op": "update_settings", "mode": "fide"})
    assert info.value.code == "wrong_mode"
    paired = event.apply(add_players(event.new_event({"id": "y", "rounds": 3}), 4), {"op": "pair_next"}).event
    with pytest.raises(EventError) as info:
        event.apply(paired, {"op": "set_system", "system": "round_robin"})
    assert info.value.code == "already_started"


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
