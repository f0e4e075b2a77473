"""Pairing the next round of a team Swiss (C.04.6 §3.3.2): the PAB, the brackets, their colours and order.

As §3.3.2 says, step by step: the PAB first (§3.4, `bye.py`); then, while teams are left, the top scoregroup
(§3.2: the highest score among the teams yet to be paired) takes the set of upfloaters §3.5 chooses
(`upfloaters.py`) and that bracket is paired by §3.6; colours are given after the whole round (Art. 4). A bracket
is paired by one maximum-weight matching over its teams, whose weights hold the fields of
`criteria.BRACKET_CRITERIA`: the first pairing in identifier order that is best on C8, then C9, then C10.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ....matching import max_weight_matching
from ....model import Colour, ColourPreference, Tournament
from ...dutch.errors import PairingError
from .bye import choose_bye
from .colours import allocate, first_team, preference, strong_unfulfilled, unfulfilled
from .criteria import Layout
from .legal import Legality
from .scores import RoundInput, TeamState, read_round
from .upfloaters import choose_upfloaters


@dataclass(frozen=True)
class TeamMatch:
    white: int
    black: int
    upfloaters: tuple[int, ...]  # the pair's teams that are upfloaters of its bracket (§1.3.2)
    first_rule: str  # the article of §4.2 that made the first-team
    colour_rule: str  # the article of §4.3 that decided the colours
    failures: dict[str, int] = field(default_factory=dict)  # what the pair fails of C8-C10 (criteria.py keys)


@dataclass(frozen=True)
class Bracket:
    """One step of §3.3.2: a top scoregroup and the set of upfloaters §3.5 chose for it."""

    score: int  # the top scoregroup's score
    residents: tuple[int, ...]
    upfloaters: tuple[int, ...]  # in the order of §3.5.3
    c6_held: bool
    c7: int  # upfloaters who were floaters in the previous round (0 in the last two rounds)


@dataclass
class TeamPairing:
    round: int
    matches: list[TeamMatch]  # in board order (C.04.2 mutatis mutandis: higher scores first)
    bye: int | None
    bye_rule: str | None  # the article of §3.4 that chose the PAB team
    absent: tuple[int, ...]
    states: dict[int, TeamState]
    brackets: list[Bracket] = field(default_factory=list)  # in the order §3.3.2 paired them


def pair_next_round(tournament: Tournament) -> TeamPairing:
    """Pair the next round; teams with a requested bye or withdrawn for it (a 240 record) are left out.
    A round that cannot be paired raises `PairingError` naming the blocking criterion."""
    settings = tournament.teams.settings
    kind = settings.colour_preference
    given = read_round(tournament)
    legality = Legality(given.states)
    teams = sorted(given.states, key=lambda s: s.number)
    bye, bye_rule = None, None
    if len(teams) % 2:
        bye, bye_rule = choose_bye(teams, legality)
        teams = [s for s in teams if s is not bye]
    elif not legality.can_complete(teams):
        raise PairingError.of("pairing.teams_c1_c3", rule="C1")
    scores = sorted({s.score for s in given.states}, reverse=True)
    brackets, pairs = [], []
    while teams:
        top = max(s.score for s in teams)
        residents = [s for s in teams if s.score == top]
        # C6's following scoregroup (§2.3.3) is the next score below among all the round's teams, not only those
        # left: "Unless all the teams in the following scoregroup became or are upfloaters (thus this scoregroup is
        # now empty)" has it emptied by the brackets above (or the PAB), and C6 then holds.
        following = next((score for score in scores if score < top), None)
        choice = choose_upfloaters(residents, teams, following, legality, given.last_two_rounds)
        members = sorted(residents + list(choice.upfloaters), key=lambda s: s.number)
        pairs += pair_bracket(members, top, given, kind)
        brackets.append(Bracket(top, tuple(s.number for s in residents), tuple(s.number for s in choice.upfloaters),
                                choice.c6_held, choice.c7))
        paired = {s.number for s in members}
        teams = [s for s in teams if s.number not in paired]
    matches = []
    for a, b, top, failures in pairs:
        first, other, first_rule = first_team(a, b, settings.secondary is not None)
        colour, rule = allocate(first, other, kind, given.last_round, settings.initial_colour)
        white, black = (first, other) if colour is Colour.WHITE else (other, first)
        upfloaters = tuple(s.number for s in (white, black) if s.score < top)
        matches.append(TeamMatch(white.number, black.number, upfloaters, first_rule, rule, failures))
    by_number = {s.number: s for s in given.states}
    matches.sort(key=lambda m: _board_key(by_number[m.white], by_number[m.black]))
    return TeamPairing(given.round, matches, bye.number if bye else None, bye_rule, given.absent, by_number,
                       brackets)


def _board_key(a: TeamState, b: TeamState) -> tuple[int, int, int]:
    """C.04.2 Art. 3.6 (mutatis mutandis): boards by the higher team's score, then the lower team's, then the
    higher team's pairing number."""
    high, low = (a, b) if (a.score, -a.number) > (b.score, -b.number) else (b, a)
    return (-high.score, -low.score, high.number)


def pair_failures(a: TeamState, b: TeamState, top: int, given: RoundInput,
                  kind: ColourPreference) -> dict[str, int]:
    """What pairing a with b in a bracket of the top scoregroup `top` fails of §3.6.4's criteria C8-C10."""
    pa = preference(a, kind, given.last_round)
    pb = preference(b, kind, given.last_round)
    failures = {"colour_preference": int(unfulfilled(pa, pb)),
                "strong_preference": int(kind is ColourPreference.TYPE_B and strong_unfulfilled(pa, pb))}
    if not given.last_two_rounds:
        # C10 (§2.3.7): an upfloater is any team of the bracket below its top scoregroup (§1.3.2), so in a pair
        # of two upfloaters each is the other's opponent.
        failures["opponent_float_repeat"] = sum(
            upfloater.score < top and opponent.floated for upfloater, opponent in ((a, b), (b, a)))
    return failures


def pair_bracket(members: list[TeamState], top: int, given: RoundInput,
                 kind: ColourPreference) -> list[tuple[TeamState, TeamState, int, dict[str, int]]]:
    """§3.6 for a bracket that can be paired (`members` in TPN order): the first pairing in the order of the
    identifiers (§3.6.2-3.6.3) that is best on C8, then C9, then C10, as (a, b, top, failures) for each pair."""
    n = len(members)
    layout = Layout.for_bracket(n)
    edges = []
    failures = {}
    for i in range(n):
        for j in range(i):
            a, b = members[i], members[j]
            if b.number in a.may_not_meet:  # C1: no rematch (a forfeit is none), nor a forbidden pair
                continue
            failures[i, j] = pair_failures(a, b, top, given, kind)
            edges.append((i, j, layout.weight(failures[i, j], j, i)))  # j < i: j is the top member (§3.6.1)
    # The completion field outweighs all the others, so the matching pairs every team: §3.5 chose the set so that
    # the bracket can be paired.
    mate = max_weight_matching(n, edges)
    return [(members[i], members[j], top, failures[i, j]) for i, j in enumerate(mate) if j < i]
