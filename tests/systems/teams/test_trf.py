"""systems/teams/trf.py against team files nobody here wrote: the reference engine's team events
(tests/corpus/team2026/dev: a CI sample, every file with -m slow) and the real team files of tests/trf/files that the
team reader accepts. Imported through the bridge's import, each must read back with `team_tournament` as the team
reader reads the file; exported, the file must read as the same team event, with the lines as imported kept."""

from __future__ import annotations

import os
from pathlib import Path
from dataclasses import replace

import pytest

from swisspair import bridge, event, systems
from swisspair.systems.teams import readers
from swisspair.systems.teams.readers import team_tournament
from swisspair.systems.teams.swiss.system import with_options
from swisspair.trf import TrfError, decode_trf, is_team_file, read_team_trf
from swisspair.model import Colour, MatchOutcome
from swisspair.trf.reading import unplayed_points
from tests.corpus_location import TEAM_DEV
from swisspair.document.readers import complete_rounds
from tests.systems.teams.helpers import results, run, team_event
from tests.trf.helpers import player, read, team_310, team_text

DEV_FILES = sorted(f for f in os.listdir(TEAM_DEV) if f.endswith(".trf"))
SAMPLE = DEV_FILES[::8] + ["team_000017.trf", "team_000042.trf", "team_000086.trf", "team_000114.trf"]
REST = [f for f in DEV_FILES if f not in SAMPLE]
REAL_DIR = os.path.join(Path(__file__).resolve().parents[2], "trf", "files")


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
    # A file without 152 has white assumed.
    resolved = [replace(t.teams.settings,
                        pab_game_points=unplayed_points(MatchOutcome.PAIRING_BYE, t.teams.settings, t.scoring)[1],
                        initial_colour=t.teams.settings.initial_colour or Colour.WHITE) for t in (ours, theirs)]
    assert resolved[0] == resolved[1]
    assert ours.name == theirs.name
    assert [(t.number, t.name, t.short_name, t.members) for t in ours.teams.teams] == [
        (t.number, t.name, t.short_name, t.members) for t in sorted(theirs.teams.teams, key=lambda t: t.number)]
    for team in theirs.teams.teams:
        assert ours.teams.team(team.number).rounds == team.rounds, team.number


def check_import_and_export(text):
    result = imported(text)
    doc = result["event"]
    read_back = read_team_trf(text)
    theirs = read_back.tournament
    # The document holds the finished rounds; the team reader's extra entry is the next round's absences.
    done = complete_rounds(doc, systems.get(doc["settings"]["system"]).sitting_out)
    ours = with_options(doc, team_tournament(doc, absences_for=done + 1 if any(
        len(t.rounds) > done for t in theirs.teams.teams) else None))
    same_event(ours, theirs)
    text_out, _ = event.to_trf(doc)
    again = read_team_trf(text_out).tournament
    same_event(again, theirs)
    written = text_out.split("\r\n")
    # A team event holds the finished rounds only (its import says so): a round in progress is not written back.
    for line in doc["trf_lines"]:
        if line[:3] in ("310", "013") or line[:3] == "001" and read_back.pending is None:
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
    check_import_and_export(text)


def test_a_small_team_file_becomes_its_matches_line_ups_boards_and_byes():
    """TEAM_BASE (tests/trf/helpers.py): round 1 two played matches, round 2 a whole-team forfeit, the PAB and a
    half-point bye, round 3 (to pair) an absence."""
    result = imported(team_text())
    doc = result["event"]
    block = doc["teams"]
    assert [(t["id"], t["name"], t["players"], t["requested_byes"], t["withdrawn_round"]) for t in block["list"]] == [
        (1, "Alpha", [1, 2], [], None), (2, "Beta", [3, 4], [], None),
        (3, "Gamma", [5, 6], [{"round": 2, "points": "half"}], None),
        (4, "Delta", [7, 8], [{"round": 3, "points": "zero"}], None)]
    assert [r["teams"] for r in doc["rounds"]] == [{"matches": [[1, 3], [2, 4]], "pab": None},
                                                   {"matches": [[1, 4]], "pab": 2}]
    assert [[(b["white"], b["black"], b["result"]) for b in r["boards"]] for r in doc["rounds"]] == [
        [(1, 5, "1-0"), (6, 2, "1/2-1/2"), (3, 7, "0-1"), (8, 4, "1/2-1/2")], [(1, 7, "+-"), (8, 2, "-+")]]
    assert {(e["round"], e["team"]): e["players"] for e in block["lineups"]}[2, 4] == [7, 8]
    assert (doc["settings"]["system"], doc["settings"]["rounds"], doc["settings"]["options"]) == (
        "team_swiss", 3, {"boards": 2, "colour_preference": 1, "secondary_colours": True})
    # What the import assumed, beside what the reader read as meant.
    assert {"text": "The file does not say which colour board 1 of the first team had in round 1 (152); white is "
                    "assumed.", "key": "import.board_one_colour_assumed", "params": {}} in result["warnings"]
    assert any("352" in note["text"] for note in result["notes"])
    check_import_and_export(team_text())


