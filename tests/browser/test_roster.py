"""The roster: players typed one at a time or pasted as a list (unreadable lines named, nothing imported
before the director confirms), edited at any time and removed before round 1, withdrawn and late entries
after it; pairing numbers in FIDE initial order."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (add_player, create_event, go_to, open_page, paste_players, read_pasted_list,
                                   roster_rows)

pytestmark = pytest.mark.browser


def test_players_typed_edited_and_removed_before_round_one(site, page):
    open_page(page, site.url)
    create_event(page, "Rapid", 3)
    add_player(page, "Anna Berg", "1900", "Rook Club")
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    add_player(page, "Carl Diaz", "21OO")
    expect(page.locator("#event-message")).to_have_text(
        "Rating: “21OO” is not a whole number (leave it empty or 0 for an unrated player).")
    expect(page.locator("#player-rating")).to_be_focused()
    add_player(page, "Carl Diaz", "2100")
    add_player(page, "<b>Bold</b>", "")
    expect(page.locator("#roster-table caption")).to_have_text("3 players, by pairing number")
    # FIDE initial order: rating, highest first; an unrated player last.
    assert roster_rows(page) == [["1", "Carl Diaz", "2100", "", ""], ["2", "Anna Berg", "1900", "Rook Club", ""],
                                 ["3", "<b>Bold</b>", "unrated", "", ""]]

    page.get_by_role("button", name="Edit Anna Berg").click()
    expect(page.locator("#player-name")).to_have_value("Anna Berg")
    page.locator("#player-rating").fill("2200")
    page.get_by_role("button", name="Save changes").click()
    expect(page.locator("#roster-table tbody tr").first).to_contain_text("Anna Berg")

    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Remove <b>Bold</b>").click()
    expect(page.locator("#roster-table caption")).to_have_text("2 players, by pairing number")
    page.get_by_role("button", name=re.compile(r"^Undo")).click()
    expect(page.locator("#roster-table caption")).to_have_text("3 players, by pairing number")
    expect(page.locator("#event-message")).to_have_text("Undone: Removed <b>Bold</b>.")


def test_a_pasted_list_names_the_lines_it_cannot_read_flags_a_mistyped_one_and_adds_only_when_confirmed(site, page):
    open_page(page, site.url)
    create_event(page, "Blitz", 3)
    roster = read_pasted_list(
        page, "Anna Berg\t2150\nCarl Diaz, 1985, Knights\nEva Fischer  2210\nGil Hart 1840\n\nInes Jovic, 17x0\n"
        "Jon Kerr, 5000\nLea van der Berg\nMo Ng,")
    alerts = roster.get_by_role("alert")
    expect(alerts.first).to_contain_text("1 line could not be read and will not be added:")
    expect(alerts.first).to_contain_text("Line 7 (“Jon Kerr, 5000”): the rating 5000 is above 4000.")
    # A rating mistyped with a letter is read as part of the name, flagged on its line and not ticked.
    expect(alerts.nth(1)).to_contain_text("Line 6: “17x0” looks like a mistyped rating.")
    expect(roster.get_by_label("Add line 6: Ines Jovic, 17x0")).not_to_be_checked()
    # One space before the rating, as the page's own example writes it, and names without a rating are read.
    preview = roster.locator("#paste-preview table")
    expect(preview.locator("tbody tr")).to_have_count(7)
    assert [[cell.strip() for cell in row.locator("td").all_inner_texts()][1:4]
            for row in preview.locator("tbody tr").all()] == [
        ["1", "Anna Berg", "2150"], ["2", "Carl Diaz", "1985"], ["3", "Eva Fischer", "2210"], ["4", "Gil Hart", "1840"],
        ["6", "Ines Jovic, 17x0", "unrated"], ["8", "Lea van der Berg", "unrated"], ["9", "Mo Ng", "unrated"]]
    expect(page.locator("#roster-table")).to_contain_text("No players yet.")
    roster.get_by_role("button", name="Add 6 players").click()
    expect(page.locator("#roster-table caption")).to_have_text("6 players, by pairing number")
    assert roster_rows(page) == [["1", "Eva Fischer", "2210", "", ""], ["2", "Anna Berg", "2150", "", ""],
                                 ["3", "Carl Diaz", "1985", "Knights", ""], ["4", "Gil Hart", "1840", "", ""],
                                 ["5", "Lea van der Berg", "unrated", "", ""], ["6", "Mo Ng", "unrated", "", ""]]


def test_withdrawal_and_late_entry_once_the_event_runs(site, page):
    open_page(page, site.url)
    create_event(page, "Weekender", 4)
    for name, rating in (("Anna Berg", "2150"), ("Carl Diaz", "1985"), ("Eva Fischer", "2210"), ("Gil Hart", "1840")):
        add_player(page, name, rating)
    page.get_by_role("button", name="Pair round 1").click()
    expect(page.locator("#pair-status")).to_contain_text("Round 1 is paired.")
    go_to(page, "Players")
    expect(page.get_by_role("button", name="Remove Anna Berg")).to_have_count(0)
    expect(page.get_by_role("button", name="Add late entry")).to_be_visible()
    add_player(page, "Ines Jovic", "2000")
    expect(page.locator("#roster-table")).to_contain_text("late entry, joins in round 2")
    # A late entry renumbers the players still to pair: Ines (2000) comes after Anna (2150).
    assert [row[1] for row in roster_rows(page)] == ["Eva Fischer", "Anna Berg", "Ines Jovic", "Carl Diaz", "Gil Hart"]
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Withdraw Gil Hart").click()
    expect(page.locator("#roster-table")).to_contain_text("withdrawn from round 2")
    page.get_by_role("button", name="Gil Hart plays on").click()
    expect(page.get_by_role("button", name="Withdraw Gil Hart")).to_be_visible()


def test_a_player_is_corrected_once_the_event_runs_with_the_engines_word_on_the_numbers(site, page):
    open_page(page, site.url)
    create_event(page, "Misspelt Open", 4)
    paste_players(page, ["Anna Berg 2150", "Carl Dias 1985", "Eva Fischer 2210", "Gil Hart 1840"])
    page.get_by_role("button", name="Pair round 1").click()
    expect(page.locator('table.pairings[data-round="1"]')).to_contain_text("Carl Dias")

    go_to(page, "Players")
    page.get_by_role("button", name="Edit Carl Dias").click()
    expect(page.locator("#player-name")).to_have_value("Carl Dias")
    page.locator("#player-name").fill("Carl Diaz")
    page.locator("#player-rating").fill("2250")
    page.get_by_role("button", name="Save changes").click()
    expect(page.locator("#event-message")).to_contain_text("Edited Carl Diaz")
    # The pairing shows the corrected name; the new rating moves Carl to number 1, which the engine says.
    expect(page.locator('table.pairings[data-round="1"]')).to_contain_text("Carl Diaz")
    expect(page.locator("#event-warnings")).to_contain_text(
        "Pairing numbers change for the rounds still to pair: Carl Diaz 3 → 1")
    assert [row[:3] for row in roster_rows(page)][0] == ["1", "Carl Diaz", "2250"]


def test_pairing_numbers_drawn_by_lot_for_an_unrated_event_and_back_to_fide_order(site, page):
    open_page(page, site.url)
    create_event(page, "School Swiss", 3)
    names = ["Zoe", "Yann", "Xavi", "Wim", "Vera", "Uma", "Theo", "Sam"]
    paste_players(page, [f"{name}, 0" for name in names])
    # Unrated players: FIDE order falls back to the name.
    assert [row[1] for row in roster_rows(page)] == sorted(names)
    fide = page.get_by_role("button", name="Pairing numbers by rating (FIDE order)")
    expect(fide).to_be_disabled()
    page.get_by_role("button", name="Draw pairing numbers by lot").click()
    expect(page.locator("#event-message")).to_have_text("Pairing numbers drawn by lot.")
    expect(fide).to_be_enabled()
    drawn = [row[1] for row in roster_rows(page)]
    assert sorted(drawn) == sorted(names) and [row[0] for row in roster_rows(page)] == [str(n) for n in range(1, 9)]
    fide.click()
    expect(fide).to_be_disabled()
    assert [row[1] for row in roster_rows(page)] == sorted(names)
    page.locator("#pair-button").click()
    expect(page.locator("#numbering")).to_be_hidden()


def test_players_typed_in_quick_succession_are_all_added(site, page):
    open_page(page, site.url)
    create_event(page, "Quick Hands", 3)
    names = [f"Player {letter}" for letter in "ABCDEFGH"]
    for index, name in enumerate(names):
        # No waiting between players: the form is free again at once.
        page.locator("#player-name").fill(name)
        page.locator("#player-rating").fill(str(1500 + index))
        page.locator("#player-rating").press("Enter")
    expect(page.locator("#roster-table caption")).to_have_text("8 players, by pairing number")
    assert [row[1] for row in roster_rows(page)] == list(reversed(names))


def test_a_change_made_in_another_view_is_in_the_roster_when_its_view_is_shown(site, page):
    # The roster is drawn only while its view is shown (a long list at 2,000 players): opening the view draws it.
    open_page(page, site.url)
    create_event(page, "Rapid", 3)
    add_player(page, "Anna Berg", "1900")
    add_player(page, "Carl Diaz", "2100")
    expect(page.locator("#roster-table caption")).to_have_text("2 players, by pairing number")
    go_to(page, "Settings")
    page.get_by_role("button", name=re.compile(r"^Undo")).click()
    expect(page.locator("#event-message")).to_have_text("Undone: Added Carl Diaz.")
    go_to(page, "Players")
    expect(page.locator("#roster-table caption")).to_have_text("1 player, by pairing number")
    assert [row[1] for row in roster_rows(page)] == ["Anna Berg"]
