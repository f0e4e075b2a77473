"""TRF reading and writing: FIDE TRF16 and TRF-2026, with the JaVaFo and bbpPairings extension lines.

`parse_trf(text) -> Tournament` (reading.py) and `format_trf(tournament) -> str` (writing.py) are a pair:
reading what the writer wrote gives back the tournament the reader returned. Bad input raises `TrfError`
(errors.py) with the line and column (1-based) and what was expected and found; a value the writer cannot write,
`TrfWriteError`. records.py holds the record
kinds, their columns and codes; points.py the points notation both directions share.

Team events (FIDE C.04.6) are the same reader and writer with the team records (in records.py's table):
`read_team_trf(text) -> TeamTrfFile` reads them on top of what `read_trf` reads, `format_team_trf(event) -> str`
writes them back; `is_team_file(text)` is the one place that tells a team event's file from an individual one's, and
`read_any_trf(text)` reads a file by the reader of its kind.
"""

from .encoding import decode_trf, encoding_note
from .errors import TrfError, TrfWriteError
from .points import format_points, parse_points
from .reading import (
    PendingRound, TeamTrfFile, TrfFile, UnfinishedGame, is_team_file, parse_player_line, parse_trf, read_any_trf,
    read_team_trf, read_trf, round_entry,
)
from .writing import format_team_trf, format_trf

__all__ = [
    "PendingRound", "TeamTrfFile", "TrfError", "TrfFile", "TrfWriteError", "UnfinishedGame", "decode_trf", "encoding_note", "format_points", "format_team_trf", "format_trf", "is_team_file", "parse_player_line", "parse_points", "parse_trf", "read_any_trf", "read_team_trf", "read_trf", "round_entry",
]
