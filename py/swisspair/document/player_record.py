"""FIDE's player record, field by field: each field read from what a director types or a list holds, written as
the document and the TRF keep it, or the reason it is not one.

Every reader returns the stored value (a str, or an int for a rating) or a `Refused` reason. The form, the
player operations, the pasted list and the CSV import all read a field here, so a title or a date is accepted or
refused alike wherever it is typed.

>>> read_title("gm"), read_sex("F"), read_federation("nor"), read_birth("14.07.2006"), read_birth("1990")
('GM', 'w', 'NOR', '2006/07/14', '1990')
>>> read_title("IA").reason
'IA is an arbiter’s title, not a player’s (a player’s title is one of GM, IM, WGM, FM, WIM, CM, WFM, WCM)'
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field
from typing import Any

from .. import messages
from ..limits import MAX_RATING
from .names import TITLE_ORDER

# FIDE's other titles, which its rating list gives in a column of their own (arbiters, organisers, trainers):
# none of them ranks a player in C.04.2, and the TRF's title column has no room for them.
OTHER_TITLES = {
    "IA": "player_field.arbiter_title", "FA": "player_field.arbiter_title", "NA": "player_field.arbiter_title",
    "IO": "player_field.organiser_title", "FST": "player_field.trainer_title", "FT": "player_field.trainer_title",
    "FI": "player_field.trainer_title", "DI": "player_field.trainer_title", "NI": "player_field.trainer_title",
}
# The TRF's sex column holds m or w; lists also write M / F, male / female.
SEXES = {"m": "m", "male": "m", "man": "m", "w": "w", "f": "w", "female": "w", "woman": "w"}
MAX_FIDE_ID = 11  # digits: the TRF's column; FIDE's ids have up to 9
MAX_NATIONAL_ID = 20  # a federation's member number, with room for its letters
EARLIEST_BIRTH_YEAR = 1900


@dataclass(frozen=True)
class Refused:
    """Why a value is not the field it was given as: a message of swisspair.messages (a clause) and its parameters,
    so the page words it in the director's language; `reason` is its English."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, key: str, /, **params: Any) -> "Refused":
        return cls(key, params)

    @property
    def reason(self) -> str:
        return messages.fill(self.key, self.params)


def read_title(text: str) -> str | Refused:
    """A FIDE player title (C.04.2's order), upper case; empty for none."""
    value = text.strip().upper()
    if not value or value in TITLE_ORDER:
        return value
    if value in OTHER_TITLES:
        return Refused(OTHER_TITLES[value], {"value": value, "titles": ", ".join(TITLE_ORDER)})
    return Refused.of("player_field.not_a_title", value=text.strip(), titles=", ".join(TITLE_ORDER))


def read_sex(text: str) -> str | Refused:
    """m or w, as the TRF writes it; empty when not given."""
    value = text.strip().casefold()
    if not value:
        return ""
    if value in SEXES:
        return SEXES[value]
    return Refused.of("player_field.not_a_sex", value=text.strip())


def read_federation(text: str) -> str | Refused:
    """A federation's three-letter code (FIDE's, as NOR or GER), upper case; empty when not given."""
    value = text.strip().upper()
    if not value or re.fullmatch(r"[A-Z]{3}", value):
        return value
    return Refused.of("player_field.not_a_federation", value=text.strip())


def read_fide_id(text: str) -> str | Refused:
    """A FIDE ID: digits only; empty when not given."""
    value = text.strip()
    if not value.strip("0"):  # lists write 0 for a player without one
        return ""
    if re.fullmatch(r"\d+", value) and len(value) <= MAX_FIDE_ID:
        return value
    return Refused.of("player_field.not_a_fide_id", value=value, most=MAX_FIDE_ID)


