"""Browser tests: the built dist/ served on 127.0.0.1 by the test itself, driven in headless
Debian Chromium through Playwright. Run `python3 build.py test` (it builds dist/ first)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, sync_playwright

import build
from tests.browser.helpers import ARTIFACTS, BROWSER_ARGS, Site


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = build.find_chromium()
    if path is None:
        pytest.fail(build.CHROMIUM_HELP, pytrace=False)
    return path


@pytest.fixture(scope="session")
def dist() -> Path:
    if not (build.DIST / "sw.js").exists():
        pytest.fail("dist/ is not built: run the tests with `python3 build.py test`, which builds first",
                    pytrace=False)
    return build.DIST


@pytest.fixture(scope="session")
def browser(chromium_path):
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium_path, args=BROWSER_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def start_site(dist):
    """start_site(directory=dist/, policy=None) -> Site; every site is stopped after the test."""
    sites = []

    def start(directory: Path | None = None, policy: str | None = None) -> Site:
        sites.append(Site(directory or dist, policy))
        return sites[-1]

    yield start
    for site in sites:
        site.stop()


@pytest.fixture
def site(start_site) -> Site:
    return start_site()


@pytest.fixture
def new_context(browser, request):
    """new_context(**options) -> a fresh browser profile (no cache, no service worker). When the test
    fails, each of its pages is saved to test-artifacts/ as a screenshot with its console log."""
    contexts = []

    def make(**options):
        context = browser.new_context(**options)
        log: list[str] = []
        context.on("console", lambda message: log.append(f"{message.type}: {message.text}"))
        context.on("weberror", lambda error: log.append(f"error: {error.error}"))
        contexts.append((context, log))
        return context

    yield make
    report = getattr(request.node, "report_call", None)
    for index, (context, log) in enumerate(contexts):
        if report is not None and report.failed:
            ARTIFACTS.mkdir(exist_ok=True)
            stem = re.sub(r"[^\w.-]+", "_", request.node.nodeid)
            for page_index, page in enumerate(context.pages):
                try:
                    page.screenshot(path=ARTIFACTS / f"{stem}-{index}-{page_index}.png", full_page=True)
                except Exception as exc:  # noqa: BLE001 - a closed page must not hide the real failure
                    log.append(f"(no screenshot: {exc})")
            (ARTIFACTS / f"{stem}-{index}.log").write_text("\n".join(log) + "\n")
        context.close()


@pytest.fixture
def page(new_context) -> Page:
    return new_context().new_page()
