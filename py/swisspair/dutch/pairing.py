"""Pair one round by the FIDE Dutch system (C.04.3, rules in force from 1 Feb 2026).

The round is one maximum-weight matching problem whose edge weights encode the criteria (criteria.py).
Brackets are processed from the top score down. For each bracket a sequence of solves fixes one decision
at a time, in the order in which FIDE generates candidates (Art. 4): which moved-down players (MDPs) are
paired, their opponents, the exchanges between S1 and S2, then each S1 player's opponent. Among all
pairings that are best by C1-C21 this picks the first one FIDE's order reaches, which is the rules'
tie-break, and is the order bbpPairings v6 (the FIDE-endorsed reference) follows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..history import Float, PlayerState, build_states, infer_initial_colour, rounds_played
try:
    from ..matching import MatchingSolver
except ImportError:  # TEMP until the matching module lands
    from nxsolver import MatchingSolver
from ..model import Colour, Tournament
from .colours import allocate
from .completion import pair_all
from .criteria import Layout


class PairingError(ValueError):
    """The round cannot be paired; `rule` names the criterion or the missing data that blocks it."""

    def __init__(self, message: str, rule: str):
        super().__init__(message)
        self.rule = rule


@dataclass(frozen=True)
class Board:
    white: int  # pairing numbers
    black: int
    rule: str  # the colour rule (5.2.1-5.2.5) that decided the colours


@dataclass
class RoundPairing:
    round: int
    boards: list[Board]
    bye: int | None
    states: dict[int, PlayerState] = field(repr=False, default_factory=dict)
    brackets: list["BracketRecord"] = field(default_factory=list)


@dataclass
class BracketRecord:
    """What happened in one bracket, for explanations: who was in it and who moved down from it."""

    score: int
    mdps: list[int]
    residents: list[int]
    downfloaters: list[int]


def pair_round(tournament: Tournament) -> RoundPairing:
    completed = rounds_played(tournament)
    if tournament.total_rounds is None:
        raise PairingError("the total number of rounds is missing (XXR or 142 line)", "input")
    if completed >= tournament.total_rounds:
        raise PairingError(f"all {tournament.total_rounds} rounds have been played", "input")
    states = build_states(tournament, completed)
    initial = tournament.initial_colour or infer_initial_colour(states, completed)
    present = sorted((s for s in states if s.present), key=lambda s: (-s.score, s.rank_index))
    if len(present) > 1 and initial is None:
        if completed == 0:
            raise PairingError("the initial colour is missing (XXC white1/black1 or 152 line)", "input")
    pairs, bye, brackets = _Driver(tournament, present, completed).run()
    by_number = {s.number: s for s in states}
    boards = []
    for a, b in pairs:
        first, second = (a, b) if a.number < b.number else (b, a)
        colour, rule = allocate(first, second, initial or Colour.WHITE)
        white, black = (first, second) if colour is Colour.WHITE else (second, first)
        boards.append(Board(white.number, black.number, rule))
    boards.sort(key=lambda board: _board_key(by_number[board.white], by_number[board.black]))
    return RoundPairing(completed + 1, boards, bye.number if bye else None, by_number, brackets)


def _board_key(a: PlayerState, b: PlayerState) -> tuple[int, int, int]:
    """Boards in order of the higher player's score, the lower player's score, the higher player's rank."""
    higher, lower = (a, b) if (a.raw_score, -a.rank_index) > (b.raw_score, -b.rank_index) else (b, a)
    return (-higher.raw_score, -lower.raw_score, higher.rank_index)


