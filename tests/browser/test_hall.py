"""The hall screen on a 1920 x 1080 display: a 40-player event in round 3, half its results in, shown from
Share and files as a director puts it on a projector. Every page fits the screen; turning the pages (buttons, keys,
and on its own) shows every board and every player by name as the event has them; a result entered in another
window of the same browser appears on the screen; the round's link is there as a QR code, and on the printed
pairings by board too; that link opens the round alone on a phone. Screenshots go to test-artifacts/hall-*.png."""

import re

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge
from tests.browser.helpers import ARTIFACTS, bring_due, go_to, holding_timers
from tests.browser.native_events import native_event
from tests.browser.print_helpers import COUNT_PRINTS, choose_and_print
from tests.browser.share_helpers import opened, watch

pytestmark = pytest.mark.browser

PLAYERS = [(f"Player {chr(65 + i % 26)}{i:02d} {name}", 2400 - 15 * i)
           for i, name in enumerate(["Berg", "Diaz", "Fischer", "Hart", "Jovic", "Kowalski", "Lindqvist", "Moreau",
                                     "Novak", "Olsen"] * 4)]
SCREEN = {"width": 1920, "height": 1080}
RESULT_SHOWN = {"1-0": "1-0", "0-1": "0-1", "1/2-1/2": "½-½", "+-": "1F-0F", "-+": "0F-1F", "--": "0F-0F", None: ""}


def round_in_progress():
    """Three rounds paired natively; round 3's boards from 11 on still wait for their results."""
    doc, _ = native_event(players=PLAYERS, rounds=3)
    for board in range(11, len(doc["rounds"][2]["boards"]) + 1):
        answer = bridge.handle({"id": 1, "op": "event_apply", "args": {
            "event": doc, "operation": {"op": "set_result", "round": 3, "board": board, "result": None}}})
        assert answer["ok"], answer
        doc = answer["result"]["event"]
    return doc


def shown_rows(page: Page) -> list[list[str]]:
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()]
            for row in page.locator("#hall-body tbody tr").all()]


def every_page(page: Page) -> dict[str, list[list[str]]]:
    """Turn the pages with Next page until back at the first; the rows of each kind of page, in order."""
    counter = page.locator("#hall-page")
    total = int(re.fullmatch(r"Page 1 of (\d+)", counter.inner_text()).group(1))
    rows = {"board": [], "name": []}
    for number in range(1, total + 1):
        expect(counter).to_have_text(f"Page {number} of {total}")
        caption = page.locator("#hall-body caption").inner_text()
        rows["board" if caption.startswith("By board") else "name"].extend(shown_rows(page))
        bottom = page.evaluate("Math.max(...[...document.querySelectorAll('#hall-view *')]"
                               ".map((node) => node.getBoundingClientRect().bottom))")
        assert bottom <= SCREEN["height"], f"page {number} runs below the screen ({bottom} px)"
        page.get_by_role("button", name="Next page").click()
    expect(counter).to_have_text(f"Page 1 of {total}")
    return rows


POINTS = {"1-0": (10, 0), "0-1": (0, 10), "1/2-1/2": (5, 5), "+-": (10, 0), "-+": (0, 10), "--": (0, 0)}


def points_before(doc, number):
    """Each player's points before round `number`, in tenths (no byes in this event), as the page writes them."""
    points = {p["id"]: 0 for p in doc["players"]}
    for played in doc["rounds"][: number - 1]:
        for board in played["boards"]:
            white, black = POINTS[board["result"]]
            points[board["white"]] += white
            points[board["black"]] += black
    return {id_: f"{p // 10 or ''}{'½' if p % 10 else ''}" or "0" for id_, p in points.items()}


def expected(doc):
    names = {p["id"]: p["name"] for p in doc["players"]}
    boards = doc["rounds"][2]["boards"]
    points = points_before(doc, 3)
    by_board = [[str(i), names[b["white"]], points[b["white"]], RESULT_SHOWN[b["result"]], points[b["black"]],
                 names[b["black"]]] for i, b in enumerate(boards, 1)]
    by_name = sorted([[names[b["white"]], str(i), "White", names[b["black"]]] for i, b in enumerate(boards, 1)]
                     + [[names[b["black"]], str(i), "Black", names[b["white"]]] for i, b in enumerate(boards, 1)])
    return by_board, by_name


