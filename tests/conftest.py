"""Settings shared by every test under tests/."""

import pytest
from hypothesis import settings

# CI has two slow cores: a property test must fail on a wrong answer, not on a slow example.
settings.register_profile("swisspair", deadline=None)
settings.load_profile("swisspair")


def pytest_collection_modifyitems(config, items):
    """CI runs a fixed sample; the whole corpus and the stress runs only when -m names them (-m slow)."""
    if "slow" in (config.option.markexpr or ""):
        return
    skip = pytest.mark.skip(reason="slow run: select with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


def pytest_addoption(parser):
    parser.addoption("--screens", metavar="DIR", default=None,
                     help="keep the layout tests' screenshots in DIR (tests/browser/test_layout_languages.py)")
