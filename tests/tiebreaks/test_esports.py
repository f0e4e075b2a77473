"""swisspair.tiebreaks.esports: the Counter-Strike Major's difficulty score."""

from swisspair.model import Scoring
from swisspair.tiebreaks.context import Context
from swisspair.tiebreaks.esports import difficulty_score
from tests.tiebreaks.helpers import event, value


def test_difficulty_score_example_opponents_2_0_and_1_1_give_2():
    t = event("1 2000: 2w0 3w1", "2 1900: 1b1 4w1", "3 1800: 4b1 1b0", "4 1700: 3w0 2b0")
    assert value(Context(t), "DIFF", 1) == (2 - 0) + (1 - 1)


def test_difficulty_reads_outcomes_not_the_events_points():
    half_point_bye = Scoring(pairing_bye=5)  # a club giving 1/2 for the pairing-allocated bye
    ctx = Context(event("1 2000: -U 2w1", "2 1900: -Z 1b0", scoring=half_point_bye))
    assert value(ctx, "DIFF", 2) == 2  # opponent 1 is 2-0


def test_difficulty_score_is_the_opponents_wins_minus_losses():
    assert difficulty_score([(2, 0), (1, 1)]) == 2  # the rulebook's example
    assert difficulty_score([]) == 0
