"""A roster from a CSV file (a spreadsheet's export or a federation's list): name, rating and club per line.

What spreadsheets really write is accepted: comma, semicolon (European Excel) or tab separated, quoted fields
(with the separator or a line break inside), a byte-order mark, Excel's `sep=;` first line, CR, LF or CRLF line
ends. A header row is optional; when there is one its columns are recognised by name in any order (English,
German, French and Spanish words; a first-name and a last-name column become "Last, First", the FIDE order)
and other columns are ignored. Without one the columns are name, rating and, optionally, club.

Nothing is imported here: the result lists the players read, each with its line number, and every line that
could not be read with its line number and the reason, so the page can show both before the director confirms.

>>> read = read_roster_csv('Name;Elo;Verein\\n"Berg, Anna";2150;SK Nord\\nCarl Diaz;abc;\\n')
>>> [(p.line, p.name, p.rating, p.club) for p in read.players]
[(2, 'Berg, Anna', 2150, 'SK Nord')]
>>> [(b.line, b.reason) for b in read.bad_lines]
[(3, 'the rating “abc” is not a whole number from 0 to 4000 (leave it empty for an unrated player)')]
"""

from __future__ import annotations

import csv
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field

from .errors import SwissPairError
from .limits import MAX_CLUB, MAX_CSV_LENGTH, MAX_NAME, MAX_PLAYERS, MAX_RATING

MAX_SHOWN = 80  # characters of a bad line quoted back to the director

DELIMITERS = ("\t", ";", ",")  # on a tie the first wins: a name such as "Berg, Anna" holds a comma
DELIMITER_NAMES = {"\t": "tab", ";": "semicolon", ",": "comma"}

# Header words (compared without case, spaces, dots, dashes or underscores) -> the column's role.
HEADER_WORDS = {
    "name": ("name", "player", "playername", "fullname", "participant", "spieler", "teilnehmer", "nom", "joueur",
             "nombre", "jugador", "username"),
    "last": ("lastname", "surname", "familyname", "last", "nachname", "familienname", "nomdefamille", "apellido",
             "apellidos"),
    "first": ("firstname", "givenname", "first", "forename", "vorname", "prenom", "prénom", "nombrepila"),
    "rating": ("rating", "elo", "fiderating", "ratingfide", "fideelo", "elofide", "rtg", "fidertg", "dwz", "ratings",
               "standard", "std"),
    "club": ("club", "team", "verein", "klub", "group", "school", "clubname", "équipe", "equipe", "equipo", "city"),
}
_WORD_ROLE = {word: role for role, words in HEADER_WORDS.items() for word in words}
_UNRATED = ("", "-", "—", "nr", "unr", "unrated", "none", "n/a")


@dataclass(frozen=True)
class RosterRow:
    """A player read from the file, at its (first) line."""

    line: int
    name: str
    rating: int
    club: str


@dataclass(frozen=True)
class BadLine:
    """A line that could not be read: its number, its text (shortened) and why."""

    line: int
    text: str
    reason: str


@dataclass
class RosterCsv:
    delimiter: str
    header: list[str] | None  # the header row's cells, or None when the file has none
    columns: dict[str, int]  # role (name, first, last, rating, club) -> column index (0-based)
    players: list[RosterRow] = field(default_factory=list)
    bad_lines: list[BadLine] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def as_json(self) -> dict:
        return {
            "delimiter": DELIMITER_NAMES.get(self.delimiter, self.delimiter),
            "header": self.header,
            "columns": self.columns,
            "players": [{"line": p.line, "name": p.name, "rating": p.rating, "club": p.club} for p in self.players],
            "bad_lines": [{"line": b.line, "text": b.text, "reason": b.reason} for b in self.bad_lines],
            "warnings": self.warnings,
        }


class RosterCsvError(SwissPairError):
    """The file as a whole cannot be read (too large, no usable column): nothing of it is imported."""


def _physical_lines(text: str) -> Iterator[str]:
    """The lines with their own line ends (CR, LF or CRLF), which the csv reader needs for quoted line breaks."""
    start = 0
    for end in re.finditer(r"\r\n|\r|\n", text):
        yield text[start:end.end()]
        start = end.end()
    if start < len(text):
        yield text[start:]


def _header_key(cell: str) -> str:
    return re.sub(r"[\s._\-#:]+", "", cell.strip().casefold())


def _shown(text: str) -> str:
    text = text.rstrip("\r\n")
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"


def _records(lines: list[str], delimiter: str) -> Iterator[tuple[int, str, list[str] | str]]:
    """(first line number, raw text, fields) per record; fields is the reason when the record is badly quoted."""
    position = 0

    def feed() -> Iterator[str]:
        nonlocal position
        while position < len(lines):
            position += 1
            yield lines[position - 1]

    source = feed()
    reader = csv.reader(source, delimiter=delimiter, strict=True)
    while position < len(lines):
        first = position + 1
        try:
            fields = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            yield first, "".join(lines[first - 1:position]), (
                f"a quoted field is not closed properly ({exc}): a field that starts with \" ends with \" right "
                "before the separator or the end of the line, and a \" inside it is written twice")
            continue
        yield first, "".join(lines[first - 1:position]), fields


def _choose_delimiter(lines: list[str]) -> str:
    """The separator that splits the most of the first lines into two fields or more (ties: tab, ;, ,)."""
    sample = [line for line in lines[:50] if line.strip()][:20]
    best, best_score = ",", -1
    for delimiter in DELIMITERS:
        score = 0
        for line in sample:
            try:
                fields = next(csv.reader([line], delimiter=delimiter))
            except (csv.Error, StopIteration):
                continue
            score += len(fields) >= 2
        if score > best_score:
            best, best_score = delimiter, score
    return best


