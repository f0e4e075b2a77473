"""A team event's TRF export as a rating report: the team records (310, 320, 362), the event's details as the
header records with the count of teams (082), read back as the same details, and read by FIDE TEC's gacrux as a
team file."""

import subprocess
import sys

from swisspair import event
from swisspair.trf import read_team_trf
from tests.systems.teams.helpers import results, run, team_event


def played_team_event():
    doc = team_event(teams=6, boards=4, system="team_swiss")
    doc = run(doc, {"op": "set_rounds", "rounds": 3},
              {"op": "set_details", "city": "Bergen", "federation": "NOR", "start_date": "2026-04-01",
               "chief_arbiter": "Nilsen, Eva", "round_dates": ["2026-04-01", "2026-04-02", "2026-04-03"]})
    for r in range(1, 4):
        doc = run(doc, {"op": "pair_next"})
        doc = results(doc, r, lambda b, r=r: ("1-0", "1/2-1/2", "0-1", "1-0")[(b + r) % 4])
    return doc


def test_a_team_report_holds_the_header_records_the_team_records_and_reads_back(tmp_path):
    doc = played_team_event()
    text, warnings = event.to_trf(doc)
    lines = text.splitlines()
    for line in ("022 Bergen", "032 NOR", "042 2026/04/01", "062 30", "072 30", "082 6", "102 Nilsen, Eva"):
        assert line in lines, text
    assert next(line for line in lines if line.startswith("132"))[91:] == "26/04/01  26/04/02  26/04/03"
    assert sum(1 for line in lines if line.startswith("310")) == 6 and any(line.startswith("362") for line in lines)
    assert len(read_team_trf(text).tournament.teams.teams) == 6
    again = event.from_trf(text).event
    assert again["details"] == doc["details"]

    path = tmp_path / "teams.trf"
    path.write_text(text, encoding="utf-8")
    # gacrux's team reader: the primary score (PTS, match points by the 192 code) and the place of every team after
    # the event's team tie-breaks
    done = subprocess.run([sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-s", "-t", "PTS",
                           *doc["settings"]["tiebreaks"], "-d", "T"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    rows = {int(row[0]): row for row in (line.split("\t") for line in done.stdout.splitlines()[1:])}
    written = {int(line[4:7]): line for line in lines if line.startswith("310")}
    assert sorted(rows) == sorted(written) == list(range(1, 7))
    for number, line in written.items():
        assert float(rows[number][2]) == float(line[54:60]), line  # match points, columns 55-60
        assert int(rows[number][1]) == int(line[68:71]), line  # rank, columns 69-71


def test_every_player_line_has_a_place_among_all_players_by_points_then_rating():
    doc = played_team_event()
    text, _ = event.to_trf(doc)
    players = [line for line in text.splitlines() if line.startswith("001")]
    placed = sorted((int(line[85:89]), -float(line[80:84]), -int(line[48:52])) for line in players)
    assert [place for place, _, _ in placed] == list(range(1, len(players) + 1)), text
    # best points first; equal points by rating, as compute_standings breaks a tie without tie-breaks
    assert [(points, rating) for _, points, rating in placed] == sorted((p, r) for _, p, r in placed)
    # the event's top scorer by hand: T6 P1 won all three games
    assert next(line for line in players if "T6 P1" in line)[80:89] == " 3.0    1"


def test_a_team_report_with_player_places_reads_back_and_writes_the_same_text():
    text, _ = event.to_trf(played_team_event())
    again = event.from_trf(text).event
    assert event.to_trf(again)[0] == text


def test_an_unplayed_team_event_has_no_player_places():
    text, _ = event.to_trf(run(team_event(teams=4, system="team_swiss"), {"op": "set_rounds", "rounds": 3}))
    assert all(line[85:89].strip() == "" for line in text.splitlines() if line.startswith("001"))
