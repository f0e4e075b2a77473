"""Rounds: paired in the worker, boards with scores, floaters and the bye last; results from the keyboard;
the next round unlocks when every board has a result; correcting an earlier round keeps the later rounds,
and unpairing is the director's own choice."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (create_event, go_to, open_page, page_pairing, paste_players, result_select,
                                   stored_event)

pytestmark = pytest.mark.browser

FIVE = ["Anna Berg\t2150", "Carl Diaz\t1985", "Eva Fischer\t2210", "Gil Hart\t1840", "Ines Jovic\t1760"]


def test_results_from_the_keyboard_unlock_the_next_round(site, page):
    open_page(page, site.url)
    create_event(page, "Keyboard Cup", 3)
    paste_players(page, FIVE)
    pair = page.locator("#pair-button")
    pair.click()
    table = page.locator('table.pairings[data-round="1"]')
    expect(table.locator("caption")).to_have_text("Round 1: 2 boards, 0 of 2 results")
    # Round 1 by rating: Eva-Carl, Gil-Anna; the lowest-ranked player gets the bye, shown last.
    expect(table.locator("tbody tr").nth(0)).to_contain_text("Eva Fischer")
    expect(table.locator("tbody tr").last).to_have_text(re.compile(r"Ines Jovic \(0\)\s*bye: 1 point"))
    expect(pair).to_have_text("Pair round 2")
    expect(pair).to_be_disabled()
    expect(page.locator("#pair-hint")).to_have_text("Enter every result of round 1 to pair round 2.")

    result_select(page, 1, 1).focus()
    page.keyboard.press("ArrowDown")  # 1-0
    expect(table.locator("caption")).to_have_text("Round 1: 2 boards, 1 of 2 results")
    expect(result_select(page, 1, 1)).to_be_focused()
    page.keyboard.press("Tab")
    expect(result_select(page, 1, 2)).to_be_focused()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")  # ½-½
    expect(result_select(page, 1, 2)).to_have_value("1/2-1/2")
    expect(pair).to_be_enabled()
    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Standings after round 1")
    go_to(page, "Round")

    pair.click()
    round_two = page.locator('table.pairings[data-round="2"]')
    expect(round_two.locator("caption")).to_contain_text("Round 2")
    # Scores before the round are shown; a player paired with a different score is marked as a floater.
    expect(round_two).to_contain_text("(1)")
    expect(round_two.locator("abbr.float")).not_to_have_count(0)


def test_correcting_an_earlier_round_keeps_the_later_pairings_and_results(site, page):
    open_page(page, site.url)
    create_event(page, "Correction Cup", 3)
    paste_players(page, FIVE[:4])
    page.locator("#pair-button").click()
    for board in (1, 2):
        result_select(page, 1, board).select_option(label="1-0")
    page.locator("#pair-button").click()
    round_two = page.locator('table.pairings[data-round="2"]')
    expect(round_two).to_be_visible()
    boards_before = page_pairing(page, 2)
    result_select(page, 2, 1).select_option(label="0-1")
    asked = []

    def answer(accept: bool):
        def handle(dialog):
            asked.append(dialog.message)
            dialog.accept() if accept else dialog.dismiss()
        page.once("dialog", handle)

    page.get_by_text("Round 1 (results can be corrected)").click()
    doc = stored_event(page)
    names = {p["id"]: p["name"] for p in doc["players"]}
    white, black = (names[doc["rounds"][0]["boards"][1][side]] for side in ("white", "black"))
    # Changing the past asks first, and says what it changes; declined, nothing changes.
    answer(False)
    result_select(page, 1, 2).select_option(label="0-1")
    expect(result_select(page, 1, 2)).to_have_value("1-0")
    expect(page.locator("#event-message")).to_have_text("Nothing changed: round 1, board 2 keeps its result.")
    assert asked == [f"Round 1 is not the latest round. Change round 1, board 2 ({white} - {black}) from 1-0 to 0-1?"
                     "\n\nThis changes the scores and the standings from round 1 on; round 2 stays paired as it was "
                     "paired, with the old result. Undo brings the old result back."]
    answer(True)
    result_select(page, 1, 2).select_option(label="0-1")
    expect(result_select(page, 1, 2)).to_have_value("0-1")
    expect(page.locator("#event-warnings")).to_contain_text(
        "Round 1 is corrected: the standings change; round 2 was paired with the old result and stays as it is.")
    # Asked once more, nothing dropped: round 2 keeps its boards and its result.
    assert len(asked) == 2
    expect(result_select(page, 2, 1)).to_have_value("0-1")
    assert page_pairing(page, 2) == boards_before
    expect(page.locator("#event-message")).to_contain_text("Corrected Round 1, board 2")

    # Unpairing is there when the director asks for it, and says what it drops.
    answer(True)
    page.get_by_role("button", name="Unpair round 2").click()
    expect(page.locator('table.pairings[data-round="2"]')).to_have_count(0)
    assert asked[2:] == ["Unpair round 2? The 1 result entered there will be removed too. Undo brings it back."]
    expect(page.locator("#pair-button")).to_have_text("Pair round 2")
    expect(page.locator("#pair-button")).to_be_enabled()
    # One undo brings round 2 back with its result.
    page.get_by_role("button", name=re.compile("^Undo")).click()
    expect(result_select(page, 2, 1)).to_have_value("0-1")


def test_bye_requests_and_players_kept_apart_are_set_before_pairing(site, page):
    open_page(page, site.url)
    create_event(page, "Family Open", 3)
    paste_players(page, FIVE)
    page.get_by_label("Round 1 for Ines Jovic").select_option(label="½-point bye")
    expect(page.locator("#event-message")).to_have_text("Ines Jovic: ½-point bye in round 1.")
    page.get_by_text("Players who must not meet").click()
    apart = page.locator("#apart-form")
    apart.get_by_role("button", name="Keep apart").click()
    expect(page.locator("#event-message")).to_have_text("Keep apart: choose two players.")
    apart.get_by_label("Player", exact=True).select_option(label="Eva Fischer")
    apart.get_by_label("must not meet").select_option(label="Carl Diaz")
    apart.get_by_label("Because they are").select_option(label="siblings")
    apart.get_by_role("button", name="Keep apart").click()
    expect(page.locator("#restriction-list")).to_have_text(re.compile("Eva Fischer and Carl Diaz \\(siblings\\) must not meet"))
    # A FIDE-rated event is told, with the reason, that restrictions are not FIDE's.
    expect(page.locator("#event-warnings")).to_contain_text("not allowed in FIDE-rated events")

    page.locator("#pair-button").click()
    table = page.locator('table.pairings[data-round="1"]')
    expect(table.locator("caption")).to_have_text("Round 1: 2 boards, 0 of 2 results")
    # Without the restriction Eva would meet Carl; the requested bye leaves Ines out, and no one gets the PAB.
    rows = [row.inner_text() for row in table.locator("tbody tr").all()]
    assert len(rows) == 2 and not any("Eva Fischer" in row and "Carl Diaz" in row for row in rows)
    expect(page.locator("#round-view")).to_contain_text("Not playing: Ines Jovic (½-point bye, requested).")


def test_a_restriction_the_round_cannot_keep_is_noted_with_its_reason(site, page):
    open_page(page, site.url)
    create_event(page, "Two Siblings", 1, running="Chess Swiss, club or school event")
    paste_players(page, FIVE[:2])
    page.get_by_text("Players who must not meet").click()
    apart = page.locator("#apart-form")
    apart.get_by_label("Player", exact=True).select_option(label="Anna Berg")
    apart.get_by_label("must not meet").select_option(label="Carl Diaz")
    apart.get_by_role("button", name="Keep apart").click()
    expect(page.locator("#restriction-list")).to_contain_text("Anna Berg and Carl Diaz (siblings) must not meet")
    page.locator("#pair-button").click()
    expect(page.locator('table.pairings[data-round="1"] caption')).to_have_text("Round 1: 1 board, 0 of 1 results")
    note = page.locator("#round-view .notes")
    expect(note).to_contain_text("Anna Berg and Carl Diaz (siblings) meet: no pairing of round 1 keeps them apart")


def test_win_loss_results_name_the_winner_and_offer_no_draw(site, page):
    open_page(page, site.url)
    create_event(page, "Win-loss Cup", 3, running="Esports or another game: Swiss, win or lose (no draws)",
                 tiebreaks="Esports: Buchholz, Sonneborn-Berger, wins")
    paste_players(page, ["Anna Berg\t2200", "Carl Diaz\t2100", "Nils Ortega\t2000", "Pia Quist\t1900"])
    page.locator("#pair-button").click()
    table = page.locator('table.pairings[data-round="1"]')
    expect(table.locator("caption")).to_have_text("Round 1: 2 boards, 0 of 2 results")
    # By rating the top half meets the bottom half: Anna Berg and Nils Ortega on board 1.
    first = result_select(page, 1, 1)
    options = sorted(first.locator("option").all_inner_texts())
    assert options == sorted([
        "— result —", "Anna Berg wins", "Nils Ortega wins", "Anna Berg wins by forfeit",
        "Nils Ortega wins by forfeit", "Both forfeit (no winner)"]), options
    expect(table.locator("option", has_text="½")).to_have_count(0)
    white = table.locator("tbody tr").nth(0).locator("td.white").inner_text()
    winner = "Anna Berg" if "Anna Berg" in white else "Nils Ortega"

    first.focus()
    page.keyboard.press("ArrowDown")  # White wins
    expect(first).to_have_value("1-0")
    assert first.evaluate("s => s.selectedOptions[0].textContent") == f"{winner} wins"
    page.keyboard.press("Tab")
    second = result_select(page, 1, 2)
    expect(second).to_be_focused()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")  # Black wins: the next choice, no draw between
    expect(second).to_have_value("0-1")
    expect(table.locator("caption")).to_have_text("Round 1: 2 boards, 2 of 2 results")
    expect(page.locator("#pair-button")).to_be_enabled()
    go_to(page, "Standings")
    expect(page.locator("#standings-view")).to_contain_text(winner)
