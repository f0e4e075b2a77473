"""swisspair.event.trf_import: TRF files as Swiss-Manager-like programs, bbpPairings and Lichess write them,
read into a new event by the one TRF reader; every refusal names its line and column. (Real files from those
programs are in tests/trf/files, read by tests/trf/test_files.py.)"""

import doctest
import os

import pytest

from swisspair import bridge, event
from swisspair.document.errors import EventError
from swisspair.event import trf_import
from swisspair.event.trf_import import import_trf, program_of
from swisspair.trf import parse_trf, read_trf
from tests.corpus_location import DUTCH_DEV as CORPUS
from tests.trf.program_files import lichess_file


def swiss_manager_file():
    """A federation-style file with every header tag, titles, federations, FIDE ids, birth dates, ranks and
    accented names (UTF-8 once the page has decoded the bytes), one absence as 0000 - - and CRLF line ends."""
    def player(number, sex, title, name, rating, fed, fide_id, birth, points, rank, rounds):
        line = (f"001 {number:4d} {sex}{title:>3} {name:<33} {rating:4d} {fed:3} {fide_id:>11} {birth:10} "
                f"{points:>4} {rank:4d}")
        return line + "".join(f"  {r}" for r in rounds)
    lines = [
        "012 Schachfestival Bad Wörishofen", "022 Bad Wörishofen", "032 GER", "042 2026/03/01", "052 2026/03/03",
        "062 4", "072 4", "082 0", "092 Individual: Swiss-System", "102 Müller, Jürgen (IA)",
        "112 Sánchez, Inés (FA)", "122 90'/40 + 30'/end + 30\"/move",
        "132" + " " * 85 + "26/03/01  26/03/02",
        player(1, "m", "GM", "Müller, Jörg", 2560, "GER", "4600001", "1990/05/01", "1.5", 1,
               ["   3 w 1", "   2 b ="]),
        player(2, "w", "WIM", "Sánchez, Inés", 2300, "ESP", "2200002", "1995/01/01", "0.5", 3,
               ["0000 - -", "   1 w ="]),
        player(3, "m", "", "Øvergård, Åsmund", 2100, "NOR", "1500003", "2001/12/24", "1.0", 2,
               ["   1 b 0", "   4 w 1"]),
        player(4, "m", "", "Novák, Tomáš", 1950, "CZE", "", "", "0.0", 4,
               ["0000 - Z", "   3 b 0"]),
        "XXR 5",
    ]
    return "\r\n".join(lines) + "\r\n"


def test_doctests():
    assert doctest.testmod(trf_import).failed == 0


def test_lichess_export_with_bom_crlf_and_absences():
    imported = import_trf(lichess_file(), "ev-1", "2026-11-30T10:00:00Z")
    doc = imported.outcome.event
    assert imported.program == "Lichess"
    assert doc["name"] == "Friday Blitz Swiss"
    assert doc["settings"]["rounds"] == 3
    assert [p["name"] for p in doc["players"]] == ["DrNykterstein", "penguingm1", "José_Núñez", "Alireza2003",
                                                   "LateComer"]
    assert [p["rating"] for p in doc["players"]] == [2850, 2800, 2700, 2600, 2500]
    assert [[(b["white"], b["black"], b["result"]) for b in r["boards"]] for r in doc["rounds"]] == [
        [(1, 4, "1-0"), (5, 2, "1/2-1/2")], [(3, 1, "0-1"), (2, 4, "1-0")]]
    assert [r["pab"] for r in doc["rounds"]] == [3, None]
    assert doc["players"][4]["requested_byes"] == [{"round": 2, "points": "zero"}]
    assert [note["text"] for note in imported.notes] == ["Line 15, player 5, round 2: a forfeit loss without an opponent (Lichess and "
                              "Swiss-Manager write an absence so) is read as a zero-point absence (Z); it is written "
                              "back as it was."]
    assert doc["log"][0]["warnings"][0] == imported.notes[0]["text"]
    event.validate(doc)
    # The export gives the line back as Lichess wrote it, blank opponent field and all.
    exported = event.to_trf(doc)[0].split("\r\n")
    assert lichess_file().split("\r\n")[14] in exported


def test_lichess_round_in_progress_becomes_the_events_current_round():
    """Lichess writes a game still being played as `Z` against its opponent: the round is the one in progress."""
    imported = import_trf(lichess_file(ongoing=True))
    doc = imported.outcome.event
    assert doc["rounds"][2] == {"number": 3, "boards": [{"white": 1, "black": 2, "result": None}], "pab": None,
                                "engine": None, "notes": [], "manual": []}
    assert imported.notes[0]["text"].startswith("Round 3 is paired but 1 of its games have no result yet (line 11, player 1)")
    assert doc["log"][0]["text"] == "Imported from a TRF file: 5 players, 2 round(s) played, round 3 paired."


def test_federation_file_with_every_header_tag_titles_and_accented_names():
    text = swiss_manager_file()
    imported = import_trf(text)
    doc = imported.outcome.event
    assert imported.program is None
    assert doc["name"] == "Schachfestival Bad Wörishofen"
    players = {p["id"]: p for p in doc["players"]}
    assert players[1]["name"] == "Müller, Jörg" and players[1]["title"] == "GM" and players[1]["federation"] == "GER"
    assert players[2]["title"] == "WIM" and players[2]["sex"] == "w" and players[2]["fide_id"] == "2200002"
    assert players[3]["name"] == "Øvergård, Åsmund"
    assert players[2]["requested_byes"] == [{"round": 1, "points": "zero"}]  # 0000 - -: an absence
    assert len(imported.notes) == 1 and imported.notes[0]["text"].startswith("Line 15, player 2, round 1:")
    # The header tags are kept for the export, which gives the same players and games back.
    assert any(line.startswith("102 Müller, Jürgen") for line in doc["trf_lines"])
    exported, _ = event.to_trf(doc)
    again = parse_trf(exported)
    assert [p.name for p in again.players] == [p["name"] for p in doc["players"]]
    assert "132" + " " * 85 + "26/03/01  26/03/02" in exported


