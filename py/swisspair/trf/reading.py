"""Reading a TRF: `parse_trf(text) -> Tournament`. Bad input raises `TrfError` with the line and column
(1-based) and what was expected and found; nothing else escapes the reader.

Read as meant, and said so in `TrfFile.notes`: entries without an opponent that other programs write for an absence
or a bye (`READINGS`), column rulers, `XXC rank` (the order of the 001 lines ranks the players), 299 records at
TRF-2026's columns or one column left, team records, a file without a round count. Refused: a game without a result.

Checked once every line is read (so the order of the lines never matters): pairing numbers run 1..N once
each, and every record names one of them; both sides of a game name each other, with different colours, and
agree whether it was played or forfeited; at most one pairing-allocated bye a round; no round beyond the
142 / XXR count, nor an acceleration; a setting given twice (XXR and 142, BBW and 162 W ...) says the same;
and the points column agrees with the results (see `_Reader.check_points`).

A team event's file (`is_team_file` says which files are): `read_team_trf(text) -> TeamTrfFile`, the players' games
as `read_trf` reads and checks them, then the team records as the team part of the model. The teams come from 310
records (or the legacy 013, numbered in their order), the settings from 192, 362, 320, 142 and 152. Each team's
rounds are worked out from its members' 001 entries (records.py has the columns): a match is the round in which
members have games, against the team of their opponents, with board 1's colour (the boards are the 310 order, or the
round's 300 line-up; 352 gives the white team's colour on each board), the game points of the boards (162 values)
and the match points that they give (362). A round without games is the pairing-allocated bye when the members have
`0000 - U` (and 320 names the same team), a whole-team forfeit for `0000 - +` / `0000 - -` (330 names the opponent
and the colours), a requested bye for `0000 - H` / `0000 - F` / `0000 - Z` or for a 240 record, and nothing (a
zero-point absence) otherwise. A 240 for the round after the last one played is the round about to be paired: it
becomes the team's last round. 260 and XXP name teams that must not meet. The team records the model holds leave
`players.other_lines`; the others (300, 801, 802, a 013 copy of the 310 records, 250 ...) stay there as written.

A team file's bad input raises `TrfError` with line and column too: a player in two teams, a record naming an
unknown team, a match whose boards face two teams, team records that contradict the members' entries.

`read_any_trf(text)` reads a file of either kind by the reader of its kind.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, replace
from typing import Any

from .. import messages
from ..messages import said
from ..limits import MAX_NUMBER_LENGTH
from ..model import (FINAL_ROUND, Colour, ForbiddenPairs, MatchOutcome, MatchPoints, Player, Result, RoundEntry, Scoring, Team,
                     TeamPart, TeamRound, TeamSettings, Tournament)
from .errors import TrfError, found_params
from .points import fit_points, format_points, parse_points, points_after, points_fit
from .records import (
    ABNORMAL_299, ABNORMAL_299_LEFT, ABNORMAL_TYPES, ACCELERATION_250, ACCELERATION_XXA, BB_CODES, BYE_TYPES, BYES_240, CODES_162, COLOURS, FIRST_ROUND,
    FORBIDDEN_260, FORFEIT_TYPES, MATCH_POINTS_CODES, MATCH_POINTS_FIRST, MATCH_POINTS_STEP, MAX_SCORING, PLAYER_BLANKS,
    PLAYER_FIELD, PLAYER_FIELDS, PLAYER_TEXT_FIELDS, RESULTS, ROUND_BLANKS, ROUND_WIDTH, TEAM_013, TEAM_310,
    TEAM_CODE_PREFIX, TEAM_FORFEIT_330, TEAM_LINEUP_300, TEAM_PAB_320, TEAM_ROSTER_TAGS, XXS_AGREEING, XXS_CODES,
    Record, check_blanks, format_round, parse_team_code, round_column,
)

_BYES = frozenset({Result.HALF_BYE, Result.FULL_BYE, Result.PAIRING_BYE, Result.ZERO_BYE})
_ZERO = RoundEntry(None, None, Result.ZERO_BYE)
_FORFEIT_WIN, _FORFEIT_LOSS, _PAIRING_BYE = Result.FORFEIT_WIN, Result.FORFEIT_LOSS, Result.PAIRING_BYE

_DIGITS = re.compile(r"[0-9]+")
_TOKEN = re.compile(r"\S+")


def _is_ruler(line: str) -> bool:
    """A column ruler: the numbers 1, 2, 3 ... each ending at column 10, 20, 30 ... (as the TRF-2026 samples have)."""
    tokens = [(m.group(), m.end()) for m in _TOKEN.finditer(line)]
    return bool(tokens) and all(text == str(k) and end == 10 * k for k, (text, end) in enumerate(tokens, 1))


def _colour_key(colour: Colour) -> str:
    """The key of 'white' or 'black' in swisspair.messages."""
    return "trf.white" if colour is Colour.WHITE else "trf.black"


def _forfeited(entry: RoundEntry) -> bool:
    """For an entry with an opponent: not played but forfeited (by identity: hashing enums is slow)."""
    return entry.result is _FORFEIT_WIN or entry.result is _FORFEIT_LOSS


# The words of a result an XXS code is scored as (XXS_AGREEING's Scoring fields), keys of swisspair.messages.
_SCORED = {"win": "trf.scored_win", "draw": "trf.scored_draw", "loss": "trf.scored_loss"}


def _found_entry(entry: RoundEntry | None) -> dict[str, Any]:
    """What another player's line holds for a round, as `theirs_msg` and its parameters: the entry or nothing."""
    if entry is None:
        return {"theirs_msg": "trf.found_no_entry"}
    return {"theirs_msg": "trf.found_entry", "entry": format_round(entry)}


def _number(text: str, line: int, column: int, what: str, minimum: int = 1) -> int:
    """A whole number of ASCII digits, at least `minimum`; `what`: the key of its words in swisspair.messages."""
    if not _DIGITS.fullmatch(text) or len(text) > MAX_NUMBER_LENGTH or int(text) < minimum:
        raise TrfError.at(line, column, "trf.expected", what_msg=what, **found_params(text))
    return int(text)


def _tokens(line: str) -> list[tuple[str, int]]:
    """The words after the tag, each with its 1-based column."""
    return [(m.group(), m.start() + 1) for m in _TOKEN.finditer(line, 3)]


def _match_points_by_words(line: str, lineno: int) -> dict[str, int] | None:
    """A 362 record read as words: each of TW, TD, TL once, each followed by its value; None if it is not that."""
    words = _tokens(line)
    if not words or len(words) % 2 or len(words) > 6:
        return None
    values: dict[str, int] = {}
    for (code, _), (value, column) in zip(words[::2], words[1::2]):
        if code.upper() not in MATCH_POINTS_CODES or code.upper() in values:
            return None
        try:
            values[code.upper()] = parse_points(value, lineno, column)
        except TrfError:
            return None
    return values


def _signed_points(text: str, lineno: int, column: int) -> int:
    """`[-]11.5` in tenths, as 299 writes bonuses and penalties."""
    negative = text.startswith("-")
    return parse_points(text.removeprefix("-"), lineno, column + negative) * (-1 if negative else 1)


@dataclass(frozen=True)
class _Abnormal:
    """A 299 record as read: its type (" " for a bonus or penalty), match points, points, round (0: all), players and
    line."""

    kind: str
    match_tenths: int
    tenths: int
    round: int
    players: list[tuple[int, int]]  # pairing number, column
    line: int
    round_column: int
    left: bool = False  # read one column left of TRF-2026's layout


def _single(line: str, lineno: int, what: str) -> tuple[str, int]:
    """The one word after the tag; `what`: the key of its words in swisspair.messages."""
    tokens = _tokens(line)
    if not tokens:
        raise TrfError.at(lineno, 5, "trf.expected", what_msg=what, found_msg="trf.found_nothing")
    if len(tokens) > 1:
        raise TrfError.at(lineno, tokens[1][1], "trf.expected_alone", what_msg=what,
                          text=repr(" ".join(t for t, _ in tokens)))
    return tokens[0]


# ---------------------------------------------------------------------------------------------- 001 lines


class _RoundError(Exception):
    """A mistake inside a round entry, `offset` columns from its start: the reader adds line and column. `key` and
    `params`: its words in swisspair.messages."""

    def __init__(self, offset: int, key: str, **params: Any):
        self.message = messages.fill(key, params)
        super().__init__(self.message)
        self.offset = offset
        self.key, self.params = key, params


# Entries without an opponent that programs write for an absence or a bye, read as the one thing they can mean
# (as bbpPairings reads them); the import says so once per kind (READINGS' message, a clause of the note).
READINGS = {
    "-": (Result.ZERO_BYE, "trf_reading.forfeit_loss"),
    "+": (Result.PAIRING_BYE, "trf_reading.forfeit_win"),
    "=": (Result.HALF_BYE, "trf_reading.draw"),
    " ": (Result.ZERO_BYE, "trf_reading.blank"),
}


@dataclass(frozen=True)
class UnfinishedGame:
    """A game of a round paired but not finished: its opponent and colour, no result yet."""

    opponent: int
    colour: Colour


@dataclass
class PendingRound:
    """The last round of a file when it is paired but some of its games have no result yet (as Swiss-Manager
    exports the round about to be played): each player's game in it (finished or not) and the pairing-allocated
    bye. The tournament holds the rounds before it, and the round's absences as its entries."""

    number: int
    entries: dict[int, RoundEntry | UnfinishedGame]


