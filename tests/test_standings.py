"""swisspair.standings, the `standings` command and the bridge's "standings" operation; a team event's teams ranked by
their primary score then the organiser's team tie-breaks, every value explained; board prizes."""

import json
import os
import subprocess
import sys
from fractions import Fraction

import pytest

from swisspair.bridge import handle
from swisspair.model import Colour, Player, Result, RoundEntry, Score, Tournament
from swisspair.standings import (as_json, board_prizes, compute_standings, compute_team_standings, format_explanation,
                                 format_standings, json_number)
from swisspair.tiebreaks import UnknownTiebreak
from swisspair.trf import format_trf, read_team_trf
from tests.corpus_location import TEAM_DEV
from tests.tiebreaks.helpers import EVENT, team_event

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HELD_9 = os.path.join(ROOT, "tests", "golden", "tiebreaks", "held-swiss-9.trf")


def game(opponent: int, colour: str, result: str) -> RoundEntry:
    return RoundEntry(opponent, Colour(colour), Result(result))


def four_players(names=("Anna", "Bert", "Cleo", "Dirk"), ratings=(2000, 2000, 2000, 2000)) -> Tournament:
    """A 3-round all-play-all: 3 has 2.0; 1 and 2 both 1.5 (1 beat 2), with equal Buchholz; 4 has 1.0."""
    rounds = {1: [game(2, "w", "1"), game(3, "b", "0"), game(4, "w", "=")],
              2: [game(1, "b", "0"), game(4, "w", "1"), game(3, "w", "=")],
              3: [game(4, "w", "="), game(1, "w", "1"), game(2, "b", "=")],
              4: [game(3, "b", "="), game(2, "b", "0"), game(1, "b", "=")]}
    return Tournament(players=[Player(n, name=names[n - 1], rating=ratings[n - 1], rounds=rounds[n])
                               for n in (1, 2, 3, 4)])


def ranks(standings) -> dict[int, int]:
    return {row.tpn: row.rank for row in standings.rows}


def test_points_first_then_the_tiebreaks_in_the_order_given():
    t = four_players()
    # 1 and 2 tie on 1.5 and on Buchholz (4.5 each); direct encounter then puts 1 (who beat 2) first.
    standings = compute_standings(t, ["BH", "DE"])
    assert [row.tpn for row in standings.rows] == [3, 1, 2, 4]
    assert [row.points for row in standings.rows] == [2, Fraction(3, 2), Fraction(3, 2), 1]
    assert standings.rows[1].values["BH"].value == standings.rows[2].values["BH"].value == Fraction(9, 2)
    assert standings.rows[1].values["DE"].value == 1 and standings.rows[2].values["DE"].value == 2
    assert ranks(standings) == {3: 1, 1: 2, 2: 3, 4: 4}


def test_direct_encounter_sees_only_the_players_still_tied_after_the_tiebreaks_before_it():
    t = four_players()
    # Buchholz Cut-1 leaves 1 and 2 tied (3.5 each): DE splits them.
    standings = compute_standings(t, ["BH/C1", "DE"])
    assert ranks(standings)[1] == 2 and ranks(standings)[2] == 3
    # With the pairing number first (2026), nobody is tied any more when DE comes: it separates nobody.
    standings = compute_standings(t, ["TPN", "DE"])
    assert {row.tpn: row.values["DE"].value for row in standings.rows} == {1: 0, 2: 0, 3: 0, 4: 0}


def test_rating_then_name_break_what_the_tiebreaks_leave():
    t = four_players(ratings=(2000, 2100, 1900, 1800))
    assert ranks(compute_standings(t, [])) == {3: 1, 2: 2, 1: 3, 4: 4}  # 2 is rated higher than 1
    assert ranks(compute_standings(four_players(), [])) == {3: 1, 1: 2, 2: 3, 4: 4}  # Anna before Bert
    t = four_players(names=("Bert", "Anna", "Cleo", "Dirk"))
    assert ranks(compute_standings(t, [])) == {3: 1, 2: 2, 1: 3, 4: 4}


def test_players_equal_in_everything_share_a_place():
    t = four_players(names=("Same", "Same", "Cleo", "Dirk"))
    standings = compute_standings(t, ["BH"])
    assert ranks(standings) == {3: 1, 1: 2, 2: 2, 4: 4}


def test_an_undefined_value_ranks_last():
    t = four_players(ratings=(0, 2000, 2000, 2000))
    standings = compute_standings(t, ["ARO"])
    assert all(row.values["ARO"].value is None for row in standings.rows)
    # Rating decides, and the unrated player comes after the rated one on the same points.
    assert ranks(standings)[2] == 2 and ranks(standings)[1] == 3


def test_lower_is_better_for_the_pairing_number():
    t = four_players()
    t = four_players(names=("Bert", "Anna", "Cleo", "Dirk"))
    assert ranks(compute_standings(t, ["TPN"])) == {3: 1, 1: 2, 2: 3, 4: 4}  # before the names


