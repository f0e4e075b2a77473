"""The FIDE Swiss Team Pairing System, C.04.6 (approved 28/10/2025, applied from 1 February 2026).

Teams are the pairing units. C.04.1 and C.04.2 apply mutatis mutandis, except the Basic Rules' Articles 6 and
7. Modules by job: `scores` (§1: scores, floats, bye eligibility), `colours` (§1.6-1.7, §4), `criteria`
(§2 as weight fields), `bye` (§3.4), `pairing` (§3.3: the round), `explain` (the reasons, for the arbiter).
"""

from .pairing import TeamMatch, TeamPairing, pair_next_round

__all__ = ["TeamMatch", "TeamPairing", "pair_next_round"]
