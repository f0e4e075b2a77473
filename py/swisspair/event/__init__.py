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

The document's names, values, readers and errors are the kernel's (swisspair.document), which the pairing systems
read too; this package adds what needs the registry of systems. It is cut by job, each module importing only from
those listed before it: record, schema (`validate`), migrations, document (a new or loaded document), derived (the
engine's tournament), planning (rounds), ops (the operations, `apply`), trf_io, trf_import. It reaches the
systems only through the registry (`swisspair.systems.get`, `REGISTRY`).
"""

from __future__ import annotations

from .derived import to_tournament, tournament_of
from .document import KnownEvent, load, new_event, working_copy
from .migrations import MIGRATIONS, upgrade
from .ops import apply, manual_scope
from .planning import plan_rounds
from .schema import validate
from .trf_io import from_trf, to_trf

# What the rest of the engine and the tests use of the event layer (the document's names, readers and errors are
# swisspair.document's).
__all__ = ["validate", "MIGRATIONS", "upgrade", "KnownEvent", "load", "new_event", "working_copy", "to_tournament",
           "tournament_of", "plan_rounds", "apply", "manual_scope", "from_trf", "to_trf"]
