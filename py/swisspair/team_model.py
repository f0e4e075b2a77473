"""A team event as its pairing, standings and files see it, in plain dataclasses (FIDE C.04.6, TRF-2026).

Teams are the pairing units; their players' games are the individual `Tournament` beside them. Points are
integer tenths, as in `model.py`: a match won under 2 / 1 / 0 match points is 20, a board won is 10.
A team's history is one `TeamRound` per round so far (and possibly one more for the round about to be
paired, which may only mark an absence: a requested bye or a withdrawal).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .model import Colour, ForbiddenPairs, Result, RoundEntry, Tournament


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
class TeamTournament:
    name: str = ""
    settings: TeamSettings = field(default_factory=TeamSettings)
    teams: list[Team] = field(default_factory=list)
    # Every player's games, as the 001 lines give them.
    players: Tournament = field(default_factory=Tournament)
    # Teams that must not meet (TRF-2026 260 and XXP in a team file name team numbers).
    forbidden: list[ForbiddenPairs] = field(default_factory=list)

    def team(self, number: int) -> Team:
        for t in self.teams:
            if t.number == number:
                return t
        raise KeyError(number)
