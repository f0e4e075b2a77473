"""Results entry as a director with a stack of slips does it: a board number then one key (1, =, 0), a
player found by name, or a tap on the board's drop-down; the count of missing results always in view, and the
button that pairs the next round appearing once the round is complete."""

import time

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import create_event, open_page, paste_players, result_select

pytestmark = pytest.mark.browser

KEYS = {"1-0": "1", "1/2-1/2": "=", "0-1": "0"}


def slip(page: Page, board: int, boards: int, result: str) -> None:
    """Type one slip into the results bar: the board number (Enter when a longer number could follow), the key."""
    page.locator("#entry-board").focus()
    page.keyboard.type(str(board))
    if board * 10 <= boards:
        page.keyboard.press("Enter")
    page.keyboard.type(KEYS[result])


def test_a_stack_of_slips_by_board_number_and_key_and_a_player_found_by_name(site, page):
    open_page(page, site.url)
    create_event(page, "Slip Open", 3)
    paste_players(page, [f"Player {n:02} {2400 - 10 * n}" for n in range(1, 24)] + ["Ines Jović 1000"])
    pair = page.locator("#pair-button")
    pair.click()
    missing = page.locator("#results-missing")
    expect(missing).to_have_text("Round 1: 12 results missing of 12 (boards 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12).")
    # While results are missing the next round cannot be paired, and its button is out of the way.
    expect(pair).to_be_hidden()

    page.locator("#entry-board").fill("12")
    expect(page.locator("#entry-hint")).to_contain_text("Board 12: Ines Jović (White) – Player 12 (Black).")
    expect(page.locator("#entry-result")).to_be_focused()  # no board 120: on to the key at once
    page.keyboard.type("0")
    expect(result_select(page, 1, 12)).to_have_value("0-1")
    expect(page.locator("#entry-board")).to_be_focused()
    expect(missing).to_have_text("Round 1: 11 results missing of 12 (boards 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11).")

    # A key that is no result is refused and said so; nothing is entered.
    page.keyboard.type("3")
    page.keyboard.type("x")
    expect(page.locator("#entry-hint")).to_contain_text("“x” is not a result key.")
    expect(result_select(page, 1, 3)).to_have_value("")

    # The slips typed one after another without waiting: every one is entered, in order.
    results = {board: ("1-0", "1/2-1/2", "0-1")[board % 3] for board in range(1, 11)}
    for board, result in results.items():
        slip(page, board, 12, result)
    for board, result in results.items():
        expect(result_select(page, 1, board)).to_have_value(result)
    expect(missing).to_have_text("Round 1: 1 result missing of 12 (board 11).")

    # The last slip by name: the filter leaves that board, Enter goes to its result.
    page.get_by_label("Find a player").fill("player 11")
    rows = page.locator('table.pairings[data-round="1"] tbody tr:visible')
    expect(rows).to_have_count(1)
    expect(page.locator("#entry-hint")).to_contain_text("1 board of 12 with “player 11”")
    page.keyboard.press("Enter")
    expect(result_select(page, 1, 11)).to_be_focused()
    result_select(page, 1, 11).select_option("1-0")
    expect(missing).to_have_text("Round 1: every result is in.")
    expect(pair).to_be_visible()
    expect(pair).to_have_text("Pair round 2")
    # An accent typed or not, the name is found.
    page.get_by_label("Find a player").fill("jovic")
    expect(rows).to_have_count(1)
    page.get_by_label("Find a player").fill("")
    expect(rows).to_have_count(12)


def test_fifty_slips_from_the_keyboard(site, page):
    """100 players, 50 boards: the time from the first key to "every result is in" (under the machine's load)."""
    open_page(page, site.url)
    create_event(page, "Hundred Open", 5)
    paste_players(page, [f"Player {n:03} {2600 - 5 * n}" for n in range(1, 101)])
    page.locator("#pair-button").click()
    missing = page.locator("#results-missing")
    expect(missing).to_contain_text("Round 1: 50 results missing of 50")
    started = time.perf_counter()
    for board in range(1, 51):
        slip(page, board, 50, ("1-0", "1/2-1/2", "0-1")[board % 3])
    typed = time.perf_counter() - started
    expect(missing).to_have_text("Round 1: every result is in.", timeout=60_000)
    entered = time.perf_counter() - started
    print(f"50 slips: typed in {typed:.1f} s, all entered {entered:.1f} s after the first key")
    for board in (1, 2, 3, 49, 50):
        expect(result_select(page, 1, board)).to_have_value(("1-0", "1/2-1/2", "0-1")[board % 3])
    expect(page.locator("#pair-button")).to_be_enabled()
