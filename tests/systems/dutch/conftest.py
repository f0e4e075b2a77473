import os

import pytest

from tests.corpus_location import CORPUS


def corpus_path(*parts: str) -> str:
    return os.path.join(CORPUS, *parts)


@pytest.fixture
def read_trf():
    from swisspair.trf import parse_trf

    def read(path: str):
        with open(path, newline="") as f:
            return parse_trf(f.read())

    return read
