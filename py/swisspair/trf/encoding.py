"""The bytes of a TRF file as text: UTF-8 (a byte-order mark allowed), else Windows-1252, as the page decodes them.

Swiss-Manager and older Windows programs write Windows-1252 (Latin-1 with a few more letters); a file that is not
valid UTF-8 is one of those. The five bytes Windows-1252 leaves undefined decode to the control characters of the
same value, as browsers' TextDecoder("windows-1252") does, so that the page and the command line read the same text.
"""

from __future__ import annotations

from typing import Any

from ..messages import said

UTF8, WINDOWS_1252 = "UTF-8", "Windows-1252"


def decode_trf(data: bytes) -> tuple[str, str]:
    """The text and the name of the encoding it was read in."""
    try:
        return data.decode("utf-8"), UTF8
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="surrogateescape")
        return "".join(chr(ord(c) - 0xDC00) if "\udc80" <= c <= "\udcff" else c for c in text), WINDOWS_1252


def encoding_note(encoding: str | None) -> dict[str, Any] | None:
    """What to tell the director about the encoding (a note as the reader's: messages.said's): nothing for UTF-8."""
    if encoding in (None, UTF8):
        return None
    return said("trf_note.not_utf8")
