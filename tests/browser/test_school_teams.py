"""A school event: players with their schools typed, pasted and read from a CSV, team scores of the best N with
team-mates kept apart before round K, read in the Standings view; in FIDE mode the keep-apart is said off."""

import re

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge
from tests.browser.helpers import (add_player, create_event, go_to, open_page, paste_players, pick, stored_event,
                                   wait_until_stored)
from tests.browser.print_helpers import COUNT_PRINTS, choose_and_print

pytestmark = pytest.mark.browser

SCHOOLS_CSV = "Name;Rating;School\r\nGil Hart;1840;Roosevelt\r\nInes Jovic;1760;Lincoln\r\nJon Kerr;1700;Roosevelt\r\n"


def set_results(page: Page, r: int, boards: int) -> None:
    for board in range(1, boards + 1):
        page.get_by_label(re.compile(f"^Result of round {r}, board {board}:")).select_option("1-0")


def team_rows(page: Page) -> list[list[str]]:
    table = page.get_by_role("table", name=re.compile("^Team scores"))
    expect(table).to_be_visible()
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()] for row in table.locator("tbody tr").all()]


def test_a_school_event_keeps_team_mates_apart_and_shows_and_prints_the_team_scores(site, page):
    page.add_init_script(COUNT_PRINTS)
    open_page(page, site.url)
    create_event(page, "County Schools", 3, running="Chess Swiss, club or school event",
                 tiebreaks="Esports: Buchholz, Sonneborn-Berger, wins")
    add_player(page, "Anna Berg", "2150", "Lincoln")
    paste_players(page, ["Carl Diaz, 1985, Roosevelt", "Eva Fischer, 2210, Lincoln"])
    page.locator("#roster").get_by_text("Import players from a CSV file").click()
    pick(page, "#csv-file", "school.csv", SCHOOLS_CSV.encode("utf-8"), "text/csv")
    page.locator("#csv-preview").get_by_role("button", name="Add 3 players").click()
    expect(page.locator("#roster-table caption")).to_have_text("6 players, by pairing number")

    go_to(page, "Settings")
    settings = page.locator("#teams-form")
    expect(settings.get_by_label("Team-mates may meet from round (empty: any round)")).to_be_enabled()
    settings.get_by_label("Show team scores with the standings").check()
    settings.get_by_label("Players counted per team").fill("2")
    settings.get_by_label("Team-mates may meet from round (empty: any round)").fill("3")
    settings.get_by_role("button", name="Set team scores").click()
    expect(page.locator("#settings-message")).to_have_text(
        "Team scores: the best 2 of each team, ties by the counting players' tie-breaks, summed, in the event's "
        "order; team-mates kept apart before round 3.")

    go_to(page, "Round")
    for r in (1, 2):
        page.locator("#pair-button").click()
        expect(page.locator(f'table.pairings[data-round="{r}"] caption')).to_contain_text(f"Round {r}: 3 boards")
        set_results(page, r, 3)
    wait_until_stored(page)
    doc = stored_event(page)
    school = {p["id"]: p["club"] for p in doc["players"]}
    for rnd in doc["rounds"]:  # Lincoln has three players, Roosevelt three: every board can be mixed
        assert all(school[b["white"]] != school[b["black"]] for b in rnd["boards"]), rnd["boards"]
        assert rnd["notes"] == []

    go_to(page, "Standings")
    expected = bridge.handle({"id": 1, "op": "event_standings", "args": {"event": doc}})["result"]["teams"]
    rows = team_rows(page)
    assert [row[1] for row in rows] == [team["team"] for team in expected["teams"]] and len(rows) == 2
    # Each team's points are those of its two best players, as the individual standings show them.
    individual = page.evaluate("""[...document.querySelectorAll('#standings-view > table.standings tbody tr')]
        .map((row) => [row.cells[1].innerText.trim(), row.cells[3].innerText.trim()])""")
    points = {name: float(text.replace("½", ".5") or 0) for name, text in individual}
    for row, team in zip(rows, expected["teams"]):
        counted = [p["name"] for p in team["players"] if p["counted"]]
        assert float(row[2].replace("½", ".5") or 0) == sum(points[name] for name in counted)
        assert all(name in row[-1] for name in counted)
    expect(page.get_by_role("table", name=re.compile("^Team scores"))).to_contain_text(
        "the best 2 of each team count")
    expect(page.get_by_role("list", name="What the team columns mean")).to_contain_text(
        "Σ BH: Buchholz, summed over the counting players")

    choose_and_print(page, "standings")
    sheet = page.locator("#print-sheet")
    expect(sheet).to_contain_text("Team scores after round 2 (the best 2 of each team)")
    printed = sheet.locator("table").nth(1).locator("tbody tr")
    expect(printed).to_have_count(2)
    expect(printed.first).to_contain_text(expected["teams"][0]["team"])


def test_fide_mode_says_team_mates_are_not_kept_apart(site, page):
    open_page(page, site.url)
    create_event(page, "Rated Open", 3, running="Chess Swiss, FIDE-rated")
    go_to(page, "Settings")
    settings = page.locator("#teams-form")
    expect(settings.get_by_label("Team-mates may meet from round (empty: any round)")).to_be_disabled()
    expect(settings.locator("#teams-hint")).to_have_text(
        "Team-mates are not kept apart in FIDE-rated events: FIDE's pairing rules have no such restriction.")
    settings.get_by_label("Show team scores with the standings").check()
    settings.get_by_role("button", name="Set team scores").click()
    expect(page.locator("#settings-message")).to_contain_text("Team scores: the best 4 of each team")
    wait_until_stored(page)
    assert stored_event(page)["settings"]["school_teams"]["apart_until"] is None
