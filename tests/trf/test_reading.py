"""swisspair.trf.reading: the whole corpus as its manifests describe it, line ends, order independence, every
validation error with its line and column, and fuzzing (only TrfError or a model). A team event: the team corpus
as its manifests and its informative 310 totals describe it, FIDE's team sample and a Sharly Chess team file, every
team record kind on a small event, and every error with its line and column."""

from __future__ import annotations

import csv
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from swisspair.model import (
    Colour, ColourPreference, ForbiddenPairs, MatchOutcome, MatchPoints, Result, RoundEntry, Score, TeamRound,
)
from swisspair.trf import TrfError, UnfinishedGame, format_trf, is_team_file, parse_trf, read_team_trf, read_trf
from swisspair.trf.points import parse_points
from swisspair.trf.records import TEAM_310, parse_team_code
from tests.corpus_location import CORPUS, TEAM_DEV, TEAM_NOPAIRING, TEAM_NOPAIRING_ENGINE_BUG
from tests.trf.helpers import (
    CORPUS_FILES, DEV, FIDE_TEAM_SAMPLE, FILES, GOLDEN, GOLDEN_FILES, SHARLY_TEAM_FILE, TEAM_FOLDERS, TEAM_TEXTS, TEXTS,
    golden, player, read, sharly_team_text, team_013, team_310, team_text, with_lines,
)

# ---------------------------------------------------------------------------------------------- corpus


def test_the_corpus_is_all_there():
    assert len(list(DEV.glob("*.trf"))) == 300
    assert len(CORPUS_FILES) == 331


