"""The open event's views, one at a time: each at phone (390 x 844) and laptop (1280 x 800) width with its
landmarks and heading, every control labelled and (on a phone) at least 44 px tall, no table wider than the
screen; the view in the address (Back and reload return to it); each event opening on the view its stage needs;
the new-event form used while the engine loads; a whole event run from the keyboard alone. Screenshots of every
view at both widths, and of the first screen at each stage of an event, go to test-artifacts/layout-*.png."""

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from swisspair import bridge
from tests.browser.helpers import ARTIFACTS, ENGINE_TIMEOUT_MS, Site, contrast, go_to, wait_for_engine
from tests.browser.native_events import NINE, native_event
from tests.browser.share_helpers import encode, seed

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}
VIEWS = ["Round", "Players", "Standings", "Wall chart", "Share and files", "Settings"]
TIEBREAKS = ["BH/C1", "BH", "SB", "WIN"]

# Every visible control, with what names it for a screen reader and its size.
CONTROLS = """() => [...document.querySelectorAll('button, select, input, textarea, summary, a[href]')]
  .filter((e) => e.offsetParent !== null && getComputedStyle(e).visibility !== 'hidden')
  .map((e) => {
    const labelled = e.getAttribute('aria-labelledby');
    const name = (e.getAttribute('aria-label') || (labelled && document.getElementById(labelled)?.textContent)
      || [...(e.labels ?? [])].map((l) => l.textContent).join(' ')
      || (['BUTTON', 'SUMMARY', 'A'].includes(e.tagName) ? e.textContent : '') || '').trim();
    const box = e.getBoundingClientRect();
    return { tag: e.tagName, id: e.id, type: e.type ?? '', name, height: box.height, right: box.right };
  })"""

TABLES = """() => [...document.querySelectorAll('table')].filter((t) => t.offsetParent !== null)
  .map((t) => ({ table: t.className || t.parentElement.id, right: t.getBoundingClientRect().right,
                 scroll: t.parentElement.scrollWidth - t.parentElement.clientWidth }))"""


def call(op: str, **args):
    answer = bridge.handle({"id": 1, "op": op, "args": args})
    assert answer["ok"], answer
    return answer["result"]


def in_round_three() -> dict:
    """The nine-player event in round 3 of 5, two of its four results in."""
    doc, _ = native_event()
    for _ in range(2):
        doc = call("event_apply", event=doc, operation={"op": "unpair_latest", "discard_results": True})["event"]
    for board in (3, 4):
        doc = call("event_apply", event=doc, operation={"op": "set_result", "round": 3, "board": board,
                                                        "result": None})["event"]
    return {**doc, "id": "running", "name": "Running Open"}


def before_round_one() -> dict:
    doc = call("event_new", id="fresh", name="Fresh Open", rounds=5, mode="fide")["event"]
    for name, rating in NINE:
        doc = call("event_apply", event=doc,
                   operation={"op": "add_player", "player": {"name": name, "rating": rating, "club": ""}})["event"]
    return doc


def finished() -> dict:
    doc, _ = native_event()
    return {**doc, "id": "finished", "name": "Finished Open"}


def opened(new_context, site, *docs, **options) -> Page:
    context = new_context(**options)
    seed(context, *docs)
    page = context.new_page()
    page.goto(site.url)
    wait_for_engine(page)
    return page


@pytest.fixture(scope="module")
def three_events(browser, dist):
    """One page holding the three events, for the tests that only look at them: each started an engine of its own."""
    site = Site(dist)
    context = browser.new_context()
    seed(context, before_round_one(), in_round_three(), finished())
    page = context.new_page()
    page.goto(site.url)
    wait_for_engine(page)
    yield page
    context.close()
    site.stop()


def looking(page: Page, size: dict, scheme: str = "light") -> Page:
    """The shared page as a fresh visit shows it, at this size and in this colour scheme: the list of events, at
    the top."""
    page.set_viewport_size(size)
    page.emulate_media(color_scheme=scheme)
    if page.locator("#event-view").is_visible():
        page.get_by_role("button", name="All events").click()
    expect(page.locator("#organiser")).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    return page


