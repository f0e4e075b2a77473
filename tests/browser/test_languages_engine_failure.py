"""An engine that fails to start fails before the page's words have loaded (the two load side by side): what
failed is said in the page's language all the same, worded when it is shown rather than when it happened."""

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_a_french_browser_whose_engine_worker_does_not_load_says_what_failed_in_french(new_context, site):
    context = new_context(locale="fr-FR")
    context.route("**/app/engine.worker.js", lambda route: route.fulfill(status=404, body="missing"))
    page = context.new_page()
    page.goto(site.url)
    expect(page.locator("#engine")).to_have_attribute("data-state", "failed", timeout=30_000)
    expect(page.locator("#engine-status")).to_have_text("Le moteur d'appariement ne s'est pas chargé.")
    expect(page.locator("#engine-error")).to_contain_text(
        "Ce qui a échoué : le script du worker du moteur a échoué.")
