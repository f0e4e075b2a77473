"""The organiser's events: created with the engine's round advice, listed, opened, renamed and deleted,
all kept in this browser."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_event, event_rows, go_to, open_more_options, open_page, wait_for_engine

pytestmark = pytest.mark.browser


def test_the_new_event_form_shows_the_engines_round_advice_and_checks_input(site, page):
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    open_more_options(page)
    form.get_by_label("Expected number of players").fill("9")
    expect(form.locator("#new-rounds-advice")).to_contain_text("Recommended: 4 rounds (at most 9)")
    expect(form.get_by_label("Number of rounds")).to_have_value("4")

    form.get_by_role("button", name="Create event").click()
    expect(form.get_by_role("alert")).to_have_text("Give the event a name.")
    form.get_by_label("Event name").fill("Spring Open")
    form.get_by_label("Number of rounds").fill("0")
    form.get_by_role("button", name="Create event").click()
    expect(form.get_by_role("alert")).to_have_text("Number of rounds: “0” is not a whole number from 1 to 99.")
    form.get_by_label("Scoring").select_option(label="Win/loss: win 1, loss 0 (no draws)")
    form.get_by_label("Number of rounds").fill("5")
    form.get_by_label("Pairing-allocated bye scores").select_option(label="a draw")
    form.get_by_role("button", name="Create event").click()
    expect(form.get_by_role("alert")).to_contain_text("Win/loss scoring has no draws")


def test_create_rename_and_delete_events_kept_across_a_reload(site, page):
    open_page(page, site.url)
    expect(page.locator("#event-list")).to_contain_text("No events yet")
    create_event(page, "Club Championship", 7, scoring="Three points a win: win 3, draw 1, loss 0", bye="a draw",
                 tiebreaks="Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins", colour="Black")
    summary = page.locator("#event-summary")
    go_to(page, "Settings")
    expect(summary).to_be_visible()
    expect(summary).to_contain_text("0 of 7 rounds played")
    expect(summary).to_contain_text("scoring win 3, draw 1, bye 1")
    expect(summary).to_contain_text("tie-breaks BH/C1, BH, SB, WIN")
    expect(summary).to_contain_text("round 1 top board black")

    settings = page.locator("#view-settings")
    settings.get_by_label("Event name").fill("  ")
    settings.get_by_role("button", name="Rename").click()
    expect(settings.locator("#settings-message")).to_have_text("The name cannot be empty: the event keeps its name.")
    settings.get_by_label("Event name").fill("Club Championship 2026")
    settings.get_by_role("button", name="Rename").click()
    expect(page.locator("#event-title")).to_have_text("Club Championship 2026")

    page.get_by_role("button", name="All events").click()
    create_event(page, "<img src=x onerror=alert(1)>", 5)
    page.get_by_role("button", name="All events").click()
    page.reload()
    wait_for_engine(page)
    # Names are text, never markup; the newest change is listed first.
    assert [row[0] for row in event_rows(page)] == ["<img src=x onerror=alert(1)>", "Club Championship 2026"]
    expect(page.locator("#event-list img")).to_have_count(0)

    page.get_by_role("button", name="Club Championship 2026", exact=True).click()
    expect(page.locator("#event-summary")).to_contain_text("0 of 7 rounds played")
    page.get_by_role("button", name="All events").click()

    page.once("dialog", lambda dialog: dialog.dismiss())
    page.get_by_role("button", name="Delete Club Championship 2026").click()
    assert len(event_rows(page)) == 2
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete Club Championship 2026").click()
    expect(page.locator("#org-message")).to_contain_text("Event “Club Championship 2026” deleted.")
    assert [row[0] for row in event_rows(page)] == ["<img src=x onerror=alert(1)>"]
    page.get_by_role("button", name="Undo delete").click()
    expect(page.locator("#org-message")).to_have_text("Event “Club Championship 2026” restored.")
    page.get_by_role("button", name="Duplicate Club Championship 2026").click()
    expect(page.locator("#event-list")).to_contain_text("Copy of Club Championship 2026")
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete Club Championship 2026").click()
    page.reload()
    wait_for_engine(page)
    assert sorted(row[0] for row in event_rows(page)) == ["<img src=x onerror=alert(1)>",
                                                          "Copy of Club Championship 2026"]
    expect(page.get_by_role("button", name="Undo delete")).to_have_count(0)
    page.get_by_role("button", name="Copy of Club Championship 2026", exact=True).click()
    expect(page.locator("#event-summary")).to_contain_text("0 of 7 rounds played")


def test_the_tie_break_list_is_chosen_by_name_and_explained_in_words(site, page):
    open_page(page, site.url)
    create_event(page, "Tie-break Open", 5, tiebreaks="None (points, then rating)")
    go_to(page, "Settings")
    expect(page.locator("#event-summary")).to_contain_text("tie-breaks none")
    picker = page.locator("#tiebreaks-form")
    expect(picker).to_contain_text("No tie-breaks: players on equal points are listed by pairing number.")
    add = picker.get_by_label("Add a tie-break")
    for name in ("Buchholz Cut-1 (BH/C1)", "Sonneborn-Berger (SB)", "Direct encounter (DE)"):
        add.select_option(label=name)
    # Each one chosen is said in words, and is no longer offered.
    items = picker.locator("ol.tiebreak-list li")
    expect(items).to_have_count(3)
    expect(items.first).to_contain_text("Buchholz Cut-1 (BH/C1): The opponents' scores added up, less the lowest one.")
    expect(add.locator("option", has_text="Sonneborn-Berger (SB)")).to_have_count(0)
    picker.get_by_role("button", name="Move Direct encounter up").click()
    picker.get_by_role("button", name="Move Direct encounter up").click()
    expect(picker.get_by_role("button", name="Move Direct encounter up")).to_be_disabled()
    picker.get_by_role("button", name="Remove Sonneborn-Berger").click()
    expect(items).to_have_count(2)
    add.select_option(label="Sonneborn-Berger (SB)")
    # Nothing is stored until the list is set.
    expect(page.locator("#event-summary")).to_contain_text("tie-breaks none")
    page.get_by_role("button", name="Set tie-breaks").click()
    expect(page.locator("#event-message")).to_have_text(
        "Tie-breaks: Direct encounter, Buchholz Cut-1, Sonneborn-Berger.")
    expect(page.locator("#event-summary")).to_contain_text("tie-breaks DE, BH/C1, SB")
    # The rules are there for arbiters, behind a why.
    why = picker.locator("details.why")
    expect(why.locator("li").first).to_be_hidden()
    why.get_by_text("Why: the rules").click()
    expect(why).to_contain_text("Buchholz Cut-1: FIDE C.07 Art. 8.1, 14.1")
