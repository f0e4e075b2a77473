"""Prizes on a finished nine-player event, as a director sets them: three groups typed in the Prizes panel under
the standings (overall, rated under, club is), their winners read by the group and in the combined list, the
overall winner not listed again in a group while "one prize per player" is on (and listed once it is off), and
the list printed."""

import re

import pytest
from playwright.sync_api import Page, expect

from swisspair import event
from tests.browser.helpers import ARTIFACTS, go_to, open_stored
from tests.browser.native_events import native_event
from tests.browser.print_helpers import COUNT_PRINTS, check_on_paper, choose_and_print

pytestmark = pytest.mark.browser

# The final standings (points, then BH/C1, BH, SB, WIN): 1 Lea Moreau (1905), 2 Jon Kerr (2040), 3 Carl Diaz
# (1985), 4 the <img> player (1500), 5 Nils Ortega (1690), 6 Gil Hart (1840), 7 Ines Jovic, 8 Eva Fischer, 9 Anna Berg.
LINCOLN = ("Lea Moreau", "Carl Diaz", "Gil Hart")


@pytest.fixture(scope="module")
def finished():
    doc, _ = native_event()
    for p in doc["players"]:
        if p["name"] in LINCOLN:
            doc = event.apply(doc, {"op": "edit_player", "player": p["id"], "changes": {"club": "Lincoln"}}).event
    return {**doc, "name": "Spring Open"}


def add_group(page: Page, name: str, places: str, who: str, value: str | None = None) -> None:
    form = page.get_by_role("group", name="Add a prize group")
    form.get_by_label("Group name").fill(name)
    form.get_by_label("Number of prizes").fill(places)
    form.get_by_label("Who may win").select_option(label=who)
    if value is not None:
        form.locator("#prize-value").fill(value)
    page.get_by_role("button", name="Add the prize group").click()
    expect(page.get_by_role("list", name="Prize groups, in the order they give prizes")).to_contain_text(name)


def rows(page: Page, caption: str) -> list[list[str]]:
    table = page.get_by_role("table", name=re.compile(caption))
    expect(table).to_be_visible()
    return [[cell.strip() for cell in row.locator("td").all_inner_texts()] for row in table.locator("tbody tr").all()]