@functools.lru_cache(maxsize=1 << 16)
def _read_round(chunk: str) -> tuple[RoundEntry | UnfinishedGame, str | None]:
    """One round of a 001 line from its 10 columns (padded with blanks), and the READINGS key when the entry was
    read as what it means rather than as written.

    Cached by text: entries repeat across players and files, and reading them is most of the reader's work.
    RoundEntry is immutable, so players may share one.
    """
    for offset, where in ROUND_BLANKS.items():
        if chunk[offset - 1] != " ":
            raise _RoundError(offset - 1, "trf.round_blank", where_msg=where, found=repr(chunk[offset - 1]))
    opponent_text, colour_char, result_char = chunk[0:4].strip(), chunk[5], chunk[7]
    if opponent_text and not _DIGITS.fullmatch(opponent_text):
        raise _RoundError(0, "trf.expected", what_msg="trf.an_opponent", **found_params(opponent_text))
    opponent = int(opponent_text or 0) or None
    if colour_char.lower() not in COLOURS:
        raise _RoundError(5, "trf.round_colour", found=repr(colour_char))
    colour = COLOURS[colour_char.lower()]
    result = RESULTS.get(result_char.upper())
    if result is None:
        raise _RoundError(7, "trf.round_result", found=repr(result_char))
    reading = None
    if opponent is None:
        if result_char.upper() in READINGS and colour is None:
            result, reading = READINGS[result_char.upper()][0], result_char.upper()
        if result not in _BYES:
            held = {"held_msg": "trf.held_text", "opponent": opponent_text} if opponent_text else {
                "held_msg": "trf.held_nothing"}
            colour_said = {"colour_msg": "trf.colour_text", "colour": colour_char.strip()} if colour_char.strip() else {
                "colour_msg": "trf.colour_blank"}
            raise _RoundError(0, "trf.round_needs_opponent", result=repr(result_char), **held, **colour_said)
        if colour is not None:
            raise _RoundError(5, "trf.round_bye_colour", result=repr(result_char), found=repr(colour_char),
                              letter=result_char)
    elif result_char == " " or result is Result.ZERO_BYE:
        # A round paired but not finished: Swiss-Manager exports it so (blank), Lichess with Z. The reader takes
        # the round out as the pairing in progress (`PendingRound`).
        if colour is None:
            raise _RoundError(5, "trf.round_unfinished_colour", opponent=str(opponent), found=repr(colour_char))
        return UnfinishedGame(opponent, colour), "unfinished"
    elif result in _BYES:
        raise _RoundError(0, "trf.round_bye_opponent", result=repr(result_char), opponent=str(opponent),
                          letter=result_char)
    elif colour is None and result.is_played:
        raise _RoundError(5, "trf.round_game_colour", opponent=str(opponent), found=repr(colour_char))
    return RoundEntry(opponent, colour, result), reading


def _parse_player(line: str, lineno: int) -> tuple[Player, set[int], dict[str, list[int]], UnfinishedGame | None]:
    """A 001 line: the player, the rounds whose columns are blank (a 240 record may fill them), the READINGS used
    (each with the first round it was used in and how many times), and a last game without a result yet (its round
    is the one after the player's rounds)."""
    field = PLAYER_FIELD
    if len(line) < field["points"].last:  # the points are the last field that must be there
        raise TrfError.at(lineno, len(line) + 1, "trf.short_player_line", reach=str(field["points"].last))
    check_blanks(line, lineno, PLAYER_BLANKS)
    text = {f.key: f.cut(line) for f in PLAYER_FIELDS}
    player = Player(number=_number(text["number"], lineno, field["number"].first, "trf.a_pairing_number_to_9999"))
    for key in PLAYER_TEXT_FIELDS:
        setattr(player, key, text[key])
    for key, words in (("rating", "trf.a_rating"), ("rank", "trf.a_rank")):  # blank means none: 0
        setattr(player, key, _number(text[key], lineno, field[key].first, words, 0) if text[key] else 0)
    player.points = parse_points(text["points"], lineno, field["points"].first)
    blank_rounds = set()
    readings: dict[str, list[int]] = {}
    unfinished = None
    for column in range(FIRST_ROUND, len(line) + 1, ROUND_WIDTH):
        chunk = line[column - 1 : column - 1 + ROUND_WIDTH].ljust(ROUND_WIDTH)
        if unfinished is not None and chunk.strip():
            raise TrfError.at(lineno, column, "trf.after_unfinished", number=len(player.rounds) + 2,
                              who=str(player.number), before=len(player.rounds) + 1, text=repr(chunk.strip()))
        if chunk.strip():
            try:
                entry, reading = _read_round(chunk)
            except _RoundError as exc:
                raise TrfError.at(lineno, column + exc.offset, "trf.in_round_of_player", number=len(player.rounds) + 1,
                                  who=str(player.number), entry_msg=exc.key, **exc.params) from None
            if isinstance(entry, UnfinishedGame):
                unfinished = entry  # kept apart: the rounds are those with results
                continue
            player.rounds.append(entry)
            if reading is not None:
                readings.setdefault(reading, [len(player.rounds), 0])[1] += 1
        else:
            blank_rounds.add(len(player.rounds) + 1)
            player.rounds.append(_ZERO)
    return player, blank_rounds, readings, unfinished


def round_entry(line: str, r: int) -> RoundEntry | UnfinishedGame | None:
    """Round r of a 001 line as the reader reads it: a game without a result yet stays one, blank columns are no
    game (an absence); None when the columns are not a round entry."""
    column = round_column(r)
    chunk = line[column - 1 : column - 1 + ROUND_WIDTH].ljust(ROUND_WIDTH)
    if not chunk.strip():
        return _ZERO
    try:
        return _read_round(chunk)[0]
    except _RoundError:
        return None


def parse_player_line(line: str) -> Player:
    """One 001 line read by itself: its rounds with results as written, no other record applied."""
    return _parse_player(line.rstrip(), 1)[0]


# ---------------------------------------------------------------------------------------------- the reader


@dataclass
class _Byes:
    """A 240 record (or XXZ: round None, the round being paired), applied once all players are known."""

    result: Result
    round: int | None
    players: list[tuple[int, int]]  # pairing number, column
    line: int
    other_index: int | None  # its place in other_lines (240), where it stays if it is for a later round


@dataclass
class _Acceleration:
    """A 250 record: `tenths` for rounds first..last of players first..last."""

    tenths: int
    rounds: tuple[int, int]
    players: tuple[int, int]
    line: int


