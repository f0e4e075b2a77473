"""The Dutch engine against bbpPairings v6 (FIDE-endorsed) on tests/corpus.

CI runs a fixed sample of dev/ (every file up to 16 players, and every 10th file above); the whole of
dev/ runs with `pytest -m slow` or `python3 -m swisspair check tests/corpus/dutch2026/dev`.
"""

import os
import re

import pytest

from swisspair.systems.dutch.pairing import format_pairing
from swisspair.systems.dutch.pairing import PairingError, pair_round
from swisspair.replay import check_tournament

from .conftest import corpus_path

DEV = corpus_path("dutch2026", "dev")
NOPAIRING = corpus_path("dutch2026", "nopairing")
REGRESSION = corpus_path("bbp-regression")


def _players(name: str) -> int:
    return int(re.match(r"n(\d+)_", name).group(1))


DEV_FILES = sorted((f for f in os.listdir(DEV) if f.endswith(".trf")), key=lambda f: (_players(f), f))
SAMPLE = [f for i, f in enumerate(DEV_FILES) if _players(f) <= 16 or i % 10 == 0]
REST = [f for f in DEV_FILES if f not in SAMPLE]


def _check(read_trf, name):
    failures = [c for c in check_tournament(read_trf(os.path.join(DEV, name))) if not c.ok]
    assert not failures, "\n".join(f"round {c.round}: file {c.expected} engine {c.actual or c.error}" for c in failures)


@pytest.mark.parametrize("name", SAMPLE)
def test_dev_sample_every_round_as_bbp(read_trf, name):
    _check(read_trf, name)


@pytest.mark.slow
@pytest.mark.parametrize("name", REST)
def test_dev_rest_every_round_as_bbp(read_trf, name):
    _check(read_trf, name)


@pytest.mark.parametrize("name", sorted(f for f in os.listdir(NOPAIRING) if f.endswith(".trf")))
def test_nopairing_is_reported_with_the_absolute_criteria(read_trf, name):
    with pytest.raises(PairingError) as error:
        pair_round(read_trf(os.path.join(NOPAIRING, name)))
    assert error.value.rule == "C1-C3"


@pytest.mark.parametrize("name", ["dutch_2025_C5", "dutch_2025_C9", "issue_7"])
def test_bbp_regression_output_including_board_order(read_trf, name):
    with open(os.path.join(REGRESSION, name + ".expected"), newline="") as f:
        expected = [line for line in re.split(r"\r\n|\r|\n", f.read()) if line]
    assert format_pairing(pair_round(read_trf(os.path.join(REGRESSION, name + ".trf")))).split("\n") == expected
