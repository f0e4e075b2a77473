"""The TRF export as a FIDE rating report: the event's details as header records 022-132, every player's place
after the tie-breaks, and a file read back as the same event."""

import subprocess
import sys

import pytest

from swisspair import event
from swisspair.standings import compute_standings
from swisspair.trf import parse_trf
from swisspair.trf.header import read_details

from tests.helpers.oracles import bbp_pairings

from .helpers import finish_round, make, run

BBP = bbp_pairings()
PLAYERS = [(f"Player {n:02d}", 2450 - 37 * n) for n in range(1, 16)] + [("Unrated One", 0)]
DETAILS = {"city": "Oslo", "federation": "NOR", "start_date": "2026-03-01", "end_date": "2026-03-05",
           "type": "Individual: Swiss-System", "chief_arbiter": "Hansen, Kari", "deputy_arbiters": ["Berg, Ola",
           "Lie, Anne"], "time_control": "90'/40 + 30' + 30\"", "round_dates": [f"2026-03-0{1 + r // 2}" for r in
                                                                            range(9)]}


def rated_event(rounds=9):
    doc = make(PLAYERS, rounds=rounds, mode="fide")
    doc = run(doc, {"op": "update_settings", "tiebreaks": ["BH/C1", "BH", "SB"]}, {"op": "set_details", **DETAILS}, {"op": "request_bye", "player": 16, "round": 3, "points": "half"},
              {"op": "withdraw", "player": 15, "round": 8})
    for r in range(1, rounds + 1):
        doc = run(doc, {"op": "pair_next"})
        doc = finish_round(doc, ("1-0", "1/2-1/2", "0-1", "1-0"))
        if r == 5:  # a forfeit: FIDE does not rate it
            doc = run(doc, {"op": "set_result", "round": 5, "board": 2, "result": "+-"})
    return doc


@pytest.fixture(scope="module")
def report():
    doc = rated_event()
    return doc, event.to_trf(doc)[0]


def test_the_report_holds_every_header_record_the_event_has(report):
    doc, text = report
    lines = text.splitlines()
    tags = [line[:3] for line in lines if line[:3] in ("012", "022", "032", "042", "052", "062", "072", "092", "102",
                                                         "112", "122", "132")]
    assert tags == ["012", "022", "032", "042", "052", "062", "072", "092", "102", "112", "112", "122", "132"]
    assert "042 2026/03/01" in lines and "062 16" in lines and "072 15" in lines and "112 Lie, Anne" in lines
    round_dates = next(line for line in lines if line.startswith("132"))
    assert round_dates[91:99] == "26/03/01" and round_dates[171:179] == "26/03/05"
    assert read_details(lines)["round_dates"] == DETAILS["round_dates"]


def test_every_player_line_has_the_place_the_standings_give(report):
    doc, text = report
    answer = event.to_tournament(doc)[0]
    places = {row.tpn: row.rank for row in compute_standings(answer, ["BH/C1", "BH", "SB"]).rows}
    written = {p.number: p.rank for p in parse_trf(text).players}
    assert written == places and sorted(written.values())[0] == 1


def test_byes_forfeits_and_withdrawals_are_coded_as_fide_reads_them(report):
    _, text = report
    players = {p.number: p for p in parse_trf(text).players}
    codes = {e.result.value for p in players.values() for e in p.rounds}
    assert {"H", "+", "-", "Z"} <= codes
    assert players[16].rounds[2].result.value == "H"
    assert all(e.result.value == "Z" for e in players[15].rounds[7:])  # withdrawn from round 8


def test_the_report_read_back_is_the_same_event(report):
    doc, text = report
    again = event.from_trf(text).event
    assert again["details"] == doc["details"]
    games = lambda d: [(sorted((b["white"], b["black"], b["result"]) for b in r["boards"]), r["pab"])  # noqa: E731
                       for r in d["rounds"]]
    assert games(again) == games(doc)
    assert [(p["name"], p["rating"]) for p in again["players"]] == [(p["name"], p["rating"]) for p in doc["players"]]
    assert event.to_trf(again)[0] == text


@pytest.mark.skipif(BBP is None, reason="bbpPairings is not built here (set $BBPPAIRINGS)")
def test_bbppairings_checks_every_round_of_the_report_without_a_word(report, tmp_path):
    _, text = report
    path = tmp_path / "report.trf"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run([BBP, "--dutch", str(path), "-c"], capture_output=True, text=True, timeout=60)
    # -c prints each round it checked, and any difference between the file's pairing and its own under it
    assert done.returncode == 0 and done.stderr == "", (done.stdout, done.stderr)
    assert done.stdout.split("\n") == [f"{path.stem}: Round #{r}" for r in range(1, 10)] + ["", ""]


def test_gacrux_reads_the_report_and_ranks_every_player_as_its_rank_column_says(report, tmp_path):
    _, text = report
    path = tmp_path / "report.trf"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-s", "-t", "PTS",
                           "BH/C1", "BH", "SB", "-d", "T"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    rows = [line.split("\t") for line in done.stdout.splitlines()[1:]]
    assert {int(row[0]): int(row[1]) for row in rows} == {p.number: p.rank for p in parse_trf(text).players}