def test_dev_corpus_matches_its_manifest(parsed):
    """Players, rounds, initial colour and the count of each kind of unplayed round, as the generator logged them."""
    with open(DEV / "manifest.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 300
    for row in rows:
        t = parsed[DEV / row["file"]]
        results = [e.result for p in t.players for e in p.rounds]
        assert len(t.players) == int(row["players"])
        assert t.total_rounds == int(row["rounds"])
        assert t.initial_colour is {"white1": Colour.WHITE, "black1": Colour.BLACK}[row["initial"]]
        assert results.count(Result.PAIRING_BYE) == int(row["pab"])
        assert results.count(Result.HALF_BYE) == int(row["hpb"])
        assert results.count(Result.ZERO_BYE) == int(row["zpb"])
        assert results.count(Result.FORFEIT_WIN) + results.count(Result.FORFEIT_LOSS) == int(row["forfeit_entries"])
        assert (t.name, t.other_lines) == (f"AutoTest Tournament {row['seed']}", ["092 FIDE_DUTCH_2025"])


def test_nopairing_corpus_reads_142(parsed):
    with open(CORPUS / "dutch2026" / "nopairing" / "manifest.csv", newline="") as f:
        for row in csv.DictReader(f):
            t = parsed[CORPUS / "dutch2026" / "nopairing" / row["file"]]
            assert (len(t.players), t.total_rounds) == (int(row["players"]), int(row["total_rounds"]))
            assert t.rounds_played == int(row["unpairable_round"]) - 1


def test_bbp_regression_files_with_cr_line_ends(parsed):
    """bbpPairings writes CR only: issue_7 is such a file, and reads as 15 rounds of 60 players."""
    text = TEXTS[CORPUS / "bbp-regression" / "issue_7.trf"]
    assert "\r" in text and "\n" not in text
    t = parsed[CORPUS / "bbp-regression" / "issue_7.trf"]
    assert (len(t.players), t.total_rounds, t.rounds_played) == (60, 15, 14)
    assert t.players[0].rounds[0] == RoundEntry(31, Colour.BLACK, Result.WIN)
    c5 = parsed[CORPUS / "bbp-regression" / "dutch_2025_C5.trf"]
    assert c5.players[3].rounds[2] == RoundEntry(None, None, Result.ZERO_BYE)  # absent in the round to pair


def test_any_line_end_gives_the_same_tournament():
    text = TEXTS[CORPUS_FILES[0]]
    assert "\r" not in text
    expected = parse_trf(text)
    lines = text.split("\n")
    mixed = "".join(line + ("\r\n", "\r", "\n")[i % 3] for i, line in enumerate(lines))
    for variant in (text.replace("\n", "\r"), text.replace("\n", "\r\n"), mixed):
        assert parse_trf(variant) == expected


def test_lines_are_counted_alike_with_cr_only():
    text = with_lines(replace={4: player(3, "1.0", "   1 b 0", "   4 x 1")}).replace("\n", "\r")
    with pytest.raises(TrfError) as error:
        parse_trf(text)
    assert (error.value.line, error.value.column) == (5, 107)


# ---------------------------------------------------------------------------------------------- order


def shuffled_players(text: str, rng: random.Random) -> str:
    """The same file with its 001 lines in another order and at other places among the other lines."""
    lines = [line for line in text.replace("\r", "\n").split("\n") if line]
    players = [line for line in lines if line.startswith("001")]
    others = [line for line in lines if not line.startswith("001")]
    rng.shuffle(players)
    for line in players:
        others.insert(rng.randrange(len(others) + 1), line)
    return "\n".join(others)


def test_order_of_player_lines_does_not_matter(parsed):
    rng = random.Random(2026)
    for path in CORPUS_FILES[::10] + GOLDEN_FILES:
        assert parse_trf(shuffled_players(TEXTS[path], rng)) == parsed[path], path.name


@given(st.randoms(use_true_random=False))
def test_order_of_player_lines_does_not_matter_property(rng):
    for name in ("001-result-codes.trf", "240-byes.trf", "javafo-xx-lines.trf"):
        text = TEXTS[GOLDEN / name]
        assert parse_trf(shuffled_players(text, rng)) == parse_trf(text)


# ---------------------------------------------------------------------------------------------- points column


def test_points_column_may_count_the_bye_and_acceleration_of_the_round_to_pair():
    t = golden("points-column-tolerance.trf")
    assert [p.points for p in t.players] == [15, 10, 10, 5]  # stored as the completed rounds give them
    assert t.players[1].accelerations == [0, 0, 10]


def test_cr_line_ends_golden():
    t = golden("cr-line-ends.trf")
    assert "\n" not in TEXTS[GOLDEN / "cr-line-ends.trf"]
    assert t.players == golden("142-rounds.trf").players


# ---------------------------------------------------------------------------------------------- read as meant


def test_absences_and_byes_other_programs_write_are_read_with_one_note_per_kind():
    """Lichess (blank opponent and colour), Swiss-Manager and FIDE's sample (`0000 - -`), the older PAB `0000 - +`,
    a draw without opponent and a blank result: what bbpPairings reads them as, said once per kind."""
    read = read_trf(with_lines(
        player(5, "1.0", "0000 - -", "       -", "0000 - +", "0000 - =", "0000 -  "),
        player(6, "0.0", "0000 - -", "0000 - -"),
        replace={1: "142 7"},
    ))
    assert read.tournament.players[4].rounds == [
        RoundEntry(None, None, r) for r in
        (Result.ZERO_BYE, Result.ZERO_BYE, Result.PAIRING_BYE, Result.HALF_BYE, Result.ZERO_BYE)
    ]
    assert [note["text"] for note in read.notes] == [
        "Line 7, player 5, round 1 (3 more like it): a forfeit loss without an opponent (Lichess and Swiss-Manager "
        "write an absence so) is read as a zero-point absence (Z); it is written back as it was.",
        "Line 7, player 5, round 3: a forfeit win without an opponent (the older notation) is read as the "
        "pairing-allocated bye (U); it is written back as it was.",
        "Line 7, player 5, round 4: a draw without an opponent is read as a half-point bye (H); it is written back "
        "as it was.",
        "Line 7, player 5, round 5: a blank result without an opponent is read as a zero-point absence (Z), as TRF16 "
        "says; it is written back as it was.",
    ]


def test_a_round_paired_without_results_is_the_round_in_progress():
    """As Swiss-Manager exports the round about to be played (blank results) and Lichess a round being played (Z)."""
    read = read_trf(with_lines(
        replace={2: player(1, "1.5", "   3 w 1", "   2 b =", "   4 w"), 3: player(2, "1.0", "   4 b =", "   1 w =", "   3 b"),
                 4: player(3, "1.0", "   1 b 0", "   4 w 1", "   2 w Z"), 5: player(4, "0.5", "   2 w =", "   3 b 0", "   1 b Z")}))
    assert read.tournament.rounds_played == 2 and [len(p.rounds) for p in read.tournament.players] == [2, 2, 2, 2]
    assert read.pending.number == 3
    assert read.pending.entries == {1: UnfinishedGame(4, Colour.WHITE), 2: UnfinishedGame(3, Colour.BLACK),
                                    3: UnfinishedGame(2, Colour.WHITE), 4: UnfinishedGame(1, Colour.BLACK)}
    assert read.notes[0]["text"].startswith("Round 3 is paired but 2 of its games have no result yet (line 3, player 1)")


def test_a_file_without_a_round_count_is_read_and_said_so():
    read = read_trf(with_lines(replace={1: "### no round count"}))
    assert read.tournament.total_rounds is None
    assert [note["text"] for note in read.notes] == ["The file does not say how many rounds the event has (no 142 or XXR line). It holds 2 "
                          "round(s): that is taken as the number of rounds to check it; pairing a next round needs "
                          "the number."]


def test_xxc_rank_is_read_when_the_lines_are_in_number_order():
    """The order of the lines ranks the players (tests/trf/test_rank_order.py): the rank column is not consulted,
    as bbpPairings does not consult it."""
    read = read_trf(with_lines("XXC rank white1", replace={2: player(1, "1.5", "   3 w 1", "   2 b =", rank=2)}))
    assert read.tournament.initial_colour is Colour.WHITE and read.tournament.ranking is None
    assert [note["text"] for note in read.notes] == ["XXC rank: the 001 lines are in pairing-number order, so the players are ranked by their "
                          "pairing numbers."]
    assert read_trf(with_lines("XXC rank black1")).tournament.players == parse_trf(with_lines()).players


def test_a_column_ruler_is_kept_as_a_line():
    ruler = "         1         2         3"
    read = read_trf(with_lines(ruler))
    assert read.tournament.other_lines == [ruler]
    assert [note["text"] for note in read.notes] == ["Line 7 is a column ruler (numbers over the columns); it is kept as written."]


def test_a_team_bye_is_one_bye_and_a_team_file_keeps_its_team_records():
    lines = [
        "012 Teams", "142 3",
        player(1, "1.0", "   3 w 1"), player(2, "1.0", "   4 b 1"), player(3, "0.0", "   1 b 0"),
        player(4, "0.0", "   2 w 0"), player(5, "1.0", "0000 - U"), player(6, "1.0", "0000 - U"),
        "013 Alpha                              1    2",
        "013 Beta                               3    4",
        "013 Gamma                              5    6",
        "240 F   2    5    6",
    ]
    read = read_trf("\n".join(lines) + "\n")
    assert [p.rounds[0].result for p in read.tournament.players[4:]] == [Result.PAIRING_BYE] * 2
    assert read.tournament.other_lines == lines[8:]  # a team file's 240 gives a team its bye: kept as a line
    assert read.notes[-1]["text"].startswith("Team records (013 / 310) are read for the individual games here")
    with pytest.raises(TrfError) as error:  # without the team records, two byes in a round are one too many
        read_trf("\n".join(lines[:8]) + "\n")
    assert "expected one pairing-allocated bye (U) in round 1 at most, found players 5 and 6" in error.value.message
    split = lines[:8] + ["013 Alpha                              1    5", "013 Gamma                              2    6",
                         "013 Beta                               3    4"]
    with pytest.raises(TrfError) as error:  # a team's bye goes to the whole team, not to players of two teams
        read_trf("\n".join(split) + "\n")
    assert (error.value.line, error.value.column) == (8, 99)
    assert "expected the pairing-allocated bye (U) of round 1 to go to one team's players, found players 5 and 6" in \
        error.value.message


# ---------------------------------------------------------------------------------------------- errors

ERRORS = [
    # (id, text, line, column, part of the message)
    ("duplicate pairing number", with_lines(player(2, "0.0")), 7, 5, "found 2 again (line 4)"),
    ("pairing numbers with a gap", with_lines(player(6, "0.0")), 7, 5, "found 6, but no player 5"),
    ("opponent does not exist", with_lines(replace={5: player(4, "0.5", "   2 w =", "   9 b 0")}), 6, 102, "from 1 to 4, found 9"),
    ("opponent is the player", with_lines(replace={5: player(4, "0.5", "   2 w =", "   4 b 0")}), 6, 102, "other than the player"),
    (
        "opponent does not point back",
        with_lines(replace={2: player(1, "1.5", "   3 w 1", "   4 b =")}),
        3,
        102,
        "expected player 4 to have player 1 as opponent in round 2, found `   3 b 0` (line 6). Correct one of the two "
        "lines so that each names the other",
    ),
    (
        "opponent has no entry",
        with_lines(replace={5: player(4, "0.5", "   2 w =")}),
        5,
        102,
        "expected player 4 to have player 3 as opponent in round 2, found no entry",
    ),
    (
        "same colour",
        with_lines(replace={3: player(2, "1.0", "   4 b =", "   1 b =")}),
        3,
        107,
        "players 1 and 2 to have different colours in round 2, found black for both (line 4). Give one of them the "
        "other colour (`w` or `b`)",
    ),
    (
        "played and forfeited",
        with_lines(replace={5: player(4, "0.5", "   2 w =", "   3 b -")}),
        5,
        109,
        "players 3 and 4 to agree whether their round 2 game was played or forfeited, found '1' and '-' (line 6). "
        "Write the forfeit on both lines (`+` and `-`) or on neither",
    ),
    (
        "result without opponent",
        with_lines(player(5, "1.0", "0000 - 1")),
        7,
        92,
        "round 1 of player 5: a result '1' is a game and needs an opponent; here the opponent field holds 0000 and the "
        "colour is -. Write the opponent's pairing number, or `0000 - Z`",
    ),
    (
        "result with a blank opponent field",
        with_lines(player(5, "1.0", "       1")),
        7,
        92,
        "the opponent field holds nothing and the colour is blank",
    ),
    ("forfeit loss without opponent with a colour", with_lines(player(5, "0.0", "0000 w -")), 7, 92, "holds 0000 and the colour is w"),
    ("bye with opponent", with_lines(replace={2: player(1, "1.5", "   3 w H", "   2 b =")}), 3, 92, "a result 'H' is a bye and has no opponent, found 3: write `0000 - H`"),
    (
        "game without result against a finished one",
        with_lines(replace={2: player(1, "1.5", "   3 w 1", "   2 b")}),
        3,
        102,
        "round 2 of player 1: expected player 2 to have player 1 as opponent with the other colour in round 2 (a game "
        "without a result yet), found `   1 w =`",
    ),
    (
        "game without result before a finished round",
        with_lines(replace={2: player(1, "1.5", "   3 w", "   2 b ="), 4: player(3, "1.0", "   1 b", "   4 w 1")}),
        3,
        102,
        "round 2 of player 1: expected nothing after round 1, whose game has no result yet, found '2 b ='",
    ),
    (
        "games without results in two rounds",
        with_lines(replace={2: player(1, "1.5", "   3 w 1", "   2 b"), 3: player(2, "1.0", "   4 b =", "   1 w"),
                            4: player(3, "1.0", "   1 b 0", "   4 w 1", "   4 w"), 5: player(4, "0.5", "   2 w =", "   3 b 0", "   3 b")}),
        5,
        119,
        "round 3 of player 3: the game against 4 has no result, and player 1's game of round 2 has none either: only "
        "the last round can be unfinished",
    ),
    ("game without result nor colour", with_lines(replace={2: player(1, "1.5", "   3 w 1", "   2 -")}), 3, 107, "the game against 2 has no result yet and needs the colour w or b"),
    ("game without colour", with_lines(replace={2: player(1, "1.5", "   3 - 1", "   2 b =")}), 3, 97, "the game against 3 needs the colour w or b"),
    ("bye with colour", with_lines(player(5, "0.5", "0000 w H")), 7, 97, "a bye ('H') has no colour, found 'w': write `0000 - H`"),
    ("unknown colour", with_lines(replace={2: player(1, "1.5", "   3 x 1", "   2 b =")}), 3, 97, "expected colour w, b or -, found 'x'"),
    ("unknown result code", with_lines(replace={2: player(1, "1.5", "   3 w 1", "   2 b Q")}), 3, 109, "(1 = 0 + - W D L H F U Z), found 'Q'"),
    ("opponent not a number", with_lines(replace={2: player(1, "1.5", "  3x w 1", "   2 b =")}), 3, 92, "pairing number (0000 for none), found '3x'"),
    ("misaligned round", with_lines(replace={2: player(1, "1.5", "   3 w 1", "  2 b = ")}), 3, 106, "blank between opponent and colour, found 'b'"),
    ("text between fields", with_lines(replace={2: player(1, "1.5", "   3 w 1", "   2 b =")[:47] + "x" + player(1, "1.5", "   3 w 1", "   2 b =")[48:]}), 3, 48, "blank between name and rating, found 'x'"),
    ("player line too short", with_lines(replace={2: player(1, "1.5")[:60]}), 3, 53, "reach column 84 (points), found its end"),
    ("pairing number missing", with_lines(replace={2: "001      " + player(1, "1.5", "   3 w 1", "   2 b =")[9:]}), 3, 5, "expected a pairing number from 1 to 9999, found nothing"),
    ("rating not a number", with_lines(replace={2: player(1, "1.5", "   3 w 1", "   2 b =").replace("2000", "20x0")}), 3, 49, "expected a rating, found '20x0'"),
    ("points not points", with_lines(replace={2: player(1, "1.5", "   3 w 1", "   2 b =").replace(" 1.5 ", "1.25 ")}), 3, 81, "points such as 2.5, found '1.25'"),
    (
        "points column disagrees",
        with_lines(replace={2: player(1, "2.5", "   3 w 1", "   2 b =")}),
        3,
        81,
        "expected player 1's points to be 1.5 as the results give them (win 1.0, draw 0.5, loss 0.0; 162 or BB* lines set other values), found 2.5",
    ),
    (
        "points column counts a bye that is not there",
        with_lines(replace={3: player(2, "1.5", "   4 b =", "   1 w =", "0000 - Z")}),
        4,
        81,
        "points to be 1.0",
    ),
    ("two pairing-allocated byes", with_lines(player(5, "1.0", "0000 - U"), player(6, "1.0", "0000 - U")), 8, 99, "found players 5 and 6"),
    ("a round beyond the last", with_lines(replace={1: "142 1"}), 3, 102, "expected at most 1 rounds (142 or XXR), found round 2"),
    ("XXR zero", with_lines("XXR 0", replace={1: "### no 142"}), 7, 5, "expected a positive number of rounds, found '0'"),
    ("142 not a number", with_lines(replace={1: "142 five"}), 2, 5, "positive number of rounds, found 'five'"),
    ("142 negative", with_lines(replace={1: "142 -5"}), 2, 5, "found '-5'"),
    ("142 empty", with_lines(replace={1: "142"}), 2, 5, "expected the number of rounds, found nothing"),
    ("142 two numbers", with_lines(replace={1: "142 5 6"}), 2, 7, "the number of rounds alone, found '5 6'"),
    ("XXR disagrees with 142", with_lines("XXR 6"), 7, 5, "expected number of rounds 5 as on line 2, found 6"),
    ("152 not a colour", with_lines("152 R"), 7, 5, "initial colour W or B, found 'R'"),
    ("XXC unknown word", with_lines("XXC white"), 7, 5, "expected white1 or black1, found 'white'"),
    ("XXC disagrees with 152", with_lines("152 W", "XXC black1"), 8, 5, "initial colour white as on line 7, found black"),
    ("162 unknown code", with_lines("162  Q 1.0"), 7, 6, "result code W, D, L, A, P or X, found 'Q'"),
    ("162 misaligned", with_lines("162 W 1.0"), 7, 6, "result code W, D, L, A, P or X, found nothing"),
    ("162 without points", with_lines("162  W 1.0    D"), 7, 16, "points such as 2.5, found nothing"),
    ("162 disagrees with BBW", with_lines("BBW 1.0", "162  W 3.0"), 8, 7, "points for W 1.0 as on line 7, found 3.0"),
    ("BBD not points", with_lines("BBD half"), 7, 5, "points such as 2.5, found 'half'"),
    ("BBU beyond 99.9", with_lines("BBU 100"), 7, 5, "expected BBU points from 0.0 to 99.9, found 100.0"),
    (
        "points that would not fit their columns",
        "\n".join(["142 12", "162  W99.9    D 0.1", player(1, "1099", *["0000 - U"] * 11, "0000 - H")]),
        3,
        81,
        "expected player 1's points to fit columns 81-84 (up to 99.9, or a whole number), found results worth 1098.9",
    ),
    ("XXS without =", with_lines("XXS W1.0"), 7, 5, "CODE=points with a code among W D L ZPB FL PAB"),
    ("XXS unknown code", with_lines("XXS W=1.0 QQ=1.0"), 7, 11, "found 'QQ=1.0'"),
    ("XXS finer code that disagrees", with_lines("XXS HPB=1.0"), 7, 5, "expected HPB=0.5 (HPB is scored as a draw here"),
    ("192 two words", with_lines("192 FIDE DUTCH"), 7, 10, "tournament type such as FIDE_DUTCH_2025 alone"),
    ("240 unknown bye type", with_lines("240 U 003    1"), 7, 5, "expected the bye type F, H or Z, found 'U'"),
    ("240 without round", with_lines("240 H"), 7, 7, "expected a round number, found nothing"),
    ("240 misaligned", with_lines("240 H 3 1"), 7, 7, "expected a round number, found '3 1'"),
    ("240 without players", with_lines("240 H 003"), 7, 11, "expected pairing numbers from column 11, found nothing"),
    ("240 unknown player", with_lines("240 H 003    1    7"), 7, 16, "pairing number from 1 to 4, found 7"),
    ("240 against a game", with_lines("240 H 002    3"), 7, 11, "expected player 3 to have no entry or `0000 - H` in round 2, found `   4 w 1` on line 5"),
    ("240 against another bye", with_lines("240 H 003    3", "240 F 003    3"), 8, 11, "found `0000 - H` on line 7"),
    ("250 too short", with_lines("250       1.0 001 002 0001"), 7, 27, "reach column 31 (the last player), found its end"),
    ("250 match points", with_lines("250  1.0  1.0 001 002 0001 0002"), 7, 5, "expected no match points in a 250 record of an individual event"),
    ("250 zero points", with_lines("250       0.0 001 002 0001 0002"), 7, 10, "fictitious points other than 0.0"),
    ("250 rounds reversed", with_lines("250       1.0 003 002 0001 0002"), 7, 19, "last round from 3 on, found 2"),
    ("250 players reversed", with_lines("250       1.0 001 002 0003 0002"), 7, 28, "last player from 3 on, found 2"),
    ("250 unknown player", with_lines("250       1.0 001 002 0001 0005"), 7, 28, "pairing number from 1 to 4, found 5"),
    ("250 beyond the last round", with_lines("250       1.0 001 006 0001 0002"), 7, 19, "acceleration for rounds 1 to 5, found round 6"),
    ("250 text after", with_lines("250       1.0 001 002 0001 0002 x"), 7, 32, "nothing after column 31, found 'x'"),
    (
        "250 and XXA disagree",
        with_lines("250       1.0 001 002 0001 0002", "XXA    2  1.0  0.5"),
        8,
        15,
        "player 2's acceleration in round 2 to be 1.0 as on line 7, found 0.5",
    ),
    ("XXA not points", with_lines("XXA    1  1.0  one"), 7, 15, "points such as 2.5, found 'one'"),
    ("260 rounds reversed", with_lines("260 003 002    1    2"), 7, 9, "last round from 3 on, found 2"),
    ("260 one player", with_lines("260 001 005    1"), 7, 5, "at least two players who must not meet, found 1"),
    ("260 player twice", with_lines("260 001 005    1    2    1"), 7, 23, "each player once, found 1 twice"),
    ("260 unknown player", with_lines("260 001 005    1    8"), 7, 18, "pairing number from 1 to 4, found 8"),
    ("XXP not a number", with_lines("XXP 1 two"), 7, 7, "expected a pairing number, found 'two'"),
    ("XXZ unknown player", with_lines("XXZ 9"), 7, 5, "pairing number from 1 to 4, found 9"),
    ("299 unknown player", with_lines("299 +  0.0  1.0   1    9"), 7, 21, "pairing number from 1 to 4, found 9"),
    ("a number that is not a column ruler", with_lines("         1         3"), 7, 1, "record tag such as 001 at column 1, found a blank"),
    ("line starting with a blank", with_lines(" 001 1"), 7, 1, "record tag such as 001 at column 1, found a blank"),
    ("line too short for a tag", with_lines("01"), 7, 1, "record tag of 3 characters such as 001, found '01'"),
    ("tournament name twice", with_lines("012 Other"), 7, 5, "expected tournament name 'Base' as on line 1, found 'Other'"),
]


@pytest.mark.parametrize("text, line, column, message", [case[1:] for case in ERRORS], ids=[case[0] for case in ERRORS])
def test_validation_error(text, line, column, message):
    with pytest.raises(TrfError) as error:
        parse_trf(text)
    assert (error.value.line, error.value.column) == (line, column), str(error.value)
    assert message in error.value.message
    assert str(error.value) == f"line {line}, column {column}: {error.value.message}"


def test_the_base_of_the_error_table_is_valid():
    """Each error case above changes one thing in this file, so that change alone is what the error is about."""
    t = parse_trf(with_lines())
    assert (len(t.players), t.total_rounds, t.rounds_played) == (4, 5, 2)


def test_a_byte_order_mark_is_dropped():
    assert parse_trf("\ufeff" + with_lines()) == parse_trf(with_lines())


# ---------------------------------------------------------------------------------------------- fuzzing

FUZZ_TEXTS = [TEXTS[p] for p in CORPUS_FILES[::40] + GOLDEN_FILES]
ALPHABET = " 0123456789wbWB-+=HFUZDLXh.#\t\r\nxé\x00"
TAGS = ["001", "012", "142", "152", "162", "192", "240", "250", "260", "299", "XXR", "XXC", "XXS", "XXA", "XXP", "XXZ", "BBW", "BBU", "###"]


def parses_or_refuses(text: str) -> None:
    """The reader's contract: a model (which then survives a round trip) or a TrfError, never anything else."""
    try:
        tournament = parse_trf(text)
    except TrfError as error:
        assert error.line >= 1 and error.column >= 1 and error.message
        return
    assert parse_trf(format_trf(tournament)) == tournament


@st.composite
def mutated(draw) -> str:
    lines = draw(st.sampled_from(FUZZ_TEXTS)).replace("\r", "\n").split("\n")
    for _ in range(draw(st.integers(1, 6))):
        i = draw(st.integers(0, len(lines) - 1))
        line = lines[i]
        kind = draw(st.sampled_from(["replace", "insert", "delete", "cut", "duplicate", "drop", "swap", "record"]))
        at = draw(st.integers(0, len(line)))
        char = draw(st.sampled_from(ALPHABET))
        if kind == "replace":
            lines[i] = line[:at] + char + line[at + 1 :]
        elif kind == "insert":
            lines[i] = line[:at] + char + line[at:]
        elif kind == "delete":
            lines[i] = line[:at] + line[at + 1 :]
        elif kind == "cut":
            lines[i] = line[:at]
        elif kind == "duplicate":
            lines.insert(i, line)
        elif kind == "drop" and len(lines) > 1:
            del lines[i]
        elif kind == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "record":
            lines.insert(i, draw(st.sampled_from(TAGS)) + draw(st.text(ALPHABET, max_size=40)))
    return "\n".join(lines)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_fuzz_mutated_files(text):
    parses_or_refuses(text)


@settings(max_examples=300)
@given(st.sampled_from(TAGS), st.text(ALPHABET, max_size=120))
def test_fuzz_one_random_record(tag, tail):
    parses_or_refuses(with_lines(tag + tail))


@settings(max_examples=300)
@given(st.text(max_size=300))
def test_fuzz_random_text(text):
    parses_or_refuses(text)


@pytest.mark.parametrize("line", ["142 " + "9" * 5000, "XXR " + "9" * 5000])
def test_a_number_of_thousands_of_digits_is_refused_in_a_short_message(line):
    """Found by the fuzzer: converting it raised ValueError (Python converts at most 4,300 digits), and the
    message quoted all of it."""
    with pytest.raises(TrfError) as info:
        parse_trf(with_lines(line))
    assert "(5,000 characters)" in info.value.message and len(info.value.message) < 120


# ---------------------------------------------------------------------------------------------- a team event


W, B = Colour.WHITE, Colour.BLACK


@pytest.fixture(scope="module")
def corpus():
    return {path: read_team_trf(text) for path, text in TEAM_TEXTS.items()}


def _manifest(folder):
    with open(folder / "manifest.csv", newline="") as f:
        return list(csv.DictReader(f))


# ---------------------------------------------------------------------------------------------- the corpus


def test_the_team_corpus_is_all_there():
    assert [len(list(folder.glob("*.trf"))) for folder in TEAM_FOLDERS] == [120, 26, 31, 30]
    assert len(list(TEAM_DEV.glob("*.pairings"))) == 120


@pytest.mark.parametrize("folder", TEAM_FOLDERS, ids=lambda f: f.name)
def test_every_file_matches_its_manifest(corpus, folder):
    """Teams, boards, rounds and the settings the generator logged: 192 code, 152 colour, 362, the PAB's worth
    (320: a drawn or a won match, half or all the boards), 310 or 013 records, and members grouped by team or not."""
    rows = _manifest(folder)
    assert len(rows) == len(list(folder.glob("*.trf")))
    orders = set()
    for row in rows:
        got = corpus[folder / row["file"]]
        event, settings = got.tournament, got.tournament.teams.settings
        given = dict(item.split("=") for item in row["settings"].split(";"))
        assert len(event.teams.teams) == int(row["teams"]) and settings.boards == int(row["boards"])
        assert settings.total_rounds == int(row["rounds"])
        assert got.code == given["code"]
        assert (settings.primary, settings.secondary, settings.colour_preference) == parse_team_code(given["code"])
        assert settings.initial_colour is {"W": W, "B": B}[given["initial"]]
        win, draw, loss = (int(v) * 10 for v in given["362"].split("/"))
        assert settings.match_points == MatchPoints(win, draw, loss)
        if given["pab"] == "draw":
            assert (settings.pab_match_points, settings.pab_game_points) == (draw, None)
        else:
            assert (settings.pab_match_points, settings.pab_game_points) == (win, settings.boards * 10)
        assert {line[:3] for line in got.team_lines.values()} == {given["roster"]}
        assert all(len(team.members) == settings.boards for team in event.teams.teams)
        grouped = all(team.members == list(range(team.members[0], team.members[0] + settings.boards))
                      for team in event.teams.teams)
        assert grouped == (given["ids"] == "by_team")
        orders.add(given["ids"])
        if folder in (TEAM_NOPAIRING, TEAM_NOPAIRING_ENGINE_BUG):
            assert event.rounds_played == int(row["failing_round"]) - 1
            # The teams that take part in the failing round: those without a 240 bye for it.
            present = [t for t in event.teams.teams if len(t.rounds) < int(row["failing_round"])]
            assert len(present) == int(row["active_teams"])
    assert orders == {"by_team", "global"}


def test_the_310_totals_are_the_rounds_match_and_game_points(corpus):
    """The generator wrote each team's match and game points in its 310 record: the rounds the reader works out from
    the boards, byes and forfeits add up to them, for every team of every 310 file."""
    checked = 0
    for got in corpus.values():
        for team in got.tournament.teams.teams:
            line = got.team_lines[team.number]
            if line[:3] != "310":
                continue
            fields = TEAM_310.cut(line, 1)
            played = team.rounds[: got.tournament.rounds_played]
            assert sum(r.match_points for r in played) == parse_points(*fields["match_points"])
            assert sum(r.game_points for r in played) == parse_points(*fields["game_points"])
            checked += 1
    assert checked > 3000


def test_the_corpus_has_every_kind_of_round(corpus):
    outcomes = {r.outcome for got in corpus.values() for t in got.tournament.teams.teams for r in t.rounds}
    assert outcomes == set(MatchOutcome) - {MatchOutcome.FULL_BYE}
    # A whole-team forfeit names its opponent and the colour it was paired with, but has no colour.
    forfeits = [r for got in corpus.values() for t in got.tournament.teams.teams for r in t.rounds
                if r.outcome in (MatchOutcome.FORFEIT_WIN, MatchOutcome.FORFEIT_LOSS)]
    assert forfeits and all(r.opponent and r.colour is None and r.scheduled_colour for r in forfeits)


def test_a_forfeited_team_s_players_have_forfeits_not_byes(corpus):
    """read_trf reads `0000 - +` as an individual event's PAB; in a team event it is the team's forfeit win."""
    got = corpus[TEAM_DEV / "team_000017.trf"]
    assert got.tournament.players[36].rounds[0] == RoundEntry(None, None, Result.FORFEIT_WIN)
    assert got.tournament.players[0].rounds[1] == RoundEntry(None, None, Result.FORFEIT_LOSS)
    assert not any("pairing-allocated bye (U)" in note["text"] for note in got.notes)


def test_a_nopairing_file_keeps_the_byes_of_the_round_to_pair(corpus):
    """team_000002 is cut before round 7; its 240 records for round 7 give those teams their absence."""
    got = corpus[TEAM_NOPAIRING / "team_000002.trf"]
    absent = [t.number for t in got.tournament.teams.teams if len(t.rounds) == 7]
    byes = [line for line in TEAM_TEXTS[TEAM_NOPAIRING / "team_000002.trf"].splitlines() if line.startswith("240")
            and line[6:9] == "007"]
    assert absent and sorted(int(n) for line in byes for n in line[10:].split()) == absent
    assert all(got.tournament.teams.team(n).rounds[6].outcome.is_absence for n in absent)


def test_a_013_file_numbers_its_teams_in_order(corpus):
    got = corpus[TEAM_DEV / "team_000042.trf"]
    assert [t.number for t in got.tournament.teams.teams] == list(range(1, 14))
    assert got.tournament.teams.team(2).name == "Caen B" and got.tournament.teams.team(2).members == [6, 8, 10, 13]
    assert got.tournament.teams.team(2).strength == 0 and got.tournament.teams.team(2).short_name == ""


def test_a_310_file_reads_names_nicknames_strengths(corpus):
    team = corpus[TEAM_DEV / "team_000017.trf"].tournament.teams.team(1)
    assert (team.name, team.short_name, team.strength, team.members) == ("Tours A", "T001", 2620, [1, 2, 3, 4])
    assert team.rounds[0] == TeamRound(21, B, MatchOutcome.PLAYED, 30, 40)


# ---------------------------------------------------------------------------------------------- other programs' files


def test_fide_s_team_sample_gives_one_team_two_byes_in_a_round():
    """FIDE TEC's TRF-2025 team sample (as Sharly Chess adapted it to TRF-2026) gives team 50 the PAB of round 3 (320,
    and its 802 summary says PAB) and also a half-point bye (240 H 3 26 50): a team has one bye a round, so the file
    is refused, at the record that says the second."""
    with pytest.raises(TrfError) as error:
        read_team_trf(read(FIDE_TEAM_SAMPLE))
    assert (error.value.line, error.value.column) == (512, 23)
    assert "expected one record for team 50 in round 3, found this 320 record and a 240 record (line 345)" in \
        error.value.message


def test_fide_s_team_sample_reads_once_its_round_3_half_byes_are_the_802_summary_s():
    """With the half-point byes of round 3 given to teams 26 and 47, as its 802 summary has them, the sample reads:
    50 teams of 4 boards (one reserve each but one), and every team's 310 match and game points are what its rounds
    add up to, byes (240 F / H), forfeits (330, with reserves written `0000 - -`) and PABs (320) included."""
    text = read(FIDE_TEAM_SAMPLE).replace("240 H   3   26   50", "240 H   3   26   47")
    got = read_team_trf(text)
    event = got.tournament
    assert len(event.teams.teams) == 50 and event.teams.settings.boards == 4 and event.teams.settings.total_rounds == 14
    assert got.code == "FIDE_TEAM_BAKU" and event.teams.settings.colour_preference is ColourPreference.TYPE_A
    assert event.teams.team(3).rounds[0].outcome is MatchOutcome.FULL_BYE and event.teams.team(3).rounds[0].match_points == 20
    for team in event.teams.teams:
        fields = TEAM_310.cut(got.team_lines[team.number], 1)
        assert sum(r.match_points for r in team.rounds) == parse_points(*fields["match_points"]), team.number
        assert sum(r.game_points for r in team.rounds) == parse_points(*fields["game_points"]), team.number
    assert "013 India                              1    5   15   28   44" in event.other_lines  # kept beside 310
    assert text.count("\n013 ") == 50


def test_fide_s_team_sample_agrees_with_its_802_summary():
    """The sample's 802 records give each team's rounds: the opposing team, board 1's colour (the colour it was
    paired with, for a forfeit, marked f), the game points, or the bye (FPB HPB PAB ZPB). Every one of its 700
    team rounds reads so, colours included where the 300 line-ups move a reserve to board 1 or leave it empty."""
    text = read(FIDE_TEAM_SAMPLE).replace("240 H   3   26   50", "240 H   3   26   47")
    event = read_team_trf(text).tournament
    byes = {"FPB": MatchOutcome.FULL_BYE, "HPB": MatchOutcome.HALF_BYE, "PAB": MatchOutcome.PAIRING_BYE,
            "ZPB": MatchOutcome.ZERO_BYE}
    checked = 0
    for line in (line for line in text.splitlines() if line.startswith("802")):
        team = event.teams.team(int(line[4:7]))
        assert len(team.rounds) == 14
        for k, entry in enumerate(team.rounds):
            chunk = line[27 + 13 * k : 38 + 13 * k]  # T01 at 28-30, colour at 32, game points 34-37, f at 38
            opponent, colour, points, forfeit = chunk[0:3].strip(), chunk[4], chunk[6:10], chunk[10:11] == "f"
            assert entry.game_points == parse_points(points, 1, 1), (team.number, k + 1)
            if opponent in byes:
                assert entry.outcome is byes[opponent], (team.number, k + 1)
            else:
                assert entry.opponent == int(opponent), (team.number, k + 1)
                assert (entry.colour or entry.scheduled_colour) is {"w": W, "b": B}[colour], (team.number, k + 1)
                assert forfeit == (entry.outcome is not MatchOutcome.PLAYED), (team.number, k + 1)
            checked += 1
    assert checked == 700


def test_sharly_chess_team_file_with_a_round_in_progress():
    as_written = read_team_trf(read(SHARLY_TEAM_FILE))  # its bye is worth 5.0 game points in matches of 4 boards
    assert as_written.tournament.teams.settings.pab_game_points == 50  # TRF sets no limit: read, with a note
    assert "Line 55: the 320 record gives the pairing-allocated bye 5.0 game points, more than a match of 4 boards " \
        "holds (4.0, all boards won); read as written." in [note["text"] for note in as_written.notes]
    got = read_team_trf(sharly_team_text())
    event = got.tournament
    assert (event.teams.settings.primary, event.teams.settings.secondary) == (Score.MATCH_POINTS, Score.GAME_POINTS)
    assert event.teams.settings.match_points == MatchPoints(30, 10, 0)
    assert (event.teams.settings.pab_match_points, event.teams.settings.pab_game_points, event.teams.settings.boards) == (20, 40, 4)
    assert got.pending is not None and got.pending.number == 2
    assert all(len(t.rounds) == 1 for t in event.teams.teams)
    assert event.teams.team(5).rounds[0].outcome is MatchOutcome.PAIRING_BYE  # 320's team of round 1


def test_a_bye_worth_more_than_a_match_is_read_as_written_with_a_note():
    """TRF sets no limit on 320's game points (Sharly Chess wrote 5.0 for matches of 4 boards): a warning, not a refusal."""
    got = read_team_trf(team_text(replace={4: "320  1.0  2.5 000 002"}))
    assert got.tournament.teams.settings.pab_game_points == 25
    assert "Line 5: the 320 record gives the pairing-allocated bye 2.5 game points, more than a match of 2 boards " \
        "holds (2.0, all boards won); read as written." in [note["text"] for note in got.notes]


def test_a_362_record_one_column_off_is_read_by_its_words_with_a_note():
    """The Sharly-Chess fork of bbpPairings writes `362 TW  2.0   TD  1.0   TL  0.0` in its own test files
    (test/tests/team_*.input at f5103d1): each value one column late, the defaults restated."""
    got = read_team_trf(team_text(replace={3: "362 TW  3.0   TD  1.0   TL  0.0"}))
    assert got.tournament.teams.settings.match_points == MatchPoints(30, 10, 0)
    assert "Line 4: the 362 record's values are not at TRF-2026's columns (code at 5, 14, 23, value at 7-10, 16-19, " \
        "25-28); read by its words as TW 3.0, TD 1.0, TL 0.0." in [note["text"] for note in got.notes]
    assert read_team_trf(team_text()).tournament.teams.settings.match_points == MatchPoints()


def test_is_team_file_tells_team_files_from_individual_ones():
    assert all(is_team_file(text) for text in TEAM_TEXTS.values())
    others = {path.relative_to(FILES).as_posix() for path in FILES.rglob("*.trf") if is_team_file(read(path))}
    assert others == {"fide-trf26-sample/grandmommys-cup-teams.trf", "sharly-chess/trf-team-import-test.trf",
                      "swiss-manager/friendship-cup-2024-teams.trf",
                      *(f"sharly-bbppairings/team_0000{n}.trf" for n in ("05", "17", "42", "71"))}
    assert not any(is_team_file(TEXTS[path]) for path in CORPUS_FILES + GOLDEN_FILES)
    # An individual event may list teams for a team prize: its 192 code says it is no team event.
    assert not is_team_file(team_text(replace={2: "192 FIDE_DUTCH_2025"}))
    assert is_team_file(team_text(drop=(2,))) and is_team_file("192 fide_team\n")


# ---------------------------------------------------------------------------------------------- every record


def test_the_small_event_reads_as_its_records_say():
    got = read_team_trf(team_text())
    event = got.tournament
    assert [t.rounds for t in event.teams.teams] == [
        [TeamRound(3, W, MatchOutcome.PLAYED, 20, 15), TeamRound(4, None, MatchOutcome.FORFEIT_WIN, 20, 20, W)],
        [TeamRound(4, W, MatchOutcome.PLAYED, 0, 5), TeamRound(None, None, MatchOutcome.PAIRING_BYE, 10, 10)],
        [TeamRound(1, B, MatchOutcome.PLAYED, 0, 5), TeamRound(None, None, MatchOutcome.HALF_BYE, 10, 10)],
        [TeamRound(2, B, MatchOutcome.PLAYED, 20, 15), TeamRound(1, None, MatchOutcome.FORFEIT_LOSS, 0, 0, B),
         TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0)],  # the round to pair: absent
    ]
    assert [(t.name, t.short_name, t.strength, t.members) for t in event.teams.teams[:2]] == [
        ("Alpha", "ALP", 2000, [1, 2]), ("Beta", "", 0, [3, 4])]
    s = event.teams.settings
    assert (s.primary, s.secondary, s.colour_preference) == (Score.MATCH_POINTS, Score.GAME_POINTS, ColourPreference.TYPE_A)
    assert (s.pab_match_points, s.pab_game_points, s.boards, s.total_rounds) == (10, None, 2, 3)
    assert event.other_lines == []  # the team records are the model's now
    assert [note["text"] for note in got.notes] == ["The file has no 352 record (the boards' colours): 2 boards are assumed, the most games a "
                          "team played in a round."]
    assert got.code == "FIDE_TEAM_TYPEA_MP_GP" and got.team_lines[1] == team_310(1, "Alpha", 1, 2, short="ALP", strength="2000")


