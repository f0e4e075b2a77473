"""Two organisers' copies merged in German on a 390-px phone: Ben's browser, whose language is German, holds his copy
(a player withdrawn) and opens Ana's editable link (round 2 paired without that withdrawal). What each copy did, the
question, its two choices, the changes each side lists and why the choice leaves the pairing out read in German, by
role and label; the page fits the phone's width (a screenshot goes to test-artifacts/merge-de-phone.png), and the
choice made merges the copies."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import ARTIFACTS, given_copy_id
from tests.browser.share_helpers import call, club_open, encode, seed, watch

pytestmark = pytest.mark.browser

ANA, BEN = "ana-laptop", "ben-phone"
NO_SIDEWAYS_SCROLL = "() => document.scrollingElement.scrollWidth <= window.innerWidth"


def signed(doc: dict, copy: str, minute: int, **operation) -> dict:
    return call("event_apply", event=doc, operation={**operation, "copy": copy,
                                                      "at": f"2026-12-02T10:{minute:02d}:00.000Z"})["event"]


def test_a_german_director_reads_and_answers_a_merge_question_on_a_phone(new_context, site):
    doc = club_open()
    for board in range(1, 7):
        doc = signed(doc, ANA, board, op="set_result", round=1, board=board, result="1-0")
    doc = signed(doc, ANA, 7, op="name_copy", name="Ana")
    ben = signed(signed(doc, BEN, 8, op="name_copy", name="Ben"), BEN, 9, op="withdraw", player=12)
    ana = signed(doc, ANA, 10, op="pair_next")
    context = new_context(locale="de-DE", viewport={"width": 390, "height": 844})
    seed(context, ben)
    given_copy_id(context, BEN)
    page = context.new_page()
    seen = watch(page)
    page.goto(site.url)
    expect(page.locator("#engine")).to_have_attribute("data-state", "ready", timeout=90_000)
    page.goto(f"{site.url}#{encode(page, ana)}")
    incoming = page.locator("#incoming")
    expect(incoming).to_contain_text("Dieser Browser hat das Turnier „Club open“ bereits")
    expect(incoming.locator(".incoming-since")).to_contain_text("Ana: Runde 2 ausgelost; Sie: Player 12 zieht sich ab "
                                                                "Runde 2 zurück.")
    incoming.get_by_role("button", name="Die beiden Kopien zusammenführen").click()

    asked = incoming.get_by_role("group", name=re.compile(
        re.escape("Runde 2 wurde auf Ana ohne diese Änderungen auf Ben ausgelost.")))
    expect(asked).to_be_visible()
    expect(asked.locator(".conflict-side").nth(0)).to_have_text("In diesem BrowserPlayer 12 zieht sich ab Runde 2 "
                                                                "zurück.")
    expect(asked.locator(".conflict-side").nth(1)).to_contain_text("Runde 2 ausgelost: 6 Bretter.")
    expect(asked.get_by_label("Runde 2 wie auf Ana ausgelost behalten; die Änderungen von Ben weglassen",
                              exact=True)).to_be_visible()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "merge-de-phone.png", full_page=True)
    assert page.evaluate(NO_SIDEWAYS_SCROLL), "the merge's question scrolls sideways on a 390-px phone"

    asked.get_by_label("Die Änderungen von Ben behalten; die Auslosung von Runde 2 weglassen (nach dem "
                       "Zusammenführen neu auslosen)", exact=True).check()
    incoming.get_by_role("button", name="Mit dieser Auswahl zusammenführen").click()
    expect(incoming.locator(".left-out")).to_contain_text("Die Änderungen auf Ben wurden behalten; Runde 2 wurde auf "
                                                          "Ana ohne sie ausgelost: nach dem Zusammenführen neu "
                                                          "auslosen.")
    incoming.get_by_role("button", name="Zusammenführung anwenden").click()
    expect(page.locator("#event-message")).to_contain_text("zusammengeführt")
    assert seen["errors"] == []
