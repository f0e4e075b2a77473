"""A new, empty event, and a stored one loaded: upgraded, validated, a copy the caller may change."""

from __future__ import annotations

import copy
import functools
import json
from typing import Any

from .. import scoring, systems
from ..document import details
from ..document.names import COLOURS, FORMAT, MODES, MODE_POINT_SYSTEMS, SECTIONS, VERSION
from ..document.values import (
    check_choice, check_keys, check_object, check_optional_int, check_optional_text, check_text,
)
from ..limits import MAX_EVENT_ID, MAX_NAME, MAX_ROUNDS, MAX_TIME_TEXT
from ..messages import said
from .migrations import upgrade
from .record import clone
from .schema import check_system_mode, system_options, validate


# ----------------------------------------------------------------------------------------- a new document


def new_event(args: dict[str, Any]) -> dict[str, Any]:
    """A new, empty event: {"id", "name"?, "system"?, "options"?, "mode"?, "rounds"?, "created"?,
    "initial_colour"?, "language"?} -> document. The mode defaults to the first the system runs under (FIDE for
    chess); a language given is the event's (its details' `language`), else it has none."""
    args = check_object(args, "operation", "the new event")
    check_keys(args, "operation", "the new event", ("id",),
          ("name", "system", "options", "mode", "rounds", "created", "initial_colour", details.LANGUAGE))
    event_id = check_text(args["id"], "operation.id", "the event's id", MAX_EVENT_ID, empty=False)
    name = check_text(args.get("name", ""), "operation.name", "the event's name", MAX_NAME)
    pairing = check_choice(args.get("system", systems.DEFAULT), "operation.system", "the pairing system",
                           systems.names())
    mode = check_choice(args.get("mode", systems.get(pairing).modes[0]), "operation.mode", "the mode", MODES)
    check_system_mode(pairing, mode, "operation.mode")
    options = system_options(pairing, args.get("options", {}), "operation.options")
    rounds = check_optional_int(args.get("rounds"), "operation.rounds", "the number of rounds", 1, MAX_ROUNDS)
    created = check_optional_text(args.get("created"), "operation.created", "the creation time", MAX_TIME_TEXT)
    colour = check_choice(args.get("initial_colour", "white"), "operation.initial_colour", "the initial colour", COLOURS)
    language = details.check_language(args[details.LANGUAGE], f"operation.{details.LANGUAGE}") \
        if details.LANGUAGE in args else None
    point_system = MODE_POINT_SYSTEMS[mode]
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "id": event_id,
        "name": name,
        "created": created,
        "modified": created,
        "settings": {
            "mode": mode,
            "system": pairing,
            "options": options,
            "rounds": rounds,
            "initial_colour": colour,
            "scoring": {"system": point_system, **scoring.POINT_SYSTEMS[point_system].as_dict()},
            "requested_byes": {"allowed": [k for k in ("half", "zero") if k in scoring.BYE_KINDS[point_system]]
                               if systems.get(pairing).requested_byes else [], "limit": None},
            "late_entry_points": "zero",
            "tiebreaks": list(systems.get(pairing).default_tiebreaks),
        },
        "players": [],
        "restrictions": [],
        "rounds": [],
        "arena": None,
        "trf_lines": [],
        "log": [{"seq": 1, "op": "new_event", **said("log.event_created", name=name, system=pairing, mode=mode)}],
    }
    if language:
        doc[details.KEY] = {**details.empty(), details.LANGUAGE: language}
    systems.get(pairing).join(doc)
    if created:
        doc["log"][0]["at"] = created
    validate(doc)
    return doc


class KnownEvent:
    """An event this engine made and checked itself, as its document or its JSON text (each made from the other
    when first asked for). The boundary keeps the last one so that the page can name it instead of sending it again;
    `load` reads it without checking it again (a 2,000-player event takes the engine longer to check than most
    operations take). Nothing changes its document: an operation works on `working_copy`, which shares with it what
    the operation cannot change, and an event given to the boundary's caller is kept as text."""

    def __init__(self, doc: dict[str, Any] | None = None, text: str | None = None):
        if doc is not None:
            self.doc = doc
        if text is not None:
            self.text = text

    @functools.cached_property
    def text(self) -> str:
        return json.dumps(self.doc, ensure_ascii=False, allow_nan=False)

    @functools.cached_property
    def doc(self) -> dict[str, Any]:
        return json.loads(self.text)


def load(document: Any) -> dict[str, Any]:
    """A valid document at the current version, as a copy the caller may change; of a held event, one that may
    share its record and log entries with it (see working_copy), read from its text when that is written."""
    if isinstance(document, KnownEvent):
        return json.loads(document.text) if "text" in vars(document) else working_copy(document, None)
    doc = upgrade(document)
    validate(doc)
    return copy.deepcopy(doc) if doc is document else doc


def working_copy(known: KnownEvent, section: int | None) -> dict[str, Any]:
    """A copy of a held event for an operation that changes at most the section `section` (None: any section) and
    the event's shared keys: that section and the shared keys are copied; the other sections, the record and the
    log's entries are the held event's own objects, which an operation replaces or appends to but never changes in
    place. At 1,500 players in 5 sections a result then copies 300 players, not the event (nor its record, as large
    again for an imported file)."""
    doc = known.doc
    shared = ("log", "record", *((SECTIONS,) if section is not None else ()))
    copied = clone({key: value for key, value in doc.items() if key not in shared})
    made = {}
    for key, value in doc.items():
        if key == "log":
            made[key] = list(value)
        elif key == "record":
            made[key] = value
        elif key == SECTIONS and section is not None:
            made[key] = [clone(part) if part["id"] == section else part for part in value]
        else:
            made[key] = copied[key]
    return made
