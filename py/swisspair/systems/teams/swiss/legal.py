"""Whether a set of one round's teams can all be paired among themselves legally (C.04.6 §3.1.1: C1, and the
competition's forbidden pairs alike): the test the PAB (§3.4.1), each set of upfloaters (§3.5.5, with C3) and C6
ask of many sets of teams, so it is remembered for each set."""

from __future__ import annotations

from typing import Iterable

from ....matching import max_weight_matching
from .scores import TeamState


class Legality:
    def __init__(self, states: Iterable[TeamState]):
        self._apart = {s.number: s.may_not_meet for s in states}
        self._known: dict[frozenset[int], bool] = {}
        self._apart_known: dict[tuple[frozenset[int], frozenset[int]], bool] = {}

    def can_complete(self, teams: list[TeamState]) -> bool:
        """Whether `teams` can all be paired without a rematch (C1) or a forbidden pair."""
        n = len(teams)
        if n % 2:
            return False
        numbers = frozenset(t.number for t in teams)
        known = self._known.get(numbers)
        if known is None:
            known = self._known[numbers] = self._pairable(teams, numbers)
        return known

    def _pairable(self, teams: list[TeamState], numbers: frozenset[int]) -> bool:
        n = len(teams)
        apart = [self._apart[t.number] for t in teams]
        if any(len(a & numbers) == n - 1 for a in apart):
            return False  # a team that may meet none of the others
        # Dirac's theorem: when each of n >= 3 teams may meet at least n/2 of the others, they can be seated in a
        # cycle of allowed pairs, and every other pair of the cycle pairs them all (n is even). Most sets of many
        # teams that have met few of one another pass this count without a matching.
        if n >= 4 and all(2 * (n - 1 - len(a & numbers)) >= n for a in apart):
            return True
        edges = [(i, j, 1) for i in range(n) for j in range(i) if teams[j].number not in apart[i]]
        return all(m >= 0 for m in max_weight_matching(n, edges))

    def unpaired_at_least(self, teams: list[TeamState]) -> int:
        """How many of `teams` any pairing among themselves leaves without an opponent: all but twice the pairs of
        a largest legal pairing of them."""
        n = len(teams)
        edges = [(i, j, 1) for i in range(n) for j in range(i) if teams[j].number not in self._apart[teams[i].number]]
        return sum(m < 0 for m in max_weight_matching(n, edges))

    def pairs_apart(self, group: list[TeamState], others: list[TeamState]) -> bool:
        """Whether `group` and `others` can all be paired with as few pairs across the two as the parity of `group`
        allows (none, or one), every pair legal: C6's test (§2.3.3). A pairing of the two with one pair g-o across
        is a pairing of `group` and o and one of `others` without o, so one matching answers it: worth 2 a pair
        inside either, 1 across, a pairing of everyone with at most one pair across outweighs anything else."""
        key = (frozenset(t.number for t in group), frozenset(t.number for t in others))
        known = self._apart_known.get(key)
        if known is None:
            teams = group + others
            n, inside = len(teams), len(group)
            edges = [(i, j, 1 + ((i < inside) == (j < inside))) for i in range(n) for j in range(i)
                     if teams[j].number not in self._apart[teams[i].number]]
            mate = max_weight_matching(n, edges)
            weight = sum(w for i, j, w in edges if mate[i] == j)
            known = self._apart_known[key] = all(m >= 0 for m in mate) and weight >= n - inside % 2
        return known
