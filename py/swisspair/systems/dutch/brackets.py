"""The bracket stages of the Dutch system (C.04.3 Art. 3-4), as a sequence of matching solves.

Each bracket (moved-down players, then residents) is solved together with the next score group (C8
looks one bracket ahead). One decision is fixed per solve, in the order FIDE generates candidates: which
MDPs are paired, their opponents, the S1/S2 exchanges, then each S1 player's opponent. Among all
pairings that are best by C1-C21 this picks the first one FIDE's order reaches, the rules' tie-break,
and the order bbpPairings v6 (the FIDE-endorsed reference) follows.
"""

from __future__ import annotations

from ...history import PlayerState
from ...matching import MatchingSolver, first_assignment
from ...progress import report
from .completion import pair_all
from .errors import BracketRecord
from .round import Round


def pair_brackets(rnd: Round) -> tuple[list[tuple[PlayerState, PlayerState]], PlayerState | None, list[BracketRecord]]:
    """Pair bracket after bracket from the top score down; the one player left over gets the bye."""
    players, n = rnd.players, rnd.n
    pairs: list[tuple[PlayerState, PlayerState]] = []
    records: list[BracketRecord] = []
    matched = [False] * n
    next_start = 0
    window: list[int] = []
    while next_start < n and players[next_start].score >= players[0].score:
        window.append(next_start)
        next_start += 1
    group_begin = 0  # MDPs are window[:group_begin]
    group_begin_vertex = 0  # the first resident's vertex
    while len(window) > 1 or next_start < n:
        bracket = _Bracket(rnd, window, group_begin, group_begin_vertex, next_start, matched)
        next_start = bracket.lower_start
        bracket.pair()
        records.append(bracket.record())
        c9 = n % 2 == 1 and bracket.group_start < n and rnd.bye_score >= players[bracket.group_start].score
        new_window = []
        group_begin = 0
        for i, v in enumerate(bracket.window):
            if i < bracket.next_begin and matched[v]:
                if v < rnd.partner[v]:
                    pairs.append((players[v], players[rnd.partner[v]]))
            else:
                new_window.append(v)
                if i < bracket.next_begin:
                    group_begin += 1
                if c9 and players[bracket.mate[v]].score < players[bracket.group_start].score:
                    c9 = False
        rnd.c9 = c9
        window = new_window
        report("pairing", 2 * len(pairs), n)
        group_begin_vertex = bracket.next_begin_vertex
    bye = players[window[0]] if window else None
    return pairs, bye, records


