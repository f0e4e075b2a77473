"""The operations on an event's sections: add one (the first turns a one-section event into sections), rename it or
change its rule, remove one not yet begun, move a player between two not yet begun, and say how boards are
numbered across them. Each runs on the whole event (event/sections.py holds the shape)."""

from __future__ import annotations

from typing import Any

from ... import systems
from ...document.errors import EventError
from ...document.names import (
    SECTION_BOARD_CHOICES, SECTION_BOARDS, SECTION_PARTS, SECTION_RULE, SECTIONS, OPTIONAL_SECTION_PARTS,
)
from ...document.operation import Context
from ...messages import clause, said, said_list
from ...document.section_rules import check_rule, misfit_words
from ...document.values import check_choice, check_text, player_label
from ...limits import MAX_NAME, MAX_SECTIONS
from ..document import new_event
from ..schema import validate
from ..sections import PARTS, find_section, has_sections, section_arg, section_view

DEFAULT_FIRST_NAME = "Open"


def _name_arg(ctx: Context, key: str, sections: list[dict[str, Any]], own: dict[str, Any] | None = None) -> str:
    name = check_text(ctx.args[key], f"operation.{key}", "subject.sections_name", MAX_NAME, empty=False).strip()
    if not name:
        raise EventError.of("section.needs_name", f"operation.{key}")
    for other in sections:
        if other is not own and other["name"].strip().casefold() == name.casefold():
            raise EventError.of("section.name_taken", f"operation.{key}", name=other["name"])
    return name


def _rule_arg(ctx: Context, name: str) -> dict[str, Any] | None:
    value = ctx.args.get("rule")
    return None if value is None else check_rule(value, "operation.rule", name)


def _misfit_warnings(section: dict[str, Any]) -> list[dict[str, Any]]:
    """What the director is told of the players a section's rule does not take (the first few, and how many)."""
    rule = section.get(SECTION_RULE)
    words = [why for p in section["players"] for why in [misfit_words(p, rule, section["name"])] if why]
    if len(words) > 5:
        return [*words[:5], said("op_warning.more_misfits", count=len(words) - 5, section=section["name"])]
    return words


def into_sections(doc: dict[str, Any], first_name: str) -> None:
    """Turn a one-section event into an event of sections, in place: its group becomes section 1."""
    first = {"id": 1, "name": first_name, **{key: doc[key] for key in PARTS if key in doc}}
    shared = {key: value for key, value in doc.items() if key not in PARTS}
    doc.clear()
    for key, value in shared.items():
        if key == "log":  # the sections stand where the group's parts stood, before the log
            doc[SECTION_BOARDS] = "continuous"
            doc[SECTIONS] = [first]
        doc[key] = value


# A new section in the log, by (its number of rounds set, the event's players made its first section).
SECTION_ADDED = {(False, False): "log.section_added", (True, False): "log.section_added_rounds",
                 (False, True): "log.section_added_first", (True, True): "log.section_added_rounds_first"}


def op_add_section(ctx: Context) -> None:
    """A new section, empty, with its own system and settings (by default those of the first section)."""
    doc = ctx.doc
    sections = doc[SECTIONS] if has_sections(doc) else []
    if len(sections) >= MAX_SECTIONS:
        raise EventError.of("section.too_many", "operation.name", most=MAX_SECTIONS)
    first_name = DEFAULT_FIRST_NAME
    if not sections and "first_name" in ctx.args:
        first_name = check_text(ctx.args["first_name"], "operation.first_name", "subject.first_sections_name",
                                MAX_NAME, empty=False).strip()
        if not first_name:
            raise EventError.of("section.first_needs_name", "operation.first_name")
    name = _name_arg(ctx, "name", sections or [{"name": first_name}])
    rule = _rule_arg(ctx, name)
    like = section_view(doc)["settings"]
    system = check_choice(ctx.args.get("system", like["system"]), "operation.system", "subject.pairing_system",
                          systems.names())
    mode = ctx.args.get("mode", like["mode"] if like["mode"] in systems.get(system).modes else None)
    made = new_event({"id": doc["id"], "system": system, **({"mode": mode} if mode is not None else {}),
                      "rounds": ctx.args.get("rounds", like["rounds"]),
                      "options": ctx.args.get("options", like["options"] if system == like["system"] else {}),
                      "initial_colour": like["initial_colour"]})
    if made["settings"]["system"] == like["system"] and made["settings"]["mode"] == like["mode"]:
        # A section of the same system and mode keeps the event's scoring, byes and tie-breaks.
        for key in ("scoring", "requested_byes", "late_entry_points", "tiebreaks"):
            made["settings"][key] = like[key]
    if not sections:
        into_sections(doc, first_name)
    section = {"id": max(s["id"] for s in doc[SECTIONS]) + 1, "name": name,
               **({SECTION_RULE: rule} if rule is not None else {}),
               **{key: made[key] for key in (*SECTION_PARTS, *OPTIONAL_SECTION_PARTS) if key in made}}
    doc[SECTIONS].append(section)
    settings = made["settings"]
    words = {"name": name, "system": settings["system"], "mode": settings["mode"],
             **({"count": settings["rounds"]} if settings["rounds"] else {}),
             **({"first": first_name} if not sections else {})}
    ctx.tell(said(SECTION_ADDED[bool(settings["rounds"]), not sections], **words))


def _section(ctx: Context, key: str = "section") -> dict[str, Any]:
    if not has_sections(ctx.doc):
        raise EventError.of("section.none_add_one", f"operation.{key}")
    return find_section(ctx.doc, section_arg(ctx.args[key], f"operation.{key}"), f"operation.{key}")


