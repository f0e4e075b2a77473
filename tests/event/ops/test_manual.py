"""Manual pairing changes of the latest round (swap_players, set_board, set_pab in event/ops/manual.py): each of
the warnings the page shows before a change is applied comes from the engine, the change is recorded in the
round and the TRF export, and it restricts no later round."""

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from swisspair import bridge, event, systems
from swisspair.document.errors import EventError
from swisspair.trf import parse_trf
from tests.event.helpers import (
    FIVE, PLAYED_DOC, PLAYER, ROUND, fails, finish_all, finish_round, make, names, pairs, run
)
from swisspair.document.names import RESULTS
from swisspair.document.readers import pairing_numbers, unplaced_players
from tests.systems.cs_major.helpers import make as major, play as play_major
from tests.systems.magic_swiss.helpers import make as magic_event, play as play_magic

SIX = FIVE + [("Finn", 1600)]


def warned(result, start):
    return [w for w in result.warnings if w.startswith(start)]


def three_rounds_of_six(rounds):
    """Six players, rounds 1 and 2 won by White: Cleo (3) has 2 points from two whites, Finn (6) 0 from two
    blacks; round 3 is paired and is the last round when `rounds` is 3."""
    doc = run(make(SIX, rounds=rounds), {"op": "pair_next"})
    doc = run(finish_round(doc), {"op": "pair_next"})
    doc = run(finish_round(doc), {"op": "pair_next"})
    assert [b["white"] for b in doc["rounds"][0]["boards"]] == [1, 5, 3]
    assert [b["white"] for b in doc["rounds"][1]["boards"]] == [3, 4, 2]
    return doc


# -------------------------------------------------------------------------------------------- the warnings


def test_a_rematch_is_warned_with_its_round_and_rule():
    doc = run(make(FIVE[:4], rounds=3), {"op": "pair_next"})
    doc = run(finish_round(doc), {"op": "pair_next"})
    (w1, b1), (w2, b2) = pairs(doc)[0]
    # Of the two other ways to pair four players, one re-creates both round-1 pairs.
    results = [event.apply(doc, {"op": "swap_players", "round": 2, "players": swap}) for swap in ([b1, b2], [w1, b2])]
    [result] = [result for result in results if warned(result, "Rematch")]
    rematches = warned(result, "Rematch:")
    assert len(rematches) == 2 and all("in round 1 (C.04.1 b; C.04.3 C1)." in w for w in rematches)


def test_colour_difference_beyond_two_and_three_in_a_row_are_warned_before_the_last_round():
    doc = three_rounds_of_six(rounds=5)
    result = event.apply(doc, {"op": "set_board", "round": 3, "board": 1, "white": 3, "black": 5})
    assert "Colour rule: Cleo would have a colour difference of +3 (C.04.1 f)." in result.warnings
    assert "Colour rule: Cleo would have white three times in a row (C.04.1 g)." in result.warnings
    # Swapping a board whose players both got their preference gives both the other colour (C12).
    white, black = pairs(doc)[0][0]
    result = event.apply(doc, {"op": "swap_players", "round": 3, "players": [white, black]})
    assert any(w.startswith("Colours: both") and w.endswith("(C.04.3 C12).") for w in result.warnings)


def test_in_the_last_round_only_topscorers_may_break_the_colour_rules():
    """C.04.3 lifts C.04.1 f and g only for topscorers (over half the maximum score) in the last round (C10, C11
    only minimise them there); everyone else keeps them, so their breach is still warned."""
    doc = three_rounds_of_six(rounds=3)
    top = event.apply(doc, {"op": "set_board", "round": 3, "board": 1, "white": 3, "black": 5})
    assert not warned(top, "Colour rule")  # Cleo: 2 of 2 points
    bottom = event.apply(doc, {"op": "set_board", "round": 3, "board": 3, "white": 4, "black": 6})
    assert warned(bottom, "Colour rule") == ["Colour rule: Finn would have a colour difference of -3 (C.04.1 f).",
                                             "Colour rule: Finn would have black three times in a row (C.04.1 g)."]


