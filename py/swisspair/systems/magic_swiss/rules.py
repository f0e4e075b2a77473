"""Magic: The Gathering Swiss events, as the Magic Tournament Rules (MTR) run them.

Pure functions over plain dataclasses: `swiss_rounds` gives the number of Swiss rounds, `pair_round` a round's
pairings, `standings` the order the bye follows. The event document holds the event (system.py reads it as a
`MagicEvent`); the top cut is paired there too (system.pair_cut), and the standings shown are MTR 3.1's
tie-breaks of swisspair.tiebreaks over the document's game scores.

Rules followed:
- MTR 10.2 / Appendix E: the number of Swiss rounds by number of players, never fewer than 3.
- MTR 3.1 / Appendix C: match points 3 a win, 1 a draw, 0 a loss; a bye is a match won 2-0. Standings by
  match points, then OMW%, GW%, OGW%, each percentage at least 0.33.
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
from dataclasses import dataclass, field
from fractions import Fraction

from ...matching import max_weight_matching
from ...tiebreaks import MAGIC_FLOOR

MINIMUM_ROUNDS = 3  # MTR 10.2: individual events play at least three Swiss rounds
BYE_GAMES = (2, 0, 0)  # MTR Appendix C: a bye is a match won 2-0
_RANDOM_BITS = 20  # the random preference between otherwise equal pairs
# MTR Appendix E: Swiss rounds by number of players (up to and including); 10 above the last.
MAGIC_ROUNDS = ((8, 3), (16, 5), (32, 5), (64, 6), (128, 7), (226, 8), (409, 9))


@dataclass(frozen=True)
class MagicPlayer:
    id: int
    name: str = ""
    # The last round the player took part in before withdrawing; None while still playing.
    dropped_after: int | None = None


@dataclass(frozen=True)
class MagicMatch:
    """One match of a Swiss round. `games` is (won, lost, drawn) from `player`'s side, None until reported;
    `opponent` None is a bye."""

    round: int
    player: int
    opponent: int | None
    games: tuple[int, int, int] | None = None


@dataclass(frozen=True)
class MagicEvent:
    players: tuple[MagicPlayer, ...]
    seed: str
    rounds: int
    matches: tuple[MagicMatch, ...] = ()


@dataclass(frozen=True)
class MagicPairing:
    round: int
    pairs: tuple[tuple[int, int], ...]
    bye: int | None
    # Pairs that meet again because no pairing without a rematch exists.
    rematches: tuple[tuple[int, int], ...] = ()
    # Pairs of players with different match points (higher first).
    pair_downs: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class StandingRow:
    rank: int
    player: int
    match_points: int
    record: tuple[int, int, int]  # matches won, lost, drawn (byes as won)
    mw: Fraction | None  # None: no match yet
    omw: Fraction | None  # None: no opponent yet
    gw: Fraction | None
    ogw: Fraction | None
    byes: int = 0
    dropped: bool = False


@dataclass
class _Tally:
    match_points: int = 0
    matches: int = 0
    game_points: int = 0
    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    byes: int = 0
    opponents: list[int] = field(default_factory=list)

    def add(self, games: tuple[int, int, int]) -> None:
        won, lost, drawn = games
        points = 3 if won > lost else 1 if won == lost else 0
        self.match_points += points
        self.matches += 1
        self.won += points == 3
        self.lost += points == 0
        self.drawn += points == 1
        self.game_points += 3 * won + drawn
        self.games += won + lost + drawn


def swiss_rounds(players: int) -> int:
    """MTR Appendix E: the Swiss rounds for `players` entrants (at least 3, MTR 10.2)."""
    if players < 2:
        raise ValueError(f"a Swiss event needs at least 2 players, got {players}")
    rounds = next((n for limit, n in MAGIC_ROUNDS if players <= limit), 10)
    return max(MINIMUM_ROUNDS, rounds)


def rounds_started(event: MagicEvent) -> int:
    return max((m.round for m in event.matches), default=0)


def _active(event: MagicEvent, round_number: int) -> list[int]:
    return [p.id for p in event.players if p.dropped_after is None or p.dropped_after >= round_number]


def _tallies(event: MagicEvent) -> dict[int, _Tally]:
    """Each player's reported matches, byes included, and the opponents they were played against."""
    tallies = {p.id: _Tally() for p in event.players}
    for m in event.matches:
        if m.games is None:
            continue
        tallies[m.player].add(m.games)
        if m.opponent is None:
            tallies[m.player].byes += 1
        else:
            won, lost, drawn = m.games
            tallies[m.opponent].add((lost, won, drawn))
            tallies[m.player].opponents.append(m.opponent)
            tallies[m.opponent].opponents.append(m.player)
    return tallies


