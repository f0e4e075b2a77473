"""Changes by hand to the latest round, as a director makes them: swap two players and read what it breaks
before anything changes (cancel changes nothing, apply marks the board), move a player to the bye, set a
board, undo, enter the results and pair the next round; boards with a result are locked; on a phone, by
keyboard alone."""

import re

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge
from tests.browser.helpers import (ARTIFACTS, apply_change, boards, bye_player, choose, create_event, open_page,
                                   paste_players, result_select, wait_for_engine)
from tests.browser.share_helpers import links_of, opened

pytestmark = pytest.mark.browser

FIVE = ["Anna Berg\t2150", "Carl Diaz\t1985", "Eva Fischer\t2210", "Gil Hart\t1840", "Ines Jovic\t1760"]


def two_rounds(page: Page, site_url: str, name: str) -> None:
    """Five players; round 1 by rating is Eva-Carl, Gil-Anna, bye Ines; White wins both; round 2 is paired."""
    open_page(page, site_url)
    create_event(page, name, 3)
    paste_players(page, FIVE)
    page.locator("#pair-button").click()
    for board in (1, 2):
        result_select(page, 1, board).select_option(label="1-0")
    page.locator("#pair-button").click()
    expect(page.locator('table.pairings[data-round="2"]')).to_be_visible()
    assert boards(page, 1) == [("Eva Fischer", "Carl Diaz"), ("Gil Hart", "Anna Berg")]


def opponent(pairs: list[tuple[str, str]], name: str) -> str | None:
    for white, black in pairs:
        if name in (white, black):
            return black if white == name else white
    return None


def test_swap_warns_of_a_rematch_cancel_changes_nothing_apply_marks_the_board(site, page):
    two_rounds(page, site.url, "Manual Cup")
    before = boards(page, 2)
    panel = page.locator("#manual")
    panel.get_by_text("Change round 2 by hand").click()
    # Carl takes the place of Eva's round-2 opponent: Eva and Carl met in round 1.
    other = opponent(before, "Eva Fischer")
    swap = page.locator("#manual-swap")
    choose(swap.get_by_label("Player"), "Carl Diaz")
    choose(swap.get_by_label("changes places with"), other)
    swap.get_by_role("button", name="Check the swap").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text(f"Carl Diaz and {other} swapped places.")
    expect(dialog).to_contain_text("This change breaks:")
    expect(dialog.locator(".warnings")).to_contain_text(re.compile(
        r"Rematch: (Eva Fischer - Carl Diaz|Carl Diaz - Eva Fischer) already played each other in round 1"))
    # With a warning the safe answer has the focus.
    expect(dialog.get_by_role("button", name="Cancel")).to_be_focused()

    dialog.get_by_role("button", name="Cancel").click()
    expect(dialog).to_be_hidden()
    expect(page.locator("#manual-status")).to_have_text("Cancelled: nothing was changed.")
    assert boards(page, 2) == before
    expect(page.locator("tr.manual-note")).to_have_count(0)
    expect(page.locator("#event-undo")).to_have_text("Undo (5)")  # the import, pairings and results only

    swap.get_by_role("button", name="Check the swap").click()
    apply_change(page)
    expect(dialog).to_be_hidden()
    after = boards(page, 2)
    assert opponent(after, "Eva Fischer") == "Carl Diaz" and after != before
    note = page.locator('table.pairings[data-round="2"] tr.manual-note')
    expect(note.first).to_have_text(f"Changed by hand: Carl Diaz and {other} swapped places.")
    expect(page.locator("#event-warnings")).to_contain_text("Rematch:")
    changes = page.locator('table.pairings[data-round="2"] ~ .manual-changes')
    expect(changes).to_contain_text("Changes by hand in round 2:")
    expect(changes).to_contain_text("Rematch:")

    # Undo takes the change back like any other.
    page.get_by_role("button", name=re.compile(r"^Undo")).click()
    expect(page.locator("#event-message")).to_contain_text(f"Undone: Round 2: Carl Diaz and {other} swapped places.")
    expect(page.locator("tr.manual-note")).to_have_count(0)
    assert boards(page, 2) == before


