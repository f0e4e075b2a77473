"""`check` on planted faults (tests/helpers/planted_faults.py): files from SwissPair's own generators, each valid or
carrying one deliberate fault; `check` flags exactly the faulty files and names each fault."""

from __future__ import annotations

import contextlib
import io

import pytest

from swisspair.__main__ import main
from tests.helpers.planted_faults import planted_set

# What `check` prints for each kind of fault.
NAMED = {"C1": ": C1: players", "C2": ": C2: player", "C3": ": C3: player", "rank": ": rank: player",
         "team-opponent": ": C1: teams", "team-colour": ": colours: ", "team-rank": ": rank: team", None: None}
SEEDS = range(1, 7)  # CI; `-m slow` runs 40 more
SLOW_SEEDS = range(7, 47)


def check(tmp_path, planted) -> tuple[int, str]:
    path = tmp_path / f"{planted.name}.trf"
    path.write_text(planted.text, encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = main(["check", str(path)])
    return code, out.getvalue()


def run_set(tmp_path, seeds) -> dict[str | None, int]:
    made = planted_set(seeds)
    counts: dict[str | None, int] = {}
    for planted in made:
        code, out = check(tmp_path, planted)
        counts[planted.fault] = counts.get(planted.fault, 0) + 1
        if planted.fault is None:
            assert code == 0 and out.strip().endswith(" 0 failed"), f"{planted.name} is valid:\n{out}"
            continue
        assert code == 1, f"{planted.name} carries a {planted.fault} fault and passed:\n{out}"
        assert NAMED[planted.fault] in out, f"{planted.name}: the {planted.fault} fault is not named:\n{out}"
        others = [name for fault, name in NAMED.items() if name and fault != planted.fault and name in out]
        assert not others, f"{planted.name}: {planted.fault} planted, {others} named:\n{out}"
    return counts


def test_check_flags_exactly_the_planted_faults_and_names_them(tmp_path):
    counts = run_set(tmp_path, SEEDS)
    # Every kind is planted at least three times over the six seeds, and every seed gives its two valid files.
    assert counts[None] == 2 * len(SEEDS)
    assert all(counts.get(fault, 0) >= 3 for fault in NAMED if fault), counts


@pytest.mark.slow
def test_check_flags_exactly_the_planted_faults_over_many_seeds(tmp_path):
    counts = run_set(tmp_path, SLOW_SEEDS)
    assert counts[None] == 2 * len(SLOW_SEEDS)
