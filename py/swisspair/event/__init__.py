"""The event document: one versioned JSON object that holds a whole Swiss event, and the operations on it.

The page keeps the document (localStorage, share links) and sends it here with an operation; every
operation is a pure function (document, operation) -> new document. It applies whole or raises
EventError and leaves the document as it was; the input is never mutated. The schema, its version and
the migration path are written down in docs/event-format.md; `validate` is that text as code.

Players are known by a stable `id`. Pairing numbers are derived when needed (FIDE initial order: rating,
title, name, unless the director fixed them), so a late entry or a rating correction renumbers the
players for the rounds still to pair, while the rounds already paired keep their players by id.

A document of an older version is upgraded by the ordered migrations in MIGRATIONS (one function per
version step) and the upgrade is written in its log; a newer one is refused, never guessed at.

The package is cut by job, each module importing only from those listed before it: errors, values (checking
one value), schema (the names, limits and `validate`), team_schema (a team event's block), migrations, document
(a new or loaded document), derived (pairing numbers, the engine's tournament), teams (a team event's matches,
standings and `TeamTournament`), planning (rounds), ops (the operations, `apply`), trf_io.
"""

from __future__ import annotations

# The registry first: the systems' adapters read the event layer's modules, which look systems up when called.
from .. import systems  # noqa: F401
from .derived import complete_rounds, unplaced_players, pairing_numbers, to_tournament
from .document import KnownEvent, load, new_event
from .errors import EventError, Outcome
from .migrations import MIGRATIONS, upgrade
from .ops import FIDE_RESTRICTIONS_NOTE, apply, manual_scope
from .planning import plan_rounds
from ..limits import MAX_PLAYERS, MAX_TEXT
from .schema import MODES, RESTRICTION_KINDS, RESULTS, TOP_KEYS, VERSION, validate
from .team_trf_io import from_trf, to_trf

# What the rest of the engine and the tests use of the event layer.
__all__ = [
    "EventError", "Outcome", "MAX_PLAYERS", "MAX_TEXT", "MODES", "RESTRICTION_KINDS", "RESULTS", "TOP_KEYS", "VERSION",
    "validate", "MIGRATIONS", "upgrade", "KnownEvent", "load", "new_event", "complete_rounds", "unplaced_players",
    "pairing_numbers", "to_tournament", "plan_rounds", "FIDE_RESTRICTIONS_NOTE", "apply", "manual_scope", "from_trf",
    "to_trf",
]
