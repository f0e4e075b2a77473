"""systems/teams/ops.py: teams and rosters, line-ups before a round (set, copied, the roster's order by default),
team byes, withdrawals, late teams, match points and whole-team forfeits, each refusal saying what and where."""

from swisspair import event, systems
from tests.event.helpers import fails
from tests.systems.teams.helpers import results, run, team_event
from swisspair.document.readers import unplaced_players


def match_players(doc, r, m, side):
    """The players of one side of match m (from 1) of round r, board order."""
    boards = doc["settings"]["options"]["boards"]
    cells = doc["rounds"][r - 1]["boards"][(m - 1) * boards:m * boards]
    return [b["white"] if (k % 2 == 0) == (side == 0) else b["black"] for k, b in enumerate(cells)]


def test_team_operations_are_refused_in_an_individual_event():
    doc = event.new_event({"id": "solo"})
    assert "pairs players, not teams" in fails(doc, "not_a_team_event", op="add_team", team={"name": "A"}).message


def test_a_round_without_a_lineup_takes_the_rosters_available_players_in_order():
    doc = team_event(teams=2, roster=6)
    first = doc["teams"]["list"][0]["players"]
    doc = run(doc, {"op": "withdraw", "player": first[1]}, {"op": "pair_next"})
    assert match_players(doc, 1, 1, 0) == [first[0], first[2], first[3], first[4]]
    assert {"round": 1, "team": 1, "players": [first[0], first[2], first[3], first[4]]} in doc["teams"]["lineups"]


def test_a_lineup_set_before_the_round_is_what_the_round_plays():
    doc = team_event(teams=2, roster=6)
    first = doc["teams"]["list"][0]["players"]
    lineup = [first[5], first[0], first[1], first[2]]
    doc = run(doc, {"op": "set_lineup", "team": 1, "round": 1, "players": lineup}, {"op": "pair_next"})
    assert match_players(doc, 1, 1, 0) == lineup
    # Players who sit out (reserves) are not "unplaced".
    assert unplaced_players(doc, 1, systems.get(doc["settings"]["system"]).sitting_out) == []


def test_a_lineup_changed_after_pairing_rewrites_the_boards_until_a_result_is_in():
    doc = run(team_event(teams=2, roster=5), {"op": "pair_next"})
    second = doc["teams"]["list"][1]["players"]
    lineup = [second[4], second[0], second[1], second[2]]
    doc = run(doc, {"op": "set_lineup", "team": 2, "round": 1, "players": lineup})
    assert match_players(doc, 1, 1, 1) == lineup
    doc = run(doc, {"op": "set_result", "round": 1, "board": 1, "result": "1-0"})
    fails(doc, "has_results", op="set_lineup", team=2, round=1, players=second[:4])


def test_copy_lineups_repeats_last_rounds_boards():
    doc = team_event(teams=4, roster=6)
    first = doc["teams"]["list"][0]["players"]
    lineup = [first[5], first[4], first[3], first[2]]
    doc = run(doc, {"op": "set_lineup", "team": 1, "round": 1, "players": lineup}, {"op": "pair_next"})
    doc = results(doc, 1, lambda b: "1/2-1/2")
    doc = run(doc, {"op": "copy_lineups", "round": 2}, {"op": "pair_next"})
    assert match_players(doc, 2, 2, 0) == lineup  # Berger round 2: 4-3, 1-2
    fails(doc, "out_of_range", op="copy_lineups", round=2)


def test_a_lineup_refusal_names_the_board_and_the_player():
    doc = team_event(teams=2)
    other = doc["teams"]["list"][1]["players"][0]
    error = fails(doc, "not_in_team", op="set_lineup", team=1, round=1,
                  players=doc["teams"]["list"][0]["players"][:3] + [other])
    assert error.field == "operation.players[3]" and error.player == other and "Board 4" in error.message
    name = next(p["name"] for p in doc["players"] if p["id"] == other)
    assert f"names {name}, who is not on its roster" in error.message and "id" not in error.message.split()


