"""The figures docs/validation.md gives for the real TRF files of tests/trf/files: how many the command line reads
(`check` and `standings`), how many the import makes an event of, how many of those export with every player line as
the file has it, and on how many `check` finds the rounds bbpPairings' checker finds (its verdicts:
bbppairings-check.txt).

    .venv/bin/python tools/trf_files.py            # one line a file, then the totals
    .venv/bin/python tools/trf_files.py --totals   # the totals only

tests/trf/test_files.py pins the same verdicts file by file; this gathers them into the sentence's numbers.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import sys
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "py"))

from swisspair import bridge  # noqa: E402
from swisspair.__main__ import main as swisspair_main  # noqa: E402
from swisspair.trf import decode_trf  # noqa: E402

FILES_DIR = os.path.join(ROOT, "tests", "trf", "files")
VERDICT = re.compile(r"(\S+): (?:not read: .*|\d+ rounds checked; differ: (.*))")
LINE_END = re.compile(r"\r\n|\r|\n")


@dataclass
class Figures:
    name: str
    read: bool  # `check` and `standings` read it
    imported: bool  # the import (the page's, the bridge's) makes an event of it
    same_lines: bool | None  # every 001 line exported as the file has it, trailing blanks aside (None: not imported)
    same_bytes: bool | None  # ... trailing blanks included
    bbp: list[int] | None  # the rounds bbpPairings' checker finds paired otherwise; None: it does not read the file
    differ: list[int]  # the rounds `check` finds paired otherwise


def real_files() -> list[str]:
    return sorted(os.path.relpath(os.path.join(folder, name), FILES_DIR)
                  for folder, _, names in os.walk(FILES_DIR) for name in names if name.endswith(".trf"))


def bbp_verdicts() -> dict[str, list[int] | None]:
    verdicts: dict[str, list[int] | None] = {}
    with open(os.path.join(FILES_DIR, "bbppairings-check.txt"), encoding="utf-8") as f:
        for line in f:
            match = VERDICT.fullmatch(line.rstrip("\n"))
            if match:
                differ = match.group(2)
                verdicts[match.group(1)] = None if differ is None else [] if differ == "none" else \
                    [int(r) for r in differ.split()]
    return verdicts


def _cli(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = swisspair_main(list(args))
    return code, out.getvalue()


def player_lines(text: str, strip: bool) -> dict[int, str]:
    return {int(line[4:8]): line.rstrip() if strip else line for line in LINE_END.split(text) if line.startswith("001")}


def figures_of(name: str, bbp: list[int] | None) -> Figures:
    path = os.path.join(FILES_DIR, name)
    with open(path, "rb") as f:
        text, encoding = decode_trf(f.read())
    code, out = _cli("check", path)
    standings, _ = _cli("standings", path, "--tiebreaks", "BH")
    read = code != 3 and "cannot be replayed" not in out and standings == 0
    answer = bridge.handle({"id": 1, "op": "event_import_trf", "args": {"trf": text, "id": "x", "encoding": encoding}})
    same_lines = same_bytes = None
    if answer["ok"]:
        exported = bridge.handle({"id": 1, "op": "event_to_trf", "args": {"event": answer["result"]["event"]}})
        written = exported["result"]["trf"] if exported["ok"] else ""
        same_lines = player_lines(written, True) == player_lines(text, True)
        same_bytes = player_lines(written, False) == player_lines(text, False)
    differ = [int(r) for r in re.findall(r"round (\d+) differs", out)]
    return Figures(name, read, answer["ok"], same_lines, same_bytes, bbp, differ)


def totals(rows: list[Figures]) -> dict[str, int]:
    both = [row for row in rows if row.bbp is not None and row.read]
    return {
        "files": len(rows),
        "folders": len({row.name.split("/")[0] for row in rows}),
        "read": sum(row.read for row in rows),
        "imported": sum(row.imported for row in rows),
        "same_lines": sum(bool(row.same_lines) for row in rows),
        "same_bytes": sum(bool(row.same_bytes) for row in rows),
        "bbp_reads": sum(row.bbp is not None for row in rows),
        "both_read": len(both),
        "agree": sum(row.bbp == row.differ for row in both),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--totals", action="store_true", help="print the totals only")
    args = parser.parse_args(argv)
    verdicts = bbp_verdicts()
    rows = [figures_of(name, verdicts.get(name)) for name in real_files()]
    if not args.totals:
        for row in rows:
            export = "not imported" if row.same_lines is None else \
                "lines kept" + ("" if row.same_bytes else " (trailing blanks aside)") if row.same_lines else "lines changed"
            check = "bbpPairings does not read it" if row.bbp is None else \
                f"check {'agrees' if row.bbp == row.differ else 'disagrees'} with bbpPairings (differ: {row.differ})"
            print(f"{row.name}: {'read' if row.read else 'refused'}; {export}; {check}")
    print(" ".join(f"{key}={value}" for key, value in totals(rows).items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
