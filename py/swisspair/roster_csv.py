"""A roster from a CSV file (a spreadsheet's export or a federation's list): name, rating and club per line.

What spreadsheets really write is accepted: comma, semicolon (European Excel) or tab separated, quoted fields
(with the separator or a line break inside), a byte-order mark, Excel's `sep=;` first line, CR, LF or CRLF line
ends. A header row is optional; when there is one its columns are recognised by name in any order (English,
German, French, Spanish and Russian words, among them those the page's players' CSV export heads its columns with in
each of its languages, app/locales/<language>/csv.json, so that a file exported in any language reads back; a first-name and a last-name column become "Last, First", the FIDE order;
every field of FIDE's player record has its words: title, sex, federation, FIDE ID, birth date, national rating and
ID, club) and other columns are ignored. Without one the columns are name, rating and, optionally, club.

A "Section" column places each player in the event's section of that name (`SectionNames`); a name the event has
no section of makes its line a bad line, unless the director chose to create the sections the file names (they are
then listed in `new_sections`, for the page to add before the players; those it lacks and does not make are listed in
`unknown_sections`, for the page to offer that choice). An event of one section takes every player as before, with a
warning naming the sections the file gives, until the director chooses to create them.

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
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .document.player_record import Refused
from .errors import SwissPairError
from .limits import MAX_CSV_LENGTH, MAX_NAME
from .messages import said
from .roster_rows import RosterRead, RosterRow, read_fields

DELIMITERS = ("\t", ";", ",")  # on a tie the first wins: a name such as "Berg, Anna" holds a comma
DELIMITER_NAMES = {"\t": "tab", ";": "semicolon", ",": "comma"}
# A separator's words in a line's refusal (swisspair.messages); another one (Excel's "sep=" hint) is shown as it is.
SEPARATOR_WORDS = {"\t": "roster.separator_tab", ";": "roster.separator_semicolon", ",": "roster.separator_comma"}

# Header words (compared without case, spaces, dots, dashes or underscores) -> the column's role.
HEADER_WORDS = {
    "name": ("name", "player", "playername", "fullname", "participant", "spieler", "teilnehmer", "nom", "joueur",
             "nombre", "jugador", "username", "участник"),
    "last": ("lastname", "surname", "familyname", "last", "nachname", "familienname", "nomdefamille", "apellido",
             "apellidos"),
    "first": ("firstname", "givenname", "first", "forename", "vorname", "prenom", "prénom", "nombrepila"),
    "rating": ("rating", "elo", "fiderating", "ratingfide", "fideelo", "elofide", "rtg", "fidertg", "ratings",
               "standard", "std", "srtng", "rtgi", "rtgint", "рейтинг"),
    "club": ("club", "team", "verein", "klub", "group", "school", "clubname", "équipe", "equipe", "equipo", "city",
             "clubcity", "клуб"),
    "title": ("title", "tit", "titel", "titre", "titulo", "título", "fidetitle", "звание"),
    "sex": ("sex", "gender", "g", "geschlecht", "sexe", "sexo", "mw", "mf", "пол"),
    "federation": ("fed", "federation", "country", "nat", "nation", "land", "pays", "pais", "país", "fidefed",
                   "fédération", "federación", "federacion", "федерация"),
    "fide_id": ("fideid", "idfide", "fidecode", "fidenr", "fidenumber", "fidenummer", "idnumber", "codigofide",
                "fideno"),
    "birth": ("birth", "born", "bday", "birthday", "birthdate", "dateofbirth", "dob", "yob", "birthyear", "geburtsdatum",
              "geboren", "geb", "jahrgang", "naissance", "nacimiento", "datedenaissance",
              "fechadenacimiento", "датарождения"),
    # A national rating list's own number (Germany's DWZ, England's ECF, the USCF's): the rating too when the
    # file has no FIDE rating column.
    "national_rating": ("nationalrating", "natrating", "ratingnat", "elonat", "elonational", "rtgn", "rtgnat", "dwz",
                        "ecf", "uscf", "cfc", "nrtg"),
    "national_id": ("nationalid", "natid", "idnat", "idnational", "zps", "memberid", "mitgliedsnummer", "ecfcode",
                    "uscfid", "codigofeda"),
    "section": ("section", "sektion", "sección", "seccion", "division", "gruppe", "turniergruppe", "tournoi",
                "torneo", "tableau", "grupo", "группа"),
}
_WORD_ROLE = {word: role for role, words in HEADER_WORDS.items() for word in words}
HEADERLESS = {"name": 0, "rating": 1, "club": 2}  # the columns of a file without a header row


def section_key(name: str) -> str:
    """A section's name as two spellings of it compare: spaces and case aside ("u1800 " is "U1800")."""
    return " ".join(name.split()).casefold()