def test_013_records_give_the_same_event():
    text = team_text(replace={13: team_013("Alpha", 1, 2), 14: team_013("Beta", 3, 4), 15: team_013("Gamma", 5, 6),
                              16: team_013("Delta", 7, 8)})
    legacy, new = read_team_trf(text).tournament, read_team_trf(team_text()).tournament
    assert [t.rounds for t in legacy.teams.teams] == [t.rounds for t in new.teams.teams]
    assert legacy.teams.team(1).short_name == "" and legacy.teams.team(1).strength == 0


def test_members_in_rating_order_across_teams():
    """Pairing numbers need not be grouped by team (the corpus's `ids=global`): team 1 = players 1 and 3."""
    # Players 2 and 3 trade numbers: Alpha is players 1 and 3, Beta players 2 and 4.
    text = team_text(replace={13: team_310(1, "Alpha", 1, 3), 14: team_310(2, "Beta", 2, 4),
                              5: player(1, "2.0", "   5 w 1", "0000 - +"), 6: player(2, "1.0", "   7 w 0", "0000 - U"),
                              7: player(3, "1.5", "   6 b =", "0000 - +"), 8: player(4, "1.5", "   8 b =", "0000 - U"),
                              9: player(5, "0.5", "   1 b 0", "0000 - H"), 10: player(6, "1.0", "   3 w =", "0000 - H"),
                              11: player(7, "1.0", "   2 b 1", "0000 - -"), 12: player(8, "0.5", "   4 w =", "0000 - -")})
    assert [t.rounds for t in read_team_trf(text).tournament.teams.teams] == [t.rounds for t in read_team_trf(team_text()).tournament.teams.teams]


