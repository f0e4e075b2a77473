"""Checks of a matching: is it a matching of positive-weight edges, and is it provably of maximum weight.

The proof is LP duality for the matching polytope.  Duals are in doubled units: a vertex dual y_v and
an odd vertex set B (|B| >= 3) with dual z_B are feasible when all are >= 0 and every edge u-v of weight
w > 0 has ``y_u + y_v + 2*sum(z_B : u, v in B) >= 2w``.  Then for every matching M'
``2*w(M') <= sum(y) + sum((|B| - 1) * z_B)``, so a matching that reaches this bound is a maximum-weight
matching.  The check needs nothing from the algorithm beyond its final duals.
"""

from __future__ import annotations

from typing import Sequence


class CertificateError(ValueError):
    """The matching is not a valid matching, or the duals do not prove it optimal; the message says why."""


def check_matching(weights: Sequence[Sequence[int]], mate: Sequence[int]) -> None:
    """Raise CertificateError unless mate is a symmetric matching that uses only edges of positive weight."""
    n = len(weights)
    if len(mate) != n:
        raise CertificateError(f"mate has {len(mate)} entries for {n} vertices")
    for v, m in enumerate(mate):
        if m == -1:
            continue
        if not 0 <= m < n or m == v:
            raise CertificateError(f"mate[{v}] = {m} is not another vertex")
        if mate[m] != v:
            raise CertificateError(f"mate[{v}] = {m} but mate[{m}] = {mate[m]}")
        if weights[v][m] <= 0:
            raise CertificateError(f"matched edge {v}-{m} has weight {weights[v][m]}, not a real edge")


def matching_weight(weights: Sequence[Sequence[int]], mate: Sequence[int]) -> int:
    """Total weight of the matched edges (each counted once)."""
    return sum(weights[v][m] for v, m in enumerate(mate) if m > v)


def verify_optimum(weights: Sequence[Sequence[int]], mate: Sequence[int], duals: Sequence[int],
                   blossoms: Sequence[tuple[Sequence[int], int]]) -> None:
    """Raise CertificateError unless (duals, blossoms) is a feasible dual whose value equals the
    matching's weight, which proves the matching maximum.  weights is the symmetric n x n weight matrix,
    duals the doubled vertex duals, blossoms a list of (vertex set, z)."""
    check_matching(weights, mate)
    n = len(weights)
    if len(duals) != n:
        raise CertificateError(f"{len(duals)} vertex duals for {n} vertices")
    for v, yv in enumerate(duals):
        if yv < 0:
            raise CertificateError(f"vertex {v} has negative dual {yv}")
    extra = [[0] * n for _ in range(n)]  # 2 * sum of z over the sets holding both ends
    bound = sum(duals)
    for members, zb in blossoms:
        members = list(members)
        if zb < 0:
            raise CertificateError(f"blossom {members} has negative dual {zb}")
        if len(members) < 3 or len(members) % 2 == 0 or len(set(members)) != len(members):
            raise CertificateError(f"blossom {members} is not an odd set of at least 3 vertices")
        if zb == 0:
            continue
        bound += (len(members) - 1) * zb
        for a in members:
            row = extra[a]
            for b in members:
                row[b] += 2 * zb
    for u in range(n):
        wu, yu, eu = weights[u], duals[u], extra[u]
        for v in range(u + 1, n):
            w = wu[v]
            if w > 0 and yu + duals[v] + eu[v] < 2 * w:
                raise CertificateError(f"edge {u}-{v} (weight {w}) violates its dual constraint")
    total = matching_weight(weights, mate)
    if 2 * total != bound:
        raise CertificateError(f"matching weight {total} is below the dual bound {bound}/2: not proven optimal")