def test_colour_rules_are_not_warned_where_colours_mean_nothing():
    doc = three_rounds_of_six(rounds=5)
    for mode in ("magic", "esports"):
        other = run(doc, {"op": "update_settings", "mode": mode})
        result = event.apply(other, {"op": "set_board", "round": 3, "board": 3, "white": 4, "black": 6})
        assert not warned(result, "Colour"), mode


def test_a_second_bye_is_warned_after_a_bye_or_a_win_without_playing_but_not_after_a_half_point_bye():
    doc = run(make(), {"op": "pair_next"})  # five players: Eve has the bye of round 1
    assert pairs(doc)[1] == 5
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "+-"},
              {"op": "set_result", "round": 1, "board": 2, "result": "1-0"}, {"op": "pair_next"})
    forfeit_winner = pairs(doc, 1)[0][0][0]
    for pid in (5, forfeit_winner):
        result = event.apply(doc, {"op": "set_pab", "round": 2, "player": pid})
        assert warned(result, "Second bye:") == [
            f"Second bye: {names(doc)[pid]} already had the pairing-allocated bye or a win without playing "
            "(C.04.1 d; C.04.3 C2, Art. 4)."]

    # A half-point bye is not a win's points without playing (Art. 4): no second bye.
    doc = run(make(SIX), {"op": "request_bye", "player": 6, "round": 1, "points": "half"}, {"op": "pair_next"})
    doc = run(finish_round(doc), {"op": "pair_next"})
    assert pairs(doc)[1] is None
    result = event.apply(doc, {"op": "set_pab", "round": 2, "player": 6})
    assert not warned(result, "Second bye")


def test_a_forbidden_pair_is_warned_with_its_restriction():
    doc = run(make(FIVE[:4], rounds=3), {"op": "add_restriction", "players": [1, 2], "kind": "siblings",
                                         "label": "the Berg twins"}, {"op": "pair_next"})
    assert frozenset((1, 2)) not in {frozenset(pair) for pair in pairs(doc)[0]}
    partner = next(b if w == 1 else w for w, b in pairs(doc)[0] if 1 in (w, b))
    result = event.apply(doc, {"op": "swap_players", "round": 1, "players": [partner, 2]})
    restrictions = warned(result, "Restriction:")
    assert len(restrictions) == 1 and "must not meet (the Berg twins;" in restrictions[0]


def test_players_left_without_a_board_are_warned():
    doc = run(make(FIVE[:4], rounds=3), {"op": "pair_next"})
    (a, b), _ = pairs(doc)[0]
    result = event.apply(doc, {"op": "set_pab", "round": 1, "player": a})
    assert result.warnings[-1] == f"Without a board or bye: {names(doc)[b]}."
    assert result.event["rounds"][0]["manual"][-1]["players"] == sorted({a, b})


# -------------------------------------------------------------------------------------------- the record


def test_the_page_previews_a_change_with_event_apply_which_stores_nothing():
    """The page asks event_apply for the would-be event and shows its warnings; only on confirmation does it
    store that very document. The engine keeps no state, so the preview cannot drift from what is applied."""
    doc = run(make(FIVE[:4], rounds=3), {"op": "pair_next"})
    doc = run(finish_round(doc), {"op": "pair_next"})
    before = copy.deepcopy(doc)
    (w1, b1), (w2, b2) = pairs(doc)[0]
    answer = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
        "op": "swap_players", "round": 2, "players": [b1, b2]}}})
    assert answer["ok"] and doc == before
    preview = answer["result"]
    change = preview["event"]["rounds"][1]["manual"][-1]
    assert change["warnings"] == preview["warnings"]
    assert change == {"change": "swap", "text": f"{names(doc)[b1]} and {names(doc)[b2]} swapped places",
                      "warnings": preview["warnings"], "players": sorted((b1, b2))}
    assert pairs(preview["event"])[0] == [(w1, b2), (w2, b1)]