def test_unknown_or_repeated_codes_are_refused():
    with pytest.raises(UnknownTiebreak, match="'NOPE'"):
        compute_standings(four_players(), ["BH", "NOPE"])
    with pytest.raises(UnknownTiebreak, match="twice"):
        compute_standings(four_players(), ["BH-C1", "bh/c1"])


def test_json_numbers_are_exact_or_rounded_for_display_only():
    assert json_number(Fraction(77, 2)) == 38.5 and json_number(Fraction(4)) == 4
    assert json_number(Fraction(1, 3)) == 0.333333 and json_number(None) is None and json_number(7) == 7


def test_as_json_and_the_table_show_every_value():
    standings = compute_standings(four_players(), ["BH", "SB"])
    rows = as_json(standings)
    # 3 met 4 (1.0, drawn), 1 (1.5, won), 2 (1.5, drawn): BH 4.0, SB 0.5 + 1.5 + 0.75.
    assert rows[0] == {"tpn": 3, "points": 2, "rank": 1, "tiebreaks": {"BH": 4, "SB": 2.75}}
    detailed = as_json(standings, details=True)[0]
    assert detailed["name"] == "Cleo" and detailed["details"]["SB"]["rounds"][0]["opponent"] == 4
    table = format_standings(standings).splitlines()
    assert table[0].split() == ["Place", "TPN", "Name", "Pts", "BH", "SB"]
    assert table[1].split() == ["1", "3", "Cleo", "2.0", "4.0", "2.75"]
    explanation = format_explanation(standings, 3)
    assert "SB (Sonneborn-Berger) = 2.75" in explanation and "round  1  vs 4" in explanation


# --- the command line ------------------------------------------------------------------------------------

def run(*args):
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "py"))
    return subprocess.run([sys.executable, "-m", "swisspair", "standings", *args], capture_output=True, text=True,
                          env=env)


def test_command_prints_the_table():
    done = run(HELD_9, "--tiebreaks", "DE,BH-C1,BH")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["Place", "TPN", "Name", "Pts", "DE", "BH/C1", "BH"]
    assert lines[1].split()[:4] == ["1", "3", "Charline", "6.5"]


def test_command_json_lists_tpn_points_rank_tiebreaks_and_the_rating_change():
    done = run(HELD_9, "--tiebreaks", "BH/C1,SB", "--json", "--edition", "2024")
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)
    assert len(rows) == 16 and set(rows[0]) == {"tpn", "points", "rank", "tiebreaks", "rating_change", "k", "k_reason",
                                                "k_reason_words", "expected", "rated_score", "performance",
                                                "average_opponent_rating", "rated_games", "initial_rating",
                                                "initial_reason", "initial_reason_words"}
    assert rows[0]["tpn"] == 3 and rows[0]["points"] == 6.5 and set(rows[0]["tiebreaks"]) == {"BH/C1", "SB"}


def test_command_explains_one_player():
    done = run(HELD_9, "--tiebreaks", "BH", "--explain", "4")
    assert done.returncode == 0 and "half-point bye: dummy opponent" in done.stdout


def test_command_names_an_unknown_tiebreak_and_exits_3():
    done = run(HELD_9, "--tiebreaks", "BH,BHX")
    assert done.returncode == 3 and "'BHX'" in done.stderr and "Traceback" not in done.stderr


def test_command_refuses_a_2026_tiebreak_in_the_2024_edition():
    done = run(HELD_9, "--tiebreaks", "STD", "--edition", "2024")
    assert done.returncode == 3 and "2026" in done.stderr


def test_command_bad_trf_exits_3_with_line_and_column(tmp_path):
    bad = tmp_path / "bad.trf"
    bad.write_text("012 Test\n001    1      Alpha                             2000                             0.0    1     2 x 1\n")
    done = run(str(bad), "--tiebreaks", "BH")
    assert done.returncode == 3
    assert "line 2" in done.stderr and "column" in done.stderr and "Traceback" not in done.stderr


# --- the bridge --------------------------------------------------------------------------------------------

def request(**args):
    return handle({"id": 7, "op": "standings", "args": args})


def test_bridge_standings_with_details():
    answer = request(trf=format_trf(four_players()), tiebreaks=["BH-C1", "DE"], edition="2024")
    assert answer["ok"], answer
    result = answer["result"]
    assert result["edition"] == "2024" and result["rounds"] == 3
    assert [t["code"] for t in result["tiebreaks"]] == ["BH/C1", "DE"]
    first, second = result["standings"][:2]
    assert (first["tpn"], first["rank"], first["tiebreaks"]["DE"]) == (3, 1, 0)
    assert (second["tpn"], second["rank"], second["tiebreaks"]["DE"]) == (1, 2, 1)
    assert first["details"]["BH/C1"]["rounds"][0]["cut"] is True  # 4, on 1.0, is the lowest