@pytest.mark.parametrize("line_end", ["\n", "\r\n", "\r"])
def test_bbppairings_corpus_files_with_any_line_end(line_end):
    for name in ("n10_r7_s1000820.trf", "n41_r11_s1000010.trf"):
        with open(os.path.join(CORPUS, name), encoding="utf-8") as handle:
            text = handle.read()
        imported = import_trf(line_end.join(text.splitlines()) + line_end)
        original = parse_trf(text)
        doc = imported.outcome.event
        assert imported.notes == []
        assert len(doc["players"]) == len(original.players)
        assert len(doc["rounds"]) == original.rounds_played
        # The event written back as TRF has every player's games as the file had them.
        again = parse_trf(event.to_trf(doc)[0])
        assert [[(e.opponent, e.result) for e in p.rounds[:original.rounds_played]] for p in again.players] == \
            [[(e.opponent, e.result) for e in p.rounds[:original.rounds_played]] for p in original.players]


def test_a_bad_line_is_named_by_line_and_column_and_nothing_is_made():
    text = lichess_file().replace("001    4", "001    X")
    with pytest.raises(EventError) as info:
        import_trf(text)
    assert info.value.extra["line"] == 14 and info.value.extra["column"] == 5
    assert info.value.code == "invalid_trf"


def test_program_of():
    assert program_of(lichess_file()) == "Lichess"
    assert program_of("012 x\nBBW  1.0\n") == "bbpPairings"
    assert program_of(swiss_manager_file()) is None


def test_the_import_reads_what_the_command_line_reads():
    """One reader: the event's players and rounds are the TRF reader's, its notes the reader's notes."""
    text = swiss_manager_file()
    imported, read = import_trf(text), read_trf(text)
    assert imported.notes == read.notes
    assert [p["name"] for p in imported.outcome.event["players"]] == [p.name for p in read.tournament.players]


def test_a_file_without_a_round_count_takes_one_from_the_import():
    text = swiss_manager_file().replace("XXR 5\r\n", "")
    assert import_trf(text).outcome.event["settings"]["rounds"] is None
    assert any("no 142 or XXR line" in note["text"] for note in import_trf(text).notes)
    assert import_trf(text, rounds=7).outcome.event["settings"]["rounds"] == 7
    with pytest.raises(EventError) as info:
        import_trf(swiss_manager_file(), rounds=7)
    assert "The file says the event has 5 rounds (its 142 or XXR line), not 7." in info.value.message


def test_the_encoding_is_said_when_it_is_not_utf8():
    assert import_trf(swiss_manager_file(), encoding="Windows-1252").notes[0]["text"].startswith(
        "The file is not UTF-8: it was read as Windows-1252")
    assert import_trf(swiss_manager_file(), encoding="UTF-8").notes == import_trf(swiss_manager_file()).notes


# --------------------------------------------------------------------------------------------- the bridge op


def test_bridge_import_answers_the_event_and_what_was_read_differently():
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": lichess_file(), "id": "new-id"}})
    assert answer["ok"], answer
    result = answer["result"]
    assert result["event"]["id"] == "new-id" and result["program"] == "Lichess"
    assert len(result["notes"]) == 1


def test_bridge_import_error_carries_line_and_column():
    text = lichess_file().replace("001    4", "001    X")
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text}})
    assert not answer["ok"]
    assert (answer["error"]["line"], answer["error"]["column"], answer["error"]["field"]) == (14, 5, "args.trf")


def test_bridge_import_names_a_file_without_a_name():
    text = lichess_file().replace("012 Friday Blitz Swiss\r\n", "")
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "name": "friday.trf"}})
    assert answer["result"]["event"]["name"] == "friday.trf"


def test_bridge_pair_trf_asks_for_the_rounds_of_a_file_without_them():
    text = swiss_manager_file().replace("XXR 5\r\n", "")
    answer = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text}})
    assert not answer["ok"] and answer["error"]["code"] == "no_rounds" and answer["error"]["field"] == "args.rounds"
    answer = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text, "rounds": 5}})
    assert answer["ok"] and answer["result"]["round"] == 3
    answer = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": swiss_manager_file(), "rounds": 4}})
    assert not answer["ok"] and "not 4" in answer["error"]["message"]


def test_bridge_import_takes_the_rounds_and_the_encoding():
    text = swiss_manager_file().replace("XXR 5\r\n", "")
    answer = bridge.handle({"id": 1, "op": "event_import_trf",
                            "args": {"trf": text, "rounds": 6, "encoding": "Windows-1252"}})
    assert answer["result"]["event"]["settings"]["rounds"] == 6
    assert answer["result"]["notes"][0]["text"].startswith("The file is not UTF-8")
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "encoding": "EBCDIC"}})
    assert not answer["ok"] and answer["error"]["field"] == "args.encoding"


def test_bridge_pair_trf_and_standings_answer_the_readers_notes():
    text = swiss_manager_file().replace("XXR 5\r\n", "")
    read = read_trf(text)
    paired = bridge.handle({"id": 1, "op": "pair_trf", "args": {"trf": text, "rounds": 5}})["result"]
    standings = bridge.handle({"id": 1, "op": "standings", "args": {"trf": text, "tiebreaks": []}})["result"]
    assert paired["notes"] == standings["notes"] == read.notes and len(read.notes) == 2
