"""The TRF record kinds: their columns (1-based and inclusive as in the FIDE texts) and their codes.

Player line `001` (the spec is `PLAYER_FIELDS`):

    5-8 pairing number   10 sex   11-13 title   15-47 name   49-52 rating   54-56 federation
    58-68 FIDE id   70-79 birth date   81-84 points   86-89 rank
    round r from column 92+10(r-1): opponent (4 columns; 0000 or blank for none), colour 2 columns further
    (w, b, - or blank), result 2 further (1 = 0 + - W D L H F U Z, any case; blank means Z).
    Every other column up to the last round is blank.

The other records, and where they land in the model:

    012 name                         Tournament.name
    142 n  /  XXR n                  total_rounds (a positive number)
    152 W|B  /  XXC white1|black1    initial_colour
    162  Cpppp    Cpppp ...          scoring: result code C at column 6+9k, points at 7+9k to 10+9k; codes W D L,
                                     A (zero-point bye and forfeit loss; bbpPairings reads it as Z), P (PAB),
                                     X (unknown result, which no entry can be: kept as a line `162  X p` at the
                                     end of other_lines when it is not worth a draw, its default)
    BBW BBD BBL BBZ BBF BBU p        scoring: win, draw, loss, zero-point bye, forfeit loss, PAB
    XXS CODE=p ...                   scoring for W D L ZPB FL PAB; JaVaFo's finer codes (WW BW WD BD WL BL HPB
                                     FPB FW) are kept as a line when they agree with the scoring, else refused
    192 TYPE                         tournament_type
    240 T RRR id id ...              byes: type F/H/Z at 5, round at 7-9, ids at 11+5k -> the round entry
                                     `0000 - T` (records for a round later than the one being paired stay lines)
    XXZ id id ...                    `0000 - Z` in the round being paired (JaVaFo's absent players)
    250 MMMM GGGG RRR RRR PPPP PPPP  acceleration: game points at 10-13 for rounds 15-17 to 19-21 and players
                                     23-26 to 28-31 -> Player.accelerations[round - 1]
    XXA id pppp pppp ...             acceleration of one player for rounds 1, 2, ... at 10+5k
    260 RRR RRR id id ...            ForbiddenPairs(ids at 13+5k, first round 5-7, last round 9-11)
    XXP id id ...                    ForbiddenPairs(ids) in every round
    299 T MMMM PPPP RRR id ...       abnormal points (TRF-2026): type at 5, match points 8-11, points 14-17, round
                                     20-22 (000 all, 999 final standings only: model.FINAL_ROUND), ids from 24. Kept as a line; a blank
                                     type's points (a bonus or penalty), and a typed record's points for one
                                     player's round, go to Player.adjustments, counted for pairing after that round
    013 / 310                        teams: kept as lines; their players (from 37 / 74, every 5) make one team bye
    anything else                    other_lines, verbatim: header tags (022 ... 132, 172, 182, 202 ...),
                                     ### comments, national rating and team records

A team event's file (FIDE C.04.6, TRF-2026) has these too; read as a team event (reading.py's `read_team_trf`),
they land in the model's team part (`Tournament.teams`, a `TeamPart`):

    013 name(5-36) members(37-40, 42-45 ...)      TRF16 team, to be phased out: its number is its place
    310 TPN(5-7) name(9-40) nickname(42-46) strength(48-53) MP(55-60) GP(62-67) rank(69-71) members(74-77 ...)
                                                  MP, GP and rank are informative: the reader works them out
    320 MP(5-8) GP(10-13) TPN(15-17, 19-21 ...)   what the pairing-allocated bye earns; its team in each round
    330 TT(5-6) RRR(8-10) WWW(12-14) BBB(16-18)   a whole-team forfeit: +- White won, -+ Black won, -- both lost
    240 T(5) RRR(7-9) TTT(11-14 ...)              a team's requested bye (BYES_240, team numbers)
    300 RRR(5-7) TTT(9-11) OOO(13-15) players(17-20, 22-25 ...)   a team's line-up in a round, board by board
                                                  (0000: an empty board); kept as a line
    352 WBWB                                      the colours of the white team's boards (read, kept as a line)
    362 TW pppp   TD pppp   TL pppp               match points: code at 5+9k, value at 7+9k to 10+9k
    192 FIDE_TEAM_[TYPEA_|TYPEB_]{MP|GP}[_{GP|MP}][_BAKU]   the C.04.6 settings; FIDE_TEAM alone is TYPEA_MP_GP
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from typing import Any

from ..model import Colour, ColourPreference, Result, RoundEntry, Score
from .errors import TrfError, TrfWriteError


@dataclass(frozen=True)
class Field:
    """A fixed-width field: 1-based inclusive columns as in the FIDE texts, and its alignment when written.
    `label`: the key of its name in swisspair.messages."""

    key: str
    label: str
    first: int
    last: int
    right: bool = False  # numbers are right-aligned

    def cut(self, line: str) -> str:
        return line[self.first - 1 : self.last].strip()

    def place(self, chars: list[str], text: str) -> None:
        width = self.last - self.first + 1
        if len(text) > width:
            raise TrfWriteError.of("trf.cannot_write_field", what_msg=self.label, text=repr(text), first=str(self.first),
                                   last=str(self.last))
        chars[self.first - 1 : self.last] = text.rjust(width) if self.right else text.ljust(width)


PLAYER_FIELDS = (
    Field("number", "trf.field_pairing_number", 5, 8, right=True),
    Field("sex", "trf.field_sex", 10, 10),
    Field("title", "trf.field_title", 11, 13, right=True),
    Field("name", "trf.field_name", 15, 47),
    Field("rating", "trf.field_rating", 49, 52, right=True),
    Field("federation", "trf.field_federation", 54, 56),
    Field("fide_id", "trf.field_fide_id", 58, 68, right=True),
    Field("birth", "trf.field_birth_date", 70, 79),
    Field("points", "trf.field_points", 81, 84, right=True),
    Field("rank", "trf.field_rank", 86, 89, right=True),
)
PLAYER_FIELD = {f.key: f for f in PLAYER_FIELDS}
PLAYER_TEXT_FIELDS = ("sex", "title", "name", "federation", "fide_id", "birth")
FIRST_ROUND = 92  # the opponent of round 1; each round 10 columns further on
ROUND_WIDTH = 10
# Inside a round's 10 columns: opponent at 1-4, colour at 6, result at 8; the others are blank.
# Each blank of a round entry, by the key of its words in swisspair.messages.
ROUND_BLANKS = {5: "trf.between_opponent_and_colour", 7: "trf.between_colour_and_result", 9: "trf.between_rounds",
                10: "trf.between_rounds"}


def round_column(round_number: int) -> int:
    """The column of a round's opponent field in a 001 line."""
    return FIRST_ROUND + ROUND_WIDTH * (round_number - 1)


