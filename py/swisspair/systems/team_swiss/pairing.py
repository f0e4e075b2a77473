"""Pairing the next round of a team Swiss (C.04.6 §3.3.2): the PAB, the matches, their colours and order.

The whole round is one maximum-weight matching whose edge weights carry the criteria of `criteria.py`, as
the reference engine pairs it: the top score group meets the upfloaters that C4 and C5 prefer, and the
completion field keeps a legal pairing for the teams below (C3, which also gives §3.5.5's C6). This is the
reference's formulation of §3.3.2, not the text's bracket-by-bracket one. Among pairings equal on C1-C10 it
takes the first by the §3.6 identifier, exactly; the reference orders the bottom members by a stand-in (a sum
of rank products) and so takes a later one in some rounds (pinned in the corpus tests).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...matching import max_weight_matching
from ...model import Colour
from ...team_model import ColourPreference, TeamTournament
from ..dutch.errors import PairingError
from .bye import choose_bye
from .colours import allocate, first_team, preference, strong_unfulfilled, unfulfilled
from .criteria import Layout
from .scores import RoundInput, TeamState, read_round


@dataclass(frozen=True)
class TeamMatch:
    white: int
    black: int
    upfloater: int | None  # the team of the lower score, when the scores differ (§1.5)
    first_rule: str  # the article of §4.2 that made the first-team
    colour_rule: str  # the article of §4.3 that decided the colours
    fields: dict[str, int] = field(default_factory=dict)  # this pair's criteria values (criteria.py keys)


@dataclass
class TeamPairing:
    round: int
    matches: list[TeamMatch]  # in board order (C.04.2 mutatis mutandis: higher scores first)
    bye: int | None
    bye_rule: str | None  # the article of §3.4 that chose the PAB team
    absent: tuple[int, ...]
    states: dict[int, TeamState]


def pair_next_round(tournament: TeamTournament) -> TeamPairing:
    """Pair the next round; teams with a requested bye or withdrawn for it (a 240 record) are left out.
    A round that cannot be paired raises `PairingError` naming the blocking criterion."""
    settings = tournament.settings
    given = read_round(tournament)
    states = list(given.states)
    bye, bye_rule = None, None
    if len(states) % 2:
        bye, bye_rule = choose_bye(states)
        states = [s for s in states if s is not bye]
    pairs = _match(states, given, settings.colour_preference)
    matches = []
    for a, b, fields in pairs:
        first, other, first_rule = first_team(a, b, settings.secondary is not None)
        colour, rule = allocate(first, other, settings.colour_preference, given.last_round,
                               settings.initial_colour)
        white, black = (first, other) if colour is Colour.WHITE else (other, first)
        upfloater = None if a.score == b.score else (a if a.score < b.score else b).number
        matches.append(TeamMatch(white.number, black.number, upfloater, first_rule, rule, fields))
    by_number = {s.number: s for s in given.states}
    matches.sort(key=lambda m: _board_key(by_number[m.white], by_number[m.black]))
    return TeamPairing(given.round, matches, bye.number if bye else None, bye_rule, given.absent, by_number)


def _board_key(a: TeamState, b: TeamState) -> tuple[int, int, int]:
    """C.04.2 (mutatis mutandis): boards by the higher team's score, then the lower team's, then the higher
    team's pairing number."""
    high, low = (a, b) if (a.score, -a.rank) > (b.score, -b.rank) else (b, a)
    return (-high.score, -low.score, high.number)


def edge_fields(a: TeamState, b: TeamState, given: RoundInput, kind: ColourPreference, layout: Layout,
                max_rank: int) -> dict[str, int]:
    """What pairing a with b is worth, field by field (the criteria of §2.2 and §2.3 and the §3.6 order)."""
    same = a.score == b.score
    up, resident = (a, b) if a.score < b.score else (b, a)
    pa = preference(a, kind, given.last_round)
    pb = preference(b, kind, given.last_round)
    skip = given.last_two_rounds
    top, bottom = sorted((a.rank, b.rank))
    return {
        "completion": 1,
        "same_score": int(same),
        "upfloater_scores": 0 if same else 1 << layout.group_shifts[up.score],
        "upfloat_repeat": int(same or skip or not up.floated),
        "colour_preference": int(not unfulfilled(pa, pb)),
        "strong_preference": int(kind is not ColourPreference.TYPE_B or not strong_unfulfilled(pa, pb)),
        "opponent_float_repeat": int(same or skip or not resident.floated),
        "identifier_tops": 1 << (max_rank - top),
        # One slot per top member, the earlier tops in the higher slots: the sum over a pairing spells out its
        # bottoms in the order of their tops, so the largest sum is the smallest identifier (§3.6.2-3.6.3).
        "identifier_bottoms": (max_rank - bottom) << (layout.slot_bits * (max_rank - top)),
    }


def _match(states: list[TeamState], given: RoundInput,
           kind: ColourPreference) -> list[tuple[TeamState, TeamState, dict[str, int]]]:
    if not states:
        return []
    max_rank = max(s.rank for s in states)
    layout = Layout.for_round([s.score for s in states], max_rank)
    n = len(states)
    edges = []
    fields = {}
    for i in range(n):
        for j in range(i):
            a, b = states[i], states[j]
            if b.number in a.may_not_meet:  # C1: no rematch (forfeits included), nor a forbidden pair
                continue
            values = edge_fields(a, b, given, kind, layout, max_rank)
            fields[i, j] = values
            edges.append((i, j, layout.encode(values)))
    mate = max_weight_matching(n, edges)
    if any(m < 0 for m in mate):
        raise PairingError("C1/C3: the teams cannot all be paired without a rematch or a forbidden pair",
                           "C1")
    return [(states[i], states[j], fields[i, j]) for i, j in enumerate(mate) if j < i]
