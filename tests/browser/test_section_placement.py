"""Players placed in sections by the sections' rules on the page: the player form's Section follows the rating as
typed to the first section whose rule takes the player (the engine's answer) until the director picks one by hand,
and a pasted list without sections places each player the same way."""

import pytest
from playwright.sync_api import expect

from tests.browser.helpers import go_to, open_stored, paste_players, stored_event, wait_until_stored
from tests.helpers.section_events import apply, weekend

pytestmark = pytest.mark.browser


def sections_of(doc: dict) -> dict[str, str]:
    """Each player's section, by name."""
    return {player["name"]: section["name"] for section in doc["sections"] for player in section["players"]}


def test_the_section_follows_the_rating_typed_until_the_director_picks_one(new_context, site):
    doc = weekend(sizes=(2, 2, 2))
    doc = apply(doc, op="edit_section", section=2, rule={"kind": "rating", "max": 1799})
    doc = apply(doc, op="edit_section", section=3, rule={"kind": "rating", "max": 1399})
    page = open_stored(new_context, site, doc)
    go_to(page, "Players")
    form = page.locator("#player-form")
    section = form.get_by_label("Section", exact=True)
    rating = form.get_by_label("Rating", exact=True)
    form.get_by_label("Name", exact=True).fill("Vera Lund")
    rating.fill("1350")
    expect(section).to_have_value("2")  # the U1800 comes before the U1400: the first whose rule takes her
    rating.fill("2100")
    expect(section).to_have_value("1")  # no rule takes her: the Open, which has none
    section.select_option(label="U1400")
    rating.fill("1700")
    page.wait_for_timeout(300)  # time for an answer that must not move the choice
    expect(section).to_have_value("3")
    form.get_by_role("button", name="Add player").click()
    expect(page.locator("#event-warnings")).to_contain_text("Vera Lund (1,700) is above the U1400 section's limit")

    # The next player follows the rules again.
    form.get_by_label("Name", exact=True).fill("Walt Ek")
    rating.fill("1500")
    expect(section).to_have_value("2")
    form.get_by_role("button", name="Add player").click()
    expect(form.get_by_label("Name", exact=True)).to_have_value("")

    paste_players(page, ["Xena Holt 1250", "Yan Li 2250"])
    wait_until_stored(page)
    placed = sections_of(stored_event(page, doc["id"]))
    assert {name: placed[name] for name in ("Vera Lund", "Walt Ek", "Xena Holt", "Yan Li")} == {
        "Vera Lund": "U1400", "Walt Ek": "U1800", "Xena Holt": "U1800", "Yan Li": "Open"}
