"""Merging two copies of an event: both directions give the same event, every disagreement is asked."""

from __future__ import annotations

import itertools
import json

import pytest

from swisspair import event, messages
from swisspair.event.merge import MergeRefused, merge, subject
from swisspair.document.errors import EventError

from tests.helpers import merge_copies
from tests.helpers.merge_copies import ANA, BEN

_clock = itertools.count()


def at() -> str:
    tick = next(_clock)
    return f"2026-12-02T10:{tick // 60:02d}:{tick % 60:02d}.000Z"


def act(doc, copy, op, **args):
    return merge_copies.act(doc, copy, op, at, **args)


def results(doc, copy, round_number, boards, result="1-0"):
    for board in boards:
        doc = act(doc, copy, "set_result", round=round_number, board=board, result=result)
    return doc


@pytest.fixture(scope="module")
def parted():
    """Twelve players, round 1 paired on Ana's copy, which Ben received as a link."""
    return merge_copies.parted(12, at)


def both_ways(ours, theirs, choices=None):
    one, other = merge(ours, theirs, choices), merge(theirs, ours, choices)
    assert one["conflicts"] == [] and other["conflicts"] == [], (one["conflicts"], other["conflicts"])
    assert one["event"] == other["event"]
    return one


def test_results_entered_on_two_copies_come_together_in_either_direction(parted):
    ana = results(parted, ANA, 1, [1, 2, 3])
    ben = act(parted, BEN, "name_copy", name="Ben")
    ben = results(ben, BEN, 1, [4, 5, 6], "0-1")
    merged = both_ways(ana, ben)
    boards = merged["event"]["rounds"][0]["boards"]
    assert [b["result"] for b in boards] == ["1-0"] * 3 + ["0-1"] * 3
    assert merged["summary"] == {ANA: ["3 results in round 1"], BEN: ["3 results in round 1"]}
    assert merged["copies"] == {ANA: "Ana", BEN: "Ben"}
    assert merged["copy_words"] == {ANA: {"key": "copies.named", "params": {"holder": "Ana"}},
                                    BEN: {"key": "copies.named", "params": {"holder": "Ben"}}}


def test_copies_that_merged_and_went_on_converge_again(parted):
    ana = results(parted, ANA, 1, [1, 2])
    ben = results(parted, BEN, 1, [3, 4])
    ana = both_ways(ana, ben)["event"]
    ana = results(ana, ANA, 1, [5])
    ben = results(ben, BEN, 1, [6])
    merged = both_ways(ana, ben)["event"]
    assert all(b["result"] == "1-0" for b in merged["rounds"][0]["boards"])
    assert merged == merge(merged, ben)["event"] == merge(ana, merged)["event"]


def test_the_same_board_given_two_results_is_asked_and_the_choice_holds_both_ways(parted):
    ana = results(parted, ANA, 1, [1])
    ben = results(parted, BEN, 1, [1], "0-1")
    asked = merge(ana, ben)
    [conflict] = asked["conflicts"]
    assert conflict["text"] == "Round 1, board 1 was changed on both copies differently."
    [seen_from_ben] = merge(ben, ana)["conflicts"]
    assert asked["event"] is None and (seen_from_ben["id"], seen_from_ben["text"]) == (conflict["id"], conflict["text"])
    assert [o["id"] for o in conflict["options"]] == [f"keep:{ANA}", f"keep:{BEN}"]  # this copy's first
    merged = both_ways(ana, ben, {conflict["id"]: f"keep:{BEN}"})
    assert merged["event"]["rounds"][0]["boards"][0]["result"] == "0-1"
    left_out = [e for e in merged["event"]["log"] if "left_out" in e]
    assert [e["by"] for e in left_out] == [ANA]
    # a later merge with Ana's old copy leaves her result out again, without asking
    assert merge(merged["event"], ana)["event"] == merged["event"]


