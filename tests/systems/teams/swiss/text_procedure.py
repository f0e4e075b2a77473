"""C.04.6 (2026) §3.3.2-3.6 as the text words it, by plain enumeration, to check the engine's matchings against.

The PAB first (§3.4); then, top scoregroup by top scoregroup, a set of upfloaters is chosen (§3.5) and only
then is the bracket paired (§3.6). Everything is plain enumeration in the text's orders; networkx is the
legality oracle (C1, C3), so nothing here goes through the engine's matching. The teams are read by the
engine's `read_round` (scores, C1 opponents, C2, the previous round's floats) and their colour preferences by
`colours.preference`, which only read the history.

"Complies with" a minimising criterion (§3.5.5, §3.6.4) is read as "has the best value available", the
criteria in their order of priority and the text's order breaking ties.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations, product

import networkx as nx

from swisspair.systems.teams.swiss.colours import preference
from swisspair.systems.teams.swiss.scores import TeamState, read_round
from swisspair.model import ColourPreference, Tournament

# A bracket of 12 teams has 10395 pairings to enumerate (§3.6.3); 14 would have 135135.
MAX_BRACKET = 12


class TooLarge(Exception):
    """A bracket of more than MAX_BRACKET teams would have to be enumerated."""


class NoPairing(Exception):
    """§3.3.3: the round-pairing cannot be completed."""


@dataclass(frozen=True)
class Bracket:
    residents: tuple[int, ...]
    upfloaters: tuple[int, ...]  # in the order of §3.5.3
    pairs: tuple[tuple[int, int], ...]  # (top, bottom) by §3.6.1, tops ascending


@dataclass(frozen=True)
class TextPairing:
    bye: int | None
    brackets: tuple[Bracket, ...]

    @property
    def pairs(self) -> frozenset[frozenset[int]]:
        return frozenset(frozenset(p) for b in self.brackets for p in b.pairs)


class TextRound:
    """One round's teams as §1 reads them, and the legality test, remembered for each set of teams."""

    def __init__(self, tournament: Tournament):
        self.given = read_round(tournament)
        self.kind = tournament.teams.settings.colour_preference
        self._legal: dict[frozenset[int], bool] = {}

    def legal(self, teams) -> bool:
        """§3.1.1 for teams to be paired among themselves: a pairing of them all without a rematch (C1; the
        competition's forbidden pairs alike)."""
        key = frozenset(t.number for t in teams)
        if key not in self._legal:
            graph = nx.Graph()
            graph.add_nodes_from(key)
            graph.add_edges_from((a.number, b.number) for a, b in combinations(teams, 2)
                                 if b.number not in a.may_not_meet)
            self._legal[key] = 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == len(key)
        return self._legal[key]


def pair_by_the_text(tournament: Tournament) -> TextPairing:
    """§3.3.2: the PAB (§3.4), then brackets from the top scoregroup down until the round-pairing is complete.
    Raises TooLarge for a bracket too large to enumerate, NoPairing by §3.3.3."""
    round_ = TextRound(tournament)
    teams = sorted(round_.given.states, key=lambda t: t.number)
    bye = None
    if len(teams) % 2:
        bye = choose_bye(round_, teams)
        teams.remove(bye)
    elif not round_.legal(teams):
        raise NoPairing("C1")
    brackets = []
    while teams:
        top = max(t.score for t in teams)
        residents = [t for t in teams if t.score == top]
        upfloaters = _upfloaters(round_, residents, teams)
        bracket = sorted(residents + upfloaters, key=lambda t: t.number)
        pairs = pair_bracket(round_, bracket)
        brackets.append(Bracket(tuple(t.number for t in residents), tuple(t.number for t in upfloaters),
                                tuple((a.number, b.number) for a, b in pairs)))
        teams = [t for t in teams if t not in bracket]
    return TextPairing(bye.number if bye else None, tuple(brackets))


def choose_bye(round_: TextRound, teams: list[TeamState]) -> TeamState:
    """§3.4: among the teams C2 allows, those that leave a legal pairing for all the others (§3.4.1); of them
    the lowest score (§3.4.2), then the most matches played (§3.4.3), then the largest TPN (§3.4.4)."""
    allowed = [t for t in teams if t.bye_barred is None]
    leaving_legal = [t for t in allowed if round_.legal([o for o in teams if o is not t])]
    if not leaving_legal:
        raise NoPairing("C2" if not allowed else "C1")
    return min(leaving_legal, key=lambda t: (t.score, -t.played, -t.number))


def sets_in_order(potential: list[TeamState], profile: tuple[int, ...]):
    """§3.5.3-3.5.4: the sets of potential upfloaters with these scores (`profile`, descending), each sorted by
    descending score then ascending TPN, in the lexicographic order of their TPNs."""
    by_score = []
    for score in sorted(set(profile), reverse=True):
        group = sorted((t for t in potential if t.score == score), key=lambda t: t.number)
        by_score.append(combinations(group, profile.count(score)))
    for parts in product(*by_score):
        yield [t for part in parts for t in part]


