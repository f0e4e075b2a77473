"""The engine's explanations in the director's language: in a German browser, the note under a round paired against
a restriction (why two siblings meet) and how a tie-break's value was computed are worded from the keys and
parameters the engine answers beside its English (app/locales/de/engine.json), the round number and counts in
their places, and so is each round's line of the value, clause by clause."""

import re

import pytest
from playwright.sync_api import expect

from swisspair import bridge
from tests.browser.helpers import ENGINE_TIMEOUT_MS, put_before_load

pytestmark = pytest.mark.browser


def apply(doc: dict, operation: dict) -> dict:
    answer = bridge.handle({"id": 1, "op": "event_apply", "args": {"event": doc, "operation": operation}})
    assert answer["ok"], answer
    return answer["result"]["event"]


def siblings_event() -> dict:
    """Four players, three of them siblings: round 1 cannot keep them all apart, and is complete."""
    doc = bridge.handle({"id": 1, "op": "event_new", "args": {"id": "geschwister", "name": "Vereinsturnier",
                                                              "rounds": 3, "mode": "club"}})["result"]["event"]
    doc = apply(doc, {"op": "update_settings", "tiebreaks": ["BH/C1", "BH"]})
    for name, rating in (("Anna Berg", 2150), ("Carl Berg", 1985), ("Eva Berg", 2210), ("Gil Hart", 1840)):
        doc = apply(doc, {"op": "add_player", "player": {"name": name, "rating": rating, "club": ""}})
    doc = apply(doc, {"op": "add_restriction", "players": [1, 2, 3], "kind": "siblings"})
    doc = apply(doc, {"op": "pair_next"})
    for board in range(1, 3):
        doc = apply(doc, {"op": "set_result", "round": 1, "board": board, "result": "1-0"})
    return doc


def test_a_german_browser_reads_why_two_siblings_meet_and_how_a_buchholz_was_computed(site, new_context):
    doc = siblings_event()
    note = doc["rounds"][0]["notes"][0]
    assert note["key"] == "note.restriction_broken"
    first, second = note["params"]["first"], note["params"]["second"]
    context = new_context(locale="de-DE")
    put_before_load(context, doc)
    page = context.new_page()
    page.goto(site.url)
    expect(page.locator("#engine")).to_have_attribute("data-state", "ready", timeout=ENGINE_TIMEOUT_MS)
    page.locator("#event-list").get_by_role("button", name=doc["name"], exact=True).click()

    page.locator('#event-nav a[href="#round"]').click()
    expect(page.locator('#round-view ul.notes li')).to_have_text(re.compile(
        rf"^{first} und {second} \(Geschwister\) spielen gegeneinander: keine Paarung der Runde 1 hält sie "
        r"auseinander \(.+\)\.$"))

    page.locator('#event-nav a[href="#standings"]').click()
    standings = page.locator("#standings-view table.standings")
    standings.get_by_role("button", name=re.compile(r"^Buchholz Streichwert 1 von Gil Hart: ")).click()
    expect(page.locator("#standings-view .explain")).to_contain_text(
        "Gil Hart, Buchholz Streichwert 1: Summe über 1 Runde, 1 gestrichen; Wert")
    # The round's line: its clauses (the opponent's score, then the cut) each in German.
    expect(page.locator("#standings-view .explain li.cut")).to_contain_text(
        "Punktzahl des Gegners; gestrichen: der schwächste Wert")
