"""Every team tie-break value of every team against the FIDE Technical Commission's reference calculator, gacrux
(1.11.65, MIT), for the 2024 and the 2026 editions of C.07, over the team corpus (tests/corpus/team2026/dev).

gacrux runs as its command line runs (`python -m gacrux.tiebreakchecker -i FILE -s -t PTS CODE/V2026 -d T`), in this
process, after the primary score as the file's 192 code names it: one run for all the values that do not depend on
a tied group, one run each for the others. DE, EDE*, TBR and BBE
are compared as gacrux prints them: a place within the group tied on the primary score.

One fault of gacrux is known (C.04.6 §1.4, C.07 Art. 12): it scores every board of a pairing-allocated bye as a
win for BC, TBR and BBE, even when the bye is worth a drawn match. Where a value of those three differs, it must
be what the team's boards give with that fault reproduced (the PAB's boards all won); such values are counted
apart and the case is pinned in tests/tiebreaks/fide/test_teams.py.

CI compares a fixed sample (every 20th file and three with other settings: game points primary, the legacy 013
rosters with a PAB worth a won match, 3 / 1 / 0 match points with forfeits and byes); `pytest -m slow
tests/standings` compares the rest.
"""

import dataclasses
import os

import pytest

from swisspair.model import MatchOutcome
from swisspair.standings import compute_team_standings
from swisspair.tiebreaks import EDITIONS
from swisspair.tiebreaks.fide.teams import TeamContext
from swisspair.tiebreaks.registry import TEAM_TIEBREAKS
from swisspair.trf import read_team_trf
from tests.corpus_location import TEAM_DEV as DEV
from tests.standings.gacrux_oracle import gacrux, gacrux_list, parse

pytest.importorskip("gacrux.tiebreakchecker", reason="gacrux (requirements-test.txt) is the oracle")

DEV_FILES = sorted(f for f in os.listdir(DEV) if f.endswith(".trf"))
CHOSEN = {"team_000086.trf", "team_000042.trf", "team_000017.trf"}
SAMPLE_FILES = sorted(set(DEV_FILES[::20]) | CHOSEN)  # a fixed few in CI; the rest with -m slow
SAMPLE = [os.path.join(DEV, f) for f in SAMPLE_FILES]
REST = [os.path.join(DEV, f) for f in DEV_FILES if f not in SAMPLE_FILES]
BOARD_CODES = ("BC", "TBR", "BBE")


def with_pab_boards_won(event):
    """The event as gacrux scores its boards: every pairing-allocated bye a win on every board."""
    won = event.teams.settings.boards * event.scoring.win
    teams = [dataclasses.replace(team, rounds=[
        dataclasses.replace(r, game_points=won) if r.outcome is MatchOutcome.PAIRING_BYE else r for r in team.rounds])
        for team in event.teams.teams]
    return dataclasses.replace(event, teams=dataclasses.replace(event.teams, teams=teams))


def board_values_as_gacrux(event, code: str, edition: str) -> dict[int, object]:
    tiebreak = TEAM_TIEBREAKS[code]
    faulty = TeamContext(with_pab_boards_won(event), edition)
    if tiebreak.group is None:
        return {tpn: tiebreak.compute(faulty, tpn).value for tpn in faulty.teams}
    # The groups stay those tied on the true primary score, as gacrux's are.
    teams = TeamContext(event, edition).teams
    groups: dict[object, list[int]] = {}
    for tpn, team in teams.items():
        groups.setdefault(team.score, []).append(tpn)
    return {tpn: v.value for tpn, v in tiebreak.group(faulty, list(groups.values())).items()}


def compare(path: str, edition: str) -> tuple[int, list[str], list[str]]:
    """Values compared, the differences gacrux's PAB fault explains, the differences nothing explains."""
    with open(path, encoding="utf-8", newline="") as f:
        event = read_team_trf(f.read()).tournament
    compared, explained, wrong = 0, [], []
    # The values that do not depend on a tied group come from one run of gacrux; the others one run each.
    alone = [code for code, t in TEAM_TIEBREAKS.items() if t.group is None]
    together = gacrux_list(path, [f"{code}/V{edition}" for code in alone])
    for code, tiebreak in TEAM_TIEBREAKS.items():
        rows = compute_team_standings(event, [code], edition).rows
        ours = {row.tpn: row.values[code].value for row in rows}
        theirs_all = together[f"{code}/V{edition}"] if tiebreak.group is None else gacrux(path, f"{code}/V{edition}")
        faulty = None
        for tpn, theirs in theirs_all.items():
            compared += 1
            if ours[tpn] == parse(theirs):
                continue
            if code in BOARD_CODES:
                faulty = faulty or board_values_as_gacrux(event, code, edition)
                if faulty[tpn] == parse(theirs):
                    explained.append(f"{code} team {tpn}: ours {ours[tpn]}, gacrux {theirs} (PAB boards as wins)")
                    continue
            wrong.append(f"{code} team {tpn}: ours {ours[tpn]}, gacrux {theirs}")
    return compared, explained, wrong


def check(path: str, edition: str) -> None:
    compared, _, wrong = compare(path, edition)
    assert compared > 0
    assert not wrong, f"{len(wrong)} of {compared} values differ:\n" + "\n".join(wrong[:20])


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("path", SAMPLE, ids=os.path.basename)
def test_team_dev_sample_as_gacrux(path, edition):
    check(path, edition)


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("path", REST, ids=os.path.basename)
def test_team_dev_rest_as_gacrux(path, edition):
    check(path, edition)
