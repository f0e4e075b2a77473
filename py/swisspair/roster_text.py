"""A pasted list of players, one a line, read field by field before anything is added.

Lists are pasted from everywhere: a spreadsheet (tab-separated cells), a FIDE-style table ("Carlsen, Magnus  NOR
GM  2830  1503014": columns two or more spaces apart), or typed ("Anna Berg 2150 SK Nord", "Berg, Anna, 2150").
Each line is cut into cells (at tabs, else at runs of two or more spaces) or, typed, into words, and each cell or
word is recognised by its shape:

- a FIDE title (GM ... WCM); an arbiter's, organiser's or trainer's title (IA, FA, FT ...) is noted and not kept;
- three capital letters: the federation (NOR); one letter m, w or f in a cell of its own: the sex;
- a date (1990/07/14, 14.07.1990, 1990-07-14): the birth date;
- a number of 5 digits or more: the FIDE ID; the first number of up to 4 digits after the name: the rating; a year
  (1900 to this year) after the rating: the birth year; a number before the name: a starting number, not kept;
  other numbers are noted and not read;
- the first text is the name (a dotted leader, "Kasparov, Gary.....", is dropped), the text after the fields is
  the club; typed words before a comma are all the name once it has begun ("Team 01, 2000"), and so is a number of
  one or two digits, with a leading zero, or of three digits followed by a four-digit number, before the rating in
  a line without commas ("Team 7 1500", "Player 001 2595", "Player 100 2100").

What looks mistyped is flagged with its line: a rating written with letters for digits (18OO), a number or a symbol
inside a name (Hugo ## 18OO x). A flagged line is read and shown, and added only if the director chooses to.

>>> read = read_roster_text("Carlsen, Magnus  NOR  GM  2830  1503014\\nHugo ## 18OO x\\n")
>>> p = read.players[0]
>>> (p.name, p.federation, p.title, p.rating, p.fide_id)
('Carlsen, Magnus', 'NOR', 'GM', 2830, '1503014')
>>> [(f.text, f.message) for f in read.players[1].flags]
[('##', '“##” holds a symbol no name has'), ('18OO', '“18OO” looks like a mistyped rating (1800?)')]
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field

from .document.names import TITLE_ORDER
from .document.player_record import OTHER_TITLES, READERS, Refused, mistyped_number, read_birth, read_rating
from .errors import SwissPairError
from .limits import MAX_CSV_LENGTH
from .messages import said
from .roster_csv import SectionNames, header_roles, read_roster_csv
from .roster_rows import Flag, RosterRead, RosterRow, flag, name_flags, name_problem


class RosterTextError(SwissPairError):
    """The text as a whole cannot be read (too long): nothing of it is added."""


_DATE = re.compile(r"\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[./]\d{1,2}[./]\d{4}")
_DOTTED_LEADER = re.compile(r"(?<=\w)\.{3,}(?=\s|$)")
# The words of a flag on a title that is not a player's (by whose it is, OTHER_TITLES), and on a field a line
# holds twice (swisspair.messages).
OTHER_TITLE_FLAGS = {"record.arbiter_title": "roster.flag_arbiter_title",
                     "record.organiser_title": "roster.flag_organiser_title",
                     "record.trainer_title": "roster.flag_trainer_title"}
SECOND_FLAGS = {"federation": "roster.flag_second_federation", "sex": "roster.flag_second_sex",
                "birth": "roster.flag_second_birth"}


@dataclass
class _Line:
    """What one line's cells or words have been read as so far."""

    number: int
    today: datetime.date
    name: list[str] = field(default_factory=list)
    club: list[str] = field(default_factory=list)
    cells: dict[str, str] = field(default_factory=dict)
    flags: list[Flag] = field(default_factory=list)
    closed: bool = False  # the name is complete: text from here on is the club

    @property
    def after_name(self) -> bool:
        return bool(self.name)

    def field(self, token: str, whole_cell: bool) -> str | None:
        """The field `token` is by its shape, or None for text. In typed words (not `whole_cell`) a single letter
        is an initial, and a federation or the sex come only after the name."""
        bare = token.rstrip(",;")
        upper = bare.upper()
        if upper in TITLE_ORDER and (whole_cell or bare == upper):
            return "title"
        if upper in OTHER_TITLES and bare == upper:
            return "other_title"
        if re.fullmatch(r"[A-Z]{3}", bare) and (whole_cell or self.after_name):
            return "federation"
        if whole_cell and re.fullmatch(r"[mwfMWF]", bare):
            return "sex"
        if _DATE.fullmatch(bare):
            return "birth"
        if re.fullmatch(r"\d+\.?", bare):
            return "number"
        if bare.casefold() in ("nr", "unr", "unrated") and self.after_name:
            return "unrated"
        return None

    def take(self, kind: str, token: str) -> None:
        bare = token.rstrip(",;")
        self.closed = self.closed or self.after_name
        if kind == "other_title":
            self.flags.append(flag(OTHER_TITLE_FLAGS[OTHER_TITLES[bare.upper()]], "title", False, text=bare))
        elif kind == "title":
            # A woman with two titles (IM and WGM) is listed with both: the higher counts (C.04.2's order).
            old = self.cells.get("title", "")
            if not old or TITLE_ORDER.index(bare.upper()) < TITLE_ORDER.index(old.upper()):
                self.cells["title"] = bare
        elif kind in ("federation", "sex") and kind not in self.cells:
            self.cells[kind] = bare
        elif kind == "birth" and "birth" not in self.cells:
            self.cells["birth"] = bare
        elif kind == "number":
            self.number_(bare.rstrip("."))
        elif kind == "unrated":
            self.cells.setdefault("rating", "")
        else:
            self.flags.append(flag(SECOND_FLAGS[kind], kind, False, text=bare))

    def number_(self, digits: str) -> None:
        if not self.after_name:
            if len(digits) >= 5 and "fide_id" not in self.cells:
                self.cells["fide_id"] = digits  # FIDE's own lists begin with the ID
            return  # a starting number (chess-results' No., a numbered list)
        if len(digits) >= 5:
            if "fide_id" not in self.cells:
                self.cells["fide_id"] = digits
                return
        elif "rating" not in self.cells:
            self.cells["rating"] = digits
            return
        elif len(digits) == 4 and "birth" not in self.cells and 1900 <= int(digits) <= self.today.year:
            self.cells["birth"] = digits
            return
        self.flags.append(flag("roster.flag_number_not_read", "number", False, text=digits))

    def text(self, words: list[str], cell: bool) -> None:
        """Text: the name until a field or (in cells) another cell follows it, else the club."""
        (self.club if self.closed else self.name).extend(words)
        self.closed = self.closed or cell


