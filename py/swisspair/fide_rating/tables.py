"""FIDE B.02 8.1: the two conversion tables of the rating system, in whole hundredths.

8.1.1 turns a fractional score p into a rating difference dp (a performance is the opponents' average plus dp,
`performance`);
8.1.2 turns a rating difference D into the score probability PD of the higher- and the lower-rated player. The
tables are FIDE's own figures, not the logistic formula they approximate."""

from __future__ import annotations

# 8.1.1: dp for p = 0.50 .. 1.00 by hundredths; the table is symmetric below 0.50 (p = 1.00 is written 800).
_DP_ABOVE_HALF = (0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
                  166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
                  383, 401, 422, 444, 470, 501, 538, 589, 677, 800)
# 8.1.2: the smallest rating difference for each score probability of the higher-rated player, 0.50 .. 1.00 by
# hundredths (the last row, 736 and more, is 1.00).
_PD_FROM = (0, 4, 11, 18, 26, 33, 40, 47, 54, 62, 69, 77, 84, 92, 99, 107, 114, 122, 130, 138, 146, 154, 163, 171,
            180, 189, 198, 207, 216, 226, 236, 246, 257, 268, 279, 291, 303, 316, 329, 345, 358, 375, 392, 412, 433,
            457, 485, 518, 560, 620, 736)
LAST_ROW = _PD_FROM[-1]

# The higher-rated player's probability in hundredths, by rating difference 0 .. 736.
_PD = [50 + sum(1 for start in _PD_FROM[1:] if start <= difference) for difference in range(LAST_ROW + 1)]


def dp_for_score(percent: int) -> int:
    """dp for a score of `percent` hundredths of the games (8.1.1)."""
    return _DP_ABOVE_HALF[percent - 50] if percent >= 50 else -_DP_ABOVE_HALF[50 - percent]


def performance(opponents: list[int], score: int) -> tuple[int, int] | tuple[None, None]:
    """The average rating of `opponents`, 0.5 rounded up, and the performance: that average plus dp (8.1.1) for
    the fraction `score` (tenths) of the games, rounded to hundredths."""
    if not opponents:
        return None, None
    n = len(opponents)
    average = (2 * sum(opponents) + n) // (2 * n)
    percent = (2 * score * 10 + n) // (2 * n)
    return average, average + dp_for_score(percent)


def probability(difference: int) -> int:
    """PD in hundredths for a player rated `difference` points above the opponent (negative: below), 8.1.2."""
    higher = _PD[min(abs(difference), LAST_ROW)]
    return higher if difference >= 0 else 100 - higher
