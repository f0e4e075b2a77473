"""TRF reading and writing: FIDE TRF16 and TRF-2026, with the JaVaFo and bbpPairings extension lines.

`parse_trf(text) -> Tournament` and `format_trf(tournament) -> str` are a pair: reading what the writer wrote
gives back the tournament the reader returned. Bad input raises `TrfError` with the line and column (1-based)
and what was expected and found; nothing else escapes the reader.

Player line `001` (columns 1-based and inclusive as in the FIDE texts; the spec is `_PLAYER_FIELDS`):

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
    anything else                    other_lines, verbatim: header tags (022 ... 132, 172, 182, 202 ...),
                                     ### comments, national rating and team records

Refused: `XXC rank` (pairing order = order of the lines) and 299 (abnormal points), which the engine cannot honour.

Checked once every line is read (so the order of the lines never matters): pairing numbers run 1..N once
each, and every record names one of them; both sides of a game name each other, with different colours, and
agree whether it was played or forfeited; at most one pairing-allocated bye a round; no round beyond the
142 / XXR count, nor an acceleration; a setting given twice (XXR and 142, BBW and 162 W ...) says the same;
and the points column agrees with the results (see `_Reader.check_points`).

Written: 012, the kept lines, 142 152 162 (BBZ / BBF for absences) 192, the 001 lines in pairing-number
order, 250 and 260 (XXP for pairs forbidden in every round). 240 and XXZ records are written as the round
entries they became.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from .model import Colour, ForbiddenPairs, Player, Result, RoundEntry, Scoring, Tournament


class TrfError(ValueError):
    """Bad TRF input: its place (1-based line and column; 0 when there is none) and what is wrong."""

    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message


def _found(text: str) -> str:
    """The 'found ...' half of an error message."""
    return f"found {text!r}" if text else "found nothing"


@dataclass(frozen=True)
class _Field:
    """A fixed-width field: 1-based inclusive columns as in the FIDE texts, and its alignment when written."""

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
            raise ValueError(f"{self.label} {text!r} cannot be written in columns {self.first}-{self.last}")
        chars[self.first - 1 : self.last] = text.rjust(width) if self.right else text.ljust(width)


_PLAYER_FIELDS = (
    _Field("number", "pairing number", 5, 8, right=True),
    _Field("sex", "sex", 10, 10),
    _Field("title", "title", 11, 13, right=True),
    _Field("name", "name", 15, 47),
    _Field("rating", "rating", 49, 52, right=True),
    _Field("federation", "federation", 54, 56),
    _Field("fide_id", "FIDE id", 58, 68, right=True),
    _Field("birth", "birth date", 70, 79),
    _Field("points", "points", 81, 84, right=True),
    _Field("rank", "rank", 86, 89, right=True),
)
_PLAYER_FIELD = {f.key: f for f in _PLAYER_FIELDS}
_PLAYER_TEXT_FIELDS = ("sex", "title", "name", "federation", "fide_id", "birth")
_FIRST_ROUND = 92  # the opponent of round 1; each round 10 columns further on
_ROUND_WIDTH = 10
# Inside a round's 10 columns: opponent at 1-4, colour at 6, result at 8; the others are blank.
_ROUND_BLANKS = {5: "between opponent and colour", 7: "between colour and result", 9: "between rounds", 10: "between rounds"}


def _round_column(round_number: int) -> int:
    """The column of a round's opponent field in a 001 line."""
    return _FIRST_ROUND + _ROUND_WIDTH * (round_number - 1)


def _blanks(fields: tuple[_Field, ...], last: int, then: str) -> dict[int, str]:
    """The columns from 4 to `last` between the fields of a record, each described for error messages."""
    blanks = {}
    for column in range(4, last + 1):
        if any(f.first <= column <= f.last for f in fields):
            continue
        before = [f.label for f in fields if f.last < column]
        after = [f.label for f in fields if f.first > column]
        blanks[column] = f"between {before[-1] if before else 'tag'} and {after[0] if after else then}"
    return blanks


_PLAYER_BLANKS = _blanks(_PLAYER_FIELDS, _FIRST_ROUND - 1, "round 1")