def open_event(page: Page, name: str) -> None:
    page.locator("#event-list").get_by_role("button", name=name, exact=True).click()
    expect(page.locator("#event-title")).to_have_text(name)


def current_view(page: Page) -> str:
    return page.get_by_role("navigation", name="Views of this event").locator("[aria-current=page]").inner_text()


# Every folded part of the shown view opened (paste box, earlier rounds, "why", changes by hand): what is under a
# fold is reached by a finger too. Returns the ones it opened, to fold them again.
UNFOLD = """() => [...document.querySelectorAll('#event-view > .view:not([hidden]) details:not([open])')]
  .map((d) => { d.open = true; return d; })"""


def check_view(page: Page, view: str, size: dict) -> None:
    """What every view must be at this width: landmarks, its heading, labelled controls, nothing sideways;
    checked with every fold of the view open."""
    opened = page.evaluate_handle(UNFOLD)
    page.wait_for_timeout(100)  # an earlier round's table is built on its fold's toggle event
    try:
        check_unfolded_view(page, view, size)
    finally:
        opened.evaluate("(folds) => folds.forEach((d) => { d.open = false; })")


def check_unfolded_view(page: Page, view: str, size: dict) -> None:
    for role, name in (("banner", None), ("main", None), ("contentinfo", None),
                       ("navigation", "Views of this event")):
        expect(page.get_by_role(role, name=name) if name else page.get_by_role(role)).to_be_visible()
    expect(page.get_by_role("heading", level=2)).to_be_visible()
    heading = page.locator("#event-view > .view:not([hidden]) h3:visible").first
    expect(heading).to_be_visible()
    controls = page.evaluate(CONTROLS)
    unnamed = [c for c in controls if not c["name"]]
    assert not unnamed, f"{view}: controls without a label: {unnamed}"
    outside = [c for c in controls if c["right"] > size["width"] + 0.5]
    assert not outside, f"{view}: controls off the screen: {outside}"
    if size is PHONE:
        small = [c for c in controls if c["type"] not in ("checkbox", "radio", "file") and c["height"] < 43.5]
        assert not small, f"{view}: controls under 44 px: {small}"
    for table in page.evaluate(TABLES):
        assert table["right"] <= size["width"] + 0.5, f"{view}: {table} is wider than the screen"
        assert table["scroll"] <= 0, f"{view}: {table} scrolls sideways"
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= size["width"], f"{view}: the page is {width} px wide"


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_every_view_at_phone_and_laptop_width(three_events, size):
    page = looking(three_events, size)
    open_event(page, "Running Open")
    # While the event runs it opens on the round, whose first board is on the first screen.
    assert current_view(page) == "Round"
    first = page.locator('table.pairings[data-round="3"] tbody tr').first
    expect(first).to_be_visible()
    box = first.bounding_box()
    assert box["y"] + box["height"] <= size["height"], f"the first board ends at {box['y'] + box['height']} px"
    expect(first.get_by_role("combobox")).to_be_visible()
    label = "phone" if size is PHONE else "laptop"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / f"layout-round-first-screen-{label}.png")
    for view in VIEWS:
        go_to(page, view)
        if view == "Standings":
            expect(page.locator("#standings-view table")).to_be_visible()
        if view == "Wall chart":
            expect(page.locator("#wallchart-view table")).to_be_visible()
        if view == "Share and files" and page.locator("#share-panel").is_hidden():
            page.get_by_role("button", name="Share", exact=True).click()
            expect(page.locator("#share-panel")).to_have_attribute("data-state", "ready")
        check_view(page, view, size)
        page.screenshot(path=ARTIFACTS / f"layout-{view.lower().replace(' ', '-')}-{label}.png", full_page=True)


