"""The Dutch system (FIDE C.04.3) in the event document, plain ("dutch") and with Baku acceleration
("dutch_baku", C.04.7: baku.py). The engine itself is the rest of this package; event_round.py pairs an
event's round with the restrictions, the rematch relaxation of the modes other than FIDE, and the notes shown
with the round."""

from __future__ import annotations

from typing import Any

from . import baku
from ...document.errors import EventError
from ...document.names import MODES
from ..base import Paired, System
from .criteria import RULE_WORDS
from .explain import COLOUR_RULES
from .event_round import pair_dutch

# C.04.7: Baku acceleration is defined for the standard 1 / ½ / 0 scoring only.
STANDARD_POINTS = (10, 5, 0)


class DutchSystem(System):
    name = "dutch"
    label = "Swiss, Dutch system"
    # Version 1 events were all Dutch, whatever their mode.
    modes = MODES
    rule_words = {**RULE_WORDS, **COLOUR_RULES}

    def check_next_round(self, doc: dict[str, Any], r: int) -> None:
        """C.04.1 a: the number of rounds is declared beforehand."""
        settings = doc["settings"]
        if settings["rounds"] is None:
            raise EventError.of("dutch.no_rounds", "event.settings.rounds")
        if r > settings["rounds"]:
            raise EventError.of("round.all_paired", "event.settings.rounds", count=settings["rounds"])

    def pair(self, doc: dict[str, Any], r: int) -> Paired:
        return pair_dutch(doc, r)


class DutchBakuSystem(DutchSystem):
    name = baku.SYSTEM
    label = "Swiss, Dutch system with Baku acceleration"
    modes = ("fide", "club")
    trf_type = baku.TOURNAMENT_TYPE

    def check_scoring(self, points: dict[str, Any], field: str) -> None:
        if (points["win"], points["draw"], points["loss"]) != STANDARD_POINTS:
            raise EventError.of("dutch.baku_standard_scoring", field)

    def export_tournament(self, doc: dict[str, Any], tournament):
        return baku.export_tournament(doc, tournament)

    def reads_trf(self, tournament) -> bool:
        return baku.asks_baku(tournament)
