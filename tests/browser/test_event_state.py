"""Several events one after another in one visit: each new or opened event starts from its own state, nothing
of the event before (result choices, the new-event form's choices, a player being edited, a pasted list, the
results bar's filter, the pairing status) carries over, of the same system twice and of different systems."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import go_to, open_more_options, open_page, paste_players

pytestmark = pytest.mark.browser

TEAMS = [f"Team {n:02}" for n in range(1, 17)]
CHESS = ["Anna Berg 2150", "Carl Diaz 1985", "Eva Fischer 2210", "Gil Hart 1840"]
MAGIC = ["Kai", "Lou", "Mia", "Ned"]


def new_event(page: Page, name: str, kind: str, **fields: str) -> None:
    """The new-event form as a director fills it: a name, what is being run ("system:mode"), the fields named
    (under More options); nothing else."""
    form = page.locator("#new-event-form")
    form.get_by_label("Event name").fill(name)
    form.get_by_label("What are you running?").select_option(value=kind)
    if fields:
        open_more_options(page)
    for label, value in fields.items():
        form.get_by_label(label).fill(value)
    form.get_by_role("button", name="Create event").click()
    expect(page.locator("#event-title")).to_have_text(name)


def result_choices(page: Page) -> list[str]:
    select = page.get_by_label(re.compile("^Result of round 1, (board|match) 1:"))
    expect(select.locator("option")).not_to_have_count(0)
    # Read in one step in the page: the round's rows are drawn again when the engine's round view arrives, and
    # options counted, then read, can belong to rows already replaced.
    return select.evaluate("(element) => [...element.options].map((option) => option.textContent.trim())")


def leave_with_loose_ends(page: Page) -> None:
    """What a director leaves behind on the way out: a filter typed, a player half edited, a list half pasted."""
    if page.locator("#result-entry").is_visible():
        page.get_by_label("Find a player").fill("a")
    go_to(page, "Players")
    page.get_by_role("button", name=re.compile("^Edit ")).first.click()
    page.locator("#player-name").fill("Half edited")
    roster = page.locator("#roster")
    if not roster.locator("#paste").evaluate("details => details.open"):
        roster.get_by_text("Paste a list of players").click()
    roster.get_by_label("One player per line").fill("Left behind 1500")
    roster.get_by_role("button", name="Read the list").click()
    page.get_by_role("button", name="All events").click()


def expect_a_fresh_start(page: Page) -> None:
    expect(page.locator("#player-name")).to_have_value("")
    expect(page.locator("#player-submit")).to_have_text(re.compile("^(Add player|Add late entry)$"))
    expect(page.locator("#paste-text")).to_have_value("")
    expect(page.locator("#paste-preview")).to_have_text("")
    expect(page.locator("#entry-filter")).to_have_value("")
    expect(page.locator("#pair-status")).to_have_text("")


def test_each_event_of_a_visit_starts_from_its_own_state(site, page):
    open_page(page, site.url)
    page.on("dialog", lambda dialog: dialog.accept())
    form = page.locator("#new-event-form")

    # Chess first: a draw is a result.
    new_event(page, "Club Open", "dutch:fide", **{"Number of rounds": "3"})
    paste_players(page, CHESS)
    page.get_by_role("button", name="Pair round 1").click()
    assert "½-½" in result_choices(page)
    leave_with_loose_ends(page)

    # Counter-Strike after chess, then a second stage in the same visit: win/loss, no draw, each time.
    for stage in ("Stage 1", "Stage 2"):
        expect(form.get_by_label("Scoring")).to_have_value("chess")  # the form is back at its defaults
        new_event(page, stage, "cs_major:esports")
        expect_a_fresh_start(page)
        expect(page.locator("#event-summary")).to_contain_text("Counter-Strike Major Swiss stage")
        paste_players(page, [f"{team}, {2000 - k}" for k, team in enumerate(TEAMS)])
        expect(page.locator("#roster-table caption")).to_have_text("16 teams, by pairing number")
        page.get_by_role("button", name="Pair round 1").click()
        choices = result_choices(page)
        assert not any("½" in choice for choice in choices), choices
        assert choices[1:3] == ["Team 01 wins", "Team 09 wins"], choices
        expect(page.locator("#results-missing")).to_have_text(
            "Round 1: 8 results missing of 8 (matches 1, 2, 3, 4, 5, 6, 7, 8).")
        if stage == "Stage 1":
            for match in range(1, 9):  # the whole round from the results bar: match number, then 1
                page.locator("#entry-board").focus()
                page.keyboard.type(f"{match}1")
            expect(page.locator("#results-missing")).to_have_text("Round 1: every result is in.")
        leave_with_loose_ends(page)

    # Chess after Counter-Strike: the draw is back, and so are chess's settings.
    new_event(page, "Rapid", "dutch:fide", **{"Number of rounds": "3"})
    expect_a_fresh_start(page)
    expect(page.locator("#event-summary")).to_contain_text("scoring win 1, draw ½")
    expect(page.locator("#event-summary")).to_contain_text("tie-breaks BH/C1, BH, SB, WIN")
    paste_players(page, CHESS)
    page.get_by_role("button", name="Pair round 1").click()
    assert "½-½" in result_choices(page)
    leave_with_loose_ends(page)

    # An arena, then Magic after it, then a second Magic event: game scores, Drop, no ratings.
    new_event(page, "Arena Night", "arena:club", **{"Arena length (minutes)": "30"})
    expect_a_fresh_start(page)
    paste_players(page, MAGIC)
    leave_with_loose_ends(page)
    for name in ("Friday Magic", "Saturday Magic"):
        new_event(page, name, "magic_swiss:magic", **{"Number of rounds": "3"})
        expect_a_fresh_start(page)
        expect(page.locator("#event-summary")).to_contain_text("match points 3/1/0")
        paste_players(page, MAGIC)
        expect(page.locator("#roster-table thead")).not_to_contain_text("Rating")
        page.get_by_role("button", name="Pair round 1").click()
        expect(page.get_by_label(re.compile("^Game score of round 1, table 1:"))).to_have_value("")
        go_to(page, "Players")
        expect(page.get_by_role("button", name=re.compile("^Drop "))).to_have_count(4)
        leave_with_loose_ends(page)

    # Opened again from the list, an event shows its own rounds and results, not the last one's.
    page.get_by_role("button", name="Stage 1", exact=True).click()
    expect(page.locator("#event-title")).to_have_text("Stage 1")
    expect_a_fresh_start(page)
    expect(page.locator("#results-missing")).to_have_text("Round 1: every result is in.")
    assert not any("½" in choice for choice in result_choices(page))
    page.get_by_role("button", name="All events").click()
    page.get_by_role("button", name="Club Open", exact=True).click()
    # As for Stage 1 above: the event is read from storage first, and until then the last one's rounds are shown.
    expect(page.locator("#event-title")).to_have_text("Club Open")
    expect_a_fresh_start(page)
    assert "½-½" in result_choices(page)
    expect(page.locator("#results-missing")).to_have_text(
        "Round 1: 2 results missing of 2 (boards 1, 2).")


# Every request the page sends its engine, by operation: the engine's worker is the only one that gets {type: "request"}.
COUNT_REQUESTS = """
window.__requests = [];
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (message, ...rest) {
  if (message?.type === "request") window.__requests.push(JSON.parse(message.text).op);
  return post.call(this, message, ...rest);
};
"""


def requests_of(page: Page, op: str) -> int:
    return page.evaluate("(op) => window.__requests.filter((sent) => sent === op).length", op)


def test_standings_and_the_wall_chart_are_worked_out_when_shown_and_follow_a_correction(site, page):
    # At 2,000 players each takes the engine seconds: not after every result, only for the view that shows it.
    page.add_init_script(COUNT_REQUESTS)
    open_page(page, site.url)
    new_event(page, "Shown Open", "dutch:fide", **{"Number of rounds": "3"})
    paste_players(page, CHESS)
    page.get_by_role("button", name="Pair round 1").click()
    table = page.locator('table.pairings[data-round="1"]')
    first = table.get_by_label(re.compile("^Result of round 1, board 1:"))
    first.select_option("1-0")
    table.get_by_label(re.compile("^Result of round 1, board 2:")).select_option("1-0")
    expect(table.locator("caption")).to_contain_text("2 of 2 results")
    white = table.locator("tbody tr").first.locator("td.white").inner_text()
    black = table.locator("tbody tr").first.locator("td.black").inner_text()
    name = re.compile(r"^\d+ (.*?) \(")
    white, black = name.match(white.strip()).group(1), name.match(black.strip()).group(1)
    assert requests_of(page, "event_standings") == 0
    assert requests_of(page, "event_crosstable") == 0

    go_to(page, "Standings")
    standings = page.locator("#standings-view")
    expect(standings.locator("caption")).to_have_text("Standings after round 1")
    expect(standings.locator("tbody tr").filter(has_text=white).locator("td.points")).to_have_text("1")
    assert requests_of(page, "event_standings") == 1

    # A correction on the Round view: the standings wait until they are shown again, and then show it.
    go_to(page, "Round")
    first.select_option("0-1")
    expect(page.locator("#event-message")).to_contain_text(re.compile(r"^Round 1, board 1 \(.*\): 0-1\.$"))
    go_to(page, "Standings")
    expect(standings.locator("tbody tr").filter(has_text=black).locator("td.points")).to_have_text("1")
    expect(standings.locator("tbody tr").filter(has_text=white).locator("td.points")).to_have_text("0")
    assert requests_of(page, "event_standings") == 2

    go_to(page, "Wall chart")
    chart = page.locator("#wallchart-view")
    expect(chart.locator("#wallchart-caption")).to_have_text("Wall chart: places and points after round 1")
    expect(chart.locator("tbody tr")).to_have_count(4)
    assert requests_of(page, "event_crosstable") == 1
