"""Two organisers, one event, two browsers: each enters results on their own copy, sends the editable link, and
the other merges it; a board given two results is asked side by side; both copies end the same; a hand-over
moves the pen."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (enter_results, go_to, name_copy, open_link, result_select, stored_event,
                                   wait_for_engine, wait_until_stored)
from tests.browser.share_helpers import links_of, opened_event, two_copies

pytestmark = pytest.mark.browser


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
    # Her own result on board 1 is what the merge loses: listed, with why, before the merge is applied.
    listed = incoming.locator("ul.left-out > li")
    expect(listed).to_have_count(1)
    expect(listed.locator("p")).to_have_text("Round 1, board 1 was changed on both copies; the change made on Ben was "
                                             "kept.")
    expect(listed.locator("li")).to_have_text(re.compile(r"^Round 1, board 1: .* 1-0\.$"))
    incoming.get_by_role("button", name="Apply the merge").click()
    expect(ana.locator("#event-message")).to_contain_text("Merged the copy from the link")
    expect(ana.locator("#event-message")).to_contain_text("Left out, as listed before the merge: Round 1, board 1")
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
