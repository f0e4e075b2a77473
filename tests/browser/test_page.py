"""The page: the engine loads stage by stage in its worker, pairs what a person types, shows the
engine's own error messages, and says what failed when it cannot load."""

import re

import pytest
from playwright.sync_api import expect

import build
from tests.browser.helpers import (ENGINE_TIMEOUT_MS, FOUR_PLAYERS, FOUR_PLAYERS_PAIRED, pair_players,
                                   pairing_rows, wait_for_engine)

pytestmark = pytest.mark.browser


def test_engine_loads_by_stage_and_pairs_through_the_worker(site, page):
    page.goto(site.url)
    expect(page.get_by_role("heading", name="SwissPair", level=1)).to_be_visible()
    button = page.get_by_role("button", name="Pair round 1")
    wait_for_engine(page)
    expect(page.locator("#engine-status")).to_contain_text(re.compile(r"SwissPair \d+\.\d+\.\d+ on Python 3\.14"))
    for stage in ("runtime", "packages", "engine"):
        expect(page.locator(f'[data-stage="{stage}"] .stage-state')).to_have_text(re.compile(r"done in \d+\.\d\d s"))
    expect(button).to_be_enabled()

    pair_players(page, FOUR_PLAYERS)
    expect(page.get_by_role("table")).to_contain_text("Eva Fischer")
    assert pairing_rows(page) == FOUR_PLAYERS_PAIRED
    expect(page.get_by_text("Bye:")).to_have_count(0)

    pair_players(page, FOUR_PLAYERS + ["Ines Jovic 1760"], colour="Black")
    expect(page.get_by_text("Bye: Ines Jovic (1760)")).to_be_visible()
    assert pairing_rows(page) == [["1", "Carl Diaz (1985)", "Eva Fischer (2210)"],
                                  ["2", "Anna Berg (2150)", "Gil Hart (1840)"]]


def test_bad_input_shows_the_engines_message_and_the_line(site, page):
    page.goto(site.url)
    wait_for_engine(page)
    pair_players(page, ["Anna Berg 2150", "", "Carl Diaz 19O5", "Eva Fischer 2210"])
    alert = page.locator("#demo-result [role=alert]")
    expect(alert).to_have_text(
        "Line 3: The rating of player 2 (Carl Diaz) must be a whole number, but it is “19O5”.")
    expect(page.get_by_role("table")).to_have_count(0)

    pair_players(page, ["Anna Berg 2150"])
    expect(alert).to_have_text("A round needs at least two players; the list has 1.")


@pytest.mark.parametrize("missing, also_missing, stage, advice", [
    ("pyodide/pyodide.asm.wasm", None, "runtime", "The pairing engine's runtime did not start."),
    # The wheel is fetched only by the cold start, which a missing snapshot leads to.
    ("wheels/swisspair-", "snapshot/engine-", "packages", "A package the engine needs did not install."),
])
def test_a_missing_file_says_what_failed_and_what_to_do(new_context, site, missing, also_missing, stage, advice):
    context = new_context(service_workers="block")
    for gone in filter(None, (missing, also_missing)):
        context.route(f"**/{gone}*", lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page.goto(site.url)
    error = page.get_by_role("alert")
    expect(error).to_be_visible(timeout=ENGINE_TIMEOUT_MS)
    expect(page.locator("#engine-status")).to_have_text("The pairing engine did not load.")
    expect(error).to_contain_text(re.compile(f"What failed: .*{re.escape(missing.split('/')[-1])}"))
    expect(error).to_contain_text(f"What to do: {advice}")
    expect(page.locator(f'[data-stage="{stage}"] .stage-state')).to_have_text("failed")
    expect(page.get_by_role("button", name="Pair round 1")).to_be_disabled()


def test_pyodide_needs_wasm_unsafe_eval_in_the_workers_policy(new_context, start_site, dist):
    # The header policy without 'wasm-unsafe-eval': the worker may not compile WebAssembly.
    policy = build.page_policy(dist / "index.html")
    assert "wasm-unsafe-eval" not in policy
    site = start_site(policy=policy)
    page = new_context(service_workers="block").new_page()
    page.goto(site.url)
    expect(page.get_by_role("alert")).to_contain_text("What to do: The pairing engine's runtime did not start.",
                                                      timeout=ENGINE_TIMEOUT_MS)
    expect(page.locator('[data-stage="runtime"] .stage-state')).to_have_text("failed")