# What the first screen of each stage must hold: before round 1 the players' form and the button that pairs
# round 1; while a round runs its first board with its result control; after the last round the winner's row.
FIRST_SCREEN = (
    ("before-round-1", "Fresh Open", "Players", ("#player-name", "#pair-button")),
    ("during-a-round", "Running Open", "Round",
     ('table.pairings[data-round="3"] tbody tr >> nth=0', '#results-missing')),
    ("after-the-last-round", "Finished Open", "Standings",
     ("#standings-view caption", "#standings-view tbody tr >> nth=0")),
)


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_the_first_screen_of_each_stage_holds_what_the_stage_needs(three_events, size):
    page = looking(three_events, size)
    label = "phone" if size is PHONE else "laptop"
    ARTIFACTS.mkdir(exist_ok=True)
    for stage, name, view, parts in FIRST_SCREEN:
        open_event(page, name)
        assert current_view(page) == view, stage
        for selector in parts:
            part = page.locator(selector)
            expect(part).to_be_visible()
            box = part.bounding_box()
            assert box["y"] >= 0 and box["y"] + box["height"] <= size["height"], f"{stage}: {selector} at {box}"
        if stage == "after-the-last-round":  # no round is left to pair: no dead button above the standings
            expect(page.locator("#pair-button")).to_be_hidden()
        page.screenshot(path=ARTIFACTS / f"layout-first-screen-{stage}-{label}.png")
        page.get_by_role("button", name="All events").click()


def test_a_phone_shows_the_players_and_standings_whole_with_names_and_results_visible(three_events):
    page = looking(three_events, PHONE)
    open_event(page, "Running Open")
    # Every board's result control and both names are on screen, none cut off at the right.
    rows = page.locator('table.pairings[data-round="3"] tbody tr:not(.bye)')
    for index in range(rows.count()):
        row = rows.nth(index)
        for part in (row.locator("td.white"), row.locator("td.black"), row.get_by_role("combobox")):
            box = part.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], (index, box)
    go_to(page, "Players")
    # A player's card: the name, then each value after its column's heading, the Withdraw button in reach.
    card = page.locator("#roster-table tbody tr").first
    expect(card.locator("td").nth(1)).to_have_text("Eva Fischer")
    expect(card.locator('td[data-label="Rating"]')).to_have_text("2210")
    withdraw = card.get_by_role("button", name="Withdraw Eva Fischer")
    withdraw.scroll_into_view_if_needed()
    expect(withdraw).to_be_in_viewport(ratio=1)
    go_to(page, "Standings")
    card = page.locator("#standings-view tbody tr").first
    for code in TIEBREAKS:
        cell = card.locator(f'td[data-label="{code}"]')
        expect(cell).to_be_visible()
        box = cell.bounding_box()
        assert box["x"] + box["width"] <= PHONE["width"], (code, box)


def test_each_event_opens_on_the_view_its_stage_needs_and_the_address_names_the_view(new_context, site):
    page = opened(new_context, site, before_round_one(), in_round_three(), finished(), viewport=LAPTOP)
    open_event(page, "Fresh Open")
    assert current_view(page) == "Players"
    assert urlsplit(page.url).fragment == "players"
    expect(page.get_by_role("button", name="Pair round 1")).to_be_enabled()
    # Another view, then another event: it starts on its own view, not the one left open.
    go_to(page, "Settings")
    page.get_by_role("button", name="All events").click()
    assert urlsplit(page.url).fragment == ""
    open_event(page, "Finished Open")
    assert current_view(page) == "Standings"
    expect(page.get_by_role("heading", name="Standings", level=3)).to_be_visible()
    page.get_by_role("button", name="All events").click()
    open_event(page, "Running Open")
    assert current_view(page) == "Round"

    # The address names the view: Back returns to the one before, a reload keeps it.
    go_to(page, "Wall chart")
    assert urlsplit(page.url).fragment == "wallchart"
    go_to(page, "Settings")
    page.go_back()
    expect(page.locator("#view-wallchart")).to_be_visible()
    assert current_view(page) == "Wall chart"
    page.reload()
    wait_for_engine(page)
    expect(page.locator("#event-title")).to_have_text("Running Open")
    assert current_view(page) == "Wall chart"
    expect(page.locator("#view-round")).to_be_hidden()
    # Back past the event's first view is the list of events.
    page.go_back()
    assert current_view(page) == "Round"
    page.go_back()
    expect(page.locator("#event-view")).to_be_hidden()
    expect(page.locator("#organiser")).to_be_visible()


