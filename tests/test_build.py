"""build.py test on a fresh machine: which Chromium install it chooses, that it installs nothing when a
Chromium is there, and that a failed install stops the run with the command to type. Nothing is installed."""

from pathlib import Path

import pytest

import build

PYTHON = Path("/checkout/.venv/bin/python")
PLAYWRIGHT_INSTALL = [[str(PYTHON), "-m", "playwright", "install", "chromium"]]


def test_root_on_debian_or_ubuntu_installs_the_distributions_chromium():
    assert build.chromium_installs(root=True, apt=True, python=PYTHON) == [
        ["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]]


def test_without_root_playwright_installs_its_own_chromium():
    assert build.chromium_installs(root=False, apt=True, python=PYTHON) == PLAYWRIGHT_INSTALL


def test_without_apt_playwright_installs_its_own_chromium():
    assert build.chromium_installs(root=True, apt=False, python=PYTHON) == PLAYWRIGHT_INSTALL
    assert build.chromium_installs(root=False, apt=False, python=PYTHON) == PLAYWRIGHT_INSTALL


@pytest.fixture
def commands_run(monkeypatch):
    """Every command ensure_chromium runs is recorded and fails; nothing is installed."""
    ran = []

    def refuse(command, **options):
        ran.append(command)
        return build.subprocess.CompletedProcess(command, 1)

    monkeypatch.setattr(build.subprocess, "run", refuse)
    return ran


def test_a_chromium_already_there_is_used_and_nothing_is_installed(monkeypatch, commands_run):
    monkeypatch.setattr(build, "find_chromium", lambda: "/usr/bin/chromium")
    assert build.ensure_chromium(PYTHON) == "/usr/bin/chromium"
    assert commands_run == []


def test_playwrights_own_chromium_from_an_earlier_run_is_used(monkeypatch, commands_run):
    monkeypatch.setattr(build, "find_chromium", lambda: None)
    monkeypatch.setattr(build, "playwright_chromium", lambda python: "/home/me/.cache/ms-playwright/chrome")
    assert build.ensure_chromium(PYTHON) == "/home/me/.cache/ms-playwright/chrome"
    assert commands_run == []


def test_a_failed_install_stops_at_once_with_the_command_to_run(monkeypatch, commands_run):
    monkeypatch.setattr(build, "find_chromium", lambda: None)
    monkeypatch.setattr(build, "playwright_chromium", lambda python: None)
    with pytest.raises(build.BuildError) as stopped:
        build.ensure_chromium(PYTHON)
    assert len(commands_run) == 1  # the first command failed: nothing after it ran
    assert commands_run[0] in (["apt-get", "update"], PLAYWRIGHT_INSTALL[0])
    assert build.CHROMIUM_HELP in str(stopped.value)


@pytest.mark.parametrize("pytest_args, browser", [
    ([], True),
    (["-m", "slow"], True),
    (["-m", "not browser"], False),
    (["-m", "not browser and not slow", "-q"], False),
])
def test_only_a_run_without_the_browser_tests_skips_chromium(pytest_args, browser):
    assert build.selects_browser_tests(pytest_args) is browser


def test_the_standard_library_the_build_keeps_follows_every_engine_import_but_the_command_lines():
    statements = build.engine_stdlib_imports()
    assert "import unicodedata" in statements  # swisspair.document.text, which the page reaches
    assert "from decimal import ROUND_HALF_UP, Decimal" in statements
    # Only `python -m swisspair` and its benchmark import these: the page never loads them.
    assert not {"import argparse", "import resource", "import tracemalloc"} & set(statements)
    assert not [statement for statement in statements if "swisspair" in statement]
