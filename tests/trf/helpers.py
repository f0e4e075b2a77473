"""What the TRF tests share: the corpus and golden files with their texts, and a small valid file (`BASE`)
that single tests change one line of; for a team event, a small team event (`TEAM_BASE`) likewise, the team corpus
files with their texts, and the `.pairings` files of the reference engine read as pairings."""

from __future__ import annotations

from pathlib import Path

from swisspair.model import Tournament
from swisspair.replay import TeamRoundPairing
from swisspair.trf import parse_trf
from tests.corpus_location import (
    BBP_REGRESSION, DUTCH_DEV as DEV, DUTCH_NOPAIRING, TEAM_CHECKER_MISMATCH, TEAM_DEV, TEAM_NOPAIRING,
    TEAM_NOPAIRING_ENGINE_BUG,
)

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


# ---------------------------------------------------------------------------------------------- a team event

TEAM_FOLDERS = (TEAM_DEV, TEAM_NOPAIRING, TEAM_NOPAIRING_ENGINE_BUG, TEAM_CHECKER_MISMATCH)
TEAM_FILES = [path for folder in TEAM_FOLDERS for path in sorted(folder.glob("*.trf"))]
TEAM_TEXTS = {path: read(path) for path in TEAM_FILES}
FILES = Path(__file__).resolve().parent / "files"
FIDE_TEAM_SAMPLE = FILES / "fide-trf26-sample" / "grandmommys-cup-teams.trf"
SHARLY_TEAM_FILE = FILES / "sharly-chess" / "trf-team-import-test.trf"


def sharly_team_text() -> str:
    """Sharly Chess's team file with its 320 put right: it gives the bye 5.0 game points in matches of 4 boards, more
    than a match holds (read as written, with a note); 4.0 (every board won) is the nearest it can mean."""
    text = read(SHARLY_TEAM_FILE)
    assert "320  2.0  5.0   5   3" in text
    return text.replace("320  2.0  5.0   5   3", "320  2.0  4.0   5   3")


def team_310(number: int, name: str, *members: int, short: str = "", strength: str = "") -> str:
    """A 310 record laid out as TRF-2026 says: number 5-7, name 9-40, nickname 42-46, strength 48-53, members from 74."""
    head = f"310 {number:3d} {name:<32} {short:<5} {strength:>6} {'':6} {'':6} {'':3}  "
    return (head + " ".join(f"{m:4d}" for m in members)).rstrip()


def team_013(name: str, *members: int) -> str:
    return (f"013 {name:<32}" + " ".join(f"{m:4d}" for m in members)).rstrip()


# Four teams of two boards. Round 1: team 1 (board 1 White) beats team 3 1.5-0.5, team 4 beats team 2 1.5-0.5.
# Round 2: team 2 has the pairing-allocated bye, team 3 a half-point bye, team 1 wins against team 4 by forfeit.
# Round 3, the one to pair: team 4 is absent (240 Z).
TEAM_BASE = [
    "012 Mini team event",  # 0
    "142 3",
    "192 FIDE_TEAM_TYPEA_MP_GP",
    "362 TW 2.0   TD 1.0   TL 0.0",
    "320  1.0  1.0 000 002",
    player(1, "2.0", "   5 w 1", "0000 - +"),  # 5
    player(2, "1.5", "   6 b =", "0000 - +"),
    player(3, "1.0", "   7 w 0", "0000 - U"),
    player(4, "1.5", "   8 b =", "0000 - U"),
    player(5, "0.5", "   1 b 0", "0000 - H"),
    player(6, "1.0", "   2 w =", "0000 - H"),  # 10
    player(7, "1.0", "   3 b 1", "0000 - -"),
    player(8, "0.5", "   4 w =", "0000 - -"),
    team_310(1, "Alpha", 1, 2, short="ALP", strength="2000"),
    team_310(2, "Beta", 3, 4),
    team_310(3, "Gamma", 5, 6),  # 15
    team_310(4, "Delta", 7, 8),
    "240 H 002    3",
    "240 Z 003    4",
    "330 +- 002 001 004",  # 19
]


def team_text(*lines: str, replace: dict[int, str] | None = None, drop: tuple[int, ...] = ()) -> str:
    """TEAM_BASE with some lines replaced (by index), some dropped and others appended."""
    base = list(TEAM_BASE)
    for index, line in (replace or {}).items():
        base[index] = line
    return "\n".join([line for i, line in enumerate(base) if i not in drop] + list(lines)) + "\n"


def engine_pairings(path: Path) -> dict[int, TeamRoundPairing]:
    """A `.pairings` file: the reference engine's `-p` output for each round (`# round k`, the number of pairs,
    then `WHITE BLACK` team numbers, `TEAM 0` for the pairing-allocated bye)."""
    rounds: dict[int, list[tuple[int, int]]] = {}
    counts: dict[int, int] = {}
    current = None
    for line in read(path).splitlines():
        words = line.split()
        if line.startswith("# round"):
            current = rounds.setdefault(int(words[2]), [])
            number = int(words[2])
        elif len(words) == 1:
            counts[number] = int(words[0])
        elif len(words) == 2:
            current.append((int(words[0]), int(words[1])))
    assert all(counts[k] == len(pairs) for k, pairs in rounds.items()), path  # the engine's count of pairs
    return {
        k: TeamRoundPairing(tuple(sorted((w, b) for w, b in pairs if b)), next((w for w, b in pairs if not b), None))
        for k, pairs in rounds.items()
    }
