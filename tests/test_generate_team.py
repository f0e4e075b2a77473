"""swisspair.generate_team: random team events whose every round is the team engine's, written and read back."""

from hashlib import sha256

from swisspair.endorsement import generate_file
from swisspair.generate_rounds import Amount
from swisspair.generate_team import TeamGeneratorError, TeamGeneratorSettings, TeamRoundSettings, generate_team_event
from swisspair.model import Colour, MatchOutcome, Result
from swisspair.rtg_config import read_config
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


def test_the_older_settings_give_the_file_they_gave_before():
    # The file of this configuration and seed as the generator wrote it before it took byes and match forfeits.
    config = read_config("TeamsNumber=9\nBoardsNumber=3\nRoundsNumber=5\nForfeitRate=20\nRetiredRate=10\n"
                         "DrawPercentage=40\n", team=True)
    assert sha256(generate_file("--team", config, 4).encode()).hexdigest() == \
        "760b3014da22b371d2a9134fb9189774b5421169592b3d1afc0b89b68a15d75a"


def test_requested_byes_and_whole_match_forfeits_are_written_and_replayed():
    byes = {Result.HALF_BYE: Amount(0.1), Result.FULL_BYE: Amount(0.0, 2), Result.ZERO_BYE: Amount(0.05)}
    settings = TeamGeneratorSettings(teams=12, boards=4, total_rounds=7, seed=3, byes=byes,
                                     match_forfeits=Amount(0.1),
                                     round_settings={4: TeamRoundSettings(match_forfeits=Amount(0.0, 2)),
                                                     5: TeamRoundSettings(byes={Result.HALF_BYE: Amount(0.0, 2)})})
    event = generate_team_event(settings)
    outcomes = [(r, e.outcome) for t in event.teams.teams for r, e in enumerate(t.rounds, 1)]
    assert sum(o is MatchOutcome.FULL_BYE for _, o in outcomes) == 2
    assert sum(o is MatchOutcome.HALF_BYE for r, o in outcomes if r == 5) >= 2
    assert sum(o is MatchOutcome.FORFEIT_WIN for r, o in outcomes if r == 4) == 2
    text = format_team_trf(event, "\n")
    assert "\n240 F " in text and "\n240 H " in text and "\n330 " in text
    read = read_team_trf(text)
    assert [t.rounds for t in read.tournament.teams.teams] == [t.rounds for t in event.teams.teams]
    assert all(c.ok for c in check_team_event(read.tournament))
    for team in event.teams.teams:  # a forfeited match: no board played, every member + or -
        for r, entry in enumerate(team.rounds):
            if entry.outcome in (MatchOutcome.FORFEIT_WIN, MatchOutcome.FORFEIT_LOSS):
                assert {event.player(n).rounds[r].opponent for n in team.members} == {None}
                assert entry.game_points == 4 * event.scoring.points(event.player(team.members[0]).rounds[r].result)


def test_a_round_may_set_its_own_draw_and_board_forfeit_rates():
    settings = TeamGeneratorSettings(teams=10, boards=6, total_rounds=3, seed=2, draw_rate=0.0, round_settings={
        2: TeamRoundSettings(draw_rate=1.0, forfeit_rate=0.0), 3: TeamRoundSettings(forfeit_rate=1.0)})
    event = generate_team_event(settings)
    results = {r: [p.rounds[r - 1].result for p in event.players] for r in (1, 2, 3)}
    assert Result.DRAW not in results[1] and results[2].count(Result.DRAW) > 10
    assert Result.FORFEIT_WIN not in results[2]
    assert results[3].count(Result.FORFEIT_WIN) == 5 * 5  # every board but board 1 of the 5 matches