def test_a_team_short_of_players_is_refused_at_pairing_with_its_name():
    doc = team_event(teams=2, roster=4)
    doc = run(doc, {"op": "withdraw", "player": doc["teams"]["list"][1]["players"][0]})
    error = fails(doc, "short_team", op="pair_next")
    assert "team Team 2 has 3 player(s) available" in error.message and "(id" not in error.message


def test_a_player_plays_for_one_team():
    doc = team_event(teams=2)
    taken = doc["teams"]["list"][0]["players"][0]
    error = fails(doc, "duplicate", op="set_roster", team=2, players=[taken])
    assert "already plays for team Team 1;" in error.message and error.player == taken


def test_removing_a_player_takes_them_off_the_roster_and_lineups():
    doc = team_event(teams=2, roster=5)
    first = doc["teams"]["list"][0]["players"]
    doc = run(doc, {"op": "set_lineup", "team": 1, "round": 1, "players": first[:4]},
              {"op": "remove_player", "player": first[0]})
    assert doc["teams"]["list"][0]["players"] == first[1:]
    assert doc["teams"]["lineups"] == []


def test_a_withdrawn_team_has_no_match_and_its_opponent_gets_a_note():
    doc = team_event(teams=4)
    doc = run(doc, {"op": "withdraw_team", "team": 4, "round": 1}, {"op": "pair_next"})
    assert doc["rounds"][0]["teams"]["matches"] == [[2, 3]]
    assert "Team Team 1 has no match in round 1" in doc["rounds"][0]["notes"][0]["text"]
    fails(doc, "already_started", op="cancel_team_withdrawal", team=4)


def test_a_late_team_joins_from_the_next_round():
    doc = run(team_event(teams=2), {"op": "pair_next"}, {"op": "add_team", "team": {"name": "Late"}})
    assert doc["teams"]["list"][-1]["joined_round"] == 2
    fails(doc, "already_started", op="remove_team", team=1)
    doc = run(doc, {"op": "remove_team", "team": 3})
    assert len(doc["teams"]["list"]) == 2


def test_team_byes_are_for_rounds_not_paired_yet():
    doc = run(team_event(teams=2), {"op": "pair_next"})
    fails(doc, "out_of_range", op="team_bye", team=1, round=1, points="half")
    doc = run(doc, {"op": "team_bye", "team": 1, "round": 2, "points": "zero"})
    fails(doc, "already_absent", op="team_bye", team=1, round=2, points="half")
    doc = run(doc, {"op": "cancel_team_bye", "team": 1, "round": 2})
    assert doc["teams"]["list"][0]["requested_byes"] == []


def test_match_points_that_do_not_rank_a_win_first_are_refused():
    doc = team_event(teams=2)
    fails(doc, "wrong_value", op="set_team_points", match_points={"win": 10, "draw": 20, "loss": 0})
    doc = run(doc, {"op": "set_team_points", "match_points": {"win": 30, "draw": 10, "loss": 0}})
    assert doc["teams"]["match_points"] == {"win": 30, "draw": 10, "loss": 0}


def test_a_double_forfeit_gives_nobody_a_board():
    doc = run(team_event(teams=2), {"op": "pair_next"},
              {"op": "forfeit_match", "round": 1, "match": 1, "side": "both"})
    assert {b["result"] for b in doc["rounds"][0]["boards"]} == {"--"}


def test_switching_between_team_and_individual_systems_keeps_the_document_valid():
    doc = event.new_event({"id": "switch"})
    doc = run(doc, {"op": "set_system", "system": "team_round_robin"})
    assert doc["teams"]["list"] == []
    doc = run(doc, {"op": "add_team", "team": {"name": "A"}})
    fails(doc, "has_teams", op="set_system", system="dutch")
    doc = run(doc, {"op": "remove_team", "team": 1}, {"op": "set_system", "system": "dutch"})
    assert "teams" not in doc


def test_the_team_order_is_the_seeding_and_is_fixed_by_round_one():
    doc = run(team_event(teams=4), {"op": "set_team_order", "order": [4, 3, 2, 1]}, {"op": "pair_next"})
    assert doc["rounds"][0]["teams"]["matches"] == [[4, 1], [3, 2]]
    fails(doc, "already_started", op="set_team_order", order=[1, 2, 3, 4])


