"""A TRF file from another program (Swiss-Manager, Vega, bbpPairings, Lichess, chess-results) read into a new event.

The file is read by swisspair.trf, the one reader the command line and every bridge operation use; its notes say
what was read as meant rather than as written and what was assumed where the file is silent, and go with the
event to the import preview. The encoding the page or the command line decoded the bytes with is said too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..document.errors import Outcome
from ..trf import encoding_note
from .trf_io import read_any_event

_PROGRAMS = (  # lines only one program writes
    (re.compile(r"^(032 Lichess|022 https?://lichess\.org/)", re.MULTILINE), "Lichess"),
    (re.compile(r"^BB[WDLZFU] ", re.MULTILINE), "bbpPairings"),  # its own point-value records
    (re.compile(r"^182 Sharly Chess", re.MULTILINE), "Sharly Chess"),
    (re.compile(r"^022 --CPP DUBOV SYSTEM", re.MULTILINE), "CPPDubovSystem"),
)


@dataclass
class TrfImport:
    outcome: Outcome
    program: str | None  # the program that wrote the file, when its header says so
    notes: list[dict[str, Any]] = field(default_factory=list)  # what was read as meant, or assumed (messages.said)


def program_of(text: str) -> str | None:
    """The program that wrote the file, when its header lines say so.

    >>> program_of("012 Blitz\\n032 Lichess\\n"), program_of("012 Open\\n")
    ('Lichess', None)
    """
    for pattern, name in _PROGRAMS:
        if pattern.search(text):
            return name
    return None


def import_trf(text: Any, event_id: str | None = None, at: str | None = None, name: str | None = None,
               rounds: int | None = None, encoding: str | None = None) -> TrfImport:
    """A new event from a TRF file as another program wrote it; `name` is the event's name when the file has
    none (its 012 line), such as the file's name; `rounds` the number of rounds when the file does not say;
    `encoding` the one its bytes were decoded with (a note when it is not UTF-8)."""
    outcome, notes = read_any_event(text, event_id, at, rounds)
    doc = outcome.event
    if not doc["name"].strip() and name:
        doc["name"] = " ".join(name.split())[:200]
    said = encoding_note(encoding)
    notes = ([said] if said else []) + notes
    return TrfImport(outcome, program_of(text), notes)
