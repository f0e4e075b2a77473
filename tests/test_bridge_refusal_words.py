"""The refusals of a team event's operations, of a player absent from a round, of the other systems (arena,
knockout) and of a prize group's rule answer the key of their sentence and its parameters through the bridge (data
as data, the words for an absence or why an event has begun as nested keys), so the page words them in any
language."""

from swisspair import messages
from tests.event.helpers import make, run
from tests.helpers.bridge_calls import answered, refused
from tests.systems.teams.helpers import team_event


def applied(doc, **operation):
    """The bridge's refusal of one operation on `doc`, checked to be the English sentence of its key and params."""
    error = refused("event_apply", event=doc, operation=operation)
    assert error["message"] == messages.sentence(error["key"], error["params"])
    return error


def test_a_team_bye_for_a_round_the_team_is_absent_from_answers_its_key_and_the_teams_name():
    doc = run(team_event(teams=2), {"op": "edit_team", "team": 2, "changes": {"name": "Knights of Leeds"}},
              {"op": "withdraw_team", "team": 2, "round": 1})
    error = applied(doc, op="team_bye", team=2, round=1, points="half")
    assert (error["code"], error["key"], error["field"]) == ("already_absent", "team.already_absent", "args.operation.round")
    assert error["params"] == {"team": "Knights of Leeds", "number": 1}
    assert error["message"] == "Team Knights of Leeds is already absent from round 1."


def test_a_team_operation_in_an_individual_event_answers_its_key():
    error = applied(make(), op="add_team", team={"name": "Rooks"})
    assert (error["code"], error["key"], error["params"]) == ("not_a_team_event", "team.not_a_team_event", {})


def test_a_withdrawn_player_given_the_bye_by_hand_answers_the_absence_as_a_nested_key():
    doc = run(make(players=[("Anna", 2100), ("Ben", 2000), ("Cleo", 1900), ("Dan", 1800)]), {"op": "pair_next"},
              {"op": "withdraw", "player": 4, "round": 2}, {"op": "set_result", "round": 1, "board": 1, "result": "1-0"},
              {"op": "set_result", "round": 1, "board": 2, "result": "1-0"}, {"op": "pair_next"})
    error = applied(doc, op="set_pab", round=2, player=4)
    assert (error["code"], error["key"], error["player"], error["round"]) == (
        "absent_player", "move.absent_from_bye", 4, 2)
    assert error["params"] == {"name": "Dan", "number": 2, "absence_msg": "absence.withdrew", "withdrawn": "2"}
    assert error["message"] == "Dan withdrew from round 2; they cannot have the bye of round 2."


def test_a_line_up_naming_a_player_with_a_requested_bye_answers_which_bye_as_a_key():
    doc = team_event(teams=2, roster=6)
    first = doc["teams"]["list"][0]["players"]
    doc = run(doc, {"op": "request_bye", "player": first[0], "round": 1, "points": "zero"})
    error = applied(doc, op="set_lineup", team=1, round=1, players=first[:4])
    assert (error["key"], error["params"]["absence_msg"], error["params"]["board"]) == (
        "team.lineup_absent", "absence.zero_point_bye", 1)


def new_event(**settings):
    return answered("event_new", id="e", name="Open", **settings)["event"]


def test_a_knockout_with_a_third_place_match_and_a_losers_bracket_answers_its_key():
    error = applied(new_event(), op="set_system", system="knockout",
                    options={"third_place": True, "double_elimination": True})
    assert (error["key"], error["field"], error["params"]) == (
        "knockout.third_place_and_double", "args.operation.options.third_place", {})


def test_removing_a_player_once_the_arena_runs_answers_why_and_the_systems_word_for_leaving_as_keys():
    doc = new_event(system="arena", options={"duration_minutes": 30})
    for name in ("Ann", "Bo", "Cy"):
        doc = answered("event_apply", event=doc, operation={"op": "add_player", "player": {"name": name}})["event"]
    doc = answered("event_apply", event=doc, operation={"op": "arena_start", "now": 1_000})["event"]
    error = applied(doc, op="remove_player", player=2)
    assert (error["code"], error["key"]) == ("already_started", "player.remove_after_start")
    assert error["params"] == {"begun_msg": "arena.begun", "leave_msg": "player.pause_instead", "name": "Bo"}
    assert error["message"] == "The arena has started: pause Bo instead; games already played stay."
    error = applied(doc, op="arena_finish", game=9, result="1-0", now=2_000)
    assert (error["code"], error["key"], error["field"], error["params"]) == (
        "unknown_game", "arena.no_such_game", "args.operation.game", {"number": "9"})


def test_a_prize_groups_rating_band_upside_down_answers_the_checks_key_naming_the_group():
    doc = make()
    group = {"name": "Class B", "places": 1, "filter": {"kind": "rating_band", "from": 1800, "to": 1600}}
    error = applied(doc, op="set_prizes", groups=[group])
    assert (error["key"], error["field"]) == ("check.not_between", "args.operation.groups[0].filter.to")
    assert error["params"] == {"what_msg": "subject.prize_highest_rating", "name": "Class B", "lowest": "1800",
                               "low": "1800", "high": "4000", "value": "1600"}
    twice = applied(doc, op="set_prizes", groups=[{**group, "filter": {"kind": "all"}}] * 2)
    assert (twice["key"], twice["params"]) == ("prizes.name_twice", {"name": "Class B"})
