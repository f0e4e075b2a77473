"""swisspair.rtg_config: the Random Tournament Generator's configuration read as bbpPairings reads it, and what it
leaves out drawn from the seed within bbpPairings' own ranges."""

import pytest

from swisspair.model import Colour
from swisspair.rtg_config import ConfigError, dutch_settings, read_config, team_settings


def test_each_key_sets_what_bbppairings_sets():
    config = read_config("# a comment\nPlayersNumber=40\r\nRoundsNumber=7\nDrawPercentage=25\nForfeitRate=20\n"
                         "RetiredRate=8\nHalfPointByteRate=10\nHighestRating=2500\nLowestRating=1500\n"
                         "PointsForWin=3\nPointsForDraw=1\n")
    s = dutch_settings(config, 5)
    assert (s.players, s.total_rounds, s.completed_rounds) == (40, 7, 7)
    assert (s.draw_rate, s.forfeit_rate, s.retired_share, s.half_bye_share) == (0.25, 1 / 20, 1 / 8, 1 / 10)
    assert (s.highest_rating, s.lowest_rating, s.uniform_ratings, s.engine_limit) == (2500, 1500, True, 40)
    # A PAB is worth a win unless PointsForPAB says otherwise; a zero-point bye what a forfeit loss is.
    assert (s.scoring.win, s.scoring.draw, s.scoring.pairing_bye, s.scoring.zero_bye) == (30, 10, 30, 0)
    assert s.initial_colour in (Colour.WHITE, Colour.BLACK)


def test_what_the_configuration_leaves_out_is_drawn_from_the_seed_in_bbppairings_ranges():
    drawn = [dutch_settings(read_config(""), seed) for seed in range(40)]
    assert all(15 <= s.players <= 215 and 5 <= s.total_rounds <= 15 for s in drawn)
    assert all(2400 <= s.highest_rating <= 2800 and 1400 <= s.lowest_rating <= 2300 for s in drawn)
    assert all(0.1 <= s.draw_rate <= 0.5 and 1 / 30 <= s.forfeit_rate <= 1 / 6 for s in drawn)
    assert dutch_settings(read_config(""), 3) == dutch_settings(read_config(""), 3)
    assert len({s.players for s in drawn}) > 10


@pytest.mark.parametrize("text, said", [
    ("PlayersNumber 20", "line 1: expected Key=value"),
    ("\nPlayerNumber=20", "line 2: unexpected parameter 'PlayerNumber'"),
    ("DrawPercentage=120", "DrawPercentage must be from 0 to 100"),
    ("ForfeitRate=0.5", "ForfeitRate must be from 1"),
    ("RetiredRate=1", "RetiredRate must be from 2"),
    ("PlayersNumber=ten", "PlayersNumber must be a number"),
    ("PointsForWin=1.25", "PointsForWin must be 0.0 to 99.9 in tenths"),
    ("HighestRating=1500\nLowestRating=2000", "LowestRating (2000) must not be above HighestRating (1500)"),
])
def test_a_line_it_cannot_read_is_refused_saying_which_and_why(text, said):
    with pytest.raises(ConfigError, match=said.replace("(", r"\(").replace(")", r"\)")):
        dutch_settings(read_config(text), 1)


def test_team_events_take_their_own_keys():
    s = team_settings(read_config("TeamsNumber=12\nBoardsNumber=6\nTeamType=FIDE_TEAM_TYPEB_GP\nRoundsNumber=9\n",
                                  team=True), 1)
    assert (s.teams, s.boards, s.code, s.total_rounds) == (12, 6, "FIDE_TEAM_TYPEB_GP", 9)
    with pytest.raises(ConfigError, match="TeamType must be a TRF-2026 team code"):
        team_settings(read_config("TeamType=FIDE_TEAM_TYPEC", team=True), 1)
    with pytest.raises(ConfigError, match="unexpected parameter 'PlayersNumber'"):
        read_config("PlayersNumber=10", team=True)
