"""Magic: The Gathering Swiss events, as the Magic Tournament Rules (MTR) run them.

Pure functions over plain dataclasses: `swiss_rounds` gives the number of Swiss rounds, `pair_round` a round's
pairings. The event document holds the event (system.py reads it as a `MagicEvent`); the top cut is paired
there too (system.pair_cut). The standings, shown and followed by the bye alike, are MTR 3.1's tie-breaks of
swisspair.tiebreaks (magic.py) over the document's game scores: system.py hands `pair_round` each player's
`Standing`.

Rules followed:
- MTR 10.2 / Appendix E: the number of Swiss rounds by number of players, never fewer than 3.
- MTR 3.1 / Appendix C: a bye is a match won 2-0 (`BYE_GAMES`). Standings by match points, then OMW%, GW%,
  OGW% (`Standing.rank_key`).
- MTR 10.4 (Swiss pairing): players are paired at random against players with the same match points; when a
  match-point group is odd, one of its players (at random) is paired down against the next group. No player
  meets the same opponent twice: the pairing is a maximum-weight matching, so a rematch-free pairing is found
  whenever one exists, and otherwise the fewest rematches are made and reported.
- The bye goes to the lowest-ranked player who has not had one (Magic Online's published rule: a random player
  among the lowest who have not had a bye; ties in the standings are broken by the round's random order).
- MTR 10.4: an 8-player playoff seeded by the final Swiss standings, 1st v 8th, 4th v 5th, 2nd v 7th,
  3rd v 6th, the 1/8 and 4/5 winners meeting in one semi-final, the 2/7 and 3/6 winners in the other (system.py,
  `pair_cut`, pairs it from the document).

Randomness is reproducible: every round draws from its own `random.Random(f"{seed}:{round}")`, never the
global generator, so the same event and seed give the same pairings in CPython and in Pyodide.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from ...matching import max_weight_matching

MINIMUM_ROUNDS = 3  # MTR 10.2: individual events play at least three Swiss rounds
BYE_GAMES = (2, 0, 0)  # MTR Appendix C: a bye is a match won 2-0
_RANDOM_BITS = 20  # the random preference between otherwise equal pairs
# MTR Appendix E: Swiss rounds by number of players (up to and including); 10 above the last.
MAGIC_ROUNDS = ((8, 3), (16, 5), (32, 5), (64, 6), (128, 7), (226, 8), (409, 9))


@dataclass(frozen=True)
class MagicPlayer:
    id: int
    # The last round the player took part in before withdrawing; None while still playing.
    dropped_after: int | None = None


@dataclass(frozen=True)
class MagicMatch:
    """One match of an earlier round; `opponent` None is a bye. Who met whom is all the pairing needs: the
    results reach it through the standings."""

    player: int
    opponent: int | None


@dataclass(frozen=True)
class MagicEvent:
    players: tuple[MagicPlayer, ...]
    seed: str
    matches: tuple[MagicMatch, ...] = ()


@dataclass(frozen=True)
class MagicPairing:
    """A round's pairs (the player with more match points first) and its bye."""
    pairs: tuple[tuple[int, int], ...]
    bye: int | None
    # Pairs that meet again because no pairing without a rematch exists.
    rematches: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class Standing:
    """A player's standing before a round, as MTR 3.1 ranks it: match points, then OMW%, GW%, OGW% (system.py
    reads them from the event's standings, MTR Appendix C's tie-breaks). A percentage is None while it is not
    defined (no opponent, no game yet): it then ranks below any defined one, each being at least 0.33."""
    match_points: int
    omw: Fraction | None
    gw: Fraction | None
    ogw: Fraction | None

    def rank_key(self) -> tuple:
        """Sorts the best first; equal keys are tied."""
        return (-self.match_points, *(-(v or 0) for v in (self.omw, self.gw, self.ogw)))


def swiss_rounds(players: int) -> int:
    """MTR Appendix E: the Swiss rounds for `players` entrants, 2 or more (at least 3 rounds, MTR 10.2)."""
    rounds = next((n for limit, n in MAGIC_ROUNDS if players <= limit), 10)
    return max(MINIMUM_ROUNDS, rounds)


def _active(event: MagicEvent, round_number: int) -> list[int]:
    return [p.id for p in event.players if p.dropped_after is None or p.dropped_after >= round_number]


def pair_round(event: MagicEvent, round_number: int, standings: Mapping[int, Standing]) -> MagicPairing:
    """The pairings of `round_number` (MTR 10.4), drawn from the event's seed; `standings` holds every active
    player's standing before the round. Every earlier round has its results and someone is left to play (the
    event layer pairs no earlier).

    The bye (odd field) goes to the lowest-ranked player without one. The others are paired by an exact
    maximum-weight matching whose weights rank, from most to least important: everyone paired; no rematch;
    the pair's distance in match-point groups, squared (0 for the same points, 1 for the next group down, so
    an odd group sends one player to the next group and no farther); then a random preference."""
    rng = random.Random(f"{event.seed}:{round_number}")
    active = _active(event, round_number)
    order = active[:]
    rng.shuffle(order)
    lot = {pid: i for i, pid in enumerate(order)}

    bye = None
    if len(active) % 2:
        had_bye = {m.player for m in event.matches if m.opponent is None}
        # When everyone has had a bye (MTR is silent), the lowest-ranked of all gets another.
        candidates = [pid for pid in active if pid not in had_bye] or active
        bye = max(candidates, key=lambda pid: (standings[pid].rank_key(), lot[pid]))
    players = sorted((pid for pid in active if pid != bye), key=lambda pid: lot[pid])
    met = {frozenset((m.player, m.opponent)) for m in event.matches if m.opponent is not None}
    points = {pid: standings[pid].match_points for pid in players}
    group = {mp: i for i, mp in enumerate(sorted(set(points.values()), reverse=True))}

    pair_count = len(players) // 2
    widest = (len(group) - 1) ** 2
    span_unit = pair_count << _RANDOM_BITS
    rematch_unit = pair_count * (widest * span_unit + (1 << _RANDOM_BITS)) + 1
    base = pair_count * (rematch_unit + widest * span_unit + (1 << _RANDOM_BITS)) + 1
    edges = []
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            b = players[j]
            span = group[points[a]] - group[points[b]]
            weight = base + (widest - span * span) * span_unit + rng.getrandbits(_RANDOM_BITS)
            if frozenset((a, b)) not in met:
                weight += rematch_unit
            edges.append((i, j, weight))
    mate = max_weight_matching(len(players), edges)

    pairs = []
    for i, j in enumerate(mate):
        if i < j:
            a, b = players[i], players[j]
            if (points[a], lot[b]) < (points[b], lot[a]):
                a, b = b, a  # the player with more points first
            pairs.append((a, b))
    pairs.sort(key=lambda p: (-points[p[0]], -points[p[1]], lot[p[0]]))
    return MagicPairing(tuple(pairs), bye, tuple(p for p in pairs if frozenset(p) in met))
