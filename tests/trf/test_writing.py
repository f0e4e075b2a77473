"""swisspair.trf.writing: round trips over the whole corpus, the written form of every golden file, and what
the writer chooses (TRF-2026 lines, the points column, the width of each field); every team corpus file read and
written back keeps its player lines and team records and reads as the same event; written from the model alone it
reads as the same event too; changes are written."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from swisspair.model import (
    ForbiddenPairs, MatchOutcome, MatchPoints, Player, Result, RoundEntry, Scoring, TeamRound, Tournament,
)
from swisspair.trf import format_team_trf, format_trf, parse_player_line, parse_trf, read_team_trf
from swisspair.trf.writing import says_the_same
from tests.trf.helpers import (
    CORPUS_FILES, FIDE_TEAM_SAMPLE, GOLDEN, GOLDEN_FILES, TEAM_TEXTS, TEXTS, player, read, sharly_team_text, team_310,
    team_text, with_lines,
)


def test_corpus_round_trip(parsed):
    """parse(format(parse(x))) == parse(x) for every corpus and golden file; the output is stable too."""
    for path, tournament in parsed.items():
        written = format_trf(tournament)
        assert parse_trf(written) == tournament, path.name
        assert format_trf(parse_trf(written)) == written, path.name


@pytest.mark.parametrize("line_end", ["\r", "\n", "\r\n"])
def test_round_trip_with_every_line_end(parsed, line_end):
    for path in CORPUS_FILES[::25] + GOLDEN_FILES:
        written = format_trf(parsed[path], line_end)
        assert written.count(line_end) == len(written.splitlines())
        assert parse_trf(written) == parsed[path], path.name


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=lambda p: p.name)
def test_golden_written_form(path):
    """What the writer makes of each golden file, reviewed by eye once and pinned in golden/trf/written/."""
    assert format_trf(parse_trf(TEXTS[path]), "\n") == read(GOLDEN / "written" / path.name)


def test_writer_prefers_trf_2026_lines(parsed):
    written = format_trf(parsed[CORPUS_FILES[0]])
    assert all(line.endswith("\r\n") for line in written.splitlines(keepends=True))
    tags = [line[:3] for line in written.splitlines()]
    assert "142" in tags and "152" in tags and "XXR" not in tags and "XXC" not in tags


def test_writer_recomputes_the_points_column():
    t = parse_trf(with_lines())
    t.players[0].points = 999
    t.scoring = Scoring(win=30, draw=10, pairing_bye=30)
    written = format_trf(t, "\n")
    assert written.splitlines()[3][80:84] == " 4.0"
    assert "162  W 3.0    D 1.0" in written
    assert parse_trf(written).players[0].points == 40


def test_writer_limits():
    t = Tournament(players=[Player(1, name="A" * 40, points=0)], forbidden=[ForbiddenPairs((1, 1), 3)])
    written = format_trf(t, "\n").splitlines()
    assert written[0][14:48] == "A" * 33 + " "  # names are cut to their 33 columns
    assert written[1] == "260 003 999    1    1"  # from round 3 to the end
    with pytest.raises(ValueError, match="federation 'GERM' cannot be written in columns 54-56") as info:
        format_trf(Tournament(players=[Player(1, federation="GERM")]))
    assert (info.value.key, info.value.params) == ("trf.cannot_write_field", {
        "what_msg": "trf.field_federation", "text": "'GERM'", "first": "54", "last": "56"})
    for broken in (Tournament(other_lines=["### a\nb"]), Tournament(name="a\rb"), Tournament(players=[Player(1, name="a\nb")])):
        with pytest.raises(ValueError, match="line break"):
            format_trf(broken)


def test_a_line_as_read_is_written_back_while_it_says_the_same():
    """A 001 line as another program wrote it (blank opponent, `0000 - -`, rank, a shorter line) is written as it
    was while the player still has those fields and rounds; a changed field gets the writer's own line."""
    line = player(1, "1.5", "   3 w 1", "       -", "0000 - +", rank=4)
    written = parse_player_line(line)
    assert written.rounds[1:] == [RoundEntry(None, None, Result.ZERO_BYE), RoundEntry(None, None, Result.PAIRING_BYE)]
    later = Player(number=1, name=written.name, rating=written.rating, rounds=written.rounds + [
        RoundEntry(None, None, Result.ZERO_BYE)])
    assert says_the_same(line, written) and says_the_same(line, later)  # a round the line leaves out is an absence
    t = Tournament(players=[written], total_rounds=5)
    assert format_trf(t, "\n", as_read={1: line}).splitlines()[1:] == [line]
    renamed = Player(number=1, name="Someone Else", rating=written.rating, rounds=written.rounds)
    assert not says_the_same(line, renamed)
    assert format_trf(Tournament(players=[renamed], total_rounds=5), "\n", as_read={1: line}).splitlines()[1][14:26] == \
        "Someone Else"


