"""Checking one value of a request, a document or an operation: each check says what is wrong in words a
director can read and where (the field's dotted path, for a program), and raises the error of the layer
that asks (the bridge's RequestError, the event layer's EventError), so both share one set of checks."""

from __future__ import annotations

from typing import Any

from .errors import SwissPairError


def shown_value(value: Any) -> str:
    """A short rendering of a value for a message: text in the quotes the director's messages use, an object
    or a list by its kind."""
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    text = f"“{value}”" if isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def child(field: str, key: str) -> str:
    """The path of a key inside `field` (the request itself has the empty path)."""
    return f"{field}.{key}" if field else key


class Checks:
    """The checks, raising `error` (a SwissPairError class). `**where` names the player or round concerned."""

    def __init__(self, error: type[SwissPairError]) -> None:
        self.error = error

    def check_object(self, value: Any, field: str, what: str, **where: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.error("wrong_type", f"{capitalised(what)} must be an object, but it is "
                             f"{shown_value(value)}.", field, **where)
        return value

    def check_keys(self, obj: dict[str, Any], field: str, what: str, required: tuple[str, ...],
                   optional: tuple[str, ...] = (), **where: Any) -> None:
        """Every required key is there and no unknown one (a misspelt key is an error, not ignored)."""
        for key in required:
            if key not in obj:
                raise self.error("missing", f"{capitalised(what)} has no “{key}”; it is required.",
                                 child(field, key), **where)
        for key in obj:
            if key not in required and key not in optional:
                raise self.error("unknown_field", f"{capitalised(what)} has a field “{key}” that SwissPair does "
                                 "not know; remove it or check its spelling.", child(field, key), **where)

    def check_int(self, value: Any, field: str, what: str, low: int, high: int | None, **where: Any) -> int:
        """A whole number from `low` to `high` (None: no upper bound)."""
        # bool is an int in Python, but true/false is never a number a director meant.
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error("wrong_type", f"{capitalised(what)} must be a whole number, but it is "
                             f"{shown_value(value)}.", field, **where)
        if value < low or (high is not None and value > high):
            bounds = f"at least {low}" if high is None else f"between {low} and {high}"
            raise self.error("out_of_range", f"{capitalised(what)} must be {bounds}, but it is {value}.", field,
                             **where)
        return value

    def check_optional_int(self, value: Any, field: str, what: str, low: int, high: int | None,
                           **where: Any) -> int | None:
        return None if value is None else self.check_int(value, field, what, low, high, **where)

    def check_text(self, value: Any, field: str, what: str, longest: int, empty: bool = True, **where: Any) -> str:
        """Text on one line, kept as given (callers strip what they store)."""
        self._check_str(value, field, what, longest, empty, **where)
        if "\r" in value or "\n" in value:
            raise self.error("wrong_value", f"{capitalised(what)} must be on one line.", field, **where)
        return value

    def check_optional_text(self, value: Any, field: str, what: str, longest: int, **where: Any) -> str | None:
        return None if value is None else self.check_text(value, field, what, longest, **where)

    def check_file_text(self, value: Any, field: str, what: str, longest: int, **where: Any) -> str:
        """A file's text, not empty, kept exactly as given, so that the line and column of an error match the
        file."""
        return self._check_str(value, field, what, longest, False, **where)

    def _check_str(self, value: Any, field: str, what: str, longest: int, empty: bool, **where: Any) -> str:
        if not isinstance(value, str):
            raise self.error("wrong_type", f"{capitalised(what)} must be text, but it is "
                             f"{shown_value(value)}.", field, **where)
        if not empty and not value.strip():
            raise self.error("empty", f"{capitalised(what)} is empty.", field, **where)
        if len(value) > longest:
            raise self.error("out_of_range", f"{capitalised(what)} is {len(value)} characters long; at most "
                             f"{longest} are allowed.", field, **where)
        return value

    def check_choice(self, value: Any, field: str, what: str, choices: tuple[str, ...], **where: Any) -> str:
        if not isinstance(value, str) or value not in choices:
            quoted = [f"“{choice}”" for choice in choices]
            listed = " or ".join(quoted) if len(quoted) <= 2 else "one of " + ", ".join(quoted)
            raise self.error("wrong_value", f"{capitalised(what)} must be {listed}, but it is "
                             f"{shown_value(value)}.", field, **where)
        return value

    def check_bool(self, value: Any, field: str, what: str, **where: Any) -> bool:
        if not isinstance(value, bool):
            raise self.error("wrong_type", f"{capitalised(what)} must be true or false, but it is "
                             f"{shown_value(value)}.", field, **where)
        return value

    def check_list(self, value: Any, field: str, what: str, longest: int | None = None, **where: Any) -> list[Any]:
        """A list, of at most `longest` entries when the format limits it (lists SwissPair writes itself, such as
        the log, grow as the event does)."""
        if not isinstance(value, list):
            raise self.error("wrong_type", f"{capitalised(what)} must be a list, but it is "
                             f"{shown_value(value)}.", field, **where)
        if longest is not None and len(value) > longest:
            raise self.error("out_of_range", f"{capitalised(what)} has {len(value)} entries; at most {longest} are "
                             "allowed.", field, **where)
        return value
