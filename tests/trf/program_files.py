"""TRF files as other programs write them: the real ones in tests/trf/files/ (SOURCES.md says where each came from),
a Lichess export made here, and the command line that reads them, run in-process."""

import contextlib
import io
import os

from swisspair.__main__ import main

FILES_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "files")
FILES = sorted(os.path.relpath(os.path.join(folder, name), FILES_DIR)
               for folder, _, names in os.walk(FILES_DIR) for name in names if name.endswith(".trf"))


def cli(*args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def cells(bits):
    """A fixed-column line from (last column, text) pairs, as Lichess writes its TRF (lila SwissTrf.formatLine)."""
    line = ""
    for end, text in bits:
        line += " " * (end - len(text) - len(line)) + text
    return line


def lichess_file(ongoing=False):
    """A Lichess Swiss export after 2 of 3 rounds: its header tags, user names from column 16, ratings ending at
    column 52, absences as a blank opponent with "-", the bye as "U", a late joiner's "H"; CRLF line ends."""
    header = ["012 Friday Blitz Swiss", "022 https://lichess.org/swiss/Xy12Ab34", "032 Lichess", "042 Nov 27, 2026",
              "052 ", "062 5", "092 Individual: Swiss-System", "102 https://lichess.org/swiss", "XXR 3",
              "XXC white1"]
    # number, user, rating, points, [(opponent, colour, result) per round]
    players = [
        (1, "DrNykterstein", 2850, "2.0", [(4, "w", "1"), (3, "b", "1")]),
        (2, "penguingm1", 2800, "1.5", [(5, "b", "="), (4, "w", "1")]),
        (3, "José_Núñez", 2700, "1.0", [(None, "", "U"), (1, "w", "0")]),
        (4, "Alireza2003", 2600, "0.0", [(1, "b", "0"), (2, "b", "0")]),
        (5, "LateComer", 2500, "0.5", [(2, "w", "="), (None, "", "-")]),
    ]
    if ongoing:
        players[0] = (1, "DrNykterstein", 2850, "2.0", [(4, "w", "1"), (3, "b", "1"), (2, "w", "Z")])
        players[1] = (2, "penguingm1", 2800, "1.5", [(5, "b", "="), (4, "w", "1"), (1, "b", "Z")])
    lines = list(header)
    for number, user, rating, points, rounds in players:
        bits = [(3, "001"), (8, str(number)), (15 + len(user), user), (52, str(rating)), (84, points)]
        for r, (opponent, colour, result) in enumerate(rounds):
            bits += [(95 + 10 * r, "" if opponent is None else str(opponent)), (97 + 10 * r, colour),
                     (99 + 10 * r, result)]
        lines.append(cells(bits))
    return "\ufeff" + "\r\n".join(lines) + "\r\n"