def test_the_settings_records():
    text = team_text("352 WBBW", replace={2: "192 FIDE_TEAM_TYPEB_GP", 3: "362 TW 3.0   TD 1.0   TL 0.5",
                                          4: "320  3.0  4.0 000 002"})
    s = read_team_trf(text).tournament.teams.settings
    assert (s.primary, s.secondary, s.colour_preference) == (Score.GAME_POINTS, None, ColourPreference.TYPE_B)
    assert s.match_points == MatchPoints(30, 10, 5) and s.boards == 4  # 352 gives the boards
    assert (s.pab_match_points, s.pab_game_points) == (30, 40)
    # Without 192, 362 and 320: FIDE_TEAM, 2 / 1 / 0, and the PAB a drawn match (C.04.6 §1.4).
    got = read_team_trf(team_text(drop=(2, 3, 4)))
    s = got.tournament.teams.settings
    assert (s.primary, s.secondary, s.match_points, s.pab_match_points, s.pab_game_points) == (
        Score.MATCH_POINTS, Score.GAME_POINTS, MatchPoints(), 10, None)
    assert got.notes[0]["text"].startswith("The file has no 192 code: the team event is read as FIDE_TEAM")


def test_362_in_another_order_and_partly():
    s = read_team_trf(team_text(replace={3: "362 TL 0.0   TW 3.0"})).tournament.teams.settings
    assert s.match_points == MatchPoints(30, 10, 0)