def _blanks(fields: tuple[Field, ...], last: int, then: str) -> dict[int, dict[str, str]]:
    """The columns from 4 to `last` between the fields of a record, each with the words that say where (keys of
    swisspair.messages: `then` names what follows the last field)."""
    blanks = {}
    for column in range(4, last + 1):
        if any(f.first <= column <= f.last for f in fields):
            continue
        before = [f.label for f in fields if f.last < column]
        after = [f.label for f in fields if f.first > column]
        blanks[column] = {"where_msg": "trf.between_fields", "before_msg": before[-1] if before else "trf.field_tag",
                          "after_msg": after[0] if after else then}
    return blanks


PLAYER_BLANKS = _blanks(PLAYER_FIELDS, FIRST_ROUND - 1, "trf.field_round_1")


def check_blanks(line: str, lineno: int, columns: dict[int, dict[str, Any]]) -> None:
    """The given columns (those beyond the end of the line count) are blank: a shifted field is caught there. Each
    column's value: the words that say where (`where_msg`, a key of swisspair.messages, and its parameters)."""
    for column, where in columns.items():
        char = line[column - 1 : column]
        if char not in ("", " "):
            raise TrfError.at(lineno, column, "trf.expected_blank", found=repr(char), **where)


@dataclass(frozen=True)
class Record:
    """A record with fixed columns (`fields`), maybe followed by a list: `item_width` columns (4, or 3 for team
    numbers in 320) and a blank, from `list_start`."""

    tag: str
    fields: tuple[Field, ...]
    list_start: int | None = None
    item_width: int = 4

    @property
    def end(self) -> int:
        return self.fields[-1].last

    def cut(self, line: str, lineno: int) -> dict[str, tuple[str, int, int]]:
        """Each field's text, line and first column (as the value readers take them), once the columns
        between the fields are checked to be blank."""
        then = "trf.field_the_list" if self.list_start else "trf.field_the_end"
        check_blanks(line, lineno, _blanks(self.fields, (self.list_start or self.end + 1) - 1, then))
        return {f.key: (f.cut(line), lineno, f.first) for f in self.fields}

    def items(self, line: str, lineno: int) -> list[tuple[str, int]]:
        """The list after the fields: each item's text and column."""
        items, width = [], self.item_width
        for column in range(self.list_start, len(line) + 1, width + 1):
            check_blanks(line, lineno, {column + width: {"where_msg": "trf.between_list_items"}})
            items.append((line[column - 1 : column - 1 + width].strip(), column))
        return items

    def format(self, values: dict[str, str], items: list[str] = ()) -> str:
        chars = list(self.tag.ljust((self.list_start or self.end + 2) - 1))
        for f in self.fields:
            f.place(chars, values[f.key])
        return ("".join(chars) + " ".join(f"{item:>{self.item_width}}" for item in items)).rstrip()


