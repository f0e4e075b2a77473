"""The page's language: a German browser's first visit is in German, the chooser switches the page to French in one
click without a reload and a reload keeps French; an event made in French has its views drawn again in another language
at once, and speaks French to whoever opens its read-only link, in an English browser too; a phone 390 px wide scrolls
no sideways in either."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import screenshot, stored_event
from tests.browser.share_helpers import encode

pytestmark = pytest.mark.browser


def ready(page: Page) -> None:
    expect(page.locator("#engine")).to_have_attribute("data-state", "ready", timeout=90_000)


def no_sideways_scroll(page: Page) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")


def test_a_german_browser_sees_german_and_one_click_switches_to_french_which_a_reload_keeps(new_context, site):
    page = new_context(locale="de-DE").new_page()
    page.goto(site.url)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.get_by_text("Paarungen, Ergebnisse und Tabellen")).to_be_visible()
    expect(page.get_by_role("button", name="Turnier anlegen")).to_be_visible()

    page.get_by_label("Sprache", exact=True).select_option(label="Français")
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.get_by_text("Appariements, résultats et classements")).to_be_visible()
    expect(page.get_by_role("button", name="Créer le tournoi")).to_be_visible()
    no_sideways_scroll(page)

    page.reload()
    expect(page.get_by_label("Langue", exact=True)).to_have_value("fr")
    expect(page.get_by_role("button", name="Créer le tournoi")).to_be_visible()


@pytest.mark.slow
def test_an_event_made_in_french_redraws_its_views_in_another_language_and_its_link_speaks_french(new_context, site):
    page = new_context(locale="fr-FR").new_page()
    page.goto(site.url)
    expect(page.get_by_label("Langue", exact=True)).to_have_value("fr")
    ready(page)
    form = page.locator("#new-event-form")
    form.get_by_label("Nom du tournoi").fill("Open de Lyon")
    form.get_by_role("button", name="Créer le tournoi").click()
    expect(page.locator("#event-title")).to_have_text("Open de Lyon")
    # The views drawn for the open event speak French, and they follow another choice at once.
    nav = page.get_by_role("navigation", name="Vues de ce tournoi")
    expect(nav.get_by_role("link", name="Joueurs")).to_be_visible()
    expect(page.locator("#event-stage")).to_have_text("Avant la ronde 1 · 0 joueur")
    page.get_by_label("Langue", exact=True).select_option(label="Deutsch")
    expect(nav).to_have_count(0)
    expect(page.get_by_role("navigation", name="Ansichten dieses Turniers").get_by_role("link", name="Spieler")).to_be_visible()
    expect(page.locator("#event-stage")).to_have_text("Vor Runde 1 · 0 Spieler")
    page.get_by_label("Sprache", exact=True).select_option(label="Français")
    no_sideways_scroll(page)
    screenshot(page, "languages-fr-event")

    doc = stored_event(page)
    assert doc["details"]["language"] == "fr"
    link = encode(page, doc, read_only=True)
    player = new_context(locale="en-US").new_page()
    player.goto(f"{site.url}#{link}")
    expect(player.locator("#shared-title")).to_have_text("Open de Lyon")
    expect(player.locator("html")).to_have_attribute("lang", "fr")
    expect(player.get_by_label("Langue", exact=True)).to_have_value("fr")
    no_sideways_scroll(player)
    screenshot(player, "languages-fr-read-only-link")


def test_a_round_link_of_a_german_event_reads_in_german_in_an_english_browser(new_context, site):
    page = new_context(locale="en-US").new_page()
    page.goto(site.url)
    card = {"name": "Frühjahrsopen", "round": 2, "of": 5, "at": 1_777_800_180_000, "language": "de",
            "boards": [{"white": "Eva Fischer", "black": "Carl Diaz", "result": None, "whitePoints": 10,
                        "blackPoints": 10}], "bye": None}
    fragment = page.evaluate("""async (card) => (await import("./app/round-link.js")).encodeRound(card)""", card)
    page.goto(f"{site.url}#{fragment}")
    expect(page.locator("#shared-title")).to_have_text("Frühjahrsopen")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#shared-view")).to_contain_text("Runde 2 von 5")
