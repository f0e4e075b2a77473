"""A whole (short) arena run on the page as a director runs it: six players, the arena started, games finished
one by one from the boards' buttons, each finisher paired with the right free opponent (never the one just
played), a winning streak doubling the score, the clock running out (Playwright's clock moves the page's time)
and the final standings."""

import datetime
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.helpers import (ARTIFACTS, create_event, go_to, open_more_options, open_page, paste_players,
                                   wait_for_engine)

pytestmark = pytest.mark.browser

SIX = ["Anna Berg\t2150", "Carl Diaz\t1985", "Eva Fischer\t2210", "Gil Hart\t1840", "Ines Jovic\t1760",
       "<b>Jon Kerr</b>\t2040"]
JON = "<b>Jon Kerr</b>"  # a name that looks like markup stays text
START = datetime.datetime(2026, 11, 27, 18, 0, tzinfo=datetime.timezone.utc)


def create_arena(page: Page, name: str, minutes: int) -> None:
    """The new-event form with the arena chosen and its length typed."""
    form = page.locator("#new-event-form")
    form.get_by_label("What are you running?").select_option(value="arena:club")
    open_more_options(page)
    form.get_by_label("Arena length (minutes)").fill(str(minutes))
    create_event(page, name)


def games(page: Page) -> set[frozenset[str]]:
    """The games in play as the page lists them: {White, Black} per row."""
    rows = page.locator("#arena-games tbody tr")
    found = set()
    for row in rows.all():
        cells = row.locator("td")
        found.add(frozenset((cells.nth(1).inner_text().strip(), cells.nth(3).inner_text().strip())))
    return found


def waiting(page: Page) -> list[str]:
    return [text.split(", waiting")[0] for text in page.locator("#arena-waiting li").all_inner_texts()]


def standings(page: Page) -> list[tuple[str, str, str]]:
    """(name with any streak mark, score, games) per row, in order."""
    out = []
    for row in page.locator("#arena-standings tbody tr").all():
        cells = [c.strip() for c in row.locator("td").all_inner_texts()]
        out.append((cells[1], cells[2], cells[3]))
    return out


def shown(page: Page, action) -> None:
    """Do something and wait until the arena on screen shows the event after it (the section carries the
    number of the event's latest log entry it shows)."""
    before = page.locator("#arena").get_attribute("data-shows")
    action()
    expect(page.locator("#arena")).not_to_have_attribute("data-shows", before or "")


def finish(page: Page, white: str, black: str, result: str) -> None:
    """Press the result button of the game between the two, as a director does when the players report."""
    row = page.locator("#arena-games tbody tr").filter(has_text=white).filter(has_text=black)
    expect(row).to_have_count(1)
    shown(page, lambda: row.get_by_role("button", name=f"finished {result}", exact=False).click())
    expect(page.locator("#event-message")).to_contain_text(f"({white} - {black}): {result}.")


