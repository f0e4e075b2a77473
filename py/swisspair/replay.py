"""Replaying a finished tournament round by round: cut it before round k, pair, compare with the file.

This is how the engine is checked against files that another engine paired (the `check` command):
round k is paired from rounds 1..k-1 plus the absences already known for round k (`0000 - H/Z/F`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .systems.dutch.pairing import PairingError, RoundPairing, pair_round
from .history import build_states, infer_initial_colour, participated, rounds_played
from .model import Colour, Result, RoundEntry, Tournament


@dataclass(frozen=True)
class RoundResult:
    boards: tuple[tuple[int, int], ...]  # (white, black) in board order
    bye: int | None


def truncate(tournament: Tournament, round_number: int) -> Tournament:
    """The tournament as it stood before round `round_number` was paired."""
    players = []
    for p in tournament.players:
        rounds = list(p.rounds[: round_number - 1])
        if len(p.rounds) >= round_number:
            entry = p.rounds[round_number - 1]
            if entry.opponent is None and entry.result.is_absence:
                rounds += [RoundEntry(None, None, Result.ZERO_BYE)] * (round_number - 1 - len(rounds))
                rounds.append(entry)
        players.append(replace(p, rounds=rounds))
    return replace(tournament, players=players)


def recorded_round(tournament: Tournament, round_number: int) -> RoundResult:
    """The pairing the file holds for a round: its boards (by white's entries) and its PAB."""
    boards, bye = [], None
    for p in tournament.players:
        if len(p.rounds) < round_number:
            continue
        e = p.rounds[round_number - 1]
        if e.opponent is not None and e.colour is Colour.WHITE:
            boards.append((p.number, e.opponent))
        elif e.result is Result.PAIRING_BYE:
            bye = p.number
    return RoundResult(tuple(boards), bye)


def paired_rounds(tournament: Tournament) -> int:
    return max((i + 1 for p in tournament.players for i, e in enumerate(p.rounds) if participated(e)), default=0)


def as_result(pairing: RoundPairing) -> RoundResult:
    return RoundResult(tuple((b.white, b.black) for b in pairing.boards), pairing.bye)


@dataclass
class RoundCheck:
    round: int
    expected: RoundResult
    actual: RoundResult | None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.actual is not None and sorted(self.actual.boards) == sorted(self.expected.boards) and (
            self.actual.bye == self.expected.bye
        )


def check_tournament(tournament: Tournament) -> list[RoundCheck]:
    if tournament.initial_colour is None:
        # The file's own round 1 tells the colour drawn, which a cut before round 1 no longer shows.
        completed = rounds_played(tournament)
        tournament = replace(tournament, initial_colour=infer_initial_colour(build_states(tournament, completed), completed))
    checks = []
    for k in range(1, paired_rounds(tournament) + 1):
        expected = recorded_round(tournament, k)
        try:
            actual = as_result(pair_round(truncate(tournament, k)))
            checks.append(RoundCheck(k, expected, actual))
        except PairingError as exc:
            checks.append(RoundCheck(k, expected, None, str(exc)))
    return checks
