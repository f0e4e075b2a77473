"""The first assignment in lexicographic order: each left vertex in turn takes the earliest right vertex
that still leaves every later left vertex a partner.

This is the order in which the Dutch system tries the transpositions of S2 (C.04.3 Art. 4), so when every
allowed pair is equally good the first transposition that pairs all of S1 is this assignment. Found with
one matching that saturates the left side, then for each left vertex a search for an alternating path
that frees its earliest allowed right vertex: O(V * E) at worst, about O(E) on the dense graphs of a
bracket with a few forbidden pairs, where almost every first try succeeds.
"""

from __future__ import annotations

from collections.abc import Sequence


def first_assignment(allowed: Sequence[Sequence[int]], right: int) -> list[int] | None:
    """For left vertices 0..len(allowed)-1, each with its allowed right vertices (0..right-1) in order of
    preference, the partner of each in the lexicographically first assignment of all of them, or None if
    the left side cannot all be given distinct partners."""
    owner = [-1] * right  # the left vertex holding each right vertex
    mate = [-1] * len(allowed)
    for i, choices in enumerate(allowed):
        for j in choices:
            if owner[j] < 0:
                owner[j], mate[i] = i, j
                break
    for i in range(len(allowed)):
        if mate[i] < 0 and not _augment(i, allowed, owner, mate, set(), [False] * right):
            return None
    fixed = [False] * right
    for i, choices in enumerate(allowed):
        held = mate[i]
        # A search that fails from one right vertex fails from every later one too: the right vertices it saw
        # lead only to left vertices that cannot move, whichever of i's choices is being tried.
        seen: set[int] = set()
        owner[held] = -1
        for j in choices:  # held is among them: i keeps it if nothing earlier can be freed
            if fixed[j] or j in seen:
                continue
            x = owner[j]
            mate[i] = j
            if x < 0:
                break  # a free vertex (held, or one nobody holds)
            owner[j], mate[x] = i, -1
            seen.add(j)
            if _augment(x, allowed, owner, mate, seen, fixed):
                break
            owner[j], mate[x] = x, j
        owner[mate[i]] = i
        fixed[mate[i]] = True
    return mate


def _augment(root: int, allowed: Sequence[Sequence[int]], owner: list[int], mate: list[int],
             seen: set[int], fixed: list[bool]) -> bool:
    """Depth-first search for an alternating path from the unmatched left vertex root to a free right vertex,
    avoiding the right vertices in seen (which it extends) and fixed ones; flips the path if found."""
    stack = [(root, iter(allowed[root]))]
    path: list[int] = []  # the right vertex taken at each level below the root
    while stack:
        x, choices = stack[-1]
        for j in choices:
            if j in seen or fixed[j]:
                continue
            seen.add(j)
            if owner[j] < 0:
                path.append(j)
                for (left, _), right in zip(stack, path):
                    owner[right], mate[left] = left, right
                return True
            path.append(j)
            stack.append((owner[j], iter(allowed[owner[j]])))
            break
        else:
            stack.pop()
            if path:
                path.pop()
    return False
