"""The record link of an event of sections (app/share.js format 3, app/pack-store.js): an event of three sections
too big for a QR code as a whole link is offered as its record of changes, and a fresh browser opening it makes
every section's players and rounds again, the same event to the byte."""

import json

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import go_to, stored_event
from tests.browser.share_helpers import opened, received
from tests.helpers import section_events

pytestmark = pytest.mark.browser


# In the slow run only, for CI's time: tests/app/test_share_sections.py packs and opens an event of sections as a
# record link in the page's own code, and test_record_link.py carries a record link to a fresh browser in CI.
@pytest.mark.slow
def test_an_event_of_sections_is_offered_as_its_record_link_and_opens_whole_in_a_fresh_browser(new_context, site):
    doc = section_events.weekend((36, 30, 30))
    for section in (1, 2, 3):
        doc = section_events.play(doc, section, 2)
    page, seen = opened(new_context, site, doc)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Share", exact=True).click()
    expect(page.locator("#share-panel")).to_have_attribute("data-state", "ready")
    block = page.locator('.share-block[data-kind="edit"]')
    link = block.locator("#share-edit").input_value()
    whole = block.locator("#share-edit-full").input_value()
    assert link.startswith(f"{site.url}#e3.") and whole.startswith(f"{site.url}#e2.")
    assert len(link) < 1_000 < 2_953 < len(whole), (len(link), len(whole))

    receiver, receiver_seen = received(new_context, site, link, doc["name"])
    assert json.dumps(stored_event(receiver, doc["id"])) == json.dumps(doc)
    assert seen["errors"] == receiver_seen["errors"] == []
