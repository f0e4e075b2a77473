"""The page and its worker ask nothing of any host but their own, and a Content-Security-Policy
that allows only the page's own origin backs that up."""

import urllib.request

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import FOUR_PLAYERS, FOUR_PLAYERS_PAIRED, pair_players, pairing_rows, wait_for_engine

pytestmark = pytest.mark.browser


def guard(context, site):
    """Route every request of the context: own-origin ones go through, others are refused and listed."""
    seen, foreign = [], []

    def handle(route):
        url = route.request.url
        if site.is_own(url):
            seen.append(url)
            route.continue_()
        else:
            foreign.append(url)
            route.abort()

    context.route("**/*", handle)
    return seen, foreign


def test_no_request_leaves_the_origin(new_context, site):
    # The policy is bypassed here so that this test sees every request the code makes, not only the
    # ones the policy lets through; service workers are blocked because routing does not see
    # requests that a service worker answers.
    context = new_context(service_workers="block", bypass_csp=True)
    seen, foreign = guard(context, site)
    page = context.new_page()
    page.goto(site.url)
    wait_for_engine(page)
    pair_players(page, FOUR_PLAYERS)
    assert pairing_rows(page) == FOUR_PLAYERS_PAIRED
    assert foreign == []
    # The guard saw the worker's requests too (else it would prove nothing about them).
    paths = {url.removeprefix(site.url) for url in seen}
    assert {"pyodide/pyodide.asm.wasm", "pyodide/engine_stdlib.zip", "build-info.json"} <= paths
    # The engine comes from the build's snapshot of it (its wheel only when the snapshot cannot be used).
    assert {path.split("-")[0] for path in paths if path.startswith(("wheels/", "snapshot/"))} == {"snapshot/engine"}


STRICT_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                 "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; "
                 "base-uri 'none'; form-action 'none'")


def test_the_page_and_its_worker_carry_a_policy_of_their_own_origin_only(new_context, site):
    context = new_context(service_workers="block")
    seen, foreign = guard(context, site)
    page = context.new_page()
    page.goto(site.url)
    meta = page.locator('meta[http-equiv="Content-Security-Policy"]')
    expect(meta).to_have_attribute("content", STRICT_POLICY)
    # The worker's policy comes from the header of its script: the same, plus what Pyodide needs.
    with urllib.request.urlopen(site.url + "app/engine.worker.js") as response:
        assert response.headers["Content-Security-Policy"] == STRICT_POLICY.replace(
            "script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'")
    wait_for_engine(page)

    # The policy is enforced: a request to another host is stopped before it is made.
    violation = page.evaluate("""async () => {
        const seen = new Promise((resolve) =>
            document.addEventListener("securitypolicyviolation", (e) => resolve(e.effectiveDirective)));
        const failed = await fetch("http://example.invalid/").then(() => false, () => true);
        return [failed, await seen];
    }""")
    assert violation == [True, "connect-src"]
    assert foreign == []
