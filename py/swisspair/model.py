"""The engine's core data: a tournament as the TRF describes it, in plain dataclasses.

Points are integer tenths everywhere (a win is 10 under 1 / ½ / 0), so that every comparison the
pairing rules make is exact. A player's history is a list of round entries, one per round played so far
(and possibly one more for the round about to be paired, which may only mark an absence).

A team event (FIDE C.04.6, TRF-2026) is the same model with its optional team part: a `Tournament` whose `teams`
(a `TeamPart`) holds the teams that pair as units, their settings and the teams that must not meet (see "teams").
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


# TRF-2026 299: the round of points that count in the final standings only.
FINAL_ROUND = 999


def adjustment_after(adjustments: list[tuple[int, int, int]], completed: int, match_points: bool = False) -> int:
    """The 299 points (or match points) counted once `completed` rounds are played: for pairing, and in the standings
    after them; a record of round r counts from the end of round r on."""
    return sum(match if match_points else points for r, points, match in adjustments if r <= completed)


def final_adjustment(adjustments: list[tuple[int, int, int]], match_points: bool = False) -> int:
    """The 299 points (or match points) the final standings add and pairing never counts (round 999)."""
    return sum(match if match_points else points for r, points, match in adjustments if r == FINAL_ROUND)


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
    # Points a TRF-2026 299 record adds or takes (a bonus, a penalty, a game scored apart from the point system), as
    # (round, points, match points) in tenths: counted in the score from the end of that round on (round 0: from the
    # start; FINAL_ROUND: in the final standings only, never for pairing). An individual event counts the points.
    adjustments: list[tuple[int, int, int]] = field(default_factory=list)

    def adjustment_after(self, completed: int) -> int:
        return adjustment_after(self.adjustments, completed)

    def final_adjustment(self) -> int:
        return final_adjustment(self.adjustments)


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
    # XXC rank (JaVaFo, bbpPairings): the pairing numbers in the order of the 001 lines, which ranks the players for
    # pairing in place of their numbers; None when that order is the numbers' own.
    ranking: list[int] | None = None
    # TRF-2026 `192` encoded tournament type, e.g. FIDE_DUTCH_2025 or FIDE_DUTCH_BAKU (Baku acceleration);
    # kept as written: which systems and accelerations are supported is the engine's business.
    tournament_type: str | None = None
    scoring: Scoring = field(default_factory=Scoring)
    forbidden: list[ForbiddenPairs] = field(default_factory=list)
    # Lines the engine does not interpret, kept so that writing the file back loses nothing.
    other_lines: list[str] = field(default_factory=list)
    # A team event's teams; None in an individual event. Its players' games are the players above.
    teams: TeamPart | None = None

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


# ---------------------------------------------------------------------------------------------- teams
# The team part of the model. Teams are the pairing units; their players' games are the `Tournament`'s players,
# as in an individual event. Points are integer tenths here too: a match won under 2 / 1 / 0 match points is 20, a
# board won is 10. A team's history is one `TeamRound` per round so far (and possibly one more for the round about
# to be paired, which may only mark an absence: a requested bye or a withdrawal).


def at_a_board(entry: RoundEntry) -> bool:
    """Whether a team's player sat at a board that round: they had an opponent, or won by forfeit a board the other
    team left empty (a team TRF writes it 0000 - +, and nobody sits across)."""
    return entry.opponent is not None or entry.result is Result.FORFEIT_WIN


class Score(enum.Enum):
    """Which total ranks teams in pairing and standings (C.04.6 §1.2: the competition says which is primary)."""

    MATCH_POINTS = "MP"
    GAME_POINTS = "GP"


class ColourPreference(enum.Enum):
    """C.04.6 §1.7: the kind of colour preference the competition uses, judged by board 1's colour."""

    TYPE_A = "A"  # simple
    TYPE_B = "B"  # strong and mild
    NONE = "none"


