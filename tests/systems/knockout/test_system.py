"""systems/knockout/system.py: a knockout event in the document: seeded by rating, byes to the top seeds,
one event round per wave of games, a drawn game's tie-break game in its own round with colours reversed,
third place, double elimination, the planned rounds, the bracket and the result for the page."""

import copy
import doctest

import pytest

from swisspair import bridge, event
from swisspair.document.errors import EventError
from swisspair.systems.knockout import system as knockout_system
from tests.systems.knockout.helpers import SIX, make, pair, results


def games(doc, r):
    return [(b["white"], b["black"]) for b in doc["rounds"][r - 1]["boards"]]


def call(op, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert answer["ok"], answer
    return answer["result"]


def test_six_players_top_seeds_get_the_byes_and_a_draw_goes_to_a_reversed_tiebreak_game():
    doc = make()
    assert doc["settings"]["rounds"] == 3  # quarter-finals (with 2 byes), semi-finals, final
    doc = pair(doc)
    # Bracket of 8: 1 v bye, 4 v 5, 2 v bye, 3 v 6; the better seed has White.
    assert games(doc, 1) == [(4, 5), (3, 6)]
    doc = results(doc, "1/2-1/2", "1-0")
    assert doc["settings"]["rounds"] == 4  # the draw adds a round
    doc = pair(doc)
    # Round 2: the semi-final whose players are known, and the tie-break game with colours reversed.
    assert games(doc, 2) == [(5, 4), (2, 3)]
    doc = results(doc, "1/2-1/2", "0-1")
    assert doc["settings"]["rounds"] == 5
    doc = pair(doc)
    assert games(doc, 3) == [(4, 5)]  # reversed again, until decisive
    doc = results(doc, "0-1")
    doc = pair(doc)
    assert games(doc, 4) == [(1, 5)]
    doc = results(doc, "1-0")
    doc = pair(doc)
    assert games(doc, 5) == [(1, 3)]
    doc = results(doc, "0-1")
    assert doc["settings"]["rounds"] == 5
    with pytest.raises(EventError) as info:
        pair(doc)
    assert info.value.code == "finished" and "Cleo won" in info.value.message
    result = call("event_standings", event=doc)
    assert result["system"] == "knockout" and result["finished"]
    assert [(p["first"], p["last"], p["player"], p["result"]) for p in result["places"]] == [
        (1, 1, 3, "winner"), (2, 2, 1, "lost the final"), (3, 4, 2, "lost the semi-final"),
        (3, 4, 5, "lost the semi-final"), (5, 6, 4, "lost the quarter-final"), (5, 6, 6, "lost the quarter-final")]


def test_the_bracket_view_shows_byes_tiebreak_games_with_their_rounds_and_the_winner():
    doc = results(pair(results(pair(make()), "1/2-1/2", "1-0")), "1-0", "1-0")
    view = call("event_format_view", event=doc)
    matches = {m["key"]: m for m in view["matches"]}
    assert matches["W1.1"]["bye"] and matches["W1.1"]["winner"] == 1
    assert matches["W1.2"]["games"] == [
        {"white": 4, "black": 5, "result": "1/2-1/2", "round": 1, "tiebreak": False},
        {"white": 5, "black": 4, "result": "1-0", "round": 2, "tiebreak": True}]
    assert matches["W1.2"]["winner"] == 5 and matches["W1.2"]["stage"] == "Quarter-final"
    assert matches["W3.1"]["stage"] == "Final" and view["champion"] is None


def test_third_place_match_is_played_beside_the_final():
    doc = make(SIX[:4], third_place=True)
    doc = results(pair(doc), "1-0", "1-0")
    doc = pair(doc)
    assert games(doc, 2) == [(1, 2), (3, 4)]  # the final, then third place between the semi-final losers
    doc = results(doc, "0-1", "1-0")
    places = call("event_standings", event=doc)["places"]
    assert [(p["first"], p["player"], p["result"]) for p in places] == [
        (1, 2, "winner"), (2, 1, "lost the final"), (3, 3, "won the third-place match"),
        (4, 4, "lost the third-place match")]


def test_double_elimination_runs_to_a_winner_with_everyone_placed():
    doc = make(SIX[:4], double_elimination=True)
    guard = 0
    while True:
        try:
            doc = pair(doc)
        except EventError as exc:
            assert exc.code == "finished"
            break
        # The worse seed wins every game: the losers' champion then forces the grand final's reset.
        codes = []
        for white, black in games(doc, len(doc["rounds"])):
            codes.append("1-0" if white > black else "0-1")
        doc = results(doc, *codes)
        guard += 1
        assert guard < 20
    result = call("event_standings", event=doc)
    assert result["finished"] and sorted(p["player"] for p in result["places"]) == [1, 2, 3, 4]
    assert doc["settings"]["rounds"] == len(doc["rounds"])


def test_before_the_end_the_standings_name_who_is_still_in():
    doc = results(pair(make()), "1-0", "0-1")
    result = call("event_standings", event=doc)
    assert not result["finished"] and sorted(result["left"]) == [1, 2, 4, 6]


@pytest.mark.parametrize("code", ["1/2-0", "--", "0-1/2"])
def test_a_result_that_decides_no_game_is_refused(code):
    doc = pair(make())
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "set_result", "round": 1, "board": 1, "result": code})
    assert "knockout" in info.value.message and info.value.round == 1