class _Reader:
    """Reads line by line, then `finish` applies what needs every line (byes, scoring) and checks the whole."""

    def __init__(self) -> None:
        self.tournament = Tournament()
        self.player_lines: dict[int, int] = {}
        self.blank_rounds: dict[int, set[int]] = {}
        self.settings: dict[str, tuple[object, int]] = {}  # a one-value setting or a Scoring field: value, line
        self.agreeing: list[tuple[str, str, int, int, int]] = []  # XXS code, Scoring field, tenths, line, column
        self.byes: list[_Byes] = []
        self.acceleration_lines: list[_Acceleration] = []
        self.xxa: list[tuple[int, list[tuple[int, int]], int]] = []  # player, (tenths, column) per round, line
        self.references: list[tuple[int, int, int]] = []  # a pairing number named by a record: number, line, column
        # what was read as meant rather than as written, and what was assumed: messages.said's {text, key, params}
        self.notes: list[dict[str, Any]] = []
        self.readings: dict[str, list[int]] = {}  # READINGS key -> [count, first line, player, round]
        self.player_texts: dict[int, str] = {}  # pairing number -> its 001 line as read (trailing blanks aside)
        self.unfinished: dict[int, tuple[int, UnfinishedGame]] = {}  # pairing number -> round, its game there
        self.pending: PendingRound | None = None
        self.rosters: list[list[int]] = []  # 013 / 310: the players each lists (their byes are a team's)
        self.abnormal: list[_Abnormal] = []  # 299 records
        self.rank_order = False  # XXC rank
        self.line_order: list[int] = []  # pairing numbers in the order of their 001 lines
        self.team_acceleration = 0  # the first 250 record with match points (a team's), kept as a line
        self.handlers = {
            "001": self.player,
            "012": self.name,
            "142": self.rounds,
            "XXR": self.rounds,
            "152": self.colour_152,
            "XXC": self.colour_xxc,
            "162": self.points_162,
            "XXS": self.points_xxs,
            "192": self.tournament_type,
            "240": self.byes_240,
            "XXZ": self.absent_xxz,
            "250": self.acceleration_250,
            "XXA": self.acceleration_xxa,
            "260": self.forbidden_260,
            "XXP": self.forbidden_xxp,
            "299": self.abnormal_points,
            "013": self.team_013,
            "310": self.team_310,
        }
        for tag in BB_CODES:
            self.handlers[tag] = self.points_bb

    def read(self, line: str, lineno: int) -> None:
        if line[:1].isspace():
            if not _is_ruler(line):
                raise TrfError.at(lineno, 1, "trf.blank_tag")
            self.notes.append(said("trf_note.column_ruler", line=str(lineno)))
            self.tournament.other_lines.append(line)
            return
        if len(line) < 3:
            raise TrfError.at(lineno, 1, "trf.short_tag", text=repr(line))
        handler = self.handlers.get(line[:3])
        if handler is None:
            self.tournament.other_lines.append(line)
        else:
            handler(line, lineno)

    def setting(self, key: str, value: object, lineno: int, column: int, what: dict[str, Any], show=str) -> None:
        """A value that may be given more than once (XXR and 142, say), but never two different ones. `what`: its
        words (`what_msg`, a key of swisspair.messages, and that message's parameters)."""
        old = self.settings.setdefault(key, (value, lineno))
        if old[0] == value:
            return
        if isinstance(value, Colour):  # the initial colour: its own sentence, the colours by key (no `what`)
            raise TrfError.at(lineno, column, "trf.colour_differs", was_msg=_colour_key(old[0]), on_line=str(old[1]),
                              now_msg=_colour_key(value))
        raise TrfError.at(lineno, column, "trf.setting_differs", was=show(old[0]), on_line=str(old[1]),
                          now=show(value), **what)

    def score(self, field: str, tenths: int, lineno: int, column: int, what: dict[str, Any]) -> None:
        """Points for one outcome (a Scoring field), from whichever line gives them; `what` as for `setting`."""
        if tenths > MAX_SCORING:  # 162 gives each value 4 columns, as 99.9 (bbpPairings' limit too)
            raise TrfError.at(lineno, column, "trf.points_above", most=format_points(MAX_SCORING),
                              found=format_points(tenths), **what)
        self.setting(f"scoring {field}", tenths, lineno, column, what, format_points)

    def reference(self, text: str, lineno: int, column: int) -> int:
        """A pairing number named by a record; whether that player exists is known only at the end."""
        number = _number(text, lineno, column, "trf.a_pairing_number")
        self.references.append((number, lineno, column))
        return number

    def pairing_numbers(self, items: list[tuple[str, int]], lineno: int, column: int) -> list[tuple[int, int]]:
        """The list of a record: each pairing number and its column; at least one."""
        if not items:
            raise TrfError.at(lineno, column, "trf.no_pairing_numbers", from_column=str(column))
        return [(self.reference(text, lineno, c), c) for text, c in items]

    # -- one method per record

    def player(self, line: str, lineno: int) -> None:
        player, blank_rounds, readings, unfinished = _parse_player(line, lineno)
        if unfinished is not None:
            self.unfinished[player.number] = (len(player.rounds) + 1, unfinished)
        for key, (round_number, count) in readings.items():
            seen = self.readings.setdefault(key, [0, lineno, player.number, round_number])
            seen[0] += count
        self.player_texts[player.number] = line
        if player.number in self.player_lines:
            raise TrfError.at(lineno, 5, "trf.number_again", number=str(player.number),
                              on_line=str(self.player_lines[player.number]))
        self.player_lines[player.number] = lineno
        self.blank_rounds[player.number] = blank_rounds
        self.tournament.players.append(player)
        self.line_order.append(player.number)

    def name(self, line: str, lineno: int) -> None:
        self.setting("tournament name", line[3:].strip(), lineno, 5, {"what_msg": "trf.tournament_name"}, repr)

    def rounds(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "trf.the_number_of_rounds")
        self.setting("number of rounds", _number(text, lineno, column, "trf.a_number_of_rounds"), lineno, column,
                     {"what_msg": "trf.number_of_rounds"})

    def colour_152(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "trf.the_initial_colour")
        colour = {"W": Colour.WHITE, "B": Colour.BLACK}.get(text.upper())
        if colour is None:
            raise TrfError.at(lineno, column, "trf.expected", what_msg="trf.the_initial_colour", **found_params(text))
        self.setting("initial colour", colour, lineno, column, {})

    def colour_xxc(self, line: str, lineno: int) -> None:
        for text, column in _tokens(line):
            if text == "rank":
                self.rank_order = True
                continue
            colour = {"white1": Colour.WHITE, "black1": Colour.BLACK}.get(text)
            if colour is None:
                raise TrfError.at(lineno, column, "trf.expected", what_msg="trf.white1_or_black1", **found_params(text))
            self.setting("initial colour", colour, lineno, column, {})

    def points_162(self, line: str, lineno: int) -> None:
        for column in range(6, max(len(line), 6) + 1, 9):
            code = line[column - 1 : column].upper()
            if code != "X" and code not in CODES_162:
                raise TrfError.at(lineno, column, "trf.expected", what_msg="trf.a_result_code_162",
                                  **found_params(code.strip()))
            tenths = parse_points(line[column : column + 4], lineno, column + 1)
            between = {"where_msg": "trf.between_point_values"}
            check_blanks(line, lineno, {c: between for c in range(column + 5, column + 9)})
            for field in CODES_162[code]:
                self.score(field, tenths, lineno, column + 1, {"what_msg": "trf.points_for", "letter": code})

    def points_bb(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "trf.points")
        self.score(BB_CODES[line[:3]], parse_points(text, lineno, column), lineno, column,
                   {"what_msg": "trf.record_points", "tag": line[:3]})

    def points_xxs(self, line: str, lineno: int) -> None:
        kept = []
        for token, column in _tokens(line):
            code, equals, value = token.partition("=")
            code = code.upper()
            if not equals or (code not in XXS_CODES and code not in XXS_AGREEING):
                raise TrfError.at(lineno, column, "trf.xxs_code", codes=" ".join([*XXS_CODES, *XXS_AGREEING]),
                                  text=repr(token))
            tenths = parse_points(value, lineno, column + len(code) + 1)
            if code in XXS_CODES:
                self.score(XXS_CODES[code], tenths, lineno, column, {"what_msg": "trf.points_for", "letter": code})
            else:
                self.agreeing.append((code, XXS_AGREEING[code], tenths, lineno, column))
                kept.append(f"{code}={format_points(tenths)}")
        if kept:
            self.tournament.other_lines.append("XXS " + " ".join(kept))

    def tournament_type(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "trf.a_tournament_type")
        self.setting("tournament type", text, lineno, column, {"what_msg": "trf.tournament_type"})

    def byes_240(self, line: str, lineno: int) -> None:
        field = BYES_240.cut(line, lineno)
        result = BYE_TYPES.get(field["type"][0].upper())
        if result is None:
            raise TrfError.at(lineno, 5, "trf.expected", what_msg="trf.a_bye_type", **found_params(field["type"][0]))
        round_number = _number(*field["round"], "trf.a_round_number")
        players = self.pairing_numbers(BYES_240.items(line, lineno), lineno, BYES_240.list_start)
        self.byes.append(_Byes(result, round_number, players, lineno, len(self.tournament.other_lines)))
        self.tournament.other_lines.append(line)

    def absent_xxz(self, line: str, lineno: int) -> None:
        players = self.pairing_numbers(_tokens(line), lineno, 5)
        self.byes.append(_Byes(Result.ZERO_BYE, None, players, lineno, None))

    def acceleration_250(self, line: str, lineno: int) -> None:
        record = ACCELERATION_250
        if len(line) < record.end:
            raise TrfError.at(lineno, len(line) + 1, "trf.short_250", reach=str(record.end))
        if line[record.end :].strip():
            raise TrfError.at(lineno, record.end + 1, "trf.nothing_after", after_column=str(record.end),
                              text=repr(line[record.end :].strip()))
        field = record.cut(line, lineno)
        if field["match"][0] and parse_points(*field["match"]):  # match points: a team's acceleration
            self.team_acceleration = self.team_acceleration or lineno
            self.tournament.other_lines.append(line)
            return
        tenths = parse_points(*field["points"])
        if not tenths:
            raise TrfError.at(lineno, 10, "trf.zero_acceleration")
        rounds = [_number(*field[key], "trf.a_round_number") for key in ("first_round", "last_round")]
        players = [self.reference(*field[key]) for key in ("first_player", "last_player")]
        if rounds[0] > rounds[1]:
            raise TrfError.at(lineno, 19, "trf.last_round_before", first=rounds[0], last=rounds[1])
        if players[0] > players[1]:
            raise TrfError.at(lineno, 28, "trf.last_player_before", first=str(players[0]), last=str(players[1]))
        self.acceleration_lines.append(_Acceleration(tenths, (rounds[0], rounds[1]), (players[0], players[1]), lineno))

    def acceleration_xxa(self, line: str, lineno: int) -> None:
        number = self.reference(*ACCELERATION_XXA.cut(line, lineno)["player"])
        values = [(parse_points(text, lineno, column) if text else 0, column) for text, column in ACCELERATION_XXA.items(line, lineno)]
        self.xxa.append((number, values, lineno))

    def forbidden_260(self, line: str, lineno: int) -> None:
        field = FORBIDDEN_260.cut(line, lineno)
        first, last = (_number(*field[key], "trf.a_round_number") for key in ("first_round", "last_round"))
        if last < first:
            raise TrfError.at(lineno, 9, "trf.last_round_before", first=first, last=last)
        players = self.pairing_numbers(FORBIDDEN_260.items(line, lineno), lineno, FORBIDDEN_260.list_start)
        self.forbidden(players, lineno, first, last)

    def forbidden_xxp(self, line: str, lineno: int) -> None:
        self.forbidden(self.pairing_numbers(_tokens(line), lineno, 5), lineno, 1, None)

    def forbidden(self, players: list[tuple[int, int]], lineno: int, first: int, last: int | None) -> None:
        numbers = [n for n, _ in players]
        if len(numbers) < 2:
            raise TrfError.at(lineno, 5, "trf.forbidden_too_few", count=len(numbers))
        for i, (number, column) in enumerate(players):
            if number in numbers[:i]:
                raise TrfError.at(lineno, column, "trf.forbidden_twice", number=str(number))
        self.tournament.forbidden.append(ForbiddenPairs(tuple(numbers), first, last))

    def abnormal_points(self, line: str, lineno: int) -> None:
        """299 (TRF-2026): type at 5, match points 8-11, points 14-17, round 20-22, ids from 24 (records.py). The same
        fields one column to the left (FIDE's team sample as Sharly Chess adapted it) are read with a note.

        Kept as written. In an individual event, a blank type's points (a bonus or a penalty) and a typed record's
        points for one player's round count from the end of that round on, for pairing as in the points column
        (gacrux and the Sharly-Chess fork of bbpPairings do the same); round 999 is the final standings' alone."""
        try:
            record = ABNORMAL_299
            field, items = record.cut(line, lineno), record.items(line, lineno)
        except TrfError as error:
            try:
                record = ABNORMAL_299_LEFT
                field, items = record.cut(line, lineno), record.items(line, lineno)
            except TrfError:
                raise error from None
            self.notes.append(said("trf_note.abnormal_left", line=str(lineno)))
        kind, _, kind_column = field["type"]
        kind = (kind or " ").upper()
        if kind not in ABNORMAL_TYPES:
            raise TrfError.at(lineno, kind_column, "trf.expected", what_msg="trf.a_299_type", **found_params(kind))
        text, _, column = field["points"]
        tenths = _signed_points(text, lineno, column) if text else 0
        text, _, column = field["match"]
        match_tenths = _signed_points(text, lineno, column) if text else 0
        round_text, _, round_column_ = field["round"]
        round_number = _number(round_text, lineno, round_column_, "trf.a_round", 0) if round_text else 0
        numbers = [(_number(text, lineno, c, "trf.a_pairing_number", 0), c) for text, c in items if text]
        numbers = [(number, c) for number, c in numbers if number]  # 0000: every player, as an empty list
        self.abnormal.append(_Abnormal(kind, match_tenths, tenths, round_number, numbers, lineno, round_column_,
                                       record is ABNORMAL_299_LEFT))
        self.tournament.other_lines.append(line)

    def team_013(self, line: str, lineno: int) -> None:
        """013 (TRF16): team name at 5-36, its players' pairing numbers from 37, 5 columns apart; kept as written."""
        self.team(line, TEAM_013, lineno)

    def team_310(self, line: str, lineno: int) -> None:
        """310 (TRF-2026): team number at 5-7, name at 9-40, its players' pairing numbers from 74, 5 columns apart."""
        self.team(line, TEAM_310, lineno)

    def team(self, line: str, record: Record, lineno: int) -> None:
        items = record.items(line, lineno) if len(line) >= record.list_start else []
        self.rosters.append([self.reference(text, lineno, column) for text, column in items if text.strip("0 ")])
        self.tournament.other_lines.append(line)

    # -- once every line is read

    def finish(self) -> Tournament:
        t = self.tournament
        t.players.sort(key=lambda p: p.number)  # the same tournament whatever the order of the lines
        self.check_numbers()
        values = {key: value for key, (value, _) in self.settings.items()}
        t.name = values.get("tournament name", "")
        t.total_rounds = values.get("number of rounds")
        t.initial_colour = values.get("initial colour")
        t.tournament_type = values.get("tournament type")
        t.scoring = self.make_scoring()
        unknown = self.settings.get("scoring unknown", (t.scoring.draw,))[0]
        if unknown != t.scoring.draw:  # X is worth a draw unless said otherwise; the model has no place for it
            t.other_lines.append(f"162  X{fit_points(unknown, 4, {'what_msg': 'trf.points_for', 'letter': 'X'}):>4}")
        self.take_pending_round()
        completed = t.rounds_played  # byes are absences: applying them changes nothing here
        self.apply_byes(completed + 1)
        self.apply_accelerations()
        self.check_games()
        if self.rosters:
            self.check_team_byes()
        self.apply_abnormal()
        self.check_points(completed)
        self.check_rank_order()
        self.check_team_acceleration()
        self.say_what_was_assumed(completed)
        return t

    def take_pending_round(self) -> None:
        """A round some of whose games have no result yet is the file's last: its games and its bye go to
        `pending`, its absences stay the players' entries, and the tournament is the one before it."""
        if not self.unfinished:
            return
        t = self.tournament
        (first, (k, game)), *_ = sorted(self.unfinished.items(), key=lambda item: item[1][0])
        players = {p.number: p for p in t.players}
        for number, (r, game) in self.unfinished.items():
            opponent = players.get(game.opponent)
            theirs = self.unfinished.get(game.opponent)
            if r != k:
                raise TrfError.at(self.player_lines[number], round_column(r) + 7, "trf.two_unfinished_rounds",
                                  number=r, who=str(number), opponent=str(game.opponent), first=str(first),
                                  other_round=k)
            if opponent is None or theirs is None or theirs[1].opponent != number or theirs[1].colour is game.colour:
                if theirs is not None:
                    found = {"theirs_msg": "trf.found_game_with", "their_opponent": str(theirs[1].opponent),
                             "colour_msg": _colour_key(theirs[1].colour)}
                else:
                    found = _found_entry(opponent.rounds[k - 1] if opponent and len(opponent.rounds) >= k else None)
                raise TrfError.at(self.player_lines[number], round_column(k), "trf.unfinished_not_mutual", number=k,
                                  who=str(number), opponent=str(game.opponent), **found)
        for p in t.players:
            if len(p.rounds) > k:
                raise TrfError.at(self.player_lines[p.number], round_column(k + 1), "trf.round_after_unfinished",
                                  number=k + 1, who=str(p.number), before=k)
        entries: dict[int, RoundEntry | UnfinishedGame] = {n: game for n, (_, game) in self.unfinished.items()}
        for p in t.players:
            if len(p.rounds) == k and (p.rounds[k - 1].opponent is not None or p.rounds[k - 1].result is _PAIRING_BYE):
                entries[p.number] = p.rounds.pop()  # a finished game (or the bye) of the round in progress
        self.pending = PendingRound(k, entries)
        self.notes.append(said("trf_note.round_in_progress", number=k, count=len(self.unfinished) // 2,
                               line=str(self.player_lines[first]), who=str(first), before=k - 1))

    def check_rank_order(self) -> None:
        """XXC rank (JaVaFo's positional id, which bbpPairings follows): the order of the 001 lines ranks the players
        for pairing, whatever their numbers and the rank column say; the output still names them by number."""
        if not self.rank_order:
            return
        order = self.line_order
        if order == sorted(order):
            self.notes.append(said("trf_note.rank_in_number_order"))
            return
        self.tournament.ranking = list(order)
        moved = next(number for position, number in enumerate(order, 1) if number != position)
        self.notes.append(said("trf_note.rank_by_line_order", line=str(self.player_lines[moved]), who=str(moved),
                               rank=order.index(moved) + 1))

    def check_team_acceleration(self) -> None:
        if self.team_acceleration and not self.rosters:
            raise TrfError.at(self.team_acceleration, 5, "trf.team_acceleration_individual")

    def say_what_was_assumed(self, completed: int) -> None:
        """The notes on what the file was read to mean, once per kind."""
        for key, (count, lineno, number, round_number) in self.readings.items():
            where = {"line": str(lineno), "who": str(number), "number": round_number, "reading_msg": READINGS[key][1]}
            self.notes.append(said("trf_note.reading_more", **where, count=count - 1) if count > 1
                              else said("trf_note.reading", **where))
        if self.tournament.total_rounds is None:
            self.notes.append(said("trf_note.rounds_unknown", count=completed))
        if self.rosters:
            self.notes.append(said("trf_note.team_records_acceleration") if self.team_acceleration
                              else said("trf_note.team_records"))
        if self.abnormal and not self.rosters:  # a team file's name teams: the team reader says how it read them
            adjusted = [p.number for p in self.tournament.players if p.adjustments]
            self.notes.append(said("trf_note.abnormal_points", count=len(adjusted), line=str(self.abnormal[0].line)))

    def check_numbers(self) -> None:
        """Pairing numbers run 1..N (bbpPairings requires it too), and every record names one of them."""
        for expected, player in enumerate(self.tournament.players, 1):
            if player.number != expected:
                raise TrfError.at(self.player_lines[player.number], 5, "trf.numbers_gap", number=str(player.number),
                                  missing=str(expected))
        count = len(self.tournament.players)
        for number, lineno, column in self.references:
            if number > count:
                raise TrfError.at(lineno, column, "trf.number_above", highest=str(count), number=str(number))

    def make_scoring(self) -> Scoring:
        values = {key[8:]: value for key, (value, _) in self.settings.items() if key.startswith("scoring ")}
        defaults = Scoring()
        win = values.get("win", defaults.win)
        scoring = Scoring(
            win=win,
            draw=values.get("draw", defaults.draw),
            loss=values.get("loss", defaults.loss),
            zero_bye=values.get("zero_bye", defaults.zero_bye),
            forfeit_loss=values.get("forfeit_loss", defaults.forfeit_loss),
            pairing_bye=values.get("pairing_bye", win),  # the PAB is worth a win unless said otherwise
        )
        for code, field, tenths, lineno, column in self.agreeing:
            if getattr(scoring, field) != tenths:
                raise TrfError.at(lineno, column, "trf.xxs_disagrees", xxs=code,
                                  was=format_points(getattr(scoring, field)), result_msg=_SCORED[field],
                                  now=format_points(tenths))
        return scoring

    def apply_byes(self, being_paired: int) -> None:
        """240 and XXZ records become the round entries `0000 - T` where the player line has none.

        Only up to the round being paired: a record for a later round stays a line, as bbpPairings ignores it,
        since an entry there would make the rounds in between look played.
        """
        t = self.tournament
        applied = set()
        origins: dict[tuple[int, int], int] = {}  # (player, round) -> the line whose bye filled it
        for byes in self.byes:
            round_number = byes.round or being_paired
            if round_number > being_paired or (self.rosters and byes.other_index is not None):
                continue  # a later round's, or a team file's 240 (a team's bye): kept as a line
            applied.add(byes.other_index)
            entry = RoundEntry(None, None, byes.result)
            for number, column in byes.players:
                rounds, blank = t.players[number - 1].rounds, self.blank_rounds[number]
                if len(rounds) < round_number:  # the missing rounds are blank too
                    blank.update(range(len(rounds) + 1, round_number + 1))
                    rounds += [_ZERO] * (round_number - len(rounds))
                if round_number in blank:
                    rounds[round_number - 1] = entry
                    blank.discard(round_number)
                    origins[number, round_number] = byes.line
                elif rounds[round_number - 1] != entry:
                    origin = origins.get((number, round_number), self.player_lines[number])
                    raise TrfError.at(byes.line, column, "trf.bye_clashes", who=str(number), letter=byes.result.value,
                                      number=round_number, entry=format_round(rounds[round_number - 1]),
                                      on_line=str(origin))
        t.other_lines = [line for i, line in enumerate(t.other_lines) if i not in applied]

    def apply_accelerations(self) -> None:
        """250 and XXA records -> Player.accelerations, in tenths per round; two values for one round are an error."""
        t = self.tournament
        last_round = 999 if t.total_rounds is None else t.total_rounds  # 250 has 3 columns for a round
        given: dict[int, dict[int, tuple[int, int]]] = {p.number: {} for p in t.players}  # round -> tenths, line

        def give(number: int, round_number: int, tenths: int, lineno: int, column: int) -> None:
            if round_number > last_round and tenths:
                raise TrfError.at(lineno, column, "trf.acceleration_round_above", most=last_round, number=round_number)
            old = given[number].setdefault(round_number, (tenths, lineno))
            if old[0] != tenths:
                raise TrfError.at(lineno, column, "trf.acceleration_differs", who=str(number), number=round_number,
                                  was=format_points(old[0]), on_line=str(old[1]), now=format_points(tenths))

        for record in self.acceleration_lines:
            for number in range(record.players[0], record.players[1] + 1):
                for round_number in range(record.rounds[0], record.rounds[1] + 1):
                    give(number, round_number, record.tenths, record.line, 10 if round_number <= last_round else 19)
        for number, values, lineno in self.xxa:
            for round_number, (tenths, column) in enumerate(values, 1):
                give(number, round_number, tenths, lineno, column)
        for player in t.players:
            rounds = given[player.number]
            last = max((r for r, (tenths, _) in rounds.items() if tenths), default=0)
            player.accelerations = [rounds.get(r, (0,))[0] for r in range(1, last + 1)]

    def check_team_byes(self) -> None:
        """A team file gives its pairing-allocated bye to every player of one team: the players written `U` in a
        round are one team's (a forfeit win without opponent, `0000 - +`, is each player's own)."""
        team_of = {number: i for i, members in enumerate(self.rosters) for number in members}
        for r in range(1, self.tournament.rounds_played + 1):
            column = round_column(r) + 7
            byes = [p.number for p in self.tournament.players
                    if self.player_texts[p.number][column - 1 : column].upper() == "U"]
            teams = {team_of.get(number) for number in byes}
            if len(teams) > 1:
                first, other = byes[0], next(n for n in byes if team_of.get(n) != team_of.get(byes[0]))
                raise TrfError.at(self.player_lines[other], column, "trf.team_bye_split", number=r, first=str(first),
                                  other=str(other))

    def check_games(self) -> None:
        """Both sides of every game agree; at most one pairing-allocated bye a round; no round beyond the last."""
        t = self.tournament
        players, count = t.players, len(t.players)
        for player in players:  # first what a line says wrong by itself, then how two lines disagree
            for r, entry in enumerate(player.rounds, 1):
                if entry.opponent is not None and (entry.opponent > count or entry.opponent == player.number):
                    self.game_error(player, r)
        byes: dict[int, int] = {}  # round -> the player with its pairing-allocated bye
        for player in players:
            number = player.number
            if t.total_rounds is not None and len(player.rounds) > t.total_rounds:
                raise TrfError.at(self.player_lines[number], round_column(t.total_rounds + 1), "trf.rounds_above",
                                  most=t.total_rounds, number=t.total_rounds + 1)
            for r, entry in enumerate(player.rounds, 1):
                opponent = entry.opponent
                if opponent is None:
                    # In a team file a bye or a forfeit win without opponent is the team's: several players have one.
                    if entry.result is _PAIRING_BYE and not self.rosters and byes.setdefault(r, number) != number:
                        raise TrfError.at(self.player_lines[number], round_column(r) + 7, "trf.two_byes", number=r,
                                          first=str(byes[r]), other=str(number))
                    continue
                their_rounds = players[opponent - 1].rounds if 0 < opponent <= count else ()
                theirs = their_rounds[r - 1] if r <= len(their_rounds) else None
                if (
                    theirs is None
                    or theirs.opponent != number
                    or _forfeited(theirs) != _forfeited(entry)
                    or (entry.colour is not None and entry.colour is theirs.colour)
                ):
                    self.game_error(player, r)

    def game_error(self, player: Player, r: int) -> None:
        """Say what is wrong with the game of `player` in round `r`, which check_games found inconsistent."""
        t = self.tournament
        entry, number, lineno, column = player.rounds[r - 1], player.number, self.player_lines[player.number], round_column(r)
        if entry.opponent == number:
            raise TrfError.at(lineno, column, "trf.plays_self", number=str(number))
        if entry.opponent > len(t.players):
            raise TrfError.at(lineno, column, "trf.opponent_above", highest=str(len(t.players)),
                              opponent=str(entry.opponent))
        theirs = t.players[entry.opponent - 1].rounds[r - 1 : r]
        pair = {"who": str(number), "opponent": str(entry.opponent), "number": r,
                "on_line": str(self.player_lines[entry.opponent])}
        if not theirs or theirs[0].opponent != number:
            raise TrfError.at(lineno, column, "trf.opponent_not_mutual", **pair,
                              **_found_entry(theirs[0] if theirs else None))
        if _forfeited(theirs[0]) != _forfeited(entry):
            raise TrfError.at(lineno, column + 7, "trf.forfeit_disagrees", **pair, result=repr(entry.result.value),
                              their_result=repr(theirs[0].result.value))
        raise TrfError.at(lineno, column + 5, "trf.same_colour", **pair, colour_msg=_colour_key(entry.colour))

    def apply_abnormal(self) -> None:
        """An individual event's 299 records as Player.adjustments (round 999, FINAL_ROUND: the final standings'
        alone, which the points column may count but pairing never does). A record that sets a result's points for
        the whole event (no round, no player) is kept as written, with a note."""
        t = self.tournament
        for record in self.abnormal if not self.rosters else ():  # a team file's 299 names teams
            for number, column in record.players:
                if number > len(t.players):
                    raise TrfError.at(record.line, column, "trf.number_above", highest=str(len(t.players)),
                                      number=str(number))
            players = [t.players[n - 1] for n, _ in record.players] or t.players
            if record.kind == " ":
                for p in players:
                    p.adjustments.append((record.round, record.tenths, record.match_tenths))
            elif record.round and record.players:  # this result, in this round, is worth these points
                for p in players:
                    if record.round > len(p.rounds):
                        raise TrfError.at(record.line, record.round_column, "trf.abnormal_round_unplayed",
                                          who=str(p.number), most=len(p.rounds), number=record.round)
                    scored = t.scoring.points(p.rounds[record.round - 1].result)
                    p.adjustments.append((record.round, record.tenths - scored, 0))
            else:
                self.notes.append(said("trf_note.abnormal_every_result", line=str(record.line), kind=record.kind))

    def check_points(self, completed: int) -> None:
        """The points column agrees with the results; Player.points is then the points after the completed rounds.

        As bbpPairings does, the column may already count the byes entered for the round being paired (and
        later ones) and the acceleration of that round. It is an error otherwise, rather than a warning: a
        column that disagrees means a different point system or a mistake, and both change the pairings.
        The value kept is what format_trf writes, so that reading what it wrote gives the same tournament.
        """
        t = self.tournament
        differ: list[tuple[int, int, int]] = []  # in a team file: player, points written, points of the results
        for player in t.players:
            total = points_after(player, t.scoring, completed)
            allowed = [total]
            for entry in player.rounds[completed:]:
                allowed.append(allowed[-1] + t.scoring.points(entry.result))
            acceleration = player.accelerations[completed] if completed < len(player.accelerations) else 0
            adjustment = player.adjustment_after(completed)
            written = player.points - adjustment
            if written not in allowed and written - player.final_adjustment() in allowed:
                written -= player.final_adjustment()
            if written not in allowed and written - acceleration not in allowed and self.rosters:
                differ.append((player.number, written, total))  # a team file scores byes as a team's: said below
            elif written not in allowed and written - acceleration not in allowed:
                s = t.scoring
                points = {"who": str(player.number), "total": format_points(total + adjustment),
                          "win": format_points(s.win), "draw": format_points(s.draw), "loss": format_points(s.loss),
                          "written": format_points(player.points)}
                if adjustment:
                    raise TrfError.at(self.player_lines[player.number], 81, "trf.points_differ_299",
                                      adjustment=format_points(adjustment), **points)
                raise TrfError.at(self.player_lines[player.number], 81, "trf.points_differ", **points)
            if points_fit(total, 4):
                player.points = total
            else:  # as written, the points would not fit their columns
                raise TrfError.at(self.player_lines[player.number], 81, "trf.points_too_many", who=str(player.number),
                                  total=format_points(total))
        if differ:
            number, written, total = differ[0]
            self.notes.append(said("trf_note.points_differ_team", count=len(differ), who=str(number),
                                   written=format_points(written), total=format_points(total)))


