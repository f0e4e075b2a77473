"""swisspair.generate_team: random team events whose every round is the team engine's, written and read back."""

from swisspair.generate_team import TeamGeneratorError, TeamGeneratorSettings, generate_team_event
from swisspair.model import Colour, MatchOutcome
from swisspair.replay import check_team_event
from swisspair.trf import format_team_trf, read_team_trf

import pytest


def test_every_round_is_the_engines_and_the_file_reads_back_without_a_note():
    settings = TeamGeneratorSettings(teams=11, boards=4, total_rounds=7, seed=4, forfeit_rate=0.1, retired_share=0.2)
    event = generate_team_event(settings)
    assert all(len(t.rounds) == 7 for t in event.teams.teams)
    read = read_team_trf(format_team_trf(event, "\n"))
    assert read.notes == []
    checks = check_team_event(read.tournament)
    assert len(checks) == 7 and all(c.ok for c in checks)
    # Board 1 of the white team has White and the colours alternate; a match is worth what its boards add up to.
    for team in event.teams.teams:
        for r, entry in enumerate(team.rounds):
            if entry.outcome is not MatchOutcome.PLAYED:
                continue
            colours = [event.player(n).rounds[r].colour for n in team.members]
            first = entry.colour
            assert colours == [first if b % 2 == 0 else first.opposite for b in range(4)]
            assert entry.game_points == sum(event.scoring.points(event.player(n).rounds[r].result)
                                            for n in team.members)


def test_the_same_seed_gives_the_same_event_and_a_withdrawn_team_stays_away():
    settings = TeamGeneratorSettings(teams=14, boards=2, total_rounds=5, seed=9, retired_share=0.3,
                                     initial_colour=Colour.BLACK)
    first, second = generate_team_event(settings), generate_team_event(settings)
    assert format_team_trf(first) == format_team_trf(second)
    assert any(r.outcome is MatchOutcome.ZERO_BYE for t in first.teams.teams for r in t.rounds)
    for team in first.teams.teams:
        outcomes = [r.outcome for r in team.rounds]
        if MatchOutcome.ZERO_BYE in outcomes:
            assert set(outcomes[outcomes.index(MatchOutcome.ZERO_BYE):]) == {MatchOutcome.ZERO_BYE}


def test_settings_it_cannot_use_are_refused():
    with pytest.raises(TeamGeneratorError, match="code: a TRF-2026 team code"):
        generate_team_event(TeamGeneratorSettings(teams=4, boards=2, total_rounds=3, code="FIDE_TEAM_X"))
    with pytest.raises(TeamGeneratorError, match="teams: 2 to 999"):
        generate_team_event(TeamGeneratorSettings(teams=1, boards=2, total_rounds=3))
