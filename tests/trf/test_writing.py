"""swisspair.trf.writing: round trips over the whole corpus, the written form of every golden file, and what
the writer chooses (TRF-2026 lines, the points column, the width of each field)."""

from __future__ import annotations

import pytest

from swisspair.model import ForbiddenPairs, Player, Result, RoundEntry, Scoring, Tournament
from swisspair.trf import format_trf, parse_player_line, parse_trf
from swisspair.trf.writing import says_the_same
from tests.trf.helpers import CORPUS_FILES, GOLDEN, GOLDEN_FILES, TEXTS, player, read, with_lines


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
    with pytest.raises(ValueError, match="federation 'GERM' cannot be written in columns 54-56"):
        format_trf(Tournament(players=[Player(1, federation="GERM")]))
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