def test_the_same_result_typed_on_both_copies_is_no_conflict(parted):
    merged = both_ways(results(parted, ANA, 1, [2]), results(parted, BEN, 1, [2]))
    assert merged["event"]["rounds"][0]["boards"][1]["result"] == "1-0"
    assert merged["left_out"] == [{"why": "The same change was made on both copies.", "lost": False,
                                   "key": "merge.why_repeated", "params": {},
                                   "changes": ["Round 1, board 2: Player 08 - Player 02 1-0."],
                                   "change_words": [{"key": "log.result", "params": {
                                       "number": "1", "board": "2", "white": "Player 08", "black": "Player 02",
                                       "result": "1-0"}}]}]


def test_a_correction_of_an_earlier_round_is_said_and_merged(parted):
    played = results(parted, ANA, 1, range(1, 7))
    ana = act(played, ANA, "pair_next")
    ben = act(played, BEN, "set_result", round=1, board=4, result="1/2-1/2")
    asked = merge(ana, ben)
    assert [c["id"] for c in asked["conflicts"]] == [f"unseen:2:{ANA}"]
    assert asked["summary"] == {ANA: ["paired round 2"], BEN: ["corrected board 4 of round 1"]}
    merged = both_ways(ana, ben, {f"unseen:2:{ANA}": "keep-changes"})
    assert len(merged["event"]["rounds"]) == 1 and merged["event"]["rounds"][0]["boards"][3]["result"] == "1/2-1/2"
    kept = both_ways(ana, ben, {f"unseen:2:{ANA}": "keep-pairing"})
    assert len(kept["event"]["rounds"]) == 2 and kept["event"]["rounds"][0]["boards"][3]["result"] == "1-0"


def test_a_withdrawal_on_one_copy_and_the_next_round_paired_on_the_other_is_asked(parted):
    played = results(parted, ANA, 1, range(1, 7))
    ana = act(played, ANA, "pair_next")
    ben = act(played, BEN, "withdraw", player=12)
    [conflict] = merge(ana, ben)["conflicts"]
    assert conflict["text"].startswith("Round 2 was paired on Ana without these changes made on the copy ben-ph")
    assert conflict["sides"][BEN] == [e["text"] for e in ben["log"][-1:]]
    dropped = both_ways(ana, ben, {conflict["id"]: "keep-changes"})["event"]
    assert dropped["rounds"][-1]["number"] == 1
    assert next(p for p in dropped["players"] if p["id"] == 12)["withdrawn_round"] == 2
    # pairing round 2 again after the merge leaves the withdrawn player out
    again = act(dropped, ANA, "pair_next")
    assert all(12 not in (b["white"], b["black"]) for b in again["rounds"][-1]["boards"])


def test_a_round_paired_on_one_copy_only_comes_with_its_results(parted):
    played = results(parted, ANA, 1, range(1, 7))
    ben = act(played, BEN, "pair_next")
    ben = results(ben, BEN, 2, [1, 2])
    merged = both_ways(played, ben)["event"]
    assert merged["rounds"] == ben["rounds"]


def test_a_round_paired_on_both_copies_alike_is_one_pairing_and_both_results_count(parted):
    played = results(parted, ANA, 1, range(1, 7))
    ana = results(act(played, ANA, "pair_next"), ANA, 2, [1, 2, 3])
    ben = results(act(played, BEN, "pair_next"), BEN, 2, [4, 5, 6])
    merged = both_ways(ana, ben)["event"]
    assert len(merged["rounds"]) == 2 and all(b["result"] for b in merged["rounds"][1]["boards"])


