"""FIDE C.07 Art. 8 and 9: Buchholz and its cuts and medians (Art. 14, 16.5), AOB, Fore Buchholz,
Sonneborn-Berger and Koya."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ..context import Context
from ...messages import clause, fraction_param
from ..values import Part, Value, decimal_text, show_points, undefined_value, worked


@dataclass(frozen=True)
class _Entry:
    round: int
    opponent: int | None
    score: Fraction  # the opponent's (adjusted or dummy) score
    value: Fraction  # its contribution: the score (BH) or score x points scored (SB)
    voluntary: bool
    notes: tuple[dict, ...]  # clauses of swisspair.messages


def _entries(ctx: Context, tpn: int, sonneborn: bool, fore: bool, scored: Context | None) -> list[_Entry]:
    """One entry per round: the opponent's adjusted score, or the dummy's for an unplayed round (16.4).
    `scored`: where the points scored in each round are read for Sonneborn-Berger, when not in `ctx` (a team's
    game points against the opponents' match points, C.07 Art. 13.2)."""
    entries = []
    own = (scored or ctx).player(tpn).rounds
    for r in ctx.player(tpn).rounds:
        # Fore Buchholz treats the last round's scheduled game as played, a forfeit included.
        as_played = r.played or (fore and r.number == ctx.rounds)
        if as_played and r.opponent is not None:
            score, adjusted = ctx.adjusted_score(r.opponent, fore)
            notes = (clause("part.opponent_adjusted_score"), *adjusted) if adjusted else (
                clause("part.opponent_score"),)
            voluntary = False
        else:
            score, dummy = ctx.dummy_score(tpn, r, fore)
            notes = (dummy,)
            voluntary = r.voluntary
        points = own[r.number - 1].points
        value = score * points if sonneborn else score
        if sonneborn:
            notes = (clause("part.sonneborn", score=fraction_param(score), points=fraction_param(points)), *notes)
        entries.append(_Entry(r.number, r.opponent, score, value, voluntary, notes))
    return entries


def _cut(entries: list[_Entry], low: int, high: int, rounds: int) -> tuple[list[_Entry], dict[int, dict]]:
    """Cut the `low` least and `high` most significant values (Art. 14), VURs first among the low ones (16.5).

    Exactly as gacrux: for a low cut, the least significant value is the lowest opponent's score (then the
    lowest contribution); the VUR with the lowest contribution (then the lowest score) is cut instead unless the
    lowest opponent's contribution is already below it. When two VURs tie on both, the earlier round is cut:
    the 2026 text does not say which (the value is the same either way; only the round named differs)."""
    low = min(low, rounds)
    high = min(high, rounds - low)
    kept = list(entries)
    cut: dict[int, dict] = {}
    for _ in range(low):
        if not kept:
            break
        lowest = sorted(kept, key=lambda e: (e.score, e.value))
        voluntary = sorted(kept, key=lambda e: (not e.voluntary, e.value, e.score))
        if not voluntary[0].voluntary or lowest[0].value > voluntary[0].value:
            chosen, kept, why = lowest[0], lowest[1:], clause("part.cut_least")
        else:
            chosen, kept, why = voluntary[0], voluntary[1:], clause("part.cut_voluntary")
        cut[chosen.round] = why
    for _ in range(high):
        if not kept:
            break
        highest = sorted(kept, key=lambda e: (-e.score, -e.value))
        cut[highest[0].round] = clause("part.cut_most")
        kept = highest[1:]
    return kept, cut


def buchholz_value(ctx: Context, tpn: int, name: str, sonneborn: bool = False, fore: bool = False,
                   low: int = 0, high: int = 0, scored: Context | None = None) -> Value:
    """Buchholz or Sonneborn-Berger of one competitor; `scored` as in `_entries`."""
    key = ("buchholz", tpn, sonneborn, fore, low, high, ctx.edition, scored is not None and name)
    return ctx.cached(key, lambda: _compute_buchholz(ctx, tpn, name, sonneborn, fore, low, high, scored))


def _compute_buchholz(ctx, tpn, name, sonneborn, fore, low, high, scored) -> Value:
    entries = _entries(ctx, tpn, sonneborn, fore, scored)
    kept, cut = _cut(entries, low, high, ctx.rounds)
    total = sum((e.value for e in kept), Fraction(0))
    parts = tuple(Part(e.round, e.opponent, e.value, (*e.notes, cut[e.round]) if e.round in cut else e.notes,
                       e.round in cut) for e in entries)
    # Scores are in tenths of a point, so Buchholz has one decimal and Sonneborn-Berger two.
    text = decimal_text(total, 2 if sonneborn else 1)
    if cut:
        return worked("working.sum_over_rounds_cut", total, text, parts, count=len(entries), cut=len(cut))
    return worked("working.sum_over_rounds", total, text, parts, count=len(entries))


def buchholz(name: str, low: int = 0, high: int = 0, fore: bool = False):
    def compute(ctx: Context, tpn: int) -> Value:
        return buchholz_value(ctx, tpn, name, fore=fore, low=low, high=high)
    compute.__doc__ = f"{name} (C.07 Art. 8, 14): opponents' adjusted scores, dummies for unplayed rounds."
    return compute


def sonneborn_berger(name: str, low: int = 0):
    def compute(ctx: Context, tpn: int) -> Value:
        return buchholz_value(ctx, tpn, name, sonneborn=True, low=low)
    compute.__doc__ = f"{name} (C.07 Art. 9.1, 14): sum of each opponent's adjusted score x points scored."
    return compute


def average_of_buchholz(ctx: Context, tpn: int) -> Value:
    """AOB (8.2): the average Buchholz of the opponents met over the board. Exact; shown with 2 decimals."""
    parts = []
    for r in ctx.player(tpn).rounds:
        if r.played and r.opponent is not None:
            parts.append(Part(r.number, r.opponent, buchholz_value(ctx, r.opponent, "Buchholz").value,
                              (clause("part.opponent_buchholz"),)))
    if not parts:
        return undefined_value("working.no_games")
    value = sum((p.value for p in parts), Fraction(0)) / len(parts)
    return worked("working.average_buchholz", value, decimal_text(value, 2), parts, count=len(parts))


def koya(ctx: Context, tpn: int) -> Value:
    """KS (9.2): points scored against the opponents who scored at least half the maximum.

    As gacrux does, forfeits count against their scheduled opponent, and opponents' scores are their own."""
    limit = ctx.win * ctx.rounds / 2
    parts = []
    for r in ctx.player(tpn).rounds:
        if r.opponent is None:
            continue
        opponent_score = ctx.player(r.opponent).score
        counted = opponent_score >= limit
        scored = fraction_param(opponent_score)
        parts.append(Part(r.number, r.opponent, r.points if counted else Fraction(0),
                          (clause("part.koya_counted", points=scored) if counted else
                           clause("part.koya_under", points=scored, limit=fraction_param(limit)),),
                          cut=not counted))
    total = sum((p.value for p in parts), Fraction(0))
    return worked("working.koya", total, show_points(total), parts, points=fraction_param(limit))
