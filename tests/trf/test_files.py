"""Real TRF files from other programs (tests/trf/files/, SOURCES.md says where each came from): every one reads the
same through the command line, the bridge and the page's import; an imported file is written back with every
player line as it was; `check` gives bbpPairings' verdicts (bbppairings-check.txt) on the files both read."""

import json
import os
import re

import pytest

from swisspair import bridge
from swisspair.standings import as_json, compute_team_standings
from swisspair.trf import TrfError, decode_trf, read_team_trf
from swisspair.trf.records import round_column
from tests.trf.program_files import FILES, FILES_DIR, cli


# Team events: the command line and the bridge list their teams, the import makes a team event of them.
TEAM_FILES = {"fide-trf26-sample/grandmommys-cup-teams.trf", "sharly-chess/trf-team-import-test.trf",
              "swiss-manager/friendship-cup-2024-teams.trf"} | {
    name for name in FILES if name.startswith("sharly-bbppairings/")}
# Refused everywhere, at the same place with the same words (bbpPairings refuses both too): both players white in
# a game of the round in progress, a points column that disagrees with the results.
REFUSED = {
    "bilkent-swiss/outr.trf": (8, 102, "round 2 of player 6: expected player 21 to have player 6 as opponent with the "
                               "other colour in round 2 (a game without a result yet), found a game against 6 with white"),
    "clojure-chess-match/autotest-19259208798633.trf": (14, 81, "expected player 1's points to be 4.5 as the results "
                                                        "give them (win 1.0, draw 0.5, loss 0.0; 162 or BB* lines set "
                                                        "other values), found 0.0. Correct the points column"),
}
# Swiss-Manager exports the round about to be played, paired without results: read as the round in progress.
IN_PROGRESS = {"swiss-manager/round3_paired.trf": 3, "swiss-manager/round4_paired.trf": 4,
               "sharly-chess/trf-team-import-test.trf": 2}


def text_of(name):
    with open(os.path.join(FILES_DIR, name), "rb") as f:
        return decode_trf(f.read())


def ask(op, **args):
    return bridge.handle({"id": 1, "op": op, "args": args})


def bbp_verdicts():
    verdicts = {}
    with open(os.path.join(FILES_DIR, "bbppairings-check.txt"), encoding="utf-8") as f:
        for line in f:
            match = re.fullmatch(r"(\S+): (?:not read: .*|\d+ rounds checked; differ: (.*))\n", line)
            if match:
                differ = match.group(2)
                verdicts[match.group(1)] = None if differ is None else [] if differ == "none" else \
                    [int(r) for r in differ.split()]
    return verdicts


def test_the_collection():
    """Files from eleven writers, every one named in SOURCES.md and given a bbpPairings verdict."""
    assert len(FILES) == 34
    assert len({name.split("/")[0] for name in FILES}) == 12  # eleven writers and the line-end variants
    with open(os.path.join(FILES_DIR, "SOURCES.md"), encoding="utf-8") as f:
        sources = f.read()
    for name in FILES:
        assert name.split("/")[0] in sources
    assert set(bbp_verdicts()) == set(FILES)


