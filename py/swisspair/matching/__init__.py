"""SwissPair's exact maximum-weight matching (general graphs, integer weights of any size).

`max_weight_matching(n, edges)` solves once; `MatchingSolver` keeps its optimum between solves so that a
re-solve after changing the weights at a few vertices costs a few O(n^2) stages.  `verify_optimum`
checks a matching against its dual certificate (tests use it; so may the engine's). `first_assignment` gives
the lexicographically first assignment of one side of a bipartite graph into the other (the order of S2's
transpositions).
"""

from .assignment import first_assignment
from .blossom import MatchingSolver, max_weight_matching
from .check import CertificateError, check_matching, matching_weight, verify_optimum

__all__ = [
    "CertificateError",
    "MatchingSolver",
    "check_matching",
    "first_assignment",
    "matching_weight",
    "max_weight_matching",
    "verify_optimum",
]
