"""swisspair.roster_text: lists of players as they are pasted, every field of FIDE's player record read by its
shape, what looks mistyped flagged with its line, and a line that cannot be a player named with why.

Where each habit was seen:
- "Carlsen, Magnus  NOR  GM  2830  1503014": FIDE's order "Surname, Firstname" with federation, title, rating and ID
  in columns two or more spaces apart, as the issue that asked for the roster's FIDE fields writes it.
- FIDE's players_list TXT download: a fixed-width line that begins with the FIDE ID, then the name, the federation
  and sex one space apart ("NOR M"), the titles, the rating, games, K factor and birth year (its columns, as FIDE's
  download page describes them: ID Number, Name, Fed, Sex, Tit, WTit, OTit, FOA, SRtng, SGm, SK, B-day, Flag).
- "  1.  Kasparov, Gary.......... RUS   2838  2838      12": FIDE's top-list tables as republished in plain text
  (www.angelfire.com/planet/ajs01downloads/al_af-2_cr-para.html, April 2002): a numbered list, names with dotted
  leaders, the federation, two lists' ratings and games.
- chess-results.com's starting-rank tables copied from the browser: tab-separated cells No., title, name, FIDE ID,
  federation, rating, club; and with the header row copied too.
- Vega's player database columns (NAME, G, COUNTRY, BIRTHDAY, TITLE, IDFIDE, ELOFIDE, IDNAT, ELONAT) as arbitools
  (github.com/mrrookes/arbitools, arbitools.py) reads them from .veg files: here as a pasted header row.
"""

import datetime
import doctest

import pytest

from swisspair import bridge, roster_text
from swisspair.roster_text import RosterTextError, read_roster_text

TODAY = datetime.date(2026, 12, 5)
FIELDS = ("name", "rating", "title", "sex", "federation", "fide_id", "birth", "club")


def read(text, **kw):
    return read_roster_text(text, today=TODAY, **kw)


def fields(row):
    return {key: getattr(row, key) for key in FIELDS if getattr(row, key) not in ("", 0)}


def test_doctests():
    assert doctest.testmod(roster_text).failed == 0


def test_a_fide_style_line_is_read_as_such():
    [row] = read("Carlsen, Magnus  NOR  GM  2830  1503014\n").players
    assert fields(row) == {"name": "Carlsen, Magnus", "rating": 2830, "title": "GM", "federation": "NOR",
                           "fide_id": "1503014"}
    assert row.flags == [] and not row.doubtful


def test_fides_fixed_width_download_line_with_id_first_and_sex_beside_the_federation():
    line = ("1503014        Carlsen, Magnus                                              NOR M   GM              "
            "         2830  0   10 1990")
    [row] = read(line).players
    assert fields(row) == {"name": "Carlsen, Magnus", "rating": 2830, "title": "GM", "sex": "m", "federation": "NOR",
                           "fide_id": "1503014", "birth": "1990"}
    # The games played and the K factor are not the roster's: said, not silently dropped, and the line still added.
    assert [(f.text, f.doubt) for f in row.flags] == [("0", False), ("10", False)]


def test_a_republished_top_list_with_numbers_and_dotted_leaders():
    text = (" No.  Name                     NAT  Jan02  Apr02   #Games\n"
            "  1.  Kasparov, Gary.......... RUS   2838  2838      12\n"
            "  3.  Anand, Viswanathan...... IND   2757  2752      12\n")
    result = read(text)
    assert result.warnings == [{"text": "Line 1 names the columns: it is not read as a player.",
                                "key": "roster.warn_header_line", "params": {"line": "1"}}]
    assert [(r.line, r.name, r.federation, r.rating) for r in result.players] == [
        (2, "Kasparov, Gary", "RUS", 2838), (3, "Anand, Viswanathan", "IND", 2757)]
    assert "a number not read" in result.players[1].flags[0].message


def test_chess_results_cells_copied_without_and_with_their_header():
    rows = "1\tGM\tCarlsen, Magnus\t1503014\tNOR\t2830\tOffspring\n2\tWGM\tHou, Yifan\t8602980\tCHN\t2633\t\n"
    plain = read(rows).players
    assert [fields(r) for r in plain] == [
        {"name": "Carlsen, Magnus", "title": "GM", "fide_id": "1503014", "federation": "NOR", "rating": 2830,
         "club": "Offspring"},
        {"name": "Hou, Yifan", "title": "WGM", "fide_id": "8602980", "federation": "CHN", "rating": 2633}]
    headed = read("No.\tTitle\tName\tFideID\tFED\tRtg\tClub/City\n" + rows).players
    assert [fields(r) for r in headed] == [fields(r) for r in plain]
    assert [r.line for r in headed] == [2, 3]


def test_vega_columns_pasted_with_their_header_row():
    text = ("NAME\tG\tCOUNTRY\tBIRTHDAY\tTITLE\tIDFIDE\tELOFIDE\tIDNAT\tELONAT\n"
            "Berg, Anna\tf\tGER\t14.07.2006\tWFM\t24612345\t2150\t10234\t2080\n")
    [row] = read(text).players
    assert fields(row) == {"name": "Berg, Anna", "sex": "w", "federation": "GER", "birth": "2006/07/14",
                           "title": "WFM", "fide_id": "24612345", "rating": 2150}
    assert (row.national_id, row.national_rating) == ("10234", 2080)