def test_a_team_withdrawn_from_a_finished_event_is_marked_withdrawn():
    """team_000017: team 38 has no match from round 4 to the last."""
    result = imported(read(TEAM_DEV / "team_000017.trf"))
    team = next(t for t in result["event"]["teams"]["list"] if t["id"] == 38)
    assert team["withdrawn_round"] == 4 and all(b["round"] < 4 for b in team["requested_byes"])
    withdrawn = next(w for w in result["warnings"] if w["key"] == "import.team_withdrawn")
    assert withdrawn["params"] == {"team": "38", "number": 4} and "Team 38 has no match from round 4" in withdrawn["text"]


def test_what_a_team_import_assumed_is_said_by_key_beside_its_english():
    """No 152 record, a team without a name, a team's 240 Z absence and a 299 record scoring a match; and a file with a
    round paired without all its results (Sharly Chess's)."""
    result = imported(team_text("299 +   0.0   1.0   1    1", replace={16: team_310(4, "", 7, 8)}))
    assert [(w["key"], w["params"]) for w in result["warnings"]] == [
        ("import.board_one_colour_assumed", {}), ("import.team_unnamed", {"team": "4", "name": "Team 4"}),
        ("import.team_zero_point_byes", {}), ("import.team_match_299", {"record": "299 +   0.0   1.0   1    1"})]
    assert result["warnings"][1]["text"] == "Team 4 has no name in the file; it is called “Team 4”."
    assert result["event"]["log"][0]["warnings"][-4:] == [w["text"] for w in result["warnings"]]
    sharly = imported(decode_trf(open(os.path.join(REAL_DIR, "sharly-chess", "trf-team-import-test.trf"), "rb").read())[0])
    assert [(w["key"], w["params"]) for w in sharly["warnings"]] == [("import.team_round_unfinished", {"number": 2})]


def refusal(text):
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "id": "x"}})
    assert not answer["ok"]
    return answer["error"]


def test_a_match_both_teams_forfeited_is_lost_by_both_and_written_back():
    """330 --: neither team came; each loses the match (no match points), every board "--", as the team reader reads
    it, not a played 0-0 draw."""
    text = team_text(replace={5: player(1, "1.0", "   5 w 1", "0000 - -"), 6: player(2, "0.5", "   6 b =", "0000 - -"),
                              19: "330 -- 002 001 004"})
    doc = check_import_and_export(text)["event"]
    assert [b["result"] for b in doc["rounds"][1]["boards"]] == ["--", "--"]
    second = {team.number: team.rounds[1] for team in team_tournament(doc).teams.teams}
    assert [(second[n].outcome, second[n].match_points) for n in (1, 4)] == [(MatchOutcome.FORFEIT_LOSS, 0)] * 2
    view = readers.match_view(doc)[1]["matches"][0]
    assert (view["match_points"], view["forfeit"]) == ([0, 0], readers.BOTH_FORFEITED)
    assert "330 -- 002 001 004" in event.to_trf(doc)[0].split("\r\n")


def test_a_full_point_team_bye_is_a_won_match_kept_and_written_back():
    """240 F: TRF-2026's requested full-point bye, worth a won match (the team reader's unplayed_points)."""
    text = team_text(replace={9: player(5, "1.5", "   1 b 0", "0000 - F"),
                              10: player(6, "2.0", "   2 w =", "0000 - F"), 17: "240 F 002    3"})
    doc = check_import_and_export(text)["event"]
    gamma = next(t for t in doc["teams"]["list"] if t["name"] == "Gamma")
    assert gamma["requested_byes"] == [{"round": 2, "points": "full"}]
    second = team_tournament(doc).teams.team(3).rounds[1]
    assert (second.outcome, second.match_points, second.game_points) == (MatchOutcome.FULL_BYE, 20, 20)  # tenths: 2 match points, 2 boards won
    assert "240 F 002    3" in event.to_trf(doc)[0].split("\r\n")