def test_a_round_paired_on_both_copies_differently_keeps_the_one_chosen(parted):
    played = results(parted, ANA, 1, range(1, 7))
    ana = results(act(played, ANA, "pair_next"), ANA, 2, [1])
    ben = act(played, BEN, "late_entry", player={"name": "Late Comer", "rating": 1500}, round=2)
    ben = results(act(ben, BEN, "pair_next"), BEN, 2, [2])
    conflicts = {c["id"]: c for c in merge(ana, ben)["conflicts"]}
    assert set(conflicts) == {"pairing:2", f"unseen:2:{ANA}"}
    # each side's pairing board by board, to compare before keeping one
    names = {p["id"]: p["name"] for p in ben["players"]}
    paired = ben["rounds"][1]
    assert conflicts["pairing:2"]["sides"][BEN] == [ben["log"][-2]["text"]] + [
        f"Board {n}: {names[b['white']]} - {names[b['black']]}" for n, b in enumerate(paired["boards"], 1)
    ] + [f"Bye: {names[paired['pab']]}"]
    ana_side = conflicts["pairing:2"]["sides"][ANA]
    assert len(ana_side) == 7 and ana_side[1].startswith("Board 1: ")
    merged = both_ways(ana, ben, {"pairing:2": f"keep:{BEN}", f"unseen:2:{ANA}": "keep-changes"})["event"]
    games = lambda rnd: [(b["white"], b["black"]) for b in rnd["boards"]]  # noqa: E731
    assert games(merged["rounds"][1]) == games(ben["rounds"][1])
    # Ana's board 1 is Ben's board 1 too: her result stays with the game
    assert [b["result"] for b in merged["rounds"][1]["boards"]] == ["1-0", "1-0", None, None, None, None]
    left_out = [(e["by"], e["op"], e["left_out"]) for e in merged["log"] if "left_out" in e]
    assert left_out == [(ANA, "pair_next", "Round 2 was paired differently on each copy; the pairing made on the copy "
                                           "ben-ph was kept.")]


GAMES = {1: (8, 1), 2: (10, 3), 3: (12, 5), 4: (2, 7), 5: (4, 9), 6: (6, 11)}  # Ana's round 2
# Ben's, with a late entry rated first: Ana's boards 1-3, her 4 and 5 as his 5 and 6, and his board 4 her bye's game
BENS = {1: (8, 1), 2: (10, 3), 3: (12, 5), 4: (6, 13), 5: (2, 7), 6: (4, 9)}


@pytest.fixture(scope="module")
def two_round_twos(parted):
    """Round 2 paired on both copies differently (Ben added a late entry first), with results on both: a game both
    pairings hold given the same result (board 1) and a different one (board 2), a shared game on another board
    number (Ana's 4 is Ben's 5), and a game only one pairing holds on each side (Ana's 6, Ben's 4)."""
    played = results(parted, ANA, 1, range(1, 7))
    ana = act(played, ANA, "pair_next")
    for board, result in {1: "1-0", 2: "1-0", 4: "0-1", 6: "1/2-1/2"}.items():
        ana = act(ana, ANA, "set_result", round=2, board=board, result=result)
    ben = act(act(played, BEN, "name_copy", name="Ben"), BEN, "late_entry",
              player={"name": "Late Comer", "rating": 2300}, round=2)
    ben = act(ben, BEN, "pair_next")
    for board, result in {1: "1-0", 2: "0-1", 4: "1-0"}.items():
        ben = act(ben, BEN, "set_result", round=2, board=board, result=result)
    assert {n: (b["white"], b["black"]) for n, b in enumerate(ana["rounds"][1]["boards"], 1)} == GAMES
    assert {n: (b["white"], b["black"]) for n, b in enumerate(ben["rounds"][1]["boards"], 1)} == BENS
    return ana, ben


def test_a_result_on_a_game_both_pairings_hold_differently_is_asked_side_by_side(two_round_twos):
    ana, ben = two_round_twos
    conflicts = {c["id"]: c for c in merge(ana, ben)["conflicts"]}
    assert set(conflicts) == {"pairing:2", f"unseen:2:{ANA}", "result:2:10:3"}
    asked = conflicts["result:2:10:3"]
    assert asked["text"] == "Round 2, Player 10 - Player 03 was given a different result on each copy."
    assert asked["sides"] == {ANA: ["Round 2, board 2: Player 10 - Player 03 1-0."],
                              BEN: ["Round 2, board 2: Player 10 - Player 03 0-1."]}
    assert [o["label"] for o in asked["options"]] == ["Keep 1-0 (entered on Ana)", "Keep 0-1 (entered on Ben)"]
    assert "(id" not in json.dumps(conflicts)


