"""PLACEHOLDER pairing: round one only, by the basic top-half-against-bottom-half rule.

It exists so the page, the worker and the boundary can be built and tested end to end before the
Dutch engine (swisspair.dutch) lands; that engine replaces it. It knows nothing of later rounds,
colour preferences, floats or absent players.

The rule (FIDE C.04.3, round one, with no acceleration): rank the players by rating, highest first
(ties by name, then id, so the order never depends on input order); if the count is odd the
lowest-ranked player gets the bye; the top half S1 meets the bottom half S2 board by board
(S1[i] against S2[i]); the S1 player on board 1 takes the initial colour and the colours of the
S1 players alternate down the boards.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

RULE = "placeholder: round one by top half against bottom half"


class Colour(Enum):
    WHITE = "white"
    BLACK = "black"

    def opposite(self) -> Colour:
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE


@dataclass(frozen=True)
class Entrant:
    id: int
    name: str
    rating: int


@dataclass(frozen=True)
class Board:
    number: int
    white: int
    black: int


@dataclass(frozen=True)
class RoundOnePairing:
    boards: list[Board]
    bye: int | None


def ranking_order(entrants: list[Entrant]) -> list[Entrant]:
    """Highest rating first; equal ratings by name (case-insensitive), then by id."""
    return sorted(entrants, key=lambda e: (-e.rating, e.name.casefold(), e.id))


def pair_round_one(entrants: list[Entrant], initial_colour: Colour) -> RoundOnePairing:
    ranked = ranking_order(entrants)
    bye = ranked.pop().id if len(ranked) % 2 else None
    half = len(ranked) // 2
    top, bottom = ranked[:half], ranked[half:]
    boards = []
    top_colour = initial_colour
    for number, (upper, lower) in enumerate(zip(top, bottom), start=1):
        if top_colour is Colour.WHITE:
            boards.append(Board(number, white=upper.id, black=lower.id))
        else:
            boards.append(Board(number, white=lower.id, black=upper.id))
        top_colour = top_colour.opposite()
    return RoundOnePairing(boards=boards, bye=bye)
