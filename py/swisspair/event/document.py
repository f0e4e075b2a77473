"""A new, empty event, and a stored one loaded: upgraded, validated, a copy the caller may change."""

from __future__ import annotations

import copy
import functools
import json
from typing import Any

from .. import scoring, systems
from ..document import details
from ..document.names import COLOURS, FORMAT, MODES, MODE_POINT_SYSTEMS, SECTIONS, VERSION
from ..document.sameness import copied, fingerprint, fingerprint_of_part, from_fingerprint, hold
from ..document.values import (
    check_choice, check_keys, check_object, check_optional_int, check_optional_text, check_text,
)
from ..limits import MAX_EVENT_ID, MAX_NAME, MAX_ROUNDS, MAX_TIME_TEXT
from ..messages import said
from .migrations import upgrade
from .schema import check_system_mode, system_options, validate


# ----------------------------------------------------------------------------------------- a new document


def new_event(args: dict[str, Any]) -> dict[str, Any]:
    """A new, empty event: {"id", "name"?, "system"?, "options"?, "mode"?, "rounds"?, "created"?,
    "initial_colour"?, "language"?} -> document. The mode defaults to the first the system runs under (FIDE for
    chess); a language given is the event's (its details' `language`), else it has none."""
    args = check_object(args, "operation", "subject.new_event")
    check_keys(args, "operation", "subject.new_event", ("id",),
          ("name", "system", "options", "mode", "rounds", "created", "initial_colour", details.LANGUAGE))
    event_id = check_text(args["id"], "operation.id", "subject.event_id", MAX_EVENT_ID, empty=False)
    name = check_text(args.get("name", ""), "operation.name", "subject.events_name", MAX_NAME)
    pairing = check_choice(args.get("system", systems.DEFAULT), "operation.system", "subject.pairing_system",
                           systems.names())
    mode = check_choice(args.get("mode", systems.get(pairing).modes[0]), "operation.mode", "subject.mode", MODES)
    check_system_mode(pairing, mode, "operation.mode")
    options = system_options(pairing, args.get("options", {}), "operation.options")
    rounds = check_optional_int(args.get("rounds"), "operation.rounds", "subject.number_of_rounds", 1, MAX_ROUNDS)
    created = check_optional_text(args.get("created"), "operation.created", "subject.creation_time", MAX_TIME_TEXT)
    colour = check_choice(args.get("initial_colour", "white"), "operation.initial_colour", "subject.initial_colour", COLOURS)
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


def load(document: Any, owned: bool = False) -> dict[str, Any]:
    """A valid document at the current version, as a copy the caller may change; of a held event, one that may
    share its record and log entries with it (see working_copy), read from its text when that is written.
    `owned`: nothing but the caller holds `document` (just read from a request's text), so it is not copied."""
    if isinstance(document, KnownEvent):
        return json.loads(document.text) if "text" in vars(document) else working_copy(document, None)
    doc = upgrade(document)
    validate(doc)
    return copy.deepcopy(doc) if doc is document and not owned else doc


def working_copy(known: KnownEvent, section: int | None, only_round: int | None = None) -> dict[str, Any]:
    """A copy of a held event for an operation that changes at most the section `section` (None: any section) and
    the event's shared keys: that section and the shared keys are copied; the other sections, the record and the
    log's entries are the held event's own objects, which an operation replaces or appends to but never changes in
    place. At 1,500 players in 5 sections a result then copies 300 players, not the event (nor its record, as large
    again for an imported file). The held event is checked JSON, so it is copied exactly (document/sameness.py).
    `only_round`: the operation changes, of that section's players and rounds, that round alone (a result), so the
    players and the other rounds are the held event's own objects too, kept by a `Shared` taken before it runs."""
    doc = known.doc
    shared = ("log", "record", *((SECTIONS,) if section is not None else ()))
    parts = _group_copy({key: value for key, value in doc.items() if key not in shared},
                        None if section is not None else only_round)
    made = {}
    for key, value in doc.items():
        if key == "log":
            made[key] = list(value)
        elif key == "record":
            made[key] = value
        elif key == SECTIONS and section is not None:
            made[key] = [_group_copy(part, only_round) if part["id"] == section else part for part in value]
        else:
            made[key] = parts[key]
    return made


def _group_copy(group: dict[str, Any], only_round: int | None) -> dict[str, Any]:
    """A copy of a group (an event without sections, or a section) sharing its players and its rounds but
    `only_round` (None: sharing nothing)."""
    if only_round is None:
        return copied(group)
    own = copied({key: value for key, value in group.items() if key not in ("players", "rounds")})
    return {key: value if key == "players" else
            [copied(rnd) if r == only_round else rnd for r, rnd in enumerate(value, 1)] if key == "rounds" else
            own[key] for key, value in group.items()}


class Shared:
    """The players and rounds a working copy for one round shares with the held event, each with its fingerprint
    taken before the operation runs. An operation that changed one of them after all (a fault of SwissPair's own)
    would change the held event, and the check of the new event would find it the same as the held one's: `restore`
    puts a copy made from the fingerprint back in the held event in its place, so that the held event is as it was
    and the new event's check sees what changed and refuses it as the whole check does."""

    def __init__(self, known: KnownEvent, section: int | None, only_round: int) -> None:
        doc = known.doc
        group = next(part for part in doc[SECTIONS] if part["id"] == section) if section is not None else doc
        self.parts: list[tuple[Any, Any]] = [(group, "players"), *((group["rounds"], i)
                                                                   for i in range(len(group["rounds"]))
                                                                   if i != only_round - 1)]
        # A part the held event shares with the event it was made from has its fingerprint taken after that event's
        # operation: the held event was checked with the part so.
        self.prints = [fingerprint_of_part(container[key]) for container, key in self.parts]

    @staticmethod
    def of(known: KnownEvent, section: int | None, only_round: int | None) -> Shared | None:
        """The parts shared for an operation on `only_round` (None, or a value marshal cannot write: nothing shared)."""
        if only_round is None:
            return None
        shared = Shared(known, section, only_round)
        return shared if all(printed is not None for printed in shared.prints) else None

    def restore(self) -> None:
        """Each shared part, written again now, is compared with its fingerprint; those the operation left as they
        were are the held event's parts and the new event's, and their fingerprints are kept for the readers of
        either (document/sameness.py `hold`)."""
        kept = []
        for (container, key), printed in zip(self.parts, self.prints):
            if fingerprint(container[key]) != printed:
                container[key] = from_fingerprint(printed)
            else:
                kept.append((container[key], printed))
        hold(kept)