@dataclass
class TrfFile:
    """A TRF as read: the tournament, the notes on what was read as meant or assumed where the file is silent,
    and each player's 001 line as written (trailing blanks included, its line end removed), by pairing number."""

    tournament: Tournament
    notes: list[dict[str, Any]]  # each messages.said's {text, key, params}
    player_lines: dict[int, str]
    pending: PendingRound | None = None  # the last round, when it is paired but not finished


def written_lines(text: str) -> list[tuple[int, str]]:
    """The lines that hold something, each as written (its line end removed, trailing blanks kept) with its number
    (1-based): lines may end in CR, LF or CRLF, and a byte-order mark is skipped."""
    lines = re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff"))
    return [(lineno, line) for lineno, line in enumerate(lines, 1) if line.strip()]


def trf_lines(text: str) -> list[tuple[int, str]]:
    """`written_lines` without their trailing blanks, as the records are read: a blank at the end of a line says
    nothing (programs pad their lines, editors trim them)."""
    return [(lineno, line.rstrip()) for lineno, line in written_lines(text)]


def read_trf(text: str) -> TrfFile:
    """Read a TRF (TRF16 or TRF-2026, with JaVaFo / bbpPairings lines, as the programs docs/formats.md names
    ("TRF: reading") write them); lines may end in CR, LF or CRLF, a byte-order mark is skipped."""
    return _read(text)[0]