@dataclass(frozen=True)
class _Record:
    """A record with fixed columns (`fields`), maybe followed by a list: 4 columns every 5 from `list_start`."""

    tag: str
    fields: tuple[_Field, ...]
    list_start: int | None = None

    @property
    def end(self) -> int:
        return self.fields[-1].last

    def cut(self, line: str, lineno: int) -> dict[str, tuple[str, int, int]]:
        """Each field's text, line and first column (as the value readers take them), once the columns
        between the fields are checked to be blank."""
        then = "the list" if self.list_start else "the end"
        _check_blanks(line, lineno, _blanks(self.fields, (self.list_start or self.end + 1) - 1, then))
        return {f.key: (f.cut(line), lineno, f.first) for f in self.fields}

    def items(self, line: str, lineno: int) -> list[tuple[str, int]]:
        """The list after the fields: each item's text and column."""
        items = []
        for column in range(self.list_start, len(line) + 1, 5):
            _check_blanks(line, lineno, {column + 4: "between the items of the list"})
            items.append((line[column - 1 : column + 3].strip(), column))
        return items

    def format(self, values: dict[str, str], items: list[str] = ()) -> str:
        chars = list(self.tag.ljust((self.list_start or self.end + 2) - 1))
        for f in self.fields:
            f.place(chars, values[f.key])
        return ("".join(chars) + " ".join(f"{item:>4}" for item in items)).rstrip()


_BYES_240 = _Record("240", (_Field("type", "bye type", 5, 5), _Field("round", "round", 7, 9, right=True)), 11)
_ACCELERATION_250 = _Record(
    "250",
    (
        _Field("match", "match points", 5, 8, right=True),
        _Field("points", "game points", 10, 13, right=True),
        _Field("first_round", "first round", 15, 17, right=True),
        _Field("last_round", "last round", 19, 21, right=True),
        _Field("first_player", "first player", 23, 26, right=True),
        _Field("last_player", "last player", 28, 31, right=True),
    ),
)
_FORBIDDEN_260 = _Record(
    "260", (_Field("first_round", "first round", 5, 7, right=True), _Field("last_round", "last round", 9, 11, right=True)), 13
)
_ACCELERATION_XXA = _Record("XXA", (_Field("player", "pairing number", 5, 8, right=True),), 10)

_COLOURS = {"w": Colour.WHITE, "b": Colour.BLACK, "-": None, " ": None}
_RESULTS = {r.value: r for r in Result}
_RESULTS[" "] = Result.ZERO_BYE  # TRF16: a blank result is a zero-point absence
_BYES = frozenset({Result.HALF_BYE, Result.FULL_BYE, Result.PAIRING_BYE, Result.ZERO_BYE})
_ZERO = RoundEntry(None, None, Result.ZERO_BYE)
_FORFEIT_WIN, _FORFEIT_LOSS, _PAIRING_BYE = Result.FORFEIT_WIN, Result.FORFEIT_LOSS, Result.PAIRING_BYE

_DIGITS = re.compile(r"[0-9]+")
_POINTS = re.compile(r"([0-9]+)(?:\.([0-9]))?|\.([0-9])")
_TOKEN = re.compile(r"\S+")


def _colour_name(colour: Colour) -> str:
    """'white' or 'black', for messages."""
    return colour.name.lower()


def _forfeited(entry: RoundEntry) -> bool:
    """For an entry with an opponent: not played but forfeited (by identity: hashing enums is slow)."""
    return entry.result is _FORFEIT_WIN or entry.result is _FORFEIT_LOSS


def parse_points(text: str, line: int, column: int) -> int:
    """'2.5' -> 25 tenths. '2', '2.0' and '.5' are read too, as bbpPairings reads them."""
    match = _POINTS.fullmatch(text.strip())
    if match is None:
        raise TrfError(line, column, f"expected points such as 2.5, {_found(text.strip())}")
    whole, tenth, only_tenth = match.groups()
    return int(whole or 0) * 10 + int(tenth or only_tenth or 0)


def format_points(tenths: int) -> str:
    """25 tenths -> '2.5'."""
    return f"{tenths // 10}.{tenths % 10}"


