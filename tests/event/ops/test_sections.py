"""The operations on an event's sections (event/ops/sections.py) and the "section" argument every other operation
takes (event/ops/dispatch.py)."""

import copy

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.event.document import KnownEvent
from tests.event.helpers import EVERY_THIRD_DRAWN, fails, finish_round, made_again, make, outcome, run, weekend_open, told


@pytest.fixture(scope="module")
def weekend():
    return weekend_open()


def players_of(doc, section):
    return [p["name"] for p in doc["sections"][section - 1]["players"]]


def test_the_first_section_added_turns_the_events_players_into_a_section_named_as_asked():
    doc = make()
    after = outcome(doc, op="add_section", name="Reserves", first_name="Main")
    sections = after.event["sections"]
    assert [(s["id"], s["name"]) for s in sections] == [(1, "Main"), (2, "Reserves")]
    assert sections[0]["players"] == doc["players"] and sections[0]["settings"] == doc["settings"]
    assert sections[1]["players"] == [] and sections[1]["rounds"] == []
    assert "the event's players are the section “Main”" in after.event["log"][-1]["text"]


def test_the_first_section_is_named_open_unless_the_director_names_it():
    assert run(make(), {"op": "add_section", "name": "U1600"})["sections"][0]["name"] == "Open"


def test_a_new_section_takes_the_first_sections_settings_unless_given_its_own():
    doc = run(make(rounds=7), {"op": "update_settings", "tiebreaks": ["BH", "SB"]},
              {"op": "add_section", "name": "Blitz"},
              {"op": "add_section", "name": "Juniors", "system": "round_robin", "rounds": None})
    blitz, juniors = doc["sections"][1]["settings"], doc["sections"][2]["settings"]
    assert blitz["rounds"] == 7 and blitz["tiebreaks"] == ["BH", "SB"] and blitz["mode"] == "club"
    assert juniors["system"] == "round_robin" and juniors["mode"] == "club"
    assert juniors["options"] == {"cycles": 1}


def test_a_section_name_is_needed_and_unique_whatever_its_case(weekend):
    assert fails(weekend, "duplicate", op="add_section", name="u1800").field == "operation.name"
    assert fails(weekend, "empty", op="add_section", name="  ").field == "operation.name"
    assert fails(weekend, "duplicate", op="edit_section", section=2, name="open").field == "operation.name"


def test_an_unknown_section_is_refused_naming_the_events_sections(weekend):
    error = fails(weekend, "unknown_section", op="add_player", section=9, player={"name": "Vera", "rating": 1500})
    assert error.field == "operation.section" and "2 (U1800)" in error.message


def test_a_new_player_of_a_section_takes_an_id_no_other_section_uses():
    doc = run(make(), {"op": "add_section", "name": "B"}, {"op": "remove_player", "player": 5})
    doc = run(doc, {"op": "add_player", "section": 2, "player": {"name": "Zoe", "rating": 1500}},
              {"op": "add_player", "player": {"name": "Yan", "rating": 1500}})
    assert [p["id"] for p in doc["sections"][1]["players"]] == [5]
    assert [p["id"] for p in doc["sections"][0]["players"]] == [1, 2, 3, 4, 6]


def test_a_player_entered_outside_the_sections_rule_is_entered_with_a_warning(weekend):
    added = outcome(weekend, op="add_player", section=2, player={"name": "Vera Lund", "rating": 1930})
    assert told(added) == ["Vera Lund (1,930) is above the U1800 section's limit of 1,799."]
    assert "Vera Lund" in players_of(added.event, 2)
    edited = outcome(weekend, op="edit_player", section=3, player=16, changes={"rating": 1450})
    assert told(edited) == ["Pia Brandt (1,450) is above the U1400 section's limit of 1,399."]
    assert outcome(weekend, op="add_player", section=1, player={"name": "Walt", "rating": 1000}).warnings == []
    started = run(weekend, {"op": "pair_next", "section": 3})
    late = outcome(started, op="late_entry", section=3, player={"name": "Xena Holt", "rating": 1500})
    assert told(late)[-1] == "Xena Holt (1,500) is above the U1400 section's limit of 1,399."