def _read(text: str) -> tuple[TrfFile, list[_Abnormal]]:
    """`read_trf`, and the file's 299 records as read (a team file's name teams: the team reader applies them)."""
    reader = _Reader()
    written = dict(written_lines(text))
    for lineno, line in written.items():
        reader.read(line.rstrip(), lineno)
    tournament = reader.finish()
    # The 001 lines are kept as written, trailing blanks included, so that an export gives each back unchanged.
    as_written = {number: written[lineno] for number, lineno in reader.player_lines.items()}
    return TrfFile(tournament, reader.notes, as_written, reader.pending), reader.abnormal


def parse_trf(text: str) -> Tournament:
    """The tournament of a TRF (`read_trf` without the notes)."""
    return read_trf(text).tournament


# ---------------------------------------------------------------------------------------------- a team event


# The outcome of a round without games, by the members' result code (a team's bye or forfeit is each member's).
_UNPLAYED = {
    "U": MatchOutcome.PAIRING_BYE,
    "+": MatchOutcome.FORFEIT_WIN,
    "-": MatchOutcome.FORFEIT_LOSS,
    "H": MatchOutcome.HALF_BYE,
    "F": MatchOutcome.FULL_BYE,
    "Z": MatchOutcome.ZERO_BYE,
}
_BYE_OUTCOMES = {Result.HALF_BYE: MatchOutcome.HALF_BYE, Result.FULL_BYE: MatchOutcome.FULL_BYE,
                 Result.ZERO_BYE: MatchOutcome.ZERO_BYE}


def is_team_file(text: str) -> bool:
    """Whether a TRF is a team event's: its 192 code says FIDE_TEAM..., or, without a 192 line, it has team
    records (310 or 013). An individual event's file may list teams for a team prize: its 192 code says so."""
    code = None
    rosters = False
    for _, line in trf_lines(text):
        if line[:3] == "192":
            code = line[3:].strip().upper()
        rosters = rosters or line[:3] in TEAM_ROSTER_TAGS
    return code.startswith(TEAM_CODE_PREFIX) if code else rosters


@dataclass
class TeamTrfFile:
    """A team TRF as read: the team event, the notes on what was read as meant or assumed, the 001 lines as
    written (by pairing number), the 310 / 013 lines as written (by team number) and the 192 code as written."""

    tournament: Tournament  # with its teams
    notes: list[dict[str, Any]]  # as TrfFile's
    player_lines: dict[int, str]
    team_lines: dict[int, str]
    code: str | None = None
    pending: PendingRound | None = None  # a round paired but not finished (the players' games), as read_trf says
    requested: frozenset[tuple[int, int]] = frozenset()  # (team, round) of each bye a 240 record gives

    def requested_in(self, round_number: int) -> frozenset[int]:
        """The teams whose bye or absence in a round a 240 record gives: known before the round was paired."""
        return frozenset(team for team, r in self.requested if r == round_number)


@dataclass
class _Bye:
    """A 240 record's team: the bye, its round, the line and column that named the team."""

    outcome: MatchOutcome
    round: int
    line: int
    column: int


@dataclass
class _Forfeit:
    """A 330 record: round, white and black team, what each got, and the record's line."""

    round: int
    white: int
    black: int
    outcomes: tuple[MatchOutcome, MatchOutcome]
    line: int


