"""Magic: The Gathering tie-breaks (Magic Tournament Rules, Appendix C): match points, and the match-win and
game-win percentages (MW%, GW%) and their opponents' averages (OMW%, OGW%), each percentage at least 0.33."""

from __future__ import annotations

from fractions import Fraction

from ..messages import clause
from .context import KIND_WORDS, Context, Kind, RoundRecord
from .values import Part, Value, decimal_text, undefined_value, worked

MAGIC_FLOOR = Fraction(33, 100)  # MTR Appendix C: "If this number is lower than 0.33, use 0.33 instead."
_MATCH_POINTS = {"win": 3, "draw": 1, "loss": 0}
# A match's outcome in a round's line of a working (swisspair.messages).
_MATCH_WORDS = {"win": "part.match_win", "draw": "part.match_draw", "loss": "part.match_loss"}


def floored_percentage(points: int, possible: int) -> Fraction | None:
    """Points over the most possible, at least MAGIC_FLOOR (MTR Appendix C, for MW% and GW% alike); None when
    nothing was possible (no match, or no game)."""
    return max(MAGIC_FLOOR, Fraction(points, possible)) if possible else None


def _game_points(r: RoundRecord, outcome: str) -> tuple[int, int]:
    """Game points and the most possible: 3 a game won, 1 drawn (MTR). Without game results (TRF), the match
    stands for one game, a bye too; the event model gives a bye its 2-0 games (MTR App. C)."""
    if r.games is not None:
        return 3 * r.games.won + r.games.drawn, 3 * (r.games.won + r.games.lost + r.games.drawn)
    if r.opponent is None and outcome == "win" and r.kind is not Kind.HALF_BYE:
        return 3, 3
    return _MATCH_POINTS[outcome], 3


def _magic_rounds(ctx: Context, tpn: int) -> list[tuple[RoundRecord, str]]:
    """The rounds a player took part in, byes included: a bye is a won match (MTR App. C); a zero-point bye
    or an absence is no match."""
    return [(r, r.outcome) for r in ctx.player(tpn).rounds if r.outcome is not None]


def match_win_percentage(ctx: Context, tpn: int) -> Fraction | None:
    """Match points over 3 x the rounds taken part in, at least 0.33: the player's own MW% and the one their
    opponents average, both with the player's byes (MTR App. C: "3-2-0, including a first-round bye, then
    withdraws" is 9/(5*3) = 0.60, and this floored MW% is what OMW% averages)."""
    rounds = _magic_rounds(ctx, tpn)
    return floored_percentage(sum(_MATCH_POINTS[o] for _, o in rounds), 3 * len(rounds))


def game_win_percentage(ctx: Context, tpn: int) -> Fraction | None:
    """Game points over the most possible, at least 0.33."""
    rounds = _magic_rounds(ctx, tpn)
    points = [_game_points(r, o) for r, o in rounds]
    return floored_percentage(sum(g for g, _ in points), sum(p for _, p in points))


def match_points(ctx: Context, tpn: int) -> Value:
    """MP (MTR App. C): 3 a match won (a bye is a won match), 1 drawn, 0 lost."""
    parts = [Part(r.number, r.opponent, _MATCH_POINTS[o],
                  (clause(_MATCH_WORDS[o]) if r.played else
                   clause("part.match_unplayed", match_msg=_MATCH_WORDS[o], kind_msg=KIND_WORDS[r.kind]),))
             for r, o in _magic_rounds(ctx, tpn)]
    value = sum(p.value for p in parts)
    return worked("working.magic_match_points", value, str(value), parts)


def _percent_value(value: Fraction | None, key: str, parts: list[Part], **params: int) -> Value:
    if value is None:
        return undefined_value(key, parts, **params)
    # Shown as the MTR and players write it (54.17 %); the value itself stays the exact fraction.
    return worked(key, value, f"{decimal_text(value * 100, 2)} %", parts, **params)


def game_win(ctx: Context, tpn: int) -> Value:
    """GW% (MTR App. C): game points over the most possible, at least 0.33 (byes count as won games)."""
    parts = []
    for r, outcome in _magic_rounds(ctx, tpn):
        scored, possible = _game_points(r, outcome)
        note = (clause("part.games", won=r.games.won, lost=r.games.lost, drawn=r.games.drawn) if r.games is not None
                else clause("part.match_stands", match_msg=_MATCH_WORDS[outcome]))
        # A match drawn without a game (0-0-0) has no game points to win: it adds nothing to GW%.
        parts.append(Part(r.number, r.opponent, Fraction(scored, possible) if possible else None, (note,)))
    return _percent_value(game_win_percentage(ctx, tpn), "working.game_win", parts)


def _opponents_average(ctx: Context, tpn: int, percentage, what: str, key: str) -> Value:
    """The average of the opponents' `percentage`, `what` the key of a round's line saying whose."""
    parts = []
    for r in ctx.player(tpn).rounds:
        if r.opponent is None:
            continue  # the player's own byes have no opponent to average
        parts.append(Part(r.number, r.opponent, percentage(ctx, r.opponent),
                          (clause(what),)))
    known = [p.value for p in parts if p.value is not None]
    if not known:
        return undefined_value("working.no_opponents", parts)
    return _percent_value(sum(known, Fraction(0)) / len(known), key, parts, count=len(known))


def opponents_match_win(ctx: Context, tpn: int) -> Value:
    """OMW% (MTR App. C): the average match-win percentage of the opponents, each at least 0.33 and counting
    the opponents' own byes as won matches; the player's own bye rounds have no opponent and are left out."""
    return _opponents_average(ctx, tpn, match_win_percentage, "part.opponent_match_win", "working.opponents_match_win")


def opponents_game_win(ctx: Context, tpn: int) -> Value:
    """OGW% (MTR App. C): the average game-win percentage of the opponents, each at least 0.33."""
    return _opponents_average(ctx, tpn, game_win_percentage, "part.opponent_game_win", "working.opponents_game_win")
