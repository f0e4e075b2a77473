"""Two organisers, one event, two browsers: each enters results on their own copy, sends the editable link, and
the other merges it; a board given two results is asked side by side; both copies end the same; a hand-over
moves the pen."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (enter_results, given_copy_id, go_to, name_copy, open_link, result_select,
                                   stored_event, wait_for_engine, wait_until_stored)
from tests.browser.test_share import call, links_of, opened, watch

pytestmark = pytest.mark.browser

SEED = "seed-laptop"


def club_open() -> dict:
    """Twelve players and round 1 paired, as the first organiser's page made them."""
    doc = call("event_new", id="club-open", name="Club open", rounds=5, mode="fide",
               created="2026-12-02T09:00:00.000Z")["event"]
    for k in range(12):
        doc = call("event_apply", event=doc, operation={
            "op": "add_player", "copy": SEED, "at": f"2026-12-02T09:00:{k + 1:02d}.000Z",
            "player": {"name": f"Player {k + 1:02d}", "rating": 2200 - 10 * k}})["event"]
    return call("event_apply", event=doc, operation={"op": "pair_next", "copy": SEED,
                                                      "at": "2026-12-02T09:01:00.000Z"})["event"]


def opened_event(new_context, site, doc: dict | None = None, copy_id: str | None = None, confirm: bool = False):
    """The first organiser's browser with the event (club_open() unless given) stored and open."""
    page, seen = opened(new_context, site, doc or club_open(), copy_id=copy_id, confirm=confirm)
    page.get_by_role("button", name="Club open", exact=True).click()
    expect(page.locator("#event-title")).to_have_text("Club open")
    return page, seen


def two_copies(new_context, site, doc: dict | None = None):
    """Ana's browser with the event open, and Ben's, which opened her editable link: two copies, each with its own
    copy id (ana-laptop, ben-phone) and name; each confirms what it asks (a withdrawal, say). Returns both pages and
    what each reports (watch)."""
    # Ben's page is opened first and starts its engine while Ana's starts and she shares her link: a start-up takes
    # a core for a second or two, and there are two.
    ben_context = new_context()
    given_copy_id(ben_context, "ben-phone")
    ben = ben_context.new_page()
    ben_seen = watch(ben, confirm=True)
    ben.goto(site.url)
    ana, ana_seen = opened_event(new_context, site, doc, "ana-laptop", confirm=True)
    name_copy(ana, "Ana")
    link = links_of(ana)["edit"]
    wait_for_engine(ben)
    ben.goto(f"{site.url}{link[link.index('#'):]}")
    expect(ben.locator("#event-title")).to_have_text("Club open")
    name_copy(ben, "Ben")
    return ana, ben, (ana_seen, ben_seen)


def results_of(doc: dict) -> list:
    return [board["result"] for board in doc["rounds"][0]["boards"]]


def test_two_copies_merge_both_ways_ask_about_a_board_and_end_the_same(new_context, site):
    ana, ben, (ana_seen, ben_seen) = two_copies(new_context, site)

    enter_results(ana, {1: "1-0", 2: "1-0", 3: "0-1"})
    enter_results(ben, {4: "1/2-1/2", 5: "1-0", 6: "0-1", 1: "0-1"})

    # Ana receives Ben's copy: what each did, then one question (board 1), Ben's side beside hers.
    incoming = open_link(ana, site, links_of(ben)["edit"], "Club open")
    expect(incoming.locator(".incoming-since")).to_contain_text("Ben: 4 results in round 1")
    expect(incoming.locator(".incoming-since")).to_contain_text("You: 3 results in round 1")
    expect(incoming.locator(".incoming-since")).to_contain_text("Merging asks 1 question first.")
    incoming.get_by_role("button", name="Merge the two copies").click()
    question = incoming.get_by_role("group", name=re.compile("Round 1, board 1 was changed on both copies"))
    expect(question).to_contain_text("In this browser")
    expect(question).to_contain_text("From the link (Ben)")
    ana.screenshot(path="test-artifacts/co-organisers-conflict.png", full_page=True)
    incoming.get_by_role("button", name="Merge with these choices").click()
    expect(incoming.get_by_role("alert")).to_contain_text("Choose what to keep in question 1")
    question.get_by_label(re.compile(r"Keep: Round 1, board 1: .* 0-1\.")).check()
    incoming.get_by_role("button", name="Merge with these choices").click()
    expect(ana.locator("#event-message")).to_contain_text("Merged the copy from the link")
    wait_until_stored(ana)
    merged = stored_event(ana, "club-open")
    assert results_of(merged)[:6] == ["0-1", "1-0", "0-1", "1/2-1/2", "1-0", "0-1"]

    # Ben receives the merged copy: his board 1 was kept, nothing to ask, and both copies are the same event.
    incoming = open_link(ben, site, links_of(ana)["edit"], "Club open")
    incoming.get_by_role("button", name="Merge the two copies").click()
    expect(ben.locator("#event-message")).to_contain_text("Merged the copy from the link")
    wait_until_stored(ben)
    assert stored_event(ben, "club-open") == merged
    assert ana_seen["errors"] == [] and ben_seen["errors"] == []


def test_a_hand_over_gives_the_pen_and_the_handed_over_copy_only_shows(new_context, site):
    # Ben's page starts its engine while Ana's does (see two_copies).
    ben = new_context().new_page()
    ben.goto(site.url)
    ana, seen = opened_event(new_context, site)
    name_copy(ana, "Ana")
    go_to(ana, "Share and files")
    ana.get_by_role("button", name="Hand this event to a co-organiser").click()
    expect(ana.locator("#share-panel")).to_have_attribute("data-state", "ready")
    expect(ana.locator("#pen-banner")).to_contain_text("You handed this event to a co-organiser")
    link = ana.locator("#share-edit").input_value()
    go_to(ana, "Round")
    result_select(ana, 1, 1).select_option("1-0")
    expect(ana.locator("#event-message")).to_contain_text("handed the event to a co-organiser")

    wait_for_engine(ben)
    ben.goto(f"{site.url}{link[link.index('#'):]}")
    expect(ben.locator("#pen-banner")).to_contain_text("You have the pen for this event")
    enter_results(ben, {1: "1-0"})
    ben_link = links_of(ben)["edit"]

    # Back on Ana's device: the later link shows Ben has the pen, and she can take it back.
    incoming = open_link(ana, site, ben_link, "Club open")
    incoming.get_by_role("button", name="Merge the two copies").click()
    expect(ana.locator("#pen-banner")).to_contain_text("A co-organiser has the pen for this event since")
    ana.get_by_role("button", name="Take the pen", exact=True).click()
    ana.get_by_role("button", name="Yes, take the pen").click()
    expect(ana.locator("#pen-banner")).to_contain_text("You have the pen for this event")
    assert seen["errors"] == []