def _profiles(potential: list[TeamState], size: int) -> list[tuple[int, ...]]:
    """The score multisets of `size` potential upfloaters, best on C5 first (§2.3.2: the scores taken in
    ascending order, maximised), each spelt in descending order."""
    counts = Counter(t.score for t in potential)
    scores = sorted(counts, reverse=True)

    def spell(index, left):
        if not left:
            yield ()
        elif index < len(scores):
            for taken in range(min(left, counts[scores[index]]), -1, -1):
                for rest in spell(index + 1, left - taken):
                    yield (scores[index],) * taken + rest

    return sorted(spell(0, size), key=lambda p: tuple(sorted(p)), reverse=True)


def _upfloaters(round_: TextRound, residents: list[TeamState], teams: list[TeamState]) -> list[TeamState]:
    """§3.5: the fewest upfloaters (C4), then the best scores (C5), among the sets that pair legally with the
    top scoregroup and leave a legal pairing for the others (C3); of those, the first set in the order of
    §3.5.4 with the best C6, then the best C7."""
    potential = [t for t in teams if t.score < residents[0].score]  # §3.5.1
    for size in range(len(residents) % 2, len(potential) + 1, 2):  # the bracket is even (§1.3.2)
        if len(residents) + size > MAX_BRACKET:
            raise TooLarge(len(residents) + size)
        for profile in _profiles(potential, size):
            legal = [s for s in sets_in_order(potential, profile)
                     if round_.legal(residents + s)
                     and round_.legal([t for t in teams if t not in residents and t not in s])]
            if legal:
                # min keeps the first of equal sets, in the order of §3.5.4.
                return min(legal, key=lambda s: (_c6_fails(round_, residents, s, teams), _c7(round_, s)))
    raise NoPairing("C3")


def _c6_fails(round_: TextRound, residents: list[TeamState], chosen: list[TeamState],
              teams: list[TeamState]) -> bool:
    """§2.3.3 [C6], read as a pass or a fail: what this set leaves of the following scoregroup must be pairable
    with as few upfloaters as its parity allows (C4), without a rematch in its bracket (C1) or in what is left
    after it (C3). The following scoregroup is the next score below the top among all the round's teams: "Unless
    all the teams in the following scoregroup became or are upfloaters (thus this scoregroup is now empty)", so
    one a bracket above, or this set, took whole passes."""
    rest = [t for t in teams if t not in residents and t not in chosen]
    lower = [t.score for t in round_.given.states if t.score < residents[0].score]
    following = [t for t in rest if lower and t.score == max(lower)]
    if not following:
        return False
    below = [t for t in rest if t.score < following[0].score]
    return not any(round_.legal(following + list(s))
                   and round_.legal([t for t in below if t not in s])
                   for s in combinations(below, len(following) % 2))


def _c7(round_: TextRound, chosen: list[TeamState]) -> int:
    """§2.3.4 [C7]: upfloaters (the set's teams, §1.3.2) that were floaters in the previous round, except in
    the last two rounds."""
    if round_.given.last_two_rounds:
        return 0
    return sum(t.floated for t in chosen)


def _pairings(teams: list[TeamState]):
    """§3.6.1: every pairing of `teams` (sorted by TPN) without a rematch (C1), as (top, bottom) pairs with the
    tops ascending."""
    if not teams:
        yield []
        return
    first, rest = teams[0], teams[1:]
    for index, other in enumerate(rest):
        if other.number not in first.may_not_meet:
            for more in _pairings(rest[:index] + rest[index + 1:]):
                yield [(first, other)] + more


def identifier(pairs) -> list[int]:
    """§3.6.2: the top members' TPNs in ascending order, then the bottom member of each, in that order."""
    ordered = sorted(tuple(sorted(p)) for p in pairs)
    return [top for top, _ in ordered] + [bottom for _, bottom in ordered]


def pair_bracket(round_: TextRound, bracket: list[TeamState]):
    """§3.6.3-3.6.4: of the bracket's legal pairings in the order of their identifiers, the first with the best
    C8, then C9, then C10."""
    if len(bracket) > MAX_BRACKET:
        raise TooLarge(len(bracket))
    kind, given = round_.kind, round_.given
    wants = {t.number: preference(t, kind, given.last_round) for t in bracket}

    def c8(pairs):
        """§2.3.5: two teams wanting the same colour leave one of them without it (Art. 4 grants the rest)."""
        return sum(wants[a.number].colour is not None and wants[a.number].colour is wants[b.number].colour
                   for a, b in pairs)

    def c9(pairs):
        """§2.3.6 (Type B only): the same, both wanting it strongly."""
        if kind is not ColourPreference.TYPE_B:
            return 0
        return sum(wants[a.number].colour is not None and wants[a.number].colour is wants[b.number].colour
                   and wants[a.number].strong and wants[b.number].strong for a, b in pairs)

    top = max(t.score for t in bracket)

    def c10(pairs):
        """§2.3.7: upfloaters' opponents that were floaters in the previous round, except in the last two
        rounds; the upfloaters are the bracket's teams below the top scoregroup (§1.3.2), so two of them paired
        together are each other's opponent."""
        if given.last_two_rounds:
            return 0
        return sum(x.score < top and y.floated for a, b in pairs for x, y in ((a, b), (b, a)))

    # min keeps the first of equal pairings, in the order of §3.6.3.
    pairings = sorted(_pairings(bracket), key=lambda p: identifier((a.number, b.number) for a, b in p))
    return min(pairings, key=lambda p: (c8(p), c9(p), c10(p)))
