"""swisspair.roster_csv: rosters as spreadsheets and federations really write them, and every bad line named."""

import doctest

import pytest

from swisspair import limits, roster_csv, roster_rows
from swisspair.roster_csv import RosterCsvError, SectionNames, read_roster_csv


def players(read):
    return [(p.line, p.name, p.rating, p.club) for p in read.players]


def bad(read):
    return [(b.line, b.reason) for b in read.bad_lines]


def test_doctests():
    assert doctest.testmod(roster_csv).failed == 0


@pytest.mark.parametrize("separator", [",", ";", "\t"])
def test_headerless_name_rating_club_with_each_separator(separator):
    text = separator.join(["Anna Berg", "2150", "SK Nord"]) + "\n" + separator.join(["Carl Diaz", "1985"]) + "\n"
    read = read_roster_csv(text)
    assert read.header is None
    assert roster_csv.DELIMITER_NAMES[read.delimiter] == {",": "comma", ";": "semicolon", "\t": "tab"}[separator]
    assert players(read) == [(1, "Anna Berg", 2150, "SK Nord"), (2, "Carl Diaz", 1985, "")]


def test_header_in_any_order_and_other_columns_ignored():
    text = "Club;FIDE ID;Rating;Notes;Player\nSK Nord;123;2150;pays later;Anna Berg\n;;;;\nBC West;;1985;;Carl Diaz\n"
    read = read_roster_csv(text)
    assert read.header == ["Club", "FIDE ID", "Rating", "Notes", "Player"]
    assert read.columns == {"club": 0, "fide_id": 1, "rating": 2, "name": 4}
    assert players(read) == [(2, "Anna Berg", 2150, "SK Nord"), (4, "Carl Diaz", 1985, "BC West")]
    assert [p.fide_id for p in read.players] == ["123", ""]


def test_first_and_last_name_columns_make_last_comma_first():
    read = read_roster_csv("Vorname\tNachname\tDWZ\tVerein\nJosé\tMüller\t2100\tSC Nord\n")
    assert players(read) == [(2, "Müller, José", 2100, "SC Nord")]


def test_header_without_rating_imports_unrated_and_says_so():
    read = read_roster_csv("Name\nAnna Berg\nCarl Diaz\n")
    assert [p.rating for p in read.players] == [0, 0]
    assert read.warnings == [{"text": "Line 1: the header names no rating column; every player is imported unrated.",
                              "key": "roster.warn_no_rating_column", "params": {"line": "1"}}]


def test_quoted_fields_separators_quotes_and_line_breaks_inside():
    text = 'name,rating,club\n"Berg, Anna",2150,"SK ""Nord"""\n"Diaz,\nCarl",1985,\nEva Fischer,2210,\n'
    read = read_roster_csv(text)
    # A quoted line break joins two lines into one record; the next record's line number stays right.
    assert players(read) == [(2, "Berg, Anna", 2150, 'SK "Nord"'), (3, "Diaz, Carl", 1985, ""),
                             (5, "Eva Fischer", 2210, "")]


def test_semicolon_wins_over_commas_inside_names():
    read = read_roster_csv("Berg, Anna;2150\nDiaz, Carl;1985\n")
    assert read.delimiter == ";"
    assert players(read) == [(1, "Berg, Anna", 2150, ""), (2, "Diaz, Carl", 1985, "")]


def test_bom_crlf_cr_and_excel_separator_line():
    text = "\ufeffsep=;\r\nName;Elo\r\nAnna Berg;2150\rCarl Diaz;1985\r\n"
    read = read_roster_csv(text)
    assert read.delimiter == ";"
    assert read.header == ["Name", "Elo"]
    assert players(read) == [(3, "Anna Berg", 2150, ""), (4, "Carl Diaz", 1985, "")]


