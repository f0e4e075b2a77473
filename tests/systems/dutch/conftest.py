import os

import pytest

CORPUS = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "corpus")


def corpus_path(*parts: str) -> str:
    return os.path.normpath(os.path.join(CORPUS, *parts))


@pytest.fixture
def read_trf():
    from swisspair.trf import parse_trf

    def read(path: str):
        with open(path, newline="") as f:
            return parse_trf(f.read())

    return read