def test_the_new_event_form_asks_one_question_and_works_while_the_engine_loads(new_context, site):
    context = new_context(service_workers="block")
    held = []
    # The engine's files: its snapshot (or its wheel, should the snapshot not be used).
    context.route(re.compile(r".*/(wheels|snapshot)/.*"), lambda route: held.append(route))
    page = context.new_page()
    page.goto(site.url)
    form = page.locator("#new-event-form")
    # Loading is one small status, in a director's words.
    status = page.locator("#engine")
    expect(status).to_be_visible()
    expect(status).not_to_contain_text(re.compile("Pyodide|micropip|networkx|wheel|Python"))
    # One question; the rest folded with its defaults.
    expect(form.get_by_label("What are you running?")).to_be_visible()
    expect(form.get_by_label("Scoring")).to_be_hidden()
    expect(form.get_by_label("Number of rounds")).to_be_hidden()
    form.get_by_label("What are you running?").select_option(label="Magic: The Gathering Swiss, with a top cut")
    expect(form.locator("#new-kind-hint")).to_have_text("Scoring, byes and standings follow the game's own rules.")
    form.get_by_label("What are you running?").select_option(label="Chess Swiss, club or school event")
    expect(form.locator("#new-kind-hint")).to_contain_text("tie-breaks BH/C1, BH, SB, WIN")
    form.get_by_label("Event name").fill("Thursday Rapid")
    create = form.get_by_role("button", name="Create event")
    expect(create).to_be_enabled()
    create.click()
    expect(form.get_by_role("status")).to_contain_text("as soon as the pairing engine is ready")
    expect(page.locator("#event-view")).to_be_hidden()
    for _ in range(600):  # the worker asks for the engine's files once its runtime has started
        if held:
            break
        page.wait_for_timeout(100)
    assert held, "the engine's files were requested"
    for route in held:
        route.continue_()
    context.unroute(re.compile(r".*/(wheels|snapshot)/.*"))
    expect(page.locator("#event-title")).to_have_text("Thursday Rapid", timeout=ENGINE_TIMEOUT_MS)
    expect(status).to_be_hidden()
    assert current_view(page) == "Players"
    go_to(page, "Settings")
    expect(page.locator("#event-summary")).to_contain_text("scoring win 1, draw ½")
    expect(page.get_by_label("Pairing system")).to_have_value("dutch")


def test_settings_live_in_settings_and_refusals_are_explained_there(new_context, site):
    page = opened(new_context, site, in_round_three(), viewport=PHONE)
    open_event(page, "Running Open")
    go_to(page, "Settings")
    settings = page.locator("#view-settings")
    # Round 1 is paired: the pairing system and the first colour stay as they are, and the page says why.
    expect(settings.get_by_label("Pairing system")).to_be_disabled()
    expect(settings.locator("#system-hint")).to_have_text("Round 1 is paired: the pairing system stays as it is.")
    settings.get_by_label("Rounds").fill("30")
    settings.get_by_role("button", name="Set rounds").click()
    expect(settings.locator("#settings-message")).to_contain_text("Not changed: 9 players can play at most")
    expect(settings.get_by_label("Rounds")).to_be_focused()
    settings.get_by_label("Scoring").select_option(label="Win/loss: win 1, loss 0 (no draws)")
    settings.get_by_role("button", name="Set scoring").click()
    expect(settings.locator("#settings-message")).to_contain_text("Not changed: Round 1, board")
    settings.get_by_label("Scoring").select_option(label="Three points a win: win 3, draw 1, loss 0")
    settings.get_by_role("button", name="Set scoring").click()
    expect(settings.locator("#settings-message")).to_contain_text("Scoring: Three points a win")
    expect(page.locator("#event-warnings")).to_contain_text("The scores of the rounds already played change")
    expect(page.locator("#event-summary")).to_contain_text("scoring win 3, draw 1")


