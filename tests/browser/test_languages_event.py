"""What an event gives its players speaks the event's language, whatever the director's: an English browser prints
a German event's pairings and standings in German (read under print media), and the page around them stays
English."""

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from tests.browser.helpers import go_to, open_stored
from tests.browser.native_events import NINE, native_event
from tests.browser.print_helpers import COUNT_PRINTS, choose_and_print

pytestmark = pytest.mark.browser


def event_in(language: str) -> dict:
    """Four players, two rounds paired and played, the event's language `language`."""
    doc, _ = native_event(players=NINE[:4], rounds=2)
    answer = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": {
        "op": "set_details", "language": language}}})
    assert answer["ok"], answer
    return answer["result"]["event"]


def test_an_english_browser_prints_a_german_events_pairings_and_standings_in_german(new_context, site):
    doc = event_in("de")
    page = open_stored(new_context, site, doc)
    page.context.add_init_script(COUNT_PRINTS)
    page.evaluate(COUNT_PRINTS)

    choose_and_print(page, "board", 2)
    # The director's bar is English; the sheet is the players'.
    expect(page.locator("#print-view-title")).to_have_text("Print view: Pairings by board, round 2")
    page.emulate_media(media="print")
    sheet = page.locator('#print-sheet .sheet[data-view="board"]')
    expect(sheet.locator(".sheet-what")).to_have_text("Paarungen, Runde 2")
    assert [text.strip() for text in sheet.locator("thead tr:not(.sheet-title) th").all_inner_texts()] == [
        "Br.", "Nr.", "Weiß", "Pkt.", "Ergebnis", "Nr.", "Schwarz", "Pkt."]
    expect(sheet.locator("figcaption")).to_contain_text("Runde 2")
    page.emulate_media(media="screen")
    page.locator("#print-close").click()

    choose_and_print(page, "standings")
    page.emulate_media(media="print")
    sheet = page.locator('#print-sheet .sheet[data-view="standings"]')
    expect(sheet.locator(".sheet-what")).to_have_text("Endstand nach Runde 2")
    headings = [text.strip() for text in sheet.locator("thead tr:not(.sheet-title) th").all_inner_texts()]
    assert headings[:5] == ["Platz", "Nr.", "Name", "Elo", "Pkt."], headings
    page.emulate_media(media="screen")

    # Drawn, the sheets left the director's language as it was.
    page.locator("#print-close").click()
    expect(page.locator('#print-what option[value="board"]')).to_have_text("Pairings by board")
    go_to(page, "Standings")
    expect(page.locator("#standings-view table.standings caption")).to_have_text("Final standings after 2 rounds")