BYES_240 = Record("240", (Field("type", "trf.field_bye_type", 5, 5),
                          Field("round", "trf.field_round", 7, 9, right=True)), 11)
ACCELERATION_250 = Record(
    "250",
    (
        Field("match", "trf.field_match_points", 5, 8, right=True),
        Field("points", "trf.field_game_points", 10, 13, right=True),
        Field("first_round", "trf.field_first_round", 15, 17, right=True),
        Field("last_round", "trf.field_last_round", 19, 21, right=True),
        Field("first_player", "trf.field_first_player", 23, 26, right=True),
        Field("last_player", "trf.field_last_player", 28, 31, right=True),
    ),
)
FORBIDDEN_260 = Record(
    "260", (Field("first_round", "trf.field_first_round", 5, 7, right=True),
            Field("last_round", "trf.field_last_round", 9, 11, right=True)), 13
)
ABNORMAL_299 = Record(
    "299",
    (
        Field("type", "trf.field_type", 5, 5),
        Field("match", "trf.field_match_points", 8, 11, right=True),
        Field("points", "trf.field_points", 14, 17, right=True),
        Field("round", "trf.field_round", 20, 22, right=True),
    ),
    24,
)
# The same fields one column to the left (round 17-19, ids from 21): FIDE's team sample as Sharly Chess adapted it to
# TRF-2026 writes `299 +  2.0  2.5   1    1`; read with a note.
ABNORMAL_299_LEFT = Record(
    "299",
    (
        Field("type", "trf.field_type", 5, 5),
        Field("match", "trf.field_match_points", 7, 10, right=True),
        Field("points", "trf.field_points", 12, 15, right=True),
        Field("round", "trf.field_round", 17, 19, right=True),
    ),
    21,
)
ABNORMAL_TYPES = "WDLFHZ+- "  # a result the record scores, or blank: points added (a bonus) or taken (a penalty)
ACCELERATION_XXA = Record("XXA", (Field("player", "trf.field_pairing_number", 5, 8, right=True),), 10)


