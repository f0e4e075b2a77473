"""Exact maximum-weight matching on a general graph: the primal-dual blossom algorithm, kept warm.

The algorithm is Edmonds' primal-dual method in the O(n^3) form of Gabow and Galil, with the stage
structure of van Rantwijk's mwmatching (the code networkx uses), rewritten for what the Dutch engine
needs:

* a dense n x n weight matrix (the engine's graphs are nearly complete), scanned row by row;
* integer arithmetic only.  Vertex duals are kept doubled (y_v = 2u_v) so the slack of an edge is
  ``y_u + y_v - 2w + 2*sum(z_B over blossoms B holding both ends)`` and every dual step is an integer;
* no recursion anywhere (Pyodide has a small stack): nested blossoms are walked with explicit stacks;
* warm re-solves.  Matching, duals and blossoms survive between calls.  Before a re-solve, only the
  vertices needed to cover the changed edges that broke an invariant are freed (unmatched, their
  blossoms dissolved, their dual raised), as bbpPairings does, and stages run until no exposed vertex
  has a positive dual.

Because freed vertices keep different duals, the forest grows only from exposed vertices whose dual is
positive ("roots"); an exposed vertex with dual 0 already meets complementary slackness and is treated
as a plain free vertex that an augmenting path may end at.  When the dual of an S-vertex that is not a
root reaches 0 first, the even alternating path from its root is flipped so that the vertex with dual 0
becomes the exposed one.  Either event retires at least one root.  Unlike mwmatching, the forest is not
rebuilt after each augmentation: only the trees the path ran through are unlabelled, the others keep
growing, so a solve from scratch scans each vertex far fewer times.  When no root is left, the matching,
duals and blossoms satisfy all the optimality conditions of the matching LP.

The duals are updated lazily: ``delta`` accumulates the dual steps, and a labelled vertex's stored dual
is offset so that its true dual is ``y - delta`` (S) or ``y + delta`` (T).  The least slack from the
S-vertices to each free vertex, and to each S-vertex from S-vertices of other blossoms, is kept in one
array ``key`` in that offset form with its partner in ``who``, so a dual step costs O(1) and finding the
next step costs two C-level minimum scans.  Keys may go stale (too small) when a partner leaves the
forest or joins the vertex's blossom; a key is checked against its partner before it is used.
"""

from __future__ import annotations

from itertools import compress
from operator import lt, sub

from .check import verify_optimum

__all__ = ["MatchingSolver", "max_weight_matching"]


def _vertex_count(n) -> int:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"the number of vertices must be an int, not {type(n).__name__}")
    if n < 0:
        raise ValueError(f"the number of vertices must be >= 0, not {n}")
    return n


def _check_edge(n: int, u, v, w) -> None:
    if isinstance(u, bool) or not isinstance(u, int) or not 0 <= u < n:
        raise ValueError(f"vertex {u!r} is not in range(0, {n})")
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < n:
        raise ValueError(f"vertex {v!r} is not in range(0, {n})")
    if u == v:
        raise ValueError(f"edge {u}-{v} is a loop; a vertex cannot be matched with itself")
    if isinstance(w, bool) or not isinstance(w, int):
        raise TypeError(f"weight of edge {u}-{v} must be an int, not {type(w).__name__}")
    if w < 0:
        raise ValueError(f"weight of edge {u}-{v} must be >= 0, not {w}")


