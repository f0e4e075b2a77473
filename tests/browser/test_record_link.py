"""The editable link that carries the record of changes (format 3), as a director uses it: an event too big for a
QR code as a whole link gets one as its record, a co-organiser's fresh browser opens it, pairs the rounds again
and keeps the same event; a link whose event comes out otherwise is refused and nothing is stored."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import go_to, stored_event, stored_event_keys, wait_for_engine
from tests.browser.share_helpers import opened, received
from tests.helpers.played_events import realistic_event  # the benchmark's event: names, ratings, FIDE ids, a bye, a swap

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def thirty():
    return realistic_event(players=30, rounds=5, seed=7)


def test_a_record_link_carries_the_event_to_a_fresh_browser_in_a_qr_code(new_context, site, thirty):
    page, seen = opened(new_context, site, thirty)
    page.get_by_role("button", name=thirty["name"], exact=True).click()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Share", exact=True).click()
    block = page.locator('.share-block[data-kind="edit"]')
    expect(page.locator("#share-panel")).to_have_attribute("data-state", "ready")
    link = block.locator("#share-edit").input_value()
    whole = block.locator("#share-edit-full").input_value()
    assert link.startswith(f"{site.url}#e3.") and whole.startswith(f"{site.url}#e2.")
    assert len(link) < 2_000 < 2_953 < len(whole), (len(link), len(whole))
    expect(block).to_contain_text("pairing each round anew")
    block.get_by_text("QR code of the editable link").click()
    expect(block.get_by_role("img", name="QR code of the editable link")).to_be_visible()
    block.screenshot(path=Path("test-artifacts") / "record-link-share-panel.png")

    receiver, receiver_seen = received(new_context, site, link, thirty["name"])
    assert json.dumps(stored_event(receiver, thirty["id"])) == json.dumps(thirty)
    assert seen["errors"] == receiver_seen["errors"] == []


def test_a_hand_over_travels_as_a_record_link_and_gives_the_pen(new_context, site, thirty):
    page, seen = opened(new_context, site, thirty)
    page.get_by_role("button", name=thirty["name"], exact=True).click()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Hand this event to a co-organiser").click()
    expect(page.locator("#pen-banner")).to_contain_text("You handed this event to a co-organiser")
    expect(page.locator("#share-panel")).to_have_attribute("data-state", "ready")
    link = page.locator("#share-edit").input_value()
    assert link.startswith(f"{site.url}#e3.")
    handed = stored_event(page, thirty["id"])

    receiver = new_context().new_page()
    receiver.goto(site.url)
    wait_for_engine(receiver)
    receiver.goto(link)
    expect(receiver.locator("#pen-banner")).to_contain_text("You have the pen for this event", timeout=60_000)
    kept = stored_event(receiver, thirty["id"])
    assert (kept["players"], kept["rounds"], kept["log"][:len(handed["log"])]) == (
        handed["players"], handed["rounds"], handed["log"])
    assert seen["errors"] == []


def test_a_record_link_whose_event_comes_out_otherwise_is_refused(new_context, site, thirty):
    """The sender's engine paired otherwise (another version): the receiving page makes another event and keeps
    nothing."""
    page, seen = opened(new_context, site)
    other = json.loads(json.dumps(thirty))
    board = other["rounds"][0]["boards"][0]
    board["white"], board["black"] = board["black"], board["white"]
    fragment = page.evaluate("""async (text) => {
        const share = await import("./app/share.js");
        return share.encodeRecord(JSON.parse(text));
    }""", json.dumps(other))
    page.goto(f"{site.url}#{fragment}")
    incoming = page.locator("#incoming")
    expect(incoming).to_contain_text("comes out otherwise here than in the SwissPair that made the link", timeout=60_000)
    expect(incoming).to_contain_text("Nothing was stored or changed")
    assert stored_event_keys(page) == []
    assert seen["errors"] == []