# ---------------------------------------------------------------------------------------------- a team event


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
        assert again.tournament == replace(event, tournament_type=again.code), path
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
    alpha = replace(event.teams.team(1), name="Alpha Club")
    event = replace(event, teams=replace(
        event.teams, teams=[alpha] + event.teams.teams[1:],
        settings=replace(event.teams.settings, match_points=MatchPoints(30, 10, 0), pab_match_points=30)))
    written = format_team_trf(event, line_end="\n", as_read=got).splitlines()
    assert "310   1 Alpha Club                       ALP     2000    4.0    3.5         1    2" in written
    assert team_310(2, "Beta", 3, 4) in written  # as read
    assert "362 TW 3.0   TD 1.0   TL 0.0" in written and "320  3.0  1.0 000 002" in written
    # A black team winning by forfeit, and a double forfeit.
    for team_1, team_4, kind in ((MatchOutcome.FORFEIT_LOSS, MatchOutcome.FORFEIT_WIN, "-+"),
                                 (MatchOutcome.FORFEIT_LOSS, MatchOutcome.FORFEIT_LOSS, "--")):
        teams = list(got.tournament.teams.teams)
        teams[0] = replace(teams[0], rounds=[teams[0].rounds[0], replace(teams[0].rounds[1], outcome=team_1)])
        teams[3] = replace(teams[3], rounds=[teams[3].rounds[0], replace(teams[3].rounds[1], outcome=team_4),
                                             teams[3].rounds[2]])
        event = replace(got.tournament, teams=replace(got.tournament.teams, teams=teams))
        assert f"330 {kind} 002 001 004" in format_team_trf(event, "\n").splitlines()


def test_a_full_point_bye_is_written_as_240_f():
    got = read_team_trf(team_text())
    teams = list(got.tournament.teams.teams)
    teams[2] = replace(teams[2], rounds=[teams[2].rounds[0], TeamRound(None, None, MatchOutcome.FULL_BYE, 20, 20)])
    event = replace(got.tournament, teams=replace(got.tournament.teams, teams=teams))
    assert "240 F 002    3" in format_team_trf(event, "\n").splitlines()


def test_fide_s_team_sample_reads_back_the_same():
    """The sample (its round-3 byes put right, as in test_reading) keeps its other records (250, 260, 299, 300,
    801, 802, the 013 copy of its teams) as lines, and reads back as the same event."""
    got = read_team_trf(read(FIDE_TEAM_SAMPLE).replace("240 H   3   26   50", "240 H   3   26   47"))
    written = format_team_trf(got.tournament, as_read=got)
    assert read_team_trf(written).tournament == got.tournament
    kept = {"250", "299", "300", "801", "802", "013"}
    assert {line[:3] for line in got.tournament.other_lines} >= kept
    assert got.tournament.teams.forbidden == [ForbiddenPairs((1, 11, 16), 1, 14)] and got.tournament.forbidden == []
    assert "260 001 014    1   11   16" in written


def test_a_round_in_progress_is_left_out():
    """Sharly Chess's file (its 320 put right) has round 2 paired without results: the event, and the file written from it, hold round 1
    (the round-2 line-ups go with the round's games; a player without a game in round 1 keeps no entry for it)."""
    got = read_team_trf(sharly_team_text())
    written = format_team_trf(got.tournament, as_read=got)
    again = read_team_trf(written)
    assert again.pending is None
    assert (again.tournament.teams.teams, again.tournament.teams.settings) == (
        got.tournament.teams.teams, got.tournament.teams.settings)
    assert "300   1   1   3   10   15    7   14" in written and "300   2" not in written


def test_points_too_wide_for_their_columns_are_named_by_key_with_their_result_code():
    with pytest.raises(ValueError, match="points for W 1000.5 cannot be written in 4 columns") as info:
        format_trf(Tournament(players=[Player(1)], scoring=Scoring(win=10005)))
    assert (info.value.key, info.value.params) == ("trf.cannot_write_points", {
        "what_msg": "trf.points_for", "letter": "W", "points": "1000.5", "width": "4"})
