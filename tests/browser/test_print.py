"""Printing: a small event is run on the page (in the dark colour scheme), and each print view is chosen from the
Print form as a director does. The page shows the view and calls window.print(); under print media only that view
is printed, black on white, with the event's name, the round and the date in its heading; it fits the printable
width of A4 and of US Letter (element boxes measured at both widths); Chromium prints it to a PDF in both formats.
Screenshots of every view under print media go to test-artifacts/print-*.png, the page counts to
test-artifacts/print-pages.txt. A 60-player event's lists run over
several pages: the text of the printed PDF (read with pypdf) shows the heading rows at the top of every page and
every row, every slip, whole on one page."""

import datetime
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import create_event, go_to, open_page, paste_players
from tests.browser.print_helpers import COUNT_PRINTS, check_on_paper, choose_and_print

pytestmark = pytest.mark.browser

SEVEN = [("Anna Berg", 2150), ("Carl Diaz", 1985), ("Eva Fischer", 2210), ("Gil Hart", 1840),
         ("Ines Jovic", 1760), ("Maximiliana Konstantinopoulou-Wolkenstein", 1700), ("<img src=x onerror=alert(1)>", 1500)]
EVENT = "Printed Spring Open"


def set_result(page: Page, round_number: int, board: int, label: str) -> None:
    table = page.locator(f'table.pairings[data-round="{round_number}"]')
    table.get_by_label(re.compile(f"^Result of round {round_number}, board {board}:")).select_option(label=label)
    expect(table.locator("caption")).to_contain_text("results")


def run_event(page: Page, url: str, players, rounds: int, results: dict[int, list[str]]) -> None:
    open_page(page, url)
    create_event(page, EVENT, rounds, tiebreaks="Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins")
    paste_players(page, [f"{name}\t{rating}" for name, rating in players])
    for r, labels in results.items():
        page.get_by_role("button", name=f"Pair round {r}").click()
        expect(page.locator("#pair-status")).to_contain_text(f"Round {r} is paired.")
        for board, label in enumerate(labels, 1):
            set_result(page, r, board, label)
            expect(page.locator("#event-message")).to_contain_text(f"Round {r}, board {board} (")


def heading(page: Page) -> str:
    return page.locator("#print-sheet .sheet-title, #print-sheet .slip-head").first.inner_text()


def today(page: Page) -> str:
    return page.evaluate("(() => { const d = new Date(); return [d.getFullYear(), d.getMonth() + 1, d.getDate()]"
                         ".map((n) => String(n).padStart(2, '0')).join('-'); })()")


@pytest.fixture
def dark_page(new_context):
    context = new_context(color_scheme="dark", viewport={"width": 1280, "height": 900})
    context.add_init_script(COUNT_PRINTS)
    return context.new_page()


