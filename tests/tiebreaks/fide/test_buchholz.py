"""swisspair.tiebreaks.fide.buchholz: FIDE C.07 Art. 8 and 9 on IA Mario Held's "Exercises in Tie-Breaking"
(C.07-2023, the rules of the 2024 edition; crosstables in tests/golden/tiebreaks/), and the cuts of Art. 14
and 16.5 in small events. Every other value is checked against gacrux in tests/standings/."""

from fractions import Fraction

from swisspair.tiebreaks.context import Context
from swisspair.tiebreaks.registry import TIEBREAKS
from tests.tiebreaks.helpers import WITHDRAWAL, event, held, value, values


# --- Held's exercises, 5-round Swiss (2024 edition) -------------------------------------------------------

BH = {1: "12.5", 2: "13.0", 3: "15.5", 4: "15.0", 5: "8.5", 6: "12.0", 7: "14.5", 8: "13.5", 9: "9.0",
      10: "13.0", 11: "13.5", 12: "11.5", 13: "14.0", 14: "11.0", 15: "12.0", 16: "12.5"}
BH_C1 = {1: "11.0", 2: "12.0", 3: "13.0", 4: "11.5", 5: "7.5", 6: "11.0", 7: "12.5", 8: "12.0", 9: "7.5",
         10: "11.5", 11: "12.0", 12: "9.5", 13: "12.0", 14: "9.0", 15: "11.0", 16: "11.0"}


def test_held_exercises_1_to_4_buchholz_with_byes_forfeits_and_a_withdrawal():
    assert values(held(5), "BH") == BH


def test_held_exercises_5_to_8_buchholz_cut_1_cuts_the_voluntary_unplayed_round_first():
    assert values(held(5), "BH/C1") == BH_C1


def test_held_exercise_9_average_of_opponents_buchholz():
    assert values(held(5), "AOB") == {
        1: "12.60", 2: "13.60", 3: "13.40", 4: "13.38", 5: "13.40", 6: "13.25", 7: "11.90", 8: "13.00",
        9: "12.75", 10: "10.90", 11: "12.75", 12: "15.00", 13: "12.10", 14: "13.17", 15: "12.20", 16: "13.30"}


def test_held_exercise_10_fore_buchholz():
    assert values(held(5), "FB") == {
        1: "13.5", 2: "13.5", 3: "15.0", 4: "15.5", 5: "10.0", 6: "12.0", 7: "13.5", 8: "12.5", 9: "9.5",
        10: "12.5", 11: "12.5", 12: "11.5", 13: "13.5", 14: "10.5", 15: "12.0", 16: "13.5"}


def test_held_exercises_11_and_12_sonneborn_berger():
    assert values(held(5), "SB") == {
        1: "8.00", 2: "9.50", 3: "10.50", 4: "9.75", 5: "4.25", 6: "6.50", 7: "3.25", 8: "5.25", 9: "2.25",
        10: "1.50", 11: "5.75", 12: "4.00", 13: "4.25", 14: "4.50", 15: "3.50", 16: "7.25"}


def test_held_exercise_13_sonneborn_berger_cut_1():
    assert values(held(5), "SB/C1") == {
        1: "7.25", 2: "8.50", 3: "9.25", 4: "8.00", 5: "3.25", 6: "5.50", 7: "1.25", 8: "3.75", 9: "2.25",
        10: "0.00", 11: "4.25", 12: "4.00", 13: "4.25", 14: "3.00", 15: "2.50", 16: "5.75"}


def test_cut_1_removes_a_voluntary_unplayed_round_before_a_lower_opponent_16_5():
    # Player 6 (1.5): opponent 5 (adjusted 2.0), PAB (dummy 1.5), half-point bye (VUR, dummy 1.5).
    value_ = TIEBREAKS["BH/C1"].compute(Context(WITHDRAWAL, "2024"), 6)
    assert value_.value == Fraction(7, 2)
    assert [p.cut for p in value_.parts] == [False, False, True]


def test_sonneborn_berger_cut_1_cuts_the_lowest_opponent_when_the_vur_contributes_less():
    # gacrux's reading of 14.1 with 16.5: the VUR goes first unless the lowest-scoring opponent's contribution
    # is already higher than it; a zero-point bye contributes 0 and is kept.
    ctx = Context(event("1 2000: 2w1 3b1 -Z", "2 1900: 1b0 3w0 -U", "3 1800: -U 1w0 2b1"), "2024")
    result = TIEBREAKS["SB/C1"].compute(ctx, 1)
    assert [p.cut for p in result.parts] == [True, False, False]


def test_fore_buchholz_counts_the_last_rounds_games_as_draws_8_3():
    ctx = Context(event("1 2000: 2w1 3b1", "2 1900: 1b0 4w=", "3 1800: 4b1 1w0", "4 1700: 3w0 2b="), "2024")
    # Player 1's opponents scored 0.5 (2) and 1.0 (3); with round 2 counted as a draw, 3 has 1.5.
    assert value(ctx, "BH", 1) == Fraction(3, 2)
    assert value(ctx, "FB", 1) == Fraction(2)


def test_koya_counts_points_against_opponents_on_at_least_half():
    ctx = Context(WITHDRAWAL)
    # Player 1 (limit 1.5 of 3): beat 2 (1.5) and 3 (1.5), lost to 4 (1.0).
    assert value(ctx, "KS", 1) == 2
    assert [p.cut for p in TIEBREAKS["KS"].compute(ctx, 1).parts] == [False, False, True]
