"""Cheap certificates of completion (C4): a pairing of the players not yet paired that exists for sure.

Finding one quickly lets the engine solve each bracket on its own small graph: a bracket's best
pairing is the round's best as soon as the players it leaves over can still all be paired. The search
here is greedy with short augmenting paths and no blossoms, so it may miss a pairing that exists; the
caller then falls back to the exact solve. What it returns is always a real pairing, never a guess.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def pair_all(
    vertices: Sequence[int],
    compatible: Callable[[int, int], bool],
    allowed: Callable[[int, int], bool] | None = None,
) -> bool:
    """True if a perfect matching of `vertices` was found (compatible and allowed edges only)."""
    if len(vertices) % 2:
        return False
    ok = compatible if allowed is None else (lambda a, b: allowed(a, b) and compatible(a, b))
    mate: dict[int, int] = {}
    order = list(vertices)
    for i, a in enumerate(order):
        if a in mate:
            continue
        for b in order[i + 1 :]:
            if b not in mate and ok(a, b):
                mate[a] = b
                mate[b] = a
                break
    for a in order:
        if a not in mate and not _augment(a, order, mate, ok):
            return False
    return True


def _augment(root: int, order: list[int], mate: dict[int, int], ok: Callable[[int, int], bool]) -> bool:
    """Breadth-first search for an alternating path from an exposed vertex to another one."""
    parent: dict[int, int] = {}  # inner vertex -> the outer vertex it was reached from
    outer = [root]
    seen_outer = {root}
    while outer:
        next_outer = []
        for a in outer:
            for b in order:
                if b == a or b in parent or b in seen_outer or not ok(a, b):
                    continue
                parent[b] = a
                if b not in mate:
                    # Flip the path: b-a, then each inner vertex's old mate moves one step back.
                    while True:
                        a = parent[b]
                        previous = mate.get(a)
                        mate[a], mate[b] = b, a
                        if previous is None:
                            return True
                        b = previous
                c = mate[b]
                if c not in seen_outer:
                    seen_outer.add(c)
                    next_outer.append(c)
        outer = next_outer
    return False