def test_ratings_validated_each_bad_line_named_with_its_reason():
    text = ("Name,Rating\nAnna Berg,2150\nCarl Diaz,abc\nEva Fischer,5000\nGil Hart,\nIda Jovic,-\n"
            ",1800\nKim Lee,1850.5\n")
    read = read_roster_csv(text)
    assert players(read) == [(2, "Anna Berg", 2150, ""), (5, "Gil Hart", 0, ""), (6, "Ida Jovic", 0, "")]
    assert bad(read) == [
        (3, "the rating “abc” is not a whole number from 0 to 4000 (leave it empty for an unrated player)"),
        (4, "the rating 5000 is above 4000"),
        (7, "the name is empty"),
        (8, "the rating “1850.5” is not a whole number from 0 to 4000 (leave it empty for an unrated player)"),
    ]
    assert [b.text for b in read.bad_lines] == ["Carl Diaz,abc", "Eva Fischer,5000", ",1800", "Kim Lee,1850.5"]


def test_headerless_lines_with_too_few_or_too_many_fields():
    read = read_roster_csv("Anna Berg,2150\nCarl Diaz 1985\nGil,Hart,1840,Z\n")
    assert players(read) == [(1, "Anna Berg", 2150, "")]
    assert [line for line, _ in bad(read)] == [2, 3]
    assert bad(read)[0][1].startswith("no comma found")
    assert bad(read)[1][1].startswith("4 fields; expected name, rating and optionally club")


def test_badly_quoted_field_is_a_bad_line_and_reading_goes_on():
    read = read_roster_csv('Anna Berg,2150\n"Carl" Diaz,1985\nEva Fischer,2210\n')
    assert players(read) == [(1, "Anna Berg", 2150, ""), (3, "Eva Fischer", 2210, "")]
    assert bad(read)[0][0] == 2
    assert "quoted field is not closed properly" in bad(read)[0][1]


def test_lengths_and_control_characters():
    long_name = "x" * 201
    read = read_roster_csv(f"{long_name},1800\nAnna\x00Berg,2150\nCarl,1900,{'c' * 101}\n")
    assert [reason for _, reason in bad(read)] == [
        "the name is 201 characters long; at most 200 are allowed",
        "the line holds control characters; it does not look like a roster line",
        "the club is 101 characters long; at most 100 are allowed",
    ]
    assert read.bad_lines[0].text.endswith("…") and len(read.bad_lines[0].text) == roster_rows.MAX_SHOWN


def test_duplicates_in_the_file_and_in_the_event_are_warned_not_dropped():
    read = read_roster_csv("Anna Berg,2150\nanna  berg,2150\nCarl Diaz,1985\n", existing_names=["Carl Diaz"])
    assert len(read.players) == 3
    assert [w["text"] for w in read.warnings] == [
        "Line 2: “anna berg” is also on line 1; both are imported unless you correct the list.",
        "Line 3: “Carl Diaz” is already a player of the event."]
    assert [(w["key"], w["params"]) for w in read.warnings] == [
        ("roster.warn_twice", {"line": "2", "name": "anna berg", "first": "1"}),
        ("roster.warn_existing", {"line": "3", "name": "Carl Diaz"})]


def test_blank_lines_are_skipped_and_keep_the_numbering():
    read = read_roster_csv("\n\nName,Rating\n\nAnna Berg,2150\n")
    assert read.header == ["Name", "Rating"]
    assert players(read) == [(5, "Anna Berg", 2150, "")]