def _header_roles(cells: list[str]) -> dict[str, int] | None:
    """Roles of a header row's columns, or None when the row is not a header (it names no name column)."""
    roles: dict[str, int] = {}
    for index, cell in enumerate(cells):
        role = _WORD_ROLE.get(_header_key(cell))
        if role and role not in roles:
            roles[role] = index
    if "name" not in roles and "last" not in roles and "first" not in roles:
        return None
    return roles


def _clean(text: str) -> str:
    return " ".join(text.split())


def _has_control(text: str) -> bool:
    return any(unicodedata.category(ch) == "Cc" for ch in text)


def _rating(text: str) -> int | str:
    """The rating, or the reason it is not one."""
    value = text.strip()
    if value.casefold() in _UNRATED:
        return 0
    if not re.fullmatch(r"\d+", value):
        return f"the rating “{_shown(value)}” is not a whole number from 0 to {MAX_RATING} (leave it empty for an unrated player)"
    # Compared by length first: a rating of thousands of digits is above the limit, and too long to convert.
    if len(value.lstrip("0")) > len(str(MAX_RATING)) or int(value) > MAX_RATING:
        return f"the rating {_shown(value)} is above {MAX_RATING}"
    return int(value)


def _row(fields: list[str], roles: dict[str, int], with_header: bool, delimiter: str) -> RosterRow | str:
    """A player from one record's fields, or the reason the line cannot be one (line number added later)."""
    if not with_header and len(fields) == 1:
        return (f"no {DELIMITER_NAMES.get(delimiter, delimiter)} found: expected name, rating and optionally club "
                "(a list of names without ratings needs a header row “Name”)")
    if not with_header and len(fields) > 3:
        return (f"{len(fields)} fields; expected name, rating and optionally club (quote a name that holds the "
                "separator, or add a header row naming the columns)")

    def cell(role: str) -> str:
        index = roles.get(role)
        return fields[index] if index is not None and index < len(fields) else ""

    if "name" in roles:
        name = _clean(cell("name"))
    else:
        last, first = _clean(cell("last")), _clean(cell("first"))
        name = f"{last}, {first}" if last and first else last or first
    club = _clean(cell("club"))
    if not name:
        return "the name is empty"
    if _has_control(name) or _has_control(club):
        return "the line holds control characters; it does not look like a roster line"
    if len(name) > MAX_NAME:
        return f"the name is {len(name)} characters long; at most {MAX_NAME} are allowed"
    if len(club) > MAX_CLUB:
        return f"the club is {len(club)} characters long; at most {MAX_CLUB} are allowed"
    rating = _rating(cell("rating"))
    if isinstance(rating, str):
        return rating
    return RosterRow(0, name, rating, club)


def read_roster_csv(text: str, existing_names: tuple[str, ...] | list[str] = ()) -> RosterCsv:
    """Read a roster; `existing_names` (the event's players) are used to warn about players entered twice.

    Raises RosterCsvError only when nothing can be read at all; single bad lines are listed instead.
    """
    if len(text) > MAX_CSV_LENGTH:
        raise RosterCsvError("out_of_range", f"The file has {len(text):,} characters; a roster file may have at most "
                             f"{MAX_CSV_LENGTH:,}.", "text")
    lines = list(_physical_lines(text.removeprefix("\ufeff")))
    first_line = 1
    delimiter = None
    if lines and re.fullmatch(r"sep=(.)\s*", lines[0], flags=re.IGNORECASE):  # Excel's separator hint
        delimiter = lines[0][4]
        lines, first_line = lines[1:], 2
    delimiter = delimiter or _choose_delimiter(lines)
    result = RosterCsv(delimiter=delimiter, header=None, columns={"name": 0, "rating": 1, "club": 2})
    seen: dict[str, int] = {}
    existing = {_clean(name).casefold() for name in existing_names}
    with_header = False
    first_record = True
    for line, raw, fields in _records(lines, delimiter):
        line += first_line - 1
        if isinstance(fields, str):
            result.bad_lines.append(BadLine(line, _shown(raw), fields))
            continue
        if not any(f.strip() for f in fields):
            continue  # blank lines (and lines of empty cells, as spreadsheets write them) are skipped
        if first_record:
            first_record = False
            roles = _header_roles(fields)
            if roles is not None:
                with_header = True
                result.header = [f.strip() for f in fields]
                result.columns = roles
                if "rating" not in roles:
                    result.warnings.append(f"Line {line}: the header names no rating column; every player is "
                                           "imported unrated.")
                continue
        row = _row(fields, result.columns, with_header, delimiter)
        if isinstance(row, str):
            result.bad_lines.append(BadLine(line, _shown(raw), row))
            continue
        if len(result.players) == MAX_PLAYERS:
            result.bad_lines.append(BadLine(line, _shown(raw), f"an event holds at most {MAX_PLAYERS} players"))
            continue
        key = row.name.casefold()
        if key in seen:
            result.warnings.append(f"Line {line}: “{row.name}” is also on line {seen[key]}; both are imported "
                                   "unless you correct the file.")
        elif key in existing:
            result.warnings.append(f"Line {line}: “{row.name}” is already a player of the event.")
        seen.setdefault(key, line)
        result.players.append(RosterRow(line, row.name, row.rating, row.club))
    return result
