"""swisspair.trf.records: one golden file per record kind (tests/golden/trf/), and what each becomes in the
model; the 192 team codes both ways, and the 320 list of three-column team numbers."""

from __future__ import annotations

import pytest

from swisspair.model import Colour, ColourPreference, ForbiddenPairs, Result, RoundEntry, Score, Scoring
from swisspair.trf import parse_trf
from swisspair.trf.records import TEAM_PAB_320, format_team_code, parse_team_code
from tests.trf.helpers import GOLDEN, TEXTS, golden, player, with_lines


def test_001_result_codes():
    t = golden("001-result-codes.trf")
    E, w, b = RoundEntry, Colour.WHITE, Colour.BLACK
    assert [p.rounds for p in t.players] == [
        [E(2, w, Result.WIN), E(3, b, Result.UNRATED_WIN), E(None, None, Result.FULL_BYE)],
        # a blank round between two entries is a zero-point absence; the last entry is the round to pair
        [E(1, b, Result.LOSS), E(4, w, Result.UNRATED_DRAW), E(None, None, Result.ZERO_BYE), E(None, None, Result.ZERO_BYE)],
        [E(4, w, Result.DRAW), E(1, w, Result.UNRATED_LOSS), E(4, None, Result.FORFEIT_WIN)],
        [E(3, b, Result.DRAW), E(2, b, Result.UNRATED_DRAW), E(3, None, Result.FORFEIT_LOSS)],
        # `0000 - +` is the old notation of the pairing-allocated bye
        [E(6, w, Result.FORFEIT_WIN), E(None, None, Result.PAIRING_BYE), E(None, None, Result.ZERO_BYE), E(None, None, Result.HALF_BYE)],
        [E(5, b, Result.FORFEIT_LOSS), E(None, None, Result.HALF_BYE), E(None, None, Result.ZERO_BYE)],
    ]
    assert [p.points for p in t.players] == [30, 5, 15, 10, 20, 5]
    p1 = t.players[0]
    assert (p1.number, p1.name, p1.rating, p1.rank, p1.sex, p1.title, p1.federation) == (1, "Test0001 Player0001", 2000, 1, "", "", "")
    assert (t.name, t.total_rounds, t.rounds_played) == ("Result codes", 5, 3)


def test_142_rounds():
    assert golden("142-rounds.trf").total_rounds == 5
    assert parse_trf(with_lines("XXR 5")).total_rounds == 5  # XXR may repeat it


def test_152_initial_colour():
    assert golden("152-initial-colour.trf").initial_colour is Colour.WHITE
    assert parse_trf(with_lines("152 B", "XXC black1")).initial_colour is Colour.BLACK


def test_162_point_system():
    t = golden("162-point-system.trf")
    assert t.scoring == Scoring(win=30, draw=10, loss=0, zero_bye=0, forfeit_loss=0, pairing_bye=10)
    assert t.other_lines == ["162  X 0.0"]  # X (unknown result) not worth its default, a draw: kept
    assert [p.points for p in t.players] == [40, 20, 0, 20, 40]
    # bbpPairings' reader says Z where the TRF-2026 text says A; X worth a draw is the default and not kept.
    t = parse_trf(with_lines("162  Z 0.5    X 0.5"))
    assert (t.scoring.zero_bye, t.scoring.forfeit_loss, t.other_lines) == (5, 5, [])


def test_192_tournament_type():
    assert golden("192-tournament-type.trf").tournament_type == "FIDE_DUTCH_BAKU"


def test_240_byes():
    t = golden("240-byes.trf")
    F, H, Z = (RoundEntry(None, None, r) for r in (Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE))
    assert t.players[0].rounds[2:] == [F]  # absent in round 3, the round to pair
    assert t.players[3].rounds[2:] == [F]
    assert t.players[4].rounds == [RoundEntry(None, None, Result.PAIRING_BYE), H, Z]  # round 2 had no entry
    assert t.players[1].rounds[2:] == []  # the record for round 5 is not applied yet: it stays a line
    assert t.other_lines == ["### T RRR  111  222", "240 H 005    2"]


