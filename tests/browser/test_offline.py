"""Offline: after one visit the service worker serves the whole build, so the page loads and pairs
with the server stopped; without the service worker it does not."""

import shutil
import time

import pytest
from playwright.sync_api import Error, expect

import build
from tests.browser.helpers import FOUR_PLAYERS, FOUR_PLAYERS_PAIRED, pair_players, pairing_rows, wait_for_engine

pytestmark = pytest.mark.browser


def wait_until_offline_ready(page):
    expect(page.locator("#offline-status")).to_have_text(
        "Available offline: after this visit the page loads and pairs without a network.", timeout=60_000)


def test_after_one_visit_it_loads_and_pairs_with_the_server_stopped(new_context, site):
    page = new_context().new_page()
    page.goto(site.url)
    wait_for_engine(page)
    wait_until_offline_ready(page)

    site.stop()
    page.reload()
    wait_for_engine(page)
    pair_players(page, FOUR_PLAYERS)
    assert pairing_rows(page) == FOUR_PLAYERS_PAIRED


def test_control_without_the_service_worker_it_does_not_load_offline(new_context, site):
    page = new_context(service_workers="block").new_page()
    page.goto(site.url)
    wait_for_engine(page)
    expect(page.locator("#offline-status")).to_contain_text("Offline use is not available")

    site.stop()
    with pytest.raises(Error, match="ERR_CONNECTION_REFUSED"):
        page.reload()


def wait_until(page, condition_js: str, timeout_s: float = 60) -> None:
    """Poll an async page function until it returns true (wait_for_function does not await promises)."""
    deadline = time.monotonic() + timeout_s
    while not page.evaluate(condition_js):
        assert time.monotonic() < deadline, f"timed out waiting for {condition_js}"
        page.wait_for_timeout(200)


def cache_names(page):
    return page.evaluate("caches.keys()")


def test_a_new_build_gets_a_new_cache_and_the_old_one_is_deleted(new_context, start_site, dist, tmp_path):
    copy = tmp_path / "dist"
    shutil.copytree(dist, copy)
    site = start_site(copy)
    page = new_context().new_page()
    page.goto(site.url)
    wait_for_engine(page)
    wait_until_offline_ready(page)
    [first] = cache_names(page)
    assert first.startswith("swisspair-")

    # A new build: one file changes, so the hash, the cache name and sw.js change.
    with open(copy / "app" / "style.css", "a") as stylesheet:
        stylesheet.write("\n/* a change */\n")
    second = build.write_service_worker(copy)
    assert second != first
    page.reload()  # the browser checks sw.js on navigation and installs the new worker
    wait_until(page, f"""async () => {{
        const registration = await navigator.serviceWorker.getRegistration();
        return registration.active?.state === "activated" && !registration.installing && !registration.waiting
            && (await caches.keys()).join() === {second!r};
    }}""")
    page.reload()
    wait_for_engine(page)
    assert "a change" in page.evaluate("fetch('app/style.css').then(r => r.text())")
