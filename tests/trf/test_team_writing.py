"""swisspair.trf.team_writing: every team corpus file read and written back keeps its player lines and team records
and reads as the same event; written from the model alone it reads as the same event too; changes are written."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from swisspair.model import ForbiddenPairs, MatchOutcome, MatchPoints, TeamRound
from swisspair.trf.team_reading import read_team_trf
from swisspair.trf.team_writing import format_team_trf
from tests.trf.helpers import read
from tests.trf.team_helpers import FIDE_TEAM_SAMPLE, TEAM_TEXTS, sharly_team_text, team_310, team_text

TEAM_RECORDS = ("001", "013", "240", "310", "320", "330", "352", "362")


def _records(text: str) -> Counter:
    return Counter(line.rstrip() for line in text.splitlines() if line[:3] in TEAM_RECORDS)


@pytest.fixture(scope="module")
def corpus():
    texts = dict(TEAM_TEXTS)
    texts["small event"] = team_text()
    return {path: (text, read_team_trf(text)) for path, text in texts.items()}


def test_a_file_written_back_keeps_every_team_record_and_player_line(corpus):
    for path, (text, got) in corpus.items():
        written = format_team_trf(got.tournament, as_read=got)
        assert not _records(text) - _records(written), path
        assert read_team_trf(written).tournament == got.tournament, path


def test_a_file_written_from_the_model_alone_reads_as_the_same_event(corpus):
    """Without the lines as read, every line is written from the model; only the 192 code's form may change
    (`FIDE_TEAM` is written `FIDE_TEAM_TYPEA_MP_GP`). Writing what was read from it gives the same text."""
    for path, (_, got) in corpus.items():
        written = format_team_trf(got.tournament)
        again = read_team_trf(written)
        event = got.tournament
        assert again.tournament == replace(event, players=replace(event.players, tournament_type=again.code)), path
        assert format_team_trf(again.tournament) == written, path


def test_the_small_event_s_team_records():
    got = read_team_trf(team_text())
    written = format_team_trf(got.tournament, line_end="\n").splitlines()
    assert written[2:5] == ["192 FIDE_TEAM_TYPEA_MP_GP", "362 TW 2.0   TD 1.0   TL 0.0", "320  1.0  1.0 000 002"]
    assert written[5][:3] == "001" and written[-7:] == [
        "310   1 Alpha                            ALP     2000    4.0    3.5         1    2",
        "310   2 Beta                                             1.0    1.5         3    4",
        "310   3 Gamma                                            1.0    1.5         5    6",
        "310   4 Delta                                            2.0    1.5         7    8",
        "240 H 002    3",
        "240 Z 003    4",  # the round to pair: team 4 stays out
        "330 +- 002 001 004",
    ]
    assert "0000 - +" in written[5] and "0000 - -" in written[11]  # a whole-team forfeit, not a bye and an absence
    assert format_team_trf(got.tournament).endswith("330 +- 002 001 004\r\n")  # CR LF unless told otherwise


def test_changes_to_the_event_are_written():
    got = read_team_trf(team_text())
    event = got.tournament
    alpha = replace(event.team(1), name="Alpha Club")
    event = replace(event, teams=[alpha] + event.teams[1:],
                    settings=replace(event.settings, match_points=MatchPoints(30, 10, 0), pab_match_points=30))
    written = format_team_trf(event, line_end="\n", as_read=got).splitlines()
    assert "310   1 Alpha Club                       ALP     2000    4.0    3.5         1    2" in written
    assert team_310(2, "Beta", 3, 4) in written  # as read
    assert "362 TW 3.0   TD 1.0   TL 0.0" in written and "320  3.0  1.0 000 002" in written
    # A black team winning by forfeit, and a double forfeit.
    for team_1, team_4, kind in ((MatchOutcome.FORFEIT_LOSS, MatchOutcome.FORFEIT_WIN, "-+"),
                                 (MatchOutcome.FORFEIT_LOSS, MatchOutcome.FORFEIT_LOSS, "--")):
        teams = list(got.tournament.teams)
        teams[0] = replace(teams[0], rounds=[teams[0].rounds[0], replace(teams[0].rounds[1], outcome=team_1)])
        teams[3] = replace(teams[3], rounds=[teams[3].rounds[0], replace(teams[3].rounds[1], outcome=team_4),
                                             teams[3].rounds[2]])
        assert f"330 {kind} 002 001 004" in format_team_trf(replace(got.tournament, teams=teams), "\n").splitlines()


def test_a_full_point_bye_is_written_as_240_f():
    got = read_team_trf(team_text())
    teams = list(got.tournament.teams)
    teams[2] = replace(teams[2], rounds=[teams[2].rounds[0], TeamRound(None, None, MatchOutcome.FULL_BYE, 20, 20)])
    assert "240 F 002    3" in format_team_trf(replace(got.tournament, teams=teams), "\n").splitlines()


def test_fide_s_team_sample_reads_back_the_same():
    """The sample (its round-3 byes put right, as in test_team_reading) keeps its other records (250, 260, 299, 300,
    801, 802, the 013 copy of its teams) as lines, and reads back as the same event."""
    got = read_team_trf(read(FIDE_TEAM_SAMPLE).replace("240 H   3   26   50", "240 H   3   26   47"))
    written = format_team_trf(got.tournament, as_read=got)
    assert read_team_trf(written).tournament == got.tournament
    kept = {"250", "299", "300", "801", "802", "013"}
    assert {line[:3] for line in got.tournament.players.other_lines} >= kept
    assert got.tournament.forbidden == [ForbiddenPairs((1, 11, 16), 1, 14)] and got.tournament.players.forbidden == []
    assert "260 001 014    1   11   16" in written


def test_a_round_in_progress_is_left_out():
    """Sharly Chess's file (its 320 put right) has round 2 paired without results: the event, and the file written from it, hold round 1
    (the round-2 line-ups go with the round's games; a player without a game in round 1 keeps no entry for it)."""
    got = read_team_trf(sharly_team_text())
    written = format_team_trf(got.tournament, as_read=got)
    again = read_team_trf(written)
    assert again.pending is None
    assert (again.tournament.teams, again.tournament.settings) == (got.tournament.teams, got.tournament.settings)
    assert "300   1   1   3   10   15    7   14" in written and "300   2" not in written
