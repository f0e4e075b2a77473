"""Replaying a finished tournament round by round: cut it before round k, pair, compare with the file.

This is how the engine is checked against files that another engine paired (the `check` command):
round k is paired from rounds 1..k-1 plus the absences already known for round k (`0000 - H/Z/F`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from .systems.dutch.pairing import PairingError, RoundPairing, pair_round
from .history import build_states, infer_initial_colour, participated, rounds_played
from .model import Colour, Result, RoundEntry, Tournament
from .trf import PendingRound, UnfinishedGame


@dataclass(frozen=True)
class RoundResult:
    boards: tuple[tuple[int, int], ...]  # (white, black) in board order
    bye: int | None
    # Pairs the file shows without colours (a forfeit written `- -` / `- +`): lower number first.
    uncoloured: tuple[tuple[int, int], ...] = ()


def truncate(tournament: Tournament, round_number: int, playing: frozenset[int] = frozenset()) -> Tournament:
    """The tournament as it stood before round `round_number` was paired; `playing`: players with a game or the bye
    in that round that their rounds do not hold (the round in progress)."""
    players = []
    absent = RoundEntry(None, None, Result.ZERO_BYE)
    for p in tournament.players:
        rounds = list(p.rounds[: round_number - 1])
        # A line that ends before round k says the player took no part in it, as bbpPairings' check reads it.
        entry = p.rounds[round_number - 1] if len(p.rounds) >= round_number else absent
        if entry.opponent is None and entry.result.is_absence and p.number not in playing:
            rounds += [absent] * (round_number - 1 - len(rounds))
            rounds.append(entry)
        players.append(replace(p, rounds=rounds))
    return replace(tournament, players=players)


def recorded_round(tournament: Tournament, round_number: int) -> RoundResult:
    """The pairing the file holds for a round: its boards (by white's entries) and its PAB."""
    return recorded(
        (p.number, p.rounds[round_number - 1]) for p in tournament.players if len(p.rounds) >= round_number
    )


def recorded(entries: Iterable[tuple[int, RoundEntry | UnfinishedGame]]) -> RoundResult:
    """The pairing that players' entries of one round make (a game may still be without its result)."""
    boards, uncoloured, bye = [], [], None
    for number, e in entries:
        if e.opponent is not None and e.colour is Colour.WHITE:
            boards.append((number, e.opponent))
        elif e.opponent is not None and e.colour is None and number < e.opponent:
            uncoloured.append((number, e.opponent))
        elif e.opponent is None and e.result is Result.PAIRING_BYE:
            bye = number
    return RoundResult(tuple(boards), bye, tuple(uncoloured))


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
        if self.actual is None or self.actual.bye != self.expected.bye:
            return False
        loose = set(self.expected.uncoloured)  # their colours are not the file's to compare
        coloured = [b for b in self.actual.boards if (min(b), max(b)) not in loose]
        return sorted(coloured) == sorted(self.expected.boards) and len(coloured) + len(loose) == len(self.actual.boards)


def check_tournament(tournament: Tournament, pending: PendingRound | None = None) -> list[RoundCheck]:
    """Every round paired again from the rounds before it, and the round in progress (`pending`, paired but not
    finished) from the rounds before it. A file that does not give its number of rounds is finished: its rounds are
    as many as it holds (the reader's notes say so)."""
    if tournament.total_rounds is None:
        tournament = replace(tournament, total_rounds=paired_rounds(tournament) + (pending is not None))
    if tournament.initial_colour is None:
        # The file's own round 1 tells the colour drawn, which a cut before round 1 no longer shows.
        completed = rounds_played(tournament)
        tournament = replace(tournament, initial_colour=infer_initial_colour(build_states(tournament, completed), completed))
    rounds = [(k, recorded_round(tournament, k), frozenset()) for k in range(1, paired_rounds(tournament) + 1)]
    if pending is not None:
        rounds.append((pending.number, recorded(pending.entries.items()), frozenset(pending.entries)))
    checks = []
    for k, expected, playing in rounds:
        try:
            actual = as_result(pair_round(truncate(tournament, k, playing)))
            checks.append(RoundCheck(k, expected, actual))
        except PairingError as exc:
            checks.append(RoundCheck(k, expected, None, str(exc)))
    return checks
