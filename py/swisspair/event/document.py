"""A new, empty event, and a stored one loaded: upgraded, validated, a copy the caller may change."""

from __future__ import annotations

import copy
from typing import Any

from .. import scoring
from .migrations import upgrade
from .schema import COLOURS, FORMAT, MAX_NAME, MAX_ROUNDS, MODES, MODE_SYSTEMS, VERSION, validate
from .values import _choice, _keys, _obj, _opt_int, _opt_text, _text


# ----------------------------------------------------------------------------------------- a new document


def new_event(args: dict[str, Any]) -> dict[str, Any]:
    """A new, empty event: {"id", "name", "mode"?, "rounds"?, "created"?} -> document."""
    args = _obj(args, "operation", "the new event")
    _keys(args, "operation", "the new event", ("id",), ("name", "mode", "rounds", "created", "initial_colour"))
    event_id = _text(args["id"], "operation.id", "the event's id", 100, empty=False)
    name = _text(args.get("name", ""), "operation.name", "the event's name", MAX_NAME)
    mode = _choice(args.get("mode", "fide"), "operation.mode", "the mode", MODES)
    rounds = _opt_int(args.get("rounds"), "operation.rounds", "the number of rounds", 1, MAX_ROUNDS)
    created = _opt_text(args.get("created"), "operation.created", "the creation time", 40)
    colour = _choice(args.get("initial_colour", "white"), "operation.initial_colour", "the initial colour", COLOURS)
    system = MODE_SYSTEMS[mode]
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "id": event_id,
        "name": name,
        "created": created,
        "modified": created,
        "settings": {
            "mode": mode,
            "rounds": rounds,
            "initial_colour": colour,
            "scoring": {"system": system, **scoring.SYSTEMS[system].as_dict()},
            "requested_byes": {"allowed": [k for k in ("half", "zero") if k in scoring.BYE_KINDS[system]],
                               "limit": None},
            "late_entry_points": "zero",
            "tiebreaks": [],
        },
        "players": [],
        "restrictions": [],
        "rounds": [],
        "trf_lines": [],
        "log": [{"seq": 1, "op": "new_event", "text": f"Event “{name}” created ({mode})."}],
    }
    if created:
        doc["log"][0]["at"] = created
    validate(doc)
    return doc


def load(document: Any) -> dict[str, Any]:
    """A valid document at the current version, as a copy the caller may change."""
    doc = upgrade(document)
    validate(doc)
    return copy.deepcopy(doc) if doc is document else doc
