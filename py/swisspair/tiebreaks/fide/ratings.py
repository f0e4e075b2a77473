"""FIDE C.07 Art. 10: the rating tie-breaks (ARO, TPR, PTP, APRO, APPO, and the 2026 edition's RTNG), with the
FIDE B.02 tables they use."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from ...fide_rating.tables import dp_for_score, probability
from ...model import Result
from ..context import Context, RoundRecord
from ...messages import clause, fraction_param
from ..values import Part, Value, numbers_text, undefined_value, worked

# The game's result on the 1 / ½ / 0 scale of the rating tie-breaks (C.07 Art. 10 uses rating points).
_RATING_SCORE = {
    Result.WIN: Fraction(1), Result.UNRATED_WIN: Fraction(1), Result.DRAW: Fraction(1, 2),
    Result.UNRATED_DRAW: Fraction(1, 2), Result.LOSS: Fraction(0), Result.UNRATED_LOSS: Fraction(0),
}


def round_half_up(value: Fraction) -> int:
    """The nearest whole number, 0.5 rounded up (C.07 Art. 10)."""
    return (2 * value.numerator + value.denominator) // (2 * value.denominator)


def expected_score(rating: int, opponent: int) -> Fraction:
    """The expected score of `rating` against `opponent` (FIDE B.02 8.1.2, every row of the table)."""
    return Fraction(probability(rating - opponent), 100)


def _rated_games(ctx: Context, tpn: int) -> list[RoundRecord]:
    return [r for r in ctx.player(tpn).rounds if r.played and r.opponent is not None]


def _unrated(ctx: Context) -> Value:
    """Undefined: some players are unrated and no rating for unrated players is set (C.07 Art. 10)."""
    unrated = sorted(t for t, p in ctx.players.items() if p.rating is None)
    return undefined_value("working.unrated", numbers=numbers_text(unrated))


def _rating_performance(ctx: Context, tpn: int, low: int = 0) -> tuple[list[RoundRecord], list[Part]] | None:
    """The games the rating tie-breaks use (played games only) after `low` cuts of the lowest-rated opponent."""
    if not ctx.all_rated():
        return None
    games = _rated_games(ctx, tpn)
    kept = sorted(games, key=lambda r: ctx.rating(r.opponent))
    cut = {r.number for r in kept[:low]}
    kept = kept[low:]
    parts = [Part(r.number, r.opponent, ctx.rating(r.opponent),
                  (clause("part.cut_lowest_rated") if r.number in cut else clause("part.opponent_rating"),),
                  r.number in cut)
             for r in games]
    return sorted(kept, key=lambda r: r.number), parts


def average_rating(ctx: Context, tpn: int, low: int = 0) -> Value:
    """ARO (10.1) / ARO-C1: the average rating of the opponents met over the board, 0.5 rounded up."""
    games = _rating_performance(ctx, tpn, low)
    if games is None:
        return _unrated(ctx)
    kept, parts = games
    if not kept:
        return undefined_value("working.no_games", parts)
    value = round_half_up(Fraction(sum(ctx.rating(r.opponent) for r in kept), len(kept)))
    return worked("working.average_rating", value, str(value), parts, count=len(kept))


def performance(ctx: Context, tpn: int) -> Value:
    """TPR (10.2): ARO + dp(p), p the fraction of the points scored over the board, rounded to hundredths."""
    return ctx.cached(("tpr", tpn), lambda: _performance(ctx, tpn))


def _scored_games(ctx: Context, tpn: int) -> tuple[list[RoundRecord], list[Part], Fraction] | Value:
    """The games over the board TPR and PTP use, with the points scored in them; undefined when there are none."""
    games = _rating_performance(ctx, tpn)
    if games is None:
        return _unrated(ctx)
    kept, parts = games
    if not kept:
        return undefined_value("working.no_games")
    return kept, parts, sum((_RATING_SCORE[r.result] for r in kept), Fraction(0))


def _performance(ctx: Context, tpn: int) -> Value:
    games = _scored_games(ctx, tpn)
    if isinstance(games, Value):
        return games
    kept, parts, score = games
    aro = round_half_up(Fraction(sum(ctx.rating(r.opponent) for r in kept), len(kept)))
    percent = round_half_up(score * 100 / len(kept))
    value = aro + dp_for_score(percent)
    # Ratings as written (1940, -149), not grouped as a count is.
    return worked("working.performance", value, str(value), parts, aro=str(aro), dp=str(dp_for_score(percent)),
                  points=fraction_param(score), count=len(kept), percent=percent)


def perfect_performance(ctx: Context, tpn: int) -> Value:
    """PTP (10.3): the lowest rating whose expected score against the opponents reaches the score scored."""
    return ctx.cached(("ptp", tpn), lambda: _perfect_performance(ctx, tpn))


def _perfect_performance(ctx: Context, tpn: int) -> Value:
    games = _scored_games(ctx, tpn)
    if isinstance(games, Value):
        return games
    kept, parts, score = games
    ratings = [ctx.rating(r.opponent) for r in kept]
    if score == 0:
        return worked("working.perfect_no_points", min(ratings) - 800, str(min(ratings) - 800), parts)
    # The expected score grows with the rating (to 1 per game 736 points above the opponent, table 8.1b): search
    # the lowest rating that reaches the score.
    low, high = min(ratings) - 800, max(ratings) + 800
    while high - low > 1:
        middle = (low + high) // 2
        if sum((expected_score(middle, r) for r in ratings), Fraction(0)) >= score:
            high = middle
        else:
            low = middle
    return worked("working.perfect", high, str(high), parts, points=fraction_param(score), count=len(ratings))


def _average_of_opponents(ctx: Context, tpn: int, of: Callable[[Context, int], Value], what: str) -> Value:
    parts = []
    for r in _rated_games(ctx, tpn):
        parts.append(Part(r.number, r.opponent, of(ctx, r.opponent).value, (clause("part.opponent_value", what=what),)))
    known = [p.value for p in parts if p.value is not None]
    if not known:
        return undefined_value("working.no_opponent_with", parts, what=what)
    value = round_half_up(Fraction(sum(known), len(known)))
    return worked("working.average_of_opponents", value, str(value), parts, what=what, count=len(known))


def average_performance(ctx: Context, tpn: int) -> Value:
    """APRO (10.4): the average TPR of the opponents met over the board, 0.5 rounded up."""
    return _average_of_opponents(ctx, tpn, performance, "TPR")


def average_perfect_performance(ctx: Context, tpn: int) -> Value:
    """APPO (10.5): the average PTP of the opponents met over the board, 0.5 rounded up."""
    return _average_of_opponents(ctx, tpn, perfect_performance, "PTP")


def own_rating(ctx: Context, tpn: int) -> Value:
    """RTNG (10.6, 2026): the player's own rating."""
    if not ctx.all_rated():
        return _unrated(ctx)
    rating = ctx.rating(tpn)
    if ctx.player(tpn).rating is None:
        return worked("working.own_rating_unrated", rating, str(rating))
    return worked("working.own_rating", rating, str(rating))
