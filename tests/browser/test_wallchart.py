"""The wall chart on the page: a small event is run as a director runs it, and after each result the chart shows
the cells the engine computes natively in CPython for the event the page stored (opponent's place, colour, + − =,
the bye); a corrected result changes the chart; names are text, never markup."""

import re

import pytest
from playwright.sync_api import Page, expect

from swisspair.event.crosstable import crosstable
from tests.browser.helpers import create_event, go_to, open_page, paste_players, stored_event

pytestmark = pytest.mark.browser

FIVE = [("Anna Berg", 2150), ("Carl Diaz", 1985), ("Eva Fischer", 2210), ("Gil Hart", 1840),
        ("<img src=x onerror=alert(1)>", 1500)]
TIEBREAKS = ["BH/C1", "BH", "SB", "WIN"]


def chart_rows(page: Page) -> list[list[str]]:
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()]
            for row in page.locator("#wallchart-view table.wallchart tbody tr").all()]


def expected_rows(doc: dict) -> list[list[str]]:
    """The chart as the page should show it, from the engine run natively on the stored event."""
    chart = crosstable(doc, doc["settings"]["tiebreaks"])
    return [[f"{row['place']}{'=' if row['shared'] else ''}", row["name"], str(row["rating"] or ""),
             *[cell["text"] if cell else "" for cell in row["cells"]], row["points_text"],
             *[row["tiebreaks"][code] for code in doc["settings"]["tiebreaks"]]] for row in chart["rows"]]


def expect_chart_matches_engine(page: Page) -> list[list[str]]:
    # The chart is worked out when it is shown.
    go_to(page, "Wall chart")
    doc = stored_event(page)
    expected = expected_rows(doc)
    expect(page.locator("#wallchart-view table.wallchart tbody tr")).to_have_count(len(expected))
    # The chart follows the event: wait until the page shows the chart of the stored event.
    page.wait_for_function("""(expected) => {
        const rows = [...document.querySelectorAll('#wallchart-view table.wallchart tbody tr')];
        return JSON.stringify(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.innerText.trim())))
            === JSON.stringify(expected);
    }""", arg=expected, timeout=10_000)
    assert chart_rows(page) == expected
    return expected


def set_result(page: Page, round_number: int, board: int, label: str) -> None:
    go_to(page, "Round")
    table = page.locator(f'table.pairings[data-round="{round_number}"]')
    table.get_by_label(re.compile(f"^Result of round {round_number}, board {board}:")).select_option(label=label)
    # Stored once the page says so.
    expect(page.locator("#event-message")).to_contain_text(re.compile(
        rf"Round {round_number}, board {board} \(.*\): {re.escape(label)}\.$"))


def cell(rows: list[list[str]], name: str, round_number: int) -> str:
    row = next(r for r in rows if r[1] == name)
    return row[2 + round_number]


def test_the_wall_chart_follows_results_and_corrections(site, page):
    alerts = []
    page.on("dialog", lambda dialog: (alerts.append(dialog.message), dialog.dismiss()))
    open_page(page, site.url)
    create_event(page, "Chart Club", 3, tiebreaks="Chess (FIDE): Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins")
    paste_players(page, [f"{name}\t{rating}" for name, rating in FIVE])
    go_to(page, "Wall chart")
    chart = page.locator("#wallchart-view")
    expect(chart.locator("thead th")).to_have_text(["Place", "Name", "Rating", "R1", "R2", "R3", "Pts", *TIEBREAKS])
    expect_chart_matches_engine(page)

    go_to(page, "Round")
    page.get_by_role("button", name="Pair round 1").click()
    expect(page.locator("#pair-status")).to_contain_text("Round 1 is paired.")
    rows = expect_chart_matches_engine(page)
    # Round 1 by rating: Eva-Carl, Gil-Anna; the lowest-rated player has the bye. No result yet: the places are by
    # rating, and a cell shows the opponent's place and the colour only.
    assert cell(rows, "Eva Fischer", 1) == "3w" and cell(rows, "Carl Diaz", 1) == "1b"
    assert cell(rows, "<img src=x onerror=alert(1)>", 1) == "PAB"
    expect(chart.locator("td.pending")).to_have_count(4)

    set_result(page, 1, 1, "1-0")
    rows = expect_chart_matches_engine(page)
    assert cell(rows, "Eva Fischer", 1) == "3w+" and cell(rows, "Carl Diaz", 1) == "1b−"
    expect(chart.locator("td.pending")).to_have_count(2)

    set_result(page, 1, 2, "½-½")
    rows = expect_chart_matches_engine(page)
    expect(page.locator("#wallchart-caption")).to_have_text("Wall chart: places and points after round 1")
    before = cell(rows, "Carl Diaz", 1)

    # A corrected result changes both players' cells (and the places that follow from it).
    set_result(page, 1, 1, "0-1")
    rows = expect_chart_matches_engine(page)
    assert cell(rows, "Carl Diaz", 1) != before and cell(rows, "Carl Diaz", 1).endswith("b+")
    assert cell(rows, "Eva Fischer", 1).endswith("w−")

    go_to(page, "Round")
    page.get_by_role("button", name="Pair round 2").click()
    expect(page.locator("#pair-status")).to_contain_text("Round 2 is paired.")
    expect_chart_matches_engine(page)
    expect(page.locator("#wallchart-caption")).to_have_text("Wall chart: places and points after round 1; round 2 in progress")
    set_result(page, 2, 1, "1F-0F (forfeit)")
    rows = expect_chart_matches_engine(page)
    assert any(row[4].endswith("+F") for row in rows) and any(row[4].endswith("−F") for row in rows)

    # A forfeit's cell says in words what happened; the hostile name is text, nothing ran.
    expect(chart.locator("td.forfeit").first).to_have_attribute("title", re.compile(r"by forfeit \(not played\)"))
    expect(chart.locator("img")).to_have_count(0)
    expect(chart.get_by_text("<img src=x onerror=alert(1)>")).to_have_count(1)
    assert alerts == []
