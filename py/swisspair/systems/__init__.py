"""The pairing systems: one package each (its rules and its adapter to the event document), one registry.

To add a system: a package here whose system.py holds a `System` subclass (systems/base.py), and one line in
REGISTRY. tests/systems/test_contract.py then runs it through the same event as every other system.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..document.errors import EventError
from .arena.system import ArenaSystem
from .base import Operation, Option, Paired, System
from .cs_major.system import CsMajorSystem
from .dutch.system import DutchBakuSystem, DutchSystem
from .knockout.system import KnockoutSystem
from .magic_swiss.system import MagicSwissSystem
from .round_robin.system import RoundRobinSystem
from .teams.round_robin.system import TeamRoundRobinSystem
from .teams.swiss.system import TeamSwissSystem

REGISTRY: dict[str, System] = {system.name: system for system in (
    DutchSystem(),
    DutchBakuSystem(),
    RoundRobinSystem(),
    KnockoutSystem(),
    MagicSwissSystem(),
    CsMajorSystem(),
    ArenaSystem(),
    TeamRoundRobinSystem(),
    TeamSwissSystem(),
)}

# A new event's system, and every version 1 event's.
DEFAULT = "dutch"


def get(name: str) -> System:
    """The registered system `name`; a clear refusal for one this SwissPair cannot pair."""
    found = REGISTRY.get(name)
    if found is None:
        raise EventError.of("system.unavailable", "event.settings.system", system=str(name))
    return found


def names() -> tuple[str, ...]:
    return tuple(REGISTRY)


def operations() -> dict[str, Operation]:
    """Every system's own operations, by name (the event layer offers them in any event; each refuses an
    event of another system itself)."""
    return {name: op for system in REGISTRY.values() for name, op in system.operations.items()}


def subjects() -> dict[str, Callable[[dict[str, Any]], tuple[Any, ...] | None]]:
    """What every system's own operations change, by name (System.subjects)."""
    return {name: of for system in REGISTRY.values() for name, of in system.subjects.items()}


__all__ = ["REGISTRY", "DEFAULT", "get", "names", "operations", "subjects", "Operation", "Option", "Paired", "System"]
