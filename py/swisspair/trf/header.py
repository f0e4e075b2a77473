"""The event's details as TRF header records (TRF16 and TRF-2026): 022 city, 032 federation, 042 start date,
052 end date, 062 players, 072 rated players, 082 teams, 092 type, 102 chief arbiter, 112 deputy arbiters (one
record each), 122 time control, 132 the round dates (YY/MM/DD from column 92, 10 columns a round, as the rounds
of a 001 line). The reader keeps these records as lines; `read_details` reads them, `header_lines` writes them,
each record as it was read while it still says what the event says.

Dates are ISO (YYYY-MM-DD) in the event; the records write YYYY/MM/DD (042, 052) and YY/MM/DD (132). A date the
reader cannot read as one is kept as written."""

from __future__ import annotations

import re

from .records import round_column

TEXT_RECORDS = (("022", "city"), ("032", "federation"), ("042", "start_date"), ("052", "end_date"), ("092", "type"),
                ("102", "chief_arbiter"), ("122", "time_control"))
DEPUTY, ROUND_DATES = "112", "132"
COUNT_RECORDS = (("062", "players"), ("072", "rated_players"), ("082", "teams"))
# The order a report writes them in.
ORDER = ("022", "032", "042", "052", "062", "072", "082", "092", "102", "112", "122", "132")
HEADER_TAGS = frozenset(ORDER)
_DATE_TAGS = ("042", "052")
_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})")
_LONG = re.compile(r"(\d{4})[/.-](\d{2})[/.-](\d{2})")
_SHORT = re.compile(r"(\d{2})[/.-](\d{2})[/.-](\d{2})")


def _iso(text: str, short: bool) -> str:
    match = (_SHORT if short else _LONG).fullmatch(text)
    if match is None:
        return text
    year = f"20{match[1]}" if short else match[1]
    return f"{year}-{match[2]}-{match[3]}"


def _written(date: str, short: bool) -> str:
    match = _ISO.fullmatch(date)
    if match is None:
        return date
    return f"{match[1][2:] if short else match[1]}/{match[2]}/{match[3]}"


def read_details(lines: list[str]) -> dict[str, object]:
    """What the header records among `lines` say: each text record's value (dates as ISO), the deputy arbiters, the
    round dates (blank for a round without one), and the counts."""
    found: dict[str, object] = {}
    texts = dict(TEXT_RECORDS)
    counts = dict(COUNT_RECORDS)
    for line in lines:
        tag, value = line[:3], line[4:].strip()
        if tag in texts:
            found[texts[tag]] = _iso(value, short=False) if tag in _DATE_TAGS else value
        elif tag in counts:
            found[counts[tag]] = value
        elif tag == DEPUTY:
            found.setdefault("deputy_arbiters", []).append(value)
        elif tag == ROUND_DATES:
            dates = []
            r = 1
            while round_column(r) <= len(line):
                column = round_column(r)
                dates.append(_iso(line[column - 1 : column + 7].strip(), short=True))
                r += 1
            while dates and not dates[-1]:
                dates.pop()
            found["round_dates"] = dates
    return found


def _records(details: dict[str, object], counts: dict[str, int | None]) -> dict[str, list[str]]:
    """The records that say `details` and `counts` (None: not written), by tag."""
    records: dict[str, list[str]] = {}
    for tag, key in TEXT_RECORDS:
        value = str(details.get(key) or "")
        if value:
            records[tag] = [f"{tag} {_written(value, short=False) if tag in _DATE_TAGS else value}"]
    for tag, key in COUNT_RECORDS:
        if counts.get(key) is not None:
            records[tag] = [f"{tag} {counts[key]}"]
    deputies = [d for d in details.get("deputy_arbiters") or [] if d]
    if deputies:
        records[DEPUTY] = [f"{DEPUTY} {d}" for d in deputies]
    dates = list(details.get("round_dates") or [])
    if any(dates):
        line = ROUND_DATES.ljust(round_column(1) - 1)
        for r, date in enumerate(dates, 1):
            line = line.ljust(round_column(r) - 1) + _written(date, short=True)[:8]
        records[ROUND_DATES] = [line.rstrip()]
    return records


def header_lines(details: dict[str, object], counts: dict[str, int | None], kept: list[str]
                 ) -> tuple[list[str], list[str]]:
    """The header records 022-132 in their order, and the other lines of `kept` (lines an imported file had). A
    record is written as `kept` has it while it reads as what the event says; else as the event says it."""
    wanted = _records(details, counts)
    header = []
    for tag in ORDER:
        as_read = [line for line in kept if line[:3] == tag]
        if as_read and read_details(as_read) == read_details(wanted.get(tag, [])):
            header += as_read
        else:
            header += wanted.get(tag, [])
    return header, [line for line in kept if line[:3] not in HEADER_TAGS]
