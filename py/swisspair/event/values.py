"""Checking one value of a document or an operation, with a message that names what is wrong and where
(a player by name and id, and why they are absent from a round)."""

from __future__ import annotations

from typing import Any

from .errors import EventError


# ------------------------------------------------------------------------------------------- checking values


def _show(value: Any) -> str:
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


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _obj(value: Any, field: str, what: str, **where: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise EventError("wrong_type", f"{_cap(what)} must be an object, but it is {_show(value)}.", field, **where)
    return value


def _keys(obj: dict[str, Any], field: str, what: str, required: tuple[str, ...], optional: tuple[str, ...] = (),
          **where: Any) -> None:
    """Every required key is there and no unknown one (a misspelt key is an error, not ignored)."""
    for key in required:
        if key not in obj:
            raise EventError("missing", f"{_cap(what)} has no “{key}”; it is required.", f"{field}.{key}", **where)
    for key in obj:
        if key not in required and key not in optional:
            raise EventError("unknown_field", f"{_cap(what)} has a field “{key}” that SwissPair does not know; "
                             "remove it or check its spelling.", f"{field}.{key}", **where)


def _int(value: Any, field: str, what: str, low: int, high: int, **where: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError("wrong_type", f"{_cap(what)} must be a whole number, but it is {_show(value)}.", field, **where)
    if not low <= value <= high:
        raise EventError("out_of_range", f"{_cap(what)} must be from {low} to {high}, but it is {value}.", field,
                         **where)
    return value


def _opt_int(value: Any, field: str, what: str, low: int, high: int, **where: Any) -> int | None:
    return None if value is None else _int(value, field, what, low, high, **where)


def _text(value: Any, field: str, what: str, longest: int, empty: bool = True, **where: Any) -> str:
    if not isinstance(value, str):
        raise EventError("wrong_type", f"{_cap(what)} must be text, but it is {_show(value)}.", field, **where)
    if not empty and not value.strip():
        raise EventError("empty", f"{_cap(what)} is empty.", field, **where)
    if len(value) > longest:
        raise EventError("out_of_range", f"{_cap(what)} is {len(value)} characters long; at most {longest} are "
                         "allowed.", field, **where)
    if "\r" in value or "\n" in value:
        raise EventError("wrong_value", f"{_cap(what)} must be on one line.", field, **where)
    return value


def _opt_text(value: Any, field: str, what: str, longest: int, **where: Any) -> str | None:
    return None if value is None else _text(value, field, what, longest, **where)


def _choice(value: Any, field: str, what: str, choices: tuple[str, ...], **where: Any) -> str:
    if not isinstance(value, str) or value not in choices:
        listed = ", ".join(f"“{c}”" for c in choices)
        raise EventError("wrong_value", f"{_cap(what)} must be one of {listed}, but it is {_show(value)}.", field,
                         **where)
    return value


def _bool(value: Any, field: str, what: str, **where: Any) -> bool:
    if not isinstance(value, bool):
        raise EventError("wrong_type", f"{_cap(what)} must be true or false, but it is {_show(value)}.", field,
                         **where)
    return value


def _list(value: Any, field: str, what: str, longest: int | None = None, **where: Any) -> list[Any]:
    """A list, of at most `longest` entries when the format limits it (lists SwissPair writes itself, such as
    the log, grow as the event does)."""
    if not isinstance(value, list):
        raise EventError("wrong_type", f"{_cap(what)} must be a list, but it is {_show(value)}.", field, **where)
    if longest is not None and len(value) > longest:
        raise EventError("out_of_range", f"{_cap(what)} has {len(value)} entries; at most {longest} are allowed.",
                         field, **where)
    return value


def _label(p: dict[str, Any]) -> str:
    return f"{p['name']} (id {p['id']})"


def _absence_text(p: dict[str, Any], r: int) -> str:
    if r < p["joined_round"]:
        return f"joined only in round {p['joined_round']}"
    if p["withdrawn_round"] is not None and r >= p["withdrawn_round"]:
        return f"withdrew from round {p['withdrawn_round']}"
    for bye in p["requested_byes"]:
        if bye["round"] == r:
            return f"has a requested bye ({bye['points']} point) in that round"
    return ""
