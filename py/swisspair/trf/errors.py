"""TrfError: what is wrong with a TRF text, and where."""

from __future__ import annotations


class TrfError(ValueError):
    """Bad TRF input: its place (1-based line and column; 0 when there is none) and what is wrong."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message


def found(text: str) -> str:
    """The 'found ...' half of an error message; a long text by its start and length, so the message stays a
    sentence."""
    if len(text) > 40:
        return f"found {text[:30]!r}… ({len(text):,} characters)"
    return f"found {text!r}" if text else "found nothing"