@pytest.mark.parametrize("name", FILES)
def test_cli_bridge_and_import_report_the_same(name):
    text, encoding = text_of(name)
    code, out, err = cli("standings", os.path.join(FILES_DIR, name), "--tiebreaks", "BH", "--json")
    standings = ask("standings", trf=text, tiebreaks=["BH"])
    imported = ask("event_import_trf", trf=text, id="x", encoding=encoding)
    if name in REFUSED:
        line, column, words = REFUSED[name]
        assert code == 3 and f"line {line}, column {column}: {words}" in err
        for answer in (standings, imported):
            assert not answer["ok"] and (answer["error"]["line"], answer["error"]["column"]) == (line, column)
            assert f"The TRF file is not valid: line {line}, column {column}: {words}" in answer["error"]["message"]
        return
    if name in TEAM_FILES:
        cli_lists_the_teams(text, code, out, err)
        team_import_agrees(name, text, imported)
        if code == 3:  # the bridge refuses it where the command line does
            where = re.search(r"line (\d+), column (\d+)", err)
            assert not standings["ok"] and (standings["error"]["line"], standings["error"]["column"]) == \
                (int(where[1]), int(where[2]))
            return
    assert code == 0, err
    assert standings["ok"], standings
    pick = lambda rows: [(row["tpn"], row["points"], row["rank"], row["tiebreaks"]) for row in rows]  # noqa: E731
    assert pick(json.loads(out)) == pick(standings["result"]["standings"])
    printed = [line.split(": ", 1)[1] for line in err.splitlines()]
    assert [note["text"] for note in standings["result"]["notes"]] == printed
    if name in TEAM_FILES:
        return
    # The notes the command line prints are the import's, word for word.
    assert imported["ok"], imported
    assert [note["text"] for note in imported["result"]["notes"]] == printed


def team_import_agrees(name, text, imported):
    """The import makes a team event of a team file the team reader reads (tests/systems/teams/test_trf.py checks the
    event), and refuses the others where the team reader does."""
    try:
        event = read_team_trf(text).tournament
    except TrfError as exc:
        assert not imported["ok"] and (imported["error"]["line"], imported["error"]["column"]) == (exc.line, exc.column)
        return
    assert imported["ok"], imported
    block = imported["result"]["event"]["teams"]
    assert [t["id"] for t in block["list"]] == sorted(t.number for t in event.teams.teams)


def cli_lists_the_teams(text, code, out, err):
    """The command line's standings of a team event are its teams' (the team reader's verdict on the file)."""
    try:
        event = read_team_trf(text).tournament
    except TrfError as exc:
        assert code == 3 and f"line {exc.line}, column {exc.column}: {exc.message}" in err
        return
    assert code == 0, err
    assert json.loads(out) == as_json(compute_team_standings(event, ["BH"]))
    assert sorted(row["tpn"] for row in json.loads(out)) == sorted(team.number for team in event.teams.teams)


@pytest.mark.parametrize("name", sorted(TEAM_FILES))
def test_pair_trf_pairs_a_team_events_file_by_its_teams_as_the_command_line_does(name):
    """The bridge's pair_trf pairs a team event's teams with the team engine, never its players one by one: the same
    pairing text as the command line's `pair`, each board a match of two teams, the teams named; a file the team
    reader refuses is refused at the same line and column."""
    text, _ = text_of(name)
    code, out, err = cli("pair", os.path.join(FILES_DIR, name), "--explain")
    answer = ask("pair_trf", trf=text, explain=True)
    if code != 0:
        assert not answer["ok"], answer
        where = re.search(r"line (\d+), column (\d+)", err)
        assert where and (answer["error"]["line"], answer["error"]["column"]) == (int(where[1]), int(where[2]))
        return
    assert answer["ok"], answer
    result = answer["result"]
    assert out == f"{result['text']}\n\n{result['explanation']}\n"
    teams = read_team_trf(text).tournament.teams.teams
    assert result["teams"] == [{"number": t.number, "name": t.name} for t in sorted(teams, key=lambda t: t.number)]
    paired = [number for board in result["boards"] for number in (board["white"], board["black"])]
    assert set(paired) <= {t.number for t in teams} and len(paired) == len(set(paired))
    assert result["text"].splitlines()[0] == str(len(result["boards"]) + (result["bye"] is not None))
    assert [line.split(": ", 1)[1] for line in err.splitlines()] == [note["text"] for note in result["notes"]]


def player_lines(text):
    """Each 001 line as written, trailing blanks included, by pairing number."""
    return {int(line[4:8]): line for line in re.split(r"\r\n|\r|\n", text) if line.startswith("001")}


