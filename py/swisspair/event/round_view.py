"""What the page shows with the rounds and asks the engine for, so that the two cannot disagree: each player's
pairing number, everyone's points before each round, and what the pairing system adds to a round (a
Counter-Strike match's best-of format, a Magic playoff round's name and its players' seeds)."""

from __future__ import annotations

from typing import Any

from .. import systems
from ..document.readers import pairing_numbers, scores_before
from .document import load


def round_view(document: Any) -> dict[str, Any]:
    """The round view of an event given from outside (checked and upgraded first)."""
    return round_view_of(load(document))


def round_view_of(doc: dict[str, Any]) -> dict[str, Any]:
    """{"numbers": {id: pairing number}, "rounds": [per paired round: {"scores": {id: tenths before the round},
    "formats": [per board: "Bo1" / "Bo3"] or [], "name": a playoff round's name or None, "seeds": {id: seed}
    or None, "matches": a team round's matches with their scores (systems/teams/readers.py match_view) or None}]} of a valid document of the current version (what `apply` returns)."""
    details = systems.get(doc["settings"]["system"]).round_details(doc)
    rounds = [{"scores": scores, "formats": [], "name": None, "seeds": None, "matches": None, **detail}
              for scores, detail in zip(scores_before(doc), details)]
    return {"numbers": pairing_numbers(doc), "rounds": rounds}
