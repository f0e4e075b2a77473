"""The sections of an event as the page lists them: each one's facts, the players its rule does not take (in the
words a director reads), and whether its next round can be paired now, so that "round N of every section" pairs
the sections that are ready, one request each."""

from __future__ import annotations

from typing import Any

from .. import systems
from ..document.errors import EventError
from ..document.names import SECTION_BOARDS, SECTION_RULE
from ..document.section_rules import misfit_words
from .ops.pairing import check_next_round
from .sections import has_sections, section_ids, section_name, section_view, find_section


def section_list(doc: dict[str, Any]) -> dict[str, Any]:
    """{"sectioned": whether the event has sections, "section_boards": "continuous" | "per_section" | None,
    "sections": [{"id", "name" ("" for the one section of an event without sections), "system", "mode",
    "rounds_planned" (or None), "rounds_paired", "players", "rule" (or None),
    "misfits": [{"player", "text", "key", "params"}],
    "next_round", "can_pair", "why_not" (or None)}]} of a loaded event."""
    sections = []
    for sid in section_ids(doc):
        view = section_view(doc, sid)
        settings = view["settings"]
        system = systems.get(settings["system"])
        rule = find_section(doc, sid).get(SECTION_RULE) if has_sections(doc) else None
        name = section_name(doc, sid)
        paired = len(view["rounds"])
        why_not = _why_not(view, system, paired)
        sections.append({
            "id": sid, "name": name, "system": settings["system"], "mode": settings["mode"],
            "rounds_planned": settings["rounds"], "rounds_paired": paired, "players": len(view["players"]),
            "rule": rule,
            "misfits": [{"player": p["id"], **why} for p in view["players"]
                        for why in [misfit_words(p, rule, name)] if why],
            "next_round": paired + 1, "can_pair": why_not is None, "why_not": why_not,
        })
    return {"sectioned": has_sections(doc), "section_boards": doc.get(SECTION_BOARDS), "sections": sections}


def _why_not(view: dict[str, Any], system: systems.System, paired: int) -> str | None:
    planned = view["settings"]["rounds"]
    if planned is not None and paired >= planned + system.playoff_rounds(view["settings"]):
        return f"All {paired} rounds are paired."
    try:
        check_next_round(view)
    except EventError as exc:
        return exc.message
    return None