def test_results_on_games_both_pairings_hold_are_kept_whichever_pairing_is_kept(two_round_twos):
    ana, ben = two_round_twos
    choices = {"pairing:2": f"keep:{BEN}", f"unseen:2:{ANA}": "keep-changes", "result:2:10:3": f"keep:{ANA}"}
    bens = both_ways(ana, ben, choices)
    assert [b["result"] for b in bens["event"]["rounds"][1]["boards"]] == ["1-0", "1-0", None, "1-0", "0-1", None]
    assert {(said["why"], tuple(said["changes"])) for said in bens["left_out"]} == {
        ("The same change was made on both copies.", ("Round 2, board 1: Player 08 - Player 01 1-0.",)),
        ("Round 2 was paired differently on each copy; the pairing made on Ben was kept.",
         ("Round 2 paired: 6 board(s).",)),
        ("Round 2 was paired differently on each copy, and this game is not in the pairing kept (made on Ben): enter "
         "its result again on the game that player plays there.", ("Round 2, board 6: Player 06 - Player 11 1/2-1/2.",)),
        ("Round 2, Player 10 - Player 03 was given a different result on each copy; the result entered on Ana was "
         "kept.", ("Round 2, board 2: Player 10 - Player 03 0-1.",))}
    choices = {"pairing:2": f"keep:{ANA}", f"unseen:2:{ANA}": "keep-pairing", "result:2:10:3": f"keep:{BEN}"}
    anas = both_ways(ana, ben, choices)["event"]
    assert [b["result"] for b in anas["rounds"][1]["boards"]] == ["1-0", "0-1", None, "0-1", None, "1/2-1/2"]
    for merged in (bens["event"], anas):
        # each copy merging the merged event, or its own again, ends with the merged event
        assert merge(merged, ana)["event"] == merge(merged, ben)["event"] == merged
        assert merge(ana, merged)["event"] == merge(ben, merged)["event"] == merged


def test_a_result_moved_to_its_games_board_in_the_pairing_kept_waits_for_that_pairing(two_round_twos):
    """Ana entered her results before Ben paired: applied in time order they would come before the round they are
    on."""
    ana, ben = two_round_twos
    assert max(e.get("at", "") for e in ana["log"]) < max(e["at"] for e in ben["log"] if e["op"] == "pair_next")
    merged = both_ways(ana, ben, {"pairing:2": f"keep:{BEN}", f"unseen:2:{ANA}": "keep-changes",
                                  "result:2:10:3": f"keep:{BEN}"})["event"]
    moved = next(e for e in merged["log"] if e.get("by") == ANA and e["op"] == "set_result"
                 and e["args"]["round"] == 2 and "left_out" not in e)
    assert moved["args"]["board"] == 5 and moved["text"] == "Round 2, board 5: Player 02 - Player 07 0-1."
    assert merged["rounds"][1]["boards"][1]["result"] == "0-1"


def test_a_manual_swap_on_one_copy_merges_with_results_on_the_other(parted):
    ana = act(parted, ANA, "swap_players", round=1, players=[1, 2])
    ben = results(parted, BEN, 1, [5, 6])
    merged = both_ways(ana, ben)["event"]
    assert merged["rounds"][0]["manual"] == ana["rounds"][0]["manual"]
    assert [b["result"] for b in merged["rounds"][0]["boards"][4:]] == ["1-0", "1-0"]


def test_a_change_that_no_longer_applies_is_asked_and_can_be_left_out(parted):
    ana = act(parted, ANA, "unpair_latest")
    ben = results(parted, BEN, 1, [3])
    [conflict] = merge(ana, ben)["conflicts"]
    assert conflict["id"].startswith("fails:") and conflict["options"] == [
        {"id": "leave-out", "label": "Leave it out", "key": "merge.leave_out", "params": {}}]
    merged = both_ways(ana, ben, {conflict["id"]: "leave-out"})["event"]
    assert merged["rounds"] == []


