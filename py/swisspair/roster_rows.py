"""What a list of players (a pasted text, a CSV file) reads into before anything is added: each player with the line
it came from and what looks wrong in it, each line that is no player with why, and the warnings of the whole.

The pasted text (roster_text.py) and the CSV file (roster_csv.py) read their lines differently and their fields
alike: every field of FIDE's player record is read by swisspair.document.player_record, and a name is checked here.

>>> [(f.text, f.doubt) for f in name_flags("Hugo ## 18OO x")]
[('##', True), ('18OO', True)]
>>> name_flags("O'Neil-Smith, Jr. (Anna)")
[]
"""

from __future__ import annotations

import unicodedata
from dataclasses import asdict, dataclass, field
from typing import Any

from .document.player_record import Refused, mistyped_number, READERS, read_rating
from .limits import MAX_CLUB, MAX_NAME, MAX_PLAYERS
from .messages import fill, said

MAX_SHOWN = 80  # characters of a bad line quoted back to the director

# What a name holds besides letters and spaces: hyphens, apostrophes, the comma of "Surname, Firstname", the dot
# of an initial, brackets around a nickname.
NAME_MARKS = set("-'’.,()")


@dataclass(frozen=True)
class Flag:
    """Something in a line that looks wrong: the field it is in, the text, what it looks like, and whether the line
    is probably mistyped (`doubt`: it is not added unless the director chooses to) or only noted."""

    field: str
    text: str
    message: str
    doubt: bool
    # The message's key in swisspair.messages and its parameters, for the page to word it in the director's language.
    key: str
    params: dict[str, Any]


def flag(key: str, field: str, doubt: bool, /, **params: Any) -> Flag:
    """The flag saying message `key` about `params["text"]`, the words it was read from."""
    return Flag(field, params["text"], fill(key, params), doubt, key, params)


@dataclass
class RosterRow:
    """A player read from a list, at its (first) line: the fields the player operations take, and its flags."""

    line: int
    name: str
    rating: int = 0
    club: str = ""
    title: str = ""
    sex: str = ""
    federation: str = ""
    fide_id: str = ""
    birth: str = ""
    national_rating: int = 0
    national_id: str = ""
    section: str = ""  # the section of the event it goes to, by name (a file's section column); "" where it is added
    flags: list[Flag] = field(default_factory=list)

    @property
    def doubtful(self) -> bool:
        return any(flag.doubt for flag in self.flags)

    def as_json(self) -> dict:
        return {**asdict(self), "doubtful": self.doubtful}


@dataclass(frozen=True)
class BadLine:
    """A line that could not be read: its number, its text (shortened) and why (English, and the message of
    swisspair.messages with its parameters, which the page words in the director's language)."""

    line: int
    text: str
    reason: str
    key: str
    params: dict[str, Any]


def shown(text: str) -> str:
    text = text.rstrip("\r\n")
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 1] + "…"


def has_control(text: str) -> bool:
    return any(unicodedata.category(ch) == "Cc" for ch in text)


def name_flags(name: str) -> list[Flag]:
    """What in a name looks like something else: a rating mistyped with letters (18OO), a number, or a symbol no
    name holds (##)."""
    flags = []
    for token in name.replace(",", " ").split():
        meant = mistyped_number(token)
        if meant is not None:
            flags.append(flag("roster.flag_mistyped_rating_meant", "name", True, text=token, meant=str(meant)))
        elif token.isdigit():
            if len(token) >= 3 and not token.startswith("0"):  # a rating or a year; "Team 01", "Player 001" are names
                flags.append(flag("roster.flag_number_in_name", "name", True, text=token))
        elif token.isalnum() and len(token) <= 5 and sum(ch.isdigit() for ch in token) >= 2:
            flags.append(flag("roster.flag_mistyped_rating", "name", True, text=token))
        elif not token.isdigit() and any(not (ch.isalpha() or unicodedata.category(ch).startswith("M") or ch in NAME_MARKS) for ch in token):
            flags.append(flag("roster.flag_symbol", "name", True, text=token))
    return flags


def name_problem(name: str, club: str = "") -> Refused | None:
    """Why a name (and club) cannot be a player's, or None."""
    if not name:
        return Refused.of("roster.bad_name_empty")
    if has_control(name) or has_control(club):
        return Refused.of("roster.bad_control_characters")
    if len(name) > MAX_NAME:
        return Refused.of("roster.bad_name_too_long", count=len(name), most=MAX_NAME)
    if len(club) > MAX_CLUB:
        return Refused.of("roster.bad_club_too_long", count=len(club), most=MAX_CLUB)
    return None


def read_fields(line: int, name: str, cells: dict[str, str]) -> RosterRow | Refused:
    """A player from a name and the text of each other field (rating, club, title, ...), or the reason it cannot be
    one: the first field that is not what its column says."""
    club = " ".join(cells.get("club", "").split())
    problem = name_problem(name, club)
    if problem:
        return problem
    row = RosterRow(line, name, club=club, flags=name_flags(name))
    for key, what in (("rating", "subject.rating"), ("national_rating", "subject.national_rating")):
        value = read_rating(cells.get(key, ""), what)
        if isinstance(value, Refused):
            return value
        setattr(row, key, value)
    for key, (reader, _) in READERS.items():
        value = reader(cells.get(key, ""))
        if isinstance(value, Refused):
            return value
        setattr(row, key, value)
    return row


@dataclass
class RosterRead:
    """The players read (at most MAX_PLAYERS), the lines that are none, and warnings (messages.said's): a name twice
    in the list or already in the event. `existing` are the event's players' names."""

    existing: frozenset[str] = frozenset()
    players: list[RosterRow] = field(default_factory=list)
    bad_lines: list[BadLine] = field(default_factory=list)
    warnings: list[dict[str, Any]] = field(default_factory=list)
    _seen: dict[str, int] = field(default_factory=dict)

    @classmethod
    def beside(cls, existing_names: tuple[str, ...] | list[str]) -> "RosterRead":
        return cls(existing=frozenset(" ".join(name.split()).casefold() for name in existing_names))

    def bad(self, line: int, raw: str, why: Refused) -> None:
        self.bad_lines.append(BadLine(line, shown(raw), why.reason, why.key, why.params))

    def add(self, row: RosterRow | Refused, raw: str, line: int) -> None:
        """A line read: the player, or the reason it is none."""
        if isinstance(row, Refused):
            self.bad(line, raw, row)
            return
        if len(self.players) == MAX_PLAYERS:
            self.bad(line, raw, Refused.of("roster.bad_too_many_players", most=MAX_PLAYERS))
            return
        key = row.name.casefold()
        if key in self._seen:
            self.warnings.append(said("roster.warn_twice", line=str(line), name=row.name, first=str(self._seen[key])))
        elif key in self.existing:
            self.warnings.append(said("roster.warn_existing", line=str(line), name=row.name))
        self._seen.setdefault(key, line)
        self.players.append(row)

    def as_json(self) -> dict:
        return {"players": [p.as_json() for p in self.players],
                "bad_lines": [asdict(b) for b in self.bad_lines], "warnings": self.warnings}
