"""systems/teams/schema.py: a team event's block checked, each refusal naming its field, team and player; individual
events keep no team part."""

import copy

import pytest

from swisspair import event
from swisspair.document.errors import EventError
from swisspair.systems.teams.schema import match_boards
from tests.systems.teams.helpers import run, team_event


def refused(doc, code, field_part):
    with pytest.raises(EventError) as info:
        event.validate(doc)
    assert info.value.code == code, info.value.as_error()
    assert field_part in info.value.field, info.value.as_error()
    return info.value


def test_an_individual_event_has_no_teams_block_and_refuses_one():
    doc = event.new_event({"id": "solo"})
    assert "teams" not in doc
    event.validate(doc)
    doc["teams"] = {"primary": "MP"}
    refused(doc, "wrong_value", "event.teams")


def test_a_team_event_without_its_block_is_refused():
    doc = team_event()
    del doc["teams"]
    refused(doc, "missing", "event.teams")


def test_colours_alternate_from_board_one_the_first_team_white_on_odd_boards():
    # C.04.6 §1.6: the first-named team has White on board 1, the other on board 2, and so on.
    assert match_boards([1, 2, 3, 4], [5, 6, 7, 8]) == [(1, 5), (6, 2), (3, 7), (8, 4)]


def test_a_player_on_two_rosters_is_refused_naming_the_player():
    doc = team_event(teams=2)
    doc["teams"]["list"][1]["players"].append(doc["teams"]["list"][0]["players"][0])
    error = refused(doc, "duplicate", "event.teams.list[1].players[5]")
    assert error.player == doc["teams"]["list"][0]["players"][0]
    assert "plays for one team" in error.message


def test_a_lineup_with_a_player_off_the_roster_is_refused():
    doc = team_event(teams=2)
    outsider = doc["teams"]["list"][1]["players"][0]
    doc["teams"]["lineups"].append({"round": 1, "team": doc["teams"]["list"][0]["id"],
                                    "players": doc["teams"]["list"][0]["players"][:3] + [outsider]})
    error = refused(doc, "not_in_team", "event.teams.lineups[0].players[3]")
    assert "Board 4" in error.message and "Team 1" in error.message


def test_a_lineup_must_fill_every_board():
    doc = team_event(teams=2)
    doc["teams"]["lineups"].append({"round": 1, "team": 1, "players": doc["teams"]["list"][0]["players"][:3]})
    assert "4 boards" in refused(doc, "wrong_value", "event.teams.lineups[0].players").message


def test_boards_that_are_not_the_lineups_are_refused():
    doc = run(team_event(teams=2), {"op": "pair_next"})
    bad = copy.deepcopy(doc)
    board = bad["rounds"][0]["boards"][1]
    board["white"], board["black"] = board["black"], board["white"]
    assert "C.04.6 §1.6" in refused(bad, "wrong_value", "event.rounds[0].boards").message


def test_an_absent_team_cannot_be_placed():
    doc = run(team_event(teams=2), {"op": "pair_next"})
    doc["teams"]["list"][0]["withdrawn_round"] = 1
    refused(doc, "absent_team", "event.rounds[0].teams.matches[0][0]")


def test_match_points_must_rank_a_win_over_a_draw():
    doc = team_event(teams=2)
    doc["teams"]["match_points"] = {"win": 10, "draw": 10, "loss": 0}
    refused(doc, "wrong_value", "event.teams.match_points")


def test_a_player_bye_in_a_team_round_is_refused():
    doc = run(team_event(teams=2), {"op": "pair_next"})
    doc["rounds"][0]["pab"] = doc["players"][-1]["id"]
    refused(doc, "wrong_value", "event.rounds[0].pab")
