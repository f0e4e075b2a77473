"""The roster as a FIDE-rated event needs it, used as a director would: a FIDE-style list pasted, what each line
became shown before anything is added (a mistyped rating flagged on its line, not added unless ticked), the FIDE
fields typed in the form and refused naming the field, and a bye requested for round 3 at entry shown in round 3."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (create_event, enter_results, go_to, open_page, read_pasted_list,
                                   roster_rows)

pytestmark = pytest.mark.browser

FIDE_LIST = ("Carlsen, Magnus  NOR  GM  2830  1503014\n"
             "Hou, Yifan  CHN  GM  2633  8602980\n"
             "Berg, Anna  GER  WFM  2150  24612345\n"
             "Hugo ## 18OO x\n"
             "Diaz, Carl  ESP  IA  1985\n")


def test_a_fide_style_list_is_previewed_line_by_line_with_the_mistyped_line_flagged_then_added(site, page):
    open_page(page, site.url)
    create_event(page, "Rated Open", 5)
    roster = read_pasted_list(page, FIDE_LIST)
    preview = roster.locator("#paste-preview")
    table = preview.locator("table")
    expect(table.locator("caption")).to_have_text("What each line became")
    rows = [[cell.strip() for cell in row.locator("td").all_inner_texts()] for row in table.locator("tbody tr").all()]
    assert [row[1:7] for row in rows] == [
        ["1", "Carlsen, Magnus", "2830", "GM", "NOR", ""], ["2", "Hou, Yifan", "2633", "GM", "CHN", ""],
        ["3", "Berg, Anna", "2150", "WFM", "GER", ""], ["4", "Hugo ## 18OO x", "unrated", "", "", ""],
        ["5", "Diaz, Carl", "1985", "", "ESP", ""]]
    flagged = preview.get_by_role("alert")
    expect(flagged).to_contain_text("1 line may be mistyped and will be added only if you tick it:")
    expect(flagged).to_contain_text("Line 4: “##” holds a symbol no name has; “18OO” looks like a mistyped rating (1800?).")
    expect(table.locator("tbody tr").nth(4)).to_contain_text("IA is an arbiter’s title, not a player’s: not kept")
    expect(preview.get_by_label("Add line 4: Hugo ## 18OO x")).not_to_be_checked()
    expect(page.locator("#roster-table")).to_contain_text("No players yet.")

    preview.get_by_role("button", name="Add 4 players").click()
    expect(preview).to_have_text("Added 4 players.")
    # C.04.2: rating, then title; the title and federation columns appear once players have them.
    assert roster_rows(page) == [["1", "Carlsen, Magnus", "GM", "2830", "NOR"], ["2", "Hou, Yifan", "GM", "2633", "CHN"],
                                 ["3", "Berg, Anna", "WFM", "2150", "GER"], ["4", "Diaz, Carl", "", "1985", "ESP"]]


def test_the_form_takes_the_fide_fields_and_refuses_a_bad_one_naming_it(site, page):
    open_page(page, site.url)
    create_event(page, "Rated Open", 5)
    form = page.locator("#player-form")
    form.get_by_label("Name", exact=True).fill("So, Wesley")
    form.get_by_label("Rating", exact=True).fill("2750")
    form.get_by_label("Title").fill("FA")
    form.get_by_label("Federation").fill("usa")
    form.get_by_label("FIDE ID").fill("5202213")
    form.get_by_role("button", name="Add player").click()
    expect(page.locator("#event-message")).to_contain_text("FA is an arbiter’s title, not a player’s")
    # What was typed comes back to be corrected.
    expect(form.get_by_label("Title")).to_have_value("FA")
    form.get_by_label("Title").fill("gm")
    form.get_by_label("Birth date or year").fill("09.10.1993")
    form.get_by_role("button", name="Add player").click()
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    assert roster_rows(page) == [["1", "So, Wesley", "GM", "2750", "USA"]]
    page.get_by_role("button", name="Edit So, Wesley").click()
    expect(form.get_by_label("Birth date or year")).to_have_value("1993/10/09")
    expect(form.get_by_label("FIDE ID")).to_have_value("5202213")


def test_a_bye_requested_for_round_3_at_entry_shows_in_round_3(site, page):
    open_page(page, site.url)
    create_event(page, "Weekend Swiss", 5)
    form = page.locator("#player-form")
    for name, rating in (("Anna Berg", "2150"), ("Carl Diaz", "1985"), ("Eva Fischer", "2210"), ("Gil Hart", "1840")):
        form.get_by_label("Name", exact=True).fill(name)
        form.get_by_label("Rating", exact=True).fill(rating)
        form.get_by_role("button", name="Add player").click()
        expect(page.locator("#roster-table")).to_contain_text(name)
    form.get_by_label("Name", exact=True).fill("Ines Jovic")
    form.get_by_label("Rating", exact=True).fill("2000")
    form.get_by_label("Requested byes").fill("3")
    form.get_by_label("Bye points").select_option(label="½-point bye")
    form.get_by_role("button", name="Add player").click()
    ines = page.locator("#roster-table tr", has_text="Ines Jovic")
    expect(ines).to_contain_text("Round 3: ½-point bye")

    # A later bye, registered once the event has started; rounds 1 and 2 played (five players: two boards and a bye).
    for r in (1, 2, 3):
        go_to(page, "Round")
        page.locator("#pair-button").click()
        expect(page.locator(f'table.pairings[data-round="{r}"]')).to_be_visible()
        if r < 3:
            enter_results(page, {1: "1/2-1/2", 2: "1/2-1/2"}, r)
        if r == 1:
            go_to(page, "Players")
            page.get_by_text("Requested byes for later rounds").click()
            byes = page.locator("#bye-form")
            byes.get_by_label("Player").select_option(label="Gil Hart")
            byes.get_by_label("Round").select_option(label="Round 4")
            byes.get_by_label("Bye").select_option(label="0-point bye")
            byes.get_by_role("button", name="Register the bye").click()
            expect(page.locator("#roster-table tr", has_text="Gil Hart")).to_contain_text("Round 4: 0-point bye")
    table = page.locator('table.pairings[data-round="3"]')
    expect(table.locator("caption")).to_have_text("Round 3: 2 boards, 0 of 2 results")
    expect(table).not_to_contain_text("Ines Jovic")
    expect(page.locator("#round-view")).to_contain_text("Not playing: Ines Jovic (½-point bye, requested).")
