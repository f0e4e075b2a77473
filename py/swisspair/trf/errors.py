"""TrfError: what is wrong with a TRF text, and where; TrfWriteError: what an event holds that a TRF cannot."""

from __future__ import annotations

from typing import Any

from .. import messages


class TrfError(messages.WordedError):
    """Bad TRF input: its place (1-based line and column; 0 when there is none) and what is wrong."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message

    @classmethod
    def at(cls, line: int, column: int, key: str, /, **params: Any) -> "TrfError":
        """The fault `key` of swisspair.messages (a lower-case clause) at `line` and `column`."""
        return cls(line, column, messages.fill(key, params)).worded(key, params)


class TrfWriteError(messages.WordedError):
    """A value the TRF cannot hold (it does not fit its columns, or it breaks a line), worded by key
    (`TrfWriteError.of(key, **params)`): the layer that exports says it of the event."""


def found_params(text: str) -> dict[str, Any]:
    """The 'found ...' half of a fault as parameters of swisspair.messages: `found_msg` and what it needs."""
    if len(text) > 40:
        return {"found_msg": "trf.found_long", "start": repr(text[:30]), "count": len(text)}
    return {"found_msg": "trf.found_text", "text": repr(text)} if text else {"found_msg": "trf.found_nothing"}