class MatchingSolver:
    """A maximum-weight matching of a weighted complete graph whose weights change between solves.

    Weights are non-negative ints of any size; weight 0 means "no edge", and such an edge is never
    matched.  ``solve()`` returns ``mate`` with ``mate[v]`` the partner of v or -1.  A solve after a
    few ``set_weight`` calls reuses the previous optimum and costs about one O(n^2) stage per freed
    vertex instead of a full solve.
    """

    # Re-solve from scratch when more than this percentage of the vertices would have to be freed:
    # a warm start then costs more than a fresh greedy start.
    _WARM_LIMIT_PERCENT = 40

    def __init__(self, n: int):
        n = _vertex_count(n)
        self._n = n
        self._w2 = [[0] * n for _ in range(n)]  # doubled weights, symmetric; 0 = no edge
        self._pending: dict[tuple[int, int], int] = {}  # changed edge -> its doubled weight at the last solve
        self._fresh = True  # no usable optimum yet: the next solve starts from scratch
        self._reset_state()

    # -- public interface ---------------------------------------------------------------------------

    @property
    def n(self) -> int:
        return self._n

    def set_weight(self, u: int, v: int, w: int) -> None:
        """Set the weight of edge u-v (0 removes it).  Takes effect at the next solve()."""
        n = self._n
        if not (type(w) is int and w >= 0 and type(u) is int and type(v) is int  # noqa: E721 (fast path)
                and 0 <= u < n and 0 <= v < n and u != v):
            _check_edge(n, u, v, w)
        w2 = w << 1
        row = self._w2[u]
        if row[v] == w2:
            return
        self._pending.setdefault((u, v) if u < v else (v, u), row[v])
        row[v] = w2
        self._w2[v][u] = w2

    def weight(self, u: int, v: int) -> int:
        """The weight of edge u-v (0: no edge)."""
        n = self._n
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge {u!r}-{v!r} is not between vertices in range(0, {n})")
        return self._w2[u][v] >> 1

    def add_vertex(self) -> int:
        """Append a vertex with no edges and return its number.  The current optimum stays valid."""
        n = self._n
        for row in self._w2:
            row.append(0)
        self._w2.append([0] * (n + 1))
        self._y.append(0)
        self._mate.append(-1)

        # Blossom numbers are n..2n-1, so they all move up by one; the new vertex takes number n.
        def shift(x: int) -> int:
            return x + 1 if x >= n else x

        def grow(values: list, vertex_value, blossom_value) -> list:
            return values[:n] + [vertex_value] + values[n:] + [blossom_value]

        self._inblossom = [shift(b) for b in self._inblossom] + [n]
        self._parent = grow([shift(b) for b in self._parent], -1, -1)
        self._childs = grow([None if c is None else [shift(b) for b in c] for c in self._childs], None, None)
        self._endps = grow(self._endps, None, None)
        self._base = grow(self._base, n, -1)
        self._leaves = grow(self._leaves, [n], None)
        self._z = grow(self._z, 0, 0)
        self._unused = [b + 1 for b in self._unused] + [2 * n + 1]
        self._n = n + 1
        return n

    def solve(self) -> list[int]:
        """A maximum-weight matching of the current weights, as a mate list (-1 = unmatched)."""
        if not self._fresh and self._pending:
            self._repair()
        if self._fresh:
            self._start_from_scratch()
        self._pending.clear()
        self._run_stages()
        self._fresh = False
        return list(self._mate)

    def certificate(self) -> tuple[list[int], list[tuple[list[int], int]]]:
        """The dual solution that proves the last solve optimal: (vertex duals, [(blossom leaves, z)]).

        Duals are in doubled units (see `check.verify_optimum`).  Only valid right after solve().
        """
        blossoms = [(list(self._leaves[b]), self._z[b]) for b in range(self._n, 2 * self._n) if self._base[b] >= 0]
        return list(self._y), blossoms

    def verify(self) -> None:
        """Prove the last solve optimal with `check.verify_optimum` (raises CertificateError if not).

        O(n^2) and more; for tests and debugging, right after solve() and before any set_weight."""
        if any(self._w2[u][v] != old for (u, v), old in self._pending.items()):
            raise ValueError("weights changed since the last solve(); solve() again before verify()")
        weights = [[w >> 1 for w in row] for row in self._w2]
        duals, blossoms = self.certificate()
        verify_optimum(weights, self._mate, duals, blossoms)

    # -- state -----------------------------------------------------------------------------------------

    def _reset_state(self) -> None:
        """No matching, no blossoms.  Entities 0..n-1 are vertices, n..2n-1 blossom slots."""
        n = self._n
        self._mate = [-1] * n
        self._y = [0] * n
        self._inblossom = list(range(n))  # top-level blossom (or the vertex itself) holding each vertex
        self._parent = [-1] * (2 * n)  # enclosing blossom of each entity, -1 at top level
        self._childs: list = [None] * (2 * n)  # sub-blossoms of a blossom, in cycle order, base first
        self._endps: list = [None] * (2 * n)  # endps[b][i] = (x, y): x in childs[i], y in childs[i+1]
        self._base = list(range(n)) + [-1] * n  # base vertex; -1 marks a free blossom slot
        self._leaves: list = [[v] for v in range(n)] + [None] * n  # vertices inside each entity
        self._z = [0] * (2 * n)  # blossom duals (their slack term is 2z)
        self._unused = list(range(2 * n - 1, n - 1, -1))
        self._cycle_edges: set[tuple[int, int]] = set()  # (lo, hi) of every blossom's cycle edges

    def _start_from_scratch(self) -> None:
        """Duals y_v = max weight at v (rounded up to even), then match mutually tight edges greedily."""
        self._reset_state()
        W = self._w2
        mate = self._mate
        y = [(max(row, default=0) >> 1) for row in W]
        y = [v + (v & 1) for v in y]  # every root starts with an even dual: all S-S slacks stay even
        self._y = y
        for v, yv in enumerate(y):
            if yv == 0 or mate[v] >= 0:
                continue
            # A tight edge needs y_u + y_v = 2w with both duals >= w: only w == y_u == y_v.
            row, target, i = W[v], 2 * yv, -1
            while True:
                try:
                    i = row.index(target, i + 1)
                except ValueError:
                    break
                if mate[i] < 0 and y[i] == yv:
                    mate[v], mate[i] = i, v
                    break
        self._fresh = False

    def _recycle(self, b: int) -> None:
        self._cycle_edges.difference_update((x, w) if x < w else (w, x) for x, w in self._endps[b])
        self._childs[b] = self._endps[b] = self._leaves[b] = None
        self._base[b] = -1
        self._parent[b] = -1
        self._z[b] = 0
        self._unused.append(b)

    def _dissolve(self, b: int) -> None:
        """Remove top-level blossom b (whose z must already be 0); its children become top level."""
        parent, inb, leaves = self._parent, self._inblossom, self._leaves
        for c in self._childs[b]:
            parent[c] = -1
            for v in leaves[c]:
                inb[v] = c
        self._recycle(b)

    def _augment_blossom(self, b0: int, v0: int) -> None:
        """Re-base blossom b0 at its vertex v0 by flipping the even path inside it (mwmatching's
        augmentBlossom), with an explicit stack instead of recursion.  mate[v0] is left to the caller."""
        n, parent, childs, endps, base, mate = self._n, self._parent, self._childs, self._endps, self._base, self._mate
        stack = [(b0, v0)]
        while stack:
            b, v = stack.pop()
            t = v  # the child of b that holds v
            while parent[t] != b:
                t = parent[t]
            if t >= n:
                stack.append((t, v))
            ch, ep = childs[b], endps[b]
            i = ch.index(t)
            # Walk from child i to the base child 0 in the direction whose first edge is matched.
            if i & 1:
                j = i - len(ch)
                while j != 0:
                    j += 1
                    x, w = ep[j]  # x in ch[j], w in ch[j+1]
                    if ch[j] >= n:
                        stack.append((ch[j], x))
                    j += 1
                    if ch[j] >= n:
                        stack.append((ch[j], w))
                    mate[x] = w
                    mate[w] = x
            else:
                j = i
                while j != 0:
                    j -= 1
                    x, w = ep[j - 1]  # x in ch[j-1], w in ch[j]
                    if ch[j] >= n:
                        stack.append((ch[j], w))
                    j -= 1
                    if ch[j] >= n:
                        stack.append((ch[j], x))
                    mate[x] = w
                    mate[w] = x
            childs[b] = ch[i:] + ch[:i]
            endps[b] = ep[i:] + ep[:i]
            base[b] = v

    # -- warm start --------------------------------------------------------------------------------

    def _repair(self) -> None:
        """Restore the invariants after weight changes by freeing a vertex cover of the broken edges."""
        W, y, mate, parent, cycle = self._w2, self._y, self._mate, self._parent, self._cycle_edges
        broken = []
        for e, old in self._pending.items():
            u, v = e
            w2 = W[u][v]
            if w2 == old:
                continue
            if mate[u] == v or e in cycle:  # was tight, as matched and blossom edges are; no longer
                broken.append(e)
                continue
            slack = y[u] + y[v] - w2  # without the z terms, which only add
            if slack < 0:
                if parent[u] >= 0 and parent[v] >= 0:
                    slack += self._common_z(u, v)
                if slack < 0:
                    broken.append(e)
        if not broken:
            return
        cover = self._cover(broken)
        if 100 * len(cover) > self._WARM_LIMIT_PERCENT * self._n:
            self._fresh = True
            return
        touched: list[int] = []
        for v in cover:
            self._free(v, touched)
        self._settle(cover + touched)

    def _common_z(self, u: int, v: int) -> int:
        """2 * sum of z over the blossoms that hold both u and v (their slack term)."""
        parent, z = self._parent, self._z
        ancestors = set()
        b = parent[u]
        while b >= 0:
            ancestors.add(b)
            b = parent[b]
        b = parent[v]
        while b >= 0 and b not in ancestors:
            b = parent[b]
        total = 0
        while b >= 0:
            total += z[b]
            b = parent[b]
        return 2 * total

    @staticmethod
    def _cover(edges: list[tuple[int, int]]) -> list[int]:
        """A small vertex cover of the broken edges, greedily by degree (a star is covered by its centre)."""
        incident: dict[int, set[tuple[int, int]]] = {}
        for e in edges:
            incident.setdefault(e[0], set()).add(e)
            incident.setdefault(e[1], set()).add(e)
        cover = []
        while incident:
            v = max(incident, key=lambda x: (len(incident[x]), -x))
            cover.append(v)
            for e in incident.pop(v):
                other = e[0] if e[1] == v else e[1]
                rest = incident[other]
                rest.discard(e)
                if not rest:
                    del incident[other]
        return cover

    def _free(self, v: int, touched: list[int]) -> None:
        """Unmatch v and dissolve every blossom holding v, keeping all other invariants.

        If v lies in a top-level blossom B, B's base loses its outside mate (who joins `touched`) and B
        is re-based at v, so v becomes the exposed base.  Then the blossoms around v are peeled from the
        outside in: each one's z is moved onto its vertices (y += z), which leaves the slack of every
        edge inside it unchanged and only raises the slack of edges leaving it, of which only the
        now-unmatched base edge was tight.
        """
        inb, mate, y, z, leaves = self._inblossom, self._mate, self._y, self._z, self._leaves
        b = inb[v]
        if b == v:
            m = mate[v]
            if m >= 0:
                mate[m] = -1
                mate[v] = -1
                touched.append(m)
            return
        bb = self._base[b]
        m = mate[bb]
        if m >= 0:
            mate[m] = -1
            mate[bb] = -1
            touched.append(m)
        self._augment_blossom(b, v)
        mate[v] = -1
        while inb[v] != v:
            b = inb[v]
            zb = z[b]
            if zb:
                for u in leaves[b]:
                    y[u] += zb
                z[b] = 0
            self._dissolve(b)

    def _settle(self, vertices: list[int]) -> None:
        """Give every freed exposed vertex a feasible even dual: the least one for a lone vertex, and for
        the exposed base of a blossom its current dual made even.  Roots must share one parity so that
        the slack between two S-vertices of different trees is even and halving it stays exact."""
        W, y, mate, inb, z, leaves = self._w2, self._y, self._mate, self._inblossom, self._z, self._leaves
        seen = set()
        for v in vertices:
            if v in seen or mate[v] >= 0:
                continue
            seen.add(v)
            while inb[v] != v and y[v] & 1:
                b = inb[v]
                if z[b]:
                    for u in leaves[b]:
                        y[u] += 1
                    z[b] -= 1
                else:
                    self._dissolve(b)
            if inb[v] == v:
                # Sequentially: each new dual is computed against the current duals of all others.
                need = max(max(map(sub, W[v], y)), 0)
                y[v] = need + (need & 1)

    # -- stages --------------------------------------------------------------------------------------

    def _run_stages(self) -> None:
        mate, y = self._mate, self._y
        roots = [v for v in range(self._n) if mate[v] < 0 and y[v] > 0]
        if roots:
            self._stage(roots)

    def _stage(self, roots: list[int]) -> None:
        """Grow an alternating forest from the roots and adjust duals until every root is retired by an
        augmenting path or by a flip.  The dual steps follow mwmatching: delta1 (an S dual reaches 0),
        delta2 (an S-free edge becomes tight), delta3 (an S-S edge becomes tight: a new blossom or an
        augmenting path), delta4 (a T-blossom's dual reaches 0: expand it)."""
        n = self._n
        W, y, mate, inb = self._w2, self._y, self._mate, self._inblossom
        parent, childs, endps, base, leaves, z = (
            self._parent, self._childs, self._endps, self._base, self._leaves, self._z)
        unused = self._unused
        cycle_edges = self._cycle_edges
        augment_blossom = self._augment_blossom

        n2 = 2 * n
        label = [0] * n2  # of top-level entities: 0 free, 1 S, 2 T
        lfrom = [-1] * n2  # labelled via edge (lfrom, lto): lfrom in the parent, lto inside; roots: -1
        lto = [-1] * n2
        mark = [False] * n2
        vlab = [0] * n  # label of each vertex's top-level blossom
        isfree = [1] * n
        isS = [0] * n
        INF = 1 << (max(y).bit_length() + 4)  # above every key this stage can produce
        key = [INF] * n
        who = [-1] * n  # the S-vertex at the other end of the edge that gave key its value
        all_vertices = range(n)
        queue: list[int] = []  # S-vertices whose row is not scanned yet
        slist: list[int] = []  # all S-vertices
        tset: set[int] = set()  # non-trivial top-level T-blossoms
        tree = [-1] * n2  # root of the tree holding each labelled top-level blossom
        delta = 0
        min_s = INF  # least stored dual among S-vertices, and its vertex
        min_sv = -1

        def exact_key(v: int) -> None:
            """Recompute key[v] and who[v] over the S-vertices now outside v's blossom."""
            bv = inb[v]
            row = W[v]
            if 4 * len(slist) < n:
                best, arg = INF, -1
                for s in slist:
                    if inb[s] != bv:
                        d = y[s] - row[s]
                        if d < best:
                            best, arg = d, s
            else:
                diffs = list(map(sub, y, row))
                if label[bv] == 1:
                    for u in leaves[bv]:
                        diffs[u] = INF
                best = min(compress(diffs, isS), default=INF)
                arg = -1
                if best < INF:
                    arg = diffs.index(best)
                    while not isS[arg]:
                        arg = diffs.index(best, arg + 1)
            key[v] = INF if arg < 0 else y[v] + best
            who[v] = arg

        def make_s(b: int, f: int, t: int) -> None:
            nonlocal min_s, min_sv
            label[b] = 1
            lfrom[b] = f
            lto[b] = t
            if b >= n:
                z[b] -= delta  # from actual (free or sub-blossom) to S's offset form
            for v in leaves[b]:
                y[v] += delta if vlab[v] == 0 else 2 * delta
                vlab[v] = 1
                isS[v] = 1
                isfree[v] = 0
                queue.append(v)
                slist.append(v)
                if y[v] < min_s:
                    min_s = y[v]
                    min_sv = v

        def make_t(b: int, f: int, t: int) -> None:
            label[b] = 2
            lfrom[b] = f
            lto[b] = t
            if b >= n:
                z[b] += delta
                tset.add(b)
            for v in leaves[b]:
                if vlab[v] == 0:
                    y[v] -= delta
                    vlab[v] = 2
                    isfree[v] = 0

        def make_free(b: int) -> None:
            """A former T sub-blossom left off the path when its blossom expands."""
            label[b] = 0
            for v in leaves[b]:
                y[v] += delta
                vlab[v] = 0
                isfree[v] = 1
            for v in leaves[b]:
                exact_key(v)

        def trace(s: int, j: int) -> None:
            """Flip the alternating path from S-vertex s up to its root; s gets mate j (-1: exposed)."""
            while True:
                bs = inb[s]
                if bs >= n:
                    augment_blossom(bs, s)
                mate[s] = j
                if label[bs] != 1 or lfrom[bs] < 0:
                    return  # a root, or the free blossom at the far end of an augmenting path
                t = lfrom[bs]
                bt = inb[t]
                s = lfrom[bt]
                j = lto[bt]
                if bt >= n:
                    augment_blossom(bt, j)
                mate[j] = s

        def scan_blossom(v: int, w: int) -> int:
            """Trace back from both ends of a tight S-S edge: the base of a new blossom, or -1 (two trees)."""
            path = []
            found = -1
            while v != -1 or w != -1:
                b = inb[v]
                if mark[b]:
                    found = base[b]
                    break
                path.append(b)
                mark[b] = True
                if lfrom[b] < 0:
                    v = -1
                else:
                    v = lfrom[inb[lfrom[b]]]
                if w != -1:
                    v, w = w, v
            for b in path:
                mark[b] = False
            return found

        def add_blossom(bv_base: int, v: int, w: int) -> None:
            """Shrink the odd cycle through tight edge v-w into a new S-blossom (mwmatching addBlossom)."""
            nonlocal min_s, min_sv
            bb, bv, bw = inb[bv_base], inb[v], inb[w]
            b = unused.pop()
            base[b] = bv_base
            parent[b] = -1
            parent[bb] = b
            path, eps = [], []
            while bv != bb:
                parent[bv] = b
                path.append(bv)
                eps.append((lfrom[bv], lto[bv]))
                bv = inb[lfrom[bv]]
            path.append(bb)
            path.reverse()
            eps.reverse()
            eps.append((v, w))
            while bw != bb:
                parent[bw] = b
                path.append(bw)
                eps.append((lto[bw], lfrom[bw]))
                bw = inb[lfrom[bw]]
            childs[b] = path
            endps[b] = eps
            cycle_edges.update((x, c) if x < c else (c, x) for x, c in eps)
            label[b] = 1
            lfrom[b] = lfrom[bb]
            lto[b] = lto[bb]
            tree[b] = tree[bb]
            z[b] = -delta  # actual 0
            lv = []
            for c in path:
                if c >= n:  # freeze the child's dual at its actual value
                    if label[c] == 1:
                        z[c] += delta
                    else:
                        z[c] -= delta
                        tset.discard(c)
                lv.extend(leaves[c])
            leaves[b] = lv
            stale = []
            for u in lv:
                inb[u] = b
                if vlab[u] == 2:  # former T-vertices are S now and must be scanned
                    y[u] += 2 * delta
                    vlab[u] = 1
                    isS[u] = 1
                    queue.append(u)
                    slist.append(u)
                    if y[u] < min_s:
                        min_s = y[u]
                        min_sv = u
                else:
                    stale.append(u)
            # Former S-vertices whose least-slack partner is now inside b: recompute their keys over
            # the S-vertices outside b, which are few when b is large.
            stale = [u for u in stale if who[u] < 0 or inb[who[u]] == b]
            if stale:
                outside = [s for s in slist if inb[s] != b]
                ys = [y[s] for s in outside]
                for u in stale:
                    if outside:
                        d = list(map(sub, ys, map(W[u].__getitem__, outside)))
                        m = min(d)
                        key[u] = y[u] + m
                        who[u] = outside[d.index(m)]
                    else:
                        key[u] = INF
                        who[u] = -1

        def expand_t(b: int) -> None:
            """Expand a T-blossom whose dual reached 0: relabel the children on the even path from the
            entry child to the base (T, S, ..., T); the others become free (mwmatching expandBlossom)."""
            tset.discard(b)
            ch, ep = childs[b], endps[b]
            k = len(ch)
            for c in ch:
                parent[c] = -1
                for v in leaves[c]:
                    inb[v] = c
            j = ch.index(inb[lto[b]])
            onpath = {ch[j]}
            root = tree[b]
            make_t(ch[j], lfrom[b], lto[b])  # leaves stay T: only the blossom dual changes form
            if j & 1:
                j -= k
                while j != 0:
                    x, w = ep[j]
                    j += 1
                    make_s(ch[j], x, w)
                    onpath.add(ch[j])
                    x, w = ep[j]
                    j += 1
                    make_t(ch[j], x, w)
                    onpath.add(ch[j])
            else:
                while j != 0:
                    x, w = ep[j - 1]
                    j -= 1
                    make_s(ch[j], w, x)
                    onpath.add(ch[j])
                    x, w = ep[j - 1]
                    j -= 1
                    make_t(ch[j], w, x)
                    onpath.add(ch[j])
            for c in ch:
                if c in onpath:
                    tree[c] = root
                else:
                    make_free(c)
            label[b] = 0
            self._recycle(b)

        def drop_trees(roots_done: set) -> None:
            """After an augmentation or flip, unlabel the trees it used (their roots are no longer roots).
            The other trees stay; keys that pointed into the dropped trees are now too small, which
            is safe (a step is never too long) and fixed when such a key comes up as the minimum."""
            nonlocal min_s, min_sv
            freed = [v for v in range(n) if vlab[v] and tree[inb[v]] in roots_done]
            tops = set()
            for v in freed:
                if vlab[v] == 1:
                    y[v] -= delta
                else:
                    y[v] += delta
                vlab[v] = 0
                isS[v] = 0
                isfree[v] = 1
                tops.add(inb[v])
            for b in sorted(tops):
                if b >= n:
                    if label[b] == 1:
                        z[b] += delta
                    else:
                        z[b] -= delta
                        tset.discard(b)
                    if label[b] == 1 and z[b] == 0:
                        expand_zero(b)  # as mwmatching does at the end of a stage
                label[b] = 0
                tree[b] = -1
            slist[:] = [v for v in slist if isS[v]]
            min_s, min_sv = INF, -1
            for v in slist:
                if y[v] < min_s:
                    min_s, min_sv = y[v], v
            if slist:
                for v in freed:
                    exact_key(v)

        def expand_zero(b: int) -> None:
            """Dissolve an unlabelled blossom with dual 0, and its sub-blossoms with dual 0."""
            stack = [b]
            while stack:
                c = stack.pop()
                for s in childs[c]:
                    parent[s] = -1
                    label[s] = 0
                    if s >= n and z[s] == 0:
                        stack.append(s)
                    else:
                        for v in leaves[s]:
                            inb[v] = s
                self._recycle(c)

        for r in roots:
            make_s(inb[r], -1, r)
            tree[inb[r]] = r

        while slist:
            # Scan new S-vertices: fold the offset slack of each of their edges into key; few entries
            # improve after the first scans, so the improvements are applied one by one.
            while queue:
                v = queue.pop()
                yv = y[v]
                row = [yv + a - b for a, b in zip(y, W[v])]
                for u in leaves[inb[v]]:
                    row[u] = INF
                for u in compress(all_vertices, map(lt, row, key)):
                    key[u] = row[u]
                    who[u] = v
                m = min(compress(row, isS), default=INF)
                key[v] = m
                if m < INF:
                    u = row.index(m)
                    while not isS[u]:
                        u = row.index(m, u + 1)
                    who[v] = u
                else:
                    who[v] = -1

            # The least keys, checked against their partner: a partner may have left the forest with a
            # dropped tree (and maybe come back with another dual), or joined the vertex's own
            # blossom; such a key is too small, and is recomputed.
            while True:
                m2 = min(compress(key, isfree), default=INF)
                if m2 >= INF:
                    break
                u2 = key.index(m2)
                while not isfree[u2]:
                    u2 = key.index(m2, u2 + 1)
                s = who[u2]
                if s >= 0 and isS[s] and y[s] + y[u2] - W[u2][s] == m2:
                    break
                exact_key(u2)
            while True:
                m3 = min(compress(key, isS), default=INF)
                if m3 >= INF:
                    break
                v3 = key.index(m3)
                while not isS[v3]:
                    v3 = key.index(m3, v3 + 1)
                w = who[v3]
                if w >= 0 and isS[w] and inb[w] != inb[v3] and y[w] + y[v3] - W[v3][w] == m3:
                    break
                exact_key(v3)

            # The dual step: delta1 wins ties, so an edge of weight 0 (slack >= an S dual) is never picked.
            # Among the others, a tight S-S edge (often an augmenting path) goes before growing a tree:
            # with many equal weights this keeps trees small before they are dropped.
            step = min_s - delta
            kind = 1
            d3 = INF
            if m3 < INF:
                d3 = m3 - 2 * delta
                if d3 & 1:  # the even-root invariant guarantees this never happens
                    raise RuntimeError("matching: odd slack between two S-vertices")
                d3 >>= 1
            if d3 < step:
                step = d3
                kind = 3
            if m2 - delta < step:
                step = m2 - delta
                kind = 2
            if tset:
                zt, tb = min((z[b], b) for b in tset)  # ties by blossom number: no set-order effects
                if zt - delta < step:
                    step = zt - delta
                    kind = 4
            delta += step

            if kind == 1:
                done = {tree[inb[min_sv]]}
                trace(min_sv, -1)  # the S-vertex with dual 0 becomes exposed
                drop_trees(done)
            elif kind == 2:
                u = u2
                s = who[u]
                if W[u][s] <= 0:
                    raise RuntimeError("matching: a weight-0 edge became tight")
                bu = inb[u]
                bb = base[bu]
                m = mate[bb]
                if m < 0:  # a free blossom with exposed base (dual 0): augmenting path
                    done = {tree[inb[s]]}
                    trace(s, u)
                    trace(u, s)
                    drop_trees(done)
                    continue
                make_t(bu, s, u)
                make_s(inb[m], bb, m)
                tree[bu] = tree[inb[m]] = tree[inb[s]]
            elif kind == 3:
                v = v3
                bv = inb[v]
                if W[v][w] <= 0:
                    raise RuntimeError("matching: a weight-0 edge became tight")
                found = scan_blossom(v, w)
                if found >= 0:
                    add_blossom(found, v, w)
                else:
                    done = {tree[bv], tree[inb[w]]}
                    trace(v, w)
                    trace(w, v)
                    drop_trees(done)
            else:
                expand_t(tb)


def max_weight_matching(n: int, edges) -> list[int]:
    """A maximum-weight matching of the graph on vertices 0..n-1 with the given (u, v, weight) edges.

    Weights are non-negative ints; an edge of weight 0 is ignored, and of repeated edges the heaviest
    counts.  Returns mate with mate[v] the partner of v, or -1.
    """
    solver = MatchingSolver(n)
    w2 = solver._w2
    for item in edges:
        try:
            u, v, w = item
        except (TypeError, ValueError):
            raise ValueError(f"edge {item!r} is not a (u, v, weight) triple") from None
        _check_edge(n, u, v, w)
        if w << 1 > w2[u][v]:  # of repeated edges the heaviest counts
            solver.set_weight(u, v, w)
    return solver.solve()