def test_moving_a_player_to_the_bye_puts_the_bye_player_on_their_board():
    doc = run(make(), {"op": "pair_next"})
    (white, black), bye = pairs(doc)[0][0], pairs(doc)[1]
    result = event.apply(doc, {"op": "swap_players", "round": 1, "players": [black, bye]})
    assert pairs(result.event)[0][0] == (white, bye) and pairs(result.event)[1] == black
    name = names(doc)
    assert result.event["rounds"][0]["manual"][-1]["text"] == (f"{name[black]} takes the bye; {name[bye]} plays "
                                                               "board 1 with black instead")
    text, _ = event.to_trf(finish_round(result.event))
    numbers = pairing_numbers(doc)
    mpa = [line for line in text.splitlines() if line.startswith("### MPA @ Round 1:")]
    assert len(mpa) == 1 and f"bye {numbers[black]} instead of the engine's {numbers[bye]}" in mpa[0]


def test_the_next_round_pairs_as_if_the_changed_round_had_been_paired_so():
    """A change by hand is history of who met, nothing more: pairing the next round gives the same boards as for
    the same games with no manual change recorded, and adds no restriction."""
    ten = [(f"Player {k}", 2000 - 37 * k) for k in range(10)]
    doc = run(make(ten, rounds=5), {"op": "pair_next"})
    doc = run(finish_round(doc, ("1-0", "1/2-1/2", "0-1")), {"op": "pair_next"})
    (w1, b1), (w2, b2) = pairs(doc)[0][:2]
    changed = run(doc, {"op": "swap_players", "round": 2, "players": [b1, b2]})
    changed = finish_round(changed, ("0-1", "1-0"))
    plain = copy.deepcopy(changed)
    rnd = plain["rounds"][1]
    rnd["manual"] = []
    rnd["engine"] = {"boards": [[b["white"], b["black"]] for b in rnd["boards"]], "pab": rnd["pab"]}
    assert changed["restrictions"] == []
    assert pairs(run(changed, {"op": "pair_next"})) == pairs(run(plain, {"op": "pair_next"}))


def test_pairs_the_change_broke_up_may_meet_in_the_next_round():
    """Four players, three rounds, FIDE mode (no rematch ever): after the round-2 swap, the only pairing left for
    round 3 is the one the engine first made for round 2, which the swap broke up."""
    doc = run(make(FIVE[:4], rounds=3, mode="fide"), {"op": "pair_next"})
    doc = run(finish_round(doc), {"op": "pair_next"})
    engine_round_2 = {frozenset(pair) for pair in pairs(doc)[0]}
    (w1, b1), (w2, b2) = pairs(doc)[0]
    for swap in ([b1, b2], [w1, b2]):
        result = event.apply(doc, {"op": "swap_players", "round": 2, "players": swap})
        if not warned(result, "Rematch"):
            break
    doc = run(finish_round(result.event), {"op": "pair_next"})
    assert {frozenset(pair) for pair in pairs(doc)[0]} == engine_round_2


def test_systems_with_a_fixed_schedule_refuse_changes_by_hand():
    for system, reason in (("round_robin", "Berger tables (C.05, Annex 1)"), ("knockout", "bracket"),
                           ("arena", "paired as players finish")):
        doc = run(make(FIVE[:4], rounds=3), {"op": "set_system", "system": system})
        for operation in ({"op": "swap_players", "round": 1, "players": [1, 2]},
                          {"op": "set_board", "round": 1, "board": 1, "white": 1, "black": 2},
                          {"op": "set_pab", "round": 1, "player": 1}):
            with pytest.raises(EventError) as info:
                event.apply(doc, operation)
            assert info.value.code == "fixed_schedule" and reason in info.value.message, system


# -------------------------------------------------------------------------------------------- what may change