def test_bridge_names_the_bad_tiebreak_field():
    answer = request(trf=format_trf(four_players()), tiebreaks=["BH", "XX"])
    assert not answer["ok"] and answer["error"]["code"] == "unknown_tiebreak"
    assert answer["error"]["field"] == "args.tiebreaks[1]" and "'XX'" in answer["error"]["message"]
    answer = request(trf=format_trf(four_players()), tiebreaks=["BH", "bh"])
    assert answer["error"]["code"] == "duplicate" and answer["error"]["field"] == "args.tiebreaks[1]"


def test_bridge_bad_trf_and_bad_edition():
    answer = request(trf="001 x", tiebreaks=["BH"])
    assert answer["error"]["code"] == "invalid_trf" and answer["error"]["line"] == 1
    answer = request(trf=format_trf(four_players()), tiebreaks=[], edition="2025")
    assert answer["error"]["field"] == "args.edition"


# --- a team event's teams ---------------------------------------------------------------------------------


def test_teams_rank_by_match_points_then_the_tiebreaks_in_order():
    event = team_event(2, 4, EVENT)
    # 1 and 3 have 4 match points, 3 beat 1; 2 and 4 have 2, they drew, and DE leaves them sharing third place.
    standings = compute_team_standings(event, ["DE"])
    assert [row.tpn for row in standings.rows] == [3, 1, 2, 4]
    assert ranks(standings) == {3: 1, 1: 2, 2: 3, 4: 3}
    # The board count of their match (C.07 13.3.2) puts 2 ahead of 4.
    assert ranks(compute_team_standings(event, ["EDEC"])) == {3: 1, 1: 2, 2: 3, 4: 4}
    # Board count first: 1 and 3 both have 5.5, then DE.
    assert ranks(compute_team_standings(event, ["BC", "DE"]))[3] == 1


def test_game_points_rank_when_the_competition_says_so():
    event = team_event(2, 4, EVENT, primary=Score.GAME_POINTS)
    standings = compute_team_standings(event, ["MPVGP"])
    assert [(row.tpn, row.points) for row in standings.rows] == [(1, 4), (3, Fraction(7, 2)), (2, Fraction(5, 2)),
                                                                 (4, 2)]
    assert standings.rows[0].values["MPVGP"].value == 4


def test_rows_show_and_explain_as_the_individual_standings_do():
    standings = compute_team_standings(team_event(2, 4, EVENT), ["EMGSB", "BC"])
    # Team 3's 10 (2 x 1 + 4 x 1.5 + 2 x 1) puts it ahead of team 1's 9.
    assert as_json(standings)[:2] == [{"tpn": 3, "points": 4, "rank": 1, "tiebreaks": {"EMGSB": 10, "BC": 5.5}},
                                      {"tpn": 1, "points": 4, "rank": 2, "tiebreaks": {"EMGSB": 9, "BC": 5.5}}]
    table = format_standings(standings)
    assert table.splitlines()[0].split() == ["Place", "TPN", "Name", "Pts", "EMGSB", "BC"]
    explanation = format_explanation(standings, 1)
    assert "EMGSB (Sonneborn-Berger, match points x game points) = 9.00" in explanation
    assert "2 x 1.5 scored" in explanation  # round 1: team 2's 2 match points x 1.5 game points


def test_an_individual_code_that_is_no_team_tiebreak_is_named():
    with pytest.raises(UnknownTiebreak, match="'ARO'"):
        compute_team_standings(team_event(2, 4, EVENT), ["ARO"])


def test_board_prizes_list_each_boards_players_best_performance_first():
    prizes = board_prizes(team_event(2, 4, EVENT))
    assert sorted(prizes) == [1, 2]
    first = prizes[1][0]
    # Player 1, board 1 of team 1: 1 + 0.5 + 1 from 3 games against players 3, 5, 7 (1970, 1950, 1930):
    # ARO 1950, 83 % gives dp 273 (FIDE B.02).
    assert (first.tpn, first.team, first.points, first.games) == (1, 1, Fraction(5, 2), 3)
    assert first.performance.value == 1950 + 273
    performances = [b.performance.value for b in prizes[1]]
    assert performances == sorted(performances, reverse=True) and [b.board for b in prizes[2]] == [2, 2, 2, 2]


def test_the_players_of_all_teams_have_individual_standings():
    with open(TEAM_DEV / "team_000005.trf", encoding="utf-8") as f:
        event = read_team_trf(f.read()).tournament
    standings = compute_standings(event, ["TPR"])
    assert len(standings.rows) == 66  # 22 teams of 3
    # Player 1 (board 1 of team 1) scored 7.5 of 9, the 001 line's points column.
    assert next(row for row in standings.rows if row.tpn == 1).points == Fraction(15, 2)
