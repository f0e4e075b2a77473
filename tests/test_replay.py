"""swisspair.replay, for a team event: the pairing each round of a team file records is the reference engine's (its
`.pairings` output), and cutting the text before round k (the corpus README's cut) reads as the truncated model."""

from __future__ import annotations

import pytest

from swisspair.model import MatchOutcome
from swisspair.replay import TeamRoundPairing, cut_team_text, recorded_team_round, truncate_team
from swisspair.trf import read_team_trf
from tests.corpus_location import TEAM_CHECKER_MISMATCH, TEAM_DEV
from tests.trf.helpers import read
from tests.trf.helpers import FIDE_TEAM_SAMPLE, TEAM_TEXTS, engine_pairings, team_text

PAIRED = sorted(TEAM_DEV.glob("*.trf")) + sorted(TEAM_CHECKER_MISMATCH.glob("*.trf"))
SAMPLE = PAIRED[::6]  # every round of these files is cut in CI; the rest with -m slow


@pytest.mark.parametrize("path", PAIRED, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_recorded_pairings_are_the_engine_s(path):
    """White is the team whose board-1 player has White; a forfeited match (330) counts with the colours it was
    paired with; the PAB team is the one whose players have `0000 - U`; teams with a 240 bye are in no match."""
    event = read_team_trf(TEAM_TEXTS[path]).tournament
    expected = engine_pairings(path.with_suffix(".pairings"))
    assert sorted(expected) == list(range(1, event.rounds_played + 1))
    for k, pairing in expected.items():
        assert recorded_team_round(event, k) == pairing, f"round {k}"


def _check_cuts(path):
    text = TEAM_TEXTS[path]
    got = read_team_trf(text)
    event = got.tournament
    for k in range(1, event.rounds_played + 1):
        cut = read_team_trf(cut_team_text(text, k)).tournament
        assert cut == truncate_team(event, k), f"round {k}"  # every absence of the corpus has its 240 record
        assert cut == truncate_team(event, k, got.requested_in(k)), f"round {k}"
        # Round k's byes (240) are kept; nothing else of round k is.
        assert all(len(t.rounds) == k - 1 or t.rounds[k - 1].outcome.is_absence for t in cut.teams.teams)


@pytest.mark.parametrize("path", SAMPLE, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_cut_text_reads_as_the_truncated_event(path):
    _check_cuts(path)


@pytest.mark.slow
@pytest.mark.parametrize("path", [p for p in PAIRED if p not in SAMPLE], ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_the_cut_text_reads_as_the_truncated_event_everywhere(path):
    _check_cuts(path)


def test_fide_s_team_sample_cut_before_every_round():
    """FIDE's sample (its round-3 byes put right, as in tests/trf/test_reading.py), cut before each of its 14
    rounds, with the line-ups (300) of the rounds before the cut only: each cut reads as the truncated event. Its
    absent teams have no 240 record (their players' entries say it), so only its 240 byes are known before a round."""
    text = read(FIDE_TEAM_SAMPLE).replace("240 H   3   26   50", "240 H   3   26   47")
    got = read_team_trf(text)
    event = got.tournament
    for k in range(1, 15):
        cut = read_team_trf(cut_team_text(text, k)).tournament
        assert cut == truncate_team(event, k, got.requested_in(k)), f"round {k}"
        assert not any(line[:3] == "300" and int(line[4:7]) >= k for line in cut.other_lines)
    assert recorded_team_round(event, 5).matches[:2] == ((1, 26), (2, 16))


def test_the_cut_of_the_small_event():
    """Before round 2: the round-1 games, team 3's half-point bye (240 H 002), no 330, no PAB in 320's list."""
    text = team_text()
    cut = cut_team_text(text, 2)
    assert "330" not in cut and "\n320  1.0  1.0 000\n" in cut and "240 H 002    3" in cut and "240 Z 003" not in cut
    event = read_team_trf(cut).tournament
    assert [len(t.rounds) for t in event.teams.teams] == [1, 1, 2, 1]
    assert event.teams.team(3).rounds[1].outcome is MatchOutcome.HALF_BYE
    assert recorded_team_round(read_team_trf(text).tournament, 2) == TeamRoundPairing(((1, 4),), 2)
    assert recorded_team_round(read_team_trf(text).tournament, 1) == TeamRoundPairing(((1, 3), (2, 4)), None)
    assert recorded_team_round(read_team_trf(text).tournament, 3) == TeamRoundPairing((), None)
    assert cut_team_text(text, 1).count("320  1.0  1.0\n") == 1
