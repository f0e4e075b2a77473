"""swisspair.event.csv_export through the bridge's event_csv: the standings and the players as CSV files in the
words of each of the page's languages, a semicolon and a decimal comma where the language writes 2,5, every section's
lines with a section column, and a players' file that the roster reader reads back in every language."""

import csv
import io
import json

import pytest

import build
from swisspair.roster_csv import SectionNames, read_roster_csv
from tests.event.helpers import EVERY_THIRD_DRAWN, finish_round, make, run, weekend_open
from tests.helpers.bridge_calls import answered, refused

LANGUAGES = ("en", "fr", "es", "de", "ru")
ALL_COLUMNS = ("rank", "number", "name", "rating", "title", "sex", "federation", "fide_id", "birth", "club",
               "section", "points")


def headers(language: str) -> dict[str, str]:
    """The header's words of the page's catalogue in `language`, as the page sends them."""
    path = build.ROOT / "app" / "locales" / language / "csv.json"
    words = json.loads(path.read_text(encoding="utf-8"))
    return {column: words[f"csv.header_{column}"] for column in ALL_COLUMNS}


def columns(kind: str, sectioned: bool) -> list[str]:
    wanted = {"standings": ("rank", "number", "name", "rating", "club", "section", "points"),
              "players": ("name", "rating", "title", "sex", "federation", "fide_id", "birth", "club", "section")}
    return [column for column in wanted[kind] if column != "section" or sectioned]


def exported(doc, kind: str, language: str, decimal: str) -> dict:
    words = headers(language)
    return answered("event_csv", event=doc, kind=kind, decimal=decimal,
                    headers={column: words[column] for column in columns(kind, "sections" in doc)})


def table(text: str, separator: str) -> list[list[str]]:
    assert text.startswith("\ufeff") and "\r\n" in text
    return list(csv.reader(io.StringIO(text.removeprefix("\ufeff"), newline=""), delimiter=separator))


@pytest.fixture(scope="module")
def weekend():
    """The weekend open's three sections, a player of the Open with every field (and a comma and quotes in the
    name), round 1 of the Open played with a draw on every third board."""
    doc = run(weekend_open(rounds=3), {"op": "add_player", "section": 1, "player": {
        "name": 'Berg, Anna "Ace"', "rating": 2150, "title": "WIM", "sex": "f", "federation": "NOR",
        "fide_id": "1503014", "birth": "1990-04-12", "club": "SK Nord; Oslo"}})
    return finish_round(run(doc, {"op": "pair_next", "section": 1}), EVERY_THIRD_DRAWN, section=1)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_players_file_in_each_language_reads_back_with_every_field_and_section(weekend, language):
    decimal = "." if language == "en" else ","
    answer = exported(weekend, "players", language, decimal)
    read = read_roster_csv(answer["csv"], sections=SectionNames(["Open", "U1800", "U1400"]))
    assert read.bad_lines == [] and read.warnings == []
    assert read.header == [headers(language)[column] for column in columns("players", True)]
    players = [(p["name"], p["rating"], section["name"]) for section in weekend["sections"] for p in section["players"]]
    assert [(row.name, row.rating, row.section) for row in read.players] == players
    stored = next(p for p in weekend["sections"][0]["players"] if p["name"].startswith("Berg"))
    anna = next(row for row in read.players if row.name.startswith("Berg"))
    fields = ("name", "title", "sex", "federation", "fide_id", "birth", "club")
    assert [getattr(anna, field) for field in fields] == [stored[field] for field in fields]
    assert (anna.name, anna.club) == ('Berg, Anna "Ace"', "SK Nord; Oslo")


def test_french_standings_are_separated_by_semicolons_with_decimal_commas_and_a_section_column(weekend):
    answer = exported(weekend, "standings", "fr", ",")
    assert answer["separator"] == ";"
    rows = table(answer["csv"], ";")
    assert rows[0] == ["Rang", "N°", "Nom", "Elo", "Club", "Tableau", "Points"]
    assert [row[5] for row in rows[1:]] == ["Open"] * 9 + ["U1800"] * 7 + ["U1400"] * 6
    points = [row[6] for row in rows[1:10]]
    assert points == ["1", "1", "1", "1", "0,5", "0,5", "0", "0", "0"]
    assert rows[5][2] == 'Berg, Anna "Ace"' and '"Berg, Anna ""Ace"""' in answer["csv"]
    # The U1800 and U1400 have played nothing yet: every one of their players stands at 0.
    assert {row[6] for row in rows[10:]} == {"0"}
    # The same standings in English: commas between fields, a decimal point.
    english = table(exported(weekend, "standings", "en", ".")["csv"], ",")
    assert english[0] == ["Rank", "No.", "Name", "Rating", "Club", "Section", "Points"]
    assert [row[6] for row in english[1:10]] == [value.replace(",", ".") for value in points]


def test_standings_of_an_event_without_sections_have_no_section_column_and_every_tie_break_by_code():
    doc = make(rounds=2, mode="fide")
    doc = run(doc, {"op": "update_settings", "tiebreaks": ["BH/C1", "SB"]}, {"op": "pair_next"})
    doc = finish_round(doc, ("1/2-1/2",))
    rows = table(exported(doc, "standings", "de", ",")["csv"], ";")
    assert rows[0] == ["Platz", "Nr.", "Name", "Elo", "Verein", "Punkte", "BH/C1", "SB"]
    # Every board drawn; the fifth player's bye counts a point; a Sonneborn-Berger of a quarter point.
    assert rows[1:] == [["1", "5", "Eve", "1700", "", "1", "0", "0,5"], ["2", "1", "Anna", "2100", "", "0,5", "0", "0,25"],
                        ["3", "2", "Ben", "2000", "", "0,5", "0", "0,25"], ["4", "3", "Cleo", "1900", "", "0,5", "0", "0,25"],
                        ["5", "4", "Dan", "1800", "", "0,5", "0", "0,25"]]


def test_an_export_without_a_columns_word_or_with_another_decimal_separator_is_refused(weekend):
    words = headers("en")
    missing = {column: words[column] for column in columns("players", True) if column != "section"}
    assert refused("event_csv", event=weekend, kind="players", decimal=".", headers=missing)["field"] == "args.headers.section"
    full = {column: words[column] for column in columns("players", True)}
    assert refused("event_csv", event=weekend, kind="players", decimal="·", headers=full)["field"] == "args.decimal"
