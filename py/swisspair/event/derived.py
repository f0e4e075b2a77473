"""The event's finished rounds as the engine's tournament, with the pairing system's own idea of a finished round."""

from __future__ import annotations

from typing import Any

from .. import systems
from ..document.readers import build_tournament, complete_rounds, pairing_numbers
from ..model import ForbiddenPairs, Tournament
from .document import load


def to_tournament(document: Any) -> tuple[Tournament, dict[int, int]]:
    """The event's finished rounds as the engine's Tournament (its own point values, custom ones included),
    and each player's pairing number by id: what standings and tie-breaks read."""
    doc = load(document)
    numbers = pairing_numbers(doc)
    completed = complete_rounds(doc, systems.get(doc["settings"]["system"]).sitting_out)
    tournament = build_tournament(doc, numbers, completed, None)
    tournament.forbidden = [ForbiddenPairs(tuple(sorted(numbers[pid] for pid in r["players"])), r["first_round"],
                                           r["last_round"]) for r in doc["restrictions"]]
    return tournament, numbers
