"""swisspair.tiebreaks.fide.counts: FIDE C.07 Art. 7 on Held's exercises, and the 2026 edition's STD and TPN."""

from fractions import Fraction

from swisspair.tiebreaks.context import Context
from swisspair.tiebreaks.registry import TIEBREAKS
from tests.tiebreaks.helpers import event, held, value, values


def test_held_exercises_27_to_33_counts_and_progressive_scores():
    ctx = held(5)
    assert values(ctx, "WIN") == {1: "2", 2: "3", 3: "2", 4: "2", 5: "2", 6: "3", 7: "1", 8: "2", 9: "1",
                                  10: "1", 11: "2", 12: "2", 13: "1", 14: "2", 15: "2", 16: "3"}
    assert values(ctx, "WON") == {1: "2", 2: "3", 3: "2", 4: "2", 5: "2", 6: "2", 7: "1", 8: "2", 9: "0",
                                  10: "1", 11: "1", 12: "0", 13: "1", 14: "2", 15: "2", 16: "3"}
    assert values(ctx, "BPG") == {1: "2", 2: "3", 3: "2", 4: "2", 5: "2", 6: "2", 7: "3", 8: "2", 9: "1",
                                  10: "3", 11: "2", 12: "0", 13: "3", 14: "2", 15: "3", 16: "2"}
    assert values(ctx, "BWG") == {1: "1", 2: "1", 3: "1", 4: "1", 5: "0", 6: "1", 7: "0", 8: "0", 9: "0",
                                  10: "1", 11: "0", 12: "0", 13: "1", 14: "1", 15: "1", 16: "1"}
    assert values(ctx, "REP") == {1: "5", 2: "5", 3: "5", 4: "4", 5: "5", 6: "5", 7: "5", 8: "5", 9: "3",
                                  10: "5", 11: "5", 12: "3", 13: "5", 14: "3", 15: "5", 16: "5"}
    assert values(ctx, "PS") == {1: "11.0", 2: "13.0", 3: "11.0", 4: "11.5", 5: "5.0", 6: "6.0", 7: "6.0",
                                 8: "8.5", 9: "2.5", 10: "4.0", 11: "5.5", 12: "7.0", 13: "7.0", 14: "6.0",
                                 15: "7.0", 16: "10.5"}
    assert values(ctx, "PS/C1") == {1: "10.0", 2: "12.0", 3: "10.5", 4: "10.5", 5: "5.0", 6: "6.0", 7: "5.0",
                                    8: "8.0", 9: "2.5", 10: "4.0", 11: "5.0", 12: "7.0", 13: "6.0", 14: "5.0",
                                    15: "7.0", 16: "10.0"}


def test_counts_standard_points_and_pairing_number():
    ctx = Context(event("1 2000: 2w1 -H 2b0 -U", "2 1900: 1b0 -U 1w1 -Z"))
    assert value(ctx, "WIN", 1) == 2 and value(ctx, "WON", 1) == 1
    assert value(ctx, "REP", 1) == 3 and value(ctx, "REP", 2) == 3
    assert value(ctx, "STD", 1) == Fraction(5, 2)
    assert value(ctx, "TPN", 2) == 2 and not TIEBREAKS["TPN"].higher_is_better
