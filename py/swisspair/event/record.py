"""The record of what was done to an event, kept so that two copies of it can be merged.

Every operation's log entry holds what is needed to apply it again: its arguments (`args`), the copy that made it
(`by`, a short id the page gives each browser) with that copy's own count (`n`: `by` and `n` name the entry in
every copy), its time (`at`), and for an operation whose outcome its arguments do not fix (a pairing) what it
`made`. An entry a merge left out (the director kept the other copy's change) stays, with `left_out` saying why,
so that the copies agree on it when they are merged again. The record begins with `event.record`: the event as it was when the first recorded operation was
applied (without its log), so that an event made by an earlier SwissPair, or read from a file, is recorded
from that point on. Two copies can be merged when their records begin with the same event.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ..document.errors import EventError
from ..document.values import check_int, check_keys, check_object, check_optional_text, check_text
from ..limits import MAX_COPY_ID, MAX_NAME, MAX_TEXT, MAX_TIME_TEXT

COPY_ID = re.compile(r"[A-Za-z0-9_-]+")
RECORDED_KEYS = ("by", "n", "args", "made", "left_out")
# What applying an entry writes beside it, in this order (ops/dispatch.py); what applying it again makes anew. The
# text's message key and parameters (`key`, `params`) are there when the operation says it by the engine's table.
WRITTEN_KEYS = ("text", "key", "params", "clauses", "list", "round", "warnings", "warning_words", "made")


def check_copy_id(value: Any, field: str) -> str:
    text = check_text(value, field, "subject.copy_id", MAX_COPY_ID, empty=False)
    if not COPY_ID.fullmatch(text):
        raise EventError.of("record.copy_id_letters", field)
    return text


def clone(value: Any) -> Any:
    """A copy of plain JSON: several times faster than copy.deepcopy on an event, and it shares nothing (deepcopy
    keeps two references to one list as two references to one copy)."""
    return json.loads(json.dumps(value))


def snapshot(doc: dict[str, Any]) -> dict[str, Any]:
    """The event as a record begins with it: everything but its log and its own record."""
    return clone({key: value for key, value in doc.items() if key not in ("log", "record")})


def begin(doc: dict[str, Any], seq: int) -> None:
    """Start the record of `doc` (in place) before the operation about to be logged as entry `seq`."""
    doc["record"] = {"from": seq, "event": snapshot(doc)}


def first_recorded(doc: dict[str, Any]) -> int:
    """The index in the log of the first recorded entry; the log's length when nothing is recorded yet."""
    log = doc["log"]
    if "record" not in doc:
        return len(log)
    return next((i for i, entry in enumerate(log) if entry["seq"] == doc["record"]["from"]), len(log))


def copy_name(copies: dict[str, str], by: str | None) -> str:
    """How the director reads a copy: the name its organiser gave it (`copies`: the event's names), else “the copy
    <id>”."""
    if by is None:
        return "a copy without a name"
    return copies.get(by) or f"the copy {by[:6]}"


def copy_said(copies: dict[str, str], by: str) -> dict[str, Any]:
    """`copy_name` of a copy as parameters of a message (`holder_msg`): its organiser's name as they wrote it, or its
    id in the words of the director's language."""
    name = copies.get(by)
    return {"holder_msg": "copies.named", "holder": name} if name else {"holder_msg": "copies.by_id", "copy": by[:6]}


def next_count(log: list[dict[str, Any]], by: str) -> int:
    """The count of the next entry made by the copy `by`."""
    return max((entry.get("n", 0) for entry in log if entry.get("by") == by), default=0) + 1


def entry_key(entry: dict[str, Any]) -> tuple[Any, ...]:
    """What names an entry in every copy: the copy and its count, or (for an entry no copy signed, such as one
    made from the command line) the entry's own content."""
    if "by" in entry:
        return ("copy", entry["by"], entry["n"])
    return ("entry", entry["seq"], entry["op"], entry.get("at"), repr(entry.get("args")))


def validate_record(doc: dict[str, Any]) -> None:
    """`event.record`, when there is one: where the record begins, and the event it begins with (an object here:
    a merge builds its event from it and checks that event whole)."""
    if "record" not in doc:
        return
    record = check_object(doc["record"], "event.record", "subject.record")
    check_keys(record, "event.record", "subject.record", ("from", "event"))
    check_int(record["from"], "event.record.from", "subject.record_start", 1, 10**9)
    check_object(record["event"], "event.record.event", "subject.record_event")
    if not any(entry.get("seq") == record["from"] for entry in doc["log"]):
        raise EventError.of("record.start_not_in_log", "event.record.from")


def validate_entry(entry: dict[str, Any], where: str, entry_msg: str, number: str) -> None:
    """The recorded parts of one log entry: `entry_msg` says which (`record.log_entry_n` or
    `record.recorded_change_n`, the entry's `number`), as what holds the part at fault."""
    if "by" in entry:
        check_copy_id(entry["by"], f"{where}.by")
        if "n" not in entry:
            raise EventError.of("record.copy_without_count", f"{where}.n", entry_msg=entry_msg, number=number)
    if "n" in entry:
        check_int(entry["n"], f"{where}.n", "subject.entry_count", 1, 10**9, entry_msg=entry_msg, number=number)
        if "by" not in entry:
            raise EventError.of("record.count_without_copy", f"{where}.by", entry_msg=entry_msg, number=number)
    if "args" in entry:
        check_object(entry["args"], f"{where}.args", "subject.entry_arguments", entry_msg=entry_msg, number=number)
    if "made" in entry:
        check_object(entry["made"], f"{where}.made", "subject.entry_made", entry_msg=entry_msg, number=number)
    if "left_out" in entry:
        check_text(entry["left_out"], f"{where}.left_out", "subject.entry_left_out", MAX_TEXT, empty=False,
                   entry_msg=entry_msg, number=number)


def validate_copies(doc: dict[str, Any]) -> None:
    """`event.copies` (each copy's name) and `event.pen` (who may change a handed-over event), when there are."""
    if "copies" in doc:
        for by, name in check_object(doc["copies"], "event.copies", "subject.copies_names").items():
            check_copy_id(by, "event.copies")
            check_text(name, f"event.copies.{by}", "subject.a_copys_name", MAX_NAME)
    if "pen" in doc:
        pen = check_object(doc["pen"], "event.pen", "subject.pen")
        check_keys(pen, "event.pen", "subject.pen", ("holder", "from", "since"))
        for key in ("holder", "from"):
            if pen[key] is not None:
                check_copy_id(pen[key], f"event.pen.{key}")
        check_optional_text(pen["since"], "event.pen.since", "subject.pen_since", MAX_TIME_TEXT)