class _TeamReader:
    def __init__(self, text: str):
        self.file, self.abnormal = _read(text)
        self.tournament = self.file.tournament
        # Counted before `mark_forfeits`: a whole-team forfeit is a pairing, though its entries have no opponent.
        self.played = self.tournament.rounds_played
        self.lines = trf_lines(text)
        self.player_line = {}  # pairing number -> line number
        self.teams: list[Team] = []
        self.team_line: dict[int, int] = {}  # team number -> line number of its record
        self.team_texts: dict[int, str] = {}
        self.team_of: dict[int, int] = {}
        self.roster_tag: str | None = None
        self.byes: dict[tuple[int, int], _Bye] = {}  # (team, round) -> its 240
        self.forfeits: list[_Forfeit] = []
        self.pab: tuple[int, int, list[tuple[int, int]], int] | None = None  # MP, GP, (team, column) a round, line
        self.match_points: MatchPoints | None = None
        self.code: tuple[str, int] | None = None
        self.board_colours: tuple[str, int] | None = None  # 352, line
        self.notes: list[dict[str, Any]] = []
        self.lineups: dict[tuple[int, int], tuple[list[tuple[int, int]], int]] = {}  # 300: (team, round) ->
        # the players board by board (0 for an empty board) with their columns, and the line
        self.legacy: list[tuple[str, int]] = []  # 013 records in a file that has 310 records
        self.consumed: set[str] = set()  # the team records that the model holds (the writer writes them again)

    def read(self) -> TeamTrfFile:
        handlers = {"013": self.roster, "310": self.roster, "240": self.bye, "320": self.pab_320,
                    "330": self.forfeit, "300": self.lineup, "352": self.colours_352, "362": self.points_362, "192": self.code_192}
        for lineno, line in self.lines:
            tag = line[:3]
            if tag == "001":
                self.player_line[int(line[4:8])] = lineno  # read_trf has checked the number
            elif tag in handlers:
                handlers[tag](line, lineno)
        if not self.teams:
            raise TrfError.at(self.code[1] if self.code else 1, 5, "trf.no_teams")
        self.mark_forfeits()
        self.check_legacy()
        self.check_pab_list()
        settings = self.settings()
        rounds = self.rounds(settings)
        for team in self.teams:
            team.rounds = rounds[team.number]
        self.apply_abnormal()
        self.tournament.other_lines = [line for line in self.tournament.other_lines if line not in self.consumed]
        # What read_trf says of team records and of entries without an opponent, the team records say better.
        told = {"trf_note.team_records", "trf_note.team_records_acceleration"}
        readings = {READINGS["+"][1], READINGS["-"][1]}
        self.notes = [note for note in self.file.notes if note["key"] not in told
                      and note["params"].get("reading_msg") not in readings] + self.notes
        forbidden, self.tournament.forbidden = self.forbidden(), []
        self.tournament.teams = TeamPart(settings, self.teams, forbidden)
        return TeamTrfFile(self.tournament, self.notes, self.file.player_lines, self.team_texts,
                           self.code[0] if self.code else None, self.file.pending, frozenset(self.byes))

    def apply_abnormal(self) -> None:
        """A team file's 299 records (TRF-2026, as gacrux reads them): a blank type's match and game points for the
        teams it names (every team when it names none) go to Team.adjustments, counted from the end of their round
        on (round 999: the final standings only); a typed record for a team's round scores that match with its
        match and game points; one that sets a result's points for the whole event is kept as written, with a
        note. The lines themselves are kept as written; so is, without more, a record one column left of TRF-2026's
        layout, which only FIDE's team sample writes and whose points its own 310 totals leave out."""
        for record in self.abnormal:
            if record.left:
                self.notes.append(said("trf_note.team_abnormal_left", line=str(record.line)))
                continue
            for number, column in record.players:
                self.check_team(number, record.line, column, "299")
            teams = [self.team(number) for number, _ in record.players] or self.teams
            if record.kind == " ":
                for team in teams:
                    team.adjustments.append((record.round, record.tenths, record.match_tenths))
            elif record.round and record.players:
                for team in teams:
                    if record.round > len(team.rounds) or team.rounds[record.round - 1].outcome.is_absence:
                        raise TrfError.at(record.line, record.round_column, "trf.abnormal_team_round",
                                          team=str(team.number), number=record.round)
                    team.rounds[record.round - 1] = replace(team.rounds[record.round - 1],
                                                            match_points=record.match_tenths, game_points=record.tenths)
            else:
                self.notes.append(said("trf_note.team_abnormal_every_result", line=str(record.line),
                                       kind=record.kind))
        if any(not record.left for record in self.abnormal):
            adjusted = sum(1 for team in self.teams if team.adjustments)
            self.notes.append(said("trf_note.team_abnormal_points", count=adjusted,
                                   line=str(next(r.line for r in self.abnormal if not r.left))))

    # -- records

    def roster(self, line: str, lineno: int) -> None:
        tag = line[:3]
        if tag == "013" and (self.roster_tag == "310" or any(other[:3] == "310" for _, other in self.lines)):
            self.legacy.append((line, lineno))  # 013 beside 310, for older readers: checked against the 310 records
            return
        self.roster_tag = tag
        record = TEAM_310 if tag == "310" else TEAM_013
        fields = record.cut(line, lineno)
        if tag == "310":
            number = _number(*fields["number"][:2], fields["number"][2], "trf.a_team_number_to_999")
            if number != len(self.teams) + 1:
                seen = self.team_line.get(number)
                order = {"expected": str(len(self.teams) + 1), "number": str(number)}
                if seen:
                    raise TrfError.at(lineno, 5, "trf.team_number_again", on_line=str(seen), **order)
                raise TrfError.at(lineno, 5, "trf.team_number_order", **order)
            strength_text = fields["strength"][0]
            strength = _number(strength_text, lineno, 48, "trf.a_strength", 0) if strength_text else 0
            team = Team(number, fields["name"][0], fields["short_name"][0], strength)
            for key in ("match_points", "game_points"):  # informative, but they must read as points
                if fields[key][0]:
                    parse_points(*fields[key])
        else:
            team = Team(len(self.teams) + 1, fields["name"][0])
        items = record.items(line, lineno) if len(line) >= record.list_start else []
        for text, column in items:
            if not text.strip("0"):
                continue  # 0000: an empty place
            member = _number(text, lineno, column, "trf.a_players_pairing_number")
            if member in self.team_of:
                other = self.team_of[member]
                if other == team.number:
                    raise TrfError.at(lineno, column, "trf.player_twice_in_team", who=str(member),
                                      team=str(team.number))
                raise TrfError.at(lineno, column, "trf.player_in_two_teams", who=str(member), other=str(other),
                                  on_line=str(self.team_line[other]), team=str(team.number))
            self.team_of[member] = team.number
            team.members.append(member)
        if not team.members:
            raise TrfError.at(lineno, record.list_start, "trf.team_no_players", team=str(team.number),
                              from_column=str(record.list_start))
        self.teams.append(team)
        self.team_line[team.number] = lineno
        self.team_texts[team.number] = line
        self.consumed.add(line)

    def check_legacy(self) -> None:
        """013 records beside 310 ones are kept as lines, if they give the same teams in the same order."""
        for index, (line, lineno) in enumerate(self.legacy):
            items = TEAM_013.items(line, lineno) if len(line) >= TEAM_013.list_start else []
            members = [int(text) if text.isdigit() else text for text, _ in items if text.strip("0")]
            team = self.teams[index] if index < len(self.teams) else None
            if team is None or members != team.members or TEAM_013.cut(line, lineno)["name"][0] != team.name[:32]:
                said = {"said_msg": "trf.legacy_team", "team": str(team.number), "name": repr(team.name),
                        "members": str(team.members)} if team else {"said_msg": "trf.legacy_no_team"}
                raise TrfError.at(lineno, 5, "trf.legacy_differs", index=str(index + 1), **said)

    def forbidden(self) -> list[ForbiddenPairs]:
        """read_trf reads 260 and XXP as players who must not meet; in a team file they name teams."""
        for lineno, line in self.lines:
            if line[:3] in ("260", "XXP"):
                items = FORBIDDEN_260.items(line, lineno) if line[:3] == "260" else \
                    [(m.group(), m.start() + 1) for m in re.finditer(r"\S+", line[3:])]
                for text, column in items:
                    self.check_team(int(text), lineno, column + (3 if line[:3] == "XXP" else 0), line[:3])
        return list(self.tournament.forbidden)

    def team_number(self, text: str, lineno: int, column: int) -> int:
        """A team named by a record; the teams are all known when the record is applied (`check_team`)."""
        return _number(text.strip(), lineno, column, "trf.a_team_number")

    def check_team(self, number: int, lineno: int, column: int, record: str) -> None:
        if not 1 <= number <= len(self.teams):
            raise TrfError.at(lineno, column, "trf.team_number_above", highest=str(len(self.teams)),
                              roster=self.roster_tag, record=record, number=str(number))

    def bye(self, line: str, lineno: int) -> None:
        fields = BYES_240.cut(line, lineno)
        outcome = _BYE_OUTCOMES[BYE_TYPES[fields["type"][0].upper()]]  # read_trf has checked the type
        round_number = int(fields["round"][0])
        for text, column in BYES_240.items(line, lineno):
            team = self.team_number(text, lineno, column)
            old = self.byes.get((team, round_number))
            if old is not None:
                raise TrfError.at(lineno, column, "trf.team_record_twice", record="240", team=str(team),
                                  number=round_number, on_line=str(old.line))
            self.byes[team, round_number] = _Bye(outcome, round_number, lineno, column)
        self.consumed.add(line)

    def pab_320(self, line: str, lineno: int) -> None:
        if self.pab is not None:
            raise TrfError.at(lineno, 1, "trf.pab_twice", on_line=str(self.pab[3]))
        fields = TEAM_PAB_320.cut(line, lineno)
        values = []
        for key in ("match_points", "game_points"):
            text, _, column = fields[key]
            if not text:
                raise TrfError.at(lineno, column, "trf.pab_points_missing",
                                  what_msg=TEAM_PAB_320.fields[len(values)].label)
            values.append(parse_points(*fields[key]))
        teams = [(_number(text, lineno, column, "trf.a_team_number_or_none", 0) if text else 0, column)
                 for text, column in TEAM_PAB_320.items(line, lineno)] if len(line) >= TEAM_PAB_320.list_start else []
        self.pab = (values[0], values[1], teams, lineno)
        self.consumed.add(line)

    def forfeit(self, line: str, lineno: int) -> None:
        fields = TEAM_FORFEIT_330.cut(line, lineno)
        kind = fields["type"][0]
        if kind not in FORFEIT_TYPES:
            raise TrfError.at(lineno, 5, "trf.expected", what_msg="trf.a_forfeit_type", **found_params(kind))
        round_number = _number(*fields["round"][:2], fields["round"][2], "trf.a_round_number")
        white, black = (self.team_number(*fields[key][:2], fields[key][2]) for key in ("white", "black"))
        if white == black:
            raise TrfError.at(lineno, 16, "trf.same_team_twice", team=str(white))
        outcomes = tuple(MatchOutcome.FORFEIT_WIN if got == "won" else MatchOutcome.FORFEIT_LOSS
                         for got in FORFEIT_TYPES[kind])
        self.forfeits.append(_Forfeit(round_number, white, black, outcomes, lineno))
        self.consumed.add(line)

    def lineup(self, line: str, lineno: int) -> None:
        fields = TEAM_LINEUP_300.cut(line, lineno)
        round_number = _number(*fields["round"][:2], fields["round"][2], "trf.a_round_number")
        team = self.team_number(*fields["team"][:2], fields["team"][2])
        opponent = self.team_number(*fields["opponent"][:2], fields["opponent"][2])
        players = [(_number(text, lineno, column, "trf.a_players_pairing_number_or_empty", 0), column)
                   for text, column in TEAM_LINEUP_300.items(line, lineno)]
        if (team, round_number) in self.lineups:
            raise TrfError.at(lineno, 9, "trf.team_record_twice", record="300", team=str(team), number=round_number,
                              on_line=str(self.lineups[team, round_number][1]))
        self.lineups[team, round_number] = (players, lineno, opponent)

    def colours_352(self, line: str, lineno: int) -> None:
        text = line[3:].strip()
        bad = next((i for i, c in enumerate(text) if c.upper() not in "WB"), None)
        if not text or bad is not None:
            column = 5 + (bad or 0)
            raise TrfError.at(lineno, column, "trf.expected", what_msg="trf.board_colours", **found_params(text))
        self.board_colours = (text.upper(), lineno)

    def points_362(self, line: str, lineno: int) -> None:
        """362 at TRF-2026's columns (code at 5+9k, value at 7+9k to 10+9k). A line with the same codes and values
        at other columns (the Sharly-Chess fork of bbpPairings writes `362 TW  2.0   TD  1.0`, each value one
        column late) is read by its words, with a note naming the line; a line that is neither is refused."""
        try:
            values = self.match_points_at_columns(line, lineno)
        except TrfError as error:
            values = _match_points_by_words(line, lineno)
            if values is None:
                raise error
            self.notes.append(said("trf_note.match_points_by_words", line=str(lineno), values=", ".join(
                f"{code} {format_points(tenths)}" for code, tenths in values.items())))
        defaults = MatchPoints()
        self.match_points = MatchPoints(**{MATCH_POINTS_CODES[code]: tenths for code, tenths in values.items()}) \
            if values else defaults
        self.consumed.add(line)

    @staticmethod
    def match_points_at_columns(line: str, lineno: int) -> dict[str, int]:
        values: dict[str, int] = {}
        for column in range(MATCH_POINTS_FIRST, len(line) + 1, MATCH_POINTS_STEP):
            code = line[column - 1 : column + 1]
            if code.upper() not in MATCH_POINTS_CODES:
                raise TrfError.at(lineno, column, "trf.expected", what_msg="trf.a_362_code",
                                  **found_params(code.strip()))
            if code.upper() in values:
                raise TrfError.at(lineno, column, "trf.362_twice", pair=code)
            values[code.upper()] = parse_points(line[column + 1 : column + 5], lineno, column + 2)
            blanks = line[column + 5 : column + MATCH_POINTS_STEP - 1]
            if blanks.strip():
                raise TrfError.at(lineno, column + 6, "trf.expected", what_msg="trf.blanks_between_values",
                                  **found_params(blanks.strip()))
        return values

    def code_192(self, line: str, lineno: int) -> None:
        self.code = (line[3:].strip(), lineno)

    # -- the whole

    def mark_forfeits(self) -> None:
        """`0000 - +` and `0000 - -` are a team's forfeit (or a board left empty) in a team event: forfeits
        without an opponent, where read_trf reads an individual event's pairing-allocated bye and absence."""
        won, lost = RoundEntry(None, None, Result.FORFEIT_WIN), RoundEntry(None, None, Result.FORFEIT_LOSS)
        for player in self.tournament.players:
            for r, entry in enumerate(player.rounds, 1):
                if entry.opponent is None:
                    code = self.code_of(player.number, r)
                    if code in ("+", "-"):
                        player.rounds[r - 1] = won if code == "+" else lost

    def settings(self) -> TeamSettings:
        if self.code is None:
            primary, secondary, preference = parse_team_code(TEAM_CODE_PREFIX)
            self.notes.append(said("trf_note.no_team_code"))
        else:
            parsed = parse_team_code(self.code[0])
            if parsed is None:
                raise TrfError.at(self.code[1], 5, "trf.expected", what_msg="trf.a_team_code",
                                  **found_params(self.code[0]))
            primary, secondary, preference = parsed
        match_points = self.match_points or MatchPoints()
        boards = self.boards()
        if self.pab is None:
            pab_match, pab_game = match_points.draw, None  # C.04.6 §1.4: a drawn match, half the boards
        else:
            pab_match, pab_game = self.pab[0], self.pab[1]
            most = boards * self.tournament.scoring.win
            if pab_game > most:  # more than a match holds; TRF sets no limit, so it is the organiser's to say
                self.notes.append(said("trf_note.pab_game_points_high", line=str(self.pab[3]),
                                       points=format_points(pab_game), boards=boards, most=format_points(most)))
            if pab_game == boards * self.tournament.scoring.draw:
                pab_game = None  # what None means: the model has one way to say it
        return TeamSettings(primary, secondary, preference, match_points, pab_match, pab_game, boards,
                            self.tournament.total_rounds, self.tournament.initial_colour)

    def boards(self) -> int:
        """352's length; else the most games a team played in a round; else the smallest team."""
        if self.board_colours is not None:
            return len(self.board_colours[0])
        most = 0
        for team in self.teams:
            for r in range(1, self.played + 1):
                most = max(most, sum(1 for m in team.members if self.entry(m, r).opponent is not None))
        boards = most or min(len(team.members) for team in self.teams)
        self.notes.append(said("trf_note.boards_most_games" if most else "trf_note.boards_smallest_team", count=boards))
        return boards

    def entry(self, number: int, r: int) -> RoundEntry:
        rounds = self.tournament.players[number - 1].rounds
        return rounds[r - 1] if r <= len(rounds) else _ZERO

    def code_of(self, number: int, r: int) -> str:
        """A member's result code in round r as written (' ' when the line leaves the round blank)."""
        line, column = self.file.player_lines[number], round_column(r)
        if not line[column - 1 : column + 7].strip():
            return " "
        return line[column + 6 : column + 7].upper()

    def rounds(self, settings: TeamSettings) -> dict[int, list[TeamRound]]:
        played = self.played
        rounds: dict[int, list[TeamRound]] = {team.number: [] for team in self.teams}
        forfeits = self.forfeit_map(played)
        for team, r in list(self.byes):
            self.check_team(team, self.byes[team, r].line, self.byes[team, r].column, "240")
        for (team, r), (_, lineno, named) in self.lineups.items():
            self.check_team(team, lineno, 9, "300")
            self.check_team(named, lineno, 13, "300")
        for r in range(1, played + 1):
            games: dict[int, tuple[int, Colour | None, int]] = {}  # team -> opponent, colour, game points
            for team in self.teams:
                games_of = self.match_of(team, r)
                if games_of is not None:
                    games[team.number] = games_of
                    rounds[team.number].append(self.check_match(team, r, games_of))
                else:
                    rounds[team.number].append(self.unplayed(team, r, settings, forfeits))
            for number, (opponent, colour, points) in games.items():
                theirs = games[opponent][2]
                if colour is not None and colour is games[opponent][1]:
                    self.colour_clash(number, opponent, r, colour)
                mp = settings.match_points
                earned = mp.win if points > theirs else mp.draw if points == theirs else mp.loss
                rounds[number][r - 1] = TeamRound(opponent, colour, MatchOutcome.PLAYED, earned, points)
        pending = self.file.pending.number if self.file.pending is not None else None
        for (team, r), (_, lineno, named) in self.lineups.items():
            # A line-up is the boards of a match played, of one the other team forfeited (330), or of the round in
            # progress (its games are the pending round's).
            if r != pending and (r > played or rounds[team][r - 1].opponent != named):
                raise TrfError.at(lineno, 9, "trf.lineup_no_match", named=str(named), number=r, team=str(team))
        for (team, r), bye in sorted(self.byes.items(), key=lambda item: item[0][1]):
            if r == played + 1:
                rounds[team].append(self.bye_round(bye.outcome, settings))
            elif r > played + 1:
                self.notes.append(said("trf_note.bye_after_round", line=str(bye.line), number=r, next=played + 1))
                self.consumed.discard(next(line for n, line in self.lines if n == bye.line))
        return rounds

    def forfeit_map(self, played: int) -> dict[tuple[int, int], tuple[_Forfeit, int]]:
        """(team, round) -> its 330 record and the team's side (0 White, 1 Black)."""
        result: dict[tuple[int, int], tuple[_Forfeit, int]] = {}
        for f in self.forfeits:
            for side, (team, column) in enumerate(((f.white, 12), (f.black, 16))):
                self.check_team(team, f.line, column, "330")
                if f.round > played:
                    raise TrfError.at(f.line, 8, "trf.forfeit_round_unplayed", most=played, number=f.round)
                old = result.get((team, f.round))
                if old is not None:
                    raise TrfError.at(f.line, column, "trf.team_record_twice", record="330", team=str(team),
                                      number=f.round, on_line=str(old[0].line))
                result[team, f.round] = (f, side)
        return result

    def match_of(self, team: Team, r: int) -> tuple[int, Colour | None, int] | None:
        """The team's match in round r: the opposing team, board 1's colour, the game points; None without games."""
        opponent = None
        first = None  # the first member, in the 310 order, with a game
        points = 0
        scoring = self.tournament.scoring
        for member in team.members:
            entry = self.entry(member, r)
            if entry.opponent is None:
                continue
            theirs = self.team_of.get(entry.opponent)
            line, column = self.player_line[member], round_column(r)
            game = {"number": r, "who": str(member), "opponent": str(entry.opponent), "team": str(team.number)}
            if theirs is None:
                raise TrfError.at(line, column, "trf.opponent_in_no_team", **game)
            if theirs == team.number:
                raise TrfError.at(line, column, "trf.opponent_same_team", **game)
            if first is None:
                first, opponent = member, theirs
            elif theirs != opponent:
                raise TrfError.at(line, column, "trf.boards_face_two_teams", **game, opponent_team=str(opponent),
                                  first=str(first), first_opponent=str(self.entry(first, r).opponent),
                                  their_team=str(theirs))
            points += scoring.points(entry.result)
        if first is None:
            return None
        colour = self.team_colour(team, r, opponent)
        for member in team.members:  # a board left empty by the other team is won by forfeit, without opponent
            if self.entry(member, r).opponent is None:
                code = self.code_of(member, r)
                if code == "+":
                    points += scoring.points(Result.FORFEIT_WIN)
                elif code == "-":
                    points += scoring.forfeit_loss
                elif code not in (" ", "Z"):
                    raise TrfError.at(self.player_line[member], round_column(r) + 7, "trf.team_plays_expected_game",
                                      number=r, who=str(member), team=str(team.number), opponent_team=str(opponent),
                                      found=repr(code))
        return opponent, colour, points

    def team_colour(self, team: Team, r: int, opponent: int) -> Colour | None:
        """The team's colour in a match: board 1's (C.04.6). Found from the first board with a game, whose colour
        is the white team's on that board (352, or White, Black ... down the boards) or the other one. The boards
        are the 310 order of the players (the first one is board 1 even when it is forfeited), or the round's 300
        record (a line-up in another order, or with an empty board)."""
        if (team.number, r) in self.lineups:
            players, lineno, named = self.lineups[team.number, r]
            if named != opponent:
                raise TrfError.at(lineno, 13, "trf.lineup_opponent", team=str(team.number), number=r,
                                  opponent_team=str(opponent), named=str(named))
            for number, column in players:
                if number and number in self.team_of and self.team_of[number] != team.number:
                    raise TrfError.at(lineno, column, "trf.lineup_other_team", team=str(team.number), who=str(number),
                                      their_team=str(self.team_of[number]))
                if number and number not in self.team_of:
                    raise TrfError.at(lineno, column, "trf.lineup_in_no_team", team=str(team.number), who=str(number))
            boards = [number for number, _ in players]
        else:
            boards = team.members
        pattern = self.board_colours[0] if self.board_colours else "WB"
        for board, number in enumerate(boards):
            entry = self.entry(number, r) if number else _ZERO
            if entry.opponent is not None and entry.colour is not None:
                white_has = Colour.WHITE if pattern[board % len(pattern)] == "W" else Colour.BLACK
                return Colour.WHITE if entry.colour is white_has else Colour.BLACK
        return None

    def colour_clash(self, team: int, opponent: int, r: int, colour: Colour) -> None:
        """Two teams of a match whose board 1 has the same colour: at the line-up (300) or board 1's line."""
        clash = {"number": r, "team": str(team), "opponent_team": str(opponent), "colour_msg": _colour_key(colour)}
        for number in (team, opponent):
            if (number, r) in self.lineups:
                raise TrfError.at(self.lineups[number, r][1], 17, "trf.teams_same_colour", **clash)
        board_1 = next(m for m in self.team(team).members if self.entry(m, r).opponent is not None)
        raise TrfError.at(self.player_line[board_1], round_column(r) + 5, "trf.teams_same_colour", **clash)

    def team(self, number: int) -> Team:
        return self.teams[number - 1]

    def check_match(self, team: Team, r: int, match: tuple[int, Colour | None, int]) -> TeamRound:
        """A team that played has no bye that round; the match points are filled in once both sides are known."""
        bye, pab = self.byes.get((team.number, r)), self.pab_team(r)
        if bye is not None:
            raise TrfError.at(bye.line, bye.column, "trf.bye_but_match", team=str(team.number), number=r,
                              opponent_team=str(match[0]))
        if pab is not None and pab[0] == team.number:
            raise TrfError.at(self.pab[3], pab[1], "trf.pab_but_match", number=r, team=str(team.number),
                              opponent_team=str(match[0]))
        return TeamRound(match[0], match[1], MatchOutcome.PLAYED, 0, match[2])

    def unplayed(self, team: Team, r: int, settings: TeamSettings,
                 forfeits: dict[tuple[int, int], tuple[_Forfeit, int]]) -> TeamRound:
        """A round without games: what the team records say (240, 330, 320), which the players' entries must not
        contradict, or else what the players' entries say."""
        number = team.number
        bye, forfeit, pab = self.byes.get((number, r)), forfeits.get((number, r)), self.pab_team(r)
        said = []  # what a record says: outcome, line, column, record
        if bye is not None:
            said.append((bye.outcome, bye.line, bye.column, "240"))
        if forfeit is not None:
            said.append((forfeit[0].outcomes[forfeit[1]], forfeit[0].line, 12 if forfeit[1] == 0 else 16, "330"))
        if pab is not None and pab[0] == number:
            said.append((MatchOutcome.PAIRING_BYE, self.pab[3], pab[1], "320"))
        if len(said) > 1:
            raise TrfError.at(said[1][1], said[1][2], "trf.two_team_records", team=str(number), number=r,
                              record=said[1][3], other_record=said[0][3], on_line=str(said[0][1]))
        codes = self.codes(team, r)
        if said:
            outcome, line, column, record = said[0]
            expected = _code_of(outcome)
            wrong = next((code for code in codes if code not in (expected, "-")), None)
            if wrong is not None:
                member = codes[wrong]
                raise TrfError.at(line, column, "trf.team_record_contradicted", team=str(number), letter=expected,
                                  number=r, record=record, wrong=wrong, who=str(member),
                                  on_line=str(self.player_line[member]))
            mp, gp = self.unplayed_points(outcome, settings)
            if forfeit is None:
                return TeamRound(None, None, outcome, mp, gp)
            record_330, side = forfeit
            opponent = record_330.black if side == 0 else record_330.white
            return TeamRound(opponent, None, outcome, mp, gp, Colour.WHITE if side == 0 else Colour.BLACK)
        if len(codes) > 1:
            (code, first), (other_code, other) = list(codes.items())[:2]
            raise TrfError.at(self.player_line[other], round_column(r) + 7, "trf.team_entries_differ", number=r,
                              team=str(number), entry=repr(code), first=str(first), other_entry=repr(other_code),
                              other=str(other))
        code = next(iter(codes), "Z")
        if code == "U" and pab is not None:
            raise TrfError.at(self.pab[3], pab[1], "trf.pab_team_differs", team=str(number), number=r,
                              who=str(codes[code]), found=f"{pab[0]:03d}")
        # Without a 330 record there is no match to have lost: FIDE's team sample writes an absent team so.
        return self.bye_round(MatchOutcome.ZERO_BYE if code == "-" else _UNPLAYED[code], settings)

    def codes(self, team: Team, r: int) -> dict[str, int]:
        """The result codes the team's players have in round r without a game, each with the first player who has
        it; Z and blanks left out, and `-` too beside another code (FIDE's team sample writes `0000 - -` for the
        players who take no part: a forfeit's reserves, a bye's players)."""
        codes: dict[str, int] = {}
        for member in team.members:
            if self.result_code(member, r) not in (" ", "Z"):
                codes.setdefault(self.result_code(member, r), member)
        if len(codes) > 1 and "-" in codes:
            del codes["-"]
        return codes

    def pab_team(self, r: int) -> tuple[int, int] | None:
        """The team that 320 names for a round played (0 for none) and its column; None when 320 says nothing."""
        if self.pab is None or r > len(self.pab[2]) or r > self.played:
            return None
        return self.pab[2][r - 1]

    def result_code(self, member: int, r: int) -> str:
        """`code_of`, a draw without an opponent being a half-point bye (as read_trf reads it)."""
        code = self.code_of(member, r)
        return "H" if code == "=" else code

    def bye_round(self, outcome: MatchOutcome, settings: TeamSettings) -> TeamRound:
        mp, gp = self.unplayed_points(outcome, settings)
        return TeamRound(None, None, outcome, mp, gp)

    def unplayed_points(self, outcome: MatchOutcome, settings: TeamSettings) -> tuple[int, int]:
        return unplayed_points(outcome, settings, self.tournament.scoring)

    def check_pab_list(self) -> None:
        """320 names known teams, and none for a round not played yet (the round in progress has its bye)."""
        if self.pab is None:
            return
        played, pending = self.played, self.file.pending
        for r, (team, column) in enumerate(self.pab[2], 1):
            if team:
                self.check_team(team, self.pab[3], column, "320")
            if team and r > played and not (pending is not None and r == pending.number):
                raise TrfError.at(self.pab[3], column, "trf.pab_round_unplayed", number=r, played=played,
                                  team=str(team))


