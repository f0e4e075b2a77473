"""A merge's questions, options, the copies' changes they quote and what each copy did are said by the engine's
table: each beside its English, its key and parameters (copies by name or id, rounds with their sections), and the
English is the table's sentence."""

from swisspair import messages
from swisspair.event.merge import merge
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
    assert keep_ben["key"] == "merge.keep_change" and keep_ben["params"]["change_msg"] == "log.result"
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
