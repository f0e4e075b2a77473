"""TRF reading and writing: FIDE TRF16 and TRF-2026, with the JaVaFo and bbpPairings extension lines.

`parse_trf(text) -> Tournament` (reading.py) and `format_trf(tournament) -> str` (writing.py) are a pair:
reading what the writer wrote gives back the tournament the reader returned. Bad input raises `TrfError`
(errors.py) with the line and column (1-based) and what was expected and found. records.py holds the record
kinds, their columns and codes; points.py the points notation both directions share.
"""

from .encoding import decode_trf, encoding_note
from .errors import TrfError
from .points import format_points, parse_points
from .reading import PendingRound, TrfFile, UnfinishedGame, parse_player_line, parse_trf, read_trf
from .writing import format_trf

__all__ = [
    "PendingRound", "TrfError", "TrfFile", "UnfinishedGame", "decode_trf", "encoding_note", "format_points", "format_trf", "parse_player_line", "parse_points", "parse_trf", "read_trf",
]