def test_a_new_player_given_no_section_goes_to_the_first_section_whose_rule_the_player_fits(weekend):
    fits = outcome(weekend, op="add_player", player={"name": "Vera Lund", "rating": 1700})
    assert "Vera Lund" in players_of(fits.event, 2) and told(fits) == []
    assert fits.event["log"][-1]["args"]["section"] == 2  # where it went, for the entry applied again
    assert "Walt Ek" in players_of(run(weekend, {"op": "add_player", "player": {"name": "Walt Ek", "rating": 1200}}), 2)
    # No rule takes a 2,100: the first section without a rule takes anyone.
    assert "Xena Holt" in players_of(run(weekend, {"op": "add_player", "section": None,
                                                   "player": {"name": "Xena Holt", "rating": 2100}}), 1)


def test_a_player_no_section_takes_goes_to_the_first_section_with_the_warning():
    doc = run(make(), {"op": "add_section", "name": "Juniors", "first_name": "Club", "rule": {"kind": "born", "from": "2008"}},
              {"op": "edit_section", "section": 1, "rule": {"kind": "field", "field": "club", "values": ["Rooks"]}})
    junior = outcome(doc, op="add_player", player={"name": "Yan Li", "rating": 1500, "birth": "14.07.2010"})
    assert "Yan Li" in players_of(junior.event, 2) and told(junior) == []
    rook = outcome(doc, op="add_player", player={"name": "Zoe Kim", "rating": 1500, "club": "rooks"})
    assert "Zoe Kim" in players_of(rook.event, 1) and told(rook) == []
    neither = outcome(doc, op="add_player", player={"name": "Ada Roe", "rating": 1500, "birth": "1990"})
    assert "Ada Roe" in players_of(neither.event, 1)
    assert told(neither) == ["Ada Roe has no club; the Club section takes Rooks."]


def test_a_player_placed_by_rule_stays_in_that_section_when_the_event_is_made_again(weekend):
    doc = run(weekend, {"op": "add_player", "player": {"name": "Vera Lund", "rating": 1700}},
              {"op": "edit_section", "section": 2, "rule": {"kind": "rating", "max": 1500}})
    assert "Vera Lund" in players_of(made_again(doc), 2)


def test_a_new_rule_warns_of_the_players_it_does_not_take(weekend):
    changed = outcome(weekend, op="edit_section", section=2, rule={"kind": "rating", "min": 1600})
    assert told(changed) == ["Marek Nowak (1,540) is below the U1800 section's floor of 1,600.",
                                "Nina Sato (1,490) is below the U1800 section's floor of 1,600.",
                                "Olaf Dahl (1,420) is below the U1800 section's floor of 1,600."]
    cleared = run(changed.event, {"op": "edit_section", "section": 2, "rule": None})
    assert "rule" not in cleared["sections"][1]


def test_a_player_moves_between_sections_keeping_their_id_and_every_field(weekend):
    doc = run(weekend, {"op": "edit_player", "section": 2, "player": 11,
                        "changes": {"club": "Rooks", "federation": "SWE", "birth": "2001"}})
    player = dict(doc["sections"][1]["players"][2])
    moved = outcome(doc, op="move_player", player=11, to=3)
    assert player in moved.event["sections"][2]["players"] and "Karl Berg" not in players_of(moved.event, 2)
    assert told(moved) == ["Karl Berg (1,650) is above the U1400 section's limit of 1,399."]
    assert moved.event["log"][-1]["text"] == "Karl Berg moved from the section “U1800” to “U1400”."


def test_a_player_moved_leaves_the_restrictions_of_the_section_they_leave(weekend):
    doc = run(weekend, {"op": "add_restriction", "section": 2, "players": [9, 10, 11], "kind": "club"})
    moved = run(doc, {"op": "move_player", "player": 9, "to": 1})
    assert moved["sections"][1]["restrictions"][0]["players"] == [10, 11]


def test_a_player_can_no_longer_move_once_either_section_has_paired_round_1(weekend):
    paired = run(weekend, {"op": "pair_next", "section": 3})
    error = fails(paired, "already_started", op="move_player", player=9, to=3)
    assert error.message == "Round 1 of the section “U1400” is paired: Ivan Petrov can no longer move between sections."
    fails(paired, "already_started", op="move_player", player=16, to=2)
    assert run(paired, {"op": "move_player", "player": 9, "to": 1})["sections"][0]["players"][-1]["id"] == 9


