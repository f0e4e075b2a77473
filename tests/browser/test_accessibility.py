"""An automated accessibility audit (axe-core, a development dependency in node_modules, its script put into the
page by the test alone) of every view of a running event, the start page, the hall screen and the players' links:
no serious or critical violation. And what a screen reader needs of the round and the standings: column headings
with their scope, every result control named by its board and players, and a live region that says what was
done."""

import re

import pytest
from playwright.sync_api import Page, expect

import build
from tests.browser.helpers import go_to, wait_for_engine
from tests.browser.share_helpers import seed
from tests.helpers.played_events import big_event

pytestmark = pytest.mark.browser

AXE = build.ROOT / "node_modules" / "axe-core" / "axe.min.js"
VIEWS = ["Round", "Players", "Standings", "Wall chart", "Share and files", "Settings"]
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}

# (passes: the audit ran its rules on the page; a page it could not read would pass none)
AUDIT = """async () => {
  const result = await axe.run(document);
  if (result.passes.length < 10) return [{ id: "audit", impact: "critical", help: `only ${result.passes.length} rules ran` }];
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
}"""


def audited(page: Page, where: str) -> list[dict]:
    """The serious and critical violations axe finds on the page as it stands, each marked with where it was."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    return [{**violation, "where": where} for violation in page.evaluate(AUDIT)]


@pytest.fixture
def running(new_context, site):
    """A browser holding a 30-player event in round 3 of 5, its results still to come; its page open."""
    if not AXE.exists():
        pytest.fail("axe-core is not installed: run `npm install` (it is a development dependency)", pytrace=False)

    def open_at(viewport, scheme="light"):
        doc = big_event(30, 5, 3, last_open=True)
        # The page's Content-Security-Policy refuses inline scripts, which is how the audit's script is added.
        context = new_context(viewport=viewport, bypass_csp=True, color_scheme=scheme)
        seed(context, doc)
        page = context.new_page()
        page.goto(site.url)
        wait_for_engine(page)
        return page, doc

    return open_at


# CI audits the light scheme on a phone (the narrowest layout, where most goes wrong); the laptop and the dark scheme
# (whose contrast test_dark.py checks in CI) with -m slow: CI's 20 minutes on two cores hold no more.
@pytest.mark.parametrize("scheme", ["light", pytest.param("dark", marks=pytest.mark.slow)])
@pytest.mark.parametrize("size", [PHONE, pytest.param(LAPTOP, marks=pytest.mark.slow)], ids=["phone", "laptop"])
def test_no_view_of_a_running_event_has_a_serious_or_critical_violation(running, new_context, site, size, scheme):
    """In the light colour scheme and the dark one (the page follows the system's, prefers-color-scheme)."""
    page, doc = running(size, scheme)
    found = audited(page, "start page")
    page.get_by_text("More options").click()
    found += audited(page, "new-event form, more options")
    page.get_by_role("button", name=doc["name"], exact=True).click()
    for view in VIEWS:
        go_to(page, view)
        if view == "Share and files":
            page.get_by_role("button", name="Share", exact=True).click()
            expect(page.locator("#share-panel")).to_have_attribute("data-state", "ready")
        if view == "Standings":
            expect(page.locator("#standings-view table")).to_be_visible()
        if view == "Wall chart":
            expect(page.locator("#wallchart-view table")).to_be_visible()
        page.evaluate("() => document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        found += audited(page, view)
    round_link = page.locator("#share-round").input_value()
    view_link = page.locator("#share-view").input_value()
    go_to(page, "Share and files")
    page.get_by_role("button", name="Show the pairings on a hall screen").click()
    expect(page.locator("#hall-body table")).to_be_visible()
    found += audited(page, "hall screen")
    page.locator("#hall-find").fill(doc["players"][0]["name"][:3])
    found += audited(page, "hall screen, finding a name")
    page.keyboard.press("Escape")

    for name, link in (("round link", round_link), ("read-only link", view_link)):
        player = new_context(viewport=size, bypass_csp=True, color_scheme=scheme).new_page()
        player.goto(link)
        wait_for_engine(player)
        expect(player.locator("#shared-view table.pairings").first).to_be_visible()
        player.locator("#shared-find").fill(doc["players"][0]["name"][:3])
        found += audited(player, name)
    assert found == []


def test_the_round_and_the_standings_read_to_a_screen_reader(running):
    page, doc = running(LAPTOP)
    page.get_by_role("button", name=doc["name"], exact=True).click()
    go_to(page, "Round")
    table = page.locator('#round-view table.pairings[data-round="3"]')
    expect(table).to_be_visible()
    # Column headings, each with its scope; the table named by its caption.
    headings = table.locator("thead th")
    assert headings.count() >= 4
    assert set(headings.evaluate_all("(cells) => cells.map((c) => c.getAttribute('scope'))")) == {"col"}
    expect(page.get_by_role("table", name=re.compile(r"^Round 3"))).to_be_visible()
    # Every result control named by its board and both players.
    names = {p["id"]: p["name"] for p in doc["players"]}
    for number, board in enumerate(doc["rounds"][2]["boards"], 1):
        control = page.get_by_role("combobox", name=re.compile(rf"^Result of round 3, board {number}:"))
        expect(control).to_have_count(1)
        label = control.evaluate("(e) => [...e.labels].map((l) => l.textContent).join(' ') || e.getAttribute('aria-label')")
        assert names[board["white"]] in label and names[board["black"]] in label, label
    # A result entered is said in a live region.
    page.get_by_role("combobox", name=re.compile(r"^Result of round 3, board 1:")).select_option(label="1-0")
    live = page.locator("[aria-live=polite]:not(:empty), [role=status]:not(:empty)").filter(has_text=re.compile("board 1"))
    expect(live.first).to_be_visible()

    go_to(page, "Standings")
    standings = page.locator("#standings-view table").first
    expect(standings).to_be_visible()
    cells = standings.locator("thead th")
    assert set(cells.evaluate_all("(cells) => cells.map((c) => c.getAttribute('scope'))")) == {"col"}
    expect(page.get_by_role("table", name=re.compile(r"[Ss]tandings"))).to_be_visible()