def test_the_scope_says_what_the_page_may_offer():
    def scope(doc):
        answer = bridge.handle({"id": 1, "op": "event_manual_scope", "args": {"event": doc}})
        assert answer["ok"], answer
        return answer["result"]

    doc = make(FIVE[:4], rounds=3)
    assert scope(doc) == {"round": None, "allowed": False, "reason": "No round is paired yet.", "unplaced": [],
                          "said": {"text": "No round is paired yet.", "key": "round.none_paired", "params": {}}}
    doc = run(doc, {"op": "pair_next"})
    assert scope(doc) == {"round": 1, "allowed": True, "reason": None, "said": None, "unplaced": []}
    (a, b), _ = pairs(doc)[0]
    assert scope(run(doc, {"op": "set_pab", "round": 1, "player": a}))["unplaced"] == [b]
    fixed = scope(run(make(FIVE[:4], rounds=3), {"op": "set_system", "system": "round_robin"}))
    assert not fixed["allowed"] and "Berger tables" in fixed["reason"]
    assert fixed["said"] == {"text": fixed["reason"], "key": "manual.fixed_schedule",
                             "params": {"reason_msg": "manual.berger_tables"}}


def test_teams_out_of_a_cs_major_round_are_neither_unplaced_nor_placed_by_hand():
    doc = major()
    rng = random.Random(9)
    for _ in range(3):
        doc = play_major(doc, rng)
    doc = run(doc, {"op": "pair_next"})
    playing = {pid for b in doc["rounds"][-1]["boards"] for pid in (b["white"], b["black"])}
    out = sorted({p["id"] for p in doc["players"]} - playing)
    assert len(out) == 4 and event.manual_scope(doc)["unplaced"] == []
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "set_board", "round": 4, "board": 1, "white": out[0], "black": sorted(playing)[0]})
    assert info.value.code == "absent_player" and "out of this round" in info.value.message
    swapped = event.apply(doc, {"op": "swap_players", "round": 4, "players": [doc["rounds"][-1]["boards"][0]["white"],
                                                                                doc["rounds"][-1]["boards"][1]["white"]]})
    assert swapped.event["rounds"][-1]["manual"][-1]["change"] == "swap"


def test_a_magic_top_cut_is_not_changed_by_hand():
    rng = random.Random(2)
    doc = magic_event(8, top_cut=4)
    for _ in range(3):
        doc = play_magic(doc, rng)
    white, black = doc["rounds"][-1]["boards"][0]["white"], doc["rounds"][-1]["boards"][0]["black"]
    doc = run(doc, {"op": "set_result", "round": 3, "board": 1, "result": None})
    assert event.manual_scope(doc)["allowed"]  # a Swiss round: changes allowed, and no colour warnings
    assert not warned(event.apply(doc, {"op": "swap_players", "round": 3, "players": [white, black]}), "Colour")
    doc = run(doc, {"op": "set_result", "round": 3, "board": 1, "result": "1-0", "games": [2, 0, 0]},
              {"op": "pair_next"})
    scope = event.manual_scope(doc)
    assert not scope["allowed"] and "MTR 10.4" in scope["reason"] and scope["unplaced"] == []
    board = doc["rounds"][-1]["boards"][0]
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "swap_players", "round": 4, "players": [board["white"], board["black"]]})
    assert info.value.code == "fixed_schedule"


# -------------------------------------------------------------------------------------------- the operations


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


MANUAL = st.one_of(
    st.builds(lambda a, b: {"op": "swap_players", "round": 2, "players": [a, b]}, PLAYER, PLAYER),
    st.builds(lambda b, w, k: {"op": "set_board", "round": 2, "board": b, "white": w, "black": k}, ROUND, PLAYER,
              PLAYER),
    st.builds(lambda p: {"op": "set_pab", "round": 2, "player": p}, st.one_of(st.none(), PLAYER)),
    st.builds(lambda b, res: {"op": "set_result", "round": 2, "board": b, "result": res}, ROUND,
              st.sampled_from(RESULTS)),
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
    unplaced = unplaced_players(doc, len(doc["rounds"]), systems.get(doc["settings"]["system"]).sitting_out)
    text, _ = event.to_trf(finish_all(doc) if not unplaced else doc)
    parse_trf(text)