def test_three_prize_groups_give_each_player_one_prize_and_the_list_prints(new_context, site, finished):
    page = open_stored(new_context, site, finished)
    page.add_init_script(COUNT_PRINTS)
    page.evaluate(COUNT_PRINTS)
    go_to(page, "Standings")
    prizes = page.get_by_role("region", name="Prizes")
    expect(prizes).to_contain_text("No prize groups yet")
    add_group(page, "Overall", "2", "everyone")
    add_group(page, "Best U2000", "1", "rated under", "2000")
    expect(page.locator("#prize-value-label")).to_have_text("Rating bound")
    add_group(page, "Best Lincoln player", "1", "club is", "Lincoln")
    expect(page.get_by_label("One prize per player: a winner is passed over by the groups after")).to_be_checked()

    combined = "^Prize winners after all 5 rounds: one prize per player"
    # Lea Moreau wins the overall first prize: rated under 2000 and of Lincoln too, she is passed over by both
    # groups; Carl Diaz wins the U2000 prize and is passed over by Lincoln's, which goes to Gil Hart.
    assert rows(page, combined) == [
        ["Overall", "1", "Lea Moreau", "4½", "1"], ["Overall", "2", "Jon Kerr", "3½", "2"],
        ["Best U2000", "1", "Carl Diaz", "3", "3"], ["Best Lincoln player", "1", "Gil Hart", "3", "6"]]
    assert rows(page, "^Best U2000: 1 prize") == [["1", "Carl Diaz", "3", "3"]]
    lincoln = prizes.get_by_role("region", name="Best Lincoln player")
    expect(lincoln).to_contain_text("Passed over, as they won a prize before: Lea Moreau, Carl Diaz.")
    assert rows(page, "^Best Lincoln player: 1 prize \\(club is Lincoln\\)") == [["1", "Gil Hart", "3", "6"]]

    choose_and_print(page, "prizes")
    sheet = page.locator('#print-sheet .sheet[data-view="prizes"]')
    expect(sheet.locator("thead")).to_contain_text("Spring Open · Prize winners after all 5 rounds")
    assert [[c.strip() for c in r.locator("td").all_inner_texts()] for r in sheet.locator("tbody tr").all()] == [
        ["Overall", "1", "Lea Moreau", "4½", "1"], ["Overall", "2", "Jon Kerr", "3½", "2"],
        ["Best U2000", "1", "Carl Diaz", "3", "3"], ["Best Lincoln player", "1", "Gil Hart", "3", "6"]]
    printed = check_on_paper(page, "prizes")
    assert all("Gil Hart" in "".join(pages) for pages in printed.values())
    page.emulate_media(media="screen")
    page.get_by_role("button", name="Close print view").click()

    go_to(page, "Standings")
    page.get_by_label("One prize per player: a winner is passed over by the groups after").uncheck()
    expect(page.locator("#prize-message")).to_have_text("A player may win a prize in every group they belong to.")
    assert rows(page, "^Prize winners after all 5 rounds: a prize in every group") == [
        ["Overall", "1", "Lea Moreau", "4½", "1"], ["Overall", "2", "Jon Kerr", "3½", "2"],
        ["Best U2000", "1", "Lea Moreau", "4½", "1"], ["Best Lincoln player", "1", "Lea Moreau", "4½", "1"]]
    # The order of the groups is the director's: with the rule on again and Lincoln's group moved before the U2000
    # one, Carl Diaz wins Lincoln's prize and the U2000 prize passes on to the next player under 2000.
    page.get_by_label("One prize per player: a winner is passed over by the groups after").check()
    expect(page.locator("#prize-message")).to_have_text("One prize per player.")
    prizes.get_by_role("button", name="Move Best Lincoln player up").click()
    expect(page.locator("#prize-message")).to_have_text("“Best Lincoln player” now gives its prizes before “Best U2000”.")
    assert rows(page, combined) == [
        ["Overall", "1", "Lea Moreau", "4½", "1"], ["Overall", "2", "Jon Kerr", "3½", "2"],
        ["Best Lincoln player", "1", "Carl Diaz", "3", "3"], ["Best U2000", "1", "<img src=x onerror=alert(1)>", "3", "4"]]
    prizes.get_by_role("button", name="Remove Best U2000").click()
    expect(page.get_by_role("list", name="Prize groups, in the order they give prizes")).not_to_contain_text("U2000")
    prizes.screenshot(path=ARTIFACTS / "screen-prizes.png")

    # A class prize: players rated 1500 to 1699, both included (the <img> player's 1500 and Nils Ortega's 1690).
    form = page.get_by_role("group", name="Add a prize group")
    form.get_by_label("Group name").fill("Best 1500-1699")
    form.get_by_label("Who may win").select_option(label="rated from-to (a class prize)")
    expect(page.locator("#prize-value-label")).to_have_text("Ratings from-to")
    form.get_by_label("Ratings from-to").fill("1699-1500")
    page.get_by_role("button", name="Add the prize group").click()
    expect(page.locator("#prize-message")).to_have_text("1500 is under 1699: type the lowest rating first, such as "
                                                        "1400-1599.")
    add_group(page, "Best 1500-1699", "1", "rated from-to (a class prize)", "1500-1699")
    expect(page.get_by_role("list", name="Prize groups, in the order they give prizes")).to_contain_text(
        "Best 1500-1699: 1 prize, rated 1500-1699")
    assert rows(page, "^Best 1500-1699: 1 prize \\(rated 1500-1699\\)") == [["1", "<img src=x onerror=alert(1)>", "3", "4"]]