class _Driver:
    """The bracket-by-bracket sequence of matching solves over all present players (vertices in sort order)."""

    def __init__(self, tournament: Tournament, players: list[PlayerState], completed: int):
        self.players = players
        self.n = len(players)
        self.completed = completed
        self.scoring = tournament.scoring
        round_number = completed + 1
        self.last_round = tournament.total_rounds is not None and completed >= tournament.total_rounds - 1
        self.topscore_threshold = (completed * max(self.scoring.win, self.scoring.draw)) >> 1
        index = {p.number: i for i, p in enumerate(players)}
        self.forbidden: list[set[int]] = [set() for _ in players]
        for i, p in enumerate(players):
            self.forbidden[i].update(index[o] for o in p.played if o in index)
        for rule in tournament.forbidden:
            if rule.applies_to(round_number):
                members = [index[x] for x in rule.players if x in index]
                for x in members:
                    self.forbidden[x].update(m for m in members if m != x)
        self._score_groups()
        self.layout = Layout.for_round(self.group_bits, self.score_bits, completed)
        self.bye_score = 0
        self.c9 = False
        self.c9_everywhere = False  # C9 active for the first bracket: then every edge carries it
        self.unplayed_ranks: dict[int, int] = {}
        self.partner: dict[int, int] = {}  # frozen pairs, both ways

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

    def edge_weight(self, hi: int, lo: int, current: bool, following: bool) -> int:
        """The base weight of pairing players hi and lo (hi sorts first), criteria.py field by field."""
        if not self.compatible(hi, lo):
            return 0
        h, l = self.players[hi], self.players[lo]
        off = self.layout.offsets
        shift = self.shift
        w = (1 + (not self.bye_candidate(h)) + (not self.bye_candidate(l))) << off["completion"][0]
        if current:
            w += 1 << off["pairs"][0]
            w += 1 << (off["pair_scores"][0] + shift[h.score])
        if following:
            w += 1 << off["next_pairs"][0]
            w += 1 << (off["next_pair_scores"][0] + shift[h.score])
        if self.c9:
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
        c9, self.c9 = self.c9, self.c9_everywhere
        try:
            return self.edge_weight(hi, lo, False, False)
        finally:
            self.c9 = c9

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

    def run(self) -> tuple[list[tuple[PlayerState, PlayerState]], PlayerState | None, list[BracketRecord]]:
        if self.n == 0:
            return [], None, []
        self._first_solve()
        return self._brackets()

    def _first_solve(self) -> None:
        """C4 with C2 and C5: is the round pairable at all, and what is the lowest score the bye can have?"""
        players, n = self.players, self.n
        everyone = list(range(n))
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
            raise PairingError(
                "no pairing satisfies the absolute criteria: C1 (no rematch), C2 (no second bye) and C3 "
                "(no two non-topscorers with the same absolute colour preference) cannot all hold",
                "C1-C3",
            )
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

    def _brackets(self):
        players, n = self.players, self.n
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
            bracket = _Bracket(self, window, group_begin, group_begin_vertex, next_start, matched)
            next_start = bracket.load_next_group()
            bracket.pair(next_start)
            records.append(bracket.record())
            c9 = n % 2 == 1 and bracket.group_start < n and self.bye_score >= players[bracket.group_start].score
            new_window = []
            group_begin = 0
            for i, v in enumerate(bracket.window):
                if i < bracket.next_begin and matched[v]:
                    if v < self.partner[v]:
                        pairs.append((players[v], players[self.partner[v]]))
                else:
                    new_window.append(v)
                    if i < bracket.next_begin:
                        group_begin += 1
                    if c9 and players[bracket.mate[v]].score < players[bracket.group_start].score:
                        c9 = False
            self.c9 = c9
            window = new_window
            group_begin_vertex = bracket.next_begin_vertex
        bye = players[window[0]] if window else None
        return pairs, bye, records


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


