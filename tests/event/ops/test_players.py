"""swisspair.event.ops.players: adding, editing, removing players, late entries, withdrawals, requested
byes and pairing numbers."""

from swisspair import event
from swisspair.trf import parse_trf
from tests.event.helpers import FIVE, fails, finish_round, make, pairs, run, trf_rounds, told
from swisspair.document.readers import pairing_numbers


def test_fixed_pairing_numbers_stay_and_the_others_fill_the_gaps():
    doc = run(make(), {"op": "edit_player", "player": 5, "changes": {"tpn": 1}})
    assert pairing_numbers(doc) == {5: 1, 1: 2, 2: 3, 3: 4, 4: 5}
    fails(doc, "duplicate", op="edit_player", player=1, changes={"tpn": 1})
    fails(doc, "out_of_range", op="edit_player", player=1, changes={"tpn": 6})
    doc = run(doc, {"op": "set_pairing_numbers", "order": [3, 1, 2, 5, 4]})
    assert pairing_numbers(doc) == {3: 1, 1: 2, 2: 3, 5: 4, 4: 5}
    # Removing a player closes the gap the fixed numbers would leave.
    doc = run(doc, {"op": "remove_player", "player": 1})
    assert pairing_numbers(doc) == {3: 1, 2: 2, 5: 3, 4: 4}
    assert fails(doc, "missing", op="set_pairing_numbers", order=[3, 2, 5]).player == 4
    doc = run(doc, {"op": "set_pairing_numbers", "order": None})
    assert pairing_numbers(doc) == {2: 1, 3: 2, 4: 3, 5: 4}


def test_players_are_added_and_removed_only_before_round_1(played):
    assert fails(played, "already_started", op="add_player", player={"name": "Fay"}).field == "operation.op"
    assert fails(played, "already_started", op="remove_player", player=2).player == 2
    assert fails(make(), "unknown_player", op="remove_player", player=9).player == 9
    assert fails(make(), "empty", op="add_player", player={"name": " "}).field == "operation.player.name"
    assert fails(make(), "wrong_type", op="add_player", player={"name": "X", "rating": "high"}).field == (
        "operation.player.rating")


def test_removing_a_player_drops_them_from_restrictions():
    doc = run(make(), {"op": "add_restriction", "players": [1, 2, 3], "kind": "club"},
              {"op": "add_restriction", "players": [4, 5], "kind": "siblings"})
    result = event.apply(doc, {"op": "remove_player", "player": 4})
    assert [r["players"] for r in result.event["restrictions"]] == [[1, 2, 3]]
    assert "only one player left" in told(result)[0]


def test_a_rating_correction_after_round_1_warns_that_numbers_change(played):
    result = event.apply(played, {"op": "edit_player", "player": 5, "changes": {"rating": 2500}})
    assert told(result) == ["Pairing numbers change for the rounds still to pair: Eve 5 → 1, Anna 1 → 2, "
                               "Ben 2 → 3, Cleo 3 → 4, Dan 4 → 5."]
    # The rounds already paired keep their players.
    assert result.event["rounds"] == played["rounds"]


def test_a_late_entry_misses_the_rounds_already_paired(played):
    doc = finish_round(played)
    late = event.apply(doc, {"op": "late_entry", "player": {"name": "Fay", "rating": 2050}, "missed_points": "half"})
    fay = late.event["players"][-1]
    assert (fay["id"], fay["joined_round"], fay["late_points"]) == (6, 3, "half")
    assert told(late) == ["Pairing numbers change for the rounds still to pair: Ben 2 → 3, Cleo 3 → 4, Dan 4 → 5, "
                             "Eve 5 → 6."]
    numbers = pairing_numbers(late.event)
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
    eve = pairing_numbers(doc)[5]
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
    assert "round(s) 3 are cancelled" in told(result)[0]


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
    numbers = pairing_numbers(doc)
    doc = finish_round(doc)
    text, _ = event.to_trf(doc)
    ben = parse_trf(text).player(numbers[2])
    assert ben.rounds[0].result.value == "H" and ben.points == 5