def test_every_print_view_prints_black_on_white_within_a4_and_letter(site, dark_page):
    page = dark_page
    alerts = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.dismiss()))
    run_event(page, site.url, SEVEN, 3, {1: ["1-0", "½-½", "1F-0F (forfeit)"], 2: ["0-1"]})
    date = today(page)
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", date) and date[:4] == str(datetime.date.today().year)[:4]
    go_to(page, "Share and files")
    form = page.locator("#print-form")
    # The round choice is for the pairings and slips; the latest round is chosen first.
    expect(form.get_by_label("Round")).to_have_value("2")
    form.get_by_label("Print", exact=True).select_option(label="Standings")
    expect(form.get_by_label("Round")).to_be_disabled()

    # Pairings by board, of an earlier round: boards in order, the results of that round, the bye, the header.
    choose_and_print(page, "board", 1)
    expect(page.locator("#print-view-title")).to_have_text("Print view: Pairings by board, round 1")
    assert heading(page) == f"{EVENT} · Pairings, round 1 · {date}"
    rows = page.locator("#print-sheet tbody tr")
    expect(rows).to_have_count(4)
    expect(rows.nth(0)).to_contain_text("1-0")
    expect(rows.nth(1)).to_contain_text("½-½")
    expect(rows.nth(2)).to_contain_text("1F-0F")
    expect(rows.nth(3)).to_contain_text("bye (1 point)")
    check_on_paper(page, "pairings-by-board")

    # Pairings by name: every player alphabetically, with board, colour and opponent.
    choose_and_print(page, "name", 2)
    assert heading(page) == f"{EVENT} · Pairings by name, round 2 · {date}"
    names = page.locator("#print-sheet tbody tr td:first-child").all_inner_texts()
    assert names == sorted((name for name, _ in SEVEN), key=str.casefold)
    first = page.locator("#print-sheet tbody tr").filter(has_text="Anna Berg").locator("td").all_inner_texts()
    assert first[3].isdigit() and first[4] in ("White", "Black") and first[5] != ""
    check_on_paper(page, "pairings-by-name")

    # Result slips: one per board, each with the event, round, board, both players, the boxes and the signatures.
    choose_and_print(page, "slips", 2)
    slips = page.locator("#print-sheet .slip")
    expect(slips).to_have_count(3)
    for index in range(3):
        slip = slips.nth(index)
        expect(slip.locator(".slip-head")).to_have_text(f"{EVENT}Round 2 · Board {index + 1}{date}")
        expect(slip.locator(".slip-player")).to_have_count(2)
        expect(slip.locator(".box")).to_have_text(["1-0", "½-½", "0-1"])
        expect(slip.locator(".slip-sign span")).to_have_text(["White's signature", "Black's signature"])
    check_on_paper(page, "result-slips")

    # Standings: as the page shows them.
    choose_and_print(page, "standings")
    assert heading(page) == f"{EVENT} · Standings after round 1 · {date}"
    shown = [row[1] for row in ([c.strip() for c in r.locator("td").all_inner_texts()]
                                for r in page.locator("#standings-view tbody tr").all())]
    printed = page.locator("#print-sheet tbody tr td:nth-child(3)").all_inner_texts()
    assert printed == shown
    check_on_paper(page, "standings")

    # The wall chart: the same cells as the page's own wall chart.
    choose_and_print(page, "wallchart")
    assert heading(page) == f"{EVENT} · Wall chart, places and points after round 1; round 2 in progress · {date}"
    printed = [r.locator("td").all_inner_texts() for r in page.locator("#print-sheet tbody tr").all()]
    check_on_paper(page, "wall-chart")
    # The page works out its own chart when it is shown.
    go_to(page, "Wall chart")
    expect(page.locator("#wallchart-view tbody tr")).to_have_count(7)
    on_page = [r.locator("td").all_inner_texts() for r in page.locator("#wallchart-view tbody tr").all()]
    assert printed == on_page and len(printed) == 7

    # The print view follows the event: a result entered shows in the open view; closing it hides it.
    go_to(page, "Round")
    set_result(page, 2, 2, "1-0")
    expect(page.locator("#print-sheet td.pending")).to_have_count(2)
    page.get_by_role("button", name="Close print view").click()
    expect(page.locator("#print-view")).to_be_hidden()
    # With no view chosen (the browser's own Print command), the page prints as it is, not blank.
    page.emulate_media(media="print")
    expect(page.locator("#event-view")).to_be_visible()
    page.emulate_media(media="screen")

    expect(page.locator("#print-sheet img, #wallchart-view img")).to_have_count(0)
    assert alerts == []


# Sixty players typed in and a round played take most of its time; the page breaks it reads are CSS's, which the
# every-view test above prints too: the slow run keeps it.
@pytest.mark.slow
def test_a_sixty_player_list_runs_over_pages_with_its_headings_on_each(site, dark_page):
    page = dark_page
    players = [(f"Player {chr(65 + i // 26)}{chr(65 + i % 26)} Longname-Example", 2400 - 13 * i) for i in range(60)]
    names = [name for name, _ in players]
    run_event(page, site.url, players, 9, {1: ["1-0", "1F-0F (forfeit)"]})
    date = today(page)

    def each_page_has(pages: list[str], title: str, columns: str) -> None:
        for number, text in enumerate(pages, 1):
            lines = text.splitlines()
            assert lines[0] == title and lines[1] == columns, f"page {number}: {lines[:2]}"

    def rows_whole_once(pages: list[str]) -> None:
        """Each player's row is on one page, whole (name and pairing number on one line), and only once."""
        lines = [line for text in pages for line in text.splitlines()]
        for name in names:
            found = [line for line in lines if line.startswith(name)]
            assert len(found) == 1 and re.match(rf"{re.escape(name)} \d+ ", found[0]), (name, found)

    choose_and_print(page, "name", 1)
    pages = check_on_paper(page, "pairings-by-name-60")
    for paper in ("A4", "Letter"):
        assert len(pages[paper]) >= 2, paper
        each_page_has(pages[paper], f"{EVENT} · Pairings by name, round 1 · {date}", "Name No. Pts Board Colour Opponent Result")
        rows_whole_once(pages[paper])

    choose_and_print(page, "wallchart")
    expect(page.locator("#print-sheet thead th")).to_have_count(1 + 4 + 9 + 4)
    pages = check_on_paper(page, "wall-chart-60")
    for paper in ("A4", "Letter"):
        assert len(pages[paper]) >= 2, paper
        each_page_has(pages[paper], f"{EVENT} · Wall chart, no round complete yet; round 1 in progress · {date}",
                      "Place Name Rating R1 R2 R3 R4 R5 R6 R7 R8 R9 Pts BH/C1 BH SB WIN")

    choose_and_print(page, "slips", 1)
    expect(page.locator("#print-sheet .slip")).to_have_count(30)
    pages = check_on_paper(page, "result-slips-60")
    for paper in ("A4", "Letter"):
        assert len(pages[paper]) >= 3, paper
        # Every slip whole on one page: its board line and both signature lines together.
        for board in range(1, 31):
            holding = [text for text in pages[paper] if f"Round 1 · Board {board}\n" in text + "\n"]
            assert len(holding) == 1, (paper, board)
        assert sum(text.count("White's signature") for text in pages[paper]) == 30
