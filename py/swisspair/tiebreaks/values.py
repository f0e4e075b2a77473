"""What a tie-break returns: a `Value`, exact (an int or a Fraction, never a float; None when it is undefined,
which ranks last), with its text for display, a one-line summary and one `Part` per round (opponent,
contribution, and the adjustment or the cut that applies, as clauses of swisspair.messages); and how numbers are
shown in them."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import Any

from ..messages import clause, clauses_text, fill

Number = int | Fraction


@dataclass(frozen=True)
class Part:
    """One round's share in a value: the opponent (None for none), the contribution, what was adjusted (clauses of
    swisspair.messages, `clause`, so the page words each in the director's language)."""

    round: int
    opponent: int | None
    value: Number | None
    notes: tuple[dict[str, Any], ...] = ()
    cut: bool = False

    @property
    def note(self) -> str:
        """The round's line in English."""
        return clauses_text(self.notes)


@dataclass(frozen=True)
class Value:
    value: Number | None  # exact; None = undefined (ranks last)
    text: str  # for display: rounded only here
    summary: str  # how it was computed, in one sentence
    parts: tuple[Part, ...] = ()
    # The summary's message in swisspair.messages and its parameters, for the page to word it in the director's
    # language (None: a summary still only in English).
    key: str | None = None
    params: dict[str, Any] = field(default_factory=dict)
    # What decided a place among tied players, step by step (clauses after the summary's own words).
    steps: tuple[dict[str, Any], ...] = ()


def worked(key: str, value: Number | None, text: str, parts: tuple[Part, ...] | list[Part] = (), /,
           **params: Any) -> Value:
    """A value whose summary is message `key` of swisspair.messages with `params`."""
    return Value(value, text, fill(key, params), tuple(parts), key, params)


def show_points(value: Fraction | int | None) -> str:
    """Points as a decimal: 1 decimal for tenths, 2 for hundredths, else 4 (rounded for display only)."""
    if value is None:
        return "-"
    value = Fraction(value)
    for places in (1, 2):
        if (value * 10**places).denominator == 1:
            return decimal_text(value, places)
    return decimal_text(value, 4)


def decimal_text(value: Fraction, places: int) -> str:
    """The value with `places` decimals, 0.5 of the last one rounded up."""
    quantum = Decimal(1).scaleb(-places)
    return str((Decimal(value.numerator) / Decimal(value.denominator)).quantize(quantum, rounding=ROUND_HALF_UP))


def numbers_text(numbers: list[int]) -> str:
    """'1, 4, 5', for summaries and notes."""
    return ", ".join(str(n) for n in numbers)


def undefined_value(key: str, parts: tuple[Part, ...] | list[Part] = (), /, **params: Any) -> Value:
    """An undefined value (it ranks last), message `key` saying why."""
    return worked(key, None, "-", parts, **params)


def drop_extremes(parts: list[Part], lowest: int, highest: int) -> tuple[list[Part], Fraction]:
    """Mark the `lowest` lowest and `highest` highest values dropped (the earliest round first among equal
    values); return the parts and the sum of those kept."""
    by_value = sorted(range(len(parts)), key=lambda i: (parts[i].value, parts[i].round))
    dropped = set(by_value[:lowest])
    by_value_down = sorted(range(len(parts)), key=lambda i: (-parts[i].value, parts[i].round))
    dropped |= set([i for i in by_value_down if i not in dropped][:highest])
    marked = [Part(p.round, p.opponent, p.value, (*p.notes, clause("part.dropped")), True) if i in dropped else p
              for i, p in enumerate(parts)]
    return marked, sum((p.value for i, p in enumerate(parts) if i not in dropped), Fraction(0))