@pytest.mark.parametrize("name", [n for n in FILES if n not in TEAM_FILES and n not in REFUSED])
def test_an_imported_file_is_written_back_with_every_player_line_as_it_was(name):
    """Every column of every player line, byte for byte (trailing blanks included), the round in progress of a file
    that has one too: its games as paired, without a result, as the file had them."""
    text, encoding = text_of(name)
    event = ask("event_import_trf", trf=text, id="x", encoding=encoding)["result"]["event"]
    exported = ask("event_to_trf", event=event)["result"]["trf"]
    if name in IN_PROGRESS:
        assert event["rounds"][-1]["number"] == IN_PROGRESS[name]
        assert any(board["result"] is None for board in event["rounds"][-1]["boards"])
    assert player_lines(exported) == player_lines(text)


def in_progress_event(name):
    text, encoding = text_of(name)
    return text, ask("event_import_trf", trf=text, id="x", encoding=encoding)["result"]["event"]


@pytest.mark.parametrize("name", [n for n in IN_PROGRESS if n not in TEAM_FILES])
def test_a_round_in_progress_is_written_back_as_read_while_the_director_has_not_changed_it(name):
    """Opponent and colour with the blank result, as Swiss-Manager wrote them; the export reads back as the same
    event, the round still paired and waiting for its results."""
    text, event = in_progress_event(name)
    answer = ask("event_to_trf", event=event)["result"]
    assert player_lines(answer["trf"]) == player_lines(text)
    assert {"key": "export.round_as_read", "params": {"number": IN_PROGRESS[name]}} in [
        {"key": w["key"], "params": w["params"]} for w in answer["warnings"]]
    assert any(f"Round {IN_PROGRESS[name]} is not finished; it is written as the imported file had it" in w["text"]
               for w in answer["warnings"])
    again = ask("event_import_trf", trf=answer["trf"], id="x")["result"]["event"]
    assert again["rounds"] == event["rounds"] and again["players"] == event["players"]


@pytest.mark.parametrize("name", [n for n in IN_PROGRESS if n not in TEAM_FILES])
def test_a_round_in_progress_with_a_result_entered_since_is_left_out(name):
    """Once the director enters a result of the round in progress, the file no longer says that round: the export
    holds the finished rounds (and the absences of the round in progress), as of every event."""
    text, event = in_progress_event(name)
    board = next(b for b in event["rounds"][-1]["boards"] if b["result"] is None)
    board["result"] = "1-0"
    exported = player_lines(ask("event_to_trf", event=event)["result"]["trf"])
    column = round_column(IN_PROGRESS[name])
    for number, line in player_lines(text).items():
        paired = line[column - 1 : column + 3].strip("0 ") or line[column + 6 : column + 7] == "U"
        assert exported[number].rstrip() == (line[: column - 1] if paired else line).rstrip()


@pytest.mark.parametrize("name", [n for n in IN_PROGRESS if n not in TEAM_FILES])
def test_a_changed_player_keeps_the_game_of_the_round_in_progress(name):
    """A player's new line (a name corrected) still holds the game of the round in progress kept as read, so that
    both players of each of its games are in the file."""
    text, event = in_progress_event(name)
    board = next(b for b in event["rounds"][-1]["boards"] if b["result"] is None)
    player = next(p for p in event["players"] if p["id"] == board["white"])
    player["name"] = "Renamed, Player"
    before, after = player_lines(text), player_lines(ask("event_to_trf", event=event)["result"]["trf"])
    number = player["tpn"]
    assert [n for n in before if before[n] != after[n]] == [number]
    column = round_column(IN_PROGRESS[name])
    assert after[number][column - 1 : column + 7].rstrip() == before[number][column - 1 : column + 7].rstrip()
    again = ask("event_import_trf", trf=ask("event_to_trf", event=event)["result"]["trf"], id="x")
    assert again["ok"] and again["result"]["event"]["rounds"] == event["rounds"], again


