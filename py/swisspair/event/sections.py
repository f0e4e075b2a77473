"""The sections of an event: one event, several groups paired apart (an Open and a U1800, a section per grade).

A document with "sections" keeps each group's parts (settings, players, restrictions, rounds, arena, kept TRF
lines, and a team event's teams, an imported file's points and ranks) in its section, and at the top only what
the event shares (its id, name, times, details, log, record, copies, pen) and how boards are numbered across the
sections. A document without "sections" is one section, itself (its id is 1).

Every reader and pairing system takes a *section view*: the shared keys with one section's parts over them, a plain
dict shaped as a one-section document. It holds the section's own lists and objects, not copies, so that an
operation run on the view changes the section; `write_back` then puts back what the operation replaced or dropped.
Building a view copies nothing: an operation on one section of 1,500 players in 5 costs what it costs on that
section alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..document.errors import EventError
from ..document.section_rules import misfit, misfit_words
from ..document.names import (
    OPTIONAL_SECTION_PARTS, SECTION_BOARDS, SECTION_KEYS, SECTION_PARTS, SECTION_RULE, SECTIONS,
)
from ..document.values import check_int
from ..limits import MAX_ID

ONLY_SECTION = 1  # the id of the one section a document without "sections" is
PARTS = SECTION_PARTS + OPTIONAL_SECTION_PARTS
OWN_KEYS = (*SECTION_KEYS, SECTION_RULE)  # a section's, never in a view
EVENT_KEYS = (SECTIONS, SECTION_BOARDS)  # the event's, never in a view


def has_sections(doc: dict[str, Any]) -> bool:
    return SECTIONS in doc


def section_ids(doc: dict[str, Any]) -> list[int]:
    return [section["id"] for section in doc[SECTIONS]] if has_sections(doc) else [ONLY_SECTION]


def section_arg(value: Any, field: str = "operation.section") -> int | None:
    """The "section" an operation or request names (None: the first)."""
    return None if value is None else check_int(value, field, "subject.section", 1, MAX_ID)


def find_section(doc: dict[str, Any], section_id: int | None, field: str = "operation.section") -> dict[str, Any]:
    """The section `section_id` of a document with sections (None: the first)."""
    sections = doc[SECTIONS]
    if section_id is None:
        return sections[0]
    for section in sections:
        if section["id"] == section_id:
            return section
    raise EventError.of("section.no_such_section", field, id=str(section_id),
                        sections=", ".join(_named(s) for s in sections))


def _named(section: dict[str, Any]) -> str:
    return f"{section['id']} ({section['name']})"


def section_view(doc: dict[str, Any], section_id: int | None = None,
                 field: str = "operation.section") -> dict[str, Any]:
    """The event as one section sees it: the shared keys with that section's parts over them (the document itself
    when it has no sections, whose one section is 1). Nothing is copied."""
    if not has_sections(doc):
        if section_id not in (None, ONLY_SECTION):
            raise EventError.of("section.one_section_only", field, id=str(section_id))
        return doc
    section = find_section(doc, section_id, field)
    view = {key: value for key, value in doc.items() if key not in EVENT_KEYS}
    view.update((key, value) for key, value in section.items() if key not in OWN_KEYS)
    return view


def write_back(doc: dict[str, Any], view: dict[str, Any], section_id: int | None) -> None:
    """Put what an operation did to `view` (a section view of `doc`) into `doc`: the section's parts into the
    section, the rest at the top, the keys the operation dropped dropped."""
    if view is doc:
        return
    section = find_section(doc, section_id)
    for key in PARTS:
        if key in view:
            section[key] = view[key]
        else:
            section.pop(key, None)
    for key in [key for key in doc if key not in EVENT_KEYS and key not in view]:
        del doc[key]
    for key, value in view.items():
        if key not in PARTS:
            doc[key] = value


def section_name(doc: dict[str, Any], section_id: int | None) -> str:
    """The section's name ("" for the one section of a document without sections)."""
    return find_section(doc, section_id)["name"] if has_sections(doc) else ""


def all_players(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Every player of the event, section by section."""
    if not has_sections(doc):
        return doc["players"]
    return [p for section in doc[SECTIONS] for p in section["players"]]


def next_player_id(doc: dict[str, Any]) -> int:
    """The id a new player takes: after every id of every section (a player keeps their id when moved, so ids are
    unique across the event)."""
    return max((p["id"] for p in all_players(doc)), default=0) + 1


def section_misfit(doc: dict[str, Any],
                   section_id: int | None) -> Callable[[dict[str, Any]], dict[str, Any] | None] | None:
    """Why a player does not fit the section's rule (messages.said's), as a function of the player; None when it has
    no rule."""
    section = find_section(doc, section_id)
    rule = section.get(SECTION_RULE)
    if rule is None:
        return None
    return lambda player: misfit_words(player, rule, section["name"])


def first_boards(doc: dict[str, Any], section_id: int | None = None) -> list[int]:
    """The printed number of board 1 of each paired round of a section. Boards are numbered from 1 in each section,
    unless the event numbers them "continuous": then a section's boards of round r follow the boards of round r of
    the sections listed before it, as far as those have paired round r (pairing round r of every section in their
    order gives each board its number for good)."""
    if not has_sections(doc):
        return [1] * len(doc["rounds"])
    section = find_section(doc, section_id)
    if doc[SECTION_BOARDS] != "continuous":
        return [1] * len(section["rounds"])
    before = doc[SECTIONS][:doc[SECTIONS].index(section)]
    return [1 + sum(len(other["rounds"][r]["boards"]) for other in before if r < len(other["rounds"]))
            for r in range(len(section["rounds"]))]


def placed_section(doc: dict[str, Any], player: dict[str, Any], prefer: int | None = None) -> int:
    """The section a new player given none goes to: `prefer` (the section the director is working in) when it has a
    rule the player fits; else the first, in the director's order, whose rule the player fits; else the first without
    a rule (it takes anyone); else the first (and the entry warns that the player does not fit). `player` is a checked
    player record."""
    sections = doc[SECTIONS]
    fitting = [s["id"] for s in sections
               if s.get(SECTION_RULE) is not None and misfit(player, s[SECTION_RULE], s["name"]) is None]
    if prefer in fitting:
        return prefer
    open_ = (s["id"] for s in sections if s.get(SECTION_RULE) is None)
    return fitting[0] if fitting else next(open_, sections[0]["id"])
