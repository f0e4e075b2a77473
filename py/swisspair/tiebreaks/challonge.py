"""Challonge's tie-break: Median-Buchholz."""

from __future__ import annotations

from ..messages import clause
from .context import Context
from .values import Part, Value, drop_extremes, show_points, worked


def median_buchholz(ctx: Context, tpn: int) -> Value:
    """Median-Buchholz (Challonge): the opponents' scores less the best and the worst one; byes have none."""
    parts = [Part(r.number, r.opponent, ctx.player(r.opponent).score, (clause("part.opponent_score"),))
             for r in ctx.player(tpn).rounds if r.opponent is not None]
    marked, total = drop_extremes(parts, 1, 1)
    return worked("working.median_buchholz", total, show_points(total), marked)
