"""swisspair.tiebreaks.fide.ratings: FIDE C.07 Art. 10 on Held's exercises, the FIDE B.02 tables, and
unrated players."""

from fractions import Fraction

from swisspair.tiebreaks.context import Context
from swisspair.fide_rating.tables import dp_for_score
from swisspair.tiebreaks.fide.ratings import expected_score, round_half_up
from swisspair.tiebreaks.registry import TIEBREAKS
from tests.tiebreaks.helpers import event, held, value, values


def test_held_exercises_17_and_18_average_rating_of_opponents_and_its_cut():
    ctx = held(5)
    assert values(ctx, "ARO") == {
        1: "1820", 2: "1880", 3: "1940", 4: "1888", 5: "1690", 6: "1813", 7: "1760", 8: "1730", 9: "1975",
        10: "1880", 11: "1863", 12: "2050", 13: "1930", 14: "1800", 15: "1860", 16: "1820"}
    assert values(ctx, "ARO/C1") == {
        1: "1900", 2: "1988", 3: "2000", 4: "1983", 5: "1738", 6: "1900", 7: "1838", 8: "1800", 9: "2200",
        10: "1975", 11: "2000", 12: "-", 13: "2025", 14: "1900", 15: "1963", 16: "1900"}
    assert value(ctx, "ARO/C1", 12) is None  # one game played: nothing left after the cut


def test_held_exercises_19_to_22_performance_ratings():
    ctx = held(5)
    assert values(ctx, "TPR") == {
        1: "1969", 2: "2120", 3: "2089", 4: "2081", 5: "1690", 6: "1813", 7: "1611", 8: "1730", 9: "1175",
        10: "1640", 11: "1776", 12: "1250", 13: "1781", 14: "1925", 15: "1788", 16: "1969"}
    assert values(ctx, "APRO", [1, 3, 4, 16]) == {1: "1789", 3: "1904", 4: "1772", 16: "1805"}
    assert values(ctx, "PTP", [3]) == {3: "2112"}


def test_fide_tables_dp_and_expected_score():
    assert dp_for_score(100) == 800 and dp_for_score(50) == 0 and dp_for_score(0) == -800
    assert dp_for_score(75) == 193 and dp_for_score(25) == -193
    assert expected_score(2000, 2000) == Fraction(1, 2)
    assert expected_score(2003, 2000) == Fraction(1, 2) and expected_score(2004, 2000) == Fraction(51, 100)
    assert expected_score(2735, 2000) == Fraction(99, 100) and expected_score(2736, 2000) == 1
    assert expected_score(2000, 2100) + expected_score(2100, 2000) == 1


def test_round_half_up():
    assert [round_half_up(Fraction(n, 2)) for n in (1, 3, 5)] == [1, 2, 3]
    assert round_half_up(Fraction(2499, 1000)) == 2


def test_perfect_performance_for_no_points_and_for_all_points():
    ctx = Context(event("1 2000: 2w0 3b0", "2 1900: 1b1 3w1", "3 1800: 2b0 1w1"))
    assert value(ctx, "PTP", 1) == 1800 - 800  # no points: the lowest opponent - 800
    assert value(ctx, "PTP", 2) == 2000 + 736  # all points: the lowest rating expected to score them all


def test_rating_tiebreaks_are_undefined_with_an_unrated_player_unless_a_rating_is_set():
    t = event("1 2000: 2w1", "2 0: 1b0")
    result = TIEBREAKS["ARO"].compute(Context(t), 1)
    assert result.value is None and "unrated" in result.summary and "2" in result.summary
    assert value(Context(t), "RTNG", 1) is None
    assert value(Context(t, unrated_rating=1000), "ARO", 1) == 1000
    assert value(Context(t, unrated_rating=1000), "RTNG", 2) == 1000
