"""swisspair.trf.reading: the whole corpus as its manifests describe it, line ends, order independence, every
validation error with its line and column, and fuzzing (only TrfError or a model)."""

from __future__ import annotations

import csv
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from swisspair.model import Colour, Result, RoundEntry
from swisspair.trf import TrfError, UnfinishedGame, format_trf, parse_trf, read_trf
from tests.corpus_location import CORPUS
from tests.trf.helpers import CORPUS_FILES, DEV, GOLDEN, GOLDEN_FILES, TEXTS, golden, player, with_lines

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
    assert read.notes == [
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
    assert read.notes[0].startswith("Round 3 is paired but 2 of its games have no result yet (line 3, player 1)")


def test_a_file_without_a_round_count_is_read_and_said_so():
    read = read_trf(with_lines(replace={1: "### no round count"}))
    assert read.tournament.total_rounds is None
    assert read.notes == ["The file does not say how many rounds the event has (no 142 or XXR line). It holds 2 "
                          "round(s): that is taken as the number of rounds to check it; pairing a next round needs "
                          "the number."]


def test_xxc_rank_is_read_when_the_ranks_change_nothing():
    read = read_trf(with_lines("XXC rank white1"))  # the base file's ranks are the pairing numbers
    assert read.tournament.initial_colour is Colour.WHITE
    assert read.notes == ["XXC rank: the rank column is blank or equals the pairing numbers, so the players are "
                          "paired in pairing-number order."]
    assert read_trf(with_lines("XXC rank black1")).tournament.players == parse_trf(with_lines()).players


def test_a_column_ruler_is_kept_as_a_line():
    ruler = "         1         2         3"
    read = read_trf(with_lines(ruler))
    assert read.tournament.other_lines == [ruler]
    assert read.notes == ["Line 7 is a column ruler (numbers over the columns); it is kept as written."]


def test_299_points_are_allowed_for_in_the_points_column():
    bonus = "299 +  0.0  1.0   2    2"
    read = read_trf(with_lines(bonus, replace={3: player(2, "2.0", "   4 b =", "   1 w =")}))
    assert read.tournament.other_lines == [bonus]
    assert read.tournament.players[1].points == 10  # the results' points: the bonus is the organiser's
    assert "299 records" in read.notes[0]
    with pytest.raises(TrfError) as error:  # player 1 is not named: the column must agree with the results
        read_trf(with_lines(bonus, replace={2: player(1, "2.5", "   3 w 1", "   2 b =")}))
    assert (error.value.line, error.value.column) == (3, 81)
    with pytest.raises(TrfError) as error:  # player 2's column leaves out the bonus: both values are named
        read_trf(with_lines(bonus))
    assert "expected player 2's points to be 2.0 as the results give them and 1.0 from 299 records" in \
        error.value.message and "found 1.0. Correct the points column or the results" in error.value.message


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
    assert read.notes[-1].startswith("Team records (013 / 310) are read for the individual games here")
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
    (
        "XXC rank with ranks that reorder the players",
        with_lines("XXC rank white1", replace={2: player(1, "1.5", "   3 w 1", "   2 b =", rank=2)}),
        3,
        86,
        "XXC rank orders the players by the rank column, and player 1 has rank 2: pairing in rank order is not supported yet",
    ),
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