def test_a_240_for_a_played_round_gives_the_bye_to_players_without_entries():
    """A team's bye may be in its 240 record only, or written `0000 - -` for its players (as FIDE's sample does)."""
    blank = team_text(replace={9: player(5, "0.5", "   1 b 0"), 10: player(6, "1.0", "   2 w =")})
    dashes = team_text(replace={9: player(5, "0.5", "   1 b 0", "0000 - -"), 10: player(6, "1.0", "   2 w =", "0000 - -")})
    for text in (blank, dashes):
        assert read_team_trf(text).tournament.teams.team(3).rounds[1] == TeamRound(None, None, MatchOutcome.HALF_BYE, 10, 10)


def test_a_full_point_bye_and_a_forfeit_without_330():
    text = team_text(replace={17: "240 F 002    3", 19: "### no 330", 9: player(5, "1.0", "   1 b 0", "0000 - F"),
                              10: player(6, "1.5", "   2 w =", "0000 - F")})
    event = read_team_trf(text).tournament
    assert event.teams.team(3).rounds[1] == TeamRound(None, None, MatchOutcome.FULL_BYE, 20, 20)
    assert event.teams.team(1).rounds[1] == TeamRound(None, None, MatchOutcome.FORFEIT_WIN, 20, 20)
    # A forfeit loss without a 330 record has no match: the team was absent.
    assert event.teams.team(4).rounds[1] == TeamRound(None, None, MatchOutcome.ZERO_BYE, 0, 0)


