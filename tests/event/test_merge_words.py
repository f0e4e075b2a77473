"""A merge's questions, options, the copies' changes they quote and what each copy did are said by the engine's
table: each beside its English, its key and parameters (copies by name or id, rounds with their sections), and the
English is the table's sentence."""

from swisspair import messages
from swisspair.event.merge import copy_words, merge
from tests.helpers.merge_copies import ANA, BEN, act, parted
from tests.helpers.section_events import weekend


def english_of(said):
    return messages.sentence(said["key"], said["params"])


def test_a_result_given_twice_is_asked_with_its_words_and_each_option_quotes_the_entry():
    ana = act(parted(), ANA, "set_result", round=1, board=1, result="1-0")
    ben = act(parted(), BEN, "set_result", round=1, board=1, result="0-1")
    answer = merge(ana, ben)
    [conflict] = answer["conflicts"]
    assert (conflict["key"], conflict["params"]) == ("merge.changed_differently", {
        "what_msg": "merge.subject_board", "round_msg": "merge.round", "number": "1", "board": "1"})
    assert english_of(conflict) == conflict["text"] == "Round 1, board 1 was changed on both copies differently."
    keep_ben = conflict["options"][1]
    assert keep_ben["key"] == "merge.keep_change" and keep_ben["params"]["change_msg"]["key"] == "log.result"
    assert english_of(keep_ben) == keep_ben["label"] == "Keep: Round 1, board 1: Player 01 - Player 05 0-1."
    assert conflict["side_words"][BEN] == [{"key": "log.result", "params": ben["log"][-1]["params"]}]
    assert answer["summary_words"] == {
        ANA: [{"key": "merge.did_result_one", "params": {"count": 1, "round_msg": "merge.round", "number": "1"}}],
        BEN: [{"key": "merge.did_result_one", "params": {"count": 1, "round_msg": "merge.round", "number": "1"}}]}


def test_a_round_paired_without_the_other_copys_changes_names_both_copies_and_the_section():
    doc = weekend(sizes=(6, 6, 6), copy=ANA)
    doc = act(doc, ANA, "name_copy", name="Ana")
    ana = act(doc, ANA, "pair_next", section=2)
    ben = act(doc, BEN, "withdraw", player=next(p["id"] for p in doc["sections"][1]["players"]), section=2)
    [conflict] = merge(ana, ben)["conflicts"]
    assert conflict["key"] == "merge.paired_without_changes"
    assert conflict["params"] == {"round_msg": "merge.round_of_section", "number": "1", "section": "U1800",
                                  "pairer_msg": "merge.pairer_named", "pairer": "Ana",
                                  "changer_msg": "merge.changer_unnamed", "changer": "ben-ph"}
    assert english_of(conflict) == conflict["text"] == (
        "Round 1 of the section “U1800” was paired on Ana without these changes made on the copy ben-ph.")
    for option in conflict["options"]:
        assert english_of(option) == option["label"]
    [paired] = conflict["side_words"][ANA]
    assert paired["key"] == "log.round_paired"


def test_two_pairings_of_a_round_list_their_boards_with_words():
    start = parted()
    start = act(start, ANA, "unpair_latest")
    ana = act(start, ANA, "pair_next")
    ben = act(act(start, BEN, "edit_player", player=8, changes={"rating": 2300}), BEN, "pair_next")
    conflicts = {c["id"]: c for c in merge(ana, ben)["conflicts"]}
    pairing = conflicts["pairing:1"]
    assert english_of(pairing) == pairing["text"] == "Round 1 was paired on both copies, differently."
    lines = pairing["side_words"][BEN]
    assert lines[0]["key"] == "log.round_paired" and {line["key"] for line in lines[1:]} == {"merge.pairing_board"}
    assert [english_of(line) for line in lines] == pairing["sides"][BEN]


def test_a_players_fields_changed_on_both_copies_are_named_by_key_and_joined_as_a_list():
    ana = act(parted(), ANA, "edit_player", player=8, changes={"rating": 2300, "club": "Nord"})
    ben = act(parted(), BEN, "edit_player", player=8, changes={"rating": 2250, "club": "Sud"})
    [conflict] = merge(ana, ben)["conflicts"]
    assert conflict["params"] == {"what_msg": "merge.subject_player", "name": "Player 08",
                                  "fields_msgs": ["field.club", "field.rating"]}
    assert english_of(conflict) == conflict["text"] == (
        "Player 08's club and rating was changed on both copies differently.")


def test_a_change_that_no_longer_applies_is_asked_with_its_copy_and_the_refusal_nested():
    ana = act(parted(), ANA, "unpair_latest")
    ben = act(parted(), BEN, "set_result", round=1, board=3, result="1-0")
    [conflict] = merge(ana, ben)["conflicts"]
    params = conflict["params"]
    assert (conflict["key"], params["changer_msg"], params["changer"]) == (
        "merge.no_longer_applies", "merge.changer_unnamed", BEN[:6])
    assert params["cause_msg"] in messages.MESSAGES
    assert english_of(conflict) == conflict["text"]
    assert conflict["text"].startswith("A change made on the copy ben-ph no longer applies after the merge: ")


def test_why_a_merge_left_a_change_out_is_said_by_key():
    ana = act(parted(), ANA, "set_result", round=1, board=1, result="1-0")
    ben = act(parted(), BEN, "set_result", round=1, board=1, result="0-1")
    [conflict] = merge(ana, ben)["conflicts"]
    [why] = merge(ana, ben, {conflict["id"]: conflict["options"][0]["id"]})["left_out"]
    assert (why["key"], why["params"]) == ("merge.why_change_kept", {
        "what_msg": "merge.subject_board", "round_msg": "merge.round", "number": "1", "board": "1",
        "copy_msg": "merge.copy_named", "copy": "Ana"})
    assert english_of(why) == why["why"] == (
        "Round 1, board 1 was changed on both copies; the change made on Ana was kept.")


def test_several_copies_on_one_side_are_a_list_of_names_the_english_joins_with_and():
    said = copy_words("copy", {"ana": "Ana", "cleo": "Cleo"}, {"cleo", "ana", "dan-tablet"})
    assert said == {"copy_msg": "merge.copy_named", "copy": ["Ana", "Cleo", "the copy dan-ta"]}
    assert messages.fill("merge.keep_pairing", said) == "Keep the pairing made on Ana, Cleo, and the copy dan-ta"
