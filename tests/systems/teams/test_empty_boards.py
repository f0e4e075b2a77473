"""A team short of players leaves a board of its line-up empty (null): pairing writes that board as lost by forfeit
by the short team (both sides empty: a double forfeit), its result is fixed, and game points, match points, the
standings, the board count and the board prizes count it as a forfeit."""

from swisspair import event, systems
from swisspair.systems.teams.readers import game_points, team_standings, team_tournament
from swisspair.tiebreaks.fide.teams import TeamContext
from tests.event.helpers import fails
from tests.systems.teams.helpers import run, team_event
from swisspair.document.errors import EventError


def short_event(first=(0, 1, 2, None), second=None, roster=3):
    """Two teams of `roster` players, 4 boards; team 1's line-up for round 1 from its roster indices (None: empty)."""
    doc = team_event(teams=2, roster=roster)
    for tid, picks in ((1, first), (2, second)):
        if picks is not None:
            ids = doc["teams"]["list"][tid - 1]["players"]
            doc = run(doc, {"op": "set_lineup", "team": tid, "round": 1,
                            "players": [None if k is None else ids[k] for k in picks]})
    return run(doc, {"op": "pair_next"})


def play(doc, result):
    """Every board of round 1 with two players given `result`; the empty boards keep their forfeit."""
    for b, board in enumerate(doc["rounds"][0]["boards"], 1):
        if board["white"] is not None and board["black"] is not None:
            doc = run(doc, {"op": "set_result", "round": 1, "board": b, "result": result})
    return doc


def test_an_empty_board_is_paired_as_a_forfeit_lost_by_the_short_team():
    doc = short_event(second=(0, 1, 2, 3), roster=4)
    board4 = doc["rounds"][0]["boards"][3]
    # Board 4: the first team's player has Black (C.04.6 §1.6), and team 1 left it empty.
    assert board4 == {"white": doc["teams"]["list"][1]["players"][3], "black": None, "result": "+-"}
    assert {"round": 1, "team": 1, "players": doc["teams"]["list"][0]["players"][:3] + [None]} \
        in doc["teams"]["lineups"]
    assert all(b["result"] is None for b in doc["rounds"][0]["boards"][:3])


def test_a_board_both_line_ups_left_empty_is_a_double_forfeit():
    doc = short_event(second=(0, 1, 2, None))
    assert doc["rounds"][0]["boards"][3] == {"white": None, "black": None, "result": "--"}


def test_an_empty_boards_forfeit_counts_in_game_points_match_points_and_the_standings():
    doc = play(short_event(second=(0, 1, 2, 3), roster=4), "1/2-1/2")
    assert game_points(doc, 1, 0) == (15, 25)
    rows = {row["team"]: row for row in team_standings(doc)}
    assert (rows[2]["rank"], rows[2]["match_points"], rows[2]["game_points"], rows[2]["won"]) == (1, 20, 25, 1)
    assert (rows[1]["rank"], rows[1]["match_points"], rows[1]["game_points"], rows[1]["lost"]) == (2, 0, 15, 1)


def test_the_player_facing_an_empty_board_scores_it_in_the_board_prizes_and_the_board_count():
    doc = play(short_event(second=(0, 1, 2, 3), roster=4), "1/2-1/2")
    answer = systems.get(doc["settings"]["system"]).standings(doc, "2026")
    board4 = {p["name"]: p for p in next(b for b in answer["boards"] if b["board"] == 4)["players"]}
    assert (board4["T2 P4"]["points"], board4["T2 P4"]["games"]) == (10, 0)
    tctx = TeamContext(team_tournament(doc), "2026")
    assert tctx.board_points[(2, 1)].points[3] == 1 and tctx.board_points[(1, 1)].points[3] == 0


def test_an_empty_boards_result_is_fixed():
    doc = short_event(second=(0, 1, 2, 3), roster=4)
    error = fails(doc, "wrong_value", op="set_result", round=1, board=4, result="1-0")
    assert "no player on one side" in error.message and "+-" in error.message


def test_a_line_up_changed_after_pairing_may_empty_a_board_and_fill_it_again():
    doc = run(team_event(teams=2, roster=4), {"op": "pair_next"})
    ids = doc["teams"]["list"][1]["players"]
    doc = run(doc, {"op": "set_lineup", "team": 2, "round": 1, "players": [ids[0], None, ids[2], ids[3]]})
    # Board 2: the second team's player has White.
    first = doc["teams"]["list"][0]["players"]
    assert doc["rounds"][0]["boards"][1] == {"white": None, "black": first[1], "result": "-+"}
    doc = run(doc, {"op": "set_lineup", "team": 2, "round": 1, "players": ids})
    assert doc["rounds"][0]["boards"][1] == {"white": ids[1], "black": first[1], "result": None}


def test_a_whole_team_forfeit_leaves_the_short_teams_empty_board_as_paired():
    doc = short_event(second=(0, 1, 2, 3), roster=4)
    doc = run(doc, {"op": "forfeit_match", "round": 1, "match": 1, "side": "second"})
    assert [b["result"] for b in doc["rounds"][0]["boards"]] == ["+-", "-+", "+-", "+-"]


def test_a_line_up_with_every_board_empty_is_refused_for_the_whole_team_forfeit():
    doc = team_event(teams=2)
    error = fails(doc, "wrong_value", op="set_lineup", team=1, round=1, players=[None] * 4)
    assert "whole-team forfeit" in error.message


def test_a_team_short_of_players_without_a_line_up_is_still_refused_at_pairing():
    doc = team_event(teams=2, roster=3)
    assert "set its line-up with the boards nobody can play left empty" in fails(doc, "short_team",
                                                                                op="pair_next").message


def test_an_individual_event_has_no_empty_board():
    doc = run(event.new_event({"id": "solo", "system": "dutch", "rounds": 3}),
              *[{"op": "add_player", "player": {"name": f"P{k}", "rating": 2000 - k}} for k in range(4)],
              {"op": "pair_next"})
    doc["rounds"][0]["boards"][0]["black"] = None
    try:
        event.load(doc)
    except EventError as error:
        assert error.field == "event.rounds[0].boards[0].black"
    else:
        raise AssertionError("a board without a player was accepted")
