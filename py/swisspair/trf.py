"""TRF16 / TRF-2026 reading and writing (FIDE C04Annex2, TRF26, JaVaFo and bbpPairings extensions).

`parse_trf(text) -> Tournament` and `format_trf(tournament) -> str` are a pair: reading what was written
gives back the same tournament. Errors name the line and column and what was expected.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Colour, ForbiddenPairs, Player, Result, RoundEntry, Scoring, Tournament


class TrfError(ValueError):
    def __init__(self, line: int, column: int, message: str):
        super().__init__(f"line {line}, column {column}: {message}")
        self.line = line
        self.column = column
        self.message = message


@dataclass(frozen=True)
class _Column:
    """A fixed-width field of the 001 player line, 1-based inclusive columns as in the TRF16 text."""

    name: str
    first: int
    last: int

    def cut(self, line: str) -> str:
        return line[self.first - 1 : self.last].strip()


_PLAYER_COLUMNS = (
    _Column("number", 5, 8),
    _Column("sex", 10, 10),
    _Column("title", 11, 13),
    _Column("name", 15, 47),
    _Column("rating", 49, 52),
    _Column("federation", 54, 56),
    _Column("fide_id", 58, 68),
    _Column("birth", 70, 79),
    _Column("points", 81, 84),
    _Column("rank", 86, 89),
)
_FIRST_ROUND_COLUMN = 92  # opponent 92-95, colour 97, result 99; each round 10 columns further on
_ROUND_WIDTH = 10

_RESULTS = {r.value: r for r in Result}
_RESULTS[" "] = Result.ZERO_BYE  # TRF16: blank result is a zero-point absence


def parse_points(text: str, line: int, column: int) -> int:
    """'2.5' -> 25 tenths."""
    whole, _, frac = text.strip().partition(".")
    if not whole.isdigit() or (frac and (not frac.isdigit() or len(frac) > 1)):
        raise TrfError(line, column, f"expected points such as 2.5, found {text.strip()!r}")
    return int(whole) * 10 + (int(frac) if frac else 0)


def format_points(tenths: int) -> str:
    return f"{tenths // 10}.{tenths % 10}"


def _parse_int(text: str, line: int, column: int, what: str) -> int:
    if not text.isdigit():
        raise TrfError(line, column, f"expected {what} (a whole number), found {text!r}")
    return int(text)


def _parse_round(chunk: str, line: int, column: int) -> RoundEntry:
    chunk = chunk.ljust(8)
    opp_text, colour_text, result_text = chunk[0:4].strip(), chunk[5], chunk[7]
    if not opp_text.isdigit():
        raise TrfError(line, column, f"expected an opponent number (0000 for none), found {chunk[0:4]!r}")
    opponent = int(opp_text) or None
    if colour_text.lower() not in ("w", "b", "-", " "):
        raise TrfError(line, column + 5, f"expected colour w, b or -, found {colour_text!r}")
    colour = {"w": Colour.WHITE, "b": Colour.BLACK}.get(colour_text.lower())
    result = _RESULTS.get(result_text.upper())
    if result is None:
        raise TrfError(line, column + 7, f"expected a result code (1 = 0 + - W D L H F U Z), found {result_text!r}")
    if opponent is None and result is Result.FORFEIT_WIN:
        result = Result.PAIRING_BYE  # old notation of a PAB: `0000 - +`
    if opponent is not None and (result.is_absence or result is Result.PAIRING_BYE):
        raise TrfError(line, column + 7, f"result {result_text!r} means no opponent, but opponent {opponent} is given")
    if opponent is not None and colour is None:
        raise TrfError(line, column + 5, f"a game against {opponent} needs a colour w or b")
    return RoundEntry(opponent, colour, result)


def _parse_player(line: str, lineno: int) -> Player:
    fields = {c.name: c.cut(line) for c in _PLAYER_COLUMNS}
    player = Player(number=_parse_int(fields["number"], lineno, 5, "a starting rank"))
    player.sex, player.title, player.name = fields["sex"], fields["title"], fields["name"]
    player.rating = _parse_int(fields["rating"], lineno, 49, "a rating") if fields["rating"] else 0
    player.federation, player.fide_id, player.birth = fields["federation"], fields["fide_id"], fields["birth"]
    player.points = parse_points(fields["points"], lineno, 81) if fields["points"] else 0
    player.rank = _parse_int(fields["rank"], lineno, 86, "a rank") if fields["rank"] else 0
    column = _FIRST_ROUND_COLUMN
    end = len(line.rstrip())
    while column <= end:
        chunk = line[column - 1 : column - 1 + 8]
        # TRF16: a blank round is a zero-point absence.
        entry = _parse_round(chunk, lineno, column) if chunk.strip() else RoundEntry(None, None, Result.ZERO_BYE)
        player.rounds.append(entry)
        column += _ROUND_WIDTH
    return player


def parse_trf(text: str) -> Tournament:
    tournament = Tournament()
    scoring: dict[str, int] = {}
    for lineno, line in enumerate(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"), 1):
        if not line.strip():
            continue
        tag = line[:3]
        rest = line[3:].strip()
        if tag == "001":
            tournament.players.append(_parse_player(line, lineno))
        elif tag == "012":
            tournament.name = rest
            tournament.other_lines.append(line)
        elif tag in ("XXR", "142"):
            tournament.total_rounds = _parse_int(rest, lineno, 5, "the number of rounds")
        elif tag in ("XXC", "152"):
            for word in rest.split():
                w = word.lower()
                if w in ("white1", "w"):
                    tournament.initial_colour = Colour.WHITE
                elif w in ("black1", "b"):
                    tournament.initial_colour = Colour.BLACK
        elif tag in ("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"):
            scoring[tag] = parse_points(rest, lineno, 5)
        elif tag == "XXP":
            ids = tuple(_parse_int(x, lineno, 5, "a pairing number") for x in rest.split())
            tournament.forbidden.append(ForbiddenPairs(ids))
        else:
            tournament.other_lines.append(line)
    if scoring:
        tournament.scoring = Scoring(
            win=scoring.get("BBW", 10),
            draw=scoring.get("BBD", 5),
            loss=scoring.get("BBL", 0),
            zero_bye=scoring.get("BBZ", 0),
            forfeit_loss=scoring.get("BBF", 0),
            pairing_bye=scoring.get("BBU", scoring.get("BBW", 10)),
        )
    return tournament