def test_a_changed_player_gets_a_new_line_and_the_others_keep_theirs():
    text, _ = text_of("fide-trf16-sample/karl-mala-gedenkturnier.trf")
    event = ask("event_import_trf", trf=text, id="x")["result"]["event"]
    player = next(p for p in event["players"] if p["tpn"] == 13)
    player["name"] = "Bakhmatov, Eduard Jr."
    before, after = player_lines(text), player_lines(ask("event_to_trf", event=event)["result"]["trf"])
    assert [n for n in before if before[n] != after[n]] == [13]
    assert after[13][14:47].rstrip() == "Bakhmatov, Eduard Jr." and after[13][91:99] == " 153 - -"


@pytest.mark.parametrize("name", [n for n, v in bbp_verdicts().items() if v is None and n not in REFUSED])
def test_check_works_on_the_files_bbppairings_does_not_read(name):
    code, out, _ = cli("check", os.path.join(FILES_DIR, name))
    assert re.fullmatch(r"(.*\n)*\d+ passed, \d+ failed", out.strip())
    # A team file the reader refuses is said to be so, and unreadable is exit 3, as for any other file.
    assert code == 3 if "cannot be replayed" in out else code in (0, 1)


@pytest.mark.parametrize("name", [n for n, v in bbp_verdicts().items() if v is not None])
def test_check_gives_bbppairings_verdicts(name):
    """Where bbpPairings reads a file, `check` finds the same rounds paired differently (where it refuses one, the
    file is in REFUSED, refused here too)."""
    code, out, _ = cli("check", os.path.join(FILES_DIR, name))
    differ = [int(r) for r in re.findall(r"round (\d+) differs", out)]
    assert differ == bbp_verdicts()[name]
    assert code == (1 if differ else 0)


def test_every_file_bbppairings_refuses_is_refused_here_or_uses_what_it_does_not_read():
    """bbpPairings refuses team events (013 records, 192 team types), TRF-2026 codes it lacks (162 A, some 192 types), a round in progress and the
    files refused here."""
    with open(os.path.join(FILES_DIR, "bbppairings-check.txt"), encoding="utf-8") as f:
        why = dict(re.fullmatch(r"(\S+): not read: (.*)\n", line).groups() for line in f if ": not read: " in line)
    for name, reason in why.items():
        assert name in REFUSED or name in IN_PROGRESS or "unsupported tournament type" in reason or \
            '"162  W 1.0    D 0.5    L 0.0    A 0.0"' in reason or "team tournaments are not supported" in reason


def test_the_round_in_progress_is_checked_and_made_the_events_current_round():
    """Swiss-Manager's export with round 3 paired: `check` pairs round 3 from rounds 1-2 and compares (FIDE Dutch,
    as Swiss-Manager paired it), and the event made from it has round 3 paired without results, its bye and its
    absence as the file has them."""
    code, out, err = cli("check", os.path.join(FILES_DIR, "swiss-manager/round3_paired.trf"))
    assert "round 3 differs" not in out and "Round 3 is paired but 4 of its games have no result yet" in err
    assert out.strip().endswith("1 passed, 2 failed")  # rounds 1 and 2 differ, as bbpPairings' check of them says
    code, out, err = cli("check", os.path.join(FILES_DIR, "swiss-manager/round4_paired.trf"))
    assert "round 4 differs" not in out and out.strip().endswith("2 passed, 2 failed")
    text, _ = text_of("swiss-manager/round3_paired.trf")
    event = ask("event_import_trf", trf=text, id="x")["result"]["event"]
    third = event["rounds"][2]
    assert sorted((b["white"], b["black"], b["result"]) for b in third["boards"]) == [
        (1, 3, None), (4, 2, None), (5, 8, None), (7, 9, None)]
    assert third["pab"] == 6 and len(event["rounds"]) == 3
