"""Copy as text: the pairings of a round and the standings as plain text for a chat, aligned for monospace, on the
clipboard; where the browser refuses the clipboard, the text is shown selected for copying by hand."""

import re
import unicodedata

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge
from tests.browser.helpers import create_event, go_to, open_page, paste_players, result_select, stored_event

pytestmark = pytest.mark.browser

# An accent typed as a combining mark (as some keyboards and Macs write it) must not shift the columns.
PLAYERS = ["Zoë Ångström\t2210", unicodedata.normalize("NFD", "José Núñez") + "\t2150", "Ærin Ødegård\t2000",
           "Ann Lee\t1900", "Bo Berg\t1800"]


def engine_text(doc: dict, **args) -> str:
    answer = bridge.handle({"id": 1, "op": "event_text", "args": {"event": doc, **args}})
    assert answer["ok"], answer
    return answer["result"]["text"]


def width(text: str) -> int:
    return sum(0 if unicodedata.combining(ch) else 1 for ch in text)


def play_round_one(page: Page, url: str) -> None:
    open_page(page, url)
    create_event(page, "Chat Cup", 3, tiebreaks="Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins")
    paste_players(page, PLAYERS)
    page.locator("#pair-button").click()
    expect(page.locator('table.pairings[data-round="1"]')).to_be_visible()


def test_pairings_and_standings_are_copied_aligned(new_context, site):
    context = new_context(permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    play_round_one(page, site.url)
    files = page.locator("#files")

    go_to(page, "Share and files")
    files.get_by_role("button", name="Copy pairings").click()
    expect(files.get_by_role("status")).to_contain_text("The pairings of round 1 copied to the clipboard")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == engine_text(stored_event(page), kind="pairings", round=1)
    lines = copied.splitlines()
    assert lines[0] == "Chat Cup: round 1 pairings"
    assert lines[2].split() == ["Bd", "White", "Pts", "Result", "Pts", "Black"]
    assert re.fullmatch(r"Bye: \S.* \(1 point\)", lines[-1])
    expect(files.locator("textarea")).to_have_value(copied)

    go_to(page, "Round")
    result_select(page, 1, 1).select_option(label="½-½")
    result_select(page, 1, 2).select_option(label="1-0")
    go_to(page, "Standings")
    expect(page.locator("#standings-view caption")).to_have_text("Standings after round 1")
    go_to(page, "Share and files")
    files.get_by_role("button", name="Copy pairings").click()
    # The text box shows what was copied: once it has the results, so has the clipboard.
    expect(files.locator("textarea")).to_have_value(re.compile("½-½"))
    copied = page.evaluate("navigator.clipboard.readText()")
    lines = copied.splitlines()
    assert "½-½" in lines[3] and "1-0" in lines[4]
    # Every board's result starts in the header's "Result" column, counted as a monospace font shows it
    # (the combining accent takes no column).
    column = lines[2].index("Result")
    for line in lines[3:5]:
        result = re.search(r"½-½|1-0", line)
        assert width(line[:result.start()]) == column, copied

    files.get_by_role("button", name="Copy standings").click()
    expect(files.get_by_role("status")).to_contain_text("The standings copied to the clipboard")
    expect(files.locator("textarea")).to_have_value(re.compile("standings after round 1"))
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == engine_text(stored_event(page), kind="standings")
    lines = copied.splitlines()
    assert lines[0] == "Chat Cup: standings after round 1"
    assert lines[2].split() == ["Pl", "Name", "Rating", "Pts", "BH/C1", "BH", "SB", "WIN"]
    names = [row for row in page.evaluate("""[...document.querySelectorAll('#standings-view tbody tr')]
        .map((row) => row.cells[1].innerText.trim())""")]
    name_column = lines[2].index("Name")
    for line, name in zip(lines[3:], names):
        assert unicodedata.normalize("NFC", line[name_column:]).startswith(unicodedata.normalize("NFC", name)), copied


def test_a_refused_clipboard_shows_the_text_selected(new_context, site):
    context = new_context()
    context.add_init_script("""navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));""")
    page = context.new_page()
    play_round_one(page, site.url)
    files = page.locator("#files")
    go_to(page, "Share and files")
    files.get_by_role("button", name="Copy pairings").click()
    expect(files.get_by_role("status")).to_have_text(
        "The browser did not let the page copy: the text is selected below; press Ctrl+C (⌘C on a Mac) to copy it.")
    box = files.locator("textarea")
    expect(box).to_be_focused()
    text = engine_text(stored_event(page), kind="pairings", round=1)
    expect(box).to_have_value(text)
    selected = box.evaluate("(box) => box.value.slice(box.selectionStart, box.selectionEnd)")
    assert selected == text