class MatchOutcome(enum.Enum):
    """One round of one team."""

    PLAYED = "played"  # the boards were played (single-board forfeits inside a played match included)
    FORFEIT_WIN = "forfeit_win"  # the opponent did not turn up (TRF-2026 330)
    FORFEIT_LOSS = "forfeit_loss"
    PAIRING_BYE = "pab"  # the pairing-allocated bye (TRF-2026 320)
    HALF_BYE = "half_bye"  # requested, worth a drawn match (TRF-2026 240 H)
    FULL_BYE = "full_bye"  # requested, worth a won match (TRF-2026 240 F)
    ZERO_BYE = "zero_bye"  # requested, absent or withdrawn: nothing (TRF-2026 240 Z)

    @property
    def is_absence(self) -> bool:
        """The team took no part in that round's pairing."""
        return self in (MatchOutcome.HALF_BYE, MatchOutcome.FULL_BYE, MatchOutcome.ZERO_BYE)


@dataclass(frozen=True)
class TeamRound:
    """One round of one team: the opposing team's pairing number (None for none), the colour of this team's
    board-1 player (None when the match was not played), what happened, and the match and game points it
    earned, in tenths. A whole-team forfeit (TRF-2026 330) names the opponent and the colour board 1 was to have
    (`scheduled_colour`, which counts for no colour history: the match was not played)."""

    opponent: int | None
    colour: Colour | None
    outcome: MatchOutcome
    match_points: int
    game_points: int
    scheduled_colour: Colour | None = None


@dataclass
class Team:
    number: int  # team pairing number (TRF-2026 310 columns 5-7; in 013 files, the order of the records)
    name: str = ""
    short_name: str = ""
    # The strength the competition ranks teams by (TRF-2026 310 "strength"; 0 when the file gives none).
    strength: int = 0
    # Pairing numbers of the team's players (001 lines), in board order, reserves last.
    members: list[int] = field(default_factory=list)
    rounds: list[TeamRound] = field(default_factory=list)
    # TRF-2026 299 bonuses and penalties of the team, as (round, game points, match points) in tenths: counted as a
    # player's are (`adjustment_after`), in the score they name.
    adjustments: list[tuple[int, int, int]] = field(default_factory=list)

    def adjustment_after(self, completed: int, score: Score) -> int:
        return adjustment_after(self.adjustments, completed, score is Score.MATCH_POINTS)

    def final_adjustment(self, score: Score) -> int:
        return final_adjustment(self.adjustments, score is Score.MATCH_POINTS)


@dataclass(frozen=True)
class MatchPoints:
    """Match points in tenths for a won, drawn and lost match (TRF-2026 362 TW / TD / TL)."""

    win: int = 20
    draw: int = 10
    loss: int = 0


@dataclass(frozen=True)
class TeamSettings:
    """What a team competition decides (TRF-2026 192 FIDE_TEAM_[TYPEA_|TYPEB_]{MP|GP}[_{GP|MP}], 320, 362)."""

    primary: Score = Score.MATCH_POINTS
    # The other score, when the competition uses it in colour allocation (C.04.6 §4.2.2); None: not used.
    secondary: Score | None = None
    colour_preference: ColourPreference = ColourPreference.TYPE_A
    match_points: MatchPoints = field(default_factory=MatchPoints)
    # What the pairing-allocated bye earns (C.04.6 §1.4: a drawn match unless the regulations say otherwise):
    # match points and game points, in tenths (TRF-2026 320).
    pab_match_points: int = 10
    pab_game_points: int | None = None  # None: half the boards
    boards: int = 4
    total_rounds: int | None = None  # 142
    initial_colour: Colour | None = None  # 152: board 1 of the first team in round 1


@dataclass
class TeamPart:
    """The teams of a team event: how the competition scores them, the teams, and the teams that must not meet
    (TRF-2026 260 and XXP in a team file name team numbers; the `Tournament`'s own `forbidden` names players)."""

    settings: TeamSettings = field(default_factory=TeamSettings)
    teams: list[Team] = field(default_factory=list)
    forbidden: list[ForbiddenPairs] = field(default_factory=list)

    def team(self, number: int) -> Team:
        for t in self.teams:
            if t.number == number:
                return t
        raise KeyError(number)