def read_birth(text: str, today: datetime.date | None = None) -> str | Refused:
    """A birth year (1990) or date, written as the TRF writes it (1990/07/14); accepted as 1990-07-14,
    1990/07/14, 1990.07.14 or 14.07.1990. Empty when not given; FIDE's lists write an unknown year as 0000."""
    value = text.strip()
    if not value or value == "0000":
        return ""
    latest = (today or datetime.date.today()).year
    years = {"low": str(EARLIEST_BIRTH_YEAR), "high": str(latest)}  # years as written, never grouped
    if re.fullmatch(r"\d{4}", value):
        year = int(value)
        if not EARLIEST_BIRTH_YEAR <= year <= latest:
            return Refused.of("player_field.birth_year_range", value=value, **years)
        return value
    found = re.fullmatch(r"(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})", value)
    if found:
        year, month, day = (int(part) for part in found.groups())
    else:
        found = re.fullmatch(r"(\d{1,2})[./](\d{1,2})[./](\d{4})", value)
        if not found:
            return Refused.of("player_field.not_a_birth", value=value)
        day, month, year = (int(part) for part in found.groups())
    try:
        date = datetime.date(year, month, day)
    except ValueError:
        return Refused.of("player_field.no_such_date", value=value)
    if not EARLIEST_BIRTH_YEAR <= year <= latest:
        return Refused.of("player_field.birth_year_range", value=str(year), **years)
    return date.strftime("%Y/%m/%d")


# A rating's refusals, by the rating read (read_rating's `what`): not a whole number, above the limit.
RATING_REFUSALS = {
    "rating": ("player_field.rating_not_number", "player_field.rating_too_high"),
    "national rating": ("player_field.national_rating_not_number", "player_field.national_rating_too_high"),
}


def read_rating(text: str, what: str = "rating") -> int | Refused:
    """A whole number from 0 to MAX_RATING; empty (or a list's "NR", "-") for an unrated player. `what`: the rating
    read, a key of RATING_REFUSALS."""
    value = text.strip()
    if value.casefold() in ("", "-", "—", "nr", "unr", "unrated", "none", "n/a"):
        return 0
    if not re.fullmatch(r"\d+", value):
        value = value if len(value) <= 40 else value[:39] + "…"
        return Refused(RATING_REFUSALS[what][0], {"value": value, "most": str(MAX_RATING)})
    # Compared by length first: thousands of digits are above the limit, and too long to convert.
    if len(value.lstrip("0")) > len(str(MAX_RATING)) or int(value) > MAX_RATING:
        return Refused(RATING_REFUSALS[what][1], {"value": value if len(value) <= 40 else value[:39] + "…",
                                                  "most": str(MAX_RATING)})
    return int(value)


def read_national_id(text: str) -> str | Refused:
    """A national federation's id for the player: letters, digits and dashes, as federations number members."""
    value = text.strip()
    if not value or (len(value) <= MAX_NATIONAL_ID and re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9-]*", value)):
        return value
    return Refused.of("player_field.not_a_national_id", value=value, most=MAX_NATIONAL_ID)


# Each field of the record a director types as text: its reader and its words. The name, the rating and the
# club are read where they are checked (a name and a club are free text).
READERS = {
    "title": (read_title, "title"),
    "sex": (read_sex, "sex"),
    "federation": (read_federation, "federation"),
    "fide_id": (read_fide_id, "FIDE ID"),
    "birth": (read_birth, "birth date"),
    "national_id": (read_national_id, "national ID"),
}

# A rating mistyped with letters for digits (18OO, 2l50, I900): O for 0, l or I for 1, S for 5, B for 8.
_LOOKALIKES = str.maketrans({"O": "0", "o": "0", "l": "1", "I": "1", "i": "1", "S": "5", "B": "8"})


def mistyped_number(token: str) -> int | None:
    """The number a token of 3 or 4 characters, digits mixed with letters that look like digits, was meant to be
    (18OO: 1800), or None when it is not such a token."""
    if not re.fullmatch(r"[0-9OolIiSB]{3,4}", token) or not re.search(r"\d", token) or token.isdigit():
        return None
    return int(token.translate(_LOOKALIKES))