def unplayed_points(outcome: MatchOutcome, settings: TeamSettings, scoring: Scoring) -> tuple[int, int]:
    """Match and game points, in tenths, of a round without games: the PAB's (320; C.04.6 §1.4: a drawn match
    unless the file says otherwise), and a bye's or a forfeit's as if the match and every board were won, drawn or
    lost (362 and 162)."""
    mp, boards = settings.match_points, settings.boards
    if outcome is MatchOutcome.PAIRING_BYE:
        game = settings.pab_game_points
        return settings.pab_match_points, boards * scoring.draw if game is None else game
    return {
        MatchOutcome.FORFEIT_WIN: (mp.win, boards * scoring.points(Result.FORFEIT_WIN)),
        MatchOutcome.FULL_BYE: (mp.win, boards * scoring.points(Result.FULL_BYE)),
        MatchOutcome.HALF_BYE: (mp.draw, boards * scoring.points(Result.HALF_BYE)),
        MatchOutcome.FORFEIT_LOSS: (mp.loss, boards * scoring.forfeit_loss),
        MatchOutcome.ZERO_BYE: (mp.loss, boards * scoring.zero_bye),
    }[outcome]


def _code_of(outcome: MatchOutcome) -> str:
    return next(code for code, o in _UNPLAYED.items() if o is outcome)


def read_team_trf(text: str) -> TeamTrfFile:
    """Read a team event's TRF (TRF-2026 team records, or the legacy 013): the players' games as `read_trf` reads
    them, the teams, the settings and each team's rounds. TrfError for bad input, with its line and column."""
    return _TeamReader(text).read()


def read_any_trf(text: str) -> TrfFile | TeamTrfFile:
    """A TRF read by the reader of its kind: `read_team_trf` for a team event's file (`is_team_file`), else
    `read_trf`; a caller branches on the answer's type only where the two kinds are truly handled apart."""
    return read_team_trf(text) if is_team_file(text) else read_trf(text)
