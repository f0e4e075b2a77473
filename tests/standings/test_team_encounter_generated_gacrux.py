"""Team direct encounter (C.07 Art. 6) and the extended direct encounter (13.3) of every team of random team
events (swisspair.generate_team) against gacrux (1.11.65, MIT), the FIDE Technical Commission's calculator.

The events are C.04.6 Swiss events in shapes the team corpus has few of: byes, withdrawn teams (absent from a
round to the end), board forfeits, events stopped before their last round, and as many teams as rounds or one
more, so that tied teams often have not all met. gacrux runs with -s (its rules for a Swiss, as the other team
comparisons run it); without -s it takes such an event for a round robin and ranks tied teams by the matches they
happened to play, which Art. 6.3 does not (the case is pinned in tests/tiebreaks/fide/test_teams.py).

CI compares a fixed sample of seeds; `pytest -m slow tests/standings` the rest.
"""

import dataclasses
import random

import pytest

from swisspair.declared_ranks import standing_ranks, with_team_ranks
from swisspair.generate_team import TeamGeneratorError, TeamGeneratorSettings, generate_team_event
from swisspair.model import MatchPoints, TeamSettings
from swisspair.standings import compute_team_standings
from swisspair.trf import read_team_trf
from swisspair.trf.writing import format_team_trf
from tests.standings.gacrux_oracle import gacrux, parse
from tests.tiebreaks.helpers import team_event

pytest.importorskip("gacrux.tiebreakchecker", reason="gacrux (requirements-test.txt) is the oracle")

CODES = ("DE", "EDE", "EDEC", "EDET", "EDEB", "EDEBT", "EDEBB")
CODES_2026 = ("EDET", "EDEB", "EDEBT", "EDEBB")  # the chains named in 2026
SAMPLE = range(1, 9)
REST = range(9, 161)


def settings(seed: int) -> TeamGeneratorSettings:
    """The event of a seed: half of them with as many teams as rounds or one more, some stopped early."""
    rng = random.Random(seed)
    teams = rng.randint(5, 12)
    total = rng.choice((teams - 1, teams)) if seed % 2 else rng.randint(3, max(3, teams // 2 + 1))
    most = min(total, (teams + 1) // 2)
    played = rng.randint(2, most) if rng.random() < 0.5 else most
    match_points = rng.choice((MatchPoints(), MatchPoints(30, 10, 0)))
    return TeamGeneratorSettings(
        teams=teams, boards=rng.randint(1, 5), total_rounds=total, completed_rounds=played, seed=seed,
        code=rng.choice(("FIDE_TEAM_TYPEA_MP", "FIDE_TEAM_TYPEB_MP", "FIDE_TEAM_MP", "FIDE_TEAM_TYPEA_MP_GP",
                         "FIDE_TEAM_GP")),
        draw_rate=rng.choice((0.2, 0.6)), forfeit_rate=rng.choice((0.0, 0.1)),
        retired_share=rng.choice((0.0, 0.2, 0.4)),
        team_settings=TeamSettings(match_points=match_points,
                                   pab_match_points=rng.choice((match_points.draw, match_points.win))))


def generated(seed: int):
    """The seed's event, with fewer rounds played where a withdrawal leaves a round no legal pairing."""
    wanted = settings(seed)
    for played in range(wanted.rounds, 0, -1):
        try:
            return generate_team_event(dataclasses.replace(wanted, completed_rounds=played))
        except TeamGeneratorError:
            if played == 1:
                raise


def written(event, tmp_path, name: str) -> str:
    path = tmp_path / name
    path.write_text(with_team_ranks(format_team_trf(event, "\n"), standing_ranks(event)))
    return str(path)


def differences(path: str, codes=CODES, swiss: bool = True) -> tuple[int, list[str]]:
    """Values compared, and those that differ (as gacrux prints them: a place within the group tied on the
    primary score)."""
    with open(path, encoding="utf-8") as f:
        event = read_team_trf(f.read()).tournament
    compared, wrong = 0, []
    for code in codes:
        ours = {row.tpn: row.values[code].value for row in compute_team_standings(event, [code], "2026").rows}
        for tpn, theirs in gacrux(path, f"{code}/V2026", swiss).items():
            compared += 1
            if ours[tpn] != parse(theirs):
                wrong.append(f"{code} team {tpn}: ours {ours[tpn]}, gacrux {theirs}")
    return compared, wrong


def check(seed: int, tmp_path) -> None:
    compared, wrong = differences(written(generated(seed), tmp_path, f"team_{seed}.trf"))
    assert compared > 0
    assert not wrong, f"seed {seed}: {len(wrong)} of {compared} values differ:\n" + "\n".join(wrong[:20])


@pytest.mark.parametrize("seed", SAMPLE)
def test_generated_team_events_direct_encounter_as_gacrux(seed, tmp_path):
    check(seed, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("seed", REST)
def test_more_generated_team_events_direct_encounter_as_gacrux(seed, tmp_path):
    check(seed, tmp_path)


def test_gacrux_differs_only_when_it_takes_the_swiss_for_a_round_robin(tmp_path):
    # 6 teams, 2 of 5 rounds: teams 1, 2, 4 and 5 tied, only 1-2 and 2-5 played among them (Art. 6.3: nobody
    # placed). Declared as 5 rounds, the teams number the rounds plus one and gacrux without -s ranks them by the
    # matches played; declared as 3 rounds it does not guess a round robin and agrees.
    event = team_event(1, 6, [["1-2 1", "3-4 1", "5-6 1"], ["1-3 0", "2-5 1", "4-6 1"]])
    for total, differing in ((5, ["DE team 1: ours 0, gacrux 1", "DE team 2: ours 0, gacrux 2",
                                  "DE team 4: ours 0, gacrux 3", "DE team 5: ours 0, gacrux 3"]), (3, [])):
        declared = dataclasses.replace(event, total_rounds=total,
                                       teams=dataclasses.replace(event.teams, settings=dataclasses.replace(
                                           event.teams.settings, total_rounds=total)))
        path = written(declared, tmp_path, f"unmet_{total}.trf")
        assert differences(path, ("DE",)) == (6, [])
        assert differences(path, ("DE",), swiss=False) == (6, differing)
