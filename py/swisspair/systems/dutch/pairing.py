"""Pair one round by the FIDE Dutch system (C.04.3, rules in force from 1 Feb 2026).

The round is one maximum-weight matching problem whose edge weights encode the criteria C4-C21
(criteria.py, round.py); brackets are paired from the top score down (brackets.py); colours follow
Art. 5.2 (colours.py) and boards are ordered as Art. 5.3 asks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...history import PlayerState, build_states, infer_initial_colour, rounds_played
from ...model import Colour, Tournament
from ...progress import report
from .acceleration import apply_baku_acceleration
from .brackets import pair_brackets
from .colours import allocate
from .errors import BracketRecord, PairingError
from .round import Round

__all__ = ["Board", "BracketRecord", "PairingError", "RoundPairing", "format_pairing", "pair_round"]


@dataclass(frozen=True)
class Board:
    white: int  # pairing numbers
    black: int
    rule: str  # the colour rule (5.2.1-5.2.5) that decided the colours


@dataclass
class RoundPairing:
    round: int
    boards: list[Board]
    bye: int | None
    states: dict[int, PlayerState] = field(repr=False, default_factory=dict)
    brackets: list["BracketRecord"] = field(default_factory=list)
    rematches: list[tuple[int, int]] = field(default_factory=list)  # boards whose players met before


def pair_round(tournament: Tournament, allow_rematches: bool = False) -> RoundPairing:
    """Pair the next round. allow_rematches (never in FIDE events) turns C1 into "fewest rematches"."""
    tournament = apply_baku_acceleration(tournament)
    completed = rounds_played(tournament)
    if tournament.total_rounds is None:
        raise PairingError.of("pairing.rounds_missing", rule="input")
    if completed >= tournament.total_rounds:
        raise PairingError.of("pairing.all_played", rule="input", count=tournament.total_rounds)
    states = build_states(tournament, completed)
    initial = tournament.initial_colour or infer_initial_colour(states, completed)
    present = sorted((s for s in states if s.present), key=lambda s: (-s.score, s.rank_index))
    if initial is None and completed == 0 and len(present) > 1:
        raise PairingError.of("pairing.initial_colour_missing", rule="input")
    rnd = Round(tournament, present, completed, allow_rematches)
    pairs, bye, brackets = [], None, []
    if present:
        report("pairing", 0, len(present))  # the first solve, over the whole round, comes before any bracket
        rnd.first_solve()
        pairs, bye, brackets = pair_brackets(rnd)
    by_number = {s.number: s for s in states}
    boards = []
    for a, b in pairs:
        first, second = (a, b) if a.number < b.number else (b, a)
        colour, rule = allocate(first, second, initial or Colour.WHITE)
        white, black = (first, second) if colour is Colour.WHITE else (second, first)
        boards.append(Board(white.number, black.number, rule))
    boards.sort(key=lambda board: _board_key(by_number[board.white], by_number[board.black]))
    rematches = [(b.white, b.black) for b in boards if b.black in by_number[b.white].played]
    return RoundPairing(completed + 1, boards, bye.number if bye else None, by_number, brackets, rematches)


def _board_key(a: PlayerState, b: PlayerState) -> tuple[int, int, int]:
    """Boards in order of the higher player's score, the lower player's score, the higher player's rank."""
    higher, lower = (a, b) if (a.raw_score, -a.rank_index) > (b.raw_score, -b.rank_index) else (b, a)
    return (-higher.raw_score, -lower.raw_score, higher.rank_index)


def format_pairing(pairing: RoundPairing) -> str:
    """bbpPairings' output: the number of entries (the bye included), then `white black`, the bye as `N 0`."""
    lines = [str(len(pairing.boards) + (pairing.bye is not None))]
    lines += [f"{b.white} {b.black}" for b in pairing.boards]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join(lines)
