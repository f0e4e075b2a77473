"""swisspair.tiebreaks.magic: the Magic Tournament Rules' Appendix C, its examples and its 0.33 floor."""

from fractions import Fraction

from swisspair.model import Scoring, Tournament
from swisspair.tiebreaks.context import Context, GameScore
from swisspair.tiebreaks.magic import MAGIC_FLOOR, floored_percentage, game_win_percentage, match_win_percentage
from swisspair.tiebreaks.registry import TIEBREAKS
from tests.tiebreaks.helpers import event, value, values


def magic_player(results: str, byes: int = 0) -> Tournament:
    """Player 1 with `results` (1 = 0) against player 2, after `byes` pairing-allocated byes."""
    rounds = " ".join(["-U"] * byes + [f"2w{r}" for r in results])
    return event(f"1 2000: {rounds}", "2 1900: " + " ".join(["-U"] * byes + ["1b="] * len(results)))


def test_mtr_appendix_c_match_points_examples():
    assert value(Context(magic_player("11111100")), "MP", 1) == 18  # 6-2-0
    assert value(Context(magic_player("1111==00")), "MP", 1) == 14  # 4-2-2


def test_mtr_appendix_c_match_win_percentage_examples():
    assert match_win_percentage(Context(magic_player("11111=00")), 1) == Fraction(16, 24)  # 5-2-1
    withdrawn = event("1 2000: 2w1 2w0 2w0 2w0 -Z -Z -Z -Z", "2 1900: 1b0 1b1 1b1 1b1 -Z -Z -Z -Z")
    assert match_win_percentage(Context(withdrawn), 1) == MAGIC_FLOOR  # 3 / 12 = 0.25, so 0.33
    bye_first = event("1 2000: -U 2w1 2w1 2w0 2w0 -Z -Z -Z", "2 1900: -Z 1b0 1b0 1b1 1b1 -Z -Z -Z")
    assert match_win_percentage(Context(bye_first), 1) == Fraction(9, 15)  # 3-2-0 with a bye: 0.60


def test_mtr_appendix_c_game_points_from_game_results():
    t = event("1 2000: 2w1 2w1 2w1", "2 1900: 1b0 1b0 1b0")
    games = {(1, 1): GameScore(2, 0), (1, 2): GameScore(2, 1), (1, 3): GameScore(2, 0, 1),
             (2, 1): GameScore(0, 2), (2, 2): GameScore(1, 2), (2, 3): GameScore(0, 2, 1)}
    ctx = Context(t, games=games)
    assert game_win_percentage(ctx, 1) == Fraction(6 + 6 + 7, 6 + 9 + 9)
    assert game_win_percentage(ctx, 2) == MAGIC_FLOOR  # 4 / 24 is under 0.33
    assert value(ctx, "OGW", 1) == MAGIC_FLOOR


def test_a_match_drawn_without_a_game_adds_no_game_points_possible():
    """MTR Appendix C: "unplayed games are worth 0"; a match drawn before any game (0-0-0) leaves GW% to the
    other matches, and the round shows no game fraction."""
    t = event("1 2000: 2w= 2w1", "2 1900: 1b= 1b0")
    ctx = Context(t, games={(1, 1): GameScore(0, 0, 0), (1, 2): GameScore(2, 1),
                            (2, 1): GameScore(0, 0, 0), (2, 2): GameScore(1, 2)})
    assert game_win_percentage(ctx, 1) == Fraction(6, 9)
    assert [p.value for p in TIEBREAKS["GW"].compute(ctx, 1).parts] == [None, Fraction(6, 9)]
    assert value(ctx, "OGW", 1) == Fraction(3, 9)
    only_draw = Context(event("1 2000: 2w=", "2 1900: 1b="), games={(1, 1): GameScore(0, 0, 0),
                                                                     (2, 1): GameScore(0, 0, 0)})
    assert value(only_draw, "GW", 1) is None


def test_without_game_results_a_match_stands_for_one_game():
    ctx = Context(event("1 2000: 2w1 2w=", "2 1900: 1b0 1b="))
    assert value(ctx, "GW", 1) == Fraction(4, 6)
    assert "no game results" in TIEBREAKS["GW"].compute(ctx, 1).parts[0].note


