"""The engine's core data: a tournament as the TRF describes it, in plain dataclasses.

Points are integer tenths everywhere (a win is 10 under 1 / ½ / 0), so that every comparison the
pairing rules make is exact. A player's history is a list of round entries, one per round played so far
(and possibly one more for the round about to be paired, which may only mark an absence).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field


class Colour(enum.Enum):
    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> "Colour":
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


class Result(enum.Enum):
    """TRF16 result codes (C04Annex2), one round of one player."""

    WIN = "1"
    DRAW = "="
    LOSS = "0"
    FORFEIT_WIN = "+"
    FORFEIT_LOSS = "-"
    # Games shorter than one move: played, not rated.
    UNRATED_WIN = "W"
    UNRATED_DRAW = "D"
    UNRATED_LOSS = "L"
    HALF_BYE = "H"
    FULL_BYE = "F"
    PAIRING_BYE = "U"
    ZERO_BYE = "Z"

    @property
    def is_played(self) -> bool:
        """A game that was actually played: it counts for colours and for having met (C.04.1)."""
        return self in _PLAYED

    @property
    def is_absence(self) -> bool:
        """A requested or known absence: the player took no part in that round's pairing."""
        return self in (Result.HALF_BYE, Result.FULL_BYE, Result.ZERO_BYE)


_PLAYED = frozenset(
    {Result.WIN, Result.DRAW, Result.LOSS, Result.UNRATED_WIN, Result.UNRATED_DRAW, Result.UNRATED_LOSS}
)


@dataclass(frozen=True)
class Scoring:
    """Points in tenths for each outcome (TRF `BBW/BBD/BBL/BBZ/BBF/BBU`, TRF-2026 `162`)."""

    win: int = 10
    draw: int = 5
    loss: int = 0
    zero_bye: int = 0
    forfeit_loss: int = 0
    pairing_bye: int = 10
    # An event's custom point system may value these apart from a win or a draw (event settings); None keeps
    # the TRF's reading: a forfeit win and a full-point bye are worth a win, a half-point bye a draw.
    forfeit_win: int | None = None
    half_bye: int | None = None
    full_bye: int | None = None

    def points(self, result: Result) -> int:
        if result is Result.FORFEIT_WIN and self.forfeit_win is not None:
            return self.forfeit_win
        if result is Result.FULL_BYE and self.full_bye is not None:
            return self.full_bye
        if result is Result.HALF_BYE and self.half_bye is not None:
            return self.half_bye
        if result in (Result.WIN, Result.UNRATED_WIN, Result.FORFEIT_WIN, Result.FULL_BYE):
            return self.win
        if result in (Result.DRAW, Result.UNRATED_DRAW, Result.HALF_BYE):
            return self.draw
        if result in (Result.LOSS, Result.UNRATED_LOSS):
            return self.loss
        if result is Result.FORFEIT_LOSS:
            return self.forfeit_loss
        if result is Result.PAIRING_BYE:
            return self.pairing_bye
        return self.zero_bye


@dataclass(frozen=True)
class RoundEntry:
    """One round of one player: opponent's pairing number (None for none), colour, result."""

    opponent: int | None
    colour: Colour | None
    result: Result

    @property
    def is_played(self) -> bool:
        return self.opponent is not None and self.result.is_played


@dataclass
class Player:
    number: int  # starting rank (pairing number), TRF columns 5-8
    name: str = ""
    sex: str = ""
    title: str = ""
    rating: int = 0
    federation: str = ""
    fide_id: str = ""
    birth: str = ""
    # The points column, in tenths: trf checks the file's column against the results and keeps the points after
    # the completed rounds. The engine recomputes scores from the results.
    points: int = 0
    rank: int = 0
    rounds: list[RoundEntry] = field(default_factory=list)
    # Points added for pairing purposes only, per round (JaVaFo `XXA`, TRF-2026 `250`), in tenths.
    accelerations: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class ForbiddenPairs:
    """Players who must not meet (JaVaFo `XXP`, TRF-2026 `260`), in rounds first..last (inclusive)."""

    players: tuple[int, ...]
    first_round: int = 1
    last_round: int | None = None

    def applies_to(self, round_number: int) -> bool:
        return self.first_round <= round_number and (self.last_round is None or round_number <= self.last_round)


@dataclass
class Tournament:
    name: str = ""
    players: list[Player] = field(default_factory=list)
    total_rounds: int | None = None  # XXR / 142
    initial_colour: Colour | None = None  # XXC white1|black1 / 152
    # TRF-2026 `192` encoded tournament type, e.g. FIDE_DUTCH_2025 or FIDE_DUTCH_BAKU (Baku acceleration);
    # kept as written: which systems and accelerations are supported is the engine's business.
    tournament_type: str | None = None
    scoring: Scoring = field(default_factory=Scoring)
    forbidden: list[ForbiddenPairs] = field(default_factory=list)
    # Lines the engine does not interpret, kept so that writing the file back loses nothing.
    other_lines: list[str] = field(default_factory=list)

    def player(self, number: int) -> Player:
        for p in self.players:
            if p.number == number:
                return p
        raise KeyError(number)

    @property
    def rounds_played(self) -> int:
        """Rounds with at least one pairing in them (a played game, a forfeit or a PAB)."""
        played = 0
        for p in self.players:
            for r, entry in enumerate(p.rounds, 1):
                if entry.opponent is not None or entry.result is Result.PAIRING_BYE:
                    played = max(played, r)
        return played