def test_250_acceleration():
    t = golden("250-acceleration.trf")
    assert [p.accelerations for p in t.players] == [[10, 10, 5], [10, 10, 5], [0, 0, 5], []]


def test_260_forbidden_pairs():
    assert golden("260-forbidden-pairs.trf").forbidden == [ForbiddenPairs((1, 4), 1, 5), ForbiddenPairs((2, 3, 4), 3, 4)]


def test_javafo_xx_lines():
    t = golden("javafo-xx-lines.trf")
    assert (t.total_rounds, t.initial_colour) == (5, Colour.BLACK)
    assert t.players[0].accelerations == [10, 10, 0, 5]  # a blank XXA field is 0
    assert t.forbidden == [ForbiddenPairs((1, 4), 1, None)]
    assert t.scoring == Scoring()
    assert t.other_lines == ["XXS HPB=0.5"]  # agrees with the draw, so it is kept, not refused
    assert t.players[2].rounds[2:] == [RoundEntry(None, None, Result.ZERO_BYE)]  # XXZ: absent in round 3


def test_bbp_bb_lines():
    t = golden("bbp-bb-lines.trf")
    assert t.scoring == Scoring(win=30, draw=15, loss=5, zero_bye=2, forfeit_loss=1, pairing_bye=20)
    assert [p.points for p in t.players] == [45, 30, 6, 35, 32]


def test_pab_is_worth_a_win_unless_said_otherwise():
    def scoring(*lines: str) -> Scoring:
        return parse_trf("\n".join([*lines, player(1, "0.0"), player(2, "0.0")])).scoring

    assert scoring("BBW 2.0").pairing_bye == 20
    assert scoring("BBU 0.5", "162  W 2.0").pairing_bye == 5
    assert scoring("XXS W=2.0 PAB=1.5") == Scoring(win=20, pairing_bye=15)


def test_header_and_comments_are_kept():
    t = golden("header-and-comments.trf")
    lines = TEXTS[GOLDEN / "header-and-comments.trf"].splitlines()
    assert t.name == "Header lines"
    assert t.other_lines == [line for line in lines if line[:3] not in ("001", "012", "142")]


# ---------------------------------------------------------------------------------------------- team records


@pytest.mark.parametrize("code, settings", [
    ("FIDE_TEAM", (Score.MATCH_POINTS, Score.GAME_POINTS, ColourPreference.TYPE_A)),
    ("FIDE_TEAM_MP", (Score.MATCH_POINTS, None, ColourPreference.NONE)),
    ("FIDE_TEAM_GP_MP", (Score.GAME_POINTS, Score.MATCH_POINTS, ColourPreference.NONE)),
    ("FIDE_TEAM_TYPEB_GP", (Score.GAME_POINTS, None, ColourPreference.TYPE_B)),
    ("fide_team_typea_mp_gp_baku", (Score.MATCH_POINTS, Score.GAME_POINTS, ColourPreference.TYPE_A)),
    ("FIDE_TEAM_MP_MP", None), ("FIDE_TEAM_TYPEC_MP", None), ("FIDE_TEAM_TYPEA", None), ("FIDE_DUTCH_2025", None),
])
def test_192_codes(code, settings):
    assert parse_team_code(code) == settings
    if settings is not None and "BAKU" not in code.upper() and code != "FIDE_TEAM":
        assert format_team_code(*settings) == code


def test_the_320_list_has_three_columns_an_item():
    line = "320  1.0  2.0 000 012   7"
    assert TEAM_PAB_320.items(line, 1) == [("000", 15), ("012", 19), ("7", 23)]
    assert TEAM_PAB_320.format({"match_points": "1.0", "game_points": "2.0"}, ["000", "012", "7"]) == line