def test_a_double_forfeit():
    text = team_text(replace={5: player(1, "1.0", "   5 w 1", "0000 - -"), 6: player(2, "0.5", "   6 b =", "0000 - -"),
                              19: "330 -- 002 001 004"})
    event = read_team_trf(text).tournament
    assert event.teams.team(1).rounds[1] == TeamRound(4, None, MatchOutcome.FORFEIT_LOSS, 0, 0, W)
    assert event.teams.team(4).rounds[1] == TeamRound(1, None, MatchOutcome.FORFEIT_LOSS, 0, 0, B)


def test_a_board_forfeit_inside_a_played_match():
    """Board 2 of team 2 did not turn up in round 1: the board is won by forfeit, the match still played."""
    text = team_text(replace={8: player(4, "1.0", "   8 b -", "0000 - U"), 12: player(8, "1.0", "   4 w +", "0000 - -")})
    event = read_team_trf(text).tournament
    assert event.teams.team(2).rounds[0] == TeamRound(4, W, MatchOutcome.PLAYED, 0, 0)
    assert event.teams.team(4).rounds[0] == TeamRound(2, B, MatchOutcome.PLAYED, 20, 20)


def test_a_300_line_up_gives_board_1():
    """Team 2 puts player 4 on board 1 and team 4 player 8 in round 1: board 1 is 4 (Black) against 8 (White)."""
    text = team_text("300   1   2   4    4    3", "300   1   4   2    8    7")
    event = read_team_trf(text).tournament
    assert event.teams.team(2).rounds[0] == TeamRound(4, B, MatchOutcome.PLAYED, 0, 5)
    assert event.teams.team(4).rounds[0] == TeamRound(2, W, MatchOutcome.PLAYED, 20, 15)
    assert event.other_lines == ["300   1   2   4    4    3", "300   1   4   2    8    7"]  # kept as written


