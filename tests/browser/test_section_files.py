"""The files of an event of sections, as a director uses them: four TRF files opened at once as the sections of one
event, one of them a team competition's (a preview of each section first), each section's TRF-2026 file saved with a
click (the engine's file, its 012 record naming the event and the section), and a CSV roster whose Section column places each player in their section,
a section the event lacks refused by its line until the director chooses to create it."""


import pytest
from playwright.sync_api import expect

from swisspair.event.sections import section_view
from swisspair.event.trf_sections import section_to_trf, sections_to_trf
from swisspair.replay import cut_team_text
from tests.browser.helpers import go_to, open_page, pick, stored_event, wait_until_stored
from tests.corpus_location import TEAM_DEV
from tests.helpers import section_events

pytestmark = pytest.mark.browser


def weekend_files() -> list[dict]:
    """The three sections' files and a team competition's (a corpus team Swiss, two rounds played)."""
    doc = section_events.weekend((7, 6, 5))
    for section, rounds in ((1, 2), (2, 2), (3, 1)):
        doc = section_events.play(doc, section, rounds)
    team = cut_team_text((TEAM_DEV / "team_000005.trf").read_text(encoding="utf-8"), 3)
    team = "\n".join("012 Weekend Open 2026 - Teams" if line.startswith("012") else line for line in team.split("\n"))
    return sections_to_trf(doc) + [{"name": "Teams", "trf": team}]


def switch_to(page, section: str) -> None:
    page.locator("#section-switch").get_by_label("Section", exact=True).select_option(label=section)


def test_trf_files_open_as_sections_save_per_section_and_a_csv_places_players_by_section(new_context, site):
    files = weekend_files()
    context = new_context(accept_downloads=True)
    page = context.new_page()
    open_page(page, site.url)
    page.locator("#open-file").set_input_files([
        {"name": f"{f['name']}.trf", "mimeType": "text/plain", "buffer": f["trf"].encode()} for f in files])
    preview = page.locator("#open-file-result")
    expect(preview.get_by_role("heading")).to_have_text("Preview of 4 files: the sections of one event")
    expect(preview).to_contain_text("“Weekend Open 2026”: 4 sections.")
    expect(preview.locator("li").filter(has_text="“U1800” (U1800.trf)")).to_contain_text(
        "6 players, 2 of 5 rounds played")
    expect(preview.locator("li").filter(has_text="“Teams” (Teams.trf)")).to_contain_text(
        "22 teams, 66 players, 2 of 9 rounds played")
    preview.get_by_role("button", name="Create the event").click()
    expect(page.locator("#event-title")).to_have_text("Weekend Open 2026")
    wait_until_stored(page)
    made = next(doc for doc in [stored_event(page)] if doc)
    assert [(s["name"], len(s["players"])) for s in made["sections"]] == [("Open", 7), ("U1800", 6), ("U1400", 5),
                                                                           ("Teams", 66)]

    # Each section's file, saved with a click, is the engine's file of that section.
    go_to(page, "Share and files")
    page.get_by_role("button", name="Export TRF-2026").click()
    status = page.locator("#trf-export-status")
    expect(status).to_contain_text("One TRF-2026 file per section")
    with page.expect_download() as info:
        status.get_by_role("button", name="Save Weekend_Open_2026_U1800.trf").click()
    text = open(info.value.path(), encoding="utf-8", newline="").read()
    assert text == section_to_trf(made, 2)[0] and "012 Weekend Open 2026 - U1800" in text.splitlines()

    # A roster with a Section column: the U1400's player goes there (a late entry: its round 1 is paired); a
    # section the event lacks is refused by its line until the director chooses to create it.
    switch_to(page, "Open")
    go_to(page, "Players")
    page.locator("#roster").get_by_text("Import players from a CSV file").click()
    csv = "Name;Rating;Section\nAnna Vik;1350;U1400\nBo Strand;1200;U1200\nCarl Ness;2010;\n"
    pick(page, "#csv-file", "late.csv", csv.encode(), "text/csv")
    area = page.locator("#csv-preview")
    expect(area.get_by_role("alert").first).to_contain_text(
        "Line 3 (“Bo Strand;1200;U1200”): the section “U1200” is not one of the event's (“Open”, “U1800”, “U1400”, “Teams”)")
    area.get_by_role("button", name="Create the 1 section the file names: U1200").click()
    expect(area.locator("caption")).to_contain_text("the 1 section U1200 made first")
    expect(area.get_by_role("columnheader", name="Section")).to_be_visible()
    area.get_by_role("button", name="Add 3 players").click()
    expect(area).to_contain_text("Added 3 players from late.csv and the 1 section U1200.")
    wait_until_stored(page)
    after = stored_event(page)
    placed = {s["name"]: [p["name"] for p in s["players"]] for s in after["sections"]}
    assert placed["U1200"] == ["Bo Strand"] and "Anna Vik" in placed["U1400"] and "Carl Ness" in placed["Open"]
    anna = next(p for p in section_view(after, 3)["players"] if p["name"] == "Anna Vik")
    assert anna["joined_round"] == 2