def test_too_large_file_is_refused_as_a_whole():
    with pytest.raises(RosterCsvError, match="at most"):
        read_roster_csv("a,1\n" * (limits.MAX_CSV_LENGTH // 4 + 1))


def test_json_shape():
    data = read_roster_csv("Name;Rating\nAnna Berg;2150\nCarl;x\n").as_json()
    assert data["delimiter"] == "semicolon"
    assert data["players"] == [{"line": 2, "name": "Anna Berg", "rating": 2150, "club": "", "title": "", "sex": "",
                                "federation": "", "fide_id": "", "birth": "", "national_rating": 0,
                                "national_id": "", "section": "", "flags": [], "doubtful": False}]
    assert data["bad_lines"][0]["line"] == 3


def test_a_bad_lines_reason_carries_its_message_and_parameters_for_the_page():
    read = read_roster_csv("Name,Rating,Section\nAnna Berg,abc,\nCarl Diaz,1800,U9\n" + "x" * 201 + ",1500,\n",
                           sections=SectionNames(["Open", "U1800"]))
    assert [(b.key, b.params) for b in read.bad_lines] == [
        ("record.rating_not_number", {"what_msg": "subject.rating", "text": "abc", "most": "4000"}),
        ("roster.bad_unknown_section", {"name": "U9", "sections": "“Open”, “U1800”"}),
        ("roster.bad_name_too_long", {"count": 201, "most": 200}),
    ]
    assert read.bad_lines[1].reason == ("the section “U9” is not one of the event's (“Open”, “U1800”): correct the "
                                        "line, or choose to create the sections the file names")
    headerless = read_roster_csv("Anna Berg,2150\nCarl Diaz 1985\n").as_json()["bad_lines"][0]
    assert (headerless["key"], headerless["params"]) == ("roster.bad_no_separator",
                                                         {"separator_msg": "roster.separator_comma"})
    assert headerless["reason"].startswith("no comma found")


# --------------------------------------------------------------------------------------------- the bridge op


def test_bridge_reads_without_importing_and_warns_of_players_already_in():
    from swisspair import bridge
    answer = bridge.handle({"id": 1, "op": "roster_from_csv",
                            "args": {"text": "Name;Elo\nAnna Berg;2150\nCarl;x\n", "existing": ["Anna Berg"]}})
    assert answer["ok"], answer
    result = answer["result"]
    assert [p["name"] for p in result["players"]] == ["Anna Berg"]
    assert result["bad_lines"][0]["line"] == 3
    assert result["warnings"] == [{"text": "Line 2: “Anna Berg” is already a player of the event.",
                                   "key": "roster.warn_existing", "params": {"line": "2", "name": "Anna Berg"}}]


@pytest.mark.parametrize("op, separator", [("roster_from_csv", ";"), ("roster_from_text", "\t")])
def test_bridge_places_a_lists_players_in_the_events_sections_or_makes_the_ones_the_director_chose_to(op, separator):
    from swisspair import bridge
    text = "\n".join(separator.join(cells) for cells in [("Name", "Rating", "Section"), ("Berg, Anna", "2150", "Open"),
                                                          ("Diaz, Carl", "1110", "U1200")]) + "\n"
    asked = bridge.handle({"id": 1, "op": op, "args": {"text": text, "sections": ["Open", "U1800"]}})["result"]
    assert [(p["name"], p["section"]) for p in asked["players"]] == [("Berg, Anna", "Open")]
    assert asked["bad_lines"][0]["line"] == 3 and "“U1200”" in asked["bad_lines"][0]["reason"]
    made = bridge.handle({"id": 1, "op": op, "args": {"text": text, "sections": ["Open", "U1800"],
                                                      "new_sections": True}})["result"]
    assert [p["section"] for p in made["players"]] == ["Open", "U1200"] and made["new_sections"] == ["U1200"]


@pytest.mark.parametrize("args, code, field", [
    ({}, "missing", "args.text"),
    ({"text": "   "}, "empty", "args.text"),
    ({"text": "a,1", "existing": "Anna"}, "wrong_type", "args.existing"),
    ({"text": "a,1\n" * (limits.MAX_CSV_LENGTH // 4 + 1)}, "out_of_range", "args.text"),
    ({"text": "a,1", "sections": "Open"}, "wrong_type", "args.sections"),
    ({"text": "a,1", "sections": ["Open", " "]}, "empty", "args.sections[1]"),
    ({"text": "a,1", "sections": ["S"] * (limits.MAX_SECTIONS + 1)}, "out_of_range", "args.sections"),
    ({"text": "a,1", "new_sections": "yes"}, "not_boolean", "args.new_sections"),
])
def test_bridge_errors_name_the_field(args, code, field):
    from swisspair import bridge
    answer = bridge.handle({"id": 1, "op": "roster_from_csv", "args": args})
    assert not answer["ok"]
    assert (answer["error"]["code"], answer["error"]["field"]) == (code, field)


def test_a_rating_of_thousands_of_digits_is_a_bad_line_not_a_failure():
    """Found by the fuzzer: converting it raised ValueError (Python converts at most 4,300 digits)."""
    read = read_roster_csv("Name,Rating\nAnna Berg," + "9" * 5000 + "\nCarl Diaz,00002150\n")
    assert players(read) == [(3, "Carl Diaz", 2150, "")]
    [(line, reason)] = bad(read)
    assert line == 2 and reason.startswith("the rating 999") and reason.endswith("… is above 4000")
    assert len(reason) < 120


# --- a section column ----------------------------------------------------------------------------------------------

WEEKEND = SectionNames(["Open", "U1800", "U1400"])


def test_a_section_column_places_each_player_in_the_section_of_that_name_as_the_event_spells_it():
    read = read_roster_csv("Name;Rating;Section\nBerg, Anna;2150;open\nDiaz, Carl;1710; u1800 \nEk, Bo;1200;\n",
                           sections=WEEKEND)
    assert read.columns["section"] == 2
    assert [(p.name, p.section) for p in read.players] == [("Berg, Anna", "Open"), ("Diaz, Carl", "U1800"),
                                                           ("Ek, Bo", "")]
    assert read.bad_lines == [] and read.new_sections == []


def test_a_section_the_event_lacks_makes_its_line_a_bad_line_that_names_the_sections_there_are():
    read = read_roster_csv("Name,Rating,Section\nBerg Anna,2150,Open\nDiaz Carl,1110,U1200\n", sections=WEEKEND)
    assert players(read) == [(2, "Berg Anna", 2150, "")]
    assert bad(read) == [(3, "the section “U1200” is not one of the event's (“Open”, “U1800”, “U1400”): correct the "
                             "line, or choose to create the sections the file names")]
    assert read.unknown_sections == ["U1200"] and read.as_json()["unknown_sections"] == ["U1200"]


def test_an_event_of_one_section_takes_every_player_and_names_the_sections_the_file_gives():
    read = read_roster_csv("Name,Rating,Section\nBerg Anna,1500,Open\nDiaz Carl,1400,U1800\nEk Bo,1300,open\n")
    assert [(p.name, p.section) for p in read.players] == [("Berg Anna", ""), ("Diaz Carl", ""), ("Ek Bo", "")]
    assert read.bad_lines == [] and read.new_sections == [] and read.unknown_sections == ["Open", "U1800"]
    assert read.warnings == [{"text": "The file names sections (“Open”, “U1800”); the event has one section and every "
                                      "player joins it: choose to create the sections the file names to place each "
                                      "player in theirs.", "key": "roster.warn_sections_ignored",
                              "params": {"sections": "“Open”, “U1800”"}}]


def test_the_directors_choice_creates_the_sections_the_file_names_in_the_order_it_first_names_them():
    text = "Name,Rating,Gruppe\nBerg Anna,2150,Open\nDiaz Carl,1110,U1200\nEk Bo,1000,u1200\nFo Li,900,U1000\n"
    read = read_roster_csv(text, sections=SectionNames(["Open"], create=True))
    assert read.new_sections == ["U1200", "U1000"]
    assert [p.section for p in read.players] == ["Open", "U1200", "U1200", "U1000"]
    assert read.as_json()["new_sections"] == ["U1200", "U1000"]
    assert read.as_json()["players"][1]["section"] == "U1200"


def test_without_a_section_column_no_player_has_a_section_and_none_is_made():
    read = read_roster_csv("Name;Rating\nBerg, Anna;2150\n", sections=SectionNames(["Open"], create=True))
    assert [p.section for p in read.players] == [""] and read.new_sections == []
