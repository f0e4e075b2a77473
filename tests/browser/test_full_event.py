"""A whole event run on the page as a director runs it (players pasted, five rounds paired and their
results chosen board by board), its final standings checked against the engine computed natively in
CPython on the same event; screenshots of the main screens at phone and laptop width."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import (LABELS, create_event, go_to, open_page, page_pairing, page_standings, paste_players,
                                   screenshot, wait_for_engine)
from tests.browser.native_events import NINE, TIEBREAKS, expected_standings, native_event, result_for

pytestmark = pytest.mark.browser


def win_loss_result(round_number: int, board: int) -> str:
    return "+-" if (round_number, board) == (3, 2) else ("1-0", "0-1", "0-1")[(round_number * board) % 3]


def test_a_nine_player_five_round_chess_event_to_final_standings(site, page):
    doc, pairings = native_event()
    open_page(page, site.url)
    screenshot(page, "events")
    create_event(page, "Nine-player Open", 5, tiebreaks="Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins")
    paste_players(page, [f"{name}\t{rating}" for name, rating in NINE])
    expect(page.locator("#roster-table caption")).to_have_text("9 players, by pairing number")
    # FIDE initial order: rating first.
    expect(page.locator("#roster-table tbody tr").first).to_contain_text("Eva Fischer")
    expect(page.locator("#roster-table img")).to_have_count(0)
    screenshot(page, "roster")

    for r in range(1, 6):
        pair = page.get_by_role("button", name=f"Pair round {r}")
        expect(pair).to_be_enabled()
        pair.click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        assert page_pairing(page, r) == pairings[r - 1], f"round {r}"
        table = page.locator(f'table.pairings[data-round="{r}"]')
        expect(table.locator("tr.bye")).to_have_count(1)
        for board in range(1, 5):
            # The next round's button appears only once every result of this round is in.
            expect(page.get_by_role("button", name=f"Pair round {r + 1}")).to_have_count(0)
            select = table.get_by_label(re.compile(f"^Result of round {r}, board {board}:"))
            select.select_option(label=LABELS[result_for(r, board)])
            expect(table.locator("caption")).to_contain_text(f"{board} of 4 results")
        expect(page.get_by_role("button", name=f"Pair round {r + 1}")).to_have_count(0 if r == 5 else 1)
        if r == 2:
            screenshot(page, "round")

    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 5 rounds")
    screenshot(page, "standings")
    assert page_standings(page) == expected_standings(doc, TIEBREAKS)

    # A value explains itself.
    page.locator("#standings-view tbody tr").first.get_by_role("button").first.click()
    expect(page.locator("#standings-view .explain")).to_contain_text("Buchholz Cut-1: sum over 5 rounds")

    # The finished event survives a reload, and opens on its final standings.
    page.reload()
    wait_for_engine(page)
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 5 rounds")
    page.get_by_role("button", name="All events").click()
    page.get_by_role("button", name="Nine-player Open", exact=True).click()
    expect(page.locator("#standings-view caption")).to_be_visible()


SIXTEEN = [(f"Player {chr(65 + index)}", 1200 + 37 * ((index * 7) % 16)) for index in range(16)]


def test_a_sixteen_player_win_loss_event_to_final_standings(site, page):
    doc, pairings = native_event(SIXTEEN, ["BH", "SB", "WIN"], 4, "esports", win_loss_result)
    open_page(page, site.url)
    create_event(page, "Esports Cup", 4, running="Esports or another game: Swiss, win or lose (no draws)",
                 tiebreaks="Esports: Buchholz, Sonneborn-Berger, wins")
    expect(page.locator("#event-summary")).to_contain_text("scoring win 1, loss 0")
    paste_players(page, [f"{name}, {rating}" for name, rating in SIXTEEN])
    for r in range(1, 5):
        page.get_by_role("button", name=f"Pair round {r}").click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        assert page_pairing(page, r) == pairings[r - 1], f"round {r}"
        table = page.locator(f'table.pairings[data-round="{r}"]')
        # Win/loss scoring offers no draw.
        expect(table.locator("option", has_text="½-½")).to_have_count(0)
        for board in range(1, 9):
            table.get_by_label(re.compile(f"^Result of round {r}, board {board}:")).select_option(
                value=win_loss_result(r, board))
        expect(table.locator("caption")).to_contain_text("8 of 8 results")
    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 4 rounds")
    assert page_standings(page) == expected_standings(doc, ["BH", "SB", "WIN"])