def test_appendix_c_3_2_0_including_a_first_round_bye_then_withdraws_is_0_60_to_its_opponents():
    """MTR Appendix C's third match-win example decides whether an opponent's bye counts in the MW% that
    OMW% averages: "3-2-0, including a first-round bye, then withdraws | 9 | 5 | 9/(5*3) = 0.60". The MW%
    is defined once, bye included, and OMW% is "the average match-win percentage of each opponent"; the
    parenthesis "(ignoring those rounds for which the player received a bye)" is about the player's own
    bye rounds, which have no opponent. So the opponents see 0.60, not 6/12 = 0.50 with the bye left out."""
    bye_first = event("1 2000: -U 2w1 3w1 4w0 5w0 -Z -Z -Z", "2 1900: -Z 1b0 -Z -Z -Z -Z -Z -Z",
                      "3 1800: -Z -Z 1b0 -Z -Z -Z -Z -Z", "4 1700: -Z -Z -Z 1b1 -Z -Z -Z -Z",
                      "5 1600: -Z -Z -Z -Z 1b1 -Z -Z -Z")
    ctx = Context(bye_first)
    assert match_win_percentage(ctx, 1) == Fraction(9, 15)
    # Each of the four opponents played only player 1, so their OMW% is player 1's MW% as they see it.
    for opponent in (2, 3, 4, 5):
        assert value(ctx, "OMW", opponent) == Fraction(9, 15)
    # Player 1's own OMW% averages the four opponents and leaves out the bye round: 0.33, 0.33, 1, 1.
    assert value(ctx, "OMW", 1) == (2 * MAGIC_FLOOR + 2) / 4


def test_opponents_match_win_counts_the_opponents_byes_and_floors_each():
    t = event("1 2000: 2w1 3w0 4w1", "2 1900: 1b0 -U 4b0", "3 1800: -U 1b1 -Z", "4 1700: -Z 2w1 1b0")
    ctx = Context(t)
    # Opponent 2: a loss, the bye, a loss: 3 of 9 = 1/3. Opponent 3: the bye and a win, 6 of 6.
    # Opponent 4: a win and a loss, 3 of 6. Each opponent's MW% is floored at 0.33 first (1/3 is above it).
    assert value(ctx, "OMW", 1) == (Fraction(1, 3) + 1 + Fraction(1, 2)) / 3
    zero = event("1 2000: 2w1 2b1", "2 1900: 1b0 1w0")
    assert value(Context(zero), "OMW", 1) == MAGIC_FLOOR  # 0 of 6 counts as 0.33


def test_a_bye_is_a_won_match_whatever_the_events_points():
    half_point_bye = Scoring(pairing_bye=5)  # a club giving 1/2 for the pairing-allocated bye
    ctx = Context(event("1 2000: -U 2w1", "2 1900: -Z 1b0", scoring=half_point_bye))
    assert value(ctx, "MP", 1) == 6  # the bye is still a won match


def test_the_floor_applies_to_any_percentage_and_nothing_possible_is_undefined():
    assert floored_percentage(3, 12) == MAGIC_FLOOR  # 0.25
    assert floored_percentage(9, 15) == Fraction(3, 5)
    assert floored_percentage(0, 0) is None


def test_percentages_are_shown_as_percentages_with_two_decimals():
    # 5-2-1 is 16 of 24 match points: the MTR and the players write 66.67 %, not 0.6667.
    t = event("1 2000: 2w1 2w1 2w1", "2 1900: 1b0 1b0 1b0")
    games = {(1, 1): GameScore(2, 0), (1, 2): GameScore(2, 1), (1, 3): GameScore(2, 0, 1),
             (2, 1): GameScore(0, 2), (2, 2): GameScore(1, 2), (2, 3): GameScore(0, 2, 1)}
    ctx = Context(t, games=games)
    assert values(ctx, "GW") == {1: "79.17 %", 2: "33.00 %"}  # 19 of 24 game points; 4 of 24 is floored
    assert values(ctx, "OMW") == {1: "33.00 %", 2: "100.00 %"}