def _points_texts(tenths: int) -> list[str]:
    """How points may be written: 2.5, and a whole number also without its '.0'."""
    return [format_points(tenths)] + ([str(tenths // 10)] if tenths % 10 == 0 else [])


def _fits(tenths: int, width: int) -> bool:
    return any(len(text) <= width for text in _points_texts(tenths))


def _fit_points(tenths: int, width: int, what: str) -> str:
    """Points in a column of `width`: 2.5, or a whole number without its '.0' when only that fits."""
    for text in _points_texts(tenths):
        if len(text) <= width:
            return text
    raise ValueError(f"{what} {format_points(tenths)} cannot be written in {width} columns")


def _number(text: str, line: int, column: int, what: str, minimum: int = 1) -> int:
    """A whole number of ASCII digits, at least `minimum`."""
    if not _DIGITS.fullmatch(text) or int(text) < minimum:
        raise TrfError(line, column, f"expected {what}, {_found(text)}")
    return int(text)


def _check_blanks(line: str, lineno: int, columns: dict[int, str], offset: int = 0) -> None:
    """The given columns (those beyond the end of the line count) are blank: a shifted field is caught there."""
    for column, where in columns.items():
        char = line[column - 1 : column]
        if char not in ("", " "):
            raise TrfError(lineno, offset + column, f"expected a blank {where}, found {char!r}")


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
    for offset, where in _ROUND_BLANKS.items():
        if chunk[offset - 1] != " ":
            raise _RoundError(offset - 1, f"expected a blank {where}, found {chunk[offset - 1]!r}")
    opponent_text, colour_char, result_char = chunk[0:4].strip(), chunk[5], chunk[7]
    if opponent_text and not _DIGITS.fullmatch(opponent_text):
        raise _RoundError(0, f"expected an opponent's pairing number (0000 for none), {_found(opponent_text)}")
    opponent = int(opponent_text or 0) or None
    if colour_char.lower() not in _COLOURS:
        raise _RoundError(5, f"expected colour w, b or -, found {colour_char!r}")
    colour = _COLOURS[colour_char.lower()]
    result = _RESULTS.get(result_char.upper())
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


def _format_round(entry: RoundEntry) -> str:
    """The 8 columns of a round entry, e.g. '  12 w 1' or '0000 - H'."""
    opponent = f"{entry.opponent:4d}" if entry.opponent is not None else "0000"
    colour = entry.colour._value_ if entry.colour is not None else "-"  # _value_: `.value` is a slow descriptor
    return f"{opponent} {colour} {entry.result._value_}"


def _parse_player(line: str, lineno: int) -> tuple[Player, set[int]]:
    """A 001 line: the player, and the rounds whose columns are blank (a 240 record may fill them)."""
    field = _PLAYER_FIELD
    if len(line) < field["points"].last:  # the points are the last field that must be there
        raise TrfError(
            lineno, len(line) + 1, f"expected a player line to reach column {field['points'].last} (points), found its end"
        )
    _check_blanks(line, lineno, _PLAYER_BLANKS)
    text = {f.key: f.cut(line) for f in _PLAYER_FIELDS}
    player = Player(number=_number(text["number"], lineno, field["number"].first, "a pairing number from 1 to 9999"))
    for key in _PLAYER_TEXT_FIELDS:
        setattr(player, key, text[key])
    for key in ("rating", "rank"):  # blank means none: 0
        setattr(player, key, _number(text[key], lineno, field[key].first, f"a {key}", 0) if text[key] else 0)
    player.points = parse_points(text["points"], lineno, field["points"].first)
    blank_rounds = set()
    for column in range(_FIRST_ROUND, len(line) + 1, _ROUND_WIDTH):
        chunk = line[column - 1 : column - 1 + _ROUND_WIDTH].ljust(_ROUND_WIDTH)
        if chunk.strip():
            try:
                player.rounds.append(_read_round(chunk))
            except _RoundError as exc:
                raise TrfError(lineno, column + exc.offset, exc.message) from None
        else:
            blank_rounds.add(len(player.rounds) + 1)
            player.rounds.append(_ZERO)
    return player, blank_rounds


def _format_player(player: Player, points: int) -> str:
    """A 001 line, with `points` in the points column."""
    chars = list("001".ljust(_FIRST_ROUND - 3))
    values = {key: getattr(player, key) for key in _PLAYER_TEXT_FIELDS}
    name = _PLAYER_FIELD["name"]
    values["name"] = player.name[: name.last - name.first + 1]  # the TRF has 33 columns for a name: cut longer ones
    values["number"] = str(player.number)
    values["rating"] = str(player.rating) if player.rating else ""
    values["points"] = _fit_points(points, 4, f"player {player.number}'s points")  # columns 81-84
    values["rank"] = str(player.rank) if player.rank else ""
    for f in _PLAYER_FIELDS:
        f.place(chars, values[f.key])
    return ("".join(chars) + "".join("  " + _format_round(e) for e in player.rounds)).rstrip()


def _points_after(player: Player, scoring: Scoring, completed: int) -> int:
    """Points over the completed rounds; rounds missing from the line count as zero-point byes (late entries)."""
    entries = player.rounds[:completed]
    return sum(scoring.points(e.result) for e in entries) + (completed - len(entries)) * scoring.zero_bye


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


_XXS_CODES = {  # JaVaFo's scoring codes that the model holds
    "W": "win",
    "D": "draw",
    "L": "loss",
    "ZPB": "zero_bye",
    "FL": "forfeit_loss",
    "PAB": "pairing_bye",
}
_XXS_AGREEING = {  # the finer ones: accepted when they give what the model gives anyway
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
_CODES_162 = {"W": ("win",), "D": ("draw",), "L": ("loss",), "P": ("pairing_bye",)}
_CODES_162["A"] = _CODES_162["Z"] = ("zero_bye", "forfeit_loss")
_CODES_162["X"] = ("unknown",)  # an unknown result, which no result code of a 001 line can be
_BB_CODES = {
    "BBW": "win",
    "BBD": "draw",
    "BBL": "loss",
    "BBZ": "zero_bye",
    "BBF": "forfeit_loss",  # bbpPairings: points for a forfeit loss
    "BBU": "pairing_bye",
}
_BYE_TYPES = {"F": Result.FULL_BYE, "H": Result.HALF_BYE, "Z": Result.ZERO_BYE}
_MAX_SCORING = 999  # tenths


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
        for tag in _BB_CODES:
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
        if tenths > _MAX_SCORING:  # 162 gives each value 4 columns, as 99.9 (bbpPairings' limit too)
            raise TrfError(lineno, column, f"expected {what} from 0.0 to {format_points(_MAX_SCORING)}, found {format_points(tenths)}")
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
            if code != "X" and code not in _CODES_162:
                raise TrfError(lineno, column, f"expected a result code W, D, L, A, P or X, {_found(code.strip())}")
            tenths = parse_points(line[column : column + 4], lineno, column + 1)
            _check_blanks(line, lineno, {c: "between point values" for c in range(column + 5, column + 9)})
            for field in _CODES_162[code]:
                self.score(field, tenths, lineno, column + 1, f"points for {code}")

    def points_bb(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "points")
        self.score(_BB_CODES[line[:3]], parse_points(text, lineno, column), lineno, column, f"{line[:3]} points")

    def points_xxs(self, line: str, lineno: int) -> None:
        kept = []
        for token, column in _tokens(line):
            code, equals, value = token.partition("=")
            code = code.upper()
            if not equals or (code not in _XXS_CODES and code not in _XXS_AGREEING):
                raise TrfError(
                    lineno, column, f"expected CODE=points with a code among {' '.join([*_XXS_CODES, *_XXS_AGREEING])}, found {token!r}"
                )
            tenths = parse_points(value, lineno, column + len(code) + 1)
            if code in _XXS_CODES:
                self.score(_XXS_CODES[code], tenths, lineno, column, f"points for {code}")
            else:
                self.agreeing.append((code, _XXS_AGREEING[code], tenths, lineno, column))
                kept.append(f"{code}={format_points(tenths)}")
        if kept:
            self.tournament.other_lines.append("XXS " + " ".join(kept))

    def tournament_type(self, line: str, lineno: int) -> None:
        text, column = _single(line, lineno, "a tournament type such as FIDE_DUTCH_2025")
        self.setting("tournament type", text, lineno, column)

    def byes_240(self, line: str, lineno: int) -> None:
        field = _BYES_240.cut(line, lineno)
        result = _BYE_TYPES.get(field["type"][0].upper())
        if result is None:
            raise TrfError(lineno, 5, f"expected the bye type F, H or Z, {_found(field['type'][0])}")
        round_number = _number(*field["round"], "a round number")
        players = self.pairing_numbers(_BYES_240.items(line, lineno), lineno, _BYES_240.list_start)
        self.byes.append(_Byes(result, round_number, players, lineno, len(self.tournament.other_lines)))
        self.tournament.other_lines.append(line)

    def absent_xxz(self, line: str, lineno: int) -> None:
        players = self.pairing_numbers(_tokens(line), lineno, 5)
        self.byes.append(_Byes(Result.ZERO_BYE, None, players, lineno, None))

    def acceleration_250(self, line: str, lineno: int) -> None:
        record = _ACCELERATION_250
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
        number = self.reference(*_ACCELERATION_XXA.cut(line, lineno)["player"])
        values = [(parse_points(text, lineno, column) if text else 0, column) for text, column in _ACCELERATION_XXA.items(line, lineno)]
        self.xxa.append((number, values, lineno))

    def forbidden_260(self, line: str, lineno: int) -> None:
        field = _FORBIDDEN_260.cut(line, lineno)
        first, last = (_number(*field[key], "a round number") for key in ("first_round", "last_round"))
        if last < first:
            raise TrfError(lineno, 9, f"expected a last round from {first} on, found {last}")
        players = self.pairing_numbers(_FORBIDDEN_260.items(line, lineno), lineno, _FORBIDDEN_260.list_start)
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
            t.other_lines.append(f"162  X{_fit_points(unknown, 4, 'X'):>4}")
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
                        f"{round_number}, found `{_format_round(rounds[round_number - 1])}` on line {origin}",
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
                    _round_column(t.total_rounds + 1),
                    f"expected at most {t.total_rounds} rounds (142 or XXR), found round {t.total_rounds + 1}",
                )
            for r, entry in enumerate(player.rounds, 1):
                opponent = entry.opponent
                if opponent is None:
                    if entry.result is _PAIRING_BYE and byes.setdefault(r, number) != number:
                        raise TrfError(
                            self.player_lines[number],
                            _round_column(r) + 7,
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
        entry, number, lineno, column = player.rounds[r - 1], player.number, self.player_lines[player.number], _round_column(r)
        if entry.opponent == number:
            raise TrfError(lineno, column, f"expected an opponent other than the player, found {number}")
        if entry.opponent > len(t.players):
            raise TrfError(lineno, column, f"expected an opponent from 1 to {len(t.players)}, found {entry.opponent}")
        theirs = t.players[entry.opponent - 1].rounds[r - 1 : r]
        where = f"line {self.player_lines[entry.opponent]}"
        if not theirs or theirs[0].opponent != number:
            found = f"`{_format_round(theirs[0])}`" if theirs else "no entry"
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
            total = _points_after(player, t.scoring, completed)
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
            if _fits(total, 4):
                player.points = total
            else:  # as written, the points would not fit their columns
                raise TrfError(
                    self.player_lines[player.number],
                    81,
                    f"expected player {player.number}'s points to fit columns 81-84 (up to 99.9, or a whole number), "
                    f"found results worth {format_points(total)}",
                )


def decode_trf(data: bytes) -> str:
    """The text of a TRF file: UTF-8 (a byte-order mark is dropped), else TrfError at the first bad byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        before = data[: exc.start]
        line_start = max(before.rfind(b"\n"), before.rfind(b"\r")) + 1
        line = len(re.findall(rb"\r\n|\r|\n", before)) + 1
        column = len(data[line_start : exc.start].decode("utf-8", errors="replace")) + 1
        raise TrfError(line, column, f"expected UTF-8 text, found the byte {data[exc.start]:#04x}") from None


def parse_trf(text: str) -> Tournament:
    """Read a TRF (TRF16 or TRF-2026, with JaVaFo / bbpPairings lines); lines may end in CR, LF or CRLF."""
    reader = _Reader()
    for lineno, line in enumerate(re.split(r"\r\n|\r|\n", text.removeprefix("\ufeff")), 1):
        line = line.rstrip()
        if line:
            reader.read(line, lineno)
    return reader.finish()


# ---------------------------------------------------------------------------------------------- the writer


def _format_scoring(scoring: Scoring) -> list[str]:
    """162 for what differs from 1 / ½ / 0; BBZ and BBF for absences.

    The 162 code for absences is A in the TRF-2026 text but Z in bbpPairings v6's reader, which refuses A;
    bbpPairings' own BBZ / BBF lines say the same to both readers without that risk.
    """
    defaults = Scoring()
    codes = [
        (code, tenths)
        for code, tenths, default in (
            ("W", scoring.win, defaults.win),
            ("D", scoring.draw, defaults.draw),
            ("L", scoring.loss, defaults.loss),
            ("P", scoring.pairing_bye, scoring.win),
        )
        if tenths != default
    ]
    lines = ["162  " + "    ".join(f"{code}{_fit_points(tenths, 4, code):>4}" for code, tenths in codes)] if codes else []
    if scoring.zero_bye != defaults.zero_bye:
        lines.append(f"BBZ {format_points(scoring.zero_bye)}")
    if scoring.forfeit_loss != defaults.forfeit_loss:
        lines.append(f"BBF {format_points(scoring.forfeit_loss)}")
    return lines


def _format_accelerations(players: list[Player]) -> list[str]:
    """250 records: runs of rounds with the same points, over consecutive players with the same runs."""
    runs: dict[tuple[int, int, int], list[int]] = {}  # (first round, last round, tenths) -> players
    for player in players:
        a = player.accelerations
        r = 0
        while r < len(a):
            end = r
            while end + 1 < len(a) and a[end + 1] == a[r]:
                end += 1
            if a[r]:
                runs.setdefault((r + 1, end + 1, a[r]), []).append(player.number)
            r = end + 1
    lines = []
    for (first, last, tenths), numbers in sorted(runs.items()):
        start = 0
        for i in range(1, len(numbers) + 1):
            if i == len(numbers) or numbers[i] != numbers[i - 1] + 1:
                values = {
                    "match": "",  # match points: for teams only
                    "points": _fit_points(tenths, 4, "acceleration"),
                    "first_round": f"{first:03d}",
                    "last_round": f"{last:03d}",
                    "first_player": f"{numbers[start]:04d}",
                    "last_player": f"{numbers[i - 1]:04d}",
                }
                lines.append(_ACCELERATION_250.format(values))
                start = i
    return lines


def _format_forbidden(pairs: ForbiddenPairs) -> str:
    """XXP for players who never meet, else a 260 record."""
    if pairs.first_round == 1 and pairs.last_round is None:
        return "XXP " + " ".join(str(n) for n in pairs.players)
    last = 999 if pairs.last_round is None else pairs.last_round  # 260 needs a last round: 999 means all
    values = {"first_round": f"{pairs.first_round:03d}", "last_round": f"{last:03d}"}
    return _FORBIDDEN_260.format(values, [str(n) for n in pairs.players])


def format_trf(tournament: Tournament, line_end: str = "\r\n") -> str:
    """Write TRF-2026 (142, 152, 162, 192, 250, 260) that bbpPairings v6 reads too.

    Lines end in CR LF by default: the TRF text asks for a CR, and CR LF is read alike by bbpPairings, other
    programs and text editors (`line_end` may be "\\r" or "\\n"). The points column is recomputed from the
    results (the reader stores it that way too), so a file written after new results never contradicts itself.
    ValueError when a value does not fit its columns or holds a line break.
    """
    t = tournament
    lines = [f"012 {t.name}"] if t.name else []
    lines += t.other_lines
    if t.total_rounds is not None:
        lines.append(f"142 {t.total_rounds}")
    if t.initial_colour is not None:
        lines.append(f"152 {t.initial_colour.value.upper()}")
    lines += _format_scoring(t.scoring)
    if t.tournament_type:
        lines.append(f"192 {t.tournament_type}")
    completed = t.rounds_played
    players = sorted(t.players, key=lambda p: p.number)
    lines += [_format_player(p, _points_after(p, t.scoring, completed)) for p in players]
    lines += _format_accelerations(players)
    lines += [_format_forbidden(f) for f in t.forbidden]
    for line in lines:
        if "\r" in line or "\n" in line:
            raise ValueError(f"a TRF line cannot hold a line break: {line!r}")
    return line_end.join(lines) + line_end