def test_a_move_to_the_same_section_or_of_an_unknown_player_is_refused(weekend):
    fails(weekend, "same_section", op="move_player", player=9, to=2)
    fails(weekend, "unknown_player", op="move_player", player=99, to=2)
    fails(make(), "no_sections", op="move_player", player=1, to=2)


def test_a_team_sections_players_move_with_their_team_not_alone(weekend):
    doc = run(weekend, {"op": "add_section", "name": "Teams", "system": "team_swiss", "mode": "club"})
    team = run(doc, {"op": "add_team", "section": 4, "team": {"name": "Rooks"},
                     "new_players": [{"name": "Tom", "rating": 1500}, {"name": "Tim", "rating": 1400}]})
    tom = team["sections"][3]["players"][0]["id"]
    assert fails(team, "team_section", op="move_player", player=tom, to=1).message.startswith(
        "The section “Teams” is a team event")


def test_a_section_is_removed_only_before_it_begins_and_never_the_last(weekend):
    removed = outcome(weekend, op="remove_section", section=3)
    assert [s["name"] for s in removed.event["sections"]] == ["Open", "U1800"]
    assert removed.event["log"][-1]["text"] == "Section “U1400” removed with its 6 player(s)."
    fails(run(weekend, {"op": "pair_next", "section": 3}), "already_started", op="remove_section", section=3)
    only = run(make(), {"op": "add_section", "name": "B"}, {"op": "remove_section", "section": 1})
    fails(only, "last_section", op="remove_section", section=2)


def test_every_section_pairs_on_its_own_and_may_start_later_or_run_fewer_rounds(weekend):
    doc = run(weekend, {"op": "set_rounds", "section": 3, "rounds": 3}, {"op": "pair_next", "section": 1})
    assert [len(s["rounds"]) for s in doc["sections"]] == [1, 0, 0]
    doc = finish_round(doc, EVERY_THIRD_DRAWN, section=1)
    doc = run(doc, {"op": "pair_next", "section": 1}, {"op": "pair_next", "section": 3})
    assert [len(s["rounds"]) for s in doc["sections"]] == [2, 0, 1]
    assert doc["log"][-1]["args"] == {"section": 3} and doc["log"][-1]["round"] == 1


def test_a_log_entry_keeps_its_section_so_the_event_made_again_from_its_record_is_the_same(weekend):
    doc = run(weekend, {"op": "pair_next", "section": 2}, {"op": "pair_next", "section": 3})
    doc = finish_round(doc, EVERY_THIRD_DRAWN, section=3)
    assert made_again(doc) == doc


def test_board_numbering_across_sections_is_the_directors_choice(weekend):
    doc = outcome(weekend, op="set_section_boards", boards="per_section")
    assert doc.event["section_boards"] == "per_section"
    assert doc.event["log"][-1]["text"] == "Boards are numbered from 1 in each section."
    fails(weekend, "wrong_value", op="set_section_boards", boards="shuffled")
    fails(make(), "no_sections", op="set_section_boards", boards="continuous")


def test_a_one_section_event_takes_section_1_and_no_other():
    doc = make()
    assert run(doc, {"op": "pair_next", "section": 1})["rounds"]
    fails(doc, "unknown_section", op="pair_next", section=2)


def test_an_operation_on_one_section_checks_that_section_and_not_the_others_again(weekend):
    spoilt = copy.deepcopy(weekend)
    spoilt["sections"][2]["players"][0]["rating"] = -5  # as if stored so: only a full check finds it
    changed = event.apply(KnownEvent(spoilt), {"op": "edit_player", "section": 2, "player": 9,
                                                "changes": {"rating": 1700}}).event
    assert changed["sections"][1]["players"][0]["rating"] == 1700
    spoilt["sections"][1]["players"][0]["rating"] = -5
    with pytest.raises(EventError) as info:
        event.apply(KnownEvent(spoilt), {"op": "edit_player", "section": 2, "player": 10, "changes": {"rating": 1700}})
    assert info.value.code == "internal" and info.value.field == "event.sections[1].players[0].rating"
    # Worded for the page: the fault found, inside the report of an invalid event made.
    assert (info.value.key, info.value.params["applied_op"]) == ("operation.made_invalid", "edit_player")
    assert info.value.params["cause_msg"] == "document.in_section"
