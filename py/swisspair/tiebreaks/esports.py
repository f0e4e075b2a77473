"""Esports tie-breaks: the Counter-Strike Major's difficulty score (Valve's CS Major Supplemental Rulebook,
section "Swiss Bracket")."""

from __future__ import annotations

from collections.abc import Iterable

from ..messages import clause
from .context import Context
from .values import Part, Value, worked


def _wins_losses(ctx: Context, tpn: int) -> tuple[int, int]:
    outcomes = [r.outcome for r in ctx.player(tpn).rounds]
    return outcomes.count("win"), outcomes.count("loss")


def difficulty_score(opponents: Iterable[tuple[int, int]]) -> int:
    """The Difficulty Score from the wins and losses of every opponent faced: "the sum of current wins minus the
    sum of current losses for every opponent a team has faced" (rulebook, "Swiss Bracket"); opponents at 2-0
    and 1-1 give 3 - 1 = 2."""
    return sum(won - lost for won, lost in opponents)


def difficulty(ctx: Context, tpn: int) -> Value:
    """Difficulty score over a chess-model event: the opponents' wins and losses are read from the outcomes.
    Forfeits count as a win and a loss against the scheduled opponent; a bye is a win."""
    faced = [(r, _wins_losses(ctx, r.opponent)) for r in ctx.player(tpn).rounds if r.opponent is not None]
    parts = tuple(Part(r.number, r.opponent, won - lost, (clause("part.opponent_record", won=won, lost=lost),))
                  for r, (won, lost) in faced)
    value = difficulty_score(record for _, record in faced)
    return worked("working.difficulty", value, str(value), parts)