@dataclass
class SectionNames:
    """Where a file's section column places its players: `names`, the event's sections as the event spells them
    (none for an event of one section); `create`, the director's choice to create the sections the file names that
    the event lacks, which are then gathered in `new` in the order the file first names them."""

    names: list[str] = field(default_factory=list)
    create: bool = False
    new: list[str] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)  # sections the file names that the event lacks, not made

    def warnings(self) -> list[dict[str, Any]]:
        """What the director is told of a section column an event of one section does not place players by."""
        if not self.unknown or self.names:
            return []
        return [said("roster.warn_sections_ignored", sections=", ".join(f"“{n}”" for n in self.unknown))]

    def place(self, written: str) -> tuple[str, Refused | None]:
        """The section a cell names, as the event (or the file, for a new one) spells it, or the reason it is none;
        an empty cell is no section: the player goes where the director adds the list."""
        name = " ".join(written.split())
        if not name:
            return "", None
        if len(name) > MAX_NAME:
            return "", Refused.of("roster.bad_section_name_too_long", count=len(name), most=MAX_NAME)
        known = {section_key(n): n for n in [*self.names, *self.new]}
        if section_key(name) in known:
            return known[section_key(name)], None
        if self.create:
            self.new.append(name)
            return name, None
        if section_key(name) not in map(section_key, self.unknown):
            self.unknown.append(name)
        if not self.names:
            return "", None
        have = ", ".join(f"“{n}”" for n in self.names)
        return "", Refused.of("roster.bad_unknown_section", name=name, sections=have)


@dataclass
class RosterCsv(RosterRead):
    delimiter: str = ","
    header: list[str] | None = None  # the header row's cells, or None when the file has none
    columns: dict[str, int] = field(default_factory=lambda: dict(HEADERLESS))  # role -> column index (0-based)
    new_sections: list[str] = field(default_factory=list)  # sections the file names that are to be created
    unknown_sections: list[str] = field(default_factory=list)  # sections the file names that the event lacks

    def as_json(self) -> dict:
        return {"delimiter": DELIMITER_NAMES.get(self.delimiter, self.delimiter), "header": self.header,
                "columns": self.columns, "new_sections": self.new_sections, "unknown_sections": self.unknown_sections,
                **super().as_json()}


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
    return re.sub(r"[\s._\-#:/]+", "", cell.strip().casefold())


def _records(lines: list[str], delimiter: str) -> Iterator[tuple[int, str, list[str] | Refused]]:
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
            yield first, "".join(lines[first - 1:position]), Refused.of("roster.bad_quoting", detail=str(exc))
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


def header_roles(cells: list[str]) -> dict[str, int] | None:
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


def _row(line: int, fields: list[str], roles: dict[str, int], with_header: bool, delimiter: str,
         sections: SectionNames) -> RosterRow | Refused:
    """A player from one record's fields, or the reason the line cannot be one (line number added later)."""
    if not with_header and len(fields) == 1:
        if delimiter in SEPARATOR_WORDS:
            return Refused.of("roster.bad_no_separator", separator_msg=SEPARATOR_WORDS[delimiter])
        return Refused.of("roster.bad_no_separator_given", separator=delimiter)
    if not with_header and len(fields) > 3:
        return Refused.of("roster.bad_field_count", count=len(fields))

    def cell(role: str) -> str:
        index = roles.get(role)
        return fields[index] if index is not None and index < len(fields) else ""

    if "name" in roles:
        name = _clean(cell("name"))
    else:
        last, first = _clean(cell("last")), _clean(cell("first"))
        name = f"{last}, {first}" if last and first else last or first
    cells = {role: cell(role) for role in roles if role not in ("name", "first", "last", "section")}
    if "rating" not in roles and "national_rating" in roles:
        cells["rating"] = cells["national_rating"]
    row = read_fields(line, name, cells)
    if isinstance(row, Refused) or "section" not in roles:
        return row
    row.section, problem = sections.place(cell("section"))
    return problem or row


def read_roster_csv(text: str, existing_names: tuple[str, ...] | list[str] = (),
                    sections: SectionNames | None = None) -> RosterCsv:
    """Read a roster; `existing_names` (the event's players) are used to warn about players entered twice;
    `sections` places the players of a file with a section column (a new SectionNames: the event has one section).

    Raises RosterCsvError only when nothing can be read at all; single bad lines are listed instead.
    """
    if len(text) > MAX_CSV_LENGTH:
        raise RosterCsvError.of("roster.file_too_long", "text", count=len(text), most=MAX_CSV_LENGTH)
    lines = list(_physical_lines(text.removeprefix("\ufeff")))
    first_line = 1
    delimiter = None
    if lines and re.fullmatch(r"sep=(.)\s*", lines[0], flags=re.IGNORECASE):  # Excel's separator hint
        delimiter = lines[0][4]
        lines, first_line = lines[1:], 2
    delimiter = delimiter or _choose_delimiter(lines)
    sections = sections or SectionNames()
    result = RosterCsv(existing=RosterRead.beside(existing_names).existing, delimiter=delimiter,
                       new_sections=sections.new, unknown_sections=sections.unknown)
    with_header = False
    first_record = True
    for line, raw, fields in _records(lines, delimiter):
        line += first_line - 1
        if isinstance(fields, Refused):
            result.bad(line, raw, fields)
            continue
        if not any(f.strip() for f in fields):
            continue  # blank lines (and lines of empty cells, as spreadsheets write them) are skipped
        if first_record:
            first_record = False
            roles = header_roles(fields)
            if roles is not None:
                with_header = True
                result.header = [f.strip() for f in fields]
                result.columns = roles
                if "rating" not in roles and "national_rating" not in roles:
                    result.warnings.append(said("roster.warn_no_rating_column", line=str(line)))
                continue
        result.add(_row(line, fields, result.columns, with_header, delimiter, sections), raw, line)
    result.warnings += sections.warnings()
    return result
