"""The event's standings and players as CSV files for a spreadsheet, in the words of the event's language.

The page gives the header's words (its catalogue's, in the event's language) and the language's decimal separator;
the rules are here: which columns, in which order, a section column in an event of sections, how a cell is quoted,
and the separator a spreadsheet of that language expects: where the decimal separator is a comma (French, Spanish,
German, Russian: 2,5) the fields are separated by semicolons, as their spreadsheets write and read CSV; else by
commas. A byte-order mark first, so that a spreadsheet reads the file as UTF-8 (accents, Cyrillic).

The players' file is what swisspair.roster_csv reads back: the same columns, a header in any of the page's
languages, a section column placing each player in their section.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from typing import Any

from .sections import has_sections, section_ids, section_name, section_view

# The columns of each file, in order; "section" only in an event of sections. The standings' tie-breaks follow
# "points", each headed by its code (BH/C1, SB: the same in every language).
STANDINGS_COLUMNS = ("rank", "number", "name", "rating", "club", "section", "points")
PLAYERS_COLUMNS = ("name", "rating", "title", "sex", "federation", "fide_id", "birth", "club", "section")
KINDS = {"standings": STANDINGS_COLUMNS, "players": PLAYERS_COLUMNS}
# The page sends its words for every column of either file; each file takes those of its own.
ALL_COLUMNS = tuple(dict.fromkeys((*STANDINGS_COLUMNS, *PLAYERS_COLUMNS)))
DECIMALS = (".", ",")


def separator_for(decimal: str) -> str:
    """The field separator a spreadsheet expects beside the language's decimal separator."""
    return ";" if decimal == "," else ","


def number_text(value: int | float | None, decimal: str) -> str:
    """A number as the language writes it in a spreadsheet's cell: 2.5 or 2,5; exact up to 6 decimals."""
    if value is None:
        return ""
    if isinstance(value, int) or float(value).is_integer():
        return str(int(value))
    return f"{value:.6f}".rstrip("0").replace(".", decimal)


def csv_text(rows: Iterable[list[str]], separator: str) -> str:
    """The rows as CSV text: a field quoted where it holds the separator, a quote or a line break; CRLF line ends
    (RFC 4180, what spreadsheets write); a byte-order mark first."""
    out = io.StringIO()
    out.write("\ufeff")
    csv.writer(out, delimiter=separator, lineterminator="\r\n").writerows(rows)
    return out.getvalue()


def columns_of(doc: dict[str, Any], kind: str) -> list[str]:
    """The file's columns for this event: the section's only in an event of sections."""
    return [column for column in KINDS[kind] if column != "section" or has_sections(doc)]


def players_rows(doc: dict[str, Any], headers: dict[str, str]) -> list[list[str]]:
    """Every player of the event, section by section, each as the roster reader reads them back."""
    columns = columns_of(doc, "players")
    rows = [[headers[column] for column in columns]]
    for section in section_ids(doc):
        name = section_name(doc, section)
        for player in section_view(doc, section)["players"]:
            cells = {**{column: str(player.get(column) or "") for column in PLAYERS_COLUMNS}, "section": name,
                     "rating": "" if player["rating"] is None else str(player["rating"])}
            rows.append([cells[column] for column in columns])
    return rows


def standings_rows(doc: dict[str, Any], answers: list[dict[str, Any]], headers: dict[str, str],
                   decimal: str) -> list[list[str]]:
    """The standings of every section (`answers`: the engine's standings answer of each, in the sections' order),
    best first, with every tie-break any of them counts (blank where a section does not count it). A section whose
    system ranks its players otherwise (no list of rows) has no lines."""
    columns = columns_of(doc, "standings")
    lists = [answer for answer in answers if isinstance(answer.get("standings"), list)]
    codes = list(dict.fromkeys(tiebreak["code"] for answer in lists for tiebreak in answer["tiebreaks"]))
    rows = [[headers[column] for column in columns] + codes]
    for section, answer in zip(section_ids(doc), answers):
        if answer not in lists:
            continue
        view = section_view(doc, section)
        numbers = answer.get("numbers", {})
        by_number = {numbers[str(p["id"])]: p for p in view["players"] if str(p["id"]) in numbers}
        for row in answer["standings"]:
            player = by_number.get(row["tpn"], {})
            cells = {"rank": str(row["rank"]), "number": str(row["tpn"]), "name": row["name"],
                     "rating": str(row.get("rating") or ""), "club": player.get("club", ""),
                     "section": section_name(doc, section), "points": number_text(row["points"], decimal)}
            rows.append([cells[column] for column in columns]
                        + [number_text(row["tiebreaks"].get(code), decimal) for code in codes])
    return rows
