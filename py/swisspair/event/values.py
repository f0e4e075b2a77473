"""Checking one value of a document or an operation, with a message that names what is wrong and where
(a player by name and id, and why they are absent from a round)."""

from __future__ import annotations

from typing import Any

from .errors import EventError


# ------------------------------------------------------------------------------------------- checking values


def shown_value(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else f"“{value}”"
    if value is None:
        text = "empty"
    elif isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, dict):
        text = "an object"
    elif isinstance(value, list):
        text = "a list"
    return text if len(text) <= 40 else text[:37] + "..."


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def check_object(value: Any, field: str, what: str, **where: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise EventError("wrong_type", f"{capitalised(what)} must be an object, but it is {shown_value(value)}.", field, **where)
    return value


def check_keys(obj: dict[str, Any], field: str, what: str, required: tuple[str, ...], optional: tuple[str, ...] = (),
          **where: Any) -> None:
    """Every required key is there and no unknown one (a misspelt key is an error, not ignored)."""
    for key in required:
        if key not in obj:
            raise EventError("missing", f"{capitalised(what)} has no “{key}”; it is required.", f"{field}.{key}", **where)
    for key in obj:
        if key not in required and key not in optional:
            raise EventError("unknown_field", f"{capitalised(what)} has a field “{key}” that SwissPair does not know; "
                             "remove it or check its spelling.", f"{field}.{key}", **where)


def check_int(value: Any, field: str, what: str, low: int, high: int, **where: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError("wrong_type", f"{capitalised(what)} must be a whole number, but it is {shown_value(value)}.", field, **where)
    if not low <= value <= high:
        raise EventError("out_of_range", f"{capitalised(what)} must be from {low} to {high}, but it is {value}.", field,
                         **where)
    return value


def check_optional_int(value: Any, field: str, what: str, low: int, high: int, **where: Any) -> int | None:
    return None if value is None else check_int(value, field, what, low, high, **where)


def check_text(value: Any, field: str, what: str, longest: int, empty: bool = True, **where: Any) -> str:
    if not isinstance(value, str):
        raise EventError("wrong_type", f"{capitalised(what)} must be text, but it is {shown_value(value)}.", field, **where)
    if not empty and not value.strip():
        raise EventError("empty", f"{capitalised(what)} is empty.", field, **where)
    if len(value) > longest:
        raise EventError("out_of_range", f"{capitalised(what)} is {len(value)} characters long; at most {longest} are "
                         "allowed.", field, **where)
    if "\r" in value or "\n" in value:
        raise EventError("wrong_value", f"{capitalised(what)} must be on one line.", field, **where)
    return value


def check_optional_text(value: Any, field: str, what: str, longest: int, **where: Any) -> str | None:
    return None if value is None else check_text(value, field, what, longest, **where)


def check_choice(value: Any, field: str, what: str, choices: tuple[str, ...], **where: Any) -> str:
    if not isinstance(value, str) or value not in choices:
        listed = ", ".join(f"“{c}”" for c in choices)
        raise EventError("wrong_value", f"{capitalised(what)} must be one of {listed}, but it is {shown_value(value)}.", field,
                         **where)
    return value


def check_bool(value: Any, field: str, what: str, **where: Any) -> bool:
    if not isinstance(value, bool):
        raise EventError("wrong_type", f"{capitalised(what)} must be true or false, but it is {shown_value(value)}.", field,
                         **where)
    return value


def check_list(value: Any, field: str, what: str, longest: int | None = None, **where: Any) -> list[Any]:
    """A list, of at most `longest` entries when the format limits it (lists SwissPair writes itself, such as
    the log, grow as the event does)."""
    if not isinstance(value, list):
        raise EventError("wrong_type", f"{capitalised(what)} must be a list, but it is {shown_value(value)}.", field, **where)
    if longest is not None and len(value) > longest:
        raise EventError("out_of_range", f"{capitalised(what)} has {len(value)} entries; at most {longest} are allowed.",
                         field, **where)
    return value


def player_label(p: dict[str, Any]) -> str:
    return f"{p['name']} (id {p['id']})"


def absence_text(p: dict[str, Any], r: int) -> str:
    if r < p["joined_round"]:
        return f"joined only in round {p['joined_round']}"
    if p["withdrawn_round"] is not None and r >= p["withdrawn_round"]:
        return f"withdrew from round {p['withdrawn_round']}"
    for bye in p["requested_byes"]:
        if bye["round"] == r:
            return f"has a requested bye ({bye['points']} point) in that round"
    return ""
