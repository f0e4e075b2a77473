"""What the page shows with the rounds and asks the engine for, so that the two cannot disagree: each player's
pairing number, everyone's points before each round, and what the pairing system adds to a round (a
Counter-Strike match's best-of format, a Magic playoff round's name and its players' seeds)."""

from __future__ import annotations

from typing import Any

from .. import systems
from ..document.readers import absence_note, pairing_numbers, scores_before
from .document import load
from .sections import first_boards, section_view


def round_view(document: Any, section: int | None = None) -> dict[str, Any]:
    """The round view of an event given from outside (checked and upgraded first), of one section (the first by
    default)."""
    return round_view_of(load(document), section)


def round_view_of(event: dict[str, Any], section: int | None = None) -> dict[str, Any]:
    """{"numbers": {id: pairing number}, "rounds": [per paired round: {"scores": {id: tenths before the round},
    "formats": [per board: "Bo1" / "Bo3"] or [], "name": a playoff round's name or None, "seeds": {id: seed}
    or None, "matches": a team round's matches with their scores (systems/teams/readers.py match_view) or None,
    "absent": {id: why the player has no board (messages.said_clause's {text, key, params}: "½-point bye, requested",
    "joins in round 3", "withdrawn")},
    "board_numbers": [per board: its number as printed (event/sections.py first_boards)]}]} of one section (the
    first by default) of a valid document of the current version (what `apply` returns)."""
    doc = section_view(event, section)
    system = systems.get(doc["settings"]["system"])
    details = system.round_details(doc)
    firsts = first_boards(event, section)
    rounds = [{"scores": scores, "formats": [], "name": None, "seeds": None, "matches": None, **detail,
               "absent": _absent(doc, r, system.leave_word),
               "board_numbers": list(range(firsts[r - 1], firsts[r - 1] + len(doc["rounds"][r - 1]["boards"])))}
              for r, (scores, detail) in enumerate(zip(scores_before(doc), details), 1)]
    return {"numbers": pairing_numbers(doc), "rounds": rounds}


def _absent(doc: dict[str, Any], r: int, leave_word: str) -> dict[int, dict[str, Any]]:
    """The players without a board in round r whom the document says are away, and why."""
    rnd = doc["rounds"][r - 1]
    placed = {pid for b in rnd["boards"] for pid in (b["white"], b["black"])} | {rnd["pab"]}
    return {p["id"]: why for p in doc["players"] if p["id"] not in placed
            for why in [absence_note(doc, p, r, leave_word)] if why is not None}