def _floored(points: int, possible: int) -> Fraction | None:
    return max(MAGIC_FLOOR, Fraction(points, possible)) if possible else None


def _average(values: list[Fraction | None]) -> Fraction | None:
    known = [v for v in values if v is not None]
    return sum(known, Fraction(0)) / len(known) if known else None


def standings(event: MagicEvent) -> list[StandingRow]:
    """MTR 3.1 / Appendix C: match points, then OMW%, GW%, OGW%; equal players by id. Only reported matches
    count.

    MW% and GW% are over the rounds the player took part in, a bye counting as a 2-0 match win (Appendix C's
    example: 3-2-0 with a first-round bye, then withdrawn, is 9 / (5 * 3) = 0.60), each at least 0.33. OMW%
    and OGW% average the opponents' MW% and GW%, ignoring the rounds in which the player had a bye, since a
    bye has no opponent (Appendix C)."""
    tallies = _tallies(event)
    mw = {pid: _floored(t.match_points, 3 * t.matches) for pid, t in tallies.items()}
    gw = {pid: _floored(t.game_points, 3 * t.games) for pid, t in tallies.items()}
    rows = []
    for p in event.players:
        t = tallies[p.id]
        rows.append((p, t, _average([mw[o] for o in t.opponents]), _average([gw[o] for o in t.opponents])))
    rows.sort(key=lambda r: (_rank_key(r[1].match_points, r[2], gw[r[0].id], r[3]), r[0].id))
    return [StandingRow(i + 1, p.id, t.match_points, (t.won, t.lost, t.drawn), mw[p.id], omw, gw[p.id], ogw,
                        t.byes, p.dropped_after is not None)
            for i, (p, t, omw, ogw) in enumerate(rows)]


def _rank_key(mp: int, omw, gw, ogw) -> tuple:
    zero = Fraction(0)
    return (-mp, -(omw or zero), -(gw or zero), -(ogw or zero))


def _check_round(event: MagicEvent, round_number: int) -> None:
    started = rounds_started(event)
    if round_number != started + 1:
        raise ValueError(f"round {round_number}: the next round to pair is round {started + 1}")
    if round_number > event.rounds:
        raise ValueError(f"round {round_number}: the event has {event.rounds} Swiss rounds")
    missing = [m for m in event.matches if m.games is None]
    if missing:
        m = missing[0]
        raise ValueError(f"round {m.round}: the result of player {m.player} v player {m.opponent} is not entered")


def pair_round(event: MagicEvent, round_number: int) -> MagicPairing:
    """The pairings of `round_number` (MTR 10.4), drawn from the event's seed.

    The bye (odd field) goes to the lowest-ranked player without one. The others are paired by an exact
    maximum-weight matching whose weights rank, from most to least important: everyone paired; no rematch;
    the pair's distance in match-point groups, squared (0 for the same points, 1 for the next group down, so
    an odd group sends one player to the next group and no farther); then a random preference."""
    _check_round(event, round_number)
    rng = random.Random(f"{event.seed}:{round_number}")
    active = _active(event, round_number)
    if not active:
        raise ValueError(f"round {round_number}: every player has dropped")
    order = active[:]
    rng.shuffle(order)
    lot = {pid: i for i, pid in enumerate(order)}
    rows = {r.player: r for r in standings(event)}

    bye = None
    if len(active) % 2:
        had_bye = {m.player for m in event.matches if m.opponent is None}
        # When everyone has had a bye (MTR is silent), the lowest-ranked of all gets another.
        candidates = [pid for pid in active if pid not in had_bye] or active
        bye = max(candidates, key=lambda pid: (_rank_key(rows[pid].match_points, rows[pid].omw, rows[pid].gw,
                                                         rows[pid].ogw), lot[pid]))
    players = sorted((pid for pid in active if pid != bye), key=lambda pid: lot[pid])
    met = {frozenset((m.player, m.opponent)) for m in event.matches if m.opponent is not None}
    points = {pid: rows[pid].match_points for pid in players}
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
    return MagicPairing(round_number, tuple(pairs), bye,
                        tuple(p for p in pairs if frozenset(p) in met),
                        tuple(p for p in pairs if points[p[0]] != points[p[1]]))
