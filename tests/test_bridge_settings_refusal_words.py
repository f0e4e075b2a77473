"""The refusals of the settings' operations, of a point table, of an arena's block, of the prize setting and of a
system's blocks answer the key of their sentence and its parameters through the bridge (the value at fault named by a
subject, a point table's fault as a nested clause), with the English sentence they had before, so the page words them
in any language; and so do the event's details, its team scores, a file's parts, an operation's shape, a new event, a
sections request, a CSV export and a record of changes."""

import copy

from swisspair import messages
from swisspair.document import details
from tests.event.helpers import make, run
from tests.helpers.bridge_calls import answered, refused

MIN = 60_000
T0 = 1_790_000_000_000


def applied(doc, **operation):
    """The bridge's refusal of one operation on `doc`, checked to be the English sentence of its key and params."""
    error = refused("event_apply", event=doc, operation=operation)
    assert error["message"] == messages.sentence(error["key"], error["params"])
    return error


def validated(doc):
    """The bridge's refusal of a damaged document, checked as `applied` checks an operation's."""
    error = refused("event_validate", event=doc)
    assert error["message"] == messages.sentence(error["key"], error["params"])
    return error


def test_more_rounds_than_the_players_can_play_without_a_rematch_answers_the_count_and_the_most():
    error = applied(make(players=[("Anna", 2100), ("Ben", 2000), ("Cleo", 1900), ("Dan", 1800)]), op="set_rounds",
                    rounds=4)
    assert (error["code"], error["key"], error["params"], error["maximum"]) == (
        "too_many_rounds", "settings.too_many_rounds_even", {"count": 4, "most": 3}, 3)
    assert error["message"] == ("4 players can play at most 3 rounds without a rematch: everyone would have met "
                                "everyone after 3 rounds.")
    assert applied(make(), op="set_rounds", rounds=6)["key"] == "settings.too_many_rounds_odd"


def test_a_named_point_system_refusing_another_value_answers_the_point_tables_clause_nested():
    error = applied(make(), op="set_scoring", system="chess", points={"win": 20})
    assert (error["code"], error["key"], error["field"]) == ("wrong_value", "scoring.refused", "args.operation.points.win")
    assert error["params"] == {"cause_msg": "scoring.fixed_by_system", "system": "chess", "fixed": "1",
                               "outcome_msg": "scoring.win", "value": "2"}
    assert error["message"] == "The chess system gives 1 for a win, not 2; choose the custom system to change it."
    error = applied(make(), op="set_scoring", system="custom", points={"win": 5, "draw": 5, "loss": 5})
    assert (error["params"]["cause_msg"], error["message"]) == (
        "scoring.win_above_loss", "A win (½) must be worth more than a loss (½).")


def test_a_settings_value_is_named_by_its_subject():
    error = applied(make(), op="update_settings", mode="rapid")
    assert (error["key"], error["params"]["what_msg"], error["field"]) == (
        "check.not_one_of", "subject.mode", "args.operation.mode")
    error = applied(make(), op="update_settings", tiebreaks=["BH", ""])
    assert (error["key"], error["params"]) == ("check.empty", {"what_msg": "subject.tiebreak_n", "number": "2"})
    assert error["message"] == "Tie-break 2 is empty."
    error = applied(make(), op="set_scoring", system="custom", points={"pab": "x"})
    assert (error["key"], error["params"]["what_msg"]) == ("check.not_whole_number", "subject.points_for_pab")


def test_the_system_or_the_colours_after_round_one_and_a_draw_under_win_loss_answer_their_keys():
    doc = run(make(), {"op": "pair_next"}, {"op": "set_result", "round": 1, "board": 1, "result": "1/2-1/2"})
    assert applied(doc, op="set_system", system="knockout")["key"] == "settings.system_fixed"
    assert applied(doc, op="update_settings", initial_colour="black")["key"] == "settings.colours_drawn"
    error = applied(doc, op="set_scoring", system="win_loss")
    assert (error["code"], error["key"], error["params"], error["round"]) == (
        "has_draws", "settings.result_has_no_score", {"number": "1", "board": "1", "result": "1/2-1/2"}, 1)


def arena(minutes=30):
    doc = answered("event_new", id="arena-1", name="Blitz", system="arena",
                   options={"duration_minutes": minutes})["event"]
    for name in ("Anna", "Ben", "Cleo", "Dan"):
        doc = answered("event_apply", event=doc, operation={"op": "add_player", "player": {"name": name}})["event"]
    return answered("event_apply", event=doc, operation={"op": "arena_start", "now": T0})["event"]


def test_an_arena_games_fault_answers_the_game_by_number_and_the_side_by_subject():
    doc = copy.deepcopy(arena())
    doc["arena"]["games"][1]["white"] = 77
    error = validated(doc)
    assert (error["key"], error["field"], error["player"]) == (
        "arena.side_not_in_event", "args.event.arena.games[1].white", 77)
    assert error["params"] == {"what_msg": "subject.white_in_arena_game", "number": "2", "id": "77"}
    assert error["message"] == "White in game 2 is player 77, who is not in this event."
    doc = copy.deepcopy(arena())
    doc["arena"]["games"][0]["id"] = 5
    error = validated(doc)
    assert (error["key"], error["params"]["what_msg"], error["params"]["part_msg"]) == (
        "check.not_between", "subject.of_arena_game_n", "subject.number")
    assert error["message"] == "The number of game 1 must be between 1 and 1, but it is 5."