# The codes of a round entry in a 001 line.
COLOURS = {"w": Colour.WHITE, "b": Colour.BLACK, "-": None, " ": None}
RESULTS = {r.value: r for r in Result}
RESULTS[" "] = Result.ZERO_BYE  # TRF16: a blank result is a zero-point absence


def format_round(entry: RoundEntry) -> str:
    """The 8 columns of a round entry, e.g. '  12 w 1' or '0000 - H'."""
    opponent = f"{entry.opponent:4d}" if entry.opponent is not None else "0000"
    colour = entry.colour._value_ if entry.colour is not None else "-"  # _value_: `.value` is a slow descriptor
    return f"{opponent} {colour} {entry.result._value_}"


# The codes of the scoring records (162, BB*, XXS) and of the 240 bye types.
XXS_CODES = {  # JaVaFo's scoring codes that the model holds
    "W": "win",
    "D": "draw",
    "L": "loss",
    "ZPB": "zero_bye",
    "FL": "forfeit_loss",
    "PAB": "pairing_bye",
}
XXS_AGREEING = {  # the finer ones: accepted when they give what the model gives anyway
    "WW": "win",
    "BW": "win",
    "FW": "win",
    "FPB": "win",
    "WD": "draw",
    "BD": "draw",
    "HPB": "draw",
    "WL": "loss",
    "BL": "loss",
}
CODES_162 = {"W": ("win",), "D": ("draw",), "L": ("loss",), "P": ("pairing_bye",)}
CODES_162["A"] = CODES_162["Z"] = ("zero_bye", "forfeit_loss")
CODES_162["X"] = ("unknown",)  # an unknown result, which no result code of a 001 line can be
BB_CODES = {
    "BBW": "win",
    "BBD": "draw",
    "BBL": "loss",
    "BBZ": "zero_bye",
    "BBF": "forfeit_loss",  # bbpPairings: points for a forfeit loss
    "BBU": "pairing_bye",
}
BYE_TYPES = {"F": Result.FULL_BYE, "H": Result.HALF_BYE, "Z": Result.ZERO_BYE}
MAX_SCORING = 999  # tenths


# ---------------------------------------------------------------------------------------------- team records

TEAM_013 = Record("013", (Field("name", "trf.field_team_name", 5, 36),), 37)
TEAM_310 = Record(
    "310",
    (
        Field("number", "trf.field_team_number", 5, 7, right=True),
        Field("name", "trf.field_team_name", 9, 40),
        Field("short_name", "trf.field_team_nickname", 42, 46),
        Field("strength", "trf.field_strength", 48, 53, right=True),
        Field("match_points", "trf.field_match_points", 55, 60, right=True),
        Field("game_points", "trf.field_game_points", 62, 67, right=True),
        Field("rank", "trf.field_team_rank", 69, 71, right=True),
    ),
    74,
)
TEAM_PAB_320 = Record(
    "320",
    (Field("match_points", "trf.field_pab_match_points", 5, 8, right=True),
     Field("game_points", "trf.field_pab_game_points", 10, 13, right=True)),
    15,
    item_width=3,
)
TEAM_FORFEIT_330 = Record(
    "330",
    (
        Field("type", "trf.field_forfeit_type", 5, 6),
        Field("round", "trf.field_round", 8, 10, right=True),
        Field("white", "trf.field_white_team", 12, 14, right=True),
        Field("black", "trf.field_black_team", 16, 18, right=True),
    ),
)
TEAM_LINEUP_300 = Record(
    "300",
    (
        Field("round", "trf.field_round", 5, 7, right=True),
        Field("team", "trf.field_team", 9, 11, right=True),
        Field("opponent", "trf.field_opponent_team", 13, 15, right=True),
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

# Tags of the records that name a team event's teams.
TEAM_ROSTER_TAGS = ("013", "310")

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
