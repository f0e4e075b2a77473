"""Pairing systems other than the Dutch one, behind one registry that op_pair_next calls.

A pairer is `pair(doc, round_number) -> Paired`: it reads the event document (valid, every earlier round
complete) and returns the next round's boards, or raises EventError (code "finished" when the system has
no round left to pair). The Dutch systems ("dutch", "dutch_baku") are paired by event/operations.py itself,
since restrictions, rematch relaxation and the bye notes belong to them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import EventError

DUTCH_SYSTEMS = ("dutch", "dutch_baku")


@dataclass
class Paired:
    """A round as a pairer made it: boards as (white id, black id) in board order, the pairing-allocated
    bye, and notes ({"code", "text", "players"}) shown with the round."""
    boards: list[tuple[int, int]]
    pab: int | None = None
    notes: list[dict[str, Any]] = field(default_factory=list)


Pairer = Callable[[dict[str, Any], int], Paired]

# system name -> its pairer; each system's module adds itself here.
PAIRERS: dict[str, Pairer] = {}

# system name -> the number of rounds its document implies (round robin: the Berger table; knockout: the
# bracket), or None while it cannot tell; `apply` keeps settings.rounds equal to it and set_rounds refuses.
DERIVED_ROUNDS: dict[str, Callable[[dict[str, Any]], int | None]] = {}


def pairer(system: str) -> Pairer:
    """The pairer of a system that is not Dutch; a clear refusal for one this SwissPair cannot pair yet."""
    found = PAIRERS.get(system)
    if found is None:
        raise EventError("system_unavailable", f"This SwissPair cannot pair the system “{system}” yet.",
                         "event.settings.system")
    return found


# system name -> the players it gives no board in round r although they are in the event (eliminated,
# advanced, outside a top cut): they are not "unplaced". The systems whose every player plays every round
# have none.
SITTING_OUT: dict[str, Callable[[dict[str, Any], int], set[int]]] = {}


def sitting_out(doc: dict[str, Any], r: int) -> set[int]:
    found = SITTING_OUT.get(doc["settings"]["system"])
    return found(doc, r) if found is not None else set()
