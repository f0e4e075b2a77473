"""What a generated event varies round by round besides the pairing: requested byes, forfeits and unusual
results, each as a share (a probability) or a fixed number, for the whole event or for one round.

FIDE's endorsement check-list asks this of a Random Tournament Generator: full-point, half-point and zero-point
byes, forfeit wins and losses, and unusual results (½-0, 0-½, 0-0), each as a fixed number or a percentage,
optionally per round. generate.py rolls the dice; this module says which players and which boards they pick.

Outcomes of a board, as TRF writes them for each player: a forfeit (+/-, either side), a double forfeit (-/-),
½-0 or 0-½ (=/0 or 0/=, a played game), 0-0 (0/0, a played game).
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, field

from .model import Result

REQUESTED_BYES = (Result.FULL_BYE, Result.HALF_BYE, Result.ZERO_BYE)


class Outcome(enum.Enum):
    """A board's result other than a game decided by the players' strength."""

    FORFEIT = "forfeit"  # one side forfeits, the side drawn
    DOUBLE_FORFEIT = "double_forfeit"  # both forfeit: 0-0, no game
    HALF_ZERO = "half_zero"  # a played game scored ½-0 or 0-½, the side drawn
    ZERO_ZERO = "zero_zero"  # a played game scored 0-0

    def results(self, rng: random.Random) -> tuple[Result, Result]:
        """(White's, Black's) result codes."""
        if self is Outcome.DOUBLE_FORFEIT:
            return Result.FORFEIT_LOSS, Result.FORFEIT_LOSS
        if self is Outcome.ZERO_ZERO:
            return Result.LOSS, Result.LOSS
        first, second = (Result.FORFEIT_WIN, Result.FORFEIT_LOSS) if self is Outcome.FORFEIT else (
            Result.DRAW, Result.LOSS)
        return (first, second) if rng.random() < 0.5 else (second, first)


@dataclass(frozen=True)
class Amount:
    """How many: each candidate with probability `share`, then exactly `count` more (0: none)."""

    share: float = 0.0
    count: int = 0

    def __bool__(self) -> bool:
        return bool(self.share or self.count)


@dataclass(frozen=True)
class RoundSettings:
    """One round's own dice; a field left None (or absent) takes the event's."""

    draw_rate: float | None = None
    outcomes: dict[Outcome, Amount] = field(default_factory=dict)  # per board of this round
    byes: dict[Result, Amount] = field(default_factory=dict)  # per player present in this round


def chosen(rng: random.Random, candidates: list[int], amount: Amount) -> list[int]:
    """The candidates `amount` picks, in the candidates' order: a roll each for the share (only when there is one,
    so that settings without it roll no dice), then `count` more drawn from the rest."""
    if not amount:
        return []
    picked = [c for c in candidates if rng.random() < amount.share] if amount.share else []
    rest = [c for c in candidates if c not in set(picked)]
    picked += rng.sample(rest, min(amount.count, len(rest)))
    return [c for c in candidates if c in set(picked)]


def event_byes(rng: random.Random, players: list[int], rounds: int, byes: dict[Result, Amount]
               ) -> dict[int, dict[int, Result]]:
    """By round, then player: the requested byes the whole event asks for, each player picked for one bye of a
    kind in a random round but the last (as bbpPairings' generator places half-point byes)."""
    planned: dict[int, dict[int, Result]] = {}
    if rounds < 2:
        return planned
    for kind in REQUESTED_BYES:
        for number in chosen(rng, players, byes.get(kind, Amount())):
            planned.setdefault(rng.randint(1, rounds - 1), {}).setdefault(number, kind)
    return planned


def board_outcomes(rng: random.Random, boards: int, event: dict[Outcome, Amount], round_settings: RoundSettings
                   ) -> dict[int, Outcome]:
    """Board index -> its unusual outcome, for a round of `boards` boards: the round's amounts where it gives
    them, else the event's; a board picked twice keeps the first kind picked."""
    outcomes: dict[int, Outcome] = {}
    for kind in Outcome:
        amount = round_settings.outcomes.get(kind, event.get(kind, Amount()))
        for board in chosen(rng, [b for b in range(boards) if b not in outcomes], amount):
            outcomes[board] = kind
    return outcomes
