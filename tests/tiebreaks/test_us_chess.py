"""swisspair.tiebreaks.us_chess: US Chess rules 34E1-34E3."""

from fractions import Fraction

from swisspair.tiebreaks.context import Context
from tests.tiebreaks.helpers import event, value


def test_us_chess_cumulative_example():
    # A bye in round 1, wins in 2, loses in 3, draws in 4, wins in 5: 1 + 2 + 2 + 2.5 + 3.5 - 1 = 10.
    t = event("1 2000: -U 2w1 2w0 2w= 2w1", "2 1900: -Z 1b0 1b1 1b= 1b0")
    assert value(Context(t), "CUMULATIVE", 1) == 10


def test_us_chess_solkoff_and_modified_median():
    t = event("1 2000: 2w1 3b1 -Z", "2 1900: 1b0 -H 3w1", "3 1800: -U 1w0 2b0")
    ctx = Context(t)
    # Opponents' adjusted scores: 2 -> 0 + 0.5 (bye as a draw) + 1 = 1.5; 3 -> 0.5 + 0 + 0 = 0.5; own bye -> 0.
    assert value(ctx, "SOLKOFF", 1) == 2
    # 2.0 of 3 is a plus score: drop the lowest (the bye's 0).
    assert value(ctx, "MODIFIED-MEDIAN", 1) == 2
    # Player 3 (1.0 of 3, a minus score): 0 (own bye), 2.5 (player 1, the zero-point bye as a draw), 1.5
    # (player 2); the highest is dropped.
    assert value(ctx, "MODIFIED-MEDIAN", 3) == Fraction(3, 2)
