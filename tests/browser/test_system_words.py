"""Each system speaks its own language: a Magic event has Drop (not Withdraw), match points, percentages as
54.17 %, no colours in its wall chart and no ratings nobody entered; the standings say each column in words,
on a phone too (no hover needed)."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_event, go_to, open_page, paste_players

pytestmark = pytest.mark.browser

PLAYERS = ["Ada", "Ben", "Cleo", "Dev", "Emi", "Finn", "Gus", "Hana"]


def test_a_magic_event_in_its_own_words_on_a_phone(site, new_context):
    page = new_context(viewport={"width": 390, "height": 844}).new_page()
    page.on("dialog", lambda dialog: dialog.accept())
    open_page(page, site.url)
    create_event(page, "Store Championship", 3, running="Magic: The Gathering Swiss, with a top cut")
    paste_players(page, PLAYERS)
    expect(page.locator("#roster-table thead")).not_to_contain_text("Rating")
    page.get_by_role("button", name="Pair round 1").click()
    go_to(page, "Players")
    expect(page.get_by_role("button", name="Drop Ada")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile("^Withdraw"))).to_have_count(0)
    go_to(page, "Round")

    # The results bar takes a table number (a Magic match is played at a numbered table), then its game score and Enter.
    bar = page.locator("#result-entry")
    expect(bar.get_by_text("Table", exact=True)).to_be_visible()
    for match, games in ((1, "2-1"), (2, "2-0"), (3, "1-2"), (4, "0-2")):
        page.get_by_label("Table", exact=True).fill(str(match))
        page.get_by_label("Result", exact=True).fill(games)
        page.get_by_label("Result", exact=True).press("Enter")
        expect(page.get_by_label(re.compile(f"^Game score of round 1, table {match}:"))).to_have_value(games)
    expect(page.locator("#results-missing")).to_have_text("Round 1: every result is in.")

    go_to(page, "Standings")
    standings = page.locator("#standings-view")
    expect(standings.locator("thead")).to_have_text(re.compile(r"Place\s*Name\s*Match points\s*OMW\s*GW\s*OGW"))
    omw = [row.locator("td").nth(3).inner_text() for row in standings.locator("tbody tr").all()]
    assert omw and all(re.fullmatch(r"\d{1,3}\.\d\d %", value) for value in omw), omw
    words = standings.get_by_role("list", name="What the columns mean")
    expect(words).to_be_visible()
    expect(words).to_contain_text("OMW (Opponents' match-win %): The opponents' average share of match points won")
    expect(page.locator("#event-view")).not_to_contain_text("unrated")

    go_to(page, "Wall chart")
    chart = page.locator("#wallchart-view")
    expect(chart.locator("#wallchart-caption")).to_have_text("Wall chart: places and points after round 1")
    cells = chart.locator("td.round").all_inner_texts()
    assert cells and all(re.fullmatch(r"\d+[+−=]", cell) for cell in cells if cell), cells
    expect(chart.locator(".legend")).not_to_contain_text("White")
    expect(chart.locator("thead")).not_to_contain_text("Rating")
