"""Points as the TRF writes them: tenths of a point in the model, `2.5` in the file."""

from __future__ import annotations

import re

from ..model import Player, Scoring
from typing import Any

from .errors import TrfError, TrfWriteError, found_params

# At most nine digits before the point: more is no score, and converting thousands of digits is slow.
_POINTS = re.compile(r"([0-9]{1,9})(?:\.([0-9]))?|\.([0-9])")


def parse_points(text: str, line: int, column: int) -> int:
    """'2.5' -> 25 tenths. '2', '2.0' and '.5' are read too, as bbpPairings reads them."""
    match = _POINTS.fullmatch(text.strip())
    if match is None:
        raise TrfError.at(line, column, "trf.expected", what_msg="trf.points_such_as", **found_params(text.strip()))
    whole, tenth, only_tenth = match.groups()
    return int(whole or 0) * 10 + int(tenth or only_tenth or 0)


def format_points(tenths: int) -> str:
    """25 tenths -> '2.5' (and -5 -> '-0.5', a 299 penalty)."""
    sign = "-" if tenths < 0 else ""
    return f"{sign}{abs(tenths) // 10}.{abs(tenths) % 10}"


def _points_texts(tenths: int) -> list[str]:
    """How points may be written: 2.5, and a whole number also without its '.0'."""
    return [format_points(tenths)] + ([str(tenths // 10)] if tenths % 10 == 0 else [])


def points_fit(tenths: int, width: int) -> bool:
    """Whether the points can be written in a column of `width`."""
    return any(len(text) <= width for text in _points_texts(tenths))


def fit_points(tenths: int, width: int, what: dict[str, Any]) -> str:
    """Points in a column of `width`: 2.5, or a whole number without its '.0' when only that fits. `what`: the words
    of the points (`what_msg`, a key of swisspair.messages, and its parameters)."""
    for text in _points_texts(tenths):
        if len(text) <= width:
            return text
    raise TrfWriteError.of("trf.cannot_write_points", points=format_points(tenths), width=str(width), **what)


def points_after(player: Player, scoring: Scoring, completed: int) -> int:
    """Points over the completed rounds; rounds missing from the line count as zero-point byes (late entries)."""
    entries = player.rounds[:completed]
    return sum(scoring.points(e.result) for e in entries) + (completed - len(entries)) * scoring.zero_bye

