"""The refusals of a team event's block, the log's record, a player's fields and K factor, the copies' pen, the
restrictions, a round robin, an event from another SwissPair and a move between sections answer the key of their
sentence and its parameters (the page words them in the director's language), beside the English the table fills."""

import json

import pytest

from swisspair import bridge, event, messages
from swisspair.document.errors import EventError
from swisspair.limits import MAX_PLAYERS
from tests.event.helpers import ANA, act, add_players, corrupt, make, record_of
from tests.helpers.section_events import weekend
from tests.systems.teams.helpers import team_event


def refusal(call, *args, **kwargs):
    """The error `call` raises, whose English message is the table's sentence for its key and parameters."""
    with pytest.raises(EventError) as info:
        call(*args, **kwargs)
    error = info.value.as_error()
    assert error["message"] == messages.sentence(error["key"], error["params"])
    return error


def test_a_teams_requested_bye_names_the_team_by_name_and_its_points_as_a_part():
    doc = corrupt(team_event(), ["teams", "list", 1, "requested_byes"], [{"round": 2, "points": "most"}])
    error = refusal(event.validate, doc)
    assert (error["key"], error["field"]) == ("check.not_one_of", "event.teams.list[1].requested_byes[0].points")
    assert error["params"] == {"what_msg": "subject.of_team", "part_msg": "subject.requested_bye_points",
                               "team": "Team 2", "choices": "“half”, “full”, “zero”", "value_msg": "value.as_is",
                               "value": "“most”"}
    assert error["message"] == ("The points of a requested bye of team Team 2 must be one of “half”, “full”, “zero”, "
                                "but it is “most”.")


def test_a_team_without_a_name_is_named_by_its_place_in_the_list():
    error = refusal(event.validate, corrupt(team_event(), ["teams", "list", 2, "name"], ""))
    assert (error["code"], error["key"]) == ("empty", "check.empty")
    assert error["params"] == {"what_msg": "subject.of_team_n", "part_msg": "subject.name", "number": "3"}
    assert error["message"] == "The name of team 3 in the list is empty."


def test_a_line_ups_board_names_its_board_and_its_round():
    lineup = [{"round": 1, "team": 1, "players": [1, "x", 3, 4]}]
    error = refusal(event.validate, corrupt(team_event(), ["teams", "lineups"], lineup))
    assert (error["key"], error["field"], error["round"]) == ("check.not_whole_number",
                                                              "event.teams.lineups[0].players[1]", 1)
    assert error["params"] == {"what_msg": "subject.player_on_board", "board": "2", "value_msg": "value.as_is",
                               "value": "“x”"}


def test_a_log_entry_with_a_count_but_no_copy_is_named_by_its_number():
    error = refusal(event.validate, corrupt(make(), ["log", 1, "n"], 3))
    assert (error["code"], error["key"], error["field"]) == ("missing", "record.count_without_copy", "event.log[1].by")
    assert error["params"] == {"entry_msg": "record.log_entry_n", "number": "2"}
    assert error["message"] == "Log entry 2 has a count but no copy."


def test_a_recorded_change_is_named_by_its_place_in_the_record():
    doc = act(add_players(event.new_event({"id": "r", "name": "R", "rounds": 3}), 4, ANA), "pair_next")
    record = json.loads(json.dumps(record_of(doc)))
    record["entries"][1]["n"] = 0
    error = bridge.handle({"id": 1, "op": "event_rebuild", "args": record})["error"]
    assert (error["key"], error["field"]) == ("check.not_between", "args.entries[1].n")
    assert error["params"] == {"what_msg": "subject.entry_count", "entry_msg": "record.recorded_change_n",
                               "number": "2", "low": "1", "high": "1000000000", "value": "0"}
    assert error["message"] == "The count of change 2 of the record must be between 1 and 1000000000, but it is 0."


