"""Merging two copies of an event of sections: each organiser's section comes together with the other's without a
question, a disagreement inside one section is asked naming it, and both directions give the same event."""

from __future__ import annotations

import pytest

from swisspair.event.merge import merge
from swisspair.event.sections import section_view
from tests.helpers import section_events
from tests.helpers.section_events import apply

ANA, BEN = "ana-laptop", "ben-phone"
OPEN, U1800, U1400 = 1, 2, 3


def act(doc, copy, op, **args):
    return apply(doc, copy, op=op, **args)


def results(doc, copy, section, round_number, boards, result="1-0"):
    for board in boards:
        doc = act(doc, copy, "set_result", section=section, round=round_number, board=board, result=result)
    return doc


def boards(doc, section, round_number=1):
    return [b["result"] for b in section_view(doc, section)["rounds"][round_number - 1]["boards"]]


def both_ways(ours, theirs, choices=None):
    one, other = merge(ours, theirs, choices), merge(theirs, ours, choices)
    assert one["conflicts"] == [] and other["conflicts"] == [], (one["conflicts"], other["conflicts"])
    assert one["event"] == other["event"]
    return one


@pytest.fixture(scope="module")
def weekend():
    """A weekend open of three sections of eight players each, round 1 paired in every section on Ana's copy,
    which Ben received as a link."""
    doc = act(section_events.weekend((8, 8, 8), ANA), ANA, "name_copy", name="Ana")
    for section in (OPEN, U1800, U1400):
        doc = act(doc, ANA, "pair_next", section=section)
    return doc


def test_results_entered_in_different_sections_on_two_copies_come_together_without_a_question(weekend):
    ana = results(weekend, ANA, OPEN, 1, [1, 2, 3, 4])
    ben = act(weekend, BEN, "name_copy", name="Ben")
    ben = results(ben, BEN, U1800, 1, [1, 2, 3, 4], "0-1")
    merged = both_ways(ana, ben)
    assert boards(merged["event"], OPEN) == ["1-0"] * 4
    assert boards(merged["event"], U1800) == ["0-1"] * 4
    assert boards(merged["event"], U1400) == [None] * 4
    assert merged["summary"] == {ANA: ["4 results in round 1 of the section “Open”"],
                                 BEN: ["4 results in round 1 of the section “U1800”"]}


def test_the_same_board_number_in_two_sections_is_two_games(weekend):
    ana = results(weekend, ANA, OPEN, 1, [1])
    ben = results(weekend, BEN, U1400, 1, [1], "1/2-1/2")
    merged = both_ways(ana, ben)["event"]
    assert boards(merged, OPEN)[0] == "1-0" and boards(merged, U1400)[0] == "1/2-1/2"


def test_a_board_given_two_results_in_one_section_is_asked_naming_the_section(weekend):
    ana = results(results(weekend, ANA, OPEN, 1, [1, 2]), ANA, U1400, 1, [3])
    ben = results(results(weekend, BEN, U1800, 1, [1, 2]), BEN, U1400, 1, [3], "0-1")
    asked = merge(ana, ben)
    [conflict] = asked["conflicts"]
    # boards run on across the sections: the U1400's board 3 is printed 11, after the Open's 4 and the U1800's 4
    assert conflict["text"] == "Round 1 of the section “U1400”, board 11 was changed on both copies differently."
    assert [option["label"] for option in conflict["options"]] == [
        "Keep: Round 1 of the section “U1400”, board 11: Player 3-03 - Player 3-07 1-0.",
        "Keep: Round 1 of the section “U1400”, board 11: Player 3-03 - Player 3-07 0-1."]
    [seen_from_ben] = merge(ben, ana)["conflicts"]
    assert (seen_from_ben["id"], seen_from_ben["text"]) == (conflict["id"], conflict["text"])
    merged = both_ways(ana, ben, {conflict["id"]: f"keep:{BEN}"})["event"]
    assert boards(merged, OPEN)[:2] == ["1-0", "1-0"] and boards(merged, U1800)[:2] == ["1-0", "1-0"]
    assert boards(merged, U1400)[2] == "0-1"
    # a later merge with Ana's old copy leaves her result out again, without asking
    assert merge(merged, ana)["event"] == merged


