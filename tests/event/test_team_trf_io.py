"""event/team_trf_io.py against team files nobody here wrote: the reference engine's team events
(tests/corpus/team2026/dev: a CI sample, every file with -m slow) and the real team files of tests/trf/files that the
team reader accepts. Imported through the bridge's import, each must read back with `team_tournament` as the team
reader reads the file; exported, the file must read as the same team event, with the lines as imported kept."""

from __future__ import annotations

import os
from dataclasses import replace

import pytest

from swisspair import bridge, event
from swisspair.event.teams import team_tournament
from swisspair.systems.team_swiss.system import with_options
from swisspair.trf import TrfError, decode_trf, is_team_file, read_team_trf
from swisspair.team_model import MatchOutcome
from swisspair.trf.team_reading import unplayed_points
from tests.corpus_location import TEAM_DEV
from tests.trf.helpers import read

DEV_FILES = sorted(f for f in os.listdir(TEAM_DEV) if f.endswith(".trf"))
SAMPLE = DEV_FILES[::8] + ["team_000017.trf", "team_000042.trf", "team_000086.trf", "team_000114.trf"]
REST = [f for f in DEV_FILES if f not in SAMPLE]
REAL_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "trf", "files")


def _real_team_files():
    names = []
    for folder, _, files in os.walk(REAL_DIR):
        for name in files:
            path = os.path.join(folder, name)
            if not name.endswith(".trf"):
                continue
            text = decode_trf(open(path, "rb").read())[0]
            if is_team_file(text):
                names.append(os.path.relpath(path, REAL_DIR))
    return sorted(names)


REAL = _real_team_files()


def imported(text):
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "id": "x"}})
    assert answer["ok"], answer
    return answer["result"]


def same_event(ours, theirs):
    """The team events agree on everything the file says (the strength a 310 line gives is the export's to keep;
    the document ranks teams by its players' ratings)."""
    # The bye's game points: None in a file without them is half the boards, which the document works out.
    resolved = [replace(t.settings, pab_game_points=unplayed_points(MatchOutcome.PAIRING_BYE, t.settings,
                                                                    t.players.scoring)[1]) for t in (ours, theirs)]
    assert resolved[0] == resolved[1]
    assert ours.name == theirs.name
    assert [(t.number, t.name, t.short_name, t.members) for t in ours.teams] == [
        (t.number, t.name, t.short_name, t.members) for t in sorted(theirs.teams, key=lambda t: t.number)]
    for team in theirs.teams:
        assert ours.team(team.number).rounds == team.rounds, team.number


def check_import_and_export(text):
    result = imported(text)
    doc = result["event"]
    theirs = read_team_trf(text).tournament
    # The document holds the finished rounds; the team reader's extra entry is the next round's absences.
    done = event.complete_rounds(doc)
    ours = with_options(doc, team_tournament(doc, absences_for=done + 1 if any(
        len(t.rounds) > done for t in theirs.teams) else None))
    same_event(ours, theirs)
    text_out, _ = event.to_trf(doc)
    again = read_team_trf(text_out).tournament
    same_event(again, theirs)
    written = text_out.split("\r\n")
    for line in doc["trf_lines"]:
        if line[:3] in ("001", "310", "013"):
            assert line in written, line
    return result


@pytest.mark.parametrize("name", SAMPLE)
def test_a_corpus_team_file_imports_and_exports_as_the_team_reader_reads_it(name):
    check_import_and_export(read(TEAM_DEV / name))


@pytest.mark.slow
@pytest.mark.parametrize("name", REST)
def test_every_corpus_team_file_imports_and_exports_as_the_team_reader_reads_it(name):
    check_import_and_export(read(TEAM_DEV / name))


@pytest.mark.parametrize("name", REAL)
def test_a_real_team_file_imports_as_the_team_reader_reads_it_or_is_refused_as_it_refuses_it(name):
    text = decode_trf(open(os.path.join(REAL_DIR, name), "rb").read())[0]
    try:
        read_team_trf(text)
    except TrfError as exc:
        answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "id": "x"}})
        assert not answer["ok"] and (answer["error"]["line"], answer["error"]["column"]) == (exc.line, exc.column)
        return
    if name == "sharly-chess/trf-team-import-test.trf":
        # Its 320 gives the bye 5.0 game points in matches of 4 boards: more than a match holds.
        answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "id": "x"}})
        assert not answer["ok"] and "game points of the bye" in answer["error"]["message"]
        return
    check_import_and_export(text)


def test_the_import_says_what_it_assumed():
    """team_000017 has zero-point byes: the import says it marks no team withdrawn."""
    result = imported(read(TEAM_DEV / "team_000017.trf"))
    assert result["event"]["settings"]["system"] == "team_swiss"
    assert any("no team is marked withdrawn" in w for w in result["event"]["log"][0]["warnings"])


def test_the_192_code_gives_the_team_swiss_options():
    """team_000114: type B, the other score in colour allocation (FIDE_TEAM_TYPEB_..._...)."""
    text = read(TEAM_DEV / "team_000114.trf")
    code = next(line for line in text.splitlines() if line.startswith("192"))
    assert code.startswith("192 FIDE_TEAM_TYPEB_") and code.count("_") == 4
    options = imported(text)["event"]["settings"]["options"]
    assert options["colour_preference"] == 2 and options["secondary_colours"] is True
