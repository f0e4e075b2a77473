"""swisspair.team_standings: teams ranked by their primary score then the organiser's team tie-breaks, every value
explained; board prizes."""

from fractions import Fraction

import pytest

from swisspair.standings import as_json, compute_standings, format_explanation, format_standings
from swisspair.model import Score
from swisspair.team_standings import board_prizes, compute_team_standings
from swisspair.tiebreaks import UnknownTiebreak
from swisspair.trf.team_reading import read_team_trf
from tests.corpus_location import TEAM_DEV
from tests.tiebreaks.fide.test_teams import EVENT
from tests.tiebreaks.helpers import team_event


def places(standings):
    return {row.tpn: row.rank for row in standings.rows}


def test_teams_rank_by_match_points_then_the_tiebreaks_in_order():
    event = team_event(2, 4, EVENT)
    # 1 and 3 have 4 match points, 3 beat 1; 2 and 4 have 2, they drew, and DE leaves them sharing third place.
    standings = compute_team_standings(event, ["DE"])
    assert [row.tpn for row in standings.rows] == [3, 1, 2, 4]
    assert places(standings) == {3: 1, 1: 2, 2: 3, 4: 3}
    # The board count of their match (C.07 13.3.2) puts 2 ahead of 4.
    assert places(compute_team_standings(event, ["EDEC"])) == {3: 1, 1: 2, 2: 3, 4: 4}
    # Board count first: 1 and 3 both have 5.5, then DE.
    assert places(compute_team_standings(event, ["BC", "DE"]))[3] == 1


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
    assert "2.0 x 1.5 scored" in explanation  # round 1: team 2's 2 match points x 1.5 game points


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
    standings = compute_standings(event.players, ["TPR"])
    assert len(standings.rows) == 66  # 22 teams of 3
    # Player 1 (board 1 of team 1) scored 7.5 of 9, the 001 line's points column.
    assert next(row for row in standings.rows if row.tpn == 1).points == Fraction(15, 2)
