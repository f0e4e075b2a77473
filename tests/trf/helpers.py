"""What the TRF tests share: the corpus and golden files with their texts, and a small valid file (`BASE`)
that single tests change one line of."""

from __future__ import annotations

from pathlib import Path

from swisspair.model import Tournament
from swisspair.trf import parse_trf
from tests.corpus_location import BBP_REGRESSION, DUTCH_DEV as DEV, DUTCH_NOPAIRING

ROOT = Path(__file__).resolve().parent.parent.parent
GOLDEN = ROOT / "tests" / "golden" / "trf"


def read(path: Path) -> str:
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


CORPUS_FILES = sorted(DEV.glob("*.trf")) + sorted(DUTCH_NOPAIRING.glob("*.trf")) + sorted(BBP_REGRESSION.glob("*.trf"))
GOLDEN_FILES = sorted(GOLDEN.glob("*.trf"))
TEXTS = {path: read(path) for path in CORPUS_FILES + GOLDEN_FILES}


def player(number: int, points: str, *rounds: str, rank: int | None = None) -> str:
    """A 001 line laid out as bbpPairings writes it: rounds are 8-character entries such as '  12 w 1'."""
    head = f"001 {number:4d}      Test{number:04d} Player{number:04d}{'':15}{2000:4d}{'':28}{points:>4}{rank or number:5d}"
    return (head + "".join(f"  {r}" for r in rounds)).rstrip()


BASE = [  # 4 players, 2 rounds played, 5 rounds in all
    "012 Base",
    "142 5",
    player(1, "1.5", "   3 w 1", "   2 b ="),
    player(2, "1.0", "   4 b =", "   1 w ="),
    player(3, "1.0", "   1 b 0", "   4 w 1"),
    player(4, "0.5", "   2 w =", "   3 b 0"),
]


def with_lines(*lines: str, replace: dict[int, str] | None = None) -> str:
    """BASE with some lines replaced (by index) and others appended."""
    base = list(BASE)
    for index, line in (replace or {}).items():
        base[index] = line
    return "\n".join(base + list(lines)) + "\n"


def golden(name: str) -> Tournament:
    return parse_trf(TEXTS[GOLDEN / name])