def test_copies_of_an_event_from_before_the_record_merge_only_from_where_both_have_it(parted):
    old = event.new_event({"id": "old", "name": "Old"})
    one = act(old, ANA, "add_player", player={"name": "A", "rating": 1000})
    assert merge(one, old)["event"] == one  # the old copy did nothing since: nothing to ask
    other = dict(old, name="Renamed by an older SwissPair")
    with pytest.raises(MergeRefused, match="parted before SwissPair recorded"):
        merge(one, act(other, BEN, "add_player", player={"name": "B", "rating": 1000}))
    with pytest.raises(MergeRefused, match="two different events"):
        merge(one, parted)


def test_a_handed_over_copy_changes_nothing_until_it_takes_the_pen_back(parted):
    handed = act(parted, ANA, "hand_over")
    with pytest.raises(EventError, match="handed the event to a co-organiser"):
        act(handed, ANA, "set_result", round=1, board=1, result="1-0")
    ben = act(handed, BEN, "take_pen")
    assert ben["pen"]["holder"] == BEN and ben["pen"]["from"] == ANA
    ben = results(ben, BEN, 1, [1])
    with pytest.raises(EventError, match="has the pen for this event"):
        act(ben, ANA, "set_result", round=1, board=2, result="1-0")
    merged = both_ways(handed, ben)["event"]
    assert merged["pen"]["holder"] == BEN and merged["rounds"][0]["boards"][0]["result"] == "1-0"
    ben_named = act(ben, BEN, "name_copy", name="Ben van Dijk")
    with pytest.raises(EventError, match="^Ben van Dijk has the pen"):
        act(ben_named, ANA, "set_result", round=1, board=2, result="1-0")
    back = act(merged, ANA, "take_pen")
    assert back["pen"] == {"holder": ANA, "from": BEN, "since": back["modified"]}


def test_a_copys_own_replay_is_the_copy(parted):
    played = act(results(parted, ANA, 1, range(1, 7)), ANA, "pair_next")
    assert merge(played, parted)["event"] == played


def test_a_manual_swap_and_a_result_on_a_board_it_moves_are_asked_whatever_came_first(parted):
    for swap_first in (True, False):
        if swap_first:
            ana = act(parted, ANA, "swap_players", round=1, players=[1, 2])
            ben = results(parted, BEN, 1, [1, 6])
        else:
            ben = results(parted, BEN, 1, [1, 6])
            ana = act(parted, ANA, "swap_players", round=1, players=[1, 2])
        [conflict] = merge(ana, ben)["conflicts"]
        assert conflict["text"].endswith("moves players whose result was entered on the other copy.")
        assert conflict["sides"][BEN] == [e["text"] for e in ben["log"][-2:-1]]  # board 1 only: board 6 is not moved
        kept = both_ways(ana, ben, {conflict["id"]: "keep-change"})["event"]["rounds"][0]
        assert kept["manual"] and [b["result"] for b in kept["boards"]] == [None] * 5 + ["1-0"]
        results_kept = both_ways(ana, ben, {conflict["id"]: "keep-results"})["event"]["rounds"][0]
        assert results_kept["boards"] == ben["rounds"][0]["boards"]


def test_a_round_paired_alike_keeps_both_sides_results_whichever_copy_paired_first(parted):
    played = results(parted, ANA, 1, range(1, 7))
    ben = results(act(played, BEN, "pair_next"), BEN, 2, [4, 5, 6])
    ana = results(act(played, ANA, "pair_next"), ANA, 2, [1, 2, 3])
    merged = both_ways(ana, ben)["event"]
    assert all(b["result"] for b in merged["rounds"][1]["boards"])


