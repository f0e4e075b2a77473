"""Point systems: what each outcome of a round is worth, in integer tenths of a point.

An event names a point system and holds its whole table (event settings `scoring`), so that a document says
exactly what every result was worth. The point systems:

    chess      1 / ½ / 0; a forfeit win, the pairing-allocated bye (PAB) and a full-point bye are worth a win,
               a half-point bye a draw (C.04.1 c: the PAB is worth a win "unless the tournament rules say
               otherwise", so the PAB alone may be changed, e.g. to ½ as some clubs give it)
    football   3 / 1 / 0, as Magic's match points (MTR Appendix C: a bye is a match win)
    win_loss   1 / 0 and no draws (esports: the Counter-Strike Major's Swiss counts wins and losses)
    custom     any value for each of win, draw, loss, forfeit win, forfeit loss, PAB, half- and full-point
               requested byes and zero-point bye

Points stay integers everywhere (tenths, as model.Scoring), never floats in comparisons.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from .limits import MAX_POINTS
from . import messages
from .model import Result, Scoring

POINT_KEYS = ("win", "draw", "loss", "forfeit_win", "forfeit_loss", "pab", "half_bye", "full_bye", "zero_bye")
POINT_NAMES = {
    "win": "a win",
    "draw": "a draw",
    "loss": "a loss",
    "forfeit_win": "a forfeit win",
    "forfeit_loss": "a forfeit loss",
    "pab": "the pairing-allocated bye",
    "half_bye": "a half-point bye",
    "full_bye": "a full-point bye",
    "zero_bye": "a zero-point bye",
}
# The same words as clauses of swisspair.messages, for a refused point table.
POINT_WORDS = {"win": "scoring.win", "draw": "scoring.draw", "loss": "scoring.loss", "forfeit_win": "scoring.forfeit_win",
               "forfeit_loss": "scoring.forfeit_loss", "pab": "scoring.pab", "half_bye": "scoring.half_bye",
               "full_bye": "scoring.full_bye", "zero_bye": "scoring.zero_bye"}


@dataclass(frozen=True)
class PointTable:
    """Tenths of a point for every outcome an event records."""

    win: int
    draw: int
    loss: int
    forfeit_win: int
    forfeit_loss: int
    pab: int
    half_bye: int
    full_bye: int
    zero_bye: int

    def as_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


POINT_SYSTEMS: dict[str, PointTable] = {
    "chess": PointTable(win=10, draw=5, loss=0, forfeit_win=10, forfeit_loss=0, pab=10, half_bye=5, full_bye=10, zero_bye=0),
    "football": PointTable(win=30, draw=10, loss=0, forfeit_win=30, forfeit_loss=0, pab=30, half_bye=10, full_bye=30,
                           zero_bye=0),
    "win_loss": PointTable(win=10, draw=0, loss=0, forfeit_win=10, forfeit_loss=0, pab=10, half_bye=0, full_bye=10,
                           zero_bye=0),
}
POINT_SYSTEM_NAMES = (*POINT_SYSTEMS, "custom")
# What a named point system lets the organiser change; custom lets every value change.
ADJUSTABLE = {"chess": ("pab",), "football": ("pab",), "win_loss": ("pab",)}
# Requested byes a point system offers: win/loss has no half point to give.
BYE_KINDS = {"chess": ("half", "full", "zero"), "football": ("half", "full", "zero"), "win_loss": ("full", "zero"),
             "custom": ("half", "full", "zero")}


class ScoringError(messages.WordedError):
    """A point table that cannot be used: `field` is the value at fault (a key of the table; None: the point
    system's name); the sentence is a clause of swisspair.messages."""

    def __init__(self, field: str | None, message: str):
        super().__init__(message)
        self.field = field
        self.message = message

    @classmethod
    def of(cls, key: str, /, *, field: str | None = None, **params: object) -> ScoringError:
        return cls(field, messages.fill(key, params)).worded(key, params)


def draws_allowed(point_system: str) -> bool:
    return point_system != "win_loss"


def check_table(point_system: str, table: PointTable) -> None:
    """The table fits its point system: a named one's values, except those it lets change; sane custom values."""
    if point_system not in POINT_SYSTEM_NAMES:
        raise ScoringError.of("scoring.unknown_system", choices=", ".join(POINT_SYSTEM_NAMES), value=repr(point_system))
    for key in POINT_KEYS:
        value = getattr(table, key)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_POINTS:
            raise ScoringError.of("scoring.not_tenths", field=key, outcome_msg=POINT_WORDS[key], most=str(MAX_POINTS),
                                  value=repr(value))
    if point_system in POINT_SYSTEMS:
        preset = POINT_SYSTEMS[point_system]
        for key in POINT_KEYS:
            if key not in ADJUSTABLE[point_system] and getattr(table, key) != getattr(preset, key):
                raise ScoringError.of("scoring.fixed_by_system", field=key, system=point_system,
                                      fixed=format_tenths(getattr(preset, key)), outcome_msg=POINT_WORDS[key],
                                      value=format_tenths(getattr(table, key)))
        return
    # The pairing rules rank a win above a draw above a loss (score groups, topscorers, C2's "points of a win").
    if not table.loss < table.win:
        raise ScoringError.of("scoring.win_above_loss", field="win", win=format_tenths(table.win),
                              loss=format_tenths(table.loss))
    if not table.loss <= table.draw <= table.win:
        raise ScoringError.of("scoring.draw_between", field="draw", draw=format_tenths(table.draw),
                              loss=format_tenths(table.loss), win=format_tenths(table.win))


def table_with(point_system: str, overrides: dict[str, int] | None = None) -> PointTable:
    """A named point system's table (custom starts from chess) with some values changed; check_table it after."""
    base = POINT_SYSTEMS.get(point_system, POINT_SYSTEMS["chess"]).as_dict()
    base.update(overrides or {})
    return PointTable(**base)


def outcome_points(table: PointTable, result: Result) -> int:
    """What a TRF result code is worth under the table (unrated games score as rated ones)."""
    return to_model(table).points(result)


def to_model(table: PointTable) -> Scoring:
    """The engine's Scoring. Values equal to what the TRF reading implies stay None, so that a standard
    table writes a standard TRF."""
    return Scoring(
        win=table.win,
        draw=table.draw,
        loss=table.loss,
        zero_bye=table.zero_bye,
        forfeit_loss=table.forfeit_loss,
        pairing_bye=table.pab,
        forfeit_win=None if table.forfeit_win == table.win else table.forfeit_win,
        half_bye=None if table.half_bye == table.draw else table.half_bye,
        full_bye=None if table.full_bye == table.win else table.full_bye,
    )


def replace_extras(model_scoring: Scoring) -> Scoring:
    """The Scoring a TRF file can state: forfeit wins and byes valued as its readers value them."""
    return replace(model_scoring, forfeit_win=None, half_bye=None, full_bye=None)


def from_model(scoring: Scoring) -> tuple[str, PointTable]:
    """The point system and table of an engine Scoring (a TRF's 162 / BB* lines): a named one when it is one."""
    table = PointTable(
        win=scoring.win,
        draw=scoring.draw,
        loss=scoring.loss,
        forfeit_win=scoring.win if scoring.forfeit_win is None else scoring.forfeit_win,
        forfeit_loss=scoring.forfeit_loss,
        pab=scoring.pairing_bye,
        half_bye=scoring.draw if scoring.half_bye is None else scoring.half_bye,
        full_bye=scoring.win if scoring.full_bye is None else scoring.full_bye,
        zero_bye=scoring.zero_bye,
    )
    for name in ("chess", "football"):  # win_loss is never guessed: a file may simply have had no draws
        preset = POINT_SYSTEMS[name]
        if table == PointTable(**{**preset.as_dict(), "pab": table.pab}):
            return name, table
    return "custom", table


def format_tenths(tenths: int) -> str:
    """Points as a director writes them: 1, ½, 2½, 0.3 (tenths that are not halves stay decimals)."""
    whole, tenth = divmod(tenths, 10)
    if tenth == 0:
        return str(whole)
    if tenth == 5:
        return f"{whole}½" if whole else "½"
    return f"{whole}.{tenth}"