@pytest.mark.parametrize("line, expected", [
    ("Anna Berg 2150 SK Nord", {"name": "Anna Berg", "rating": 2150, "club": "SK Nord"}),
    ("Berg, Anna, 2150, SK Nord", {"name": "Berg, Anna", "rating": 2150, "club": "SK Nord"}),
    ("Anna Berg\t2150", {"name": "Anna Berg", "rating": 2150}),
    ("GM Magnus Carlsen 2830", {"name": "Magnus Carlsen", "title": "GM", "rating": 2830}),
    ("Li, Wei  CHN  w  WGM  IM  2450  1995/02/03", {"name": "Li, Wei", "federation": "CHN", "sex": "w", "title": "IM",
                                                   "rating": 2450, "birth": "1995/02/03"}),
    ("John F. Kennedy 1500", {"name": "John F. Kennedy", "rating": 1500}),
    ("LEE Wei 1750", {"name": "LEE Wei", "rating": 1750}),
    ("Nowak, Piotr  POL  NR", {"name": "Nowak, Piotr", "federation": "POL"}),
    ("Team 01, 2000", {"name": "Team 01", "rating": 2000}),
    ("Zoe, 0", {"name": "Zoe"}),
    ("Player 001 2595", {"name": "Player 001", "rating": 2595}),
    ("Player 100 2100", {"name": "Player 100", "rating": 2100}),
    ("Tim Small 850", {"name": "Tim Small", "rating": 850}),
    ("Sam, 7", {"name": "Sam", "rating": 7}),
    ("Team 7 1500 Downtown", {"name": "Team 7", "rating": 1500, "club": "Downtown"}),
    ("Carlsen, Magnus NOR GM 2830 1503014", {"name": "Carlsen, Magnus", "federation": "NOR", "title": "GM",
                                           "rating": 2830, "fide_id": "1503014"}),
])
def test_typed_and_tabbed_lines(line, expected):
    [row] = read(line).players
    assert fields(row) == expected


def test_a_mistyped_rating_and_a_stray_symbol_are_flagged_with_the_line_and_the_line_shown_as_read():
    result = read("Anna Berg 2150\nHugo ## 18OO x\nCarl Diaz 1985 SK 2l00\nInes Jovic, 17x0\n")
    hugo, carl = result.players[1], result.players[2]
    assert (hugo.line, hugo.name, hugo.rating, hugo.doubtful) == (2, "Hugo ## 18OO x", 0, True)
    assert [(f.field, f.text, f.message) for f in hugo.flags] == [
        ("name", "##", "“##” holds a symbol no name has"),
        ("name", "18OO", "“18OO” looks like a mistyped rating (1800?)")]
    assert carl.doubtful and carl.flags[0].message == "“2l00” looks like a mistyped rating (2100?)"
    # A letter no digit looks like: still a rating mistyped, with no guess at what was meant.
    assert [(f.text, f.message) for f in result.players[3].flags] == [("17x0", "“17x0” looks like a mistyped rating")]
    assert not result.players[0].doubtful


def test_an_arbiter_title_is_noted_and_not_kept():
    [row] = read("Jones, Tom  ENG  IA  1900").players
    assert row.title == "" and row.rating == 1900 and not row.doubtful
    assert row.flags[0].message == "IA is an arbiter’s title, not a player’s: not kept"


@pytest.mark.parametrize("line, reason", [
    ("Anna Berg 4500", "the rating 4500 is above 4000"),
    ("Li, Wei  CHN  1995/02/30  2450", "the birth date “1995/02/30” is not a date that exists"),
    ("Li, Wei  CHN  2450  1234567890123", "“1234567890123” is not a FIDE ID: a number of up to 11 digits"),
    ("2150", "the name is empty"),
])
def test_a_bad_value_is_named_with_its_line_and_field(line, reason):
    result = read("Anna Berg 2150\n\n" + line + "\n")
    assert [(b.line, b.reason) for b in result.bad_lines] == [(3, reason)]
    assert [p.name for p in result.players] == ["Anna Berg"]


def test_names_twice_or_already_in_the_event_are_warned():
    result = read("Anna Berg 2150\nanna berg 2150\nCarl Diaz\n", existing_names=["Carl Diaz"])
    assert [w["text"] for w in result.warnings] == [
        "Line 2: “anna berg” is also on line 1; both are imported unless you correct the list.",
        "Line 3: “Carl Diaz” is already a player of the event."]


def test_too_long_a_text_is_refused_whole():
    with pytest.raises(RosterTextError, match="at most"):
        read("a 1\n" * 600_000)


def test_the_bridge_answers_the_preview_with_flags_and_lines():
    answer = bridge.handle({"id": 1, "op": "roster_from_text",
                            "args": {"text": "Carlsen, Magnus  NOR  GM  2830  1503014\nHugo ## 18OO x\n",
                                     "existing": []}})
    assert answer["ok"], answer
    players = answer["result"]["players"]
    assert players[0]["federation"] == "NOR" and players[0]["doubtful"] is False
    assert players[1]["line"] == 2 and players[1]["doubtful"] is True
    assert players[1]["flags"][1] == {"field": "name", "text": "18OO",
                                      "message": "“18OO” looks like a mistyped rating (1800?)", "doubt": True,
                                      "key": "roster.flag_mistyped_rating_meant",
                                      "params": {"text": "18OO", "meant": "1800"}}