def _cells(line: str) -> tuple[list[str], bool]:
    """The line's cells (at tabs, else at two or more spaces), or its words when it has neither. A dotted leader
    ("Kasparov, Gary.......... RUS") separates cells as spaces do."""
    line = _DOTTED_LEADER.sub("  ", line)
    if "\t" in line:
        return [cell.strip() for cell in line.split("\t") if cell.strip()], True
    if re.search(r"\S {2,}\S", line):
        return re.split(r" {2,}", line.strip()), True
    return line.split(), False


def _read_line(number: int, line: str, today: datetime.date) -> RosterRow | Refused:
    cells, whole = _cells(line)
    read = _Line(number, today)
    # Typed words before a comma are the name once it has begun ("Team 01, 2000", "Carlsen, Magnus NOR GM 2830").
    named = len(line[:line.index(",")].split()) if not whole and "," in line else 0
    for index, cell in enumerate(cells):
        kind = read.field(cell, whole)
        following = cells[index + 1] if index + 1 < len(cells) else ""
        if not whole and read.after_name and (
                index < named or (not named and kind == "number" and "rating" not in read.cells
                                  and (len(cell.rstrip(".")) <= 2 or cell.startswith("0")
                                       or (len(cell) <= 3 and re.fullmatch(r"\d{4}", following))))):
            kind = None  # a word of the name, or a number in it ("Team 7 1500", "Player 100 2100")
        if kind is not None:
            read.take(kind, cell)
            continue
        words = cell.split()
        kinds = [read.field(word, True) for word in words]
        if whole and len(words) > 1 and all(kinds):
            for word, kind in zip(words, kinds):  # "NOR M": the cells of a fixed-width list one space apart
                read.take(kind, word)
        else:
            read.text(words, whole)
    name = " ".join(read.name).strip(" ,;")
    club = " ".join(read.club).strip(" ,;")
    problem = name_problem(name, club)
    if problem:
        return problem
    mistyped = [flag("roster.flag_mistyped_rating_meant", "club", True, text=word, meant=str(mistyped_number(word)))
                for word in read.club if mistyped_number(word) is not None]
    row = RosterRow(number, name, club=club, flags=name_flags(name) + mistyped + read.flags)
    value = read_rating(read.cells.get("rating", ""))
    if isinstance(value, Refused):
        return value
    row.rating = value
    for key, (reader, _) in READERS.items():
        found = read_birth(read.cells.get(key, ""), today) if key == "birth" else reader(read.cells.get(key, ""))
        if isinstance(found, Refused):
            return found
        setattr(row, key, found)
    return row


def _names_columns(line: str) -> bool:
    """A first line in columns that names two of them or more ("No.  Name  NAT  Rtg") is a header, not a player
    ("Player 001 2595" is one)."""
    cells, whole = _cells(line)
    roles = header_roles(cells) if whole else None
    return roles is not None and len(roles) >= 2


def read_roster_text(text: str, existing_names: tuple[str, ...] | list[str] = (),
                     today: datetime.date | None = None, sections: SectionNames | None = None) -> RosterRead:
    """Read a pasted list; `existing_names` (the event's players) are used to warn about players entered twice.
    A list copied from a spreadsheet with its header row (tab-separated) is read by its columns, as a CSV file (a
    section column places its players by `sections`)."""
    if len(text) > MAX_CSV_LENGTH:
        raise RosterTextError.of("roster.list_too_long", "text", count=len(text), most=MAX_CSV_LENGTH)
    lines = text.splitlines()
    first = next((k for k, line in enumerate(lines) if line.strip()), None)
    if first is not None and "\t" in lines[first] and header_roles(lines[first].split("\t")) is not None:
        return read_roster_csv(text, existing_names, sections)
    result = RosterRead.beside(existing_names)
    today = today or datetime.date.today()
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        if index == first and _names_columns(line):
            result.warnings.append(said("roster.warn_header_line", line=str(index + 1)))
            continue
        result.add(_read_line(index + 1, line.strip(), today), line, index + 1)
    return result