def test_a_board_is_named_by_its_own_number_where_each_section_numbers_its_boards_from_one(weekend):
    own = act(weekend, ANA, "set_section_boards", boards="per_section")
    ana = results(own, ANA, U1800, 1, [2])
    ben = results(own, BEN, U1800, 1, [2], "0-1")
    [conflict] = merge(ana, ben)["conflicts"]
    assert conflict["text"] == "Round 1 of the section “U1800”, board 2 was changed on both copies differently."


def test_a_correction_the_other_copy_made_is_summed_up_by_the_board_as_printed(weekend):
    ana = results(weekend, ANA, U1800, 1, [1])
    ben = results(ana, BEN, U1800, 1, [1], "0-1")
    merged = merge(ana, ben)
    assert merged["summary"] == {BEN: ["corrected board 5 of round 1 of the section “U1800”"]}


def test_a_round_paired_in_one_section_is_not_held_up_by_results_entered_in_another(weekend):
    ana = act(results(weekend, ANA, OPEN, 1, [1, 2, 3, 4]), ANA, "pair_next", section=OPEN)
    ben = results(weekend, BEN, U1800, 1, [1, 2, 3, 4])
    merged = both_ways(ana, ben)["event"]
    assert len(section_view(merged, OPEN)["rounds"]) == 2 and boards(merged, U1800) == ["1-0"] * 4


def test_a_round_paired_without_a_change_made_in_its_own_section_is_asked_naming_the_section(weekend):
    played = results(weekend, ANA, U1800, 1, [1, 2, 3, 4])
    ana = act(played, ANA, "pair_next", section=U1800)
    ben = act(played, BEN, "withdraw", section=U1800, player=next(
        p["id"] for p in section_view(played, U1800)["players"]))
    [conflict] = merge(ana, ben)["conflicts"]
    assert conflict["text"].startswith("Round 2 of the section “U1800” was paired on Ana without these changes")
    dropped = both_ways(ana, ben, {conflict["id"]: "keep-changes"})["event"]
    assert len(section_view(dropped, U1800)["rounds"]) == 1


def test_sections_added_on_both_copies_each_keep_their_own_players(weekend):
    ana = act(weekend, ANA, "add_section", name="Juniors")
    ana = act(ana, ANA, "add_player", section=4, player={"name": "Junior One", "rating": 1200})
    ben = act(weekend, BEN, "add_section", name="Seniors")
    ben = act(ben, BEN, "add_player", section=4, player={"name": "Senior One", "rating": 1900})
    merged = both_ways(ana, ben)["event"]
    players = {s["name"]: [p["name"] for p in s["players"]] for s in merged["sections"]}
    assert players["Juniors"] == ["Junior One"] and players["Seniors"] == ["Senior One"]
    # each copy merging the merged event ends with it
    assert merge(merged, ana)["event"] == merge(merged, ben)["event"] == merged
    assert merge(ana, merged)["event"] == merge(ben, merged)["event"] == merged


def test_a_section_renamed_on_both_copies_is_asked_and_two_sections_renamed_are_not(weekend):
    ana = act(weekend, ANA, "edit_section", section=U1400, name="Minors")
    ben = act(weekend, BEN, "edit_section", section=U1400, name="U1400 Juniors")
    [conflict] = merge(ana, ben)["conflicts"]
    assert conflict["text"] == "A section's name or rule was changed on both copies differently."
    kept = both_ways(ana, ben, {conflict["id"]: f"keep:{ANA}"})["event"]
    assert [s["name"] for s in kept["sections"]] == ["Open", "U1800", "Minors"]
    ben = act(weekend, BEN, "edit_section", section=U1800, name="Under 1800")
    assert [s["name"] for s in both_ways(ana, ben)["event"]["sections"]] == ["Open", "Under 1800", "Minors"]
