"""FIDE C.07 Art. 7: counts and scores (WIN, WON, BPG, BWG, PS, REP, and the 2026 edition's STD and TPN)."""

from __future__ import annotations

from fractions import Fraction

from ...model import Colour
from ...messages import clause, fraction_param
from ..context import KIND_WORDS, Context
from ..values import Part, Value, show_points, worked


def wins(ctx: Context, tpn: int) -> Value:
    """WIN (7.1): rounds that scored a win's points, with or without playing."""
    parts = [Part(r.number, r.opponent, 1, (clause(KIND_WORDS[r.kind]),)) for r in ctx.player(tpn).rounds
             if r.points == ctx.win]
    return worked("working.wins", len(parts), str(len(parts)), parts, count=len(parts))


def games_won(ctx: Context, tpn: int) -> Value:
    """WON (7.2): games won over the board."""
    parts = [Part(r.number, r.opponent, 1) for r in ctx.player(tpn).rounds if r.played and r.points == ctx.win]
    return worked("working.games_won", len(parts), str(len(parts)), parts, count=len(parts))


def black_games(ctx: Context, tpn: int) -> Value:
    """BPG (7.3): games played with Black (forfeits do not count)."""
    parts = [Part(r.number, r.opponent, 1) for r in ctx.player(tpn).rounds
             if r.played and r.colour is Colour.BLACK]
    return worked("working.black_games", len(parts), str(len(parts)), parts, count=len(parts))


def black_wins(ctx: Context, tpn: int) -> Value:
    """BWG (7.4): games won with Black over the board."""
    parts = [Part(r.number, r.opponent, 1) for r in ctx.player(tpn).rounds
             if r.played and r.colour is Colour.BLACK and r.points == ctx.win]
    return worked("working.black_wins", len(parts), str(len(parts)), parts, count=len(parts))


def progressive(ctx: Context, tpn: int, low: int = 0) -> Value:
    """PS (7.5) / PS-C1: the sum of the running score after each round; a cut drops the first rounds' (14.1)."""
    running = Fraction(0)
    parts = []
    for r in ctx.player(tpn).rounds:
        running += r.points
        cut = r.number <= low
        after = clause("part.score_after_round", number=r.number)
        parts.append(Part(r.number, r.opponent, running, (after, clause("part.cut_first_round")) if cut else (after,),
                          cut))
    total = sum((p.value for p in parts if not p.cut), Fraction(0))
    if low:
        return worked("working.progressive_from", total, show_points(total), parts, first=low + 1)
    return worked("working.progressive", total, show_points(total), parts)


def rounds_elected(ctx: Context, tpn: int) -> Value:
    """REP (7.6): the rounds the player elected to play: every round but a voluntary unplayed one."""
    parts = [Part(r.number, r.opponent, 0 if r.voluntary else 1,
                  (clause("part.voluntary_unplayed", kind_msg=KIND_WORDS[r.kind]) if r.voluntary
                   else clause(KIND_WORDS[r.kind]),))
             for r in ctx.player(tpn).rounds]
    value = sum(p.value for p in parts)
    return worked("working.rounds_elected", value, str(value), parts, count=ctx.rounds, unplayed=ctx.rounds - value)


def standard_points(ctx: Context, tpn: int) -> Value:
    """STD (7.7, 2026): 1 / ½ / 0 per round, a round scoring more than a draw counting 1, a draw ½.

    As gacrux does, each round's points are compared with a draw's (the same as comparing with the scheduled
    opponent's points in a game; an unplayed round is compared with a draw)."""
    parts = []
    for r in ctx.player(tpn).rounds:
        value = Fraction(1) if r.points > ctx.draw else Fraction(1, 2) if r.points == ctx.draw else Fraction(0)
        parts.append(Part(r.number, r.opponent, value, (clause("part.points", points=fraction_param(r.points)),)))
    total = sum((p.value for p in parts), Fraction(0))
    return worked("working.standard_points", total, show_points(total), parts)


def pairing_number(ctx: Context, tpn: int) -> Value:
    """TPN (7.8, 2026): the pairing number, lower first."""
    return worked("working.pairing_number", tpn, str(tpn))
