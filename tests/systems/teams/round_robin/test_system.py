"""systems/teams/round_robin/system.py: teams paired by the FIDE Berger tables (C.05 Annex 1, the golden file
of the individual round robin), the team sitting out with an odd field, derived rounds, late teams refused."""

import os
import re

import pytest

from swisspair import event, systems
from swisspair.document.errors import EventError
from tests.systems.teams.helpers import results, run, team_event

GOLDEN = os.path.join(os.path.dirname(__file__), "..", "..", "round_robin", "golden", "c05-annex1-berger-tables.txt")


def published(size):
    """The Annex's table for `size` (even) players: per round, pairs of numbers."""
    text = open(GOLDEN, encoding="utf-8").read()
    block = re.search(rf"^{size - 1} or {size} players:\n((?:Rd.*\n?)+)", text, re.M).group(1)
    return [[tuple(map(int, pair.split("-"))) for pair in line.split(":")[1].replace(".", ",").split(",")]
            for line in block.strip().splitlines()]


def play_all(doc):
    while True:
        try:
            doc = run(doc, {"op": "pair_next"})
        except EventError as exc:
            assert exc.code == "finished", exc.as_error()
            return doc
        doc = results(doc, len(doc["rounds"]), lambda b: ("1-0", "1/2-1/2", "0-1")[b % 3])


@pytest.mark.parametrize("teams", [4, 6])
def test_the_matches_are_the_published_berger_table_by_team_order(teams):
    doc = play_all(team_event(teams=teams, boards=2, roster=2))
    assert doc["settings"]["rounds"] == teams - 1
    assert [rnd["teams"]["matches"] for rnd in doc["rounds"]] == [
        [list(pair) for pair in games] for games in published(teams)]


def test_with_five_teams_the_team_meeting_number_six_has_the_bye():
    doc = play_all(team_event(teams=5, boards=2, roster=2))
    table = published(6)
    assert doc["settings"]["rounds"] == 5
    for rnd, games in zip(doc["rounds"], table):
        bye = next(a if b == 6 else b for a, b in games if 6 in (a, b))
        assert rnd["teams"]["pab"] == bye
        assert rnd["teams"]["matches"] == [list(g) for g in games if 6 not in g]


def test_a_double_round_robin_reverses_the_second_cycle():
    doc = play_all(team_event(teams=4, boards=2, roster=2, cycles=2))
    matches = [rnd["teams"]["matches"] for rnd in doc["rounds"]]
    assert len(matches) == 6
    # C.05 Annex 1: the second cycle is the table with colours reversed (board 1's White changes team).
    assert sorted(sum(matches[3:], [])) == sorted([b, a] for a, b in sum(matches[:3], []))


def test_a_late_team_cannot_join_the_table():
    doc = run(team_event(teams=4), {"op": "pair_next"})
    doc = results(doc, 1, lambda b: "1-0")
    doc = run(doc, {"op": "add_team", "team": {"name": "Late"}})
    with pytest.raises(EventError) as info:
        event.apply(doc, {"op": "pair_next"})
    assert info.value.code == "late_entry" and "Late" in info.value.message


def test_every_player_not_on_a_board_sits_out_and_the_round_view_answers():
    doc = run(team_event(teams=3, roster=5), {"op": "pair_next"})
    system = systems.get("team_round_robin")
    on_boards = {pid for b in doc["rounds"][0]["boards"] for pid in (b["white"], b["black"])}
    assert system.sitting_out(doc, 1) == {p["id"] for p in doc["players"]} - on_boards
    assert len(on_boards) == 8  # one match of 4 boards; the third team has the bye
