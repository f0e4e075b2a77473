"""Checking one value of a request, a document or an operation: each check says what is wrong in words a
director can read and where (the field's dotted path, for a program), and raises the error of the layer
that asks (the bridge's RequestError, the event layer's EventError), so both share one set of checks."""

from __future__ import annotations

from typing import Any

from . import messages
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


def shown_params(value: Any) -> dict[str, Any]:
    """`shown_value` as parameters of swisspair.messages: the words for no value, an object or a list as a key (they
    translate), a value itself as it is."""
    if value is None:
        return {"value_msg": "value.empty"}
    if isinstance(value, dict) and not isinstance(value, bool):
        return {"value_msg": "value.object"}
    if isinstance(value, list):
        return {"value_msg": "value.list"}
    return {"value_msg": "value.as_is", "value": shown_value(value)}


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def child(field: str, key: str) -> str:
    """The path of a key inside `field` (the request itself has the empty path)."""
    return f"{field}.{key}" if field else key


class Checks:
    """The checks, raising `error` (a SwissPairError class). `**where` names the player or round concerned."""

    def __init__(self, error: type[SwissPairError]) -> None:
        self.error = error

    def refusal(self, message: str, english: str, field: str, what: str, where: dict[str, Any], /,
                **params: Any) -> SwissPairError:
        """The error `message` (a key of swisspair.messages) when `what` is itself a key of that table (the words for the value
        at fault, which translate with it; `where` then holds its parameters too, besides the player and round),
        else the English sentence `english` alone (a `what` still in English)."""
        if what in messages.MESSAGES:
            said = {name: value for name, value in where.items() if name not in ("player", "round")}
            return self.error.of(message, field, player=where.get("player"), round=where.get("round"),
                                 what_msg=what, **said, **params)
        return self.error(messages.code_of(message), english, field, **where)

    def check_object(self, value: Any, field: str, what: str, **where: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.refusal("check.not_object", f"{capitalised(what)} must be an object, but it is "
                               f"{shown_value(value)}.", field, what, where, **shown_params(value))
        return value

    def check_keys(self, obj: dict[str, Any], field: str, what: str, required: tuple[str, ...],
                   optional: tuple[str, ...] = (), **where: Any) -> None:
        """Every required key is there and no unknown one (a misspelt key is an error, not ignored)."""
        for key in required:
            if key not in obj:
                raise self.refusal("check.missing_key", f"{capitalised(what)} has no “{key}”; it is required.",
                                   child(field, key), what, where, key=key)
        for key in obj:
            if key not in required and key not in optional:
                raise self.refusal("check.unknown_key", f"{capitalised(what)} has a field “{key}” that SwissPair "
                                   "does not know; remove it or check its spelling.", child(field, key), what, where,
                                   key=key)

    def check_int(self, value: Any, field: str, what: str, low: int, high: int | None, **where: Any) -> int:
        """A whole number from `low` to `high` (None: no upper bound)."""
        # bool is an int in Python, but true/false is never a number a director meant.
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.refusal("check.not_whole_number", f"{capitalised(what)} must be a whole number, but it is "
                               f"{shown_value(value)}.", field, what, where, **shown_params(value))
        if value < low or (high is not None and value > high):
            # Bounds and value as text: a rating of 4000 is written so, not grouped as a count is.
            bounds = f"at least {low}" if high is None else f"between {low} and {high}"
            english = f"{capitalised(what)} must be {bounds}, but it is {value}."
            if high is None:
                raise self.refusal("check.below", english, field, what, where, low=str(low), value=str(value))
            raise self.refusal("check.not_between", english, field, what, where, low=str(low), high=str(high),
                               value=str(value))
        return value

    def check_optional_int(self, value: Any, field: str, what: str, low: int, high: int | None,
                           **where: Any) -> int | None:
        return None if value is None else self.check_int(value, field, what, low, high, **where)

    def check_text(self, value: Any, field: str, what: str, longest: int, empty: bool = True, **where: Any) -> str:
        """Text on one line, kept as given (callers strip what they store)."""
        self._check_str(value, field, what, longest, empty, **where)
        if "\r" in value or "\n" in value:
            raise self.refusal("check.one_line", f"{capitalised(what)} must be on one line.", field, what, where)
        return value

    def check_optional_text(self, value: Any, field: str, what: str, longest: int, **where: Any) -> str | None:
        return None if value is None else self.check_text(value, field, what, longest, **where)

    def check_file_text(self, value: Any, field: str, what: str, longest: int, **where: Any) -> str:
        """A file's text, not empty, kept exactly as given, so that the line and column of an error match the
        file."""
        return self._check_str(value, field, what, longest, False, **where)

    def _check_str(self, value: Any, field: str, what: str, longest: int, empty: bool, **where: Any) -> str:
        if not isinstance(value, str):
            raise self.refusal("check.not_text", f"{capitalised(what)} must be text, but it is "
                               f"{shown_value(value)}.", field, what, where, **shown_params(value))
        if not empty and not value.strip():
            raise self.refusal("check.empty", f"{capitalised(what)} is empty.", field, what, where)
        if len(value) > longest:
            raise self.refusal("check.text_too_long", f"{capitalised(what)} is {len(value)} characters long; at "
                               f"most {longest} are allowed.", field, what, where, count=len(value), most=longest)
        return value

    def check_choice(self, value: Any, field: str, what: str, choices: tuple[str, ...], **where: Any) -> str:
        if not isinstance(value, str) or value not in choices:
            quoted = [f"“{choice}”" for choice in choices]
            listed = " or ".join(quoted) if len(quoted) <= 2 else "one of " + ", ".join(quoted)
            english = f"{capitalised(what)} must be {listed}, but it is {shown_value(value)}."
            said = shown_params(value)
            if len(choices) == 1:
                raise self.refusal("check.not_the_one", english, field, what, where, first=choices[0], **said)
            if len(choices) == 2:
                raise self.refusal("check.not_either", english, field, what, where, first=choices[0],
                                   second=choices[1], **said)
            raise self.refusal("check.not_one_of", english, field, what, where, choices=", ".join(quoted), **said)
        return value

    def check_bool(self, value: Any, field: str, what: str, **where: Any) -> bool:
        if not isinstance(value, bool):
            raise self.refusal("check.not_boolean", f"{capitalised(what)} must be true or false, but it is "
                               f"{shown_value(value)}.", field, what, where, **shown_params(value))
        return value

    def check_list(self, value: Any, field: str, what: str, longest: int | None = None, **where: Any) -> list[Any]:
        """A list, of at most `longest` entries when the format limits it (lists SwissPair writes itself, such as
        the log, grow as the event does)."""
        if not isinstance(value, list):
            raise self.refusal("check.not_list", f"{capitalised(what)} must be a list, but it is "
                               f"{shown_value(value)}.", field, what, where, **shown_params(value))
        if longest is not None and len(value) > longest:
            raise self.refusal("check.too_many_entries", f"{capitalised(what)} has {len(value)} entries; at most "
                               f"{longest} are allowed.", field, what, where, count=len(value), most=longest)
        return value