def test_boards_not_alternating_colours_are_refused():
    """352 WW: the document's boards alternate from board 1 (C.04.6 §1.6)."""
    error = refusal(team_text("352 WW", replace={6: player(2, "1.5", "   6 w =", "0000 - +"),
                                                 10: player(6, "1.0", "   2 b =", "0000 - H")}))
    assert (error["round"], error["player"]) == (1, 6) and "alternates colours from board 1" in error["message"]
    assert (error["key"], error["params"]) == ("trf.board_colour_order", {
        "number": 1, "board": 2, "team": "1", "other_team": "3", "who": "6"})


def test_the_192_code_gives_the_team_swiss_options():
    """team_000114: type B, the other score in colour allocation (FIDE_TEAM_TYPEB_..._...)."""
    text = read(TEAM_DEV / "team_000114.trf")
    code = next(line for line in text.splitlines() if line.startswith("192"))
    assert code.startswith("192 FIDE_TEAM_TYPEB_") and code.count("_") == 4
    options = imported(text)["event"]["settings"]["options"]
    assert options["colour_preference"] == 2 and options["secondary_colours"] is True


def test_a_team_event_made_here_exports_as_a_team_file_that_reads_back_as_the_event():
    """Five teams of four boards (one has the PAB), round 1 with wins, draws and a board forfeit, a half-point bye
    asked for round 2, paired and not finished: the file holds round 1 and round 2's absence."""
    doc = team_event(teams=5, boards=4, system="team_swiss")
    doc["settings"]["rounds"] = 3
    doc = run(doc, {"op": "pair_next"})
    doc = results(doc, 1, lambda b: {1: "1-0", 2: "1/2-1/2", 3: "+-"}.get(b % 4, "0-1"))
    doc = run(doc, {"op": "team_bye", "team": 2, "round": 2, "points": "half"})
    doc = run(doc, {"op": "pair_next"})
    text, warnings = event.to_trf(doc)
    assert warnings == [{"text": "Round 2 is not finished (results missing); the file holds the rounds before it and "
                                 "the teams' absences in that round.", "key": "export.team_round_unfinished",
                         "params": {"number": 2}}]
    read_back = read_team_trf(text).tournament
    ours = with_options(doc, team_tournament(doc, absences_for=2))
    same_event(ours, read_back)
    assert read_back.teams.team(2).rounds[1].outcome is MatchOutcome.HALF_BYE
    assert [t.strength for t in read_back.teams.teams] == [t.strength for t in ours.teams.teams]


def test_a_team_round_robin_exports_with_its_settings_code():
    """The round robin has no colour options: the 192 code is the type A default, as the system pairs."""
    doc = results(run(team_event(teams=4, boards=2), {"op": "pair_next"}), 1, lambda b: "1-0")
    text, _ = event.to_trf(doc)
    assert "192 FIDE_TEAM_TYPEA_MP" in text.split("\r\n")
    read_back = read_team_trf(text).tournament
    expected = team_tournament(doc, absences_for=2).teams.teams
    assert [t.rounds for t in read_back.teams.teams] == [t.rounds for t in expected]


def test_the_bridges_older_read_makes_the_same_team_event():
    """event_from_trf (the import without its notes) reads a team file as the import does."""
    text = read(TEAM_DEV / "team_000019.trf")
    answer = bridge.handle({"id": 1, "op": "event_from_trf", "args": {"trf": text, "id": "x"}})
    assert answer["ok"], answer
    assert answer["result"]["event"] == imported(text)["event"]


def test_a_swiss_manager_match_with_fewer_boards_imports_as_the_short_teams_empty_boards_forfeited():
    """Swiss-Manager writes a short team's match with the boards played: the player facing the empty board has
    `0000 - +`, and a board neither team filled has no line. They import as empty boards (null), lost by forfeit by
    the short team, a double forfeit when both were short; the team reader's game and match points follow."""
    text = decode_trf(open(os.path.join(REAL_DIR, "swiss-manager", "friendship-cup-2024-teams.trf"), "rb").read())[0]
    doc = check_import_and_export(text)["event"]
    boards = doc["settings"]["options"]["boards"]

    def match(r, teams):
        m = next(k for k, pair in enumerate(doc["rounds"][r - 1]["teams"]["matches"]) if set(pair) == teams)
        return doc["rounds"][r - 1]["boards"][m * boards:(m + 1) * boards], m

    cells, m = match(1, {4, 11})
    empty = [(b["white"], b["black"], b["result"]) for b in cells if None in (b["white"], b["black"])]
    assert len(empty) == 1 and empty[0][2] in ("+-", "-+")
    cells, m = match(6, {13, 14})
    assert (cells[-1]["white"], cells[-1]["black"], cells[-1]["result"]) == (None, None, "--")
    assert readers.game_points(doc, 6, m) == (10, 40)
