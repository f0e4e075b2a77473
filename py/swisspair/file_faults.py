"""What a file's recorded rounds break of the absolute rules, named by rule: the reason `check` gives for a round
it pairs otherwise, when the file's own round is illegal, not merely different.

Individual events (C.04.1 and C.04.3 Art. 2.1):
- C1: two players meet a second time (C.04.1 b; a forfeited game is no meeting);
- C2: the pairing-allocated bye to a player who already had one, or who already scored a win without playing
  (C.04.1 d: a forfeit win or a full-point bye);
- C3: a colour sequence C.04.1 f/g forbids: a colour difference above 2, or the same colour three times running
  (the last round's topscorers excepted, C.04.3 Art. 2.1.3).

Team events (C.04.6 §2.1):
- team opponent (C1): two teams meet a second time (a whole-team forfeit is no meeting);
- second PAB (C2): the pairing-allocated bye to a team that already had one.

A round the file pairs as the engine does but with colours the other way round (`colour_only`) breaks no
absolute rule: its colours are the fault (C.04.3 Art. 5, C.04.6 §4).
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Colour, MatchOutcome, Result, Tournament


@dataclass(frozen=True)
class Fault:
    round: int
    rule: str  # C1, C2, C3
    text: str


def player_faults(tournament: Tournament, rounds: int) -> list[Fault]:
    """The absolute-rule faults of an individual event's first `rounds` rounds, round by round."""
    faults = []
    met: dict[frozenset[int], int] = {}
    byes: dict[int, int] = {}
    unearned: dict[int, int] = {}
    colours: dict[int, list[Colour]] = {p.number: [] for p in tournament.players}
    top = tournament.scoring.win * (tournament.total_rounds or rounds) // 2  # a topscorer has more than half
    for r in range(1, rounds + 1):
        for p in tournament.players:
            if len(p.rounds) < r:
                continue
            entry = p.rounds[r - 1]
            if entry.opponent is not None and entry.is_played and p.number < entry.opponent:
                faults += _meeting(met, r, p.number, entry.opponent, "players")
            if entry.result is Result.PAIRING_BYE:
                if p.number in byes:
                    faults.append(Fault(r, "C2", f"player {p.number} gets a second pairing-allocated bye (the "
                                                 f"first in round {byes[p.number]})"))
                elif p.number in unearned:
                    faults.append(Fault(r, "C2", f"player {p.number} gets the pairing-allocated bye after a win "
                                                 f"without playing in round {unearned[p.number]}"))
                byes.setdefault(p.number, r)
            if entry.result in (Result.FORFEIT_WIN, Result.FULL_BYE):
                unearned.setdefault(p.number, r)
        for p in tournament.players:
            entry = p.rounds[r - 1] if len(p.rounds) >= r else None
            if entry is None or not entry.is_played or entry.colour is None:
                continue
            seen = colours[p.number]
            seen.append(entry.colour)
            difference = abs(2 * seen.count(Colour.WHITE) - len(seen))
            three = len(seen) >= 3 and seen[-1] == seen[-2] == seen[-3]
            last = tournament.total_rounds is not None and r == tournament.total_rounds
            before = sum(tournament.scoring.points(e.result) for e in p.rounds[: r - 1])
            if (difference > 2 or three) and not (last and before > top):
                what = f"colour difference {difference}" if difference > 2 else "the same colour three times running"
                faults.append(Fault(r, "C3", f"player {p.number} has {what} "
                                             f"({''.join(c.value.upper() for c in seen)})"))
    return faults


def _meeting(met: dict[frozenset[int], int], r: int, a: int, b: int, who: str) -> list[Fault]:
    """C1: a and b meet in round r; a fault if they met before (`met`: each pair's first round, kept up to date)."""
    pair = frozenset((a, b))
    if pair in met:
        return [Fault(r, "C1", f"{who} {a} and {b} meet again (they met in round {met[pair]})")]
    met[pair] = r
    return []


def team_faults(event: Tournament, rounds: int) -> list[Fault]:
    """The absolute-rule faults of a team event's first `rounds` rounds."""
    faults = []
    met: dict[frozenset[int], int] = {}
    byes: dict[int, int] = {}
    for r in range(1, rounds + 1):
        for team in event.teams.teams:
            if len(team.rounds) < r:
                continue
            entry = team.rounds[r - 1]
            if entry.outcome is MatchOutcome.PLAYED and entry.opponent is not None and team.number < entry.opponent:
                faults += _meeting(met, r, team.number, entry.opponent, "teams")
            if entry.outcome is MatchOutcome.PAIRING_BYE:
                if team.number in byes:
                    faults.append(Fault(r, "C2", f"team {team.number} gets a second pairing-allocated bye (the "
                                                 f"first in round {byes[team.number]})"))
                byes.setdefault(team.number, r)
    return faults


def colour_only(recorded: set[tuple[int, int]], engine: set[tuple[int, int]]) -> list[tuple[int, int]]:
    """The file's (white, black) pairs that the engine pairs too, with colours the other way round."""
    return sorted(pair for pair in recorded if pair not in engine and (pair[1], pair[0]) in engine)