def test_move_to_the_bye_set_a_board_then_results_and_the_next_round(site, page):
    two_rounds(page, site.url, "Bye Cup")
    page.locator("#manual").get_by_text("Change round 2 by hand").click()
    before = boards(page, 2)
    had_bye = bye_player(page, 2)
    mover = before[0][1]  # Black on board 1 goes to the bye, the bye player takes that seat
    bye = page.locator("#manual-bye")
    choose(bye.get_by_label("Player to get the bye"), mover)
    bye.get_by_role("button", name="Check the bye").click()
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text(f"{mover} takes the bye; {had_bye} plays board 1 with black instead.")
    expect(dialog.locator(".manual-after")).to_contain_text(f"Bye: {mover}")
    apply_change(page)
    expect(dialog).to_be_hidden()
    assert bye_player(page, 2) == mover
    assert boards(page, 2)[0] == (before[0][0], had_bye)
    expect(page.locator('table.pairings[data-round="2"] tr.bye + tr.manual-note')).to_have_text(
        f"Changed by hand: {mover} takes the bye; {had_bye} plays board 1 with black instead.")
    # The engine's note on its own choice of bye now reads as what it is.
    expect(page.locator("#round-view .round")).to_contain_text("About the engine's pairing, before the changes by hand:")

    # Board 2 by hand with the colours the other way round.
    white, black = boards(page, 2)[1]
    form = page.locator("#manual-board")
    form.get_by_label("Board").select_option(label=f"Board 2: {white} – {black}")
    expect(form.get_by_label("White")).to_have_value(re.compile(r"\d+"))
    choose(form.get_by_label("White"), black)
    choose(form.get_by_label("Black"), white)
    form.get_by_role("button", name="Check the board").click()
    expect(dialog).to_contain_text(f"Board 2 set by hand: {black} - {white}.")
    expect(dialog.locator(".manual-after")).to_contain_text(f"Board 2: {black} (White) – {white} (Black)")
    apply_change(page)
    expect(dialog).to_be_hidden()
    assert boards(page, 2)[1] == (black, white)
    expect(page.locator('table.pairings[data-round="2"] tr.manual-note')).to_have_count(3)
    expect(page.locator(".manual-changes li").filter(has_text="set by hand")).to_have_count(1)

    # Results go on the changed boards as on any other, and the next round pairs.
    for board in (1, 2):
        result_select(page, 2, board).select_option(label="½-½")
    page.locator("#pair-button").click()
    expect(page.locator('table.pairings[data-round="3"] caption')).to_contain_text("Round 3: 2 boards")
    expect(page.locator("#manual").locator("summary")).to_have_text("Change round 3 by hand")
    # The earlier round keeps its record.
    page.get_by_text("Round 2 (results can be corrected)").click()
    expect(page.locator('table.pairings[data-round="2"] tr.manual-note')).to_have_count(3)


def test_boards_with_a_result_are_locked_and_keep_it(site, page):
    two_rounds(page, site.url, "Locked Cup")
    first = boards(page, 2)[0]
    result_select(page, 2, 1).select_option(label="1-0")
    panel = page.locator("#manual")
    panel.get_by_text("Change round 2 by hand").click()
    expect(panel).to_contain_text("1 board has a result and is locked: clear a board's result to change it.")
    for name in first:
        expect(page.locator("#manual-swap-a option", has_text=name)).to_have_count(0)
    white, black = boards(page, 2)[1]
    swap = page.locator("#manual-swap")
    choose(swap.get_by_label("Player"), white)
    choose(swap.get_by_label("changes places with"), black)
    swap.get_by_role("button", name="Check the swap").click()
    apply_change(page)
    expect(page.locator('table.pairings[data-round="2"] tr.manual-note')).to_have_count(1)
    expect(result_select(page, 2, 1)).to_have_value("1-0")
    assert boards(page, 2)[1] == (black, white)

    # Every board with a result: nothing left to change.
    result_select(page, 2, 2).select_option(label="0-1")
    expect(panel).to_contain_text("Every board has a result: nothing is left to change.")