def test_the_hall_screen_shows_every_board_and_every_player_a_page_at_a_time(new_context, site):
    doc = round_in_progress()
    page, seen = opened(holding_timers(new_context), site, doc, viewport=SCREEN)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Show the pairings on a hall screen").click()
    hall = page.get_by_role("region", name=doc["name"])
    expect(hall).to_be_visible()
    expect(hall.get_by_role("heading", name=doc["name"])).to_be_focused()
    expect(page.locator("#hall-round")).to_have_text("Round 3 of 3")
    expect(hall.get_by_role("img", name="QR code of the link to round 3")).to_be_visible()
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "hall-1920-by-board.png")

    rows = every_page(page)
    by_board, by_name = expected(doc)
    # Boards: number, White, White's points, result, Black's points, Black; the points are before the round.
    assert rows["board"] == by_board
    assert rows["name"] == by_name
    assert len(rows["board"]) > 1 and len(rows["name"]) > len(rows["board"])

    # The keys: the arrows turn the pages, the space bar pauses; the pages also turn on their own.
    counter = page.locator("#hall-page")
    page.keyboard.press("ArrowRight")
    expect(counter).to_have_text(re.compile(r"Page 2 of \d+"))
    page.keyboard.press("ArrowLeft")
    expect(counter).to_have_text(re.compile(r"Page 1 of \d+"))
    # On its own: the screen's one 12-second interval (view-hall.js, PAGE_SECONDS) is brought due rather than
    # waited out.
    assert bring_due(page, 12_000) == 1
    expect(counter).to_have_text(re.compile(r"Page 2 of \d+"))
    page.keyboard.press(" ")
    expect(page.get_by_role("button", name="Resume")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press(" ")
    expect(page.get_by_role("button", name="Pause")).to_have_attribute("aria-pressed", "false")
    page.get_by_role("button", name="Pause").click()
    page.keyboard.press("ArrowLeft")

    # Board 11's result entered in another window of this browser reaches the screen.
    desk = page.context.new_page()
    desk.goto(site.url)
    desk.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(desk, "Round")
    desk.get_by_label(re.compile(r"^Result of round 3, board 11:")).select_option(label="1-0")
    expect(page.locator("#hall-body tbody tr").nth(10).locator("td").nth(3)).to_have_text("1-0")
    expect(counter).to_have_text(re.compile(r"Page 1 of \d+"))
    desk.close()

    page.keyboard.press("Escape")
    expect(page.locator("#hall-view")).to_be_hidden()
    expect(page.get_by_role("button", name="Show the pairings on a hall screen")).to_be_focused()
    assert seen == {"dialogs": [], "errors": []}


def test_the_printed_pairings_carry_the_round_link_as_a_qr_code(new_context, site):
    doc = round_in_progress()
    page, _ = opened(new_context, site, doc)
    page.add_init_script(COUNT_PRINTS)
    page.reload()
    page.get_by_role("button", name=doc["name"], exact=True).click()
    choose_and_print(page, "board", 3)
    expect(page.locator("#print-sheet figure.sheet-qr").get_by_role("img", name="QR code of the link to round 3")
           ).to_be_visible()


PHONE = {"width": 390, "height": 844}


def test_the_round_link_opens_the_round_alone_on_a_phone(new_context, site):
    # The director's Share panel gives the round's link (the one the QR codes hold); a player's phone opens it and
    # reads every board with the points before the round and the results so far, and finds their name.
    doc = round_in_progress()
    page, _ = opened(new_context, site, doc)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Share", exact=True).click()
    field = page.get_by_label(re.compile(r"^Link to round 3 \([\d,]+ characters\)$"))
    expect(field).to_be_visible()
    link = field.input_value()
    assert "#r1." in link and len(link) < 1_500, len(link)
    expect(page.locator("#share-panel").get_by_role("img", name="QR code of the link to round 3")).to_be_visible()

    phone = new_context(viewport=PHONE)
    player = phone.new_page()
    seen = watch(player)
    player.goto(link)
    view = player.locator("#shared-view")
    expect(view.get_by_role("heading", name=doc["name"])).to_be_visible()
    expect(view).to_contain_text("Round 3 of 3: the pairings")
    by_board, by_name = expected(doc)
    # (a name without the colour mark a phone shows before it)
    rows = [row.locator("td").evaluate_all("(cells) => cells.map((c) => (c.querySelector('.who') ?? c).innerText.trim())")
            for row in view.locator("table.pairings tbody tr").all()]
    assert rows == [[number, white, white_points, result or "–", black_points, black]
                    for number, white, white_points, result, black_points, black in by_board]
    listed = view.locator("ul.by-name li").all_inner_texts()
    assert listed == [f"{name}: board {board}, {colour.lower()}" for name, board, colour, _ in by_name]
    # Nothing of the event is stored on the phone, and the view has nothing to change: its one field finds a name.
    assert player.evaluate("Object.keys(localStorage).filter((key) => key.startsWith('swisspair:v2:event'))") == []
    assert view.locator("select, input, textarea").count() == 1
    expect(view.get_by_role("searchbox", name="Find my name")).to_be_visible()
    ARTIFACTS.mkdir(exist_ok=True)
    player.screenshot(path=ARTIFACTS / "round-link-390.png", full_page=True)

    # A changed character, or a newer format, is refused with a sentence, and nothing opens.
    damaged = link[:-6] + ("A" if link[-6] != "A" else "B") + link[-5:]
    for bad, message in ((damaged, "The link is damaged or incomplete"),
                         (link.replace("#r1.", "#r9."), "made by a newer SwissPair")):
        player.goto(bad)
        alert = player.locator("#incoming [role=alert]")
        expect(alert).to_contain_text(message)
        expect(player.locator("#shared-view")).to_be_hidden()
        player.get_by_role("button", name="Dismiss").click()
    assert seen == {"dialogs": [], "errors": []}
