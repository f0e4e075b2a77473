"""A TRF file from another program (Swiss-Manager, Vega, bbpPairings, Lichess) read into a new event.

`from_trf` reads the FIDE format strictly. Files in the wild bend it in known ways; this module reads what they
mean, in place (every column stays where it was, so an error's line and column still point into the file as
the director has it), and says what it read differently, line by line:

- An absence written as a forfeit loss without an opponent (`     -` or `0000 - -`): Lichess writes a player
  who missed a round so, and older programs too. A forfeit loss needs an opponent; this is a zero-point absence
  (`0000 - Z`).
- A game with an opponent but the result `Z`: Lichess exports a round still being played so (lila#14387).
  The round has no results yet, so the file is refused with that cell's line and column, never guessed at.

Every other check, with its line and column, is `from_trf`'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .errors import EventError, Outcome
from .trf_io import from_trf

_FIRST_ROUND = 92  # 1-based column of round 1's opponent; each later round 10 columns on
_LINE = re.compile(r"[^\r\n]*(\r\n|\r|\n|$)")
_PROGRAMS = (  # lines only one program writes
    (re.compile(r"^(032 Lichess|022 https?://lichess\.org/)", re.MULTILINE), "Lichess"),
    (re.compile(r"^BB[WDLZFU] ", re.MULTILINE), "bbpPairings"),  # its own point-value records
)


@dataclass
class TrfImport:
    outcome: Outcome
    program: str | None  # the program that wrote the file, when its header says so
    read_as: list[str] = field(default_factory=list)  # what was read differently from the letter of TRF


def program_of(text: str) -> str | None:
    """The program that wrote the file, when its header lines say so.

    >>> program_of("012 Blitz\\n032 Lichess\\n"), program_of("012 Open\\n")
    ('Lichess', None)
    """
    for pattern, name in _PROGRAMS:
        if pattern.search(text):
            return name
    return None


def adapt(text: str) -> tuple[str, list[str]]:
    """The text with absences written as forfeits without opponent rewritten to `0000 - Z` (same columns), and
    a note per line changed; EventError (line, column) for a game without result.

    >>> line = "001    5      Late, Player".ljust(80) + " 1.0" + " " * 7 + "   7 b 1" + "  " + " " * 7 + "-"
    >>> fixed, notes = adapt(line)
    >>> fixed[-18:], notes
    ('   7 b 1  0000 - Z', ['Line 1, player 5, round 2: a forfeit loss without an opponent is read as an absence (zero-point bye).'])
    """
    out: list[str] = []
    notes: list[str] = []
    lineno = 0
    for match in _LINE.finditer(text):
        line, end = match.group(0)[: len(match.group(0)) - len(match.group(1))], match.group(1)
        if not line and not end:
            break
        lineno += 1
        if line.startswith("001"):
            line = _adapt_player(line, lineno, notes)
        out.append(line + end)
    return "".join(out), notes


def _adapt_player(line: str, lineno: int, notes: list[str]) -> str:
    cells = list(line)
    number = line[4:8].strip()
    rounds = []
    column = _FIRST_ROUND
    while column + 7 <= len(line):
        opponent = line[column - 1:column + 3]
        result = line[column + 6] if column + 6 < len(line) else " "
        r = (column - _FIRST_ROUND) // 10 + 1
        if result == "-" and opponent.strip() in ("", "0000"):
            cells[column - 1:column + 3] = "0000"
            cells[column + 4] = "-"
            cells[column + 6] = "Z"
            rounds.append(r)
        elif result in "Zz" and opponent.strip() not in ("", "0000"):
            raise EventError(
                "invalid_trf",
                f"The TRF file is not valid: line {lineno}, column {column + 7}: player {number} has a game against "
                f"{opponent.strip()} in round {r} without a result (Z). A round still being played is exported so; "
                "export the file again once every result of that round is in.",
                "trf", line=lineno, column=column + 7, round=r)
        column += 10
    for r in rounds:
        notes.append(f"Line {lineno}, player {number}, round {r}: a forfeit loss without an opponent is read as "
                     "an absence (zero-point bye).")
    return "".join(cells)


def import_trf(text: Any, event_id: str | None = None, at: str | None = None, name: str | None = None) -> TrfImport:
    """A new event from a TRF file as another program wrote it; `name` is the event's name when the file has
    none (its 012 line), such as the file's name."""
    if not isinstance(text, str):
        return TrfImport(from_trf(text, event_id, at), None)  # from_trf names what is wrong with it
    adapted, notes = adapt(text)
    outcome = from_trf(adapted, event_id, at)
    doc = outcome.event
    if not doc["name"].strip() and name:
        doc["name"] = " ".join(name.split())[:200]
    warnings = [*notes, *outcome.warnings]
    if notes:
        doc["log"][0].setdefault("warnings", [])
        doc["log"][0]["warnings"] = [*notes, *doc["log"][0]["warnings"]]
    return TrfImport(Outcome(doc, warnings), program_of(text), notes)
