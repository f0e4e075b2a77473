"""Every FIDE C.07 tie-break value against the FIDE Technical Commission's reference calculator, gacrux
(1.11.65, MIT), for the 2024 and the 2026 editions.

gacrux is run as its command line runs (`python -m gacrux.tiebreakchecker -i FILE -s -t PTS CODE/V2026 -d T`),
in this process to save its start-up, one tie-break per run: a Fore Buchholz before BH or SB in one run changes
their values. DE is compared as gacrux prints it, a place within the group tied on points. gacrux rounds AOB
(2 decimals up to 8 rounds, 3 up to 26); our exact value is rounded the same way to compare.

CI compares a fixed sample of tests/corpus/dutch2026/dev (every 20th file) and Held's exercise crosstables;
`pytest -m slow tests/standings` compares the rest of the corpus.
"""

import os
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

import pytest

from swisspair.standings import compute_standings
from swisspair.tiebreaks import EDITIONS, TIEBREAKS, Context
from swisspair.trf import parse_trf
from tests.corpus_location import DUTCH_DEV as DEV
from tests.standings.gacrux_oracle import gacrux, parse

pytest.importorskip("gacrux.tiebreakchecker", reason="gacrux (requirements-test.txt) is the oracle")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GOLDEN = os.path.join(ROOT, "tests", "golden", "tiebreaks")

DEV_FILES = sorted(f for f in os.listdir(DEV) if f.endswith(".trf"))
SAMPLE = [os.path.join(DEV, f) for f in DEV_FILES[::20]]
REST = [os.path.join(DEV, f) for i, f in enumerate(DEV_FILES) if i % 20]
HELD = [os.path.join(GOLDEN, f"held-swiss-{n}.trf") for n in (5, 9)]


def fide_codes(edition: str) -> list[str]:
    return [code for code, t in TIEBREAKS.items() if t.family == "FIDE C.07" and edition in t.editions]


def as_gacrux_prints(code: str, value, theirs: str):
    if theirs == "-0":  # gacrux's None
        return value
    if code == "AOB" and value is not None:
        places = len(theirs.partition(".")[2])
        exact = Decimal(value.numerator) / Decimal(value.denominator)
        return Fraction(exact.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))
    return value


def mismatches(path: str, edition: str) -> tuple[int, list[str]]:
    with open(path, newline="") as f:
        tournament = parse_trf(f.read())
    ctx = Context(tournament, edition)
    compared, wrong = 0, []
    for code in fide_codes(edition):
        if code == "DE":
            rows = compute_standings(tournament, ["DE"], edition).rows
            ours = {row.tpn: row.values["DE"].value for row in rows}
        else:
            ours = {tpn: TIEBREAKS[code].compute(ctx, tpn).value for tpn in ctx.players}
        for tpn, theirs in gacrux(path, f"{code}/V{edition}").items():
            compared += 1
            mine = as_gacrux_prints(code, ours[tpn], theirs)
            if mine != parse(theirs):
                wrong.append(f"{code} player {tpn}: ours {mine}, gacrux {theirs}")
    return compared, wrong


def check(path: str, edition: str) -> None:
    compared, wrong = mismatches(path, edition)
    assert compared > 0
    assert not wrong, f"{len(wrong)} of {compared} values differ:\n" + "\n".join(wrong[:20])


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("path", HELD, ids=os.path.basename)
def test_held_exercises_as_gacrux(path, edition):
    check(path, edition)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("path", SAMPLE, ids=os.path.basename)
def test_dev_sample_as_gacrux(path, edition):
    check(path, edition)


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("path", REST, ids=os.path.basename)
def test_dev_rest_as_gacrux(path, edition):
    check(path, edition)