def test_a_six_player_arena_from_start_to_final_standings(site, new_context):
    context = new_context()
    foreign = []
    context.on("request", lambda request: None if site.is_own(request.url) or request.url.startswith("data:")
               else foreign.append(request.url))
    page = context.new_page()
    page.clock.install(time=START)
    open_page(page, site.url)
    create_arena(page, "Friday arena", minutes=10)
    paste_players(page, SIX)
    expect(page.locator("#roster-table th").filter(has_text="Round")).to_have_count(0)  # no byes to request
    expect(page.locator("#roster-table").get_by_role("button", name="Remove Anna Berg")).to_be_visible()
    go_to(page, "Arena")
    arena = page.locator("#arena")
    expect(arena).to_be_visible()
    expect(page.locator("#rounds")).to_be_hidden()
    expect(arena.locator("#arena-clock")).to_contain_text("Not started")

    shown(page, arena.get_by_role("button", name="Start the arena").click)
    # players of a running arena pause rather than leave: no Remove button any more
    expect(page.locator("#roster-table").get_by_role("button", name=re.compile("^Remove "))).to_have_count(0)
    # best-ranked first: Eva 2210 - Anna 2150, Jon 2040 - Carl 1985, Gil 1840 - Ines 1760
    expect(arena.locator("#arena-games caption")).to_have_text("Games in play: 3")
    assert games(page) == {frozenset(("Eva Fischer", "Anna Berg")), frozenset((JON, "Carl Diaz")),
                           frozenset(("Gil Hart", "Ines Jovic"))}
    expect(arena.locator("#arena-clock")).to_have_text(re.compile(r"Time left: (10:00|9:5\d) of 10 minutes\."))

    page.clock.fast_forward("02:00")
    finish(page, "Eva Fischer", "Anna Berg", "1-0")
    # the two are free but just played each other: both wait, nobody else is free
    expect(arena.locator("#arena-waiting li")).to_have_count(2)
    assert waiting(page) == ["Eva Fischer", "Anna Berg"]
    expect(arena.locator("#arena-clock")).to_have_text(re.compile(r"Time left: (8:00|7:[45]\d) of 10 minutes\."))

    page.clock.fast_forward("01:00")
    finish(page, "Gil Hart", "Ines Jovic", "0-1")
    # Ines (2 points) takes the best-ranked free opponent she has not just played: Eva, not Gil; Gil gets Anna
    expect(arena.locator("#arena-waiting")).to_contain_text("Nobody is waiting")
    assert games(page) == {frozenset(("Ines Jovic", "Eva Fischer")), frozenset((JON, "Carl Diaz")),
                           frozenset(("Gil Hart", "Anna Berg"))}

    page.clock.fast_forward("02:00")
    finish(page, "Ines Jovic", "Eva Fischer", "1-0")
    expect(arena.locator("#arena-waiting li")).to_have_count(2)
    # two wins in a row: Ines is on fire, her next result counts double
    assert standings(page)[0] == ("Ines Jovic on fire", "4", "2 2")

    page.clock.fast_forward("01:00")
    finish(page, JON, "Carl Diaz", "1-0")
    # ranking: Ines 4, Eva 2 (2210), Jon 2 (2040), Carl 0: Jon picks first and takes Ines; Carl takes Eva
    assert games(page) == {frozenset(("Ines Jovic", JON)), frozenset(("Carl Diaz", "Eva Fischer")),
                           frozenset(("Gil Hart", "Anna Berg"))}

    page.clock.fast_forward("01:00")
    finish(page, "Ines Jovic", JON, "1-0")
    # the third win in a row counts double: 2 + 2 + 4
    assert standings(page)[0] == ("Ines Jovic on fire", "8", "2 2 4")
    expect(arena.locator("#arena-standings tbody tr").first.locator("strong")).to_have_text("4")
    assert waiting(page) == ["Ines Jovic", JON]  # they just played; everyone else is playing
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#arena").screenshot(path=ARTIFACTS / "arena-running.png")

    # the ten minutes run out: the clock says so, nobody waits for a pairing any more
    page.clock.fast_forward("04:00")
    expect(arena.locator("#arena-clock")).to_contain_text("Time is up: no new games. 2 games are still being played")
    expect(arena.locator("#arena-waiting li")).to_have_count(0)
    finish(page, "Anna Berg", "Gil Hart", "½-½")
    # Gil and Anna are free, and so are Ines and Jon, but no game starts after the end
    assert games(page) == {frozenset(("Carl Diaz", "Eva Fischer"))}
    finish(page, "Carl Diaz", "Eva Fischer", "0-1")
    expect(arena.locator("#arena-clock")).to_have_text("The arena is over.")
    expect(arena.locator("#arena-standings caption")).to_have_text("Final standings")
    expect(arena.get_by_role("button", name=re.compile("^(Pause|Resume) "))).to_have_count(0)
    assert standings(page) == [("Ines Jovic on fire", "8", "2 2 4"), ("Eva Fischer", "4", "2 0 2"),
                               (JON, "2", "2 0"), ("Anna Berg", "1", "0 1"), ("Gil Hart", "1", "0 1"),
                               ("Carl Diaz", "0", "0 0")]

    page.locator("#arena").screenshot(path=ARTIFACTS / "arena-final.png")
    assert foreign == []

    # everything survived in the browser's storage: a reload shows the same final standings
    page.reload()
    wait_for_engine(page)
    expect(page.locator("#arena-standings caption")).to_have_text("Final standings")
    assert standings(page)[0] == ("Ines Jovic on fire", "8", "2 2 4")


# In the slow run only, for CI's time: the arena from start to final standings runs in CI, and results from the
# keyboard in test_result_entry.py and test_layout.py.
@pytest.mark.slow
def test_results_and_pauses_from_the_keyboard(site, new_context):
    page = new_context().new_page()
    page.clock.install(time=START)
    open_page(page, site.url)
    create_arena(page, "Keyboard arena", minutes=30)
    paste_players(page, SIX[:4])
    go_to(page, "Arena")
    page.get_by_role("button", name="Start the arena").focus()
    shown(page, lambda: page.keyboard.press("Enter"))
    expect(page.locator("#arena-games caption")).to_have_text("Games in play: 2")
    # Eva - Anna and Carl - Gil: the first game's "½-½" from the keyboard
    page.get_by_role("button", name="Game 1 finished ½-½: draw").focus()
    shown(page, lambda: page.keyboard.press("Enter"))
    expect(page.locator("#event-message")).to_contain_text("(Eva Fischer - Anna Berg): ½-½.")
    expect(page.locator("#arena-games-caption")).to_be_focused()
    # pausing Anna from the standings: she is not paired when Carl and Gil finish
    page.get_by_role("button", name="Pause Anna Berg").focus()
    shown(page, lambda: page.keyboard.press("Enter"))
    expect(page.get_by_role("button", name="Resume Anna Berg")).to_be_visible()
    shown(page, page.get_by_role("button", name="Game 2 finished 1-0: Carl Diaz wins").click)
    # Carl (2 points) takes Eva, the best-ranked free player he has not just played; Gil waits; Anna is paused
    assert games(page) == {frozenset(("Carl Diaz", "Eva Fischer"))}
    assert waiting(page) == ["Gil Hart"]
    shown(page, page.get_by_role("button", name="Resume Anna Berg").click)
    assert games(page) == {frozenset(("Carl Diaz", "Eva Fischer")), frozenset(("Anna Berg", "Gil Hart"))}
    # a player who arrives late is added from the roster form and waits ...
    go_to(page, "Players")
    form = page.locator("#player-form")
    form.get_by_label("Name").fill("Lea Moreau")
    form.get_by_label("Rating", exact=True).fill("1500")
    shown(page, form.get_by_role("button", name="Add player").click)
    go_to(page, "Arena")
    assert waiting(page) == ["Lea Moreau"]
    # ... until the next game ends: Carl (4 points) cannot replay Eva and takes Lea; Eva waits
    shown(page, page.get_by_role("button", name=re.compile(r"^Game \d+ finished 1-0: Carl Diaz wins$")).click)
    assert games(page) == {frozenset(("Carl Diaz", "Lea Moreau")), frozenset(("Anna Berg", "Gil Hart"))}
    assert waiting(page) == ["Eva Fischer"]