def tab_to(page: Page, target, limit: int = 80) -> None:
    """Press Tab until `target` (a locator) has the focus."""
    for _ in range(limit):
        if target.count() == 1 and target.evaluate("(e) => e === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {target}")


def test_a_whole_event_from_the_keyboard_alone(new_context, site):
    page = new_context(viewport=PHONE).new_page()
    page.goto(site.url)
    wait_for_engine(page)
    form = page.locator("#new-event-form")
    tab_to(page, form.get_by_label("Event name"))
    page.keyboard.type("Keys Only Cup")
    tab_to(page, form.locator("#new-more > summary"))
    page.keyboard.press("Enter")
    tab_to(page, form.get_by_label("Number of rounds"))
    page.keyboard.type("3")
    page.keyboard.press("Enter")
    expect(page.locator("#event-title")).to_have_text("Keys Only Cup")
    assert current_view(page) == "Players"
    for name, rating in NINE[:4]:
        tab_to(page, page.locator("#player-form").get_by_label("Name", exact=True))
        page.keyboard.type(name)
        page.keyboard.press("Tab")
        page.keyboard.type(str(rating))
        page.keyboard.press("Enter")
        expect(page.locator("#roster-table")).to_contain_text(name)
    for r in (1, 2, 3):
        tab_to(page, page.get_by_role("button", name=f"Pair round {r}"))
        page.keyboard.press("Enter")
        table = page.locator(f'table.pairings[data-round="{r}"]')
        expect(table).to_be_visible()
        assert current_view(page) == "Round"
        for board in (1, 2):
            tab_to(page, table.get_by_label(re.compile(f"^Result of round {r}, board {board}:")))
            page.keyboard.press("ArrowDown")  # 1-0
            expect(table.locator("caption")).to_contain_text(f"{board} of 2 results")
    tab_to(page, page.get_by_role("link", name="See the final standings"))
    page.keyboard.press("Enter")
    expect(page.locator("#standings-title")).to_be_focused()
    expect(page.locator("#standings-view caption")).to_have_text("Final standings after 3 rounds")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_shell_is_readable_in_light_and_dark(three_events, scheme):
    page = looking(three_events, LAPTOP, scheme)
    open_event(page, "Running Open")
    colours = """(selector) => {
      const node = document.querySelector(selector);
      let back = node, background = 'rgba(0, 0, 0, 0)';
      while (back && (background === 'rgba(0, 0, 0, 0)' || background === 'transparent')) {
        background = getComputedStyle(back).backgroundColor;
        back = back.parentElement;
      }
      return [getComputedStyle(node).color, background];
    }"""
    for selector in ("#event-title", "#event-stage", '#event-nav [aria-current="page"]',
                     '#event-nav li[data-view="players"] a', "#event-close", "#rounds-title", "#pair-hint"):
        text, background = page.evaluate(colours, selector)
        assert contrast(text, background) >= 4.5, f"{scheme} {selector}: {text} on {background}"
    # The boards are drawn once the engine has answered for the event.
    page.locator("#round-view td.white").first.wait_for()
    size = page.evaluate("parseFloat(getComputedStyle(document.querySelector('#round-view td.white')).fontSize)")
    assert size >= 17, f"board names are {size} px: too small to read at arm's length"


def test_a_read_only_link_on_a_phone_has_no_table_wider_than_the_screen(new_context, site):
    page = opened(new_context, site, viewport=PHONE)
    fragment = encode(page, in_round_three(), read_only=True)
    page.goto(f"{site.url}#{fragment}")
    shared = page.locator("#shared-view")
    expect(shared.locator("table.standings")).to_be_visible()
    # A player's standings card: the name whole, the points and every tie-break after its heading.
    card = shared.locator("table.standings tbody tr").first
    expect(card.locator('td[data-label="Points"]')).to_be_visible()
    for table in page.evaluate(TABLES):
        assert table["right"] <= PHONE["width"] + 0.5, f"{table} is wider than the screen"
        assert table["scroll"] <= 0, f"{table} scrolls sideways"
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=ARTIFACTS / "layout-read-only-phone.png", full_page=True)
