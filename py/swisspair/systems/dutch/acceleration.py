"""Baku acceleration (FIDE C.04.5.1 "Baku Acceleration", spp.fide.com; C.04.7 in the 2026 handbook).

Turned on by the TRF-2026 tournament type `192 FIDE_DUTCH_BAKU` (or FIDE_DUTCH_2025_BAKU), unless the file
gives accelerations of its own (XXA / 250), which then win, as in bbpPairings. The result is written into
Player.accelerations, which history.py already adds to the pairing score (and to earlier rounds' scores
for floats), so the pairing itself is unchanged.

The text, article by article:
- Only for the standard 1 / ½ / 0 scoring.
- GA is the first half of the players to be paired before round 1, rounded up to an even number: 2·⌈N/4⌉
  (161 players give 82). GB is everyone else.
- Late entries take their place in the list by the initial-order rules, and the last GA player stays the
  same; so GA is everyone numbered up to that player, and may hold an odd number of players.
- The accelerated rounds are the first half of the rounds, rounded up. GA players get 1 virtual point in
  the first half (rounded up) of them and ½ in the rest; GB players never get any.

bbpPairings v6 differs on GA: it takes the first ⌈N/2⌉ players of the file (not rounded to an even number,
and counting players who were absent in round 1). We follow the handbook.
"""

from __future__ import annotations

from dataclasses import replace

from ...history import participated
from ...model import Scoring, Tournament
from .errors import PairingError

BAKU_TYPES = frozenset({"FIDE_DUTCH_BAKU", "FIDE_DUTCH_2025_BAKU"})
_STANDARD = Scoring()


def asks_for_baku(tournament: Tournament) -> bool:
    return (tournament.tournament_type or "").strip() in BAKU_TYPES


def standard_scoring(scoring: Scoring) -> bool:
    """What Baku acceleration needs: a win 1, a draw ½, a loss 0."""
    return (scoring.win, scoring.draw, scoring.loss) == (_STANDARD.win, _STANDARD.draw, _STANDARD.loss)


def accelerated_rounds(total_rounds: int) -> tuple[int, int]:
    """(rounds with 1 virtual point, rounds with ½): the first half of the ⌈R/2⌉ accelerated rounds, rounded up."""
    accelerated = (total_rounds + 1) // 2
    full = (accelerated + 1) // 2
    return full, accelerated - full


def group_a_size(players: int) -> int:
    """2·⌈N/4⌉, the first half rounded up to an even number, never more than the players there are."""
    return min(players, 2 * ((players + 3) // 4))


def round_one_players(tournament: Tournament) -> list[int]:
    """Pairing numbers of the players paired in round 1 (or to be paired, before it), in order.

    Anyone else, a player absent in round 1 included, is placed as a late entry would be: by the pairing
    number the file gives them.
    """
    if any(p.rounds and participated(p.rounds[0]) for p in tournament.players):
        numbers = [p.number for p in tournament.players if p.rounds and participated(p.rounds[0])]
    else:
        numbers = [p.number for p in tournament.players if not p.rounds]
    return sorted(numbers)


def apply_baku_acceleration(tournament: Tournament) -> Tournament:
    """The tournament with the Baku virtual points in Player.accelerations; the same object when none apply."""
    if not asks_for_baku(tournament) or any(p.accelerations for p in tournament.players):
        return tournament
    scoring = tournament.scoring
    if not standard_scoring(scoring):
        raise PairingError.of("pairing.baku_scoring", rule="input", win=f"{scoring.win / 10:g}",
                              draw=f"{scoring.draw / 10:g}", loss=f"{scoring.loss / 10:g}")
    if tournament.total_rounds is None:
        return tournament  # pair_round reports the missing round count
    initial = round_one_players(tournament)
    if not initial:
        return tournament
    last_in_group_a = initial[group_a_size(len(initial)) - 1]
    full, half = accelerated_rounds(tournament.total_rounds)
    virtual_points = [_STANDARD.win] * full + [_STANDARD.draw] * half
    players = [
        replace(p, accelerations=list(virtual_points)) if p.number <= last_in_group_a else p
        for p in tournament.players
    ]
    return replace(tournament, players=players)