def test_a_240_after_the_round_to_pair_is_kept_as_a_line():
    got = read_team_trf(team_text("240 H 005    2"))
    assert got.tournament.other_lines == ["240 H 005    2"]
    assert len(got.tournament.teams.team(2).rounds) == 2
    assert "the 240 record for round 5 is after the round to pair (3); it is kept as written" in got.notes[-1]["text"]


def test_prohibited_pairings_name_teams():
    event = read_team_trf(team_text("260 001 003    1    2", "XXP 3 4")).tournament
    assert event.teams.forbidden == [ForbiddenPairs((1, 2), 1, 3), ForbiddenPairs((3, 4), 1, None)]
    assert event.forbidden == []


def test_read_trf_says_where_team_records_are_read():
    notes = [note["text"] for note in read_trf(team_text()).notes]
    assert any(n.startswith("Team records (013 / 310) are read for the individual games here") and
               n.endswith("when the file is read as a team event.") for n in notes)


# ---------------------------------------------------------------------------------------------- errors


TEAM_ERRORS = [
    # (what, the text, line, column, the message's words)
    ("a player in two teams", team_text(replace={15: team_310(3, "Gamma", 5, 1)}), 16, 79,
     "expected each player in one team, found player 1 in team 1 (line 14) and in team 3"),
    ("a player twice in a team", team_text(replace={15: team_310(3, "Gamma", 5, 5)}), 16, 79,
     "expected each player in one team, found player 5 earlier in this record and in team 3"),
    ("an unknown player", team_text(replace={14: team_310(2, "Beta", 3, 9)}), 15, 79,
     "expected a pairing number from 1 to 8, found 9"),
    ("a team without players", team_text(replace={14: team_310(2, "Beta")}), 15, 74,
     "expected team 2's players from column 74, found none"),
    ("team numbers out of order", team_text(replace={14: team_310(3, "Beta", 3, 4)}), 15, 5,
     "expected team number 2 (team numbers run 1, 2, 3 ... in the order of the 310 records), found 3"),
    ("a team number twice", team_text(replace={14: team_310(1, "Beta", 3, 4)}), 15, 5,
     "expected team number 2 (team numbers run 1, 2, 3 ... in the order of the 310 records), found 1 again (line 14)"),
    ("a shifted 310 field", team_text(replace={14: team_310(2, "Beta", 3, 4)[:40] + "X" + team_310(2, "Beta", 3, 4)[41:]}),
     15, 41, "expected a blank between team name and team nickname, found 'X'"),
    ("a bad strength", team_text(replace={14: team_310(2, "Beta", 3, 4, strength="20x0")}), 15, 48,
     "expected a strength (a whole number), found '20x0'"),
    ("a 013 that differs from the 310", team_text(team_013("Alpha", 1, 2), team_013("Beta", 4, 3)), 22, 5,
     "expected 013 record number 2 to repeat the 310 record of team 2: the 310 records give team 2 ('Beta', "
     "players [3, 4])"),
    ("no team records", "\n".join(["012 X", "192 FIDE_TEAM_MP", player(1, "0.0"), player(2, "0.0")]), 2, 5,
     "expected the teams of a team event in 310 (or 013) records, found none"),
    ("a bad 192 code", team_text(replace={2: "192 FIDE_TEAM_TYPEC"}), 3, 5,
     "expected a team code FIDE_TEAM_[TYPEA_|TYPEB_]{MP|GP}[_{GP|MP}] (or FIDE_TEAM), found 'FIDE_TEAM_TYPEC'"),
    ("boards against two teams", team_text(replace={
        6: player(2, "1.5", "   8 b =", "0000 - +"), 8: player(4, "1.5", "   6 b =", "0000 - U"),
        10: player(6, "1.0", "   4 w =", "0000 - H"), 12: player(8, "0.5", "   2 w =", "0000 - -")}), 7, 92,
     "round 1 of team 1: expected every board to face team 3 (player 1 plays player 5), found player 2 against "
     "player 8 of team 4"),
    ("a team against itself", team_text(replace={
        5: player(1, "2.0", "   2 w 1", "0000 - +"), 6: player(2, "1.5", "   1 b 0", "0000 - +"),
        9: player(5, "0.5", "   6 b 0", "0000 - H"), 10: player(6, "1.0", "   5 w 1", "0000 - H")}), 6, 92,
     "round 1 of player 1: the opponent, player 2, is in the same team (1)"),
    ("an opponent in no team", team_text(replace={16: team_310(4, "Delta", 7)}), 9, 92,
     "round 1 of player 4 (team 2): the opponent, player 8, is in no team (310 / 013 records)"),
    ("a bye inside a played match", team_text(replace={8: player(4, "1.0", "0000 - H", "0000 - U"),
                                                         12: player(8, "0.0", "0000 - Z", "0000 - -")}), 9, 99,
     "round 1 of player 4: team 2 plays team 4 that round, so expected a game, a forfeit or no entry, found 'H'"),
    ("two kinds of entry", team_text(replace={8: player(4, "1.5", "   8 b =", "0000 - H")}, drop=(4,)), 8, 109,
     "round 2 of team 2: expected its players to have the same entry when the team has no match, found 'U' for "
     "player 3 and 'H' for player 4"),
    ("an entry that 320 contradicts", team_text(replace={8: player(4, "1.5", "   8 b =", "0000 - H")}), 5, 19,
     "expected team 2's players to have `0000 - U` (or `0000 - -`, `0000 - Z`, nothing) in round 2, as this 320 "
     "record says, found `0000 - H` (player 4, line 9)"),
    ("a 240 for an unknown team", team_text(replace={17: "240 H 002    5"}), 18, 11,
     "expected a team number from 1 to 4 (the 310 records) in this 240 record, found 5"),
    ("a 240 for a team that played", team_text("240 H 001    1"), 21, 11,
     "expected no bye for team 1 in round 1 (240), found its match against team 3 in its players' 001 entries"),
    ("a 240 that the entries contradict", team_text(replace={17: "240 Z 002    3"}), 18, 11,
     "expected team 3's players to have `0000 - Z` (or `0000 - -`, `0000 - Z`, nothing) in round 2, as this 240 "
     "record says, found `0000 - H` (player 5, line 10)"),
    ("two 240 for one team", team_text("240 Z 003    4"), 21, 11,
     "expected one 240 record for team 4 in round 3, found another on line 19"),
    ("a 240 beside a 330", team_text("240 Z 002    1"), 20, 12,
     "expected one record for team 1 in round 2, found this 330 record and a 240 record (line 21)"),
    ("a 330 for an unknown team", team_text(replace={19: "330 +- 002 001 007"}), 20, 16,
     "expected a team number from 1 to 4 (the 310 records) in this 330 record, found 7"),
    ("a 330 of a bad type", team_text(replace={19: "330 ++ 002 001 004"}), 20, 5,
     "expected the forfeit type +- (White won), -+ (Black won) or -- (both lost), found '++'"),
    ("a 330 for one team", team_text(replace={19: "330 +- 002 001 001"}), 20, 16,
     "expected two different teams, found team 1 twice"),
    ("a 330 for a round not played", team_text(replace={19: "330 +- 003 001 004"}), 20, 8,
     "expected a 330 record for a round played (1 to 2), found round 3"),
    ("a 330 that the entries contradict", team_text(replace={19: "330 -+ 002 001 004"}), 20, 12,
     "expected team 1's players to have `0000 - -` (or `0000 - -`, `0000 - Z`, nothing) in round 2, as this 330 "
     "record says, found `0000 - +` (player 1, line 6)"),
    ("two 330 for one team", team_text("330 +- 002 001 004"), 21, 12,
     "expected one 330 record for team 1 in round 2, found another on line 20"),
    ("a 320 that names a team that played", team_text(replace={4: "320  1.0  1.0 001 002"}), 5, 15,
     "expected the team with the pairing-allocated bye of round 1 here, found team 1, whose players played team 3"),
    ("a 320 that names no team where a team has U", team_text(replace={4: "320  1.0  1.0 000 000"}), 5, 19,
     "expected team 2 for round 2 in this 320 record (its players have `0000 - U`, player 3), found 000"),
    ("a 320 that names another team", team_text(replace={4: "320  1.0  1.0 000 003"}), 5, 19,
     "expected team 2 for round 2 in this 320 record (its players have `0000 - U`, player 3), found 003"),
    ("a 320 beside a 240", team_text(replace={4: "320  1.0  1.0 000 003", 7: player(3, "1.0", "   7 w 0", "0000 - Z"),
                                             8: player(4, "1.5", "   8 b =", "0000 - Z")}), 5, 19,
     "expected one record for team 3 in round 2, found this 320 record and a 240 record (line 18)"),
    ("a 320 for a round not played", team_text(replace={4: "320  1.0  1.0 000 002 001"}), 5, 23,
     "expected 000 for round 3, which is not played yet (the 001 lines hold 2 rounds), found team 1"),
    ("a 320 for an unknown team", team_text(replace={4: "320  1.0  1.0 000 009"}), 5, 19,
     "expected a team number from 1 to 4 (the 310 records) in this 320 record, found 9"),
    ("a 320 without game points", team_text(replace={4: "320  1.0"}), 5, 10,
     "expected the PAB game points such as 1.0, found nothing"),
    ("two 320", team_text("320  1.0  1.0 000 002"), 21, 1, "expected one 320 record, found another (line 5)"),
    ("a 362 code", team_text(replace={3: "362 TW 2.0   XD 1.0"}), 4, 14,
     "expected TW, TD or TL (team win, draw, loss), found 'XD'"),
    ("a 362 code twice", team_text(replace={3: "362 TW 2.0   TW 1.0"}), 4, 14,
     "expected each of TW, TD and TL once, found TW twice"),
    ("362 points", team_text(replace={3: "362 TW 2.x"}), 4, 7, "expected points such as 2.5, found '2.x'"),
    ("a 260 for an unknown team", team_text("260 001 003    1    5"), 21, 18,
     "expected a team number from 1 to 4 (the 310 records) in this 260 record, found 5"),
    ("an XXP for an unknown team", team_text("XXP 2 6"), 21, 7,
     "expected a team number from 1 to 4 (the 310 records) in this XXP record, found 6"),
    ("a 300 that makes both teams black", team_text("300   1   2   4    4    3"), 21, 17,
     "round 1: expected teams 2 and 4 to have different colours on board 1, found black for both"),
    ("board 1 the same colour on both teams", team_text(replace={
        7: player(3, "1.0", "   8 w 0", "0000 - U"), 8: player(4, "1.5", "   7 b =", "0000 - U"),
        11: player(7, "1.0", "   4 w 1", "0000 - -"), 12: player(8, "0.5", "   3 b =", "0000 - -")}), 8, 97,
     "round 1: expected teams 2 and 4 to have different colours on board 1, found white for both"),
    ("a 300 with another opponent", team_text("300   1   2   3    4    3"), 21, 13,
     "expected team 2's opponent in round 1, team 4 (its players' games), found team 3"),
    ("a 300 with another team's player", team_text("300   1   2   4    4    5"), 21, 22,
     "expected team 2's players on its boards, found player 5 of team 3"),
    ("a 300 for a round without a match", team_text("300   2   2   4    3    4"), 21, 9,
     "expected a team with a match against team 4 in round 2 in this 300 record (a line-up), found team 2, whose "
     "players have none"),
    ("two 300 for a team", team_text("300   1   2   4    4    3", "300   1   2   4    4    3"), 22, 9,
     "expected one 300 record for team 2 in round 1, found another on line 21"),
    ("a 300 for an unknown team", team_text("300   1   7   4    4    3"), 21, 9,
     "expected a team number from 1 to 4 (the 310 records) in this 300 record, found 7"),
    ("a 352 colour", team_text("352 WBXB"), 21, 7, "expected the boards' colours as W and B (such as WBWB), found 'WBXB'"),
]


@pytest.mark.parametrize("what, text, line, column, words", TEAM_ERRORS, ids=[e[0] for e in TEAM_ERRORS])
def test_errors_say_what_and_where(what, text, line, column, words):
    with pytest.raises(TrfError) as error:
        read_team_trf(text)
    assert (error.value.line, error.value.column) == (line, column), error.value
    assert words in error.value.message
