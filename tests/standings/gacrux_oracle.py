"""gacrux (1.11.65, MIT), the FIDE Technical Commission's tie-break calculator, run in this process as its command
line runs (`python -m gacrux.tiebreakchecker -i FILE -s -t PTS CODE -d T`) to save its start-up: one tie-break per
run, after the points (for a team file, the primary score its 192 code names)."""

import contextlib
import io
import sys
from decimal import Decimal
from fractions import Fraction


def gacrux(path: str, code: str, swiss: bool = True) -> dict[int, str]:
    """gacrux's value of one tie-break for every competitor (player or team), as text. `swiss=False` leaves out
    -s ("use rules for swiss tournament"): gacrux then guesses a round robin when the competitors number the
    rounds or one more."""
    return gacrux_list(path, [code], swiss)[code]


def gacrux_list(path: str, codes: list[str], swiss: bool = True) -> dict[str, dict[int, str]]:
    """gacrux's values of several tie-breaks in one run, by code: only for tie-breaks whose values do not depend
    on the ones before them (not DE and the others computed inside a tied group, not a Fore Buchholz before
    another Buchholz)."""
    rows = _rows(path, codes, swiss)
    return {code: {int(row[0]): row[3 + i] for row in rows} for i, code in enumerate(codes)}


def gacrux_ranks(path: str, codes: list[str], swiss: bool = True) -> dict[int, int]:
    """gacrux's places: by the points, then the tie-breaks `codes` in their order."""
    return {int(row[0]): int(row[1]) for row in _rows(path, codes, swiss)}


def _rows(path: str, codes: list[str], swiss: bool) -> list[list[str]]:
    from gacrux import tiebreakchecker

    argv, out = sys.argv, io.StringIO()
    sys.argv = ["tiebreakchecker", "-i", path, *(["-s"] if swiss else []), "-t", "PTS", *codes, "-d", "T"]
    try:
        with contextlib.redirect_stdout(out):
            tiebreakchecker.tiebreakchecker().common_main()
    finally:
        sys.argv = argv
    lines = out.getvalue().splitlines()
    assert lines and lines[0].split("\t")[:2] == ["StartNo", "Rank"], out.getvalue()[:500]
    return [line.split("\t") for line in lines[1:]]


def parse(theirs: str) -> Fraction | None:
    """gacrux's text as an exact value; "-0" is its None."""
    return None if theirs == "-0" else Fraction(Decimal(theirs))
