"""What a pairing system asks of the rest of the settings: the scoring Baku acceleration needs and the
tie-breaks a round robin may use. One place for the document's check (schema.validate) and the operations'
(which name their own field), so the two cannot disagree."""

from __future__ import annotations

from typing import Any

from ..roundrobin import allowed_tiebreaks
from ..tiebreaks import UnknownTiebreak, lookup
from .errors import EventError

# C.07 (2026, applied from 1 March 2026), note to Art. 8: no Buchholz family in round robins.
ROUND_ROBIN_TIEBREAKS = allowed_tiebreaks("roundrobin", "2026")
STANDARD_POINTS = (10, 5, 0)


def check_scoring(system: str, points: dict[str, Any], field: str) -> None:
    """Baku acceleration (C.04.7) is defined for the standard 1 / ½ / 0 scoring only."""
    if system == "dutch_baku" and (points["win"], points["draw"], points["loss"]) != STANDARD_POINTS:
        raise EventError("wrong_value", "Baku acceleration (FIDE C.04.7) is only for the standard scoring: a win 1, a "
                         "draw ½, a loss 0.", field)


def check_options(system: str, options: dict[str, Any], field: str) -> None:
    """A knockout ranks third either by a third-place match or by its losers' bracket, not both."""
    if system == "knockout" and options["third_place"] and options["double_elimination"]:
        raise EventError("wrong_value", "A double elimination needs no third-place match: its losers' bracket decides "
                         "third place. Choose one of the two.", f"{field}.third_place")


def round_robin_tiebreak(code: str) -> bool | None:
    """Whether C.07 (2026) allows `code` in a round robin; None for a code the standings do not know."""
    try:
        return lookup(code.strip(), "2026").code in ROUND_ROBIN_TIEBREAKS
    except UnknownTiebreak:
        return None


def check_tiebreaks(system: str, codes: list[str], field: str) -> None:
    """A round robin offers only what C.07 (2026) allows there: no Buchholz family (note to Art. 8), and FIDE
    tie-breaks only. `field` is the list's path; the error names the entry."""
    if system != "round_robin":
        return
    for i, code in enumerate(codes):
        if round_robin_tiebreak(code) is False:
            raise EventError("not_allowed", f"Tie-break {code.strip()} cannot be used in a round robin: FIDE C.07 "
                             "(2026) says the Buchholz family must not be used in round-robins (note to Art. 8), "
                             "and a round robin takes FIDE tie-breaks only, such as " + ", ".join(
                                 ("DE", "SB", "WIN", "KS")) + ".", f"{field}[{i}]")


def round_robin_tiebreaks(codes: list[str]) -> tuple[list[str], list[str]]:
    """(kept, dropped): the list without the codes a round robin cannot use."""
    kept = [code for code in codes if round_robin_tiebreak(code) is not False]
    return kept, [code for code in codes if code not in kept]
