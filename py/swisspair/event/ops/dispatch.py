"""Applying an operation: the table of operations, the checks of the operation's envelope, the log entry
and the check of the document made."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import record
from ... import systems
from ...checks import shown_params
from ...document import details
from ...document.errors import EventError, Outcome
from ...document.operation import Context, read_warnings, stored_warnings
from ...document.readers import clip_text
from ...document.values import check_keys, check_object, check_optional_text
from ...limits import MAX_MESSAGE_CLAUSES, MAX_TEXT, MAX_TIME_TEXT
from ..document import KnownEvent, Shared, load, working_copy
from ..migrations import next_checked_seq
from ..record import check_copy_id, clone, next_count
from ..schema import check_json, validate
from ..sections import (
    first_boards, has_sections, next_player_id, placed_section, section_arg, section_ids, section_misfit, section_name,
    section_view, write_back,
)
from .copies import OPERATIONS as COPY_OPERATIONS, check_pen
from .details import op_set_details
from .manual import op_set_board, op_set_pab, op_swap_players
from .pairing import op_pair_next
from .players import (
    entered_player, op_add_player, op_cancel_bye, op_cancel_withdrawal, op_edit_player, op_late_entry,
    op_remove_player, op_request_bye, op_set_pairing_numbers, op_withdraw
)
from .prizes import op_set_prizes
from .restrictions import op_add_restriction, op_remove_restriction
from .results import op_set_result, op_unpair_latest
from .school_teams import op_clear_school_scores, op_set_school_scores
from .sections import OPERATIONS as SECTION_OPERATIONS
from .settings import op_set_rounds, op_set_scoring, op_set_system, op_update_settings


OPERATIONS: dict[str, tuple[Callable[[Context], None], tuple[str, ...], tuple[str, ...]]] = {
    # name: (function, required arguments, optional arguments)
    "add_player": (op_add_player, ("player",), ("requested_byes",)),
    "edit_player": (op_edit_player, ("player", "changes"), ()),
    "remove_player": (op_remove_player, ("player",), ()),
    "late_entry": (op_late_entry, ("player",), ("round", "missed_points", "requested_byes")),
    "withdraw": (op_withdraw, ("player",), ("round",)),
    "cancel_withdrawal": (op_cancel_withdrawal, ("player",), ()),
    "request_bye": (op_request_bye, ("player", "round", "points"), ()),
    "cancel_bye": (op_cancel_bye, ("player", "round"), ()),
    "set_rounds": (op_set_rounds, ("rounds",), ()),
    "update_settings": (op_update_settings, (), ("name", "mode", "initial_colour", "requested_byes",
                                                 "late_entry_points", "tiebreaks", details.SETTING)),
    "set_details": (op_set_details, (), (*details.KEYS, *details.OPTIONAL_KEYS)),
    "set_system": (op_set_system, ("system",), ("options",)),
    "set_scoring": (op_set_scoring, ("system",), ("points",)),
    "add_restriction": (op_add_restriction, ("players",), ("kind", "label", "first_round", "last_round")),
    "remove_restriction": (op_remove_restriction, ("id",), ()),
    "set_team_scores": (op_set_school_scores, (), ("best", "tiebreak", "apart_until")),
    "clear_team_scores": (op_clear_school_scores, (), ()),
    "set_prizes": (op_set_prizes, ("groups",), ("one_per_player",)),
    "set_pairing_numbers": (op_set_pairing_numbers, ("order",), ()),
    "set_result": (op_set_result, ("round", "board", "result"), ("unrated", "games")),
    "unpair_latest": (op_unpair_latest, (), ("discard_results",)),
    "pair_next": (op_pair_next, (), ()),
    "swap_players": (op_swap_players, ("round", "players"), ()),
    "set_board": (op_set_board, ("round", "board", "white", "black"), ()),
    "set_pab": (op_set_pab, ("round", "player"), ()),
    **COPY_OPERATIONS,
    **SECTION_OPERATIONS,
}


def apply(document: Any, operation: Any) -> Outcome:
    """Apply one operation: {"op": name, "at"?: time, "copy"?: the copy's id, ...arguments}. Raises EventError;
    never mutates its input."""
    doc = None if isinstance(document, KnownEvent) else load(document)
    check_json(operation, "operation")
    op = check_object(operation, "operation", "subject.operation")
    name = op.get("op")
    operations = all_operations()
    if not isinstance(name, str) or name not in operations:
        known = ", ".join(sorted(operations))
        raise EventError.of("operation.unknown", "operation.op", known=known, **shown_params(name))
    _, required, optional = operations[name]
    check_keys(op, "operation", "subject.operation_named", ("op", *required),
               ("at", "copy", *optional, *_section_key(name)), op=name)
    at = check_optional_text(op.get("at"), "operation.at", "subject.operation_time", MAX_TIME_TEXT)
    by = check_copy_id(op["copy"], "operation.copy") if "copy" in op else None
    args = {key: value for key, value in op.items() if key not in ("op", "at", "copy")}
    shared = None
    if doc is None:  # a held event: copied as far as the operation can change it
        placed = name == "add_player" and has_sections(document.doc) and args.get("section") is None
        section = None if placed else changed_section(document.doc, name, args)
        held_round = one_round(document.doc, name, args, section)
        shared = Shared.of(document, section, held_round)
        doc = working_copy(document, section, held_round if shared else None)
    entry: dict[str, Any] = {"seq": next_checked_seq(doc["log"]), "op": name}
    if by is not None:
        entry.update(by=by, n=next_count(doc["log"], by))
    entry["args"] = clone(args)
    if at is not None:
        entry["at"] = at
    if "record" not in doc:
        record.begin(doc, entry["seq"])
    try:
        warnings = run(doc, entry)
    finally:
        if shared is not None:
            shared.restore()
    try:
        validate(doc, changed_section(doc, name, entry["args"]),
                 before=document.doc if isinstance(document, KnownEvent) else None)
    except EventError as exc:  # an operation that makes a document invalid is a fault here, not in the input
        raise EventError.wrapping("operation.made_invalid", exc, f"SwissPair made an invalid event while applying "
                                  f"“{name}”: {exc.message} The event is unchanged; please report this.", exc.field,
                                  player=exc.player, round=exc.round, applied_op=name) from None
    return Outcome(doc, warnings)


def check_recorded(entry: Any, field: str, number: str) -> dict[str, Any]:
    """A log entry to apply again, change `number` of a record of changes from outside: {"op", "by"?, "n"?, "args",
    "at"?}, its operation known and its arguments those the operation takes (the operation itself checks their
    values)."""
    entry = check_object(entry, field, "subject.recorded_change_n", number=number)
    check_keys(entry, field, "subject.recorded_change_n", ("op", "args"), ("by", "n", "at"), number=number)
    name = entry["op"]
    operations = all_operations()
    if not isinstance(name, str) or name not in operations:
        raise EventError.of("operation.unknown_recorded", f"{field}.op", **shown_params(name))
    _, required, optional = operations[name]
    check_keys(check_object(entry["args"], f"{field}.args", "subject.arguments_of_operation", op=name),
               f"{field}.args", "subject.operation_named", required, (*optional, *_section_key(name)), op=name)
    check_optional_text(entry.get("at"), f"{field}.at", "subject.time_of_recorded_change_n", MAX_TIME_TEXT,
                        number=number)
    record.validate_entry(entry, field, "record.recorded_change_n", number)
    return entry


def all_operations() -> dict[str, tuple[Callable[[Context], None], tuple[str, ...], tuple[str, ...]]]:
    return {**OPERATIONS, **systems.operations()}


# The operations that change, of their group's players and rounds, one round alone, and the argument naming it: a
# result writes one board of its round (ops/results.py); what `run` writes besides (a system's derived number of
# rounds in the settings, the time of the change, the log) is copied.
ONE_ROUND = {"set_result": "round"}


def one_round(doc: dict[str, Any], name: str, args: dict[str, Any], section: int | None) -> int | None:
    """The one round of the section `section` (None: the event without sections) the operation changes, of its
    players and rounds (None: it may change any)."""
    if name not in ONE_ROUND or has_sections(doc) != (section is not None):
        return None
    group = doc if section is None else next((part for part in doc["sections"] if part["id"] == section), None)
    r = args.get(ONE_ROUND[name])
    return r if group is not None and type(r) is int and 1 <= r <= len(group["rounds"]) else None


def changed_section(doc: dict[str, Any], name: str, args: dict[str, Any]) -> int | None:
    """The one section an operation changed (None: the event may have changed anywhere)."""
    if not has_sections(doc) or name in SECTION_OPERATIONS:
        return None
    return args.get("section", doc["sections"][0]["id"])


def _section_key(name: str) -> tuple[str, ...]:
    """The optional "section" an operation on one section's group takes (the operations on the sections themselves
    name theirs among their own arguments)."""
    return () if name in SECTION_OPERATIONS else ("section",)


def run(doc: dict[str, Any], entry: dict[str, Any]) -> list[dict[str, Any]]:
    """Apply the operation `entry` records to `doc` in place and log it (the entry completed with its text, its round
    and its warnings, and for a pairing what it made). A merge applies recorded entries again this way: an entry that
    holds what it `made` makes it again rather than asking the engine. Raises EventError; `doc` is then spoilt."""
    check_pen(doc, entry["op"], entry.get("by"))
    operations = all_operations()
    if entry["op"] == "add_player" and has_sections(doc) and entry["args"].get("section") is None:
        # A new player given no section is placed by the sections' rules; the log names where, so that the entry
        # applied again (a merge, a link) places the player there whatever the rules are then.
        entry["args"]["section"] = placed_section(doc, entered_player(entry["args"]["player"]))
    args = clone(entry["args"])
    # An operation on one section's group runs on that section's view (the whole event when it has no sections),
    # which it changes in place; what it replaced is written back. The log, record and copies stay the event's.
    section = None if entry["op"] in SECTION_OPERATIONS else section_arg(args.pop("section", None))
    view = doc if entry["op"] in SECTION_OPERATIONS else section_view(doc, section)
    ctx = Context(view, args, by=entry.get("by"), at=entry.get("at"), recorded=entry.get("made"),
                  operations=operations, player_ids_from=next_player_id(doc) if has_sections(doc) else 1,
                  misfit=section_misfit(doc, section) if view is not doc else None)
    if view is not doc:
        ctx.section_name, ctx.first_boards = section_name(doc, section), first_boards(doc, section)
    operations[entry["op"]][0](ctx)
    if ctx.recorded is not None:  # the warnings of the pairing when it was made
        ctx.warnings = read_warnings(entry)
    for group in ([view] if view is not doc or not has_sections(doc) else
                  [section_view(doc, sid) for sid in section_ids(doc)]):
        system = systems.get(group["settings"]["system"])
        if system.rounds_derived:
            group["settings"]["rounds"] = system.planned_rounds(group)
    write_back(doc, view, section)
    if "at" in entry:
        doc["modified"] = entry["at"]
    # What applying writes comes in one order, so that an entry applied again (a merge, an event made again from its
    # record) reads as it did when it was made.
    for key in record.WRITTEN_KEYS:
        entry.pop(key, None)
    entry["text"] = clip_text(ctx.text or entry["op"])
    # Words that would not fit the entry (a text cut short, too long a list) are left out: the text stays English.
    clauses = ctx.words.get("clauses", []) if ctx.words is not None else []
    if (ctx.words is not None and ctx.words["text"] == ctx.text and len(ctx.text) <= MAX_TEXT
            and len(clauses) <= MAX_MESSAGE_CLAUSES):
        entry["key"], entry["params"] = ctx.words["key"], clone(ctx.words["params"])
        if clauses:
            entry["clauses"], entry["list"] = clone(clauses), clone(ctx.words["list"])
    if ctx.round is not None:
        entry["round"] = ctx.round
    if ctx.warnings:
        entry.update(clone(stored_warnings(ctx.warnings)))
    if ctx.made is not None:
        entry["made"] = clone(ctx.made)
    doc["log"].append(entry)
    return ctx.warnings