class _Bracket:
    """One bracket's stages (Art. 3-4 order): MDP set, MDP opponents, exchanges, S1 opponents."""

    def __init__(self, rnd: Round, window: list[int], group_begin: int, group_begin_vertex: int,
                 group_start: int, matched: list[bool]):
        players, n = rnd.players, rnd.n
        self.round = rnd
        self.group_begin = group_begin  # the MDPs are window[:group_begin], the residents follow
        self.group_begin_vertex = group_begin_vertex
        self.group_start = group_start  # the next score group's first player
        self.matched = matched
        self.next_begin = len(window)  # where the next score group starts in the window
        self.next_begin_vertex = group_begin_vertex + (self.next_begin - group_begin)
        self.window = list(window)
        i = group_start
        while i < n and players[i].score >= players[group_start].score:
            self.window.append(i)
            i += 1
        self.lower_start = i
        self.lower = list(range(i, n))
        self.position = {v: k for k, v in enumerate(self.window)}
        self.base: dict[tuple[int, int], int] = {}  # FIDE weights of window pairs, keyed (lower, higher) position
        self.weights: dict[tuple[int, int], int] = {}  # the weights as now set, tie-break terms included
        self.mate = _MateView()
        self.mate_is_solvers = self.duals_valid = False
        self.below_cache: dict[int | None, bool] = {}
        # The bracket's own graph is exact only where every edge below carries the completion field alone.
        # With rematches allowed their count is a question about the whole round, so is every solve.
        local = bool(self.lower) and not rnd.c9_everywhere and not self._c9_may_follow() and not rnd.allow_rematches
        self.mode = "whole" if not local else "bracket" if self.next_begin < len(self.window) else "window"
        self._build_solver()

    def record(self) -> BracketRecord:
        players = self.round.players
        mdps = [players[v].number for v in self.window[: self.group_begin]]
        residents = [players[v].number for v in self.window[self.group_begin : self.next_begin]]
        down = [players[v].number for v in self.window[: self.next_begin] if not self.matched[v]]
        score = players[self.window[self.group_begin]].score if residents else players[self.window[0]].score
        # The weights of the pairs made, summed: no field carries into the next, so the sum decodes.
        partner, position = self.round.partner, self.position
        made = [(position[partner[v]], k) for k, v in enumerate(self.window[: self.next_begin])
                if self.matched[v] and position[partner[v]] > k]
        quality = self.round.layout.decode(sum(self.base[pair] for pair in made))
        return BracketRecord(score, mdps, residents, down, quality, len(made))

    def in_bracket(self, mate: int) -> bool:
        """The mate is a resident of this bracket (an unmatched resident counts: it is its own mate)."""
        return self.group_begin_vertex <= mate < self.next_begin_vertex

    def set(self, i: int, j: int, w: int) -> None:
        """Set the weight of window players i and j (full weight, completion field included)."""
        key = (i, j) if i > j else (j, i)
        old = self.weights.get(key, 0)
        if w > old or (w != old and self.mate[self.window[i]] == self.window[j]):
            # A raised edge may violate the last solve's duals; a changed matched edge loses its tightness.
            self.duals_valid = False
        self.weights[key] = w
        if key[0] < self.size:
            self.solver.set_weight(i, j, self._solver_weight(key, w))

    def _solver_weight(self, key: tuple[int, int], w: int) -> int:
        """The weight the current graph holds for a window pair.

        Whole graph: the weight itself. Window: without the completion field, which is the same in every
        complete pairing. Bracket: doubled, less what each player would bring to the next bracket by
        floating into it (see `_float_values`), so that leaving a player unpaired is valued exactly.
        """
        if not w or self.mode == "whole":
            return w
        lo, hi = key
        w -= self.round.completion_bits(self.window[hi], self.window[lo])
        if self.mode == "window":
            return w
        return 2 * w - self.float_value[hi] - self.float_value[lo]

    def _build_solver(self) -> None:
        """A fresh solver for the current mode, holding every weight set so far."""
        rnd, window = self.round, self.window
        if self.mode == "bracket":
            self.size = self.next_begin
            self.vertices = window[: self.size]
            self.float_value = self._float_values()
            self.solver = MatchingSolver(self.size)
        elif self.mode == "window":
            self.size = len(window)
            self.vertices = window
            self.solver = MatchingSolver(self.size)
        else:
            self.size = len(window)
            self.vertices = window + self.lower
            self.solver = _WholeGraph(rnd, window, self.lower)
        for key, w in self.weights.items():
            if w and key[0] < self.size:
                self.solver.set_weight(key[0], key[1], self._solver_weight(key, w))
        self.duals_valid = False

    def _float_values(self) -> list[int]:
        """Twice what each bracket player adds to the next bracket's C8 fields by floating into it.

        If every floater meets a player of the next score group and the rest of that group pair among
        themselves (the best the next bracket can do), a floater d adds half a pair (the parity of the
        floaters is fixed) and one pair at its own score in place of half a pair at the group's score.
        Doubled to stay in whole numbers. `_next_bracket_certificate` checks that this best is reached.
        """
        rnd = self.round
        pairs = 1 << rnd.layout.shift("next_pairs")
        scores = rnd.layout.shift("next_pair_scores")
        group_score = rnd.players[self.group_start].score
        return [pairs + (2 << (scores + rnd.shift[rnd.players[v].score])) - (1 << (scores + rnd.shift[group_score]))
                for v in self.window[: self.next_begin]]

    def _next_bracket_certificate(self, floaters: list[int]) -> bool:
        """The floaters all meet players of the next group, that group pairs up but for at most one player,
        and that player with everyone below can still be paired (C4): the bracket's graph was exact."""
        rnd = self.round
        group = self.window[self.next_begin :]
        floating = set(floaters)
        allowed = lambda a, b: not (a in floating and b in floating)  # noqa: E731
        everyone = floaters + group
        if len(everyone) % 2 == 0:
            return pair_all(everyone, rnd.compatible, allowed) and self._completes_below(None)
        for left in group[::-1][:3]:
            rest = [v for v in everyone if v != left]
            if pair_all(rest, rnd.compatible, allowed) and self._completes_below(left):
                return True
        return False

    def _completes_below(self, left: int | None) -> bool:
        """Can the players below the window (with one left over from the next group) all be paired?"""
        if left not in self.below_cache:
            self.below_cache[left] = self.round.can_complete([] if left is None else [left], self.lower)
        return self.below_cache[left]

    def _switch(self, mode: str) -> None:
        self.mode = mode
        self._build_solver()

    def freeze(self, v: int, m: int) -> None:
        """Pair v with m for good: every other edge of theirs goes (bbpPairings also raises theirs to the top).

        Their own edge stays, so the last optimum and its duals remain a proof of optimality for the
        graph that is left, which is what `_optimum_survives` reads.
        """
        self.round.partner[v], self.round.partner[m] = m, v
        for x, partner in ((v, m), (m, v)):
            i, keep = self.position[x], self.position[partner]
            for j in range(len(self.window)):
                if j != i and j != keep and self.weights.get((i, j) if i > j else (j, i)):
                    self.set(i, j, 0)
            if self.mode == "whole":
                self.solver.isolate(i, keep)

    def solve(self) -> None:
        """Mates by player (sorted index); an unmatched player is its own mate, as the stages expect.

        The graph is the smallest that is exact: the bracket alone when the next bracket can take its
        floaters as `_float_values` assumes, else the bracket with the next score group (C8 looks one
        bracket ahead) when the players it leaves over can still be paired below (C4), else everyone.
        """
        d = self.round
        while True:
            mate = dict(d.partner)
            for i, j in enumerate(self.solver.solve()):
                if j >= 0:
                    mate[self.vertices[i]] = self.vertices[j]
            self.mate_is_solvers = self.duals_valid = True
            if self.mode == "bracket":
                floaters = [v for v in self.vertices if v not in mate]
                if not self._next_bracket_certificate(floaters):
                    self._switch("window")
                    continue
            elif self.mode == "window":
                leftover = [v for v in self.window if v not in mate]
                if not d.can_complete(leftover, self.lower):
                    mate = self._solve_whole()
                    self.mate_is_solvers = False
            self.mate = _MateView(mate)
            return

    def _solve_with(self, i: int, weights: dict[int, int]) -> None:
        """Give window player i's edges new weights and re-solve, unless the current optimum provably stays.

        LP duality decides it: raise i's dual by the change on its matched edge; if every other edge of i
        keeps a non-negative slack, the current matching is still optimal, and so is its pair for i (the
        priorities are distinct, so that pair is the same in every optimum).
        """
        if not self._optimum_survives(i, weights):
            for j, w in weights.items():
                self.set(i, j, w)
            self.solve()

    def _optimum_survives(self, i: int, weights: dict[int, int]) -> bool:
        q = self.position.get(self.mate[self.window[i]])
        if not (self.mate_is_solvers and self.duals_valid) or q not in weights:
            return False
        current = self.weights
        scale = 2 if self.mode == "bracket" else 1  # the bracket's graph holds doubled weights

        def change(j: int) -> int:
            return scale * (weights[j] - current[(i, j) if i > j else (j, i)])
        y, blossoms = self.solver.certificate()
        if y[i] + 2 * change(q) < 0:
            return False
        shared = {}
        for leaves, z in blossoms:
            if z and i in leaves:
                for x in leaves:
                    shared[x] = shared.get(x, 0) + 2 * z
        weight = self.solver.weight
        raised = change(q)
        for j in weights:
            rise = change(j) - raised
            if j != q and rise > 0 and y[i] + y[j] + shared.get(j, 0) - 2 * weight(i, j) < 2 * rise:
                return False
        return True

    def _solve_whole(self) -> dict[int, int]:
        """The exact solve over the window and every player below it, with completion-only weights below."""
        d, window, lower = self.round, self.window, self.lower
        vertices = [v for v in window if v not in d.partner] + lower
        index = {v: k for k, v in enumerate(vertices)}
        solver = MatchingSolver(len(vertices))
        for (i, j), w in self.weights.items():
            if w and window[i] in index and window[j] in index:
                solver.set_weight(index[window[i]], index[window[j]], w)
        for k, lo in enumerate(lower):
            for hi in vertices[: len(vertices) - len(lower) + k]:
                w = d.completion_weight(hi, lo)
                if w:
                    solver.set_weight(index[hi], index[lo], w)
        mate = dict(d.partner)
        for k, m in enumerate(solver.solve()):
            if m >= 0:
                mate[vertices[k]] = vertices[m]
        return mate

    def pair(self) -> None:
        d, window = self.round, self.window
        for lo in range(self.group_begin, len(window)):
            for hi in range(lo):
                w = d.edge_weight(window[hi], window[lo], lo < self.next_begin, lo >= self.next_begin)
                self.base[lo, hi] = w
                if w:
                    self.set(lo, hi, w)
        self.solve()
        if self._take_first_transposition():
            return
        self._choose_mdps()
        self._pair_mdps()
        remainder, s1_size = self._remainder()
        if remainder:
            self._exchanges(remainder, s1_size)
            self._pair_remainder(remainder)

    def _take_first_transposition(self) -> bool:
        """Pair a homogeneous bracket at once by the first transposition of S2 that is a best pairing, when one is.

        FIDE's order tries every transposition of S2 before any exchange, so the first one whose weight equals
        the optimum's (and, on the bracket's own graph, whose floaters the next bracket can take) is where every
        stage would end. The natural S1[i]-S2[i] comes first. Failing it, when the optimum is as many pairs of
        the heaviest S1-S2 weight as the bracket has pairs, the best transpositions are exactly the pairings of
        S1 into S2 by edges of that weight, and the first is an assignment (`first_assignment`): the common
        case of a bracket whose pairs are all alike but for a few kept apart, where the stages would re-solve
        the whole bracket for every S1 player. Checked only where weights are known exactly: the bracket's
        graph, or a whole graph that holds nothing but the bracket (round 1, or the last bracket).
        """
        if self.group_begin or self.mode == "window":
            return False
        if self.mode == "whole" and len(self.vertices) != self.next_begin:
            return False
        position, window, weight = self.position, self.window, self.solver.weight
        best = sum(weight(i, position[self.mate[v]]) for i, v in enumerate(window[: self.next_begin])
                   if self.mate[v] in position and position[self.mate[v]] > i)
        pairs = (best and sum(1 for i, v in enumerate(window[: self.next_begin])
                              if self.mate[v] in position and i < position[self.mate[v]] < self.next_begin))
        s2 = range(pairs, self.next_begin)
        chosen = list(range(pairs, 2 * pairs))
        if any(not self.base[lo, hi] for hi, lo in enumerate(chosen)) or sum(
                weight(hi, lo) for hi, lo in enumerate(chosen)) != best:
            heaviest = max((weight(hi, lo) for hi in range(pairs) for lo in s2 if self.base[lo, hi]), default=0)
            if not pairs or pairs * heaviest != best:
                return False
            allowed = [[lo - pairs for lo in s2 if self.base[lo, hi] and weight(hi, lo) == heaviest]
                       for hi in range(pairs)]
            assignment = first_assignment(allowed, len(s2))
            if assignment is None:
                return False
            chosen = [pairs + k for k in assignment]
        taken = set(chosen)
        floaters = [window[lo] for lo in s2 if lo not in taken]
        if self.mode == "bracket" and not self._next_bracket_certificate(floaters):
            return False
        for hi, lo in enumerate(chosen):
            v, m = window[hi], window[lo]
            self.matched[v] = self.matched[m] = True
            self.round.partner[v], self.round.partner[m] = m, v
        return True

    def _c9_may_follow(self) -> bool:
        """The next bracket's C9 flag reads whom its players meet below it: only the whole graph tells."""
        d = self.round
        return d.n % 2 == 1 and self.group_start < d.n and d.bye_score >= d.players[self.group_start].score

    # Stage A: which MDPs are paired here (Art. 4: MDP sets in order of their smallest differing BSN).
    def _choose_mdps(self) -> None:
        window, players, matched = self.window, self.round.players, self.matched
        residents = range(self.group_begin, self.next_begin)
        level_score = None
        left = left_matched = 0
        for i in range(self.group_begin):
            v = window[i]
            if level_score is None or players[v].score < level_score:
                level_score = players[v].score
                left = left_matched = 0
                j = i
                while j < self.group_begin and players[window[j]].score >= level_score:
                    left += 1
                    left_matched += self.in_bracket(self.mate[window[j]])
                    j += 1
            if not left_matched:
                continue
            if left <= left_matched:
                matched[v] = True
                continue
            left -= 1
            if not self.in_bracket(self.mate[v]):
                for r in residents:
                    if self.base[r, i]:
                        self.set(i, r, self.base[r, i] | 1)  # try bonus
                self.solve()
            if self.in_bracket(self.mate[v]):
                matched[v] = True
                left_matched -= 1
                keep = self.next_begin - self.group_begin
                for r in residents:
                    if self.base[r, i]:
                        self.set(i, r, (self.base[r, i] | keep) + 1)  # keep bonus: beats any try bonus

    # Stage B: each paired MDP gets the highest resident some best pairing allows (S2 transpositions).
    def _pair_mdps(self) -> None:
        window, matched = self.window, self.matched
        for i in range(self.group_begin):
            v = window[i]
            if not matched[v]:
                continue
            residents = [r for r in range(self.next_begin - 1, self.group_begin - 1, -1) if not matched[window[r]]]
            self._pair_with_best(i, residents, len(window), count_incompatible=False)

    def _remainder(self) -> tuple[list[int], int]:
        remainder, pairs = [], 0
        for i in range(self.group_begin, self.next_begin):
            v = self.window[i]
            if self.mate[v] < self.group_begin_vertex:
                continue  # paired with an MDP
            remainder.append(i)
            if self.mate[v] < v:
                pairs += 1
        return remainder, pairs

    def _exchange_weight(self, hi: int, lo: int, hi_position: int, s1_size: int) -> int:
        """Base weight plus the exchange terms: fewest exchanges, then the smallest BSN-sum difference."""
        w = self.base[lo, hi]
        if w:
            tail = ((hi_position < s1_size) << (2 * self.round.group_bits)) - hi_position
            w += tail << 1  # the lowest bit is left for the one-player tries
        return w

    def _acts_as_s1(self, v: int) -> bool:
        return v < self.mate[v] < self.next_begin_vertex

    # Stage C: which players S1 and S2 exchange (Art. 4: fewest, smallest BSN difference, then order).
    def _exchanges(self, remainder: list[int], s1_size: int) -> None:
        window = self.window
        ew = self._exchange_weight
        for b, lo in enumerate(remainder):
            for a in range(b):
                self.set(remainder[a], lo, ew(remainder[a], lo, a, s1_size))
        self.solve()
        exchanges = sum(not self._acts_as_s1(window[remainder[a]]) for a in range(s1_size))
        # S1 players to move down into S2: prefer the highest BSNs.
        left = exchanges
        a = s1_size
        while a > 0 and left:
            a -= 1
            hi = remainder[a]
            v = window[hi]
            if self._acts_as_s1(v):
                for lo in remainder[a + 1 :]:
                    w = ew(hi, lo, a, s1_size)
                    if w:
                        self.set(hi, lo, w - 1)
                self.solve()
            out = not self._acts_as_s1(v)
            left -= out
            for lo in remainder[a + 1 :]:
                if out:
                    self.base[lo, hi] = 0
                self.set(hi, lo, ew(hi, lo, a, s1_size))
        # S2 players to move up into S1: prefer the lowest BSNs.
        left = exchanges
        for a in range(s1_size, len(remainder)):
            if left <= 1:
                break
            hi = remainder[a]
            v = window[hi]
            already = self._acts_as_s1(v)
            if not already:
                for lo in remainder[a + 1 :]:
                    w = ew(hi, lo, a, s1_size)
                    if w:
                        self.set(hi, lo, w + 1)
                self.solve()
            if self._acts_as_s1(v):
                left -= 1
                for earlier in remainder[:a]:
                    self.base[hi, earlier] = 0
                    self.set(hi, earlier, 0)
                if self.mode == "bracket":
                    self._switch("window")  # the next group's edges change: it must be in the graph
                for lo in range(self.next_begin, len(window)):
                    self.base[lo, hi] = 0
                    self.set(hi, lo, 0)
            if not already:
                for lo in remainder[a + 1 :]:
                    self.set(hi, lo, ew(hi, lo, a, s1_size))
        # Freeze who acts as S1: only edges from an S1 player to a later non-S1 player stay.
        for a, hi in enumerate(remainder):
            v = window[hi]
            for lo in remainder[a + 1 :]:
                if not self._acts_as_s1(v) or self._acts_as_s1(window[lo]):
                    self.base[lo, hi] = 0
                self.set(hi, lo, self.base[lo, hi])

    # Stage D: each S1 player gets the highest S2 player some best pairing allows (transpositions).
    def _pair_remainder(self, remainder: list[int]) -> None:
        window, matched = self.window, self.matched
        for hi in remainder:
            v = window[hi]
            if not self._acts_as_s1(v):
                continue
            later = [lo for lo in reversed(remainder) if lo > hi and not matched[window[lo]]]
            self._pair_with_best(hi, later, 0, count_incompatible=True)

    def _pair_with_best(self, i: int, lowest_first: list[int], bonus: int, count_incompatible: bool) -> None:
        """Pair window player i with the highest candidate some best pairing allows, and freeze the pair.

        Candidates get increasing bonuses from the lowest up (bbpPairings counts them from different
        starts in its two stages; only their order matters, but the weights are kept the same).
        """
        priority = {}
        for j in lowest_first:
            if self.base[j, i]:
                priority[j] = self.base[j, i] + bonus
            if count_incompatible or self.base[j, i]:
                bonus += 1
        self._solve_with(i, priority)
        v = self.window[i]
        m = self.mate[v]
        self.matched[v] = self.matched[m] = True
        self.freeze(v, m)


class _MateView(dict):
    """Mates by player; players outside the bracket's graph are their own mates."""

    def __missing__(self, v: int) -> int:
        return v


class _WholeGraph:
    """The bracket's solver when it must be exact by itself: window plus everyone below, from the start.

    Window players keep their positions as vertex numbers; players below follow them.
    """

    def __init__(self, rnd: Round, window: list[int], lower: list[int]):
        vertices = window + lower
        self.size = len(vertices)
        self.solver = MatchingSolver(self.size)
        for k, lo in enumerate(lower, len(window)):
            for j in range(k):
                w = rnd.completion_weight(vertices[j], lo)
                if w:
                    self.solver.set_weight(j, k, w)

    def set_weight(self, i: int, j: int, w: int) -> None:
        self.solver.set_weight(i, j, w)

    def weight(self, i: int, j: int) -> int:
        return self.solver.weight(i, j)

    def certificate(self):
        return self.solver.certificate()

    def isolate(self, i: int, keep: int) -> None:
        for j in range(self.size):
            if j != i and j != keep and self.solver.weight(i, j):
                self.solver.set_weight(i, j, 0)

    def solve(self) -> list[int]:
        return self.solver.solve()