def test_boards_changed_by_hand_are_refused():
    doc = pair(make())
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "swap_players", "round": 1, "players": [4, 3]})
    assert "knockout" in info.value.message


def test_unpairing_a_round_replays_the_bracket():
    doc = results(pair(make()), "1/2-1/2", "1-0")
    doc = pair(doc)
    back = event.apply(doc, {"op": "unpair_latest"}).event
    assert back["settings"]["rounds"] == 4 and games(pair(copy.deepcopy(back)), 2) == [(5, 4), (2, 3)]


def test_seeds_follow_pairing_numbers_rating_first():
    doc = make([("Low", 1000), ("High", 2000), ("Mid", 1500)])
    doc = pair(doc)
    assert games(doc, 1) == [(3, 1)]  # High (id 2) has the bye; Mid (3) v Low (1)


def test_third_place_and_double_elimination_together_are_refused():
    with pytest.raises(EventError) as info:
        make(third_place=True, double_elimination=True)
    assert info.value.field.endswith("options.third_place") and "third place" in info.value.message
    doc = event.new_event({"id": "x", "name": "X", "mode": "club"})
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "set_system", "system": "knockout",
                          "options": {"third_place": True, "double_elimination": True}})
    assert info.value.field == "operation.options.third_place"


def test_a_late_entry_cannot_join_the_bracket():
    doc = results(pair(make(SIX[:4])), "1-0", "1-0")
    doc = event.apply(doc, {"op": "late_entry", "player": {"name": "Zed", "rating": 1000}}).event
    with pytest.raises(EventError) as info:
        pair(doc)
    assert info.value.code == "late_entry" and "Zed" in info.value.message


def test_pairing_round_one_fixes_the_seeds_so_a_rating_correction_keeps_the_bracket():
    doc = pair(make())
    doc = event.apply(doc, {"op": "edit_player", "player": 6, "changes": {"rating": 2900}}).event
    doc = results(doc, "1-0", "0-1")
    assert games(pair(doc), 2) == [(1, 4), (2, 6)]  # Finn (id 6) keeps seed 6


def test_doctests():
    """The places as text (event_text for a knockout), pinned in the module's examples."""
    assert doctest.testmod(knockout_system).failed == 0


@pytest.mark.parametrize("later, value, code", [
    ({"white": 999}, 999, "unknown_player"),  # the replay looked the name up: KeyError
    ({"result": {}}, None, "wrong_value"),  # the replay cached on the result: TypeError, unhashable
])
def test_a_later_board_naming_an_absent_player_or_a_broken_result_is_refused_by_name(later, value, code):
    """Who sits out an earlier round is the bracket's to say, from every round: the later rounds are checked
    before the bracket is replayed, so a damaged one is named instead of failing inside the replay."""
    doc = pair(results(pair(make()), "1-0", "0-1"))
    doc = results(doc, *["1-0"] * len(doc["rounds"][1]["boards"]))
    doc = pair(doc)
    damaged = copy.deepcopy(doc)
    damaged["rounds"][2]["boards"][0].update(later)
    for op in ("event_validate", "event_standings", "event_round_view"):
        answer = bridge.handle({"id": 1, "op": op, "args": {"event": damaged}})
        assert answer["error"]["code"] == code, answer
        assert answer["error"]["field"].startswith("args.event.rounds[2].boards[0]")
        assert value is None or answer["error"]["player"] == value


def test_a_player_absent_from_their_next_game_is_refused_naming_the_round_as_the_bracket_does():
    doc = results(pair(make()), "1-0", "1-0")
    doc = event.apply(doc, {"op": "withdraw", "player": 1}).event  # Anna, due in a semi-final
    with pytest.raises(EventError) as refused:
        pair(doc)
    assert refused.value.message.startswith("Anna is due to play the semi-final but is absent or withdrawn")
    assert refused.value.params["round_msg"] == {"key": "knockout_round.semi_final", "params": {}}