@pytest.mark.parametrize("pairer", [ANA, BEN])
@pytest.mark.parametrize("pairer_typed_first", [True, False])
def test_results_typed_alike_on_both_copies_before_one_pairs_the_next_round_ask_nothing(parted, pairer,
                                                                                          pairer_typed_first):
    other = BEN if pairer == ANA else ANA
    begun = results(parted, ANA, 1, [1, 2, 3])

    def paired(doc):
        return results(act(results(doc, pairer, 1, [4, 5, 6]), pairer, "pair_next"), pairer, 2, [1, 2])

    if pairer_typed_first:
        pairs = paired(begun)
        typed = results(begun, other, 1, [4, 5, 6])
    else:
        typed = results(begun, other, 1, [4, 5, 6])
        pairs = paired(begun)
    merged = both_ways(typed, pairs)["event"]
    assert merged["rounds"] == pairs["rounds"]


def test_a_copy_whose_changes_were_all_left_out_or_only_named_it_has_nothing_said(parted):
    played = results(parted, ANA, 1, range(1, 7))
    ana = act(played, ANA, "pair_next")
    ben = act(act(played, BEN, "name_copy", name="Ben"), BEN, "late_entry",
              player={"name": "Late Comer", "rating": 1500}, round=2)
    kept = both_ways(ana, ben, {f"unseen:2:{ANA}": "keep-pairing"})["event"]
    again = merge(ana, kept)
    assert again["summary"] == {} and again["copies"] == {BEN: "Ben"}
    assert merge(played, act(played, BEN, "name_copy", name="Ben"))["summary"] == {}


def test_the_merge_names_every_change_it_leaves_out_with_why(parted):
    played = results(parted, ANA, 1, range(1, 7))
    ana = results(act(played, ANA, "pair_next"), ANA, 2, [1])
    ben = act(played, BEN, "set_result", round=1, board=4, result="1/2-1/2")
    merged = both_ways(ana, ben, {f"unseen:2:{ANA}": "keep-changes"})
    [pairing, result] = [e["text"] for e in ana["log"][-2:]]
    [pairing_words, result_words] = [{"key": e["key"], "params": e["params"]} for e in ana["log"][-2:]]
    assert [{k: v for k, v in said.items() if k not in ("key", "params")} for said in merged["left_out"]] == [
        {"why": "It depended on a change left out: the round must be between 1 and 1, but it is 2.",
         "changes": [result], "change_words": [result_words], "lost": True},
        {"why": "The changes made on the copy ben-ph were kept; round 2 was paired on Ana without them: pair it again "
                "after the merge.", "changes": [pairing], "change_words": [pairing_words], "lost": True}]
    assert [said["key"] for said in merged["left_out"]] == ["merge.why_depended", "merge.why_changes_kept_unseen"]
    assert [messages.sentence(said["key"], said["params"]) for said in merged["left_out"]] == [
        said["why"] for said in merged["left_out"]]


def test_a_team_operation_changes_the_subject_the_team_systems_name_for_it():
    """Two copies conflict where they change one team's line-up, bye, withdrawal or entry differently; adding a team
    is new on either side."""
    assert subject({"op": "set_lineup", "args": {"team": 2, "round": 3, "players": [5, 6]}}) == ("line-up", 2, 3)
    assert subject({"op": "team_bye", "args": {"team": 2, "round": 3, "points": "half"}}) \
        == subject({"op": "cancel_team_bye", "args": {"team": 2, "round": 3}}) == ("team bye", 2, 3)
    assert subject({"op": "withdraw_team", "args": {"team": 2}}) \
        == subject({"op": "cancel_team_withdrawal", "args": {"team": 2}}) == ("team withdrawal", 2)
    assert subject({"op": "edit_team", "args": {"team": 2, "changes": {"name": "B"}}}) == ("edit_team", 2)
    assert subject({"op": "set_roster", "args": {"team": "2", "players": []}}) == ("set_roster",)
    assert subject({"op": "add_team", "args": {"team": {"name": "C"}}}) is None
