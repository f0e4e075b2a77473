"""Reading a TRF: `parse_trf(text) -> Tournament`. Bad input raises `TrfError` with the line and column
(1-based) and what was expected and found; nothing else escapes the reader.

Refused: `XXC rank` (pairing order = order of the lines) and 299 (abnormal points), which the engine cannot honour.

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
from .records import (
    ACCELERATION_250, ACCELERATION_XXA, BB_CODES, BYE_TYPES, BYES_240, CODES_162, COLOURS, FIRST_ROUND,
    FORBIDDEN_260, MAX_SCORING, PLAYER_BLANKS, PLAYER_FIELD, PLAYER_FIELDS, PLAYER_TEXT_FIELDS, RESULTS,
    ROUND_BLANKS, ROUND_WIDTH, XXS_AGREEING, XXS_CODES, check_blanks, format_round, round_column,
)

_BYES = frozenset({Result.HALF_BYE, Result.FULL_BYE, Result.PAIRING_BYE, Result.ZERO_BYE})
_ZERO = RoundEntry(None, None, Result.ZERO_BYE)
_FORFEIT_WIN, _FORFEIT_LOSS, _PAIRING_BYE = Result.FORFEIT_WIN, Result.FORFEIT_LOSS, Result.PAIRING_BYE

_DIGITS = re.compile(r"[0-9]+")
_TOKEN = re.compile(r"\S+")


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


@functools.lru_cache(maxsize=1 << 16)
def _read_round(chunk: str) -> RoundEntry:
    """One round of a 001 line from its 10 columns (padded with blanks).

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
    if opponent is None:
        if result is Result.FORFEIT_WIN:
            result = Result.PAIRING_BYE  # the old notation of the pairing-allocated bye: `0000 - +`
        if result not in _BYES:
            raise _RoundError(0, f"expected an opponent for result {result_char!r}, found 0000")
        if colour is not None:
            raise _RoundError(5, f"expected - (a bye has no colour), found {colour_char!r}")
    elif result_char == " ":
        raise _RoundError(7, f"expected the result of the game against {opponent}, found nothing")
    elif result in _BYES:
        raise _RoundError(0, f"expected 0000 (result {result_char!r} is a bye, without opponent), found {opponent}")
    elif colour is None and result.is_played:
        raise _RoundError(5, f"expected colour w or b for the game against {opponent}, found {colour_char!r}")
    return RoundEntry(opponent, colour, result)


def _parse_player(line: str, lineno: int) -> tuple[Player, set[int]]:
    """A 001 line: the player, and the rounds whose columns are blank (a 240 record may fill them)."""
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
    for column in range(FIRST_ROUND, len(line) + 1, ROUND_WIDTH):
        chunk = line[column - 1 : column - 1 + ROUND_WIDTH].ljust(ROUND_WIDTH)
        if chunk.strip():
            try:
                player.rounds.append(_read_round(chunk))
            except _RoundError as exc:
                raise TrfError(lineno, column + exc.offset, exc.message) from None
        else:
            blank_rounds.add(len(player.rounds) + 1)
            player.rounds.append(_ZERO)
    return player, blank_rounds


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
        }
        for tag in BB_CODES:
            self.handlers[tag] = self.points_bb

    def read(self, line: str, lineno: int) -> None:
        if line[:1].isspace():
            raise TrfError(lineno, 1, "expected a record tag such as 001 at column 1, found a blank")
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
        player, blank_rounds = _parse_player(line, lineno)
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
                raise TrfError(
                    lineno, column, "XXC rank (pairing order = order of the 001 lines) is not supported: "
                    "expected white1 or black1, number the players in pairing order instead"
                )
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
        if field["match"][0] and parse_points(*field["match"]):
            raise TrfError(lineno, 5, f"expected no match points in an individual event, found {field['match'][0]!r}")
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
        raise TrfError(lineno, 1, "299 records (abnormal point assignments) are not supported")

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
        completed = t.rounds_played  # byes are absences: applying them changes nothing here
        self.apply_byes(completed + 1)
        self.apply_accelerations()
        self.check_games()
        self.check_points(completed)
        return t

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
            if round_number > being_paired:
                continue
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
                    if entry.result is _PAIRING_BYE and byes.setdefault(r, number) != number:
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
                f"expected player {entry.opponent} to have player {number} as opponent in round {r}, found {found} ({where})",
            )
        if _forfeited(theirs[0]) != _forfeited(entry):
            raise TrfError(
                lineno,
                column + 7,
                f"expected players {number} and {entry.opponent} to agree whether their round {r} game was played "
                f"or forfeited, found {entry.result.value!r} and {theirs[0].result.value!r} ({where})",
            )
        raise TrfError(
            lineno,
            column + 5,
            f"expected players {number} and {entry.opponent} to have different colours in round {r}, "
            f"found {_colour_name(entry.colour)} for both ({where})",
        )

    def check_points(self, completed: int) -> None:
        """The points column agrees with the results; Player.points is then the points after the completed rounds.

        As bbpPairings does, the column may already count the byes entered for the round being paired (and
        later ones) and the acceleration of that round. It is an error otherwise, rather than a warning: a
        column that disagrees means a different point system or a mistake, and both change the pairings.
        The value kept is what format_trf writes, so that reading what it wrote gives the same tournament.
        """
        t = self.tournament
        for player in t.players:
            total = points_after(player, t.scoring, completed)
            allowed = [total]
            for entry in player.rounds[completed:]:
                allowed.append(allowed[-1] + t.scoring.points(entry.result))
            acceleration = player.accelerations[completed] if completed < len(player.accelerations) else 0
            if player.points not in allowed and player.points - acceleration not in allowed:
                s = t.scoring
                raise TrfError(
                    self.player_lines[player.number],
                    81,
                    f"expected player {player.number}'s points to be {format_points(total)} as the results give them "
                    f"(win {format_points(s.win)}, draw {format_points(s.draw)}, loss {format_points(s.loss)}; "
                    f"162 or BB* lines set other values), found {format_points(player.points)}",
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


def parse_trf(text: str) -> Tournament:
    """Read a TRF (TRF16 or TRF-2026, with JaVaFo / bbpPairings lines); lines may end in CR, LF or CRLF."""
    reader = _Reader()
    for lineno, line in enumerate(re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff")), 1):
        line = line.rstrip()
        if line:
            reader.read(line, lineno)
    return reader.finish()