def test_a_title_the_reader_refuses_answers_the_readers_reason_by_key():
    error = refusal(event.apply, make(), {"op": "edit_player", "player": 1, "changes": {"title": "IA"}})
    assert (error["code"], error["key"], error["field"]) == ("wrong_value", "player.field_refused",
                                                             "operation.changes.title")
    assert error["params"] == {"reason_msg": "record.arbiter_title", "title": "IA",
                               "titles": "GM, IM, WGM, FM, WIM, CM, WFM, WCM"}
    assert error["message"] == ("IA is an arbiter’s title, not a player’s (a player’s title is one of GM, IM, WGM, FM, "
                                "WIM, CM, WFM, WCM).")


def test_a_k_factor_names_the_player_of_the_operation_or_of_the_document():
    error = refusal(event.apply, make(), {"op": "edit_player", "player": 1, "changes": {"k": 15}})
    assert (error["key"], error["params"]) == ("details.k_not_allowed",
                                               {"who_msg": "details.who_the_player", "choices": "10, 20, 40"})
    assert error["message"] == "The K factor of the player must be one of 10, 20, 40, or none to derive it."
    error = refusal(event.validate, corrupt(make(), ["players", 0, "k_source"], "FIDE's list"))
    assert (error["key"], error["player"]) == ("details.k_source_without_k", 1)
    assert error["params"] == {"who_msg": "details.who_player", "name": "Anna", "id": "1"}
    assert error["message"] == "The K factor of Anna (id 1) has a source but no K."


def test_a_copy_without_the_pen_is_told_who_has_it_by_the_name_its_organiser_gave():
    doc = act(act(make(), "hand_over"), "take_pen", copy="ben-phone")
    doc = act(doc, "name_copy", copy="ben-phone", name="Ben's phone")
    error = refusal(act, doc, "pair_next")
    assert (error["code"], error["key"]) == ("not_your_pen", "copies.not_your_pen_since")
    assert error["params"] == {"holder_msg": "copies.named", "holder": "Ben's phone", "since": doc["pen"]["since"]}
    assert error["message"] == (f"Ben's phone has the pen for this event since {doc['pen']['since']}: changes are made "
                                "there. Take the pen to make them here, and tell them.")


def test_a_restriction_the_event_does_not_have_is_refused_by_key():
    error = refusal(event.apply, make(), {"op": "remove_restriction", "id": 7})
    assert (error["code"], error["key"], error["params"]) == ("unknown_restriction", "restriction.no_such", {"id": "7"})
    assert error["message"] == "There is no restriction 7."


def test_a_round_robin_refuses_a_buchholz_by_key():
    doc = make(system="round_robin")
    error = refusal(event.validate, corrupt(doc, ["settings", "tiebreaks"], ["BH"]))
    assert (error["code"], error["key"]) == ("not_allowed", "round_robin.tiebreak_not_allowed")
    assert error["params"] == {"tiebreak": "BH", "suggested": "DE, SB, WIN, KS"}


def test_an_event_of_a_newer_swisspair_is_refused_by_key():
    error = bridge.handle({"id": 1, "op": "event_validate", "args": {"event": corrupt(make(), ["version"], 99)}})["error"]
    assert (error["code"], error["key"]) == ("newer_version", "migration.newer_version")
    assert error["params"] == {"version": "99", "current": str(make()["version"])}


def test_a_player_who_cannot_move_wraps_the_sections_own_refusal():
    doc = weekend((2, 2, 2))
    full = doc["sections"][1]["players"]
    model = full[0]
    full.extend({**model, "id": 1000 + k, "name": f"Extra {k}"} for k in range(MAX_PLAYERS - len(full)))
    pid = doc["sections"][0]["players"][0]["id"]
    error = refusal(event.apply, doc, {"op": "move_player", "player": pid, "to": doc["sections"][1]["id"]})
    assert (error["code"], error["key"], error["player"]) == ("cannot_move", "section.cannot_move", pid)
    assert error["params"] == {"mover": "Player 1-01", "destination": "U1800", "cause_msg": "check.too_many_entries",
                               "what_msg": "subject.player_list", "count": MAX_PLAYERS + 1, "most": MAX_PLAYERS}
    assert error["message"] == (f"Player 1-01 cannot move to the section “U1800”: the player list has "
                                f"{MAX_PLAYERS + 1:,} entries; at most {MAX_PLAYERS:,} are allowed.")
