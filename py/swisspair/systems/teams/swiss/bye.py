"""The pairing-allocated bye (C.04.6 §3.4), the first step of §3.3.2."""

from __future__ import annotations

from ...dutch.errors import PairingError
from .legal import Legality
from .scores import TeamState


def choose_bye(states: list[TeamState], legality: Legality) -> tuple[TeamState, str]:
    """§3.4: among the teams C2 allows, the first that leaves a legal pairing for the others (§3.4.1), in the
    order lowest score (§3.4.2), most matches played (§3.4.3), largest pairing number (§3.4.4). Returns the
    team and the article that decided."""
    allowed = [s for s in states if s.bye_barred is None]
    if not allowed:
        raise PairingError.of("pairing.teams_no_bye", rule="C2")
    allowed.sort(key=lambda s: (s.score, -s.played, -s.number))
    for index, candidate in enumerate(allowed):
        if legality.can_complete([s for s in states if s is not candidate]):
            return candidate, _deciding(allowed, index)
    raise PairingError.of("pairing.teams_bye_c1_c3", rule="C1")


def _deciding(ordered: list[TeamState], index: int) -> str:
    if index:
        return "3.4.1"
    chosen = ordered[0]
    rest = ordered[1:]
    if not rest or rest[0].score != chosen.score:
        return "3.4.2"
    if rest[0].played != chosen.played:
        return "3.4.3"
    return "3.4.4"