class _Bracket:
    """One bracket's stages (Art. 3-4 order): MDP set, MDP opponents, exchanges, S1 opponents."""

    def __init__(self, driver: _Driver, window: list[int], group_begin: int, group_begin_vertex: int,
                 group_start: int, matched: list[bool]):
        self.d = driver
        self.window = list(window)
        self.group_begin = group_begin
        self.group_begin_vertex = group_begin_vertex
        self.group_start = group_start  # index in the sorted players of the next group to load
        self.matched = matched
        self.next_begin = len(window)
        self.next_begin_vertex = group_begin_vertex + (self.next_begin - group_begin)
        self.mate: list[int] = []
        self.base: dict[tuple[int, int], int] = {}

    def load_next_group(self) -> int:
        players, n = self.d.players, self.d.n
        i = self.group_start
        while i < n and players[i].score >= players[self.group_start].score:
            self.window.append(i)
            i += 1
        return i

    def record(self) -> BracketRecord:
        players = self.d.players
        mdps = [players[v].number for v in self.window[: self.group_begin]]
        residents = [players[v].number for v in self.window[self.group_begin : self.next_begin]]
        down = [players[v].number for v in self.window[: self.next_begin] if not self.matched[v]]
        score = players[self.window[self.group_begin]].score if residents else players[self.window[0]].score
        return BracketRecord(score, mdps, residents, down)

    def in_bracket(self, mate: int) -> bool:
        """The mate is a resident of this bracket (an unmatched resident counts: it is its own mate)."""
        return self.group_begin_vertex <= mate < self.next_begin_vertex

    def set(self, i: int, j: int, w: int) -> None:
        """Set the weight of window players i and j (full weight, completion field included)."""
        key = (i, j) if i > j else (j, i)
        self.weights[key] = w
        if self.local:
            # The completion field is the same in every complete pairing: the bracket's graph leaves it out.
            w = w - self.d.completion_bits(self.window[key[1]], self.window[key[0]]) if w else 0
        self.solver.set_weight(i, j, w)

    def freeze(self, v: int, m: int) -> None:
        """Pair v with m for good: they leave the graph (bbpPairings keeps them at a weight nothing beats)."""
        self.d.partner[v], self.d.partner[m] = m, v
        for x in (v, m):
            i = self.position[x]
            for j in range(len(self.window)):
                if j != i and self.weights.get((i, j) if i > j else (j, i)):
                    self.set(i, j, 0)
            if not self.local:
                self.solver.isolate(i)

    def solve(self) -> None:
        """Mates by player (sorted index); an unmatched player is its own mate, as the stages expect.

        The bracket's graph holds only the window (this bracket and the next score group). Its optimum is
        the round's optimum when the players it leaves over can still be paired with those below (C4);
        when no certificate of that is found, the round's whole graph is solved instead.
        """
        d, window = self.d, self.window
        vertices = self.solver.vertices
        mate = dict(d.partner)
        for i, j in enumerate(self.solver.solve()):
            if j >= 0:
                mate[vertices[i]] = vertices[j]
        if self.local:
            leftover = [v for v in window if v not in mate]
            if not d.can_complete(leftover, self.lower):
                mate = self._solve_whole()
        self.mate = _MateView(mate)

    def _solve_whole(self) -> dict[int, int]:
        """The exact solve over the window and every player below it, with completion-only weights below."""
        d, window, lower = self.d, self.window, self.lower
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

    def pair(self, lower_start: int) -> None:
        d, window = self.d, self.window
        lower = list(range(lower_start, d.n))
        # The bracket's own graph is exact only where every edge below carries the completion field alone.
        self.local = bool(lower) and not d.c9_everywhere and not self._c9_may_follow(lower_start)
        self.lower = lower
        self.position = {v: i for i, v in enumerate(window)}
        self.weights: dict[tuple[int, int], int] = {}
        if self.local:
            self.solver = MatchingSolver(len(window))
            self.solver.vertices = window
        else:
            self.solver = _WholeGraph(d, window, lower)
        for lo in range(self.group_begin, len(window)):
            for hi in range(lo):
                w = d.edge_weight(window[hi], window[lo], lo < self.next_begin, lo >= self.next_begin)
                self.base[lo, hi] = w
                if w:
                    self.set(lo, hi, w)
        self.solve()
        self._choose_mdps()
        self._pair_mdps()
        remainder, s1_size = self._remainder()
        if remainder:
            self._exchanges(remainder, s1_size)
            self._pair_remainder(remainder)

    def _c9_may_follow(self, lower_start: int) -> bool:
        """The next bracket's C9 flag reads whom its players meet below it: only the whole graph tells."""
        d = self.d
        return d.n % 2 == 1 and self.group_start < d.n and d.bye_score >= d.players[self.group_start].score

    # Stage A: which MDPs are paired here (Art. 4: MDP sets in order of their smallest differing BSN).
    def _choose_mdps(self) -> None:
        window, players, matched = self.window, self.d.players, self.matched
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
            bonus = len(window)
            for r in range(self.next_begin - 1, self.group_begin - 1, -1):
                if matched[window[r]]:
                    continue
                if self.base[r, i]:
                    self.set(i, r, self.base[r, i] + bonus)
                    bonus += 1
            self.solve()
            m = self.mate[v]
            matched[m] = True
            self.freeze(v, m)

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
            tail = ((hi_position < s1_size) << (2 * self.d.group_bits)) - hi_position
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
            bonus = 0
            for lo in reversed(remainder):
                if lo <= hi or matched[window[lo]]:
                    continue
                if self.base[lo, hi]:
                    self.set(hi, lo, self.base[lo, hi] + bonus)
                bonus += 1
            self.solve()
            m = self.mate[v]
            matched[v] = matched[m] = True
            self.freeze(v, m)


class _MateView(dict):
    """Mates by player; players outside the bracket's graph are their own mates."""

    def __missing__(self, v: int) -> int:
        return v


class _WholeGraph:
    """The bracket's solver when it must be exact by itself: window plus everyone below, from the start.

    Window players keep their positions as vertex numbers; players below follow them.
    """

    def __init__(self, driver: _Driver, window: list[int], lower: list[int]):
        self.vertices = window + lower
        self.solver = MatchingSolver(len(self.vertices))
        for k, lo in enumerate(lower, len(window)):
            for j in range(k):
                w = driver.completion_weight(self.vertices[j], lo)
                if w:
                    self.solver.set_weight(j, k, w)

    def set_weight(self, i: int, j: int, w: int) -> None:
        self.solver.set_weight(i, j, w)

    def isolate(self, i: int) -> None:
        for j in range(len(self.vertices)):
            if j != i and self.solver.weight(i, j):
                self.solver.set_weight(i, j, 0)

    def solve(self) -> list[int]:
        return self.solver.solve()
