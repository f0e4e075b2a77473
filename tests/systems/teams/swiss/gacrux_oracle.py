"""gacrux (1.11.65, MIT), the FIDE Technical Commission's pairing checker by Otto Milvang, which pairs C.04.6 (2026)
top-down by §3.3.2, run as its command line runs (`python -m gacrux.pairingchecker -i FILE -p -d B`), in this
process, on a dev file cut before a round as the corpus README says. It also checks the players' points (001,
columns 81-84), so these are rewritten as they stood before the round."""

from __future__ import annotations

import contextlib
import io
import sys

from swisspair.replay import cut_team_text
from swisspair.trf.points import format_points, points_after


def gacrux_input(text: str, event, number: int) -> str:
    """The file cut before round `number`, each player's points (columns 81-84) those of the rounds kept."""
    points = {p.number: points_after(p, event.scoring, number - 1) for p in event.players}
    lines = []
    for line in cut_team_text(text, number).split("\n"):
        if line.startswith("001"):
            line = line.ljust(84)
            line = (line[:80] + format_points(points[int(line[4:8])]).rjust(4) + line[84:]).rstrip()
        lines.append(line)
    return "\n".join(lines)


def gacrux_pairing(path) -> tuple[frozenset[tuple[int, int]], int | None]:
    """gacrux's pairing of the next round from its `-p` lines: the (white, black) matches, and the PAB team
    ("TEAM 0")."""
    from gacrux import pairingchecker

    argv, out = sys.argv, io.StringIO()
    sys.argv = ["pairingchecker", "-i", str(path), "-p", "-d", "B"]
    try:
        with contextlib.redirect_stdout(out):
            code = pairingchecker.pairingchecker().common_main()
    finally:
        sys.argv = argv
    lines = out.getvalue().split()
    assert code == 0 and lines and int(lines[0]) * 2 == len(lines) - 1, out.getvalue()[:500]
    pairs = [(int(a), int(b)) for a, b in zip(lines[1::2], lines[2::2])]
    byes = [a or b for a, b in pairs if 0 in (a, b)]
    return frozenset(p for p in pairs if 0 not in p), (byes[0] if byes else None)