def test_a_swap_by_keyboard_on_a_phone(site, new_context):
    page = new_context(viewport={"width": 390, "height": 844}).new_page()
    two_rounds(page, site.url, "Phone Cup")
    before = boards(page, 2)
    white, black = before[0]
    page.locator("#manual summary").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#manual-swap-a")).to_be_visible()
    options = page.locator("#manual-swap-a option").all_inner_texts()
    page.locator("#manual-swap-a").focus()
    for _ in range(next(i for i, text in enumerate(options) if white in text)):
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    expect(page.locator("#manual-swap-b")).to_be_focused()
    for _ in range(next(i for i, text in enumerate(options) if black in text)):
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    expect(page.get_by_role("button", name="Check the swap")).to_be_focused()
    page.keyboard.press("Enter")
    dialog = page.get_by_role("dialog")
    expect(dialog).to_contain_text(f"{white} and {black} swapped places.")
    box = dialog.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "manual-change-390.png")
    # Escape cancels.
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.locator("#manual-status")).to_have_text("Cancelled: nothing was changed.")
    page.get_by_role("button", name="Check the swap").focus()
    page.keyboard.press("Enter")
    apply = dialog.get_by_role("button", name="Apply the change")
    cancel = dialog.get_by_role("button", name="Cancel")
    if not apply.evaluate("button => button === document.activeElement"):
        expect(cancel).to_be_focused()
        page.keyboard.press("Shift+Tab")
    expect(apply).to_be_focused()
    page.keyboard.press("Enter")
    expect(dialog).to_be_hidden()
    expect(page.locator("#manual-status")).to_contain_text("Applied: ")
    assert boards(page, 2)[0] == (black, white)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_a_cs_major_round_offers_only_the_teams_still_playing(site, page):
    """Teams that have advanced or are out sit out the later rounds by Valve's rules: the engine's scope keeps
    them out of the panel, neither "without a board" nor offered for a board."""
    open_page(page, site.url)
    form = page.locator("#new-event-form")
    form.get_by_label("Event name").fill("Major")
    form.get_by_label("What are you running?").select_option(value="cs_major:esports")
    form.get_by_role("button", name="Create event").click()
    teams = [f"Team {k:02d}" for k in range(1, 17)]
    paste_players(page, [f"{name}, {2000 - 10 * k}" for k, name in enumerate(teams)])
    for r in (1, 2, 3):
        page.get_by_role("button", name=f"Pair round {r}").click()
        table = page.locator(f'table.pairings[data-round="{r}"]')
        expect(table.locator("caption")).to_contain_text(re.compile(f"Round {r}: 8 (boards|matches)"))
        for board in range(1, 9):
            result_select(page, r, board).select_option(value="1-0")
        expect(table.locator("caption")).to_contain_text("8 of 8 results")
    page.get_by_role("button", name="Pair round 4").click()
    expect(page.locator('table.pairings[data-round="4"] caption')).to_contain_text(re.compile("Round 4: 6 (boards|matches)"))
    playing = {name for pair in boards(page, 4) for name in pair}
    assert len(playing) == 12
    panel = page.locator("#manual")
    panel.get_by_text("Change round 4 by hand").click()
    expect(panel.locator(".alert")).to_have_count(0)  # nobody "without a board"
    offered = page.locator("#manual-board-white option").all_inner_texts()[1:]
    assert len(offered) == 12 and all(any(name in text for name in playing) for text in offered)


def native(system: str = "dutch"):
    """Four players with round 1 paired, made by the engine in CPython (as another browser would have made it)."""
    def call(op, **args):
        answer = bridge.handle({"id": 1, "op": op, "args": args})
        assert answer["ok"], answer
        return answer["result"]

    doc = call("event_new", id=f"native-{system}", name=f"Native {system}", rounds=3, system=system)["event"]
    for name, rating in (("Anna Berg", 2150), ("Carl Diaz", 1985), ("Eva Fischer", 2210), ("Gil Hart", 1840)):
        doc = call("event_apply", event=doc, operation={"op": "add_player", "player": {"name": name, "rating": rating}})["event"]
    return call("event_apply", event=doc, operation={"op": "pair_next"})["event"]


def test_no_changes_by_hand_in_a_round_robin_nor_in_a_read_only_link(new_context, site):
    robin, dutch = native("round_robin"), native()
    page, seen = opened(new_context, site, robin, dutch)
    page.get_by_role("button", name="Native round_robin", exact=True).click()
    expect(page.locator('table.pairings[data-round="1"]')).to_be_visible()
    expect(page.locator("#manual-view")).to_have_text(re.compile(r"^No changes by hand in this event: round-robin "
                                                                 r"rounds follow the Berger tables"))
    expect(page.locator("#manual-view select")).to_have_count(0)
    page.get_by_role("button", name="All events").click()
    page.get_by_role("button", name="Native dutch", exact=True).click()
    expect(page.locator("#manual summary")).to_have_text("Change round 1 by hand")
    view = links_of(page)["view"]

    player = new_context(viewport={"width": 390, "height": 800}).new_page()
    player.goto(view)
    wait_for_engine(player)
    expect(player.locator("#shared-view table.pairings").first).to_be_visible()
    expect(player.get_by_text("Change round 1 by hand")).to_have_count(0)
    expect(player.get_by_role("button", name=re.compile("^Check the"))).to_have_count(0)
    assert seen["errors"] == []
