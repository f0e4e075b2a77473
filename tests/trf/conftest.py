"""The corpus and golden files, read once per test module."""

from __future__ import annotations

from pathlib import Path

import pytest

from swisspair.model import Tournament
from swisspair.trf import parse_trf
from tests.trf.helpers import TEXTS


@pytest.fixture(scope="module")
def parsed() -> dict[Path, Tournament]:
    return {path: parse_trf(text) for path, text in TEXTS.items()}
