"""swisspair.rtg_config: the Random Tournament Generator's configuration read as bbpPairings reads it, and what it
leaves out drawn from the seed within bbpPairings' own ranges."""

import pytest

from swisspair.generate_rounds import Amount, Outcome
from swisspair.generate_team import TeamRoundSettings
from swisspair.model import Colour, Result
from swisspair.rtg_config import ConfigError, declared_tiebreaks, dutch_settings, read_config, team_settings


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


def test_the_check_lists_keys_set_byes_results_rounds_and_acceleration():
    config = read_config("PlayersNumber=30\nRoundsNumber=7\nForfeitRate=20\nFullPointByeRate=10\nZeroPointByeCount=3\n"
                         "HalfPointByeCount=2\nDoubleForfeitRate=25%\nHalfZeroRate=40\nZeroZeroCount@2=1\n"
                         "ForfeitRate@4=5%\nFullPointByeCount@5=2\nDrawPercentage@3=80\nAcceleration=Baku\n")
    s = dutch_settings(config, 1)
    assert s.byes == {Result.FULL_BYE: Amount(0.1, 0), Result.ZERO_BYE: Amount(0.0, 3),
                      Result.HALF_BYE: Amount(0.0, 2)}
    assert s.outcomes == {Outcome.DOUBLE_FORFEIT: Amount(0.25, 0), Outcome.HALF_ZERO: Amount(1 / 40, 0)}
    assert s.rounds[2].outcomes == {Outcome.ZERO_ZERO: Amount(0.0, 1)}
    assert s.rounds[3].draw_rate == 0.8
    assert s.rounds[4].outcomes == {Outcome.FORFEIT: Amount(0.05, 0)}
    assert s.rounds[5].byes == {Result.FULL_BYE: Amount(0.0, 2)}
    assert s.baku and s.forfeit_rate == 1 / 20


def test_an_events_count_of_unusual_results_is_spread_over_its_rounds_keeping_the_events_rate():
    s = dutch_settings(read_config("RoundsNumber=5\nForfeitRate=10\nForfeitCount=4\nHalfZeroRate=20\n"
                                   "HalfZeroCount=3\n"), 2)
    assert sum(r.outcomes[Outcome.FORFEIT].count for r in s.rounds.values() if Outcome.FORFEIT in r.outcomes) == 4
    assert all(r.outcomes[Outcome.FORFEIT].share == 0.1 for r in s.rounds.values() if Outcome.FORFEIT in r.outcomes)
    assert sum(r.outcomes[Outcome.HALF_ZERO].count for r in s.rounds.values() if Outcome.HALF_ZERO in r.outcomes) == 3


def test_only_bbppairings_keys_roll_the_dice_they_always_rolled():
    plain = "PlayersNumber=20\nRoundsNumber=5\nForfeitRate=20\n"
    a, b = dutch_settings(read_config(plain), 7), dutch_settings(read_config(plain + "Acceleration=None\n"), 7)
    assert a == b and not a.byes and not a.outcomes and not a.rounds


def test_the_tie_break_list_is_the_configurations_each_code_known():
    assert declared_tiebreaks(read_config("Tiebreaks=BH/C1, SB,DE"), False, "BH") == "BH/C1,SB,DE"
    assert declared_tiebreaks(read_config(""), False, "BH/C1,BH,SB") == "BH/C1,BH,SB"
    assert declared_tiebreaks(read_config("Tiebreaks=BH,ESB", team=True), True, "BH") == "BH,ESB"


@pytest.mark.parametrize("text, said", [
    ("ForfeitRate@0=5", "only .* may be given for one round"),
    ("PlayersNumber@2=5", "only .* may be given for one round"),
    ("RoundsNumber=5\nHalfZeroRate@6=5", "line 2: HalfZeroRate@6: the event has 5 rounds"),
    ("ForfeitRate@2=150%", "ForfeitRate@2 must be from 0 to 100"),
    ("ZeroZeroCount=1.5", "ZeroZeroCount must be a whole number"),
    ("Acceleration=Fast", "Acceleration must be Baku or None"),
    ("PointsForWin=3\nAcceleration=Baku", "line 2: Baku acceleration .* needs the standard 1 / ½ / 0 scoring"),
])
def test_a_check_list_key_it_cannot_read_is_refused_saying_which_and_why(text, said):
    with pytest.raises(ConfigError, match=said):
        dutch_settings(read_config(text), 1)


def test_an_unknown_tie_break_or_a_per_round_key_a_team_event_lacks_is_refused():
    with pytest.raises(ConfigError, match="line 1: Tiebreaks: unknown tie-break 'XYZ'"):
        declared_tiebreaks(read_config("Tiebreaks=BH,XYZ"), False, "BH")
    with pytest.raises(ConfigError, match="unknown team tie-break 'AOB'"):
        declared_tiebreaks(read_config("Tiebreaks=AOB", team=True), True, "BH")
    with pytest.raises(ConfigError, match=r"line 1: 'RetiredRate@2'.*\(team events\)"):
        read_config("RetiredRate@2=5", team=True)
    with pytest.raises(ConfigError, match="line 1: unexpected parameter 'MatchForfeitRate'"):
        read_config("MatchForfeitRate@2=5")  # an individual event has no matches


def test_a_team_event_takes_requested_byes_whole_match_forfeits_and_round_settings():
    s = team_settings(read_config(
        "TeamsNumber=10\nRoundsNumber=6\nHalfPointByeRate=8\nFullPointByeCount=2\nZeroPointByeRate=10%\n"
        "MatchForfeitRate=20\nDrawPercentage@2=90\nForfeitRate@3=25%\nMatchForfeitCount@4=2\n"
        "ZeroPointByeCount@5=1\n", team=True), 1)
    assert s.byes == {Result.HALF_BYE: Amount(1 / 8, 0), Result.FULL_BYE: Amount(0.0, 2),
                      Result.ZERO_BYE: Amount(0.1, 0)}
    assert s.match_forfeits == Amount(1 / 20, 0)
    assert s.round_settings == {
        2: TeamRoundSettings(draw_rate=0.9), 3: TeamRoundSettings(forfeit_rate=0.25),
        4: TeamRoundSettings(match_forfeits=Amount(0.0, 2)),
        5: TeamRoundSettings(byes={Result.ZERO_BYE: Amount(0.0, 1)})}
    with pytest.raises(ConfigError, match="line 2: MatchForfeitRate@7: the event has 6 rounds"):
        team_settings(read_config("RoundsNumber=6\nMatchForfeitRate@7=5\n", team=True), 1)

