"""A team's pasted roster is read by the engine as the Players list's pasted list is: a preview of what each line
became (name, rating, title, federation, club), a FIDE-style line read field by field with its FIDE ID kept, a
mistyped rating flagged on its line and left unticked, and the team added, in board order, only on confirming."""

import re

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import create_event, open_page, stored_event, wait_until_stored

pytestmark = pytest.mark.browser

ROSTER = ("Carlsen, Magnus  NOR  GM  2830  1503014\n"
          "Anna Berg\t2150\n"
          "Ines Jovic, 17x0\n"
          "Jon Kerr, 5000\n"
          "Carl Diaz, 1985, Knights\n")


def test_a_pasted_team_roster_is_previewed_as_the_engine_reads_it_and_added_on_confirming(site, page):
    open_page(page, site.url)
    create_event(page, "League", 5, running="Chess team Swiss (FIDE): teams of players, match by match")
    teams = page.locator("#teams")
    teams.get_by_label("Team name").fill("Knights")
    teams.get_by_label(re.compile("^Roster: one player per line")).fill(ROSTER)
    teams.get_by_role("button", name="Add team").click()

    preview = teams.locator("#team-preview")
    alerts = preview.get_by_role("alert")
    expect(alerts.first).to_contain_text("Line 4 (“Jon Kerr, 5000”): the rating 5000 is above 4000.")
    expect(alerts.nth(1)).to_contain_text("Line 3: “17x0” looks like a mistyped rating.")
    table = preview.get_by_role("table", name="The roster of Knights: what each line became")
    assert [[cell.strip() for cell in row.locator("td").all_inner_texts()][1:7] for row in table.locator("tbody tr").all()] == [
        ["1", "Carlsen, Magnus", "2830", "GM", "NOR", ""],
        ["2", "Anna Berg", "2150", "", "", ""],
        ["3", "Ines Jovic, 17x0", "unrated", "", "", ""],
        ["5", "Carl Diaz", "1985", "", "", "Knights"]]
    expect(preview.get_by_label("Add line 3: Ines Jovic, 17x0")).not_to_be_checked()
    expect(preview.get_by_label("Add line 1: Carlsen, Magnus")).to_be_checked()
    # Nothing is added before the director confirms.
    expect(teams.get_by_role("region", name="Knights")).to_have_count(0)
    preview.get_by_role("button", name="Add Knights with 3 players").click()

    knights = teams.get_by_role("region", name="Knights")
    expect(knights).to_be_visible()
    expect(preview).to_have_text("Added team Knights with 3 players.")
    expect(teams.get_by_label("Team name")).to_have_value("")
    wait_until_stored(page)
    doc = stored_event(page)
    players = {p["id"]: p for p in doc["players"]}
    [team] = doc["teams"]["list"]
    roster = [players[pid] for pid in team["players"]]
    assert [p["name"] for p in roster] == ["Carlsen, Magnus", "Anna Berg", "Carl Diaz"]
    carlsen = roster[0]
    assert (carlsen["title"], carlsen["federation"], carlsen["fide_id"], carlsen["rating"]) == \
        ("GM", "NOR", "1503014", 2830)
    assert roster[2]["club"] == "Knights"
