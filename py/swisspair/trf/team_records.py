"""The TRF-2026 team records: their columns (1-based and inclusive, as in the FIDE text) and their codes.

    013 name(5-36) members(37-40, 42-45 ...)      TRF16 team, to be phased out: its number is its place
    310 TPN(5-7) name(9-40) nickname(42-46) strength(48-53) MP(55-60) GP(62-67) rank(69-71) members(74-77 ...)
                                                  MP, GP and rank are informative: the reader works them out
    320 MP(5-8) GP(10-13) TPN(15-17, 19-21 ...)   what the pairing-allocated bye earns; its team in each round
    330 TT(5-6) RRR(8-10) WWW(12-14) BBB(16-18)   a whole-team forfeit: +- White won, -+ Black won, -- both lost
    240 T(5) RRR(7-9) TTT(11-14 ...)              a team's requested bye (BYES_240 in records.py, team numbers)
    300 RRR(5-7) TTT(9-11) OOO(13-15) players(17-20, 22-25 ...)   a team's line-up in a round, board by board
                                                  (0000: an empty board); kept as a line
    352 WBWB                                      the colours of the white team's boards (read, kept as a line)
    362 TW pppp   TD pppp   TL pppp               match points: code at 5+9k, value at 7+9k to 10+9k
    192 FIDE_TEAM_[TYPEA_|TYPEB_]{MP|GP}[_{GP|MP}][_BAKU]   the C.04.6 settings; FIDE_TEAM alone is TYPEA_MP_GP
"""

from __future__ import annotations

import re

from ..model import ColourPreference, Score
from .records import Field, Record

TEAM_013 = Record("013", (Field("name", "team name", 5, 36),), 37)
TEAM_310 = Record(
    "310",
    (
        Field("number", "team number", 5, 7, right=True),
        Field("name", "team name", 9, 40),
        Field("short_name", "team nickname", 42, 46),
        Field("strength", "strength", 48, 53, right=True),
        Field("match_points", "match points", 55, 60, right=True),
        Field("game_points", "game points", 62, 67, right=True),
        Field("rank", "team rank", 69, 71, right=True),
    ),
    74,
)
TEAM_PAB_320 = Record(
    "320",
    (Field("match_points", "PAB match points", 5, 8, right=True), Field("game_points", "PAB game points", 10, 13, right=True)),
    15,
    item_width=3,
)
TEAM_FORFEIT_330 = Record(
    "330",
    (
        Field("type", "forfeit type", 5, 6),
        Field("round", "round", 8, 10, right=True),
        Field("white", "white team", 12, 14, right=True),
        Field("black", "black team", 16, 18, right=True),
    ),
)
TEAM_LINEUP_300 = Record(
    "300",
    (
        Field("round", "round", 5, 7, right=True),
        Field("team", "team", 9, 11, right=True),
        Field("opponent", "opponent team", 13, 15, right=True),
    ),
    17,
)


def lineup_round(line: str, lineno: int) -> int | None:
    """The round of a 300 record (a line-up); None for another line."""
    return int(TEAM_LINEUP_300.cut(line, lineno)["round"][0]) if line[:3] == "300" else None


# 330 types: what the white and the black team got ("won" or "lost" by forfeit).
FORFEIT_TYPES = {"+-": ("won", "lost"), "-+": ("lost", "won"), "--": ("lost", "lost")}

# 362: the code of each value at 5 + 9k (two characters), the value at 7 + 9k to 10 + 9k.
MATCH_POINTS_CODES = {"TW": "win", "TD": "draw", "TL": "loss"}
MATCH_POINTS_FIRST, MATCH_POINTS_STEP = 5, 9

# Tags of the records only a team event has (013 and 310 name its teams).
TEAM_ROSTER_TAGS = ("013", "310")
TEAM_TAGS = ("013", "310", "320", "330", "352", "362")

TEAM_CODE_PREFIX = "FIDE_TEAM"
# An accelerated event adds _BAKU (the 250 records give its fictitious points).
_TEAM_CODE = re.compile(r"FIDE_TEAM(?:_(?:(TYPEA|TYPEB)_)?(MP|GP)(?:_(MP|GP))?)?(_BAKU)?")
_PREFERENCES = {"TYPEA": ColourPreference.TYPE_A, "TYPEB": ColourPreference.TYPE_B, None: ColourPreference.NONE}


def parse_team_code(code: str) -> tuple[Score, Score | None, ColourPreference] | None:
    """The primary score, the secondary one and the colour preference a 192 code names; None when it is not one.

    `FIDE_TEAM` alone is TYPEA_MP_GP; without TYPEA_ / TYPEB_ colours have no preference; the second score, when
    named, is the one colour allocation uses (C.04.6 §4.2.2) and must differ from the first."""
    match = _TEAM_CODE.fullmatch(code.upper())
    if match is None:
        return None
    kind, first, second, _ = match.groups()
    if first is None:
        return Score.MATCH_POINTS, Score.GAME_POINTS, ColourPreference.TYPE_A
    if second == first:
        return None
    return Score(first), Score(second) if second else None, _PREFERENCES[kind]


def format_team_code(primary: Score, secondary: Score | None, preference: ColourPreference) -> str:
    """The 192 code of the settings, in its long form (`FIDE_TEAM_TYPEA_MP_GP` rather than `FIDE_TEAM`)."""
    kind = {ColourPreference.TYPE_A: "TYPEA_", ColourPreference.TYPE_B: "TYPEB_", ColourPreference.NONE: ""}[preference]
    return f"{TEAM_CODE_PREFIX}_{kind}{primary.value}" + (f"_{secondary.value}" if secondary else "")
