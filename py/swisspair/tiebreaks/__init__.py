"""Tie-breaks: FIDE C.07 (2024 and 2026 editions), Magic (MTR Appendix C), esports (CS Major), US Chess and
Challonge, one home per family.

Every tie-break takes a `Context` (context.py: the tournament as the tie-breaks see it, with FIDE C.07 Art. 16's
reading of unplayed rounds) and a pairing number, and returns a `Value` (values.py: the exact value, its text
and how it was computed, round by round). Direct encounter (DE) depends on who is tied, so it is computed per
tied group (`Tiebreak.group`). The families: fide/ (C.07 by article), magic.py, esports.py, us_chess.py,
challonge.py. registry.py maps each code to its `Tiebreak`; `lookup(code, edition)` reads a code as organisers
write it (`BH/C1` or `BH-C1`).
"""

from .context import DEFAULT_EDITION, EDITIONS, Context, GameScore
from .esports import difficulty, difficulty_score
from .magic import MAGIC_FLOOR, floored_percentage
from .registry import TIEBREAKS, Tiebreak, UnknownTiebreak, lookup
from .values import Value

__all__ = [
    "DEFAULT_EDITION", "EDITIONS", "MAGIC_FLOOR", "TIEBREAKS", "Context", "GameScore", "Tiebreak", "UnknownTiebreak",
    "Value", "difficulty", "difficulty_score", "floored_percentage", "lookup",
]