def test_a_prize_groups_filter_is_named_by_the_groups_name():
    groups = [{"name": "Juniors", "places": 2, "filter": {"kind": "age"}}]
    error = applied(make(), op="set_prizes", groups=groups)
    assert (error["key"], error["params"]["what_msg"], error["params"]["name"]) == (
        "check.not_one_of", "subject.prize_filter_kind", "Juniors")
    assert error["message"].startswith("The kind of players who may win “Juniors” must be one of “all”")
    error = applied(make(), op="set_prizes", groups=[{"name": "Open", "places": 3, "filter": {"kind": "all"}}],
                    one_per_player="yes")
    assert (error["key"], error["params"]["what_msg"]) == ("check.not_boolean", "subject.prize_one_per_player")


def test_a_block_another_system_keeps_answers_the_events_system():
    doc = copy.deepcopy(arena())
    doc["settings"].update(system="dutch", options={})
    error = validated(doc)
    assert (error["key"], error["params"], error["field"]) == (
        "system.arena_block", {"system": "dutch"}, "args.event.arena")
    assert error["message"] == "Only an arena event has an “arena” block; this event's system is “dutch”."


def test_a_round_a_system_fixes_answers_why_as_a_nested_key_and_an_arenas_wall_chart_its_own():
    doc = run(make(players=[("Anna", 2100), ("Ben", 2000), ("Cleo", 1900), ("Dan", 1800)], rounds=3),
              {"op": "set_system", "system": "round_robin"}, {"op": "pair_next"})
    error = applied(doc, op="swap_players", round=1, players=[1, 2])
    assert (error["code"], error["key"], error["params"], error["field"]) == (
        "fixed_schedule", "manual.fixed_schedule", {"reason_msg": "manual.berger_tables"}, "args.operation.op")
    assert error["message"].startswith("No changes by hand in this event: round-robin rounds follow the Berger tables")
    error = refused("event_crosstable", event=arena())
    assert (error["code"], error["key"], error["params"]) == ("not_available", "wall_chart.arena", {})


def test_an_event_details_date_and_a_team_score_setting_are_named_by_their_subjects():
    error = applied(make(), op="set_details", start_date="12/03/2026")
    assert (error["key"], error["params"], error["field"]) == (
        "details.not_a_date", {"what_msg": "subject.event_start_date", "text": "12/03/2026"},
        "args.operation.start_date")
    assert error["message"] == "The event's start date must be a date written YYYY-MM-DD, not “12/03/2026”."
    error = applied(make(), op="set_details", round_dates=["2026-03-12", "13.03."])
    assert error["params"] == {"what_msg": "subject.date_of_round_n", "number": 2, "text": "13.03."}
    error = applied(make(), op="set_team_scores", best=0)
    assert (error["key"], error["params"]["what_msg"]) == ("check.not_between", "subject.team_score_best")


def test_an_operations_shape_and_a_new_events_value_are_named_by_key():
    error = applied(make(), op="set_rounds", rounds=5, colour="white")
    assert (error["key"], error["params"]) == (
        "check.unknown_key", {"what_msg": "subject.operation_named", "op": "set_rounds", "key": "colour"})
    assert error["message"] == ("The operation “set_rounds” has a field “colour” that SwissPair does not know; remove "
                                "it or check its spelling.")
    error = refused("event_new", id="e1", mode="rapidly")
    assert (error["key"], error["params"]["what_msg"], error["field"]) == ("check.not_one_of", "subject.mode",
                                                                           "args.mode")


def test_a_damaged_events_details_and_abnormal_points_are_named_by_key():
    doc = make()
    doc["details"] = {**details.empty(), "city": 5}
    error = validated(doc)
    assert (error["key"], error["params"]["what_msg"]) == ("check.not_text", "subject.event_city")
    doc = make()
    doc["abnormal_points"] = [{"player": 1, "round": 1, "points": 10}]
    error = validated(doc)
    assert (error["key"], error["params"]) == (
        "check.missing_key", {"what_msg": "subject.abnormal_points_entry_n", "number": 1, "key": "match_points"})


def test_a_sections_request_a_csv_export_and_a_record_of_changes_name_what_is_wrong_by_key():
    error = refused("event_import_trf_sections", files=[{"text": "012 A"}, {"txt": "012 B"}])
    assert (error["key"], error["params"], error["field"]) == ("trf.sections_file_shape", {"number": 2},
                                                               "args.files[1]")
    assert error["message"] == messages.sentence(error["key"], error["params"])
    error = refused("event_csv", event=make(), kind="standings", headers={}, decimal=";")
    assert (error["key"], error["params"]["what_msg"]) == ("check.not_either", "subject.decimal_separator")
    error = refused("event_rebuild", record=[], history=[], entries=[], modified=None, keys=[])
    assert (error["key"], error["params"]["what_msg"]) == ("check.not_object", "subject.record_of_changes")
