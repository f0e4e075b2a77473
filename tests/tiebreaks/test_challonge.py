"""swisspair.tiebreaks.challonge: Median-Buchholz."""

from swisspair.tiebreaks.context import Context
from tests.tiebreaks.helpers import event, value


def test_challonge_median_buchholz_drops_the_best_and_the_worst():
    t = event("1 2000: 2w1 3w1 4w1", "2 1900: 1b0 3b1 4b1", "3 1800: 4w1 1b0 2w0", "4 1700: 3b0 2w0 1b0")
    assert value(Context(t), "MEDIAN-BUCHHOLZ", 1) == 1  # opponents 2.0, 1.0, 0.0 -> 1.0
