"""One round of the Dutch system as a weighted graph: who may meet (C1-C3), the criteria as edge weights,
the first global check (C4, with C2 and C5: the bye's score), and certificates of completion.

Players are vertices numbered in pairing order: score (with acceleration) descending, then pairing
index. "hi" and "lo" name the higher and the lower of two players in that order.
"""

from __future__ import annotations

from ...history import Float, PlayerState
from ...matching import MatchingSolver
from ...model import Tournament
from .completion import pair_all
from .criteria import Layout
from .errors import PairingError


class Round:
    """One round to pair: present players in sort order (their index is their vertex), criteria as weights."""

    def __init__(self, tournament: Tournament, players: list[PlayerState], completed: int,
                 allow_rematches: bool = False):
        self.players = players
        # Non-FIDE events may prefer a rematch to no round at all: C1 then only counts rematches.
        self.allow_rematches = allow_rematches
        self.n = len(players)
        self.completed = completed
        self.scoring = tournament.scoring
        round_number = completed + 1
        self.last_round = tournament.total_rounds is not None and completed >= tournament.total_rounds - 1
        self.topscore_threshold = (completed * max(self.scoring.win, self.scoring.draw)) >> 1
        index = {p.number: i for i, p in enumerate(players)}
        self.met: list[set[int]] = [{index[o] for o in p.played if o in index} for p in players]
        self.forbidden: list[set[int]] = [set() if allow_rematches else set(met) for met in self.met]
        for rule in tournament.forbidden:
            if rule.applies_to(round_number):
                members = [index[x] for x in rule.players if x in index]
                for x in members:
                    self.forbidden[x].update(m for m in members if m != x)
        self._score_groups()
        self.rematch_bits = (self.n // 2).bit_length() if allow_rematches else 0
        self.layout = Layout.for_round(self.group_bits, self.score_bits, completed, self.rematch_bits)
        self.bye_score = 0
        self.c9 = False
        self.c9_everywhere = False  # C9 active for the first bracket: then every edge carries it
        self.unplayed_ranks: dict[int, int] = {}
        self.partner: dict[int, int] = {}  # pairs made for good, both ways

    # -- set-up ---------------------------------------------------------------------------------------

    def _score_groups(self) -> None:
        sizes: dict[int, int] = {}
        for p in self.players:
            sizes[p.score] = sizes.get(p.score, 0) + 1
        self.shift: dict[int, int] = {}
        total = 0
        for score in sorted(sizes):  # lowest group in the lowest bits
            self.shift[score] = total
            total += sizes[score].bit_length()
        self.score_bits = total
        self.group_bits = max(sizes.values(), default=0).bit_length()

    def compatible(self, i: int, j: int) -> bool:
        """C1 (no rematch), forbidden pairs, and C3 (no two non-topscorers with the same absolute preference)."""
        if j in self.forbidden[i]:
            return False
        a, b = self.players[i], self.players[j]
        if not (a.absolute and b.absolute and a.preference is b.preference):
            return True
        # C3 is lifted in the last round when either player is a topscorer (Art. 1.8).
        return self.last_round and (a.score > self.topscore_threshold or b.score > self.topscore_threshold)

    def bye_candidate(self, p: PlayerState) -> bool:
        return p.bye_eligible and p.score <= self.bye_score

    # -- edge weights ----------------------------------------------------------------------------------

    def edge_weight(self, hi: int, lo: int, current: bool, following: bool, c9: bool | None = None) -> int:
        """The base weight of pairing players hi and lo (hi sorts first), criteria.py field by field."""
        if not self.compatible(hi, lo):
            return 0
        h, l = self.players[hi], self.players[lo]
        off = self.layout.offsets
        shift = self.shift
        w = (1 + (not self.bye_candidate(h)) + (not self.bye_candidate(l))) << off["completion"][0]
        if self.allow_rematches:
            w += (lo not in self.met[hi]) << off["no_rematch"][0]
        if current:
            w += 1 << off["pairs"][0]
            w += 1 << (off["pair_scores"][0] + shift[h.score])
        if following:
            w += 1 << off["next_pairs"][0]
            w += 1 << (off["next_pair_scores"][0] + shift[h.score])
        if self.c9 if c9 is None else c9:
            c9 = 0
            if h.score == self.bye_score:
                c9 += self.unplayed_ranks[h.played_games]
            if l.score == self.bye_score:
                c9 += self.unplayed_ranks[l.played_games]
            w += c9 << off["bye_unplayed"][0]
        if not current:
            return w
        w += _colour_fields(l, h, off)
        if self.completed >= 1:
            w += self._float_fields(h, l, 0, off["downfloat_1"][0], off["upfloat_1"][0],
                                    off["downfloat_score_1"][0], off["upfloat_score_1"][0])
        if self.completed >= 2:
            w += self._float_fields(h, l, 1, off["downfloat_2"][0], off["upfloat_2"][0],
                                    off["downfloat_score_2"][0], off["upfloat_score_2"][0])
        return w

    def _float_fields(self, h: PlayerState, l: PlayerState, back: int,
                      o_down: int, o_up: int, o_down_score: int, o_up_score: int) -> int:
        """C14-C21: repeated floats one (back=0) or two (back=1) rounds before."""
        h_down = h.floats[back] is Float.DOWN
        l_down = l.floats[back] is Float.DOWN
        upfloat_again = l.floats[back] is Float.UP and h.score > l.score
        w = (l_down + (h.score <= l.score and h_down)) << o_down  # C14/C16: residents only
        w += (not upfloat_again) << o_up  # C15/C17
        w += (l_down << (o_down_score + self.shift[l.score])) + (h_down << (o_down_score + self.shift[h.score]))
        if not upfloat_again:
            w += 1 << (o_up_score + self.shift[h.score])
        return w

    def completion_weight(self, hi: int, lo: int) -> int:
        """The weight of an edge below the bracket being paired: completion (C4) only, plus C9 in round-1 cases."""
        return self.edge_weight(hi, lo, False, False, self.c9_everywhere)

    def completion_bits(self, hi: int, lo: int) -> int:
        """The completion field of a compatible edge: constant over all complete pairings (criteria.py)."""
        h, l = self.players[hi], self.players[lo]
        return (1 + (not self.bye_candidate(h)) + (not self.bye_candidate(l))) << self.layout.shift("completion")

    def can_complete(self, leftover: list[int], lower: list[int]) -> bool:
        """A certificate: leftover and lower players can all be paired, bar one bye candidate (C4, C2, C5).

        Leftover players may meet lower ones but not each other: they share the bracket's graph, whose
        optimum already declined every pair among them.
        """
        everyone = leftover + lower
        outside = set(lower)
        allowed = lambda a, b: a in outside or b in outside  # noqa: E731
        if len(everyone) % 2 == 0:
            return pair_all(everyone, self.compatible, allowed)
        candidates = [v for v in reversed(everyone) if self.bye_candidate(self.players[v])]
        for bye in candidates[:3]:
            rest = [v for v in everyone if v != bye]
            if pair_all(rest, self.compatible, allowed):
                return True
        return False

    def first_solve(self) -> None:
        """C4 with C2 and C5: is the round pairable at all, and what is the lowest score the bye can have?"""
        players, n = self.players, self.n
        everyone = list(range(n))
        if self.allow_rematches:
            self._exact_first_solve()  # the fewest rematches is a global question: no shortcut
            return
        if n % 2 == 0 and pair_all(everyone, self.compatible):
            return
        if n % 2:
            lowest = min((p.score for p in players if p.bye_eligible), default=None)
            top = players[0].score
            if lowest is not None and lowest < top:
                # The lowest-scored eligible player can take the bye if the rest can all be paired: C5 holds.
                for bye in [v for v in reversed(everyone) if players[v].bye_eligible and players[v].score == lowest][:3]:
                    if pair_all([v for v in everyone if v != bye], self.compatible):
                        self._set_bye_score(lowest)
                        return
        self._exact_first_solve()

    def _exact_first_solve(self) -> None:
        players, n = self.players, self.n
        solver = MatchingSolver(n)
        top = players[0].score
        for lo in range(n):
            for hi in range(lo):
                if n % 2:
                    w = 0
                    if self.compatible(hi, lo):
                        w = 1 + (not players[lo].bye_eligible) + (not players[hi].bye_eligible)
                        w <<= self.rematch_bits
                        w |= self.allow_rematches and hi not in self.met[lo]
                        w <<= self.score_bits
                        w |= self.shift[players[lo].score] + self.shift[players[hi].score]
                        w <<= self.group_bits
                        w |= players[lo].score >= top
                else:
                    w = self.edge_weight(hi, lo, False, False)
                solver.set_weight(lo, hi, w)
        mate = [v if m < 0 else m for v, m in enumerate(solver.solve())]
        unmatched = [v for v in range(n) if mate[v] == v]
        if len(unmatched) > 1 or any(not players[v].bye_eligible for v in unmatched):
            if self.allow_rematches:
                raise PairingError.of("pairing.c2_c3", rule="C2-C3")
            raise PairingError.of("pairing.c1_c3", rule="C1-C3")
        if n % 2 == 0:
            return
        self._set_bye_score(players[unmatched[0]].score)
        if self.bye_score >= top:
            # C9 applies in the first bracket only if it downfloats exactly the bye assignee.
            self.c9 = all(players[mate[v]].score >= top for v in range(n) if players[v].score >= top)
            self.c9_everywhere = self.c9

    def _set_bye_score(self, score: int) -> None:
        self.bye_score = score
        counts = sorted((p.played_games for p in self.players if p.score == score), reverse=True)
        for rank, count in enumerate(counts):
            self.unplayed_ranks[count] = rank


def _colour_fields(p: PlayerState, q: PlayerState, off: dict[str, tuple[int, int]]) -> int:
    """C10-C13 for a pair inside the bracket (each field: 1 when the pair does not break it)."""
    same = p.preference is not None and p.preference is q.preference
    c10 = not (same and p.imbalance > 1 and q.imbalance > 1)
    if same and p.absolute and q.absolute:
        if p.imbalance == q.imbalance:
            repeat = p.repeated_colour is not None and p.repeated_colour is q.repeated_colour
        else:
            smaller = q if p.imbalance > q.imbalance else p
            repeat = smaller.repeated_colour is p.preference.opposite
        c11 = not repeat
    else:
        c11 = True
    c12 = not same
    c13 = not (same and (p.strong or p.absolute) and (q.strong or q.absolute) and not (p.absolute and q.absolute))
    return (
        (c10 << off["topscorer_difference"][0])
        + (c11 << off["topscorer_repeat"][0])
        + (c12 << off["colour_preference"][0])
        + (c13 << off["strong_preference"][0])
    )
