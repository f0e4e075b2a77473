"""US Chess tie-breaks (rules 34E1-34E3): Modified Median, Solkoff and Cumulative."""

from __future__ import annotations

from fractions import Fraction

from ..messages import clause
from .context import KIND_WORDS, Context, Kind
from .values import Part, Value, drop_extremes, numbers_text, show_points, worked


def _us_chess_scores(ctx: Context, tpn: int) -> list[Part]:
    """34E1: opponents' scores with each of their unplayed rounds counted as a draw; the player's own unplayed
    rounds count as an opponent scoring 0."""
    parts = []
    for r in ctx.player(tpn).rounds:
        if not r.played:
            parts.append(Part(r.number, r.opponent, Fraction(0),
                              (clause("part.unplayed_as_zero", kind_msg=KIND_WORDS[r.kind]),)))
            continue
        opponent = ctx.player(r.opponent)
        unplayed = [o.number for o in opponent.rounds if not o.played]
        adjusted = sum((o.points for o in opponent.rounds if o.played), Fraction(0)) + ctx.draw * len(unplayed)
        note = (clause("part.opponent_score_draws", numbers=numbers_text(unplayed)) if unplayed
                else clause("part.opponent_score"))
        parts.append(Part(r.number, r.opponent, adjusted, (note,)))
    return parts


def modified_median(ctx: Context, tpn: int) -> Value:
    """Modified Median (US Chess 34E1): adjusted opponents' scores, dropping the lowest for a plus score, the
    highest for a minus score, both for an even (50%) score."""
    parts = _us_chess_scores(ctx, tpn)
    half = ctx.win * ctx.rounds / 2
    score = ctx.player(tpn).score
    lowest, highest = (1, 0) if score > half else (0, 1) if score < half else (1, 1)
    marked, total = drop_extremes(parts, lowest, highest)
    key = ("working.median_plus" if score > half else "working.median_minus" if score < half
           else "working.median_even")
    return worked(key, total, show_points(total), marked)


def solkoff(ctx: Context, tpn: int) -> Value:
    """Solkoff (US Chess 34E2): the sum of the adjusted opponents' scores (34E1), nothing dropped."""
    parts = _us_chess_scores(ctx, tpn)
    total = sum((p.value for p in parts), Fraction(0))
    return worked("working.solkoff", total, show_points(total), parts)


def cumulative(ctx: Context, tpn: int) -> Value:
    """Cumulative (US Chess 34E3): the sum of the running scores, less a win's points for each win without
    playing (full-point bye, pairing bye or forfeit win)."""
    running = Fraction(0)
    parts = []
    for r in ctx.player(tpn).rounds:
        running += r.points
        parts.append(Part(r.number, r.opponent, running, (clause("part.score_after_round", number=r.number),)))
    unplayed_wins = [r for r in ctx.player(tpn).rounds if not r.played and r.points == ctx.win
                     and r.kind not in (Kind.HALF_BYE, Kind.ZERO_BYE)]
    for r in unplayed_wins:
        parts.append(Part(r.number, r.opponent, -ctx.win, (clause("part.less_a_win", kind_msg=KIND_WORDS[r.kind]),)))
    total = sum((p.value for p in parts), Fraction(0))
    return worked("working.cumulative", total, show_points(total), parts)
