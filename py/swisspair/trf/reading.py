"""Reading a TRF: `parse_trf(text) -> Tournament`. Bad input raises `TrfError` with the line and column
(1-based) and what was expected and found; nothing else escapes the reader.

Read as meant, and said so in `TrfFile.notes`: entries without an opponent that other programs write for an absence
or a bye (`READINGS`), column rulers, `XXC rank` when the ranks change nothing, 299 records, team records, a file
without a round count. Refused: `XXC rank` with ranks that reorder the players, a game without a result.

Checked once every line is read (so the order of the lines never matters): pairing numbers run 1..N once
each, and every record names one of them; both sides of a game name each other, with different colours, and
agree whether it was played or forfeited; at most one pairing-allocated bye a round; no round beyond the
142 / XXR count, nor an acceleration; a setting given twice (XXR and 142, BBW and 162 W ...) says the same;
and the points column agrees with the results (see `_Reader.check_points`).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..limits import MAX_NUMBER_LENGTH
from ..model import Colour, ForbiddenPairs, Player, Result, RoundEntry, Scoring, Tournament
from .errors import TrfError, found
from .points import fit_points, format_points, parse_points, points_after, points_fit
from .team_records import TEAM_013, TEAM_310
from .records import (
    ABNORMAL_299, ACCELERATION_250, ACCELERATION_XXA, BB_CODES, BYE_TYPES, BYES_240, CODES_162, COLOURS, FIRST_ROUND,
    FORBIDDEN_260, MAX_SCORING, PLAYER_BLANKS, PLAYER_FIELD, PLAYER_FIELDS, PLAYER_TEXT_FIELDS, RESULTS,
    ROUND_BLANKS, ROUND_WIDTH, XXS_AGREEING, XXS_CODES, Record, check_blanks, format_round,
    round_column,
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


def _colour_name(colour: Colour) -> str:
    """'white' or 'black', for messages."""
    return colour.name.lower()


def _forfeited(entry: RoundEntry) -> bool:
    """For an entry with an opponent: not played but forfeited (by identity: hashing enums is slow)."""
    return entry.result is _FORFEIT_WIN or entry.result is _FORFEIT_LOSS


def _number(text: str, line: int, column: int, what: str, minimum: int = 1) -> int:
    """A whole number of ASCII digits, at least `minimum`."""
    if not _DIGITS.fullmatch(text) or len(text) > MAX_NUMBER_LENGTH or int(text) < minimum:
        raise TrfError(line, column, f"expected {what}, {found(text)}")
    return int(text)


def _tokens(line: str) -> list[tuple[str, int]]:
    """The words after the tag, each with its 1-based column."""
    return [(m.group(), m.start() + 1) for m in _TOKEN.finditer(line, 3)]


def _single(line: str, lineno: int, what: str) -> tuple[str, int]:
    """The one word after the tag."""
    tokens = _tokens(line)
    if not tokens:
        raise TrfError(lineno, 5, f"expected {what}, found nothing")
    if len(tokens) > 1:
        raise TrfError(lineno, tokens[1][1], f"expected {what} alone, found {' '.join(t for t, _ in tokens)!r}")
    return tokens[0]


# ---------------------------------------------------------------------------------------------- 001 lines


class _RoundError(Exception):
    """A mistake inside a round entry, `offset` columns from its start: the reader adds line and column."""

    def __init__(self, offset: int, message: str):
        super().__init__(message)
        self.offset = offset
        self.message = message


# Entries without an opponent that programs write for an absence or a bye, read as the one thing they can mean
# (as bbpPairings reads them); the import says so once per kind (READINGS' text).
READINGS = {
    "-": (Result.ZERO_BYE, "a forfeit loss without an opponent (Lichess and Swiss-Manager write an absence so) is "
          "read as a zero-point absence (Z)"),
    "+": (Result.PAIRING_BYE, "a forfeit win without an opponent (the older notation) is read as the "
          "pairing-allocated bye (U)"),
    "=": (Result.HALF_BYE, "a draw without an opponent is read as a half-point bye (H)"),
    " ": (Result.ZERO_BYE, "a blank result without an opponent is read as a zero-point absence (Z), as TRF16 says"),
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
            raise _RoundError(offset - 1, f"expected a blank {where}, found {chunk[offset - 1]!r}")
    opponent_text, colour_char, result_char = chunk[0:4].strip(), chunk[5], chunk[7]
    if opponent_text and not _DIGITS.fullmatch(opponent_text):
        raise _RoundError(0, f"expected an opponent's pairing number (0000 for none), {found(opponent_text)}")
    opponent = int(opponent_text or 0) or None
    if colour_char.lower() not in COLOURS:
        raise _RoundError(5, f"expected colour w, b or -, found {colour_char!r}")
    colour = COLOURS[colour_char.lower()]
    result = RESULTS.get(result_char.upper())
    if result is None:
        raise _RoundError(7, f"expected a result code (1 = 0 + - W D L H F U Z), found {result_char!r}")
    reading = None
    if opponent is None:
        if result_char.upper() in READINGS and colour is None:
            result, reading = READINGS[result_char.upper()][0], result_char.upper()
        if result not in _BYES:
            raise _RoundError(
                0, f"a result {result_char!r} is a game and needs an opponent; here the opponent field holds "
                f"{opponent_text or 'nothing'} and the colour is {colour_char.strip() or 'blank'}. Write the "
                "opponent's pairing number, or `0000 - Z` (or H, F, U) if the player had no game"
            )
        if colour is not None:
            raise _RoundError(5, f"a bye ({result_char!r}) has no colour, found {colour_char!r}: write `0000 - {result_char}`")
    elif result_char == " " or result is Result.ZERO_BYE:
        # A round paired but not finished: Swiss-Manager exports it so (blank), Lichess with Z. The reader takes
        # the round out as the pairing in progress (`PendingRound`).
        if colour is None:
            raise _RoundError(5, f"the game against {opponent} has no result yet and needs the colour w or b, found "
                              f"{colour_char!r}")
        return UnfinishedGame(opponent, colour), "unfinished"
    elif result in _BYES:
        raise _RoundError(0, f"a result {result_char!r} is a bye and has no opponent, found {opponent}: write `0000 - {result_char}`")
    elif colour is None and result.is_played:
        raise _RoundError(5, f"the game against {opponent} needs the colour w or b, found {colour_char!r}")
    return RoundEntry(opponent, colour, result), reading


def _parse_player(line: str, lineno: int) -> tuple[Player, set[int], dict[str, list[int]], UnfinishedGame | None]:
    """A 001 line: the player, the rounds whose columns are blank (a 240 record may fill them), the READINGS used
    (each with the first round it was used in and how many times), and a last game without a result yet (its round
    is the one after the player's rounds)."""
    field = PLAYER_FIELD
    if len(line) < field["points"].last:  # the points are the last field that must be there
        raise TrfError(
            lineno, len(line) + 1, f"expected a player line to reach column {field['points'].last} (points), found its end"
        )
    check_blanks(line, lineno, PLAYER_BLANKS)
    text = {f.key: f.cut(line) for f in PLAYER_FIELDS}
    player = Player(number=_number(text["number"], lineno, field["number"].first, "a pairing number from 1 to 9999"))
    for key in PLAYER_TEXT_FIELDS:
        setattr(player, key, text[key])
    for key in ("rating", "rank"):  # blank means none: 0
        setattr(player, key, _number(text[key], lineno, field[key].first, f"a {key}", 0) if text[key] else 0)
    player.points = parse_points(text["points"], lineno, field["points"].first)
    blank_rounds = set()
    readings: dict[str, list[int]] = {}
    unfinished = None
    for column in range(FIRST_ROUND, len(line) + 1, ROUND_WIDTH):
        chunk = line[column - 1 : column - 1 + ROUND_WIDTH].ljust(ROUND_WIDTH)
        if unfinished is not None and chunk.strip():
            raise TrfError(lineno, column, f"round {len(player.rounds) + 2} of player {player.number}: expected nothing "
                           f"after round {len(player.rounds) + 1}, whose game has no result yet, found {chunk.strip()!r}")
        if chunk.strip():
            try:
                entry, reading = _read_round(chunk)
            except _RoundError as exc:
                raise TrfError(
                    lineno, column + exc.offset, f"round {len(player.rounds) + 1} of player {player.number}: {exc.message}"
                ) from None
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
        self.notes: list[str] = []  # what was read as meant rather than as written, and what was assumed
        self.readings: dict[str, list[int]] = {}  # READINGS key -> [count, first line, player, round]
        self.player_texts: dict[int, str] = {}  # pairing number -> its 001 line as read (trailing blanks aside)
        self.unfinished: dict[int, tuple[int, UnfinishedGame]] = {}  # pairing number -> round, its game there
        self.pending: PendingRound | None = None
        self.teams: list[list[int]] = []  # 013 / 310: each team's players
        self.abnormal: list[tuple[int, list[tuple[int, int]], int]] = []  # 299: tenths added, (number, column), line
        self.rank_order = False  # XXC rank
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
                raise TrfError(lineno, 1, "expected a record tag such as 001 at column 1, found a blank")
            self.notes.append(f"Line {lineno} is a column ruler (numbers over the columns); it is kept as written.")
            self.tournament.other_lines.append(line)
            return
        if len(line) < 3:
            raise TrfError(lineno, 1, f"expected a record tag of 3 characters such as 001, found {line!r}")
        handler = self.handlers.get(line[:3])
        if handler is None:
            self.tournament.other_lines.append(line)
        else:
            handler(line, lineno)

    def setting(self, key: str, value: object, lineno: int, column: int, what: str | None = None, show=str) -> None:
        """A value that may be given more than once (XXR and 142, say), but never two different ones."""
        old = self.settings.setdefault(key, (value, lineno))
        if old[0] != value:
            raise TrfError(lineno, column, f"expected {what or key} {show(old[0])} as on line {old[1]}, found {show(value)}")

    def score(self, field: str, tenths: int, lineno: int, column: int, what: str) -> None:
        """Points for one outcome (a Scoring field), from whichever line gives them."""
        if tenths > MAX_SCORING:  # 162 gives each value 4 columns, as 99.9 (bbpPairings' limit too)
            raise TrfError(lineno, column, f"expected {what} from 0.0 to {format_points(MAX_SCORING)}, found {format_points(tenths)}")
        self.setting(f"scoring {field}", tenths, lineno, column, what, format_points)

    def reference(self, text: str, lineno: int, column: int) -> int:
        """A pairing number named by a record; whether that player exists is known only at the end."""
        number = _number(text, lineno, column, "a pairing number")
        self.references.append((number, lineno, column))
        return number

    def pairing_numbers(self, items: list[tuple[str, int]], lineno: int, column: int) -> list[tuple[int, int]]:
        """The list of a record: each pairing number and its column; at least one."""
        if not items:
            raise TrfError(lineno, column, f"expected pairing numbers from column {column}, found nothing")
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
            raise TrfError(
                lineno, 5, f"expected a new pairing number, found {player.number} again (line {self.player_lines[player.number]})"
            )
        self.player_lines[player.number] = lineno
        self.blank_rounds[player.number] = blank_rounds
        self.tournament.players.append(player)

    def name(self, line: str, lineno: int) -> None:
        self.setting("tournament name", line[3:].strip(), lineno, 5, show=repr)

    def rounds(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "the number of rounds")
        self.setting("number of rounds", _number(text, lineno, column, "a positive number of rounds"), lineno, column)

    def colour_152(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "the initial colour W or B")
        colour = {"W": Colour.WHITE, "B": Colour.BLACK}.get(text.upper())
        if colour is None:
            raise TrfError(lineno, column, f"expected the initial colour W or B, found {text!r}")
        self.setting("initial colour", colour, lineno, column, show=_colour_name)

    def colour_xxc(self, line: str, lineno: int) -> None:
        for text, column in _tokens(line):
            if text == "rank":
                self.rank_order = True
                continue
            colour = {"white1": Colour.WHITE, "black1": Colour.BLACK}.get(text)
            if colour is None:
                raise TrfError(lineno, column, f"expected white1 or black1, found {text!r}")
            self.setting("initial colour", colour, lineno, column, show=_colour_name)

    def points_162(self, line: str, lineno: int) -> None:
        for column in range(6, max(len(line), 6) + 1, 9):
            code = line[column - 1 : column].upper()
            if code != "X" and code not in CODES_162:
                raise TrfError(lineno, column, f"expected a result code W, D, L, A, P or X, {found(code.strip())}")
            tenths = parse_points(line[column : column + 4], lineno, column + 1)
            check_blanks(line, lineno, {c: "between point values" for c in range(column + 5, column + 9)})
            for field in CODES_162[code]:
                self.score(field, tenths, lineno, column + 1, f"points for {code}")

    def points_bb(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "points")
        self.score(BB_CODES[line[:3]], parse_points(text, lineno, column), lineno, column, f"{line[:3]} points")

    def points_xxs(self, line: str, lineno: int) -> None:
        kept = []
        for token, column in _tokens(line):
            code, equals, value = token.partition("=")
            code = code.upper()
            if not equals or (code not in XXS_CODES and code not in XXS_AGREEING):
                raise TrfError(
                    lineno, column, f"expected CODE=points with a code among {' '.join([*XXS_CODES, *XXS_AGREEING])}, found {token!r}"
                )
            tenths = parse_points(value, lineno, column + len(code) + 1)
            if code in XXS_CODES:
                self.score(XXS_CODES[code], tenths, lineno, column, f"points for {code}")
            else:
                self.agreeing.append((code, XXS_AGREEING[code], tenths, lineno, column))
                kept.append(f"{code}={format_points(tenths)}")
        if kept:
            self.tournament.other_lines.append("XXS " + " ".join(kept))

    def tournament_type(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "a tournament type such as FIDE_DUTCH_2025")
        self.setting("tournament type", text, lineno, column)

    def byes_240(self, line: str, lineno: int) -> None:
        field = BYES_240.cut(line, lineno)
        result = BYE_TYPES.get(field["type"][0].upper())
        if result is None:
            raise TrfError(lineno, 5, f"expected the bye type F, H or Z, {found(field['type'][0])}")
        round_number = _number(*field["round"], "a round number")
        players = self.pairing_numbers(BYES_240.items(line, lineno), lineno, BYES_240.list_start)
        self.byes.append(_Byes(result, round_number, players, lineno, len(self.tournament.other_lines)))
        self.tournament.other_lines.append(line)

    def absent_xxz(self, line: str, lineno: int) -> None:
        players = self.pairing_numbers(_tokens(line), lineno, 5)
        self.byes.append(_Byes(Result.ZERO_BYE, None, players, lineno, None))

    def acceleration_250(self, line: str, lineno: int) -> None:
        record = ACCELERATION_250
        if len(line) < record.end:
            raise TrfError(
                lineno, len(line) + 1, f"expected a 250 record to reach column {record.end} (the last player), found its end"
            )
        if line[record.end :].strip():
            raise TrfError(lineno, record.end + 1, f"expected nothing after column {record.end}, found {line[record.end:].strip()!r}")
        field = record.cut(line, lineno)
        if field["match"][0] and parse_points(*field["match"]):  # match points: a team's acceleration
            self.team_acceleration = self.team_acceleration or lineno
            self.tournament.other_lines.append(line)
            return
        tenths = parse_points(*field["points"])
        if not tenths:
            raise TrfError(lineno, 10, "expected fictitious points other than 0.0, found 0.0")
        rounds = [_number(*field[key], "a round number") for key in ("first_round", "last_round")]
        players = [self.reference(*field[key]) for key in ("first_player", "last_player")]
        if rounds[0] > rounds[1]:
            raise TrfError(lineno, 19, f"expected a last round from {rounds[0]} on, found {rounds[1]}")
        if players[0] > players[1]:
            raise TrfError(lineno, 28, f"expected a last player from {players[0]} on, found {players[1]}")
        self.acceleration_lines.append(_Acceleration(tenths, (rounds[0], rounds[1]), (players[0], players[1]), lineno))

    def acceleration_xxa(self, line: str, lineno: int) -> None:
        number = self.reference(*ACCELERATION_XXA.cut(line, lineno)["player"])
        values = [(parse_points(text, lineno, column) if text else 0, column) for text, column in ACCELERATION_XXA.items(line, lineno)]
        self.xxa.append((number, values, lineno))

    def forbidden_260(self, line: str, lineno: int) -> None:
        field = FORBIDDEN_260.cut(line, lineno)
        first, last = (_number(*field[key], "a round number") for key in ("first_round", "last_round"))
        if last < first:
            raise TrfError(lineno, 9, f"expected a last round from {first} on, found {last}")
        players = self.pairing_numbers(FORBIDDEN_260.items(line, lineno), lineno, FORBIDDEN_260.list_start)
        self.forbidden(players, lineno, first, last)

    def forbidden_xxp(self, line: str, lineno: int) -> None:
        self.forbidden(self.pairing_numbers(_tokens(line), lineno, 5), lineno, 1, None)

    def forbidden(self, players: list[tuple[int, int]], lineno: int, first: int, last: int | None) -> None:
        numbers = [n for n, _ in players]
        if len(numbers) < 2:
            raise TrfError(lineno, 5, f"expected at least two players who must not meet, found {len(numbers)}")
        for i, (number, column) in enumerate(players):
            if number in numbers[:i]:
                raise TrfError(lineno, column, f"expected each player once, found {number} twice")
        self.tournament.forbidden.append(ForbiddenPairs(tuple(numbers), first, last))

    def abnormal_points(self, line: str, lineno: int) -> None:
        """299 (TRF-2026): type at 5, match points 7-10, game points 12-15, round 17-19, pairing numbers from 21.

        Kept as written; the game points count only where the points column is checked (bonuses and penalties
        are the organiser's, and pairing and standings go by the results)."""
        field = ABNORMAL_299.cut(line, lineno)
        text, _, column = field["points"]
        tenths = 0
        if text:
            negative = text.startswith("-")
            tenths = parse_points(text.removeprefix("-"), lineno, column) * (-1 if negative else 1)
        numbers = [(_number(text, lineno, c, "a pairing number"), c) for text, c in ABNORMAL_299.items(line, lineno) if text]
        self.abnormal.append((tenths, numbers, lineno))
        self.tournament.other_lines.append(line)

    def team_013(self, line: str, lineno: int) -> None:
        """013 (TRF16): team name at 5-36, its players' pairing numbers from 37, 5 columns apart; kept as written."""
        self.team(line, TEAM_013, lineno)

    def team_310(self, line: str, lineno: int) -> None:
        """310 (TRF-2026): team number at 5-7, name at 9-40, its players' pairing numbers from 74, 5 columns apart."""
        self.team(line, TEAM_310, lineno)

    def team(self, line: str, record: Record, lineno: int) -> None:
        items = record.items(line, lineno) if len(line) >= record.list_start else []
        self.teams.append([self.reference(text, lineno, column) for text, column in items if text.strip("0 ")])
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
            t.other_lines.append(f"162  X{fit_points(unknown, 4, 'X'):>4}")
        self.take_pending_round()
        completed = t.rounds_played  # byes are absences: applying them changes nothing here
        self.apply_byes(completed + 1)
        self.apply_accelerations()
        self.check_games()
        if self.teams:
            self.check_team_byes()
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
                raise TrfError(
                    self.player_lines[number], round_column(r) + 7,
                    f"round {r} of player {number}: the game against {game.opponent} has no result, and player "
                    f"{first}'s game of round {k} has none either: only the last round can be unfinished",
                )
            if opponent is None or theirs is None or theirs[1].opponent != number or theirs[1].colour is game.colour:
                if theirs is not None:
                    found = f"a game against {theirs[1].opponent} with {_colour_name(theirs[1].colour)}"
                else:
                    found = f"`{format_round(opponent.rounds[k - 1])}`" if opponent and len(opponent.rounds) >= k \
                        else "no entry"
                raise TrfError(
                    self.player_lines[number], round_column(k),
                    f"round {k} of player {number}: expected player {game.opponent} to have player {number} as "
                    f"opponent with the other colour in round {k} (a game without a result yet), found {found}",
                )
        for p in t.players:
            if len(p.rounds) > k:
                raise TrfError(self.player_lines[p.number], round_column(k + 1), f"round {k + 1} of player {p.number}: "
                               f"expected no round after round {k}, whose games are not all finished")
        entries: dict[int, RoundEntry | UnfinishedGame] = {n: game for n, (_, game) in self.unfinished.items()}
        for p in t.players:
            if len(p.rounds) == k and (p.rounds[k - 1].opponent is not None or p.rounds[k - 1].result is _PAIRING_BYE):
                entries[p.number] = p.rounds.pop()  # a finished game (or the bye) of the round in progress
        self.pending = PendingRound(k, entries)
        count = len(self.unfinished) // 2
        self.notes.append(
            f"Round {k} is paired but {count} of its games have no result yet (line {self.player_lines[first]}, "
            f"player {first}): it is read as the round in progress. `check` compares its pairing, the standings count "
            f"rounds 1 to {k - 1}, and an event made from the file has round {k} paired, waiting for its results."
        )

    def check_rank_order(self) -> None:
        """XXC rank (JaVaFo): the rank column orders the players instead of their pairing numbers. When it is
        blank, or gives every player their own pairing number, the order is the same and the file reads as it is."""
        if not self.rank_order:
            return
        players = self.tournament.players
        if any(p.rank not in (0, p.number) for p in players):
            mismatch = next(p for p in players if p.rank not in (0, p.number))
            raise TrfError(
                self.player_lines[mismatch.number], 86,
                f"XXC rank orders the players by the rank column, and player {mismatch.number} has rank "
                f"{mismatch.rank}: pairing in rank order is not supported yet. Number the players in the order "
                "to pair them (pairing number = rank) and remove `rank` from the XXC line",
            )
        self.notes.append("XXC rank: the rank column is blank or equals the pairing numbers, so the players are "
                          "paired in pairing-number order.")

    def check_team_acceleration(self) -> None:
        if self.team_acceleration and not self.teams:
            raise TrfError(self.team_acceleration, 5, "expected no match points in a 250 record of an individual event "
                           "(match points accelerate teams, and the file has no 013 or 310 team records)")

    def say_what_was_assumed(self, completed: int) -> None:
        """The notes on what the file was read to mean, once per kind."""
        for key, (count, lineno, number, round_number) in self.readings.items():
            more = f" ({count - 1} more like it)" if count > 1 else ""
            self.notes.append(
                f"Line {lineno}, player {number}, round {round_number}{more}: {READINGS[key][1]}; it is written "
                "back as it was."
            )
        if self.tournament.total_rounds is None:
            self.notes.append(
                f"The file does not say how many rounds the event has (no 142 or XXR line). It holds {completed} "
                "round(s): that is taken as the number of rounds to check it; pairing a next round needs the number."
            )
        if self.teams:
            self.notes.append(
                "Team records (013 / 310) are read for the individual games here, a team's bye or forfeit being "
                "each player's entry without an opponent; the team records give the teams, their matches and the "
                "team settings when the file is read as a team event."
                + (" The teams' acceleration (250 with match points) is kept as written." if self.team_acceleration else "")
            )
        if self.abnormal:
            self.notes.append(
                "299 records (abnormal points: bonuses and penalties) are kept as written and allowed for in the "
                "points column; pairings and standings count the results only."
            )

    def check_numbers(self) -> None:
        """Pairing numbers run 1..N (bbpPairings requires it too), and every record names one of them."""
        for expected, player in enumerate(self.tournament.players, 1):
            if player.number != expected:
                raise TrfError(
                    self.player_lines[player.number],
                    5,
                    f"expected pairing numbers 1 to N without gaps: found {player.number}, but no player {expected}",
                )
        count = len(self.tournament.players)
        for number, lineno, column in self.references:
            if number > count:
                raise TrfError(lineno, column, f"expected a pairing number from 1 to {count}, found {number}")

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
                raise TrfError(
                    lineno,
                    column,
                    f"expected {code}={format_points(getattr(scoring, field))} ({code} is scored as a "
                    f"{field.replace('_', ' ')} here; other values are not supported), found {code}={format_points(tenths)}",
                )
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
            if round_number > being_paired or (self.teams and byes.other_index is not None):
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
                    raise TrfError(
                        byes.line,
                        column,
                        f"expected player {number} to have no entry or `0000 - {byes.result.value}` in round "
                        f"{round_number}, found `{format_round(rounds[round_number - 1])}` on line {origin}",
                    )
        t.other_lines = [line for i, line in enumerate(t.other_lines) if i not in applied]

    def apply_accelerations(self) -> None:
        """250 and XXA records -> Player.accelerations, in tenths per round; two values for one round are an error."""
        t = self.tournament
        last_round = 999 if t.total_rounds is None else t.total_rounds  # 250 has 3 columns for a round
        given: dict[int, dict[int, tuple[int, int]]] = {p.number: {} for p in t.players}  # round -> tenths, line

        def give(number: int, round_number: int, tenths: int, lineno: int, column: int) -> None:
            if round_number > last_round and tenths:
                raise TrfError(lineno, column, f"expected an acceleration for rounds 1 to {last_round}, found round {round_number}")
            old = given[number].setdefault(round_number, (tenths, lineno))
            if old[0] != tenths:
                raise TrfError(
                    lineno,
                    column,
                    f"expected player {number}'s acceleration in round {round_number} to be {format_points(old[0])} "
                    f"as on line {old[1]}, found {format_points(tenths)}",
                )

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
        team_of = {number: i for i, members in enumerate(self.teams) for number in members}
        for r in range(1, self.tournament.rounds_played + 1):
            column = round_column(r) + 7
            byes = [p.number for p in self.tournament.players
                    if self.player_texts[p.number][column - 1 : column].upper() == "U"]
            teams = {team_of.get(number) for number in byes}
            if len(teams) > 1:
                first, other = byes[0], next(n for n in byes if team_of.get(n) != team_of.get(byes[0]))
                raise TrfError(
                    self.player_lines[other], column,
                    f"expected the pairing-allocated bye (U) of round {r} to go to one team's players, found players "
                    f"{first} and {other} of different teams (013 / 310 records)",
                )

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
                raise TrfError(
                    self.player_lines[number],
                    round_column(t.total_rounds + 1),
                    f"expected at most {t.total_rounds} rounds (142 or XXR), found round {t.total_rounds + 1}",
                )
            for r, entry in enumerate(player.rounds, 1):
                opponent = entry.opponent
                if opponent is None:
                    # In a team file a bye or a forfeit win without opponent is the team's: several players have one.
                    if entry.result is _PAIRING_BYE and not self.teams and byes.setdefault(r, number) != number:
                        raise TrfError(
                            self.player_lines[number],
                            round_column(r) + 7,
                            f"expected one pairing-allocated bye (U) in round {r} at most, "
                            f"found players {byes[r]} and {number}",
                        )
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
            raise TrfError(lineno, column, f"expected an opponent other than the player, found {number}")
        if entry.opponent > len(t.players):
            raise TrfError(lineno, column, f"expected an opponent from 1 to {len(t.players)}, found {entry.opponent}")
        theirs = t.players[entry.opponent - 1].rounds[r - 1 : r]
        where = f"line {self.player_lines[entry.opponent]}"
        if not theirs or theirs[0].opponent != number:
            found = f"`{format_round(theirs[0])}`" if theirs else "no entry"
            raise TrfError(
                lineno,
                column,
                f"expected player {entry.opponent} to have player {number} as opponent in round {r}, found {found} ({where}). "
                "Correct one of the two lines so that each names the other",
            )
        if _forfeited(theirs[0]) != _forfeited(entry):
            raise TrfError(
                lineno,
                column + 7,
                f"expected players {number} and {entry.opponent} to agree whether their round {r} game was played "
                f"or forfeited, found {entry.result.value!r} and {theirs[0].result.value!r} ({where}). Write the forfeit "
                "on both lines (`+` and `-`) or on neither",
            )
        raise TrfError(
            lineno,
            column + 5,
            f"expected players {number} and {entry.opponent} to have different colours in round {r}, "
            f"found {_colour_name(entry.colour)} for both ({where}). Give one of them the other colour (`w` or `b`)",
        )

    def check_points(self, completed: int) -> None:
        """The points column agrees with the results; Player.points is then the points after the completed rounds.

        As bbpPairings does, the column may already count the byes entered for the round being paired (and
        later ones) and the acceleration of that round. It is an error otherwise, rather than a warning: a
        column that disagrees means a different point system or a mistake, and both change the pairings.
        The value kept is what format_trf writes, so that reading what it wrote gives the same tournament.
        """
        t = self.tournament
        adjustments: dict[int, int] = {}
        for tenths, numbers, lineno in self.abnormal if not self.teams else ():  # a team file's 299 names teams
            for number, column in numbers:
                if number > len(t.players):
                    raise TrfError(lineno, column, f"expected a pairing number from 1 to {len(t.players)}, found {number}")
                adjustments[number] = adjustments.get(number, 0) + tenths
        differ: list[tuple[int, int, int]] = []  # in a team file: player, points written, points of the results
        for player in t.players:
            total = points_after(player, t.scoring, completed)
            allowed = [total]
            for entry in player.rounds[completed:]:
                allowed.append(allowed[-1] + t.scoring.points(entry.result))
            acceleration = player.accelerations[completed] if completed < len(player.accelerations) else 0
            adjustment = adjustments.get(player.number, 0)
            written = player.points - adjustment
            if written not in allowed and written - acceleration not in allowed and self.teams:
                differ.append((player.number, written, total))  # a team file scores byes as a team's: said below
            elif written not in allowed and written - acceleration not in allowed:
                s = t.scoring
                added = f" and {format_points(adjustment)} from 299 records" if adjustment else ""
                raise TrfError(
                    self.player_lines[player.number],
                    81,
                    f"expected player {player.number}'s points to be {format_points(total + adjustment)} as the "
                    f"results give them{added} (win {format_points(s.win)}, draw {format_points(s.draw)}, loss "
                    f"{format_points(s.loss)}; 162 or BB* lines set other values), found {format_points(player.points)}. "
                    "Correct the points column or the results",
                )
            if points_fit(total, 4):
                player.points = total
            else:  # as written, the points would not fit their columns
                raise TrfError(
                    self.player_lines[player.number],
                    81,
                    f"expected player {player.number}'s points to fit columns 81-84 (up to 99.9, or a whole number), "
                    f"found results worth {format_points(total)}",
                )
        if differ:
            number, written, total = differ[0]
            self.notes.append(
                f"The points column differs from the results for {len(differ)} player(s), as team files score a team's "
                f"byes and forfeits (player {number}: {format_points(written)} written, {format_points(total)} from the "
                "results); the team reader scores the matches from the results."
            )


@dataclass
class TrfFile:
    """A TRF as read: the tournament, the notes on what was read as meant or assumed where the file is silent,
    and each player's 001 line as written (trailing blanks included, its line end removed), by pairing number."""

    tournament: Tournament
    notes: list[str]
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
    """Read a TRF (TRF16 or TRF-2026, with JaVaFo / bbpPairings lines, as the programs in the README's "Files from
    other programs" write them); lines may end in CR, LF or CRLF, a byte-order mark is skipped."""
    reader = _Reader()
    written = dict(written_lines(text))
    for lineno, line in written.items():
        reader.read(line.rstrip(), lineno)
    tournament = reader.finish()
    # The 001 lines are kept as written, trailing blanks included, so that an export gives each back unchanged.
    as_written = {number: written[lineno] for number, lineno in reader.player_lines.items()}
    return TrfFile(tournament, reader.notes, as_written, reader.pending)


def parse_trf(text: str) -> Tournament:
    """The tournament of a TRF (`read_trf` without the notes)."""
    return read_trf(text).tournament


