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
    return tournament_of(load(document))


def tournament_of(doc: dict[str, Any]) -> tuple[Tournament, dict[int, int]]:
    """As `to_tournament`, of a loaded document (`load`: checked, at the current version) or a section's view of one,
    which is not checked again: checking the whole event is most of the standings' work at 30 players."""
    numbers = pairing_numbers(doc)
    completed = complete_rounds(doc, systems.get(doc["settings"]["system"]).sitting_out)
    tournament = build_tournament(doc, numbers, completed, None)
    tournament.forbidden = [ForbiddenPairs(tuple(sorted(numbers[pid] for pid in r["players"])), r["first_round"],
                                           r["last_round"]) for r in doc["restrictions"]]
    return tournament, numbers
