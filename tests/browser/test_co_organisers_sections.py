"""Two organisers of a three-section weekend open, two browsers: the director hands a copy to a co-organiser, each
enters the results of a different section, and the merge puts both sections' results together without a question;
a board of one section both entered differently is asked, naming the section."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import enter_results, given_copy_id, name_copy, open_link, stored_event, wait_for_engine, \
    wait_until_stored
from tests.browser.share_helpers import SEED, links_of, opened, watch
from tests.helpers.section_events import apply, weekend

pytestmark = pytest.mark.browser

EVENT = "Weekend Open 2026"


def switch_to(page, section: str) -> None:
    page.locator("#section-switch").get_by_label("Section", exact=True).select_option(label=section)


def round_one_results(doc: dict) -> list[list[str | None]]:
    return [[board["result"] for board in section["rounds"][0]["boards"]] for section in doc["sections"]]


# In the slow run only, for CI's time: tests/event/test_merge_sections.py merges sections taken by two organisers in
# the engine, and the page's merge runs in CI in test_co_organisers.py.
@pytest.mark.slow
def test_two_organisers_take_different_sections_and_the_merge_puts_them_together(new_context, site):
    doc = weekend(sizes=(6, 6, 6), copy=SEED)
    for section in (1, 2, 3):
        doc = apply(doc, SEED, op="pair_next", section=section)
    # Ben's page starts its engine while Ana's does: a start-up takes a core for a second or two.
    ben_context = new_context()
    given_copy_id(ben_context, "ben-phone")
    ben = ben_context.new_page()
    ben_seen = watch(ben, confirm=True)
    ben.goto(site.url)
    ana, ana_seen = opened(new_context, site, doc, copy_id="ana-laptop", confirm=True)
    ana.get_by_role("button", name=EVENT, exact=True).click()
    name_copy(ana, "Ana")
    link = links_of(ana)["edit"]
    wait_for_engine(ben)
    ben.goto(f"{site.url}{link[link.index('#'):]}")
    expect(ben.locator("#event-title")).to_have_text(EVENT)
    name_copy(ben, "Ben")

    # Boards run on across the sections: the Open's are 1-3, the U1800's 4-6, the U1400's 7-9.
    switch_to(ana, "Open")
    enter_results(ana, {1: "1-0", 2: "1/2-1/2", 3: "0-1"})
    switch_to(ben, "U1800")
    enter_results(ben, {4: "0-1", 5: "1-0", 6: "1/2-1/2"})

    incoming = open_link(ana, site, links_of(ben)["edit"], EVENT)
    expect(incoming.locator(".incoming-since")).to_contain_text("Ben: 3 results in round 1")
    expect(incoming.locator(".incoming-since")).not_to_contain_text("question")
    incoming.get_by_role("button", name="Merge the two copies").click()
    expect(ana.locator("#event-message")).to_contain_text("Merged the copy from the link")
    wait_until_stored(ana)
    assert round_one_results(stored_event(ana, "weekend")) == [
        ["1-0", "1/2-1/2", "0-1"], ["0-1", "1-0", "1/2-1/2"], [None, None, None]]

    # Both take the U1400's board 7, differently: the one question names the section.
    switch_to(ana, "U1400")
    enter_results(ana, {7: "1-0", 8: "0-1"})
    switch_to(ben, "U1400")
    enter_results(ben, {7: "0-1", 9: "1-0"})
    incoming = open_link(ana, site, links_of(ben)["edit"], EVENT)
    expect(incoming.locator(".incoming-since")).to_contain_text("Merging asks 1 question first.")
    incoming.get_by_role("button", name="Merge the two copies").click()
    question = incoming.get_by_role("group", name=re.compile(
        r"Round 1 of the section “U1400”, board \d+ was changed on both copies"))
    expect(incoming.get_by_role("group", name=re.compile("was changed on both copies"))).to_have_count(1)
    question.get_by_label(re.compile(r"Keep: .* 0-1\.")).check()
    incoming.get_by_role("button", name="Merge with these choices").click()
    incoming.get_by_role("button", name="Apply the merge").click()
    expect(ana.locator("#event-message")).to_contain_text("Merged the copy from the link")
    wait_until_stored(ana)
    assert round_one_results(stored_event(ana, "weekend")) == [
        ["1-0", "1/2-1/2", "0-1"], ["0-1", "1-0", "1/2-1/2"], ["0-1", "0-1", "1-0"]]
    assert ana_seen["errors"] == [] and ben_seen["errors"] == []
