"""The tie-break oracle runs: the slow full-corpus comparison runs only when -m names it (-m slow)."""

import os

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long corpus or stress runs, left out of CI's default sample")


def pytest_collection_modifyitems(config, items):
    if "slow" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="the whole dev corpus against gacrux: select with -m slow")
    for item in items:
        if "slow" in item.keywords and str(item.path).startswith(HERE):
            item.add_marker(skip)