def op_edit_section(ctx: Context) -> None:
    """A section's name, or its rule (null: none)."""
    section = _section(ctx)
    changed = []
    if "name" in ctx.args:
        name = _name_arg(ctx, "name", ctx.doc[SECTIONS], section)
        if name != section["name"]:
            changed.append(clause("log.section_renamed", name=name))
            section["name"] = name
    if "rule" in ctx.args:
        rule = _rule_arg(ctx, section["name"])
        if rule is None:
            if section.pop(SECTION_RULE, None) is not None:
                changed.append(clause("log.section_no_rule"))
        elif rule != section.get(SECTION_RULE):
            section[SECTION_RULE] = rule
            changed.append(clause("log.section_new_rule"))
            ctx.warnings.extend(_misfit_warnings(section))
    if not changed and "name" not in ctx.args and "rule" not in ctx.args:
        raise EventError.of("section.nothing_to_change", "operation")
    ctx.tell(said_list("log.section_edited", "changes", changed, id=str(section["id"])) if changed
             else said("log.section_unchanged", id=str(section["id"])))


def _begun(doc: dict[str, Any], section: dict[str, Any]) -> dict[str, Any] | None:
    """Why the section can no longer lose or take a player, as parameters of a refusal (`begun_msg`), or None."""
    view = section_view(doc, section["id"])
    if view["rounds"]:
        return {"begun_msg": "section.begun_paired", "begun_section": section["name"]}
    begun = systems.get(view["settings"]["system"]).started_without_rounds(view)
    return None if begun is None else {"begun_msg": begun}


def op_remove_section(ctx: Context) -> None:
    """A section not yet begun, with its players; never the last one."""
    section = _section(ctx)
    if len(ctx.doc[SECTIONS]) == 1:
        raise EventError.of("section.only_one", "operation.section", name=section["name"])
    begun = _begun(ctx.doc, section)
    if begun:
        raise EventError.of("section.begun_cannot_remove", "operation.section", **begun)
    ctx.doc[SECTIONS].remove(section)
    count = len(section["players"])
    ctx.tell(said("log.section_removed_players", name=section["name"], count=count) if count
             else said("log.section_removed", name=section["name"]))


def op_move_player(ctx: Context) -> None:
    """A player moves to another section before either has paired round 1, keeping their id and every field."""
    doc = ctx.doc
    if not has_sections(doc):
        raise EventError.of("section.none_to_move_between", "operation.to")
    to = _section(ctx, "to")
    pid = section_arg(ctx.args["player"], "operation.player")
    source = next((s for s in doc[SECTIONS] for p in s["players"] if p["id"] == pid), None)
    if source is None:
        raise EventError.of("event.no_such_player", "operation.player", player=pid, id=str(pid))
    player = next(p for p in source["players"] if p["id"] == pid)
    if source is to:
        raise EventError.of("section.already_in", "operation.to", player=pid, name=player_label(player),
                            section=to["name"])
    for section in (source, to):
        begun = _begun(doc, section)
        if begun:
            raise EventError.of("section.begun_cannot_move", "operation.to", player=pid, name=player_label(player),
                                **begun)
    for section in (source, to):
        if systems.get(section["settings"]["system"]).teams:
            raise EventError.of("section.team_event", "operation.to", player=pid, section=section["name"])
    # Leaving is removing from the section before it begins (restrictions and fixed numbers closed up as then).
    leave = Context(section_view(doc, source["id"]), {"player": pid}, operations=ctx.operations)
    ctx.operations["remove_player"][0](leave)
    ctx.warnings.extend(leave.warnings)
    if player["tpn"] is not None:
        ctx.warnings.append(said("op_warning.tpn_dropped", name=player_label(player), tpn=str(player["tpn"]),
                                 section=to["name"]))
        player["tpn"] = None
    to["players"].append(player)
    try:
        validate(section_view(doc, to["id"]))
    except EventError as exc:
        raise EventError.wrapping("section.cannot_move", exc, f"{player_label(player)} cannot move to the section "
                                  f"“{to['name']}”: {exc.message}", "operation.to", player=pid,
                                  mover=player_label(player), destination=to["name"]) from None
    why = misfit_words(player, to.get(SECTION_RULE), to["name"])
    if why:
        ctx.warnings.append(why)
    ctx.tell(said("log.player_moved", name=player_label(player), source=source["name"], section=to["name"]))


def op_set_section_boards(ctx: Context) -> None:
    """How boards are numbered across the sections: on from one section to the next, or from 1 in each."""
    if not has_sections(ctx.doc):
        raise EventError.of("section.none", "operation.boards")
    boards = check_choice(ctx.args["boards"], "operation.boards", "subject.section_boards", SECTION_BOARD_CHOICES)
    ctx.doc[SECTION_BOARDS] = boards
    ctx.tell(said("log.boards_continuous") if boards == "continuous" else said("log.boards_each"))


OPERATIONS = {
    # name: (function, required arguments, optional arguments): each runs on the whole event, never on a view
    "add_section": (op_add_section, ("name",), ("system", "mode", "rounds", "options", "rule", "first_name")),
    "edit_section": (op_edit_section, ("section",), ("name", "rule")),
    "remove_section": (op_remove_section, ("section",), ()),
    "move_player": (op_move_player, ("player", "to"), ()),
    "set_section_boards": (op_set_section_boards, ("boards",), ()),
}