def test_teams_are_seeded_by_the_average_rating_of_their_top_boards():
    # Team 3 (2200 down to 2170 on its top four boards) gets a 2950 reserve, who counts only once the roster puts
    # them on board 1; Team 1 puts its board 1 (2400) on the bench.
    doc = team_event(teams=3, roster=5)
    doc = run(doc, {"op": "add_player", "player": {"name": "Star", "rating": 2950}})
    star = doc["players"][-1]["id"]
    third = doc["teams"]["list"][2]["players"]
    first = doc["teams"]["list"][0]["players"]
    doc = run(doc, {"op": "set_roster", "team": 3, "players": [*third, star]},
              {"op": "set_team_order", "by": "rating"})
    assert [t["id"] for t in doc["teams"]["list"]] == [1, 2, 3]
    doc = run(doc, {"op": "set_roster", "team": 3, "players": [star, *third]},
              {"op": "set_roster", "team": 1, "players": [*first[1:], first[0]]})
    # Team 3: 2950 + 2200 + 2190 + 2180 = 9520; Team 1: 2390 + 2380 + 2370 + 2360 = 9500; Team 2: 9140.
    doc = run(doc, {"op": "set_team_order", "by": "rating"})
    assert [t["id"] for t in doc["teams"]["list"]] == [3, 1, 2]
    assert doc["log"][-1]["text"] == "Teams seeded by the average rating of their top boards: Team 3, Team 1, Team 2."
    assert fails(doc, "wrong_value", op="set_team_order", by="rating", order=[1, 2, 3]).field == "operation.by"
    assert fails(doc, "wrong_value", op="set_team_order", by="lots").field == "operation.by"


def test_a_late_team_is_entered_with_its_new_players_joining_from_the_next_round():
    doc = run(team_event(teams=4, system="team_swiss"), {"op": "set_rounds", "rounds": 3}, {"op": "pair_next"})
    doc = run(doc, {"op": "add_team", "team": {"name": "Queens"},
                    "new_players": [{"name": f"Q{k}", "rating": 1900} for k in range(4)]})
    assert doc["teams"]["list"][-1]["joined_round"] == 2
    assert {p["joined_round"] for p in doc["players"] if p["name"].startswith("Q")} == {2}


def test_a_team_is_entered_with_its_new_players_in_board_order():
    doc = event.new_event({"id": "t", "system": "team_round_robin", "options": {"boards": 2}})
    doc = run(doc, {"op": "add_team", "team": {"name": "Knights"},
                    "new_players": [{"name": "Ann", "rating": 2100}, {"name": "Bob"}, {"name": "Cid", "rating": 1900}]})
    assert [p["name"] for p in doc["players"]] == ["Ann", "Bob", "Cid"]
    assert doc["teams"]["list"][0]["players"] == [p["id"] for p in doc["players"]]
    error = fails(doc, "empty", op="add_team", team={"name": "Rooks"}, new_players=[{"name": "Dee"}, {"name": " "}])
    assert error.field.startswith("operation.new_players[1]") and "New player 2 of team Rooks" in error.message


def test_a_lineup_naming_an_absent_player_is_refused_with_the_board():
    doc = team_event(teams=2, roster=5)
    first = doc["teams"]["list"][0]["players"]
    doc = run(doc, {"op": "request_bye", "player": first[2], "round": 1, "points": "zero"})
    error = fails(doc, "absent_player", op="set_lineup", team=1, round=1, players=first[:4])
    assert error.field == "operation.players[2]" and "Board 3" in error.message and "requested bye" in error.message


def test_a_teams_messages_name_it_as_written_never_by_its_id():
    doc = run(team_event(teams=2), {"op": "edit_team", "team": 2, "changes": {"name": "knights of Leeds"}})
    doc = run(doc, {"op": "withdraw_team", "team": 2, "round": 1})
    assert doc["log"][-1]["text"] == "Team knights of Leeds withdraws from round 1."
    error = fails(doc, "already_absent", op="team_bye", team=2, round=1, points="half")
    assert error.message == "Team knights of Leeds is already absent from round 1."
